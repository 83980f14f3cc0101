/**
 * The `key: value` detail lines both forms of an entry share: inputs (`difficulty = 4`), dice
 * (`d20 → 14 = 14`, dropped dice in parentheses), changes (`[[Kira]] · might = 9 → 7`). Writing
 * takes the form's value writer (codec.ts); reading is the same for both forms, and so are the
 * checks and the words of what a reader refuses.
 */
import type { StateChange } from "../state";
import { t } from "../../lang";
import { decodeNumber, decodeScalar, decodeString, decodeValue, encodeNumberText, type ValueWriter } from "./codec";
import type { LogDiceGroup, LogEntry, LogInput } from "./entry";

export function diceText(group: LogDiceGroup, writer: ValueWriter, facesWritten = group.dice.length): string {
	const faces = group.dice.slice(0, facesWritten).map((die) => (die.kept ? encodeNumberText(die.value) : `(${encodeNumberText(die.value)})`));
	const omitted = (group.omitted ?? 0) + (group.dice.length - Math.min(facesWritten, group.dice.length));
	if (omitted > 0) faces.push(`+${omitted}`);
	return `${writer.string(group.notation)} → ${faces.join(" ")} = ${encodeNumberText(group.total)}`;
}

export function changeText(change: StateChange, writer: ValueWriter): string {
	return `${writer.string(change.target)} · ${writer.string(change.key, "key")} = ${writer.value(change.before)} → ${writer.value(change.after)}`;
}

export function inputText(input: LogInput, writer: ValueWriter): string {
	return `${writer.string(input.key, "key")} = ${writer.scalar(input.value)}`;
}

/**
 * Where the wikilink that opens at `at` ends (the index after its `]]`), or -1 when none opens there.
 * A link's text holds no `[` or `]` (Obsidian refuses them in the names links point to).
 */
function linkEndAt(text: string, at: number): number {
	if (text.charCodeAt(at) !== 91 || text.charCodeAt(at + 1) !== 91) return -1;
	for (let index = at + 2; index < text.length; index++) {
		const code = text.charCodeAt(index);
		if (code === 93) return text.charCodeAt(index + 1) === 93 ? index + 2 : -1;
		if (code === 91) return -1;
	}
	return -1;
}

/** A backslash escape (CommonMark's: before ASCII punctuation) at `at`: two characters that are never a separator. */
function escapeAt(text: string, at: number): boolean {
	return text.charCodeAt(at) === 92 && /[!-/:-@[-`{-~]/.test(text.charAt(at + 1));
}

/**
 * Splits at every `separator` outside wikilinks. The plugin never writes a separator inside a link,
 * but Obsidian rewrites links when a note is renamed, and a name may hold ` · `, ` ; `, ` = ` or
 * ` → `: the entry stays readable. One pass, so any line reads in time linear in its length.
 */
export function splitOutsideLinks(text: string, separator: string): string[] {
	if (!text.includes("[[")) return text.split(separator);
	const parts: string[] = [];
	let start = 0;
	for (let index = 0; index < text.length; ) {
		if (escapeAt(text, index)) {
			index += 2;
			continue;
		}
		const end = linkEndAt(text, index);
		if (end > 0) index = end;
		else if (text.startsWith(separator, index)) {
			parts.push(text.slice(start, index));
			index += separator.length;
			start = index;
		} else index++;
	}
	parts.push(text.slice(start));
	return parts;
}

/** Text with its wikilinks' names taken out (`[[]]` stays): what Markdown reads around the links. */
export function withoutLinkNames(text: string): string {
	if (!text.includes("[[")) return text;
	let out = "";
	let at = 0;
	for (let index = 0; index < text.length; index++) {
		const end = linkEndAt(text, index);
		if (end < 0) continue;
		out += `${text.slice(at, index)}[[]]`;
		at = end;
		index = end - 1;
	}
	return out + text.slice(at);
}

/**
 * How a form's lines split: the callout form's around its links (they are real links, which Obsidian
 * rewrites on a rename); the fenced form's plainly (its text is code, which Obsidian never rewrites).
 */
export type Splitter = (text: string, separator: string) => string[];
export const PLAIN_SPLIT: Splitter = (text, separator) => text.split(separator);

/** Splits `a<sep>b` at the only separator (outside links by default); undefined when there is not exactly one. */
export function splitOnce(text: string, separator: string, split: Splitter = splitOutsideLinks): [string, string] | undefined {
	const parts = split(text, separator);
	if (parts.length !== 2) return undefined;
	return [parts[0] as string, parts[1] as string];
}

export function parseDice(text: string, split: Splitter = splitOutsideLinks): LogDiceGroup | undefined {
	const halves = splitOnce(text, " → ", split);
	if (!halves) return undefined;
	const [notation, rest] = halves;
	const cut = rest.lastIndexOf(" = ");
	if (cut < 0) return undefined;
	const total = decodeNumber(rest.slice(cut + 3));
	const facesText = rest.slice(0, cut);
	if (total === undefined) return undefined;
	const dice = [];
	let omitted: number | undefined;
	const faces = facesText === "" ? [] : facesText.split(" ");
	for (const [index, face] of faces.entries()) {
		// "+4000": dice the entry did not write out; only as the last token.
		if (face.startsWith("+") && index === faces.length - 1) {
			const count = decodeNumber(face.slice(1));
			if (count === undefined || !Number.isInteger(count) || count < 1) return undefined;
			omitted = count;
			continue;
		}
		const kept = !(face.startsWith("(") && face.endsWith(")"));
		const value = decodeNumber(kept ? face : face.slice(1, -1));
		if (value === undefined) return undefined;
		dice.push({ value, kept });
	}
	const group: LogDiceGroup = { notation: decodeString(notation), dice, total };
	if (omitted !== undefined) group.omitted = omitted;
	return group;
}

/** `key = value`: keys escape `=`, so the first " = " is the separator (values may contain more). */
function parseKeyed(text: string, split: Splitter): { key: string; rest: string } | undefined {
	const [key, ...rest] = split(text, " = ");
	return key === undefined || rest.length === 0 ? undefined : { key: decodeString(key), rest: rest.join(" = ") };
}

export function parseChange(text: string, split: Splitter = splitOutsideLinks): StateChange | undefined {
	const halves = splitOnce(text, " · ", split);
	if (!halves) return undefined;
	const keyed = parseKeyed(halves[1], split);
	if (!keyed) return undefined;
	const values = splitOnce(keyed.rest, " → ", split);
	if (!values) return undefined;
	const before = decodeValue(values[0]);
	const after = decodeValue(values[1]);
	if (before === undefined || after === undefined) return undefined;
	return { target: decodeString(halves[0]), key: keyed.key, before, after };
}

export function parseInput(text: string, split: Splitter = splitOutsideLinks): LogInput | undefined {
	const keyed = parseKeyed(text, split);
	if (!keyed) return undefined;
	const value = decodeScalar(keyed.rest);
	return value === undefined ? undefined : { key: keyed.key, value };
}

/** Hostile text in messages is shortened so a warning stays one readable line. */
export function clip(text: string, max = 60): string {
	return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The facts an entry lists item by item (several lines of one key in the fenced form, one line of items in the callout). */
export type ListKey = "input" | "dice" | "why" | "change" | "rule";
export const LIST_KEYS: ReadonlySet<string> = new Set<ListKey>(["input", "dice", "why", "change", "rule"]);

/**
 * Reads one item of a listed fact into `entry`; when it does not read, what it must look like. A rule
 * page goes through `readRule`, since the two forms write it differently (a link, or plain text).
 */
export function readListItem(entry: LogEntry, key: ListKey, item: string, readRule: (text: string) => string, split: Splitter = splitOutsideLinks): string | undefined {
	if (key === "why") entry.explanation.push(decodeString(item));
	else if (key === "rule") entry.links.push(readRule(item));
	else if (key === "input") {
		const input = parseInput(item, split);
		if (!input) return t("engine.log.line.input");
		entry.inputs.push(input);
	} else if (key === "dice") {
		const group = parseDice(item, split);
		if (!group) return t("engine.log.line.dice");
		entry.dice.push(group);
	} else {
		const change = parseChange(item, split);
		if (!change) return t("engine.log.line.change");
		entry.changes.push(change);
	}
	return undefined;
}

/** What is wrong on one line of an entry (1-based, counted from the entry's first line), quoting the text at fault. */
export function lineProblem(line: number, what: string, text: string): string {
	return t("engine.log.line.problem", { line: String(line), what, text: clip(text) });
}

/** A line without a colon: read when the problem is reported, so it is in the language of that moment. */
export function notKeyValue(): string {
	return t("engine.log.line.notKeyValue");
}

/** Why a key cannot be read, or undefined: it is known and (unless it lists items) written once. */
export function keyProblem(key: string, known: boolean, seen: boolean): string | undefined {
	if (!known) return t("engine.log.line.unknownKey", { key: clip(key) });
	return seen ? t("engine.log.line.twice", { key }) : undefined;
}

/** Why an entry's time cannot be written or read, or undefined when it can. */
export function timeProblem(time: string): string | undefined {
	return Number.isNaN(Date.parse(time)) ? t("engine.log.entry.badTime", { time: clip(time) }) : undefined;
}
