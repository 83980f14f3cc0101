/**
 * The log's older form: one fenced ```` ```ledger-entry ```` block per entry, a summary line, then one
 * `key: value` line per fact. Sessions written before the callout form still hold these blocks: they
 * are read, undone and summarised as before, and "Convert session log" turns them into callouts
 * (its undo turns them back, which is why this form can still be written). Example:
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
 * The summary line is derived and ignored when parsing. A strict reader on purpose: a line it does
 * not understand makes the whole entry unreadable (shown as written, with a warning), so undo never
 * acts on a guess.
 */
import { fail, ok, type Result } from "../result";
import { decodeString, legacyWriter } from "./codec";
import type { LogEntry, LogOutcome } from "./entry";
import { changeText, clip, diceText, inputText, parseChange, parseDice, parseInput, splitOnce } from "./entry-lines";

export const LEGACY_LANGUAGE = "ledger-entry";
export const LEGACY_SUMMARY_MARK = "» ";
const FENCE = "```";

function legacySummaryLine(entry: LogEntry): string {
	const parts = [entry.actor, entry.title];
	if (entry.outcome) parts.push(entry.outcome.text);
	return LEGACY_SUMMARY_MARK + parts.filter((part) => part !== "").map((part) => legacyWriter.escape(part, "value")).join(" · ");
}

/** The body lines of a fenced entry (without the fences). */
export function legacyEntryBody(entry: LogEntry): string {
	const w = legacyWriter;
	const lines = [
		legacySummaryLine(entry),
		`id: ${w.string(entry.id)}`,
		`time: ${w.string(entry.time)}`,
		`kind: ${w.string(entry.kind)}`,
		`system: ${w.string(entry.system)}`,
		`actor: ${w.string(entry.actor)}`,
		`title: ${w.string(entry.title, "prose")}`,
	];
	if (entry.undoes !== undefined) lines.push(`undoes: ${w.string(entry.undoes)}`);
	for (const input of entry.inputs) lines.push(`input: ${inputText(input, w)}`);
	for (const group of entry.dice) lines.push(`dice: ${diceText(group, w)}`);
	if (entry.outcome) {
		const { code, text } = entry.outcome;
		lines.push(`outcome: ${code === undefined ? "" : `${w.string(code)} · `}${w.string(text)}`);
	}
	for (const step of entry.explanation) lines.push(`why: ${w.string(step, "prose")}`);
	for (const change of entry.changes) lines.push(`change: ${changeText(change, w)}`);
	for (const page of entry.links) lines.push(`rule: ${w.string(page)}`);
	if (entry.undone !== undefined) lines.push(`undone: ${w.string(entry.undone)}`);
	return lines.join("\n");
}

/** The whole fenced block, without surrounding blank lines. */
export function serializeLegacyEntry(entry: LogEntry): string {
	return `${FENCE}${LEGACY_LANGUAGE}\n${legacyEntryBody(entry)}\n${FENCE}`;
}

function parseOutcome(text: string): LogOutcome {
	const halves = splitOnce(text, " · ");
	return halves ? { code: decodeString(halves[0]), text: decodeString(halves[1]) } : { text: decodeString(text) };
}

const SINGLE_KEYS = ["id", "time", "kind", "system", "actor", "title", "undoes", "undone", "outcome"] as const;
type SingleKey = (typeof SINGLE_KEYS)[number];

/** Parses the body of one fenced entry. */
export function parseLegacyEntryBody(body: string): Result<LogEntry> {
	const singles = new Map<SingleKey, string>();
	const entry: LogEntry = { id: "", time: "", kind: "", system: "", actor: "", title: "", inputs: [], dice: [], explanation: [], changes: [], links: [] };
	const lines = body.split(/\r?\n/);
	for (const [index, line] of lines.entries()) {
		if (line.trim() === "" || (index === 0 && line.startsWith(LEGACY_SUMMARY_MARK.trimEnd()))) continue;
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
