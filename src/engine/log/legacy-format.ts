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
import { t } from "../../lang";
import { decodeString, legacyWriter } from "./codec";
import { makeEntry, type LogEntry, type LogOutcome } from "./entry";
import { changeText, diceText, inputText, keyProblem, LIST_KEYS, lineProblem, notKeyValue, PLAIN_SPLIT, readListItem, splitOnce, timeProblem, type ListKey } from "./entry-lines";

export const LEGACY_LANGUAGE = "ledger-entry";
export const LEGACY_SUMMARY_MARK = "» ";
const FENCE = "```";

function legacySummaryLine(entry: LogEntry): string {
	const parts = [entry.actor, entry.title];
	if (entry.outcome) parts.push(entry.outcome.text);
	return LEGACY_SUMMARY_MARK + parts.filter((part) => part !== "").map((part) => legacyWriter.escape(part, "value")).join(" · ");
}

/** The entry's own facts, one line each in this order, after the summary (the title follows them). */
const PLAIN_KEYS = ["id", "time", "kind", "system", "actor"] as const;

/** The body lines of a fenced entry (without the fences). */
export function legacyEntryBody(entry: LogEntry): string {
	const w = legacyWriter;
	const lines = [legacySummaryLine(entry), ...PLAIN_KEYS.map((key) => `${key}: ${w.string(entry[key])}`), `title: ${w.string(entry.title, "prose")}`];
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
	const halves = splitOnce(text, " · ", PLAIN_SPLIT);
	return halves ? { code: decodeString(halves[0]), text: decodeString(halves[1]) } : { text: decodeString(text) };
}

/** The keys of the lines that hold one value (the others list items, one a line). */
const SINGLE_KEYS = new Set(["id", "time", "kind", "system", "actor", "title", "undoes", "undone", "outcome"]);

/** Parses the body of one fenced entry. */
export function parseLegacyEntryBody(body: string): Result<LogEntry> {
	const singles = new Map<string, string>();
	const entry = makeEntry({ id: "", time: "", kind: "", actor: "", title: "" });
	const lines = body.split(/\r?\n/);
	for (const [index, line] of lines.entries()) {
		if (line.trim() === "" || (index === 0 && line.startsWith(LEGACY_SUMMARY_MARK.trimEnd()))) continue;
		// Line 1 is the opening fence.
		const problem = (what: string) => fail<LogEntry>(lineProblem(index + 2, what, line));
		const colon = line.indexOf(":");
		if (colon < 0) return problem(notKeyValue());
		const key = line.slice(0, colon);
		const value = line.slice(colon + 1).replace(/^ /, "");
		if (LIST_KEYS.has(key)) {
			const wrongItem = readListItem(entry, key as ListKey, value, decodeString, PLAIN_SPLIT);
			if (wrongItem !== undefined) return problem(wrongItem);
			continue;
		}
		const wrongKey = keyProblem(key, SINGLE_KEYS.has(key), singles.has(key));
		if (wrongKey !== undefined) return problem(wrongKey);
		singles.set(key, value);
	}
	if (!singles.get("id")) return fail(t("engine.log.entry.noId"));
	if (!singles.get("time")) return fail(t("engine.log.entry.noTime"));
	if (!singles.get("kind")) return fail(t("engine.log.entry.noKind"));
	const text = (key: string): string => decodeString(singles.get(key) ?? "");
	const wrongTime = timeProblem(text("time"));
	if (wrongTime !== undefined) return fail(wrongTime);
	for (const key of PLAIN_KEYS) entry[key] = text(key);
	entry.title = text("title");
	const outcome = singles.get("outcome");
	if (outcome !== undefined) entry.outcome = parseOutcome(outcome);
	if (singles.has("undoes")) entry.undoes = text("undoes");
	if (singles.has("undone")) entry.undone = text("undone");
	return ok(entry);
}
