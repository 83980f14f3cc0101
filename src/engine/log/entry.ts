/**
 * The session-log entry: one record per thing that happened at the table (a roll, a task, damage,
 * an intrusion, a note, an undo). The model is generic so every engine's result fits: engines fill
 * `inputs` (ordered), `dice`, `outcome`, `explanation` and `changes`; nothing here knows a game.
 */
import type { StateChange } from "../state";

/** Known kinds; any other string is allowed so new engines need no change here. */
export type KnownLogKind =
	| "roll"
	| "task"
	| "attack"
	| "defense"
	| "damage"
	| "recovery"
	| "intrusion"
	| "xp"
	| "initiative"
	| "note"
	| "undo";
// `string & {}` keeps editor completion for the known kinds while accepting any string.
export type LogKind = KnownLogKind | (string & {});

/** One input value as a user would read it: "difficulty = 4", "trained = true". */
export type LogScalar = number | string | boolean | null;

export interface LogInput {
	key: string;
	value: LogScalar;
}

/** One die of a group; `kept: false` when a keep/drop rule set it aside (shown in parentheses). */
export interface LogDie {
	value: number;
	kept: boolean;
}

/** One dice term with every die rolled: every die is shown, never only the total. */
export interface LogDiceGroup {
	notation: string;
	dice: LogDie[];
	total: number;
	/**
	 * Dice rolled but not written: an entry keeps at most a bounded number of faces (see
	 * callout-format.ts), so a huge roll cannot swell the session note. The total counts them all.
	 */
	omitted?: number;
}

export interface LogOutcome {
	/** What a reader sees: "Success, minor effect". */
	text: string;
	/** A stable machine word the summary counts: "success", "failure", "critical-success"… */
	code?: string;
}

export interface LogEntry {
	/** Short, unique, sortable (see id.ts). */
	id: string;
	/** ISO 8601 time the entry was made. */
	time: string;
	kind: LogKind;
	/** Engine id: "cypher", "pool", "d20", or "" for system-less notes. */
	system: string;
	/** Who acted, usually a wikilink such as "[[Kira]]". Untrusted text. */
	actor: string;
	title: string;
	inputs: LogInput[];
	dice: LogDiceGroup[];
	outcome?: LogOutcome;
	/** Plain sentences saying why, one per step. */
	explanation: string[];
	/** Every state change with before and after, so undo can restore it. */
	changes: StateChange[];
	/** CSRD page names the result is explained on (rendered as internal links). */
	links: string[];
	/** The encounter the entry happened in, as a link ("[[Warm Well Ambush]]"), when it came from one. */
	encounter?: string;
	/** On an undo entry: the id of the entry it undid. */
	undoes?: string;
	/** On an undone entry: the id of the undo entry (derived by parseEntries from the later undo). */
	undone?: string;
	/** On an entry a conversion rewrote from the older fenced form: the conversion entry's id (its undo turns it back). */
	convertedBy?: string;
}

/** A minimal valid entry to build on: the caller supplies what is known. */
export function makeEntry(fields: Pick<LogEntry, "id" | "time" | "kind" | "actor" | "title"> & Partial<LogEntry>): LogEntry {
	return {
		system: "",
		inputs: [],
		dice: [],
		explanation: [],
		changes: [],
		links: [],
		...fields,
	};
}

/** The damage an entry names (its `damage` input), counted in a session's totals; 0 when it names none. */
export function damageOf(entry: LogEntry): number {
	const damage = entry.inputs.find((input) => input.key === "damage")?.value;
	return typeof damage === "number" && Number.isFinite(damage) ? damage : 0;
}

/** How much a change moved a note's XP (after − before), or undefined when it is no change of XP. */
export function xpDelta(change: StateChange): number | undefined {
	return change.key === "xp" && typeof change.before === "number" && typeof change.after === "number" ? change.after - change.before : undefined;
}
