/**
 * The GM's small dialogs, drawn by the table's roll dialog (ui/frame/roll-modal.ts) like every other:
 * GM intrusion (who, accepted or refused, who gets the passed XP) and the recovery split (the points
 * rolled, placed in the Pools). Each is a DialogGame; ui/cypher/register.ts opens it with what its button
 * runs, and a refusal is shown in the dialog. (Apply damage is a sheet action: damage-action.ts.)
 */
import { STATS } from "../../engine/systems/cypher/character";
import type { RuleOutcome } from "../../engine/systems/cypher/health";
import { capital } from "../../engine/systems/cypher/task";
import { poolRoom, RECOVERY_LABEL, type PoolSplit, type RecoveryRoll } from "../../engine/systems/cypher/recovery";
import { choiceField, numberField, textField } from "../frame/fields";
import type { Field } from "../frame/game";
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

/** Who is intruded on and who gets the passed XP (note paths), accepted or refused, and what happens. */
export interface IntrusionForm {
	affected: string;
	choice: "accept" | "refuse";
	passTo: string;
	description: string;
}

const otherThan = <File extends NoteRef>(party: readonly PartyMember<File>[], path: string): PartyMember<File>[] => party.filter((m) => m.file.path !== path);

export function intrusionForm(party: readonly PartyMember[], preselected?: NoteRef): IntrusionForm {
	const affected = preselected?.path ?? party[0]?.file.path ?? "";
	return { affected, choice: "accept", passTo: otherThan(party, affected)[0]?.file.path ?? "", description: "" };
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

export const intrusionDialog: DialogGame<PartyMember[], IntrusionForm> = {
	title: () => "GM intrusion",
	fields(party, form): Field[] {
		const others = otherThan(party, form.affected);
		return [
			choiceField("affected", "Character", form.affected, party.map((m) => [m.file.path, m.name])),
			choiceField("choice", "The player", form.choice, [["accept", "Accepts"], ["refuse", "Refuses"]]),
			...(form.choice === "accept" && others.length > 0 ? [choiceField("passTo", "Passes 1 XP to", form.passTo, others.map((m) => [m.file.path, m.name]))] : []),
			textField("description", "What happens", form.description, "The rope frays"),
		];
	},
	// A new character affected cannot pass the XP to themselves: the next player gets it.
	update: (party, form) => (form.passTo === form.affected ? { ...form, passTo: otherThan(party, form.affected)[0]?.file.path ?? "" } : form),
	preview: (_party, form) => ({
		odds: [form.choice === "refuse" ? "Refused: the player spends 1 XP." : "Accepted: the player gains 2 XP and passes 1 on."],
		submit: "Log intrusion",
	}),
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
	title: ({ note }) => dialogTitle("Recovery roll", note),
	// With every Pool full there is nothing to split: only Recover is left.
	fields: ({ note, roll }, split) =>
		poolRoom(note.sheet.character) === 0
			? []
			: STATS.map((stat) => {
					const pool = note.sheet.character.pools[stat];
					return numberField(stat, capital(stat), split[stat] ?? 0, 0, roll.value.points, { description: `${pool.current} of ${pool.max}` });
				}),
	// The Pools are absent from the form until placed: the frame stores only what the form holds, so this does.
	update: (_model, split, key, value) => ((STATS as readonly string[]).includes(key) ? { ...split, [key]: Number(value) } : split),
	preview({ note, roll }) {
		const { kind, face, points } = roll.value;
		const c = note.sheet.character;
		const bonus = points - face - c.tier;
		const lastAction = bonus > 0 ? ` + ${bonus} (Last action)` : "";
		// A Pool never passes its maximum (000: "up to your maximum in a Pool"), so full Pools take fewer points or none.
		const room = poolRoom(c);
		const notes =
			room >= points
				? []
				: [room === 0 ? fullPoolsNote(kind) : `The Pools have room for ${room} of the ${points} points: place ${room}.`];
		return { odds: [{ text: `${capital(RECOVERY_LABEL[kind])} recovery: d6 ${face} + tier ${c.tier}${lastAction} = ${points} points to place.`, part: "recovery-roll" }], notes, submit: "Recover" };
	},
};
