/**
 * Pool-game (seed 003) results → session-log entries. Pure: the table resolves a check, a Drama
 * Die purchase, an attack, a defence, damage or Recovering with this engine, then hands the result
 * here to get the `LogEntry` the notes layer writes. Every entry shows every die, the grouping read
 * out in words, the outcome as text and as a code the summary counts, and each change with its
 * before and after, aimed at the character's note.
 */
import type { LogDiceGroup, LogEntry, LogInput, LogKind } from "../../log/entry";
import type { StateChange } from "../../state";
import { gameEntry, logInput, type EntryMeta } from "../entry";
import type { CitedExplanation } from "./citations";
import type { PoolRoll } from "./read";
import { t } from "../../../lang";

export const POOL_SYSTEM = "pool";

/**
 * The roll read out as a player would say it: "two 5s add to 10; highest single die 6: result 10",
 * "all ones: a catastrophe", "negative dice, lowest die 3: result 3".
 */
export function groupingText(roll: PoolRoll): string {
	if (roll.mode === "lowest") {
		return roll.catastrophe ? t("engine.pool.grouping.negativeCatastrophe") : t("engine.pool.grouping.negative", { result: roll.result });
	}
	if (roll.catastrophe) return roll.dice.length === 1 ? t("engine.pool.grouping.singleOne") : t("engine.pool.grouping.allOnes");
	const counts = new Map<number, number>();
	for (const face of roll.dice) counts.set(face, (counts.get(face) ?? 0) + 1);
	const parts: string[] = [];
	const faces = [...counts.keys()].sort((a, b) => b - a);
	for (const face of faces) {
		const count = counts.get(face) ?? 0;
		if (count > 1 && face > 1) parts.push(t("engine.pool.grouping.adds", { count, face, sum: face * count }));
	}
	if ((counts.get(1) ?? 0) > 1) parts.push(t("engine.pool.grouping.onesNoAdd"));
	parts.push(t("engine.pool.grouping.highest", { face: faces[0] ?? 0 }));
	return t("engine.pool.grouping.result", { parts: parts.join("; "), result: roll.result });
}

/** Every die of a roll; the dice that make the result are kept, the rest shown in parentheses. */
export function rollDiceGroup(roll: PoolRoll, label = ""): LogDiceGroup {
	const count = roll.dice.length;
	const notation = `${label}${count}d${roll.dieSize}${roll.mode === "lowest" ? "kl1" : ""}`;
	let left = roll.used.count;
	const dice = roll.dice.map((value) => {
		const kept = value === roll.used.face && left > 0;
		if (kept) left--;
		return { value, kept };
	});
	return { notation, dice, total: roll.result };
}

/** The summary's code for a check: amazing-success, success, failure, catastrophic-failure. */
export function outcomeCode(outcome: { success: boolean; amazing: boolean; catastrophe: boolean }): string {
	if (outcome.catastrophe) return "catastrophic-failure";
	if (outcome.amazing) return "amazing-success";
	return outcome.success ? "success" : "failure";
}

/** "Amazing Success", "Success", "Failure", "Catastrophic failure". */
export function outcomeWords(code: string): string {
	switch (code) {
		case "amazing-success":
			return t("engine.pool.outcome.amazing");
		case "success":
			return t("engine.pool.outcome.success");
		case "catastrophic-failure":
			return t("engine.pool.outcome.catastrophe");
		default:
			return t("engine.pool.outcome.failure");
	}
}

export interface PoolEntryParts {
	inputs: LogInput[];
	dice: LogDiceGroup[];
	outcome: { text: string; code: string };
	changes: StateChange[];
}

/** A pool entry: what every game's entry shares (see ../entry.ts), under this game's id. */
export function poolEntry(meta: EntryMeta, kind: LogKind, title: string, explanation: CitedExplanation, parts: PoolEntryParts): LogEntry {
	return gameEntry(meta, POOL_SYSTEM, kind, title, explanation, parts);
}

/** One `name = value` line of an entry's inputs, shared with the other games; named here as the pool UI has always imported it. */
export { logInput as poolInput };

/** The faces of an entry's first dice group, and the inputs the Drama Dice need, read back from a logged check. */
export interface LoggedCheck {
	id: string;
	title: string;
	dice: number[];
	pool: number;
	dieSize: number;
	/** The number the roll had to beat: the DN, or the opposing result. */
	target: number;
}

/** The entries whose first dice group is the actor's own roll, open to Drama Dice. */
const ROLL_KINDS: readonly string[] = ["task", "attack", "defense", "drama"];

/** Reads a logged pool check back (for buying Drama Dice after it); undefined when the entry is not one. */
export function loggedCheck(entry: LogEntry): LoggedCheck | undefined {
	if (entry.system !== POOL_SYSTEM || !ROLL_KINDS.includes(entry.kind) || entry.undone !== undefined) return undefined;
	const input = (key: string): number | undefined => {
		const found = entry.inputs.find((i) => i.key === key)?.value;
		return typeof found === "number" ? found : undefined;
	};
	const pool = input("pool");
	const dieSize = input("die size");
	const target = input("to beat");
	const group = entry.dice[0];
	if (pool === undefined || dieSize === undefined || target === undefined || !group) return undefined;
	return { id: entry.id, title: entry.title, dice: group.dice.map((d) => d.value), pool, dieSize, target };
}

/** The actor's newest pool roll in a session's entries that is not undone, for Drama Dice after it. */
export function lastCheckOf(entries: readonly LogEntry[], actor: string): LoggedCheck | undefined {
	for (let i = entries.length - 1; i >= 0; i--) {
		const entry = entries[i] as LogEntry;
		if (entry.actor !== actor || entry.kind === "undo") continue;
		const check = loggedCheck(entry);
		if (check) return check;
	}
	return undefined;
}
