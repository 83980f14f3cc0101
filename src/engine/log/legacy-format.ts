/**
 * The Markdown form of an entry: one fenced block with language `ledger-entry`, a summary line a
 * person reads first, then one `key: value` line per fact. Example:
 *
 *     ```ledger-entry
 *     » [[Kira]] · Climb (Might, trained) · Success
 *     id: mhz3k2a1b-x7q2ka
 *     time: 2026-11-21T02:30:00.000Z
 *     kind: task
 *     system: cypher
 *     actor: [[Kira]]
 *     title: Climb (Might, trained)
 *     input: difficulty = 4
 *     dice: d20 → 14 = 14
 *     outcome: success · Success
 *     why: Trained in climbing eases the task by 1 step.
 *     change: [[Kira]] · might = 9 → 7
 *     rule: Effort
 *     ```
 *
 * The summary line is derived and ignored when parsing; every other line parses back exactly.
 * Values are escaped (codec.ts) so no value contains a backtick or a line break: a three-backtick
 * fence can never be closed from inside.
 */
import type { StateChange } from "../state";
import { fail, ok, type Result } from "../result";
import {
	decodeNumber,
	decodeScalar,
	decodeString,
	decodeValue,
	encodeNumberText,
	encodeScalar,
	encodeProse,
	encodeString,
	encodeValue,
	escapeText,
} from "./codec";
import type { LogDiceGroup, LogEntry, LogInput, LogOutcome } from "./entry";

export const ENTRY_LANGUAGE = "ledger-entry";
export const SUMMARY_MARK = "» ";
const FENCE = "```";

/** The summary line: actor · title · outcome, readable without the plugin. */
export function summaryLine(entry: LogEntry): string {
	const parts = [entry.actor, entry.title];
	if (entry.outcome) parts.push(entry.outcome.text);
	return SUMMARY_MARK + parts.filter((part) => part !== "").map((part) => escapeText(part)).join(" · ");
}

function diceLine(group: LogDiceGroup): string {
	const faces = group.dice.map((die) => (die.kept ? encodeNumberText(die.value) : `(${encodeNumberText(die.value)})`));
	return `${encodeString(group.notation)} → ${faces.join(" ")} = ${encodeNumberText(group.total)}`;
}

function changeLine(change: StateChange): string {
	return `${encodeString(change.target)} · ${encodeString(change.key, true)} = ${encodeValue(change.before)} → ${encodeValue(change.after)}`;
}

/** The entry's body lines (without fences). */
export function entryBody(entry: LogEntry): string {
	const lines = [
		summaryLine(entry),
		`id: ${encodeString(entry.id)}`,
		`time: ${encodeString(entry.time)}`,
		`kind: ${encodeString(entry.kind)}`,
		`system: ${encodeString(entry.system)}`,
		`actor: ${encodeString(entry.actor)}`,
		`title: ${encodeProse(entry.title)}`,
	];
	if (entry.undoes !== undefined) lines.push(`undoes: ${encodeString(entry.undoes)}`);
	for (const input of entry.inputs) lines.push(`input: ${encodeString(input.key, true)} = ${encodeScalar(input.value)}`);
	for (const group of entry.dice) lines.push(`dice: ${diceLine(group)}`);
	if (entry.outcome) {
		const { code, text } = entry.outcome;
		lines.push(`outcome: ${code === undefined ? "" : `${encodeString(code)} · `}${encodeString(text)}`);
	}
	for (const step of entry.explanation) lines.push(`why: ${encodeProse(step)}`);
	for (const change of entry.changes) lines.push(`change: ${changeLine(change)}`);
	for (const page of entry.links) lines.push(`rule: ${encodeString(page)}`);
	if (entry.undone !== undefined) lines.push(`undone: ${encodeString(entry.undone)}`);
	return lines.join("\n");
}

/** The whole fenced block, without surrounding blank lines. */
export function serializeEntry(entry: LogEntry): string {
	return `${FENCE}${ENTRY_LANGUAGE}\n${entryBody(entry)}\n${FENCE}`;
}

/** Splits `a<sep>b` at the only separator; undefined when there is not exactly one. */
function splitOnce(text: string, separator: string): [string, string] | undefined {
	const parts = text.split(separator);
	if (parts.length !== 2) return undefined;
	return [parts[0] as string, parts[1] as string];
}

function parseDice(text: string): LogDiceGroup | undefined {
	const halves = splitOnce(text, " → ");
	if (!halves) return undefined;
	const [notation, rest] = halves;
	const cut = rest.lastIndexOf(" = ");
	if (cut < 0) return undefined;
	const total = decodeNumber(rest.slice(cut + 3));
	const facesText = rest.slice(0, cut);
	if (total === undefined) return undefined;
	const dice = [];
	for (const face of facesText === "" ? [] : facesText.split(" ")) {
		const kept = !(face.startsWith("(") && face.endsWith(")"));
		const value = decodeNumber(kept ? face : face.slice(1, -1));
		if (value === undefined) return undefined;
		dice.push({ value, kept });
	}
	return { notation: decodeString(notation), dice, total };
}

/** `key = value`: keys escape `=`, so the first " = " is the separator (values may contain more). */
function parseKeyed(text: string): { key: string; rest: string } | undefined {
	const cut = text.indexOf(" = ");
	return cut < 0 ? undefined : { key: decodeString(text.slice(0, cut)), rest: text.slice(cut + 3) };
}

function parseChange(text: string): StateChange | undefined {
	const halves = splitOnce(text, " · ");
	if (!halves) return undefined;
	const keyed = parseKeyed(halves[1]);
	if (!keyed) return undefined;
	const values = splitOnce(keyed.rest, " → ");
	if (!values) return undefined;
	const before = decodeValue(values[0]);
	const after = decodeValue(values[1]);
	if (before === undefined || after === undefined) return undefined;
	return { target: decodeString(halves[0]), key: keyed.key, before, after };
}

function parseInput(text: string): LogInput | undefined {
	const keyed = parseKeyed(text);
	if (!keyed) return undefined;
	const value = decodeScalar(keyed.rest);
	return value === undefined ? undefined : { key: keyed.key, value };
}

function parseOutcome(text: string): LogOutcome {
	const halves = splitOnce(text, " · ");
	return halves ? { code: decodeString(halves[0]), text: decodeString(halves[1]) } : { text: decodeString(text) };
}

const SINGLE_KEYS = ["id", "time", "kind", "system", "actor", "title", "undoes", "undone", "outcome"] as const;
type SingleKey = (typeof SINGLE_KEYS)[number];

/**
 * Parses the body of one `ledger-entry` block. Strict on purpose: a line it does not understand
 * makes the whole entry unreadable (shown as text with a warning), so undo never acts on a guess.
 */
export function parseEntryBody(body: string): Result<LogEntry> {
	const singles = new Map<SingleKey, string>();
	const entry: LogEntry = { id: "", time: "", kind: "", system: "", actor: "", title: "", inputs: [], dice: [], explanation: [], changes: [], links: [] };
	const lines = body.split(/\r?\n/);
	for (const [index, line] of lines.entries()) {
		if (line.trim() === "" || (index === 0 && line.startsWith(SUMMARY_MARK.trimEnd()))) continue;
		const colon = line.indexOf(":");
		if (colon < 0) return fail(`Line ${index + 1} ("${clip(line)}") is not a "key: value" line.`);
		const key = line.slice(0, colon);
		const value = line.slice(colon + 1).replace(/^ /, "");
		const problem = (what: string) => fail<LogEntry>(`Line ${index + 1}: ${what} ("${clip(line)}").`);
		switch (key) {
			case "input": {
				const input = parseInput(value);
				if (!input) return problem('an input must read "name = value"');
				entry.inputs.push(input);
				break;
			}
			case "dice": {
				const group = parseDice(value);
				if (!group) return problem('dice must read "notation → faces = total", dropped dice in parentheses');
				entry.dice.push(group);
				break;
			}
			case "why":
				entry.explanation.push(decodeString(value));
				break;
			case "change": {
				const change = parseChange(value);
				if (!change) return problem('a change must read "note · key = before → after"');
				entry.changes.push(change);
				break;
			}
			case "rule":
				entry.links.push(decodeString(value));
				break;
			default: {
				if (!(SINGLE_KEYS as readonly string[]).includes(key)) return problem(`"${clip(key)}" is not a log entry field`);
				if (singles.has(key as SingleKey)) return problem(`"${key}" appears twice`);
				singles.set(key as SingleKey, value);
			}
		}
	}
	for (const required of ["id", "time", "kind"] as const) {
		if (!singles.get(required)) return fail(`The entry has no ${required}.`);
	}
	entry.id = decodeString(singles.get("id") ?? "");
	entry.time = decodeString(singles.get("time") ?? "");
	if (Number.isNaN(Date.parse(entry.time))) return fail(`The time "${clip(entry.time)}" is not a date and time.`);
	entry.kind = decodeString(singles.get("kind") ?? "");
	entry.system = decodeString(singles.get("system") ?? "");
	entry.actor = decodeString(singles.get("actor") ?? "");
	entry.title = decodeString(singles.get("title") ?? "");
	const outcome = singles.get("outcome");
	if (outcome !== undefined) entry.outcome = parseOutcome(outcome);
	const undoes = singles.get("undoes");
	if (undoes !== undefined) entry.undoes = decodeString(undoes);
	const undone = singles.get("undone");
	if (undone !== undefined) entry.undone = decodeString(undone);
	return ok(entry);
}

/** Hostile text in messages is shortened so a warning stays one readable line. */
export function clip(text: string, max = 60): string {
	return text.length > max ? `${text.slice(0, max)}…` : text;
}
