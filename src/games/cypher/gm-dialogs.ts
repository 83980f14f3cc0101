/**
 * The GM's small dialogs, drawn by the table's roll dialog (ui/frame/roll-modal.ts) like every other:
 * GM intrusion (who, accepted or refused, who gets the passed XP) and the recovery split (the points
 * rolled, placed in the Pools). Each is a DialogGame; ui/cypher/register.ts opens it with what its button
 * runs, and a refusal is shown in the dialog. (Apply damage is a sheet action: damage-action.ts.)
 */
import { STATS } from "../../engine/systems/cypher/character";
import type { RuleOutcome } from "../../engine/systems/cypher/health";
import { t } from "../../lang";
import { poolRoom, type PoolSplit, type RecoveryRoll } from "../../engine/systems/cypher/recovery";
import { choiceField, numberField, textField } from "../frame/fields";
import type { Field, PreviewLine } from "../frame/game";
import { foeGainsHealth, INTRUSION_EXAMPLES, INTRUSION_KINDS, intrusionExampleLabel, intrusionKindLabel } from "../../engine/systems/cypher/procedures";
import type { DialogGame } from "../../ui/frame/roll-modal";
import { dialogTitle, type CharacterNote, type NoteRef } from "./character";
import { fullPoolsNote } from "./recovery-dialog";

/** A character the GM can pick: its note (any NoteRef; the ui passes Obsidian's files through) and its name. */
export interface PartyMember<File extends NoteRef = NoteRef> {
	file: File;
	name: string;
}

// ---------------------------------------------------------------------------------------------
// GM intrusion
// ---------------------------------------------------------------------------------------------

/**
 * Who is intruded on and who gets the passed XP (note paths), accepted or refused, and what happens:
 * a kind and an example from 001's lists (each optional), the foe that gains health when that is
 * the example, and the GM's own words.
 */
export interface IntrusionForm {
	affected: string;
	choice: "accept" | "refuse";
	passTo: string;
	description: string;
	/** An id of INTRUSION_KINDS, or "" for none said. */
	kind?: string;
	/** An id of INTRUSION_EXAMPLES, or "" for something else. */
	example?: string;
	/** The foe that gains health (a combatant of the running encounter), when that is the example. */
	foe?: string;
}

/** A foe in the running encounter an intrusion can strengthen: its id there and its health now. */
export interface IntrusionFoe {
	id: string;
	health: number;
	healthMax: number;
}

/** What the intrusion dialog offers: the party, and the foes of the running encounter. */
export interface IntrusionModel<File extends NoteRef = NoteRef> {
	party: PartyMember<File>[];
	foes: IntrusionFoe[];
}

const otherThan = <File extends NoteRef>(party: readonly PartyMember<File>[], path: string): PartyMember<File>[] => party.filter((m) => m.file.path !== path);

export function intrusionForm(party: readonly PartyMember[], preselected?: NoteRef): IntrusionForm {
	const affected = preselected?.path ?? party[0]?.file.path ?? "";
	return { affected, choice: "accept", passTo: otherThan(party, affected)[0]?.file.path ?? "", description: "", kind: "", example: "", foe: "" };
}

/** The choice as the intrusion action takes it, with the character affected; undefined while none is chosen. */
export function intrusionDecision<File extends NoteRef>(
	party: readonly PartyMember<File>[],
	form: IntrusionForm,
): { file: File; decision: { kind: "accept"; passTo?: File } | { kind: "refuse" } } | undefined {
	const file = party.find((m) => m.file.path === form.affected)?.file;
	if (!file) return undefined;
	const other = otherThan(party, file.path).find((m) => m.file.path === form.passTo)?.file;
	return { file, decision: form.choice === "refuse" ? { kind: "refuse" } : other ? { kind: "accept", passTo: other } : { kind: "accept" } };
}

/** The foe the form names, when its example is a foe gaining health. */
export const intrusionFoe = (model: IntrusionModel, form: IntrusionForm): IntrusionFoe | undefined =>
	INTRUSION_EXAMPLES.find((e) => e.id === form.example)?.applies === "foe-health" ? model.foes.find((f) => f.id === form.foe) : undefined;

/** What happens, in words for the log: the GM's own, else the example's. */
export function intrusionWords(form: IntrusionForm): string {
	const typed = form.description.trim();
	if (typed !== "") return typed;
	return INTRUSION_EXAMPLES.find((e) => e.id === form.example)?.label ?? "";
}

export const intrusionDialog: DialogGame<IntrusionModel, IntrusionForm> = {
	title: () => t("encounter.menu.intrusion"),
	fields({ party, foes }, form): Field[] {
		const others = otherThan(party, form.affected);
		const example = INTRUSION_EXAMPLES.find((e) => e.id === form.example);
		const list: Field[] = [
			choiceField("affected", t("cypher.gm.intrusion.character"), form.affected, party.map((m) => [m.file.path, m.name])),
			choiceField("choice", t("cypher.gm.intrusion.player"), form.choice, [["accept", t("cypher.gm.intrusion.accepts")], ["refuse", t("cypher.gm.intrusion.refuses")]]),
			...(form.choice === "accept" && others.length > 0 ? [choiceField("passTo", t("cypher.gm.intrusion.passTo"), form.passTo, others.map((m) => [m.file.path, m.name]))] : []),
			choiceField("kind", t("cypher.gm.intrusion.kind"), form.kind ?? "", [["", t("cypher.gm.intrusion.notSaid")], ...INTRUSION_KINDS.map((k): [string, string] => [k.id, intrusionKindLabel(k.id)])], { rare: true }),
			choiceField("example", t("cypher.gm.intrusion.what"), form.example ?? "", [["", t("cypher.gm.intrusion.somethingElse")], ...INTRUSION_EXAMPLES.map((e): [string, string] => [e.id, intrusionExampleLabel(e.id)])]),
		];
		if (example?.applies === "foe-health") {
			list.push(
				foes.length > 0
					? choiceField("foe", t("cypher.gm.intrusion.foe"), form.foe ?? "", foes.map((f): [string, string] => [f.id, t("cypher.gm.intrusion.foeHealth", { foe: f.id, health: f.health, max: f.healthMax })]))
					: choiceField("foe", t("cypher.gm.intrusion.foe"), "", [["", t("cypher.gm.intrusion.noFoe")]], { description: t("cypher.gm.intrusion.noFoeHint") }),
			);
		}
		list.push(textField("description", t("cypher.gm.intrusion.words"), form.description, t("cypher.gm.intrusion.wordsPlaceholder")));
		return list;
	},
	// A new character affected cannot pass the XP to themselves: the next player gets it. A foe example starts on the first foe.
	update({ party, foes }, form, key) {
		let next = form.passTo === form.affected ? { ...form, passTo: otherThan(party, form.affected)[0]?.file.path ?? "" } : form;
		if (key === "example" && (next.foe ?? "") === "" && foes[0] !== undefined) next = { ...next, foe: foes[0].id };
		return next;
	},
	preview(model, form) {
		const odds: PreviewLine[] = [form.choice === "refuse" ? t("cypher.gm.intrusion.refused") : t("cypher.gm.intrusion.accepted")];
		const foe = intrusionFoe(model, form);
		if (foe) odds.push({ text: foeGainsHealth(foe.id, foe.health, foe.healthMax).explanation[0]?.text ?? "", part: "foe" });
		const example = INTRUSION_EXAMPLES.find((e) => e.id === form.example);
		if (example?.applies === "noted" && form.choice === "accept") odds.push({ text: t("cypher.gm.intrusion.noted"), part: "noted" });
		return { odds, submit: t("cypher.gm.intrusion.submit") };
	},
};

// ---------------------------------------------------------------------------------------------
// The recovery split
// ---------------------------------------------------------------------------------------------

/** The character as read after the d6, and the roll whose points are placed. */
export interface RecoverySplitModel {
	note: CharacterNote;
	roll: RuleOutcome<RecoveryRoll>;
}

export const recoverySplitDialog: DialogGame<RecoverySplitModel, PoolSplit> = {
	title: ({ note }) => dialogTitle(t("cypher.gm.split.title"), note),
	// With every Pool full there is nothing to split: only Recover is left.
	fields: ({ note, roll }, split) =>
		poolRoom(note.sheet.character) === 0
			? []
			: STATS.map((stat) => {
					const pool = note.sheet.character.pools[stat];
					return numberField(stat, t("encounter.stat", { stat }), split[stat] ?? 0, 0, roll.value.points, { description: t("cypher.gm.split.pool", { current: pool.current, max: pool.max }) });
				}),
	// The Pools are absent from the form until placed: the frame stores only what the form holds, so this does.
	update: (_model, split, key, value) => ((STATS as readonly string[]).includes(key) ? { ...split, [key]: Number(value) } : split),
	preview({ note, roll }) {
		const { kind, face, points } = roll.value;
		const c = note.sheet.character;
		const bonus = points - face - c.tier;
		// A Pool never passes its maximum (000: "up to your maximum in a Pool"), so full Pools take fewer points or none.
		const room = poolRoom(c);
		const notes =
			room >= points
				? []
				: [room === 0 ? fullPoolsNote(kind) : t("cypher.gm.split.room", { room, points })];
		const text = bonus > 0 ? t("cypher.gm.split.rollLastAction", { kind, face, tier: c.tier, bonus, points }) : t("cypher.gm.split.roll", { kind, face, tier: c.tier, points });
		return { odds: [{ text, part: "recovery-roll" }], notes, submit: t("cypher.gm.split.submit") };
	},
};
