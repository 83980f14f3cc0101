/**
 * Escaping for the values in an entry's `key: value` lines. The rules are few so a reader can undo
 * them by eye:
 * - `\` is written `\\`; every other character that could break the block or its separators is
 *   written `\uXXXX`: line breaks and other control characters, backticks (so no value can close the
 *   fence), double quotes, the separators `·` and `→` (except in whole-line prose: `why:` and `title:`),
 *   lone surrogates, and in keys `=`;
 * - a string that would read as something else (a number, true/false/null, a list, empty, or with
 *   spaces at either end) is wrapped in double quotes.
 * Everything else is written as is, so "Kira", "[[Kira]]", "Climb (Might, trained)" read naturally.
 */
import type { StateValue } from "../state";
import type { LogScalar } from "./entry";

const ALWAYS_ESCAPED = String.raw`[\u0000-\u001f\u007f-\u009f\u2028\u2029\u0060"\u00b7\u2192]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]`;
const VALUE_PATTERN = new RegExp(ALWAYS_ESCAPED, "g");
// Whole-line prose (a `why:` or `title:` line) is never split on `·` or `→`, so those stay readable there.
const PROSE_PATTERN = new RegExp(ALWAYS_ESCAPED.replace(String.raw`\u00b7\u2192`, ""), "g");
const KEY_PATTERN = new RegExp(`${ALWAYS_ESCAPED}|=`, "g");
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

function hex(char: string): string {
	return `\\u${(char.charCodeAt(0)).toString(16).padStart(4, "0")}`;
}

/** Escapes one value so it fits on one line and contains no separator. */
export function escapeText(text: string, isKey = false): string {
	return text.replace(/\\/g, "\\\\").replace(isKey ? KEY_PATTERN : VALUE_PATTERN, hex);
}

/** Like encodeString, for values that fill their whole line: keeps `·` and `→` as they are. */
export function encodeProse(text: string): string {
	const escaped = text.replace(/\\/g, "\\\\").replace(PROSE_PATTERN, hex);
	return readsAsOtherType(text) ? `"${escaped}"` : escaped;
}

/** Reverses escapeText. Unknown escapes (from hand edits) are kept literally. */
export function unescapeText(text: string): string {
	return text.replace(/\\(\\|u[0-9a-fA-F]{4})/g, (_whole, code: string) =>
		code === "\\" ? "\\" : String.fromCharCode(parseInt(code.slice(1), 16)),
	);
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

/** A string, bare when unambiguous, else quoted. */
export function encodeString(text: string, isKey = false): string {
	const escaped = escapeText(text, isKey);
	// A bare string never starts with a raw `"` (quotes are escaped), so quoting is unambiguous.
	return readsAsOtherType(text) ? `"${escaped}"` : escaped;
}

export function decodeString(atom: string): string {
	if (atom.length >= 2 && atom.startsWith('"') && atom.endsWith('"')) return unescapeText(atom.slice(1, -1));
	return unescapeText(atom);
}

function encodeNumber(value: number): string {
	// -0 and 0 read the same to a player; non-finite numbers are not game values.
	if (!Number.isFinite(value)) throw new RangeError(`Cannot log the number ${value}.`);
	return String(value === 0 ? 0 : value);
}

export function encodeScalar(value: LogScalar): string {
	if (typeof value === "number") return encodeNumber(value);
	if (typeof value === "boolean" || value === null) return String(value);
	return encodeString(value);
}

/** Decodes a scalar; undefined when the text is not one (e.g. an unterminated quote). */
export function decodeScalar(atom: string): LogScalar | undefined {
	if (NUMBER_TEXT.test(atom)) return Number(atom);
	if (atom === "true") return true;
	if (atom === "false") return false;
	if (atom === "null") return null;
	if (atom.startsWith('"') && !(atom.length >= 2 && atom.endsWith('"'))) return undefined;
	return decodeString(atom);
}

export function encodeValue(value: StateValue): string {
	if (Array.isArray(value)) return `[${value.map((item) => `"${escapeText(item)}"`).join(", ")}]`;
	return encodeScalar(value);
}

const LIST_PATTERN = /^\[(?:"[^"]*"(?:, "[^"]*")*)?\]$/;

export function decodeValue(atom: string): StateValue | undefined {
	if (atom === "[]") return [];
	if (atom.startsWith('["')) {
		if (!LIST_PATTERN.test(atom)) return undefined;
		return [...atom.matchAll(/"([^"]*)"/g)].map((match) => unescapeText(match[1] ?? ""));
	}
	return decodeScalar(atom);
}

export function encodeNumberText(value: number): string {
	return encodeNumber(value);
}

export function decodeNumber(atom: string): number | undefined {
	return NUMBER_TEXT.test(atom) ? Number(atom) : undefined;
}
