/**
 * Escaping for the values in an entry's `key: value` lines, in the two forms the log has had.
 *
 * The Markdown form (entries as callouts) is read by Obsidian as Markdown, so a value must render
 * as exactly the text it holds and must never start anything: a comment (`%%`), math (`$`), HTML
 * (`<`), code (`` ` ``), a tag (`#`), a block id (`^`), emphasis, a Markdown link or a Dataview field.
 * Those characters get a CommonMark backslash escape (`\%`), which Obsidian renders as the character
 * itself; `[[wikilinks]]` stay links (that is the point of the form: Obsidian indexes them) unless
 * their text holds something that could break out of them. Characters that could end the line,
 * spoof the reading direction, or split a line's separators (`·` and `→`, except in whole-line
 * prose) are written `\uXXXX`.
 *
 * The older fenced form (```` ```ledger-entry ````) escaped only `\`, backticks, quotes, control
 * characters and the separators, as `\uXXXX`. Both read back through one decoder: `\uXXXX` is the
 * code unit, and a backslash before ASCII punctuation is that punctuation (CommonMark's own rule).
 *
 * A string that would read as something else (a number, true/false/null, an empty list, empty, or
 * with spaces at either end) is wrapped in double quotes; a bare string never starts with a raw `"`.
 */
import type { StateValue } from "../state";
import type { LogScalar } from "./entry";

const NUMBER_TEXT = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

function hex(code: number): string {
	return `\\u${code.toString(16).padStart(4, "0")}`;
}

function isHighSurrogate(code: number): boolean {
	return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
	return code >= 0xdc00 && code <= 0xdfff;
}

/** Code units that are always written `\uXXXX`: line breaks and other controls, and direction overrides. */
function isInvisibleControl(code: number): boolean {
	return (
		code <= 0x1f ||
		(code >= 0x7f && code <= 0x9f) ||
		code === 0x2028 ||
		code === 0x2029 ||
		(code >= 0x202a && code <= 0x202e) ||
		(code >= 0x2066 && code <= 0x2069)
	);
}

/** Whether a code unit is half of a surrogate pair that has lost its other half. */
function isLoneSurrogate(text: string, index: number): boolean {
	const code = text.charCodeAt(index);
	if (isHighSurrogate(code)) return !isLowSurrogate(text.charCodeAt(index + 1));
	if (isLowSurrogate(code)) return !isHighSurrogate(text.charCodeAt(index - 1));
	return false;
}

/**
 * What a value is, which decides the separators it must not hold: a key (escapes `=` too), an
 * ordinary value (`·`, `→` and `;` split the lines values sit in), a sentence in a list of sentences
 * (only `·` splits those), or whole-line prose (keeps `·` and `→` as they are).
 */
export type ValueRole = "key" | "value" | "sentence" | "prose";

// ---------------------------------------------------------------------------------------------
// The older fenced form.

// eslint-disable-next-line no-control-regex -- control characters are exactly what must never be written raw
const LEGACY_FAST = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u0060"\u00b7\u2192=\ud800-\udfff]/;

/** The fenced form's escaping, kept so an entry converted back to that form reads as it did. */
export function escapeLegacy(text: string, role: ValueRole): string {
	if (!LEGACY_FAST.test(text)) return text;
	let out = "";
	for (let index = 0; index < text.length; index++) {
		const char = text.charAt(index);
		const code = text.charCodeAt(index);
		if (char === "\\") out += "\\\\";
		else if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || char === "`" || char === '"') out += hex(code);
		else if ((char === "\u00b7" || char === "\u2192") && (role === "key" || role === "value")) out += hex(code);
		else if (char === "=" && role === "key") out += hex(code);
		else if (isLoneSurrogate(text, index)) out += hex(code);
		else out += char;
	}
	return out;
}

// ---------------------------------------------------------------------------------------------
// The Markdown form.

// eslint-disable-next-line no-control-regex -- control characters are exactly what must never be written raw
const MARKDOWN_FAST = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069`*_~<$%#^&"[\]!:=\u00b7\u2192\ud800-\udfff]/;
/** ASCII punctuation that always gets a backslash. */
const ALWAYS_BACKSLASHED = new Set(["\\", "`", "*", "_", "~", "<", "$", "%", "^", '"', "[", "]"]);
/**
 * A wikilink that may stay a link: nothing in it can leave it or start anything else. A name may
 * hold the log's separators (`·`, `→`, `;`) and `$` or `%`: Obsidian allows them in names and
 * writes them into links on a rename, and the reader splits lines and reads markers around links
 * (entry-lines.ts, markdown-scan.ts), so the link stays a link (issue 33).
 */
const WIKILINK = /\[\[([^[\]]{1,300})\]\]/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must never be written raw
const UNSAFE_IN_LINK = /[\\`<>"\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|::/;

function escapeMarkdownRun(text: string, role: ValueRole): string {
	let out = "";
	for (let index = 0; index < text.length; index++) {
		const char = text.charAt(index);
		const code = text.charCodeAt(index);
		const next = text.charAt(index + 1);
		if (isInvisibleControl(code) || isLoneSurrogate(text, index)) out += hex(code);
		else if (char === "\u00b7" && role !== "prose") out += hex(code);
		else if (char === "\u2192" && (role === "key" || role === "value")) out += hex(code);
		else if (ALWAYS_BACKSLASHED.has(char) || (char === ";" && (role === "key" || role === "value"))) out += `\\${char}`;
		// Only where Markdown would read them: `#tag`, `&entity;`, `![` (an embed), `::` (a Dataview field), `==` (a highlight).
		else if (char === "#" && next !== "" && next !== " ") out += "\\#";
		else if (char === "&" && /[A-Za-z#]/.test(next)) out += "\\&";
		else if (char === "!" && next === "[") out += "\\!";
		else if (char === ":" && next === ":") out += "\\:";
		else if (char === "=" && (role === "key" || next === "=")) out += "\\=";
		else out += char;
	}
	return out;
}

/** Escapes a value for the Markdown form, keeping its safe `[[wikilinks]]` as links unless told not to. */
export function escapeMarkdown(text: string, role: ValueRole, keepLinks = true): string {
	if (!MARKDOWN_FAST.test(text)) return text;
	if (!keepLinks || !text.includes("[[")) return escapeMarkdownRun(text, role);
	let out = "";
	let at = 0;
	for (const match of text.matchAll(WIKILINK)) {
		const start = match.index ?? 0;
		const inner = match[1] ?? "";
		if (UNSAFE_IN_LINK.test(inner) || (role === "key" && inner.includes("="))) continue;
		out += escapeMarkdownRun(text.slice(at, start), role) + match[0];
		at = start + match[0].length;
	}
	return out + escapeMarkdownRun(text.slice(at), role);
}

// ---------------------------------------------------------------------------------------------
// Reading either form back.

const ESCAPE = /\\(u[0-9a-fA-F]{4}|[!-/:-@[-`{-~])/g;

/** Reverses both escapings. Unknown escapes (from hand edits) are kept literally. */
export function unescapeText(text: string): string {
	if (!text.includes("\\")) return text;
	return text.replace(ESCAPE, (_whole, code: string) => (code.length === 1 ? code : String.fromCharCode(parseInt(code.slice(1), 16))));
}

function readsAsOtherType(text: string): boolean {
	return (
		text === "" ||
		text !== text.trim() ||
		NUMBER_TEXT.test(text) ||
		text === "true" ||
		text === "false" ||
		text === "null" ||
		text === "[]"
	);
}

/** Writes values in one form: the escaping differs, the value grammar is shared. */
export interface ValueWriter {
	escape(text: string, role: ValueRole): string;
	/** A string, bare when unambiguous, else quoted. */
	string(text: string, role?: ValueRole): string;
	scalar(value: LogScalar): string;
	value(value: StateValue): string;
}

function makeWriter(escape: (text: string, role: ValueRole) => string): ValueWriter {
	const string = (text: string, role: ValueRole = "value"): string => {
		const escaped = escape(text, role);
		return readsAsOtherType(text) ? `"${escaped}"` : escaped;
	};
	const scalar = (value: LogScalar): string => {
		if (typeof value === "number") return encodeNumberText(value);
		if (typeof value === "boolean" || value === null) return String(value);
		return string(value);
	};
	return {
		escape,
		string,
		scalar,
		value: (value) => (Array.isArray(value) ? `[${value.map((item) => `"${escape(item, "value")}"`).join(", ")}]` : scalar(value)),
	};
}

export const markdownWriter: ValueWriter = makeWriter(escapeMarkdown);
export const legacyWriter: ValueWriter = makeWriter(escapeLegacy);

export function decodeString(atom: string): string {
	if (atom.length >= 2 && atom.startsWith('"') && atom.endsWith('"')) return unescapeText(atom.slice(1, -1));
	return unescapeText(atom);
}

/** Numbers as a player reads them: -0 is 0; non-finite numbers are not game values. */
export function encodeNumberText(value: number): string {
	if (!Number.isFinite(value)) throw new RangeError(`Cannot log the number ${value}.`);
	return String(value === 0 ? 0 : value);
}

/** Decodes a scalar; undefined when the text is not one (e.g. an unterminated quote). */
export function decodeScalar(atom: string): LogScalar | undefined {
	if (NUMBER_TEXT.test(atom)) return Number(atom);
	if (atom === "true") return true;
	if (atom === "false") return false;
	if (atom === "null") return null;
	if (atom.startsWith('"') && !(atom.length >= 2 && atom.endsWith('"') && !endsEscaped(atom))) return undefined;
	return decodeString(atom);
}

/** Whether the last character of `text` is escaped by an odd run of backslashes before it. */
function endsEscaped(text: string): boolean {
	let slashes = 0;
	for (let index = text.length - 2; index >= 0 && text.charAt(index) === "\\"; index--) slashes++;
	return slashes % 2 === 1;
}

/** A list value `["a", "b"]`; undefined when the text is not exactly that. */
function decodeList(atom: string): string[] | undefined {
	if (atom === "[]") return [];
	const items: string[] = [];
	let index = 1;
	for (;;) {
		if (atom.charAt(index) !== '"') return undefined;
		let end = index + 1;
		while (end < atom.length && atom.charAt(end) !== '"') end += atom.charAt(end) === "\\" ? 2 : 1;
		if (end >= atom.length) return undefined;
		items.push(unescapeText(atom.slice(index + 1, end)));
		const rest = atom.slice(end + 1);
		if (rest === "]") return items;
		if (!rest.startsWith(", ")) return undefined;
		index = end + 3;
	}
}

export function decodeValue(atom: string): StateValue | undefined {
	if (atom === "[]") return [];
	if (atom.startsWith('["')) return atom.endsWith("]") ? decodeList(atom) : undefined;
	return decodeScalar(atom);
}

export function decodeNumber(atom: string): number | undefined {
	return NUMBER_TEXT.test(atom) ? Number(atom) : undefined;
}
