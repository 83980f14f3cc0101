/**
 * d20 rule results → session-log entries. Pure: the table resolves a check, an attack, a
 * manoeuvre, damage or a recovery with the engine and hands the pieces here to get the LogEntry the
 * notes layer writes. Every entry carries the inputs a player would quote, each d20 with its face
 * (a side that takes 10 rolls no die, so it is an input, not a dice line), the outcome in words and
 * as a code the summary counts, the explanation, and the state changes aimed at the notes.
 */
import type { LogDiceGroup, LogEntry, LogInput, LogKind } from "../../log/entry";
import type { StateChange } from "../../state";
import { gameEntry, logInput, type EntryMeta } from "../entry";
import { rollText, type D20Roll } from "./check";
import { signed, withModifier } from "../../text";
import type { CitedExplanation } from "./citations";

export const D20_SYSTEM = "d20";

/** Who and when (the caller makes id and time), and the note the actor's own changes go to. */
export type D20EntryMeta = EntryMeta;

export interface D20EntryParts {
	inputs: LogInput[];
	dice: LogDiceGroup[];
	outcome: { text: string; code: string };
	explanation: CitedExplanation;
	changes: StateChange[];
}

/** A d20 entry: what every game's entry shares (see ../entry.ts), under this game's id. */
export function d20Entry(meta: EntryMeta, kind: LogKind, title: string, parts: D20EntryParts): LogEntry {
	return gameEntry(meta, D20_SYSTEM, kind, title, parts.explanation, parts);
}

/** One `name = value` line of an entry's inputs, shared with the other games; named here as the d20 UI has always imported it. */
export { logInput as input };

/** "d20+5" / "d20-2" / "d20". */
export function d20Notation(modifier: number): string {
	return withModifier("d20", modifier);
}

/**
 * The dice line of one d20 roll, or nothing when the side took 10 (no die was rolled; the entry's
 * inputs say "takes 10" instead, so the summary does not count a roll that was not made).
 */
export function d20Dice(roll: D20Roll, modifier: number): LogDiceGroup[] {
	if (roll.took10) return [];
	return [{ notation: d20Notation(modifier), dice: [{ value: roll.natural, kept: true }], total: roll.total }];
}

/** A side's roll as an input: the words of its explanation step ("rolls 14 + 5 = 19"). */
export { rollText };

/** Damage dice as a dice line: "2d6+3 → 4 5 = 12". */
export function damageDice(count: number, sides: number, faces: readonly number[], bonus: number, total: number): LogDiceGroup[] {
	if (count === 0) return [];
	return [{ notation: withModifier(`${count}d${sides}`, bonus), dice: faces.map((value) => ({ value, kept: true })), total }];
}

/** Modifiers as sheets print them, "+3", "−2" (from engine/text, where every game finds it). */
export { signed };
