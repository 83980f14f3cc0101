/**
 * Characters against each other in a Cypher fight (001): two player characters both roll a d20, an
 * advantage adding 3 and a disadvantage taking 3 off, and the higher succeeds; two NPCs, and the GM
 * rolls for one of them against the other's level (a boss's attack and defense level). The dialog
 * shows the exact chances before the roll; the roll is one entry of the encounter's log. A player
 * character against an NPC is that character's own task against the NPC's level, from its sheet.
 */
import type { TFile } from "obsidian";
import type { LogDiceGroup, LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { rollDie } from "../../engine/rng";
import { MAX_ADVANTAGES, MAX_NPC_STEPS, npcAgainstNpc, opposedOdds, resolveOpposed } from "../../engine/systems/cypher/procedures";
import { signed } from "../../engine/text";
import type { Combatant, EncounterNote } from "../../notes/encounter/read";
import type { Field, Preview } from "../../games/frame/game";
import { choiceField, numberField } from "../../games/frame/fields";
import type { DialogGame } from "../frame/roll-modal";
import { encounterEntry, logged, type EncounterDeps } from "./actions";
import { creatureOf } from "./creature-actions";
import { t } from "../../lang";

export interface OpposedForm {
	first: string;
	second: string;
	/** PC against PC: each side's advantages less disadvantages. */
	firstAdvantages: number;
	secondAdvantages: number;
	/** NPC against NPC: whom the GM rolls for, and the steps the roll is eased (+) or hindered (−). */
	roller: "first" | "second";
	steps: number;
}

const percent = (p: number): string => `${Math.round(p * 1000) / 10}%`;

/** Who can take part: the encounter's combatants that can be used, none of a swarm's members (the swarm stands for them). */
const sides = (note: EncounterNote): Combatant[] => note.combatants.filter((c) => c.problem === undefined && c.inSwarm === undefined && c.data?.system === "cypher");

const isPc = (c: Combatant | undefined): boolean => c?.data?.system === "cypher" && "pc" in c.data;

export function opposedForm(note: EncounterNote, id?: string): OpposedForm {
	const all = sides(note);
	const first = id ?? all[0]?.ref.id ?? "";
	// The other side starts as the first of the same kind: two PCs or two NPCs.
	const firstPc = isPc(all.find((c) => c.ref.id === first));
	const second = all.find((c) => c.ref.id !== first && isPc(c) === firstPc)?.ref.id ?? all.find((c) => c.ref.id !== first)?.ref.id ?? "";
	return { first, second, firstAdvantages: 0, secondAdvantages: 0, roller: "first", steps: 0 };
}

type Matchup = { kind: "pcs"; first: Combatant; second: Combatant } | { kind: "npcs"; roller: Combatant; other: Combatant; level: number } | { kind: "refused"; why: string };

/** What the two chosen make: two PCs, two NPCs, or why not. */
function matchup(note: EncounterNote, form: OpposedForm): Matchup {
	const first = note.combatants.find((c) => c.ref.id === form.first);
	const second = note.combatants.find((c) => c.ref.id === form.second);
	if (!first || !second) return { kind: "refused", why: t("encounter.opposed.chooseTwo") };
	if (first.ref.id === second.ref.id) return { kind: "refused", why: t("encounter.opposed.chooseDifferent") };
	if (isPc(first) && isPc(second)) return { kind: "pcs", first, second };
	if (isPc(first) || isPc(second)) {
		const [pc, npc] = isPc(first) ? [first, second] : [second, first];
		return { kind: "refused", why: t("encounter.opposed.pcTask", { pc: pc.ref.id, npc: npc.ref.id }) };
	}
	const [roller, other] = form.roller === "first" ? [first, second] : [second, first];
	const npc = creatureOf(other);
	if (!npc) return { kind: "refused", why: t("encounter.opposed.noLevel", { name: other.ref.id }) };
	// A boss defends one level higher (001: "+1 level for attack/defense").
	return { kind: "npcs", roller, other, level: Math.min(10, npc.level + (npc.boss === true ? 1 : 0)) };
}

export const opposedDialog: DialogGame<EncounterNote, OpposedForm> = {
	title: () => t("encounter.opposed.title"),
	fields(note, form): Field[] {
		const choices = sides(note).map((c): [string, string] => [c.ref.id, c.ref.id]);
		const list: Field[] = [choiceField("first", t("encounter.opposed.first"), form.first, choices), choiceField("second", t("encounter.opposed.second"), form.second, choices)];
		const m = matchup(note, form);
		if (m.kind === "pcs") {
			const advantages = { description: t("encounter.opposed.advantagesHelp", { step: 3 }) };
			list.push(numberField("firstAdvantages", t("encounter.opposed.advantages", { name: form.first }), form.firstAdvantages, -MAX_ADVANTAGES, MAX_ADVANTAGES, advantages));
			list.push(numberField("secondAdvantages", t("encounter.opposed.advantages", { name: form.second }), form.secondAdvantages, -MAX_ADVANTAGES, MAX_ADVANTAGES, advantages));
		} else if (m.kind === "npcs") {
			list.push(choiceField("roller", t("encounter.opposed.roller"), form.roller, [["first", form.first], ["second", form.second]], { description: t("encounter.opposed.rollerHelp") }));
			list.push(numberField("steps", t("encounter.easedHindered"), form.steps, -MAX_NPC_STEPS, MAX_NPC_STEPS));
		}
		return list;
	},
	preview(note, form): Preview {
		const m = matchup(note, form);
		if (m.kind === "refused") return { odds: [], refusal: m.why, submit: t("frame.dialog.roll") };
		if (m.kind === "pcs") {
			const odds = opposedOdds({ name: form.first, advantages: form.firstAdvantages }, { name: form.second, advantages: form.secondAdvantages });
			if (!odds.ok) return { odds: [], refusal: odds.error, submit: t("frame.dialog.roll") };
			return {
				odds: [
					{ text: t("encounter.opposed.wins", { name: form.first, chance: percent(odds.value.first) }), part: "chance" },
					{ text: t("encounter.opposed.wins", { name: form.second, chance: percent(odds.value.second) }), part: "chance" },
					{ text: t("encounter.opposed.tieChance", { chance: percent(odds.value.tie) }), part: "tie" },
				],
				notes: [{ text: t("encounter.opposed.rule"), part: "rule" }],
				submit: t("frame.dialog.roll"),
			};
		}
		const roll = npcAgainstNpc(m.roller.ref.id, m.other.ref.id, m.level, form.steps);
		if (!roll.ok) return { odds: [], refusal: roll.error, submit: t("frame.dialog.roll") };
		const { chance, difficulty, target } = roll.value;
		return {
			odds: [{ text: t("encounter.opposed.succeeds", { name: m.roller.ref.id, chance: percent(chance) }), part: "chance" }, { text: difficulty === 0 ? t("encounter.opposed.routine") : t("encounter.opposed.difficulty", { difficulty, target }), part: "difficulty" }],
			notes: roll.value.explanation.map((step) => ({ text: step.text, part: "rule" })),
			submit: difficulty === 0 ? t("encounter.opposed.logSuccess") : t("frame.dialog.roll"),
		};
	},
};

const d20 = (label: string, face: number, total = face): LogDiceGroup => ({ notation: label, dice: [{ value: face, kept: true }], total });

/** Rolls the dialog's opposed roll and logs it in the encounter's session. */
export function rollOpposed(deps: EncounterDeps, file: TFile, form: OpposedForm): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const m = matchup(ctx.note, form);
		if (m.kind === "refused") return fail(m.why);
		if (m.kind === "pcs") {
			const a = { name: m.first.ref.id, advantages: form.firstAdvantages };
			const b = { name: m.second.ref.id, advantages: form.secondAdvantages };
			const faces: [number, number] = [rollDie(deps.rng, 20), rollDie(deps.rng, 20)];
			const done = resolveOpposed(a, b, faces);
			if (!done.ok) return done;
			const [ta, tb] = done.value.totals;
			const winner = done.value.winner === undefined ? undefined : done.value.winner === 0 ? a.name : b.name;
			const text = winner === undefined ? t("encounter.opposed.tie", { first: ta, second: tb }) : t("encounter.opposed.won", { name: winner, high: Math.max(ta, tb), low: Math.min(ta, tb) });
			const dice = [d20(`d20 ${a.name}${a.advantages === 0 ? "" : ` ${signed(a.advantages * 3)}`}`, faces[0], ta), d20(`d20 ${b.name}${b.advantages === 0 ? "" : ` ${signed(b.advantages * 3)}`}`, faces[1], tb)];
			return ok(encounterEntry(ctx, "roll", t("encounter.opposed.entryTitle", { first: a.name, second: b.name }), {
				inputs: [{ key: a.name, value: signed(a.advantages * 3) }, { key: b.name, value: signed(b.advantages * 3) }],
				dice,
				outcome: { text, code: winner === undefined ? "tie" : "opposed" },
				explanation: done.value.explanation,
			}));
		}
		const roll = npcAgainstNpc(m.roller.ref.id, m.other.ref.id, m.level, form.steps);
		if (!roll.ok) return roll;
		const { difficulty, target } = roll.value;
		const face = difficulty === 0 ? undefined : rollDie(deps.rng, 20);
		const success = face === undefined || face >= target;
		const text = face === undefined ? t("encounter.opposed.routineSuccess") : success ? t("encounter.opposed.success", { face, target }) : t("encounter.opposed.failure", { face, target });
		return ok(encounterEntry(ctx, "roll", t("encounter.opposed.npcTitle", { name: m.roller.ref.id, other: m.other.ref.id }), {
			inputs: [{ key: "level", value: m.level }, { key: "steps", value: form.steps }, { key: "target", value: target }],
			dice: face === undefined ? [] : [d20("d20", face)],
			outcome: { text, code: success ? "success" : "failure" },
			explanation: roll.value.explanation,
		}));
	});
}
