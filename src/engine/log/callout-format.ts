/**
 * The Markdown form of an entry: one folded callout that Obsidian renders and indexes itself.
 *
 *     > [!ledger|mhz3k2a1b-x7q2ka]- [[Kira]] · Climb (Might, trained) · Success
 *     > - input: difficulty = 4 · effort = 1
 *     > - dice: d20 → 14 = 14
 *     > - [kind:: task] [title:: Climb (Might, trained)] [actor:: [[Kira]]] [target:: [[Kira]]] [outcome:: success] [roll:: 14] [system:: cypher] [time:: 2026-11-21T02:30:00.000Z] [id:: mhz3k2a1b-x7q2ka]
 *     > - outcome: Success
 *     > - why: Trained in climbing eases the task by 1 step. · One level of Effort eases it by 1 more.
 *     > - change: [[Kira]] · might = 9 → 7
 *     > - check: 5f0c2a91
 *     > - rule: [[Effort]]
 *
 *     ^mhz3k2a1b-x7q2ka
 *
 * Why this shape (the Manual's "Session log and undo" note gives the measurements):
 * - every `[[link]]` is a real link: backlinks, the graph, and rewritten on rename;
 * - the first line (its id in the callout's metadata) and the last line (its block id) are unique to
 *   the entry, so a line-based merge of two devices' appends keeps both entries whole, and a block
 *   link `[[Session 3#^mhz3k2a1b-x7q2ka]]` points at it;
 * - folded, it reads as one summary line; unfolded, one fact per line, on a phone too;
 * - one item holds Dataview inline fields, so Dataview sees one list item per entry with its kind,
 *   title, actor, the note it changed, outcome, roll, damage, XP awarded and spent, encounter and time
 *   (the plugin reads back what it wrote; target, roll, damage, xp and spent are derived for queries
 *   and ignored when reading);
 * - each callout is a section of its own, so a long log redraws one entry, not the whole list.
 *
 * The summary (the callout's title) is derived and ignored when reading; every other line parses back
 * exactly. Values are escaped so they render as written and can start nothing (codec.ts).
 */
import { fail, ok, type Result } from "../result";
import { t } from "../../lang";
import { decodeString, escapeMarkdown, markdownWriter } from "./codec";
import { changesChecksum } from "./checksum";
import { SEAL_PATTERN } from "./seal";
import { outcomeRepeatsTitle, titleAfterActor } from "./headline";
import { damageOf, xpDelta, type LogEntry, type LogScalar } from "./entry";
import { changeText, diceText, inputText, keyProblem, LIST_KEYS, lineProblem, notKeyValue, readListItem, splitOutsideLinks, timeProblem, clip, type ListKey } from "./entry-lines";

export const CALLOUT_TYPE = "ledger";
/** Entry ids become the callout's metadata and a block id: letters, digits and dashes only. */
export const SAFE_ENTRY_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
/** Faces written per entry; past it the dice line says how many more were rolled ("+4000"). */
export const MAX_FACES_WRITTEN = 1000;
/** The most an entry may add to a session note. */
export const MAX_ENTRY_LENGTH = 64 * 1024;

const w = markdownWriter;

/** Fields Dataview can query. The plugin reads back the ones it writes from the entry; the rest are derived for queries. */
type FieldName = "kind" | "title" | "actor" | "target" | "outcome" | "roll" | "damage" | "xp" | "spent" | "encounter" | "undoes" | "converted" | "undone" | "system" | "time" | "id";
/** The fields read back as text (the outcome's code and the id are read with the detail lines). */
const TEXT_FIELDS = ["kind", "title", "actor", "encounter", "system", "time"] as const;
/** The fields that name another entry of the note, as a block link, and the entry's property for each. */
const ENTRY_REFERENCES = [
	["undoes", "undoes"],
	["converted", "convertedBy"],
	["undone", "undone"],
] as const;

function field(name: FieldName, value: LogScalar): string {
	return `[${name}:: ${typeof value === "number" ? String(value) : w.scalar(value)}]`;
}

/** An entry id as a block link Obsidian follows (`[[#^id]]`), or as quoted text when it cannot be one. */
function entryRef(id: string): string {
	return SAFE_ENTRY_ID.test(id) ? `[[#^${id}]]` : quotedText(id);
}

/**
 * What an entry moved, as the session's totals count it: XP awarded, XP spent, damage. An undo
 * entry's reversed changes come out negative, so a sum over a session's entries nets undone ones out.
 */
export function entryAmounts(entry: LogEntry): { xp: number; spent: number; damage: number } {
	let xp = 0;
	let spent = 0;
	for (const change of entry.changes) {
		const delta = xpDelta(change);
		if (delta === undefined) continue;
		// An undo reverses: a fall in XP takes an award back, a rise gives spent XP back.
		if (entry.kind === "undo") {
			if (delta < 0) xp += delta;
			else spent -= delta;
		} else if (delta > 0) xp += delta;
		else spent -= delta;
	}
	return { xp: Number.isFinite(xp) ? xp : 0, spent: Number.isFinite(spent) ? spent : 0, damage: damageOf(entry) };
}

/** The fields line: what the entry is, for Dataview and for reading back; also where the entry's id is, so the line is its own. */
function fieldsLine(entry: LogEntry): string {
	const fields = [field("kind", entry.kind), `[title:: ${w.string(entry.title, "prose")}]`];
	if (entry.actor !== "") fields.push(field("actor", entry.actor));
	const first = entry.changes[0];
	const target = first === undefined ? undefined : first.target === "" ? entry.actor : first.target;
	if (target !== undefined && target !== "") fields.push(field("target", target));
	if (entry.outcome?.code !== undefined) fields.push(field("outcome", entry.outcome.code));
	const roll = entry.dice[0]?.total;
	if (roll !== undefined && Number.isFinite(roll)) fields.push(field("roll", roll));
	const amounts = entryAmounts(entry);
	if (amounts.damage !== 0) fields.push(field("damage", amounts.damage));
	if (amounts.xp !== 0) fields.push(field("xp", amounts.xp));
	if (amounts.spent !== 0) fields.push(field("spent", amounts.spent));
	if (entry.encounter !== undefined) fields.push(field("encounter", entry.encounter));
	for (const [name, property] of ENTRY_REFERENCES) {
		const other = entry[property];
		if (other !== undefined) fields.push(`[${name}:: ${entryRef(other)}]`);
	}
	if (entry.system !== "") fields.push(field("system", entry.system));
	fields.push(field("time", entry.time), field("id", entry.id));
	return fields.join(" ");
}

/** The summary a reader sees folded: who, what, and how it went (or the dice when nothing is said). */
export function summaryText(entry: LogEntry): string {
	// Nothing twice: the actor's name is not repeated at the title's start, nor the title at the outcome's.
	const title = titleAfterActor(entry);
	const outcome = entry.outcome?.text ?? "";
	const parts = [entry.actor, outcomeRepeatsTitle(title, outcome) ? "" : title];
	if (outcome !== "") parts.push(outcome);
	else if (entry.dice.length > 0) parts.push(entry.dice.map((group) => `${group.notation} ${group.total}`).join(", "));
	const text = parts.filter((part) => part !== "").map((part) => w.escape(part, "prose")).join(" · ");
	return text === "" ? "Entry" : text;
}

/** Items of one kind on one line. */
const ITEMS = " · ";
/** Changes on one line (a change holds " · " itself). */
const CHANGES = " ; ";

/**
 * The entry's lines (without any container prefix), from the callout's first line to its block id.
 * Facts of one kind share a line (inputs, dice, reasons, changes, rules), and a line of the entry's
 * own (its first line, its fields, its checksum, its block id) comes at least every fourth line: a
 * merge of two devices' entries that are alike line for line (the same task, the same inputs) then
 * never finds four lines in a row to share, and keeps each entry whole (see merge.test.ts).
 */
export function entryLines(entry: LogEntry, seal?: string, linkable: (page: string) => boolean = () => true): string[] {
	const refused = idProblem(entry.id) ?? timeProblem(entry.time);
	if (refused !== undefined) throw new RangeError(refused);
	let facesLeft = MAX_FACES_WRITTEN;
	const dice = entry.dice.map((group) => {
		const written = Math.min(group.dice.length, facesLeft);
		facesLeft -= written;
		return diceText(group, w, written);
	});
	const lines = [`> [!${CALLOUT_TYPE}|${entry.id}]- ${summaryText(entry)}`];
	/** A detail line of the items of one kind, when the entry has any. */
	const detail = (key: string, items: string[], separator = ITEMS): void => {
		if (items.length > 0) lines.push(`> - ${key}: ${items.join(separator)}`);
	};
	detail("input", entry.inputs.map((input) => inputText(input, w)));
	detail("dice", dice);
	lines.push(`> - ${fieldsLine(entry)}`);
	if (entry.outcome) lines.push(`> - outcome: ${w.string(entry.outcome.text, "prose")}`);
	detail("why", entry.explanation.map((step) => w.string(step, "sentence")));
	detail("change", entry.changes.map((change) => changeText(change, w)), CHANGES);
	// The public checksum, then (when the plugin writes the entry) its seal (seal.ts).
	lines.push(`> - check: ${changesChecksum(entry)}${seal !== undefined && SEAL_PATTERN.test(seal) ? ` ${seal}` : ""}`);
	// A rule page the vault has is a link; one it lacks is its name as text, never a link to nowhere.
	detail("rule", entry.links.map((page) => (!SAFE_RULE_PAGE.test(page) ? quotedText(page) : linkable(page) ? `[[${page}]]` : escapeMarkdown(page, "value", false))));
	lines.push("", `^${entry.id}`);
	return lines;
}

/**
 * Where the `[kind:: …]` fields line sits among the entry's list items (0-based): after the input
 * line and the dice line, each written only when the entry has any (entryLines above).
 */
export function fieldsItemIndex(entry: Pick<LogEntry, "inputs" | "dice">): number {
	return (entry.inputs.length > 0 ? 1 : 0) + (entry.dice.length > 0 ? 1 : 0);
}

/** Why an id cannot be an entry's callout metadata and block id, or undefined when it can. */
function idProblem(id: string): string | undefined {
	return SAFE_ENTRY_ID.test(id) ? undefined : t("engine.log.entry.badId", { id: clip(id) });
}

/** Text where a link is expected but none can be written: always quoted, its brackets escaped, so it never reads as a link. */
function quotedText(text: string): string {
	return `"${escapeMarkdown(text, "value", false)}"`;
}

/** A rule page name that can be written as a link as it is (nothing in it leaves or bends the link). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must never be written raw
const SAFE_RULE_PAGE = /^[^[\]|#^`$%<>"\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u00b7\u2192]{1,200}$/;

/** The entry as Markdown, without surrounding blank lines; refused when it would be too long to log. */
export function serializeEntry(entry: LogEntry): string {
	return serializeSealedEntry(entry, undefined);
}

/** The entry as Markdown with its seal on the check line (written by the plugin, which holds the key). */
export function serializeSealedEntry(entry: LogEntry, seal: string | undefined, linkable?: (page: string) => boolean): string {
	const text = entryLines(entry, seal, linkable).join("\n");
	if (text.length > MAX_ENTRY_LENGTH) {
		throw new RangeError(`the result is ${Math.ceil(text.length / 1024)} KB written out, more than the ${MAX_ENTRY_LENGTH / 1024} KB an entry may add to a session note`);
	}
	return text;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Splits a fields line into `[name:: value]` pairs, respecting nested brackets and escapes. */
function readFields(line: string): Map<string, string> | undefined {
	const fields = new Map<string, string>();
	let index = 0;
	while (index < line.length) {
		if (line.charAt(index) === " ") {
			index++;
			continue;
		}
		if (line.charAt(index) !== "[") return undefined;
		let depth = 0;
		let end = index;
		for (; end < line.length; end++) {
			const char = line.charAt(end);
			if (char === "\\") end++;
			else if (char === "[") depth++;
			else if (char === "]" && --depth === 0) break;
		}
		if (end >= line.length) return undefined;
		const inner = line.slice(index + 1, end);
		const separator = inner.indexOf(":: ");
		if (separator < 0) return undefined;
		fields.set(inner.slice(0, separator), inner.slice(separator + 3));
		index = end + 1;
	}
	return fields;
}

/** A rule page's link, `[[Page]]`, and a link to another entry of the note, `[[#^id]]` (a block link Obsidian follows). */
const PAGE_LINK = /^\[\[([^[\]]+)\]\]$/;
const ENTRY_LINK = /^\[\[#\^([A-Za-z0-9-]+)\]\]$/;

/** What a value written as `link` names (the page's name, the entry's id); quoted text is text. */
function linkTarget(value: string, link: RegExp): string {
	if (value.startsWith('"')) return decodeString(value);
	return link.exec(value)?.[1] ?? decodeString(value);
}

/** A rule page as the callout writes it: a link, or quoted text. */
function rulePage(value: string): string {
	return linkTarget(value, PAGE_LINK);
}

export interface ReadCallout {
	entry: LogEntry;
	/** Whether the changes still match the checksum written with them ("none" for entries without one). */
	checksum: "ok" | "edited" | "none";
	/** The seal written after the checksum, when there is one (checked against the plugin's keys by notes/log/seal-keys.ts). */
	seal?: string;
}

/** The keys of the detail lines that hold one value. */
const SINGLE_KEYS = new Set(["outcome", "check"]);

/**
 * Parses an entry from its callout: the id from the callout's metadata, the rest from its lines
 * (each "- key: value", the bullet optional). Strict like the older form: a line it does not
 * understand makes the entry unreadable, so undo never acts on a guess.
 */
export function parseCalloutEntry(id: string, body: readonly string[]): Result<ReadCallout> {
	const wrongId = idProblem(id);
	if (wrongId !== undefined) return fail(wrongId);
	const entry: LogEntry = { id, time: "", kind: "", system: "", actor: "", title: "", inputs: [], dice: [], explanation: [], changes: [], links: [] };
	/** Each detail line's value by its key (every key once). */
	const lines = new Map<string, string>();
	let fields: Map<string, string> | undefined;
	for (const [index, raw] of body.entries()) {
		const line = raw.trim().replace(/^[-*+] /, "");
		if (line === "" || line === "-") continue;
		// Line 1 is the callout's head.
		const problem = (what: string, text = line) => fail<ReadCallout>(lineProblem(index + 2, what, text));
		if (line.startsWith("[") && fields === undefined) {
			fields = readFields(line);
			if (!fields) return problem(t("engine.log.line.fields"));
			continue;
		}
		const colon = line.indexOf(": ");
		if (colon < 0) return problem(notKeyValue());
		const key = line.slice(0, colon);
		const wrongKey = keyProblem(key, LIST_KEYS.has(key) || SINGLE_KEYS.has(key), lines.has(key));
		if (wrongKey !== undefined) return problem(wrongKey);
		const value = line.slice(colon + 2);
		lines.set(key, value);
		if (!LIST_KEYS.has(key)) continue;
		for (const item of splitOutsideLinks(value, key === "change" ? CHANGES : ITEMS)) {
			const wrongItem = readListItem(entry, key as ListKey, item, rulePage);
			if (wrongItem !== undefined) return problem(wrongItem, item);
		}
	}
	if (!fields) return fail(t("engine.log.entry.noFields"));
	for (const name of TEXT_FIELDS) {
		const value = fields.get(name);
		if (value !== undefined) entry[name] = decodeString(value);
	}
	for (const [name, property] of ENTRY_REFERENCES) {
		const value = fields.get(name);
		if (value !== undefined) entry[property] = linkTarget(value, ENTRY_LINK);
	}
	if (!fields.has("kind") || entry.kind === "") return fail(t("engine.log.entry.noKind"));
	if (!fields.has("title")) return fail(t("engine.log.entry.noTitle"));
	if (!fields.has("time")) return fail(t("engine.log.entry.noTime"));
	const wrongTime = timeProblem(entry.time);
	if (wrongTime !== undefined) return fail(wrongTime);
	const fieldId = fields.get("id");
	if (fieldId !== undefined && decodeString(fieldId) !== id) return fail(t("engine.log.entry.idMismatch", { fieldId: clip(decodeString(fieldId)), id: clip(id) }));
	// The outcome's code lives in the fields, so Dataview can query it; its words in the detail line.
	const outcomeText = lines.get("outcome");
	const outcomeCode = fields.get("outcome");
	if (outcomeText !== undefined || outcomeCode !== undefined) {
		entry.outcome = { text: outcomeText === undefined ? "" : decodeString(outcomeText) };
		if (outcomeCode !== undefined) entry.outcome.code = decodeString(outcomeCode);
	}
	const [check, seal, ...more] = lines.get("check")?.split(" ") ?? [];
	const checksum = check === undefined ? "none" : check === changesChecksum(entry) && more.length === 0 ? "ok" : "edited";
	return ok(seal === undefined ? { entry, checksum } : { entry, checksum, seal });
}
