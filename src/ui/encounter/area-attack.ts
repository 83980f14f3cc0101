/**
 * An area attack on the Cypher tracker (000, 001): one attacker, several combatants in the area.
 * A player character's attack rolls once per creature in the area, or once for all when the GM says
 * so (000: "make one roll per NPC … Sometimes your GM might ask that you make just one roll"); the
 * Effort is paid once (000: "you only have to apply Effort once"), and adds 2 damage a level (the
 * engine's area attack). A creature's attack on player characters has each of them roll their own
 * defense (001: "PC Defenders: All roll against attack"), a dodge hindered as 000 says. Each
 * target's outcome is applied, and the whole attack is one entry of the log, so one Undo takes it
 * back.
 */
import type { TFile } from "obsidian";
import type { Rng } from "../../engine/rng";
import type { LogDiceGroup, LogEntry, LogInput } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { StateChange } from "../../engine/state";
import { STATS, type CypherCharacter, type Stat } from "../../engine/systems/cypher/character";
import { applyDefendedWound, applyTrackDamage, ARMOR_VALUE, damageNpc, defenseSteps, woundFromPoolDamage } from "../../engine/systems/cypher/health";
import { planTask, resolveTask, type TaskRequest, type TaskResult } from "../../engine/systems/cypher/task";
import { chanceText } from "../../games/cypher/task-form";
import { capital } from "../../engine/text";
import type { Combatant, EncounterNote } from "../../notes/encounter/read";
import type { Field, Preview } from "../../games/frame/game";
import { choiceField, numberField, toggleField } from "../../games/frame/fields";
import type { DialogGame } from "../frame/roll-modal";
import { aimAtCombatant, encounterEntry, logged, type EncounterDeps } from "./actions";
import { t } from "../../lang";
import { creatureOf } from "./creature-actions";

/** Each target's box in the form is keyed by this and its id. */
const IN_AREA = "in-area:";
const MAX_DAMAGE = 99;
const MAX_STEPS = 5;

export interface AreaAttackForm {
	attacker: string;
	/** Who is in the area, by id, in the encounter's order. */
	targets: string[];
	/** A player character's attack: one roll per creature, or one roll the GM applies to all. */
	rolls: "each" | "one";
	/** The attacking character's stat, the steps its skill, assets or ability ease (+) or hinder (−) the roll, and the Effort spent once. */
	stat: Stat;
	steps: number;
	effort: number;
	/** Damage a hit deals (before Armor); a creature's defaults to its own. */
	damage: number;
	/** A creature's attack: the stat every character defends with (Speed, usually). */
	defense: Stat;
}

const pcOf = (c: Combatant | undefined): CypherCharacter | undefined => (c?.data?.system === "cypher" && "pc" in c.data ? c.data.pc : undefined);

/** Who can be in an area: the fight's Cypher combatants still up, none of a swarm's members (the swarm stands for them). */
const inFight = (note: EncounterNote): Combatant[] => note.combatants.filter((c) => c.problem === undefined && !c.down && c.inSwarm === undefined && c.data?.system === "cypher");

/** A creature attacks and defends at its level, one higher with the boss package (001). */
const combatLevel = (c: Combatant): number => {
	const npc = creatureOf(c);
	return npc === undefined ? 0 : Math.min(10, npc.level + (npc.boss === true ? 1 : 0));
};

/** The form the row's "Area attack…" opens: the attacker, and everyone on the other side in the area. */
export function areaAttackForm(note: EncounterNote, id?: string): AreaAttackForm {
	const all = inFight(note);
	const attacker = all.find((c) => c.ref.id === id) ?? all[0];
	const pcAttacks = pcOf(attacker) !== undefined;
	const targets = all.filter((c) => c !== attacker && (pcOf(c) !== undefined) !== pcAttacks).map((c) => c.ref.id);
	return { attacker: attacker?.ref.id ?? "", targets, rolls: "each", stat: "speed", steps: 0, effort: 0, damage: creatureOf(attacker)?.damage ?? 4, defense: "speed" };
}

type Sides = { kind: "pc"; attacker: Combatant; pc: CypherCharacter; targets: Combatant[] } | { kind: "npc"; attacker: Combatant; level: number; targets: Combatant[] } | { kind: "refused"; why: string };

function sidesOf(note: EncounterNote, form: AreaAttackForm): Sides {
	const all = inFight(note);
	const attacker = all.find((c) => c.ref.id === form.attacker);
	if (!attacker) return { kind: "refused", why: t("encounter.area.chooseAttacker") };
	const targets = all.filter((c) => c !== attacker && form.targets.includes(c.ref.id));
	if (targets.length === 0) return { kind: "refused", why: t("encounter.area.tickTargets") };
	const pc = pcOf(attacker);
	if (pc) {
		const friend = targets.find((c) => pcOf(c) !== undefined);
		if (friend) return { kind: "refused", why: t("encounter.area.friend", { name: friend.ref.id }) };
		return { kind: "pc", attacker, pc, targets };
	}
	const creature = targets.find((c) => pcOf(c) === undefined);
	if (creature) return { kind: "refused", why: t("encounter.area.creature", { name: creature.ref.id }) };
	return { kind: "npc", attacker, level: combatLevel(attacker), targets };
}

/** The attacking character's roll against one creature: its level (a boss's one higher), the Effort spent once, the area's damage. */
const attackRequest = (form: AreaAttackForm, level: number): TaskRequest => ({
	stat: form.stat,
	difficulty: level,
	skills: [],
	effort: form.effort,
	extraEasing: Math.max(0, form.steps),
	extraHindering: Math.max(0, -form.steps),
	attack: { damage: form.damage, area: true },
});

/** A character's defense against the creature's area attack: 000's block (Might) or dodge (Speed, hindered against an area), else a plain defense roll. */
function defenseRequest(note: EncounterNote, pc: CypherCharacter, form: AreaAttackForm, level: number): { request: TaskRequest; kind?: "block" | "dodge" } {
	const kind = note.damageModel === "wounds" ? (form.defense === "might" ? "block" : form.defense === "speed" ? "dodge" : undefined) : undefined;
	const steps = kind === undefined ? 0 : defenseSteps(pc, kind, { areaAttack: true, includeWounds: true }).difficultyChange;
	const request: TaskRequest = { stat: form.defense, difficulty: level, skills: pc.skills[`${form.defense} defense`] !== undefined ? [`${form.defense} defense`] : [], extraEasing: Math.max(0, -steps), extraHindering: Math.max(0, steps), defense: true };
	return kind === undefined ? { request } : { request, kind };
}

export const areaAttackDialog: DialogGame<EncounterNote, AreaAttackForm> = {
	title: () => t("encounter.area.title"),
	fields(note, form): Field[] {
		const all = inFight(note);
		const list: Field[] = [choiceField("attacker", t("encounter.area.attacker"), form.attacker, all.map((c): [string, string] => [c.ref.id, c.ref.id]))];
		for (const c of all) if (c.ref.id !== form.attacker) list.push(toggleField(IN_AREA + c.ref.id, t("encounter.area.inArea", { name: c.ref.id }), form.targets.includes(c.ref.id)));
		const sides = sidesOf(note, form);
		if (sides.kind === "pc") {
			list.push(
				choiceField("rolls", t("encounter.area.rolls"), form.rolls, [["each", t("encounter.area.rollEach")], ["one", t("encounter.area.rollOne")]]),
				choiceField("stat", t("encounter.area.attackWith"), form.stat, STATS.map((s): [string, string] => [s, t("encounter.stat", { stat: s })])),
				numberField("steps", t("encounter.easedHindered"), form.steps, -MAX_STEPS, MAX_STEPS, { description: t("encounter.area.stepsHelp") }),
				numberField("effort", t("encounter.area.effort"), form.effort, 0, sides.pc.effort, { description: t("encounter.area.effortHelp") }),
			);
		} else if (sides.kind === "npc") {
			list.push(choiceField("defense", t("encounter.area.defendWith"), form.defense, STATS.map((s): [string, string] => [s, note.damageModel === "wounds" && s === "speed" ? t("encounter.area.dodge") : note.damageModel === "wounds" && s === "might" ? t("encounter.area.block") : t("encounter.stat", { stat: s })])));
		}
		list.push(numberField("damage", t("encounter.area.damage"), form.damage, 0, MAX_DAMAGE, { description: note.damageModel === "wounds" && sides.kind === "npc" ? t("encounter.area.damageWounds") : t("encounter.area.beforeArmor") }));
		return list;
	},
	update(note, form, key, value) {
		if (key.startsWith(IN_AREA)) {
			const id = key.slice(IN_AREA.length);
			const others = form.targets.filter((target) => target !== id);
			return { ...form, targets: value === true ? [...others, id] : others };
		}
		if (key === "attacker" && typeof value === "string") return { ...areaAttackForm(note, value), rolls: form.rolls };
		return form;
	},
	preview(note, form): Preview {
		const sides = sidesOf(note, form);
		if (sides.kind === "refused") return { odds: [], refusal: sides.why, submit: t("frame.dialog.roll") };
		if (sides.kind === "pc") {
			const lines = sides.targets.map((target) => {
				const planned = resolveChance(sides.pc, attackRequest(form, combatLevel(target)), note);
				return { text: t("encounter.area.chanceLine", { name: target.ref.id, level: combatLevel(target), chance: planned }), part: "chance" };
			});
			return { odds: lines, notes: [{ text: form.rolls === "one" ? t("encounter.area.ruleOne") : t("encounter.area.ruleEach"), part: "rule" }], submit: t("frame.dialog.roll") };
		}
		const lines = sides.targets.map((target) => {
			const pc = pcOf(target) as CypherCharacter;
			return { text: t("encounter.area.defends", { name: target.ref.id, chance: resolveChance(pc, defenseRequest(note, pc, form, sides.level).request, note) }), part: "chance" };
		});
		return { odds: lines, notes: [{ text: t("encounter.area.ruleDefense", { level: sides.level }), part: "rule" }], submit: t("frame.dialog.roll") };
	},
};

/** "60% (12 in 20)", or why the roll cannot be made: the engine's plan of the task, exact. */
function resolveChance(c: CypherCharacter, request: TaskRequest, note: EncounterNote): string {
	const planned = planTask(c, request, { damageModel: note.damageModel });
	return planned.ok ? chanceText(planned.value) : planned.error;
}

/** An rng that gives back the faces another roll drew: one roll read against every target. */
function replaying(rng: Rng): { rng: Rng; replay(): Rng } {
	const drawn: number[] = [];
	return {
		rng: { nextInt: (n) => { const v = rng.nextInt(n); drawn.push(v); return v; } },
		replay: () => { let i = 0; return { nextInt: (n) => (i < drawn.length ? (drawn[i++] as number) : rng.nextInt(n)) }; },
	};
}

/** A character's value in words, as the Defend dialog says it: "minor wounds", "Might", "damage track". */
function keyWords(key: string): string {
	if ((STATS as readonly string[]).includes(key)) return t("encounter.stat", { stat: key });
	const wound = /^wounds-(\w+)$/.exec(key);
	return wound ? t("encounter.area.woundsOf", { severity: wound[1] ?? "" }) : key.replace(/-/g, " ");
}

/** The die's face as the explanation says it, or that there was no roll (a routine task). */
const rollWords = (r: TaskResult): string => (r.natural === undefined ? t("encounter.area.noRoll") : String(r.natural));

const won = (r: TaskResult): boolean => r.outcome === "success" || r.outcome === "routine";
const d20 = (label: string, r: TaskResult): LogDiceGroup[] => (r.natural === undefined ? [] : [{ notation: `d20 ${label}`, dice: [{ value: r.natural, kept: true }], total: r.total ?? r.natural }]);

/** Rolls the area attack and applies each target's outcome, in one entry. */
export function rollAreaAttack(deps: EncounterDeps, file: TFile, form: AreaAttackForm): Promise<Result<LogEntry>> {
	return logged(deps, file, (ctx) => {
		const note = ctx.note;
		if (note.system !== "cypher") return fail(t("encounter.area.notCypher"));
		if (!Number.isInteger(form.damage) || form.damage < 0 || form.damage > MAX_DAMAGE) return fail(t("encounter.area.damageRange", { max: MAX_DAMAGE }));
		const sides = sidesOf(note, form);
		if (sides.kind === "refused") return fail(sides.why);
		const changes: StateChange[] = [];
		const dice: LogDiceGroup[] = [];
		const explanation: string[] = [];
		const outcomes: string[] = [];
		const inputs: LogInput[] = [{ key: "attacker", value: sides.attacker.ref.id }, { key: "in the area", value: sides.targets.map((target) => target.ref.id).join(", ") }, { key: "damage", value: form.damage }];
		if (sides.kind === "pc") {
			const attackerFile = sides.attacker.file;
			if (!attackerFile) return fail(t("encounter.cannotRead", { name: sides.attacker.ref.id }));
			const own = aimAtCombatant(deps, ctx, sides.attacker, attackerFile);
			const recorder = replaying(deps.rng);
			inputs.push({ key: "rolls", value: form.rolls === "one" ? "one for all" : "one per creature" }, { key: "stat", value: capital(form.stat) }, { key: "effort", value: form.effort });
			for (const [index, target] of sides.targets.entries()) {
				const npc = creatureOf(target);
				if (!npc || !target.file) return fail(t("encounter.cannotRead", { name: target.ref.id }));
				const rng = form.rolls === "one" && index > 0 ? recorder.replay() : index === 0 ? recorder.rng : deps.rng;
				const rolled = resolveTask(sides.pc, attackRequest(form, combatLevel(target)), rng, { damageModel: note.damageModel });
				if (!rolled.ok) return fail(`${target.ref.id}: ${rolled.error}`);
				const r = rolled.value;
				// The Effort is paid once, with the first roll (000: "you only have to apply Effort once").
				if (index === 0) changes.push(...r.changes.map(own.aim));
				if (form.rolls === "each" || index === 0) dice.push(...d20(form.rolls === "one" ? "(all)" : target.ref.id, r));
				const points = won(r) ? (r.damage?.total ?? form.damage) : 0;
				if (points === 0) {
					outcomes.push(t("encounter.area.miss", { name: target.ref.id }));
					explanation.push(t("encounter.area.missStep", { name: target.ref.id, roll: rollWords(r), target: r.target ?? 0 }));
					continue;
				}
				const hit = damageNpc({ name: target.ref.id, level: npc.level, health: npc.health, armor: npc.armor }, points, "physical");
				if (!hit.ok) return fail(`${target.ref.id}: ${hit.error}`);
				changes.push(...hit.value.changes.map(aimAtCombatant(deps, ctx, target, target.file).aim));
				const v = hit.value.value;
				const result = v.defeated ? t("encounter.area.defeated") : t("encounter.area.healthChange", { before: npc.health, after: v.npc.health });
				outcomes.push(npc.armor > 0 ? t("encounter.area.hitArmor", { name: target.ref.id, points, armor: npc.armor, result }) : t("encounter.area.hit", { name: target.ref.id, points, result }));
				explanation.push(t("encounter.area.hitStep", { name: target.ref.id, roll: rollWords(r), target: r.target ?? 0, points }), ...hit.value.explanation.map((step) => step.text));
			}
			return ok({ ...encounterEntry(ctx, "attack", t("encounter.area.entryTitle", { name: sides.attacker.ref.id }), { inputs, dice, outcome: { text: outcomes.join("; "), code: "area-attack" }, explanation: explanation.map((text) => ({ text })), changes }), actor: own.target });
		}
		inputs.push({ key: "level", value: sides.level }, { key: "defense", value: capital(form.defense) });
		for (const target of sides.targets) {
			const pc = pcOf(target);
			if (!pc || !target.file) return fail(t("encounter.cannotRead", { name: target.ref.id }));
			const own = aimAtCombatant(deps, ctx, target, target.file);
			const { request, kind } = defenseRequest(note, pc, form, sides.level);
			const rolled = resolveTask(pc, request, deps.rng, { damageModel: note.damageModel });
			if (!rolled.ok) return fail(`${target.ref.id}: ${rolled.error}`);
			const r = rolled.value;
			dice.push(...d20(target.ref.id, r));
			changes.push(...r.changes.map(own.aim));
			const succeeded = won(r);
			let left: StateChange[] = [];
			let said: string[] = [];
			if (note.damageModel === "wounds") {
				const wound = woundFromPoolDamage(form.damage);
				if (wound) {
					const harmed = applyDefendedWound(pc, wound, kind === undefined ? { kind: "dodge", succeeded } : { kind, succeeded }, pc.shield ?? null);
					if (!harmed.ok) return fail(`${target.ref.id}: ${harmed.error}`);
					// A plain defense roll (Intellect) that succeeds avoids the attack, as a dodge does.
					left = harmed.value.changes;
					said = harmed.value.explanation.map((step) => step.text);
				}
			} else if (!succeeded && form.damage > 0) {
				const harmed = applyTrackDamage(pc, form.damage, { stat: "might", kind: "physical", armor: ARMOR_VALUE[pc.armor] });
				if (!harmed.ok) return fail(`${target.ref.id}: ${harmed.error}`);
				left = harmed.value.changes;
				said = harmed.value.explanation.map((step) => step.text);
			}
			changes.push(...left.map(own.aim));
			const words = left.map((c) => `${keyWords(c.key)} ${String(c.before)} → ${String(c.after)}`).join(", ");
			outcomes.push(words === "" ? (succeeded ? t("encounter.area.defended", { name: target.ref.id }) : t("encounter.area.wasHit", { name: target.ref.id })) : succeeded ? t("encounter.area.defendedChanges", { name: target.ref.id, changes: words }) : t("encounter.area.wasHitChanges", { name: target.ref.id, changes: words }));
			const step = { name: target.ref.id, roll: rollWords(r), target: r.target ?? 0 };
			explanation.push(succeeded ? t("encounter.area.defenseSucceeds", step) : t("encounter.area.defenseFails", step), ...said);
		}
		return ok(encounterEntry(ctx, "attack", t("encounter.area.entryTitle", { name: sides.attacker.ref.id }), { inputs, dice, outcome: { text: outcomes.join("; "), code: "area-attack" }, explanation: explanation.map((text) => ({ text })), changes }));
	});
}
