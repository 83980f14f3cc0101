/**
 * Recursive-descent parser for dice notation. Grammar (whitespace allowed
 * between tokens, not inside a dice term such as `4d6kh3`):
 *
 *   notation := expr ("#" label)?
 *   expr     := term (("+" | "-") term)*
 *   term     := unary (("*" | "/") unary)*
 *   unary    := "-" unary | primary
 *   primary  := integer | dice | "(" expr ")"
 *   dice     := integer? "d" (integer | "%" | "F") modifier*
 *   modifier := "!" | ("kh"|"kl"|"dh"|"dl") integer? | ("r"|"ro") condition
 *             | compare integer ("f" condition)?
 *
 * It throws only DiceError, always with the span of the offending text.
 */
import type { Binary, BinaryOp, CompareOp, Condition, DiceAst, DiceNode, DiceTerm, KeepMode } from "./ast";
import { DICE_LIMITS } from "./limits";
import { DiceError } from "./types";
import { grouped } from "../text";

export function parse(text: string): DiceAst {
	if (typeof text !== "string") throw new DiceError("Dice notation must be text.", { start: 0, end: 0 });
	if (text.length > DICE_LIMITS.maxInputLength) {
		throw new DiceError(
			`Dice notation is ${text.length} characters long; the limit is ${DICE_LIMITS.maxInputLength}.`,
			{ start: DICE_LIMITS.maxInputLength, end: text.length },
		);
	}
	return parseNotation({ text, pos: 0, depth: 0 });
}

/** parse() without exceptions, for the UI's as-you-type validation. */
export function tryParse(text: string): { ok: true; ast: DiceAst } | { ok: false; error: DiceError } {
	try {
		return { ok: true, ast: parse(text) };
	} catch (error) {
		if (error instanceof DiceError) return { ok: false, error };
		// parse() only throws DiceError; anything else is a bug, reported with a span all the same.
		return { ok: false, error: new DiceError(`Could not read the dice notation (${String(error)}).`, { start: 0, end: 0 }) };
	}
}

/**
 * Where the parser stands in the text. Plain functions over this record rather than a class:
 * the bundle names functions in one letter but keeps method names whole.
 */
interface Cursor {
	readonly text: string;
	pos: number;
	depth: number;
}

function parseNotation(cursor: Cursor): DiceAst {
	skipSpace(cursor);
	if (atEnd(cursor) || peek(cursor) === "#") {
		throw new DiceError("The dice notation is empty: write something like 2d6+1.", spanHere(cursor));
	}
	const root = parseExpr(cursor);
	skipSpace(cursor);
	let label: string | undefined;
	if (peek(cursor) === "#") {
		label = cursor.text.slice(cursor.pos + 1).trim() || undefined;
		cursor.pos = cursor.text.length;
	}
	if (!atEnd(cursor)) {
		if (peek(cursor) === ")") throw new DiceError('This ")" has no matching "(".', spanHere(cursor, 1));
		throw unexpected(cursor, 'an operator (+ - * /), ")" or "# label"');
	}
	return label === undefined ? { root, source: cursor.text } : { root, label, source: cursor.text };
}

function parseExpr(cursor: Cursor): DiceNode {
	let left = parseTerm(cursor);
	for (;;) {
		skipSpace(cursor);
		const c = peek(cursor);
		if (c !== "+" && c !== "-") return left;
		left = binary(cursor, left, c, () => parseTerm(cursor));
	}
}

function parseTerm(cursor: Cursor): DiceNode {
	let left = parseUnary(cursor);
	for (;;) {
		skipSpace(cursor);
		const c = peek(cursor);
		if (c !== "*" && c !== "/") return left;
		left = binary(cursor, left, c, () => parseUnary(cursor));
	}
}

function binary(cursor: Cursor, left: DiceNode, op: BinaryOp, parseRight: () => DiceNode): Binary {
	const opSpan = { start: cursor.pos, end: cursor.pos + 1 };
	cursor.pos++;
	const right = parseRight();
	return { kind: "binary", op, left, right, opSpan, span: { start: left.span.start, end: right.span.end } };
}

function parseUnary(cursor: Cursor): DiceNode {
	skipSpace(cursor);
	if (peek(cursor) !== "-") return parsePrimary(cursor);
	const start = cursor.pos;
	cursor.pos++;
	const operand = nested(cursor, () => parseUnary(cursor), { start, end: start + 1 });
	return { kind: "negate", operand, span: { start, end: operand.span.end } };
}

function parsePrimary(cursor: Cursor): DiceNode {
	skipSpace(cursor);
	const c = peek(cursor);
	if (c === "(") {
		const start = cursor.pos;
		cursor.pos++;
		const inner = nested(cursor, () => parseExpr(cursor), { start, end: start + 1 });
		skipSpace(cursor);
		if (peek(cursor) !== ")") {
			if (atEnd(cursor)) throw new DiceError('This "(" is never closed.', { start, end: start + 1 });
			throw unexpected(cursor, '")"');
		}
		cursor.pos++;
		// Parentheses only group; the span widens so errors and highlights cover them.
		return { ...inner, span: { start, end: cursor.pos } };
	}
	if (isDigit(c)) {
		const start = cursor.pos;
		const value = readInteger(cursor, "number", DICE_LIMITS.maxNumber);
		if (lower(cursor) === "d") return parseDice(cursor, start, value);
		return { kind: "number", value, span: { start, end: cursor.pos } };
	}
	if (lower(cursor) === "d") return parseDice(cursor, cursor.pos, 1);
	if (atEnd(cursor)) throw new DiceError("The notation ends too early: a number or dice are missing.", spanHere(cursor));
	throw unexpected(cursor, "a number, dice (like 2d6) or \"(\"");
}

function parseDice(cursor: Cursor, start: number, count: number): DiceTerm {
	if (count < 1) throw new DiceError("Roll at least one die (0 dice were asked for).", { start, end: cursor.pos });
	if (count > DICE_LIMITS.maxDice) {
		throw new DiceError(`${count} dice is over the limit of ${DICE_LIMITS.maxDice} dice in one term.`, { start, end: cursor.pos });
	}
	cursor.pos++; // the "d"
	let sides: number | "F";
	const c = lower(cursor);
	if (c === "%") {
		cursor.pos++;
		sides = 100;
	} else if (c === "f") {
		cursor.pos++;
		sides = "F";
	} else if (isDigit(c)) {
		const sidesStart = cursor.pos;
		sides = readInteger(cursor, "number of sides", DICE_LIMITS.maxNumber);
		if (sides < 1) throw new DiceError("A die needs at least one side.", { start: sidesStart, end: cursor.pos });
		if (sides > DICE_LIMITS.maxSides) {
			throw new DiceError(`A d${sides} is over the limit of ${DICE_LIMITS.maxSides} sides.`, { start: sidesStart, end: cursor.pos });
		}
	} else {
		throw new DiceError('After "d" write the number of sides (d6), "%" or "F".', spanHere(cursor));
	}
	const term: DiceTerm = { kind: "dice", count, sides, explode: false, span: { start, end: cursor.pos } };
	parseModifiers(cursor, term);
	term.span = { start, end: cursor.pos };
	checkTerm(term);
	return term;
}

function parseModifiers(cursor: Cursor, term: DiceTerm): void {
	for (;;) {
		const modStart = cursor.pos;
		const c = lower(cursor);
		const next = lower(cursor, 1);
		if (c === "!") {
			cursor.pos++;
			if (term.explode) throw new DiceError('"!" is written twice on these dice.', { start: modStart, end: cursor.pos });
			if (term.sides === "F") throw new DiceError("Fudge dice (dF) cannot explode.", { start: modStart, end: cursor.pos });
			if (term.sides === 1) {
				throw new DiceError('A d1 always shows its highest face, so "!" would explode forever.', { start: modStart, end: cursor.pos });
			}
			term.explode = true;
		} else if ((c === "k" || c === "d") && (next === "h" || next === "l")) {
			cursor.pos += 2;
			const mode = (c + next) as KeepMode;
			const count = isDigit(peek(cursor)) ? readInteger(cursor, "keep/drop count", DICE_LIMITS.maxNumber) : 1;
			if (term.keep) throw new DiceError("Only one keep/drop modifier (kh, kl, dh, dl) per dice term.", { start: modStart, end: cursor.pos });
			term.keep = { mode, count };
		} else if (c === "k" || c === "d") {
			throw new DiceError(`Write "${c}h" (highest) or "${c}l" (lowest) to ${c === "k" ? "keep" : "drop"} dice.`, {
				start: modStart,
				end: cursor.pos + 1,
			});
		} else if (c === "r") {
			cursor.pos++;
			const once = lower(cursor) === "o";
			if (once) cursor.pos++;
			const when = readCondition(cursor, once ? "ro" : "r");
			if (term.reroll) throw new DiceError("Only one reroll modifier (r or ro) per dice term.", { start: modStart, end: cursor.pos });
			term.reroll = { once, when };
		} else if (c === ">" || c === "<" || c === "=") {
			const success = readCondition(cursor, "success");
			if (term.successes) throw new DiceError("Only one success condition per dice term.", { start: modStart, end: cursor.pos });
			term.successes = { success };
			if (lower(cursor) === "f") {
				cursor.pos++;
				term.successes.failure = readCondition(cursor, "f");
			}
		} else if (c === "f") {
			throw new DiceError('"f" (failures) must follow a success condition, as in 5d6>=5f1.', { start: modStart, end: modStart + 1 });
		} else {
			return;
		}
	}
}

/** `[op] integer`; a bare integer means "equals". */
function readCondition(cursor: Cursor, what: string): Condition {
	const start = cursor.pos;
	let op: CompareOp = "=";
	const c = peek(cursor);
	if (c === ">" || c === "<") {
		cursor.pos++;
		if (peek(cursor) === "=") {
			cursor.pos++;
			op = `${c}=`;
		} else {
			op = c;
		}
	} else if (c === "=") {
		cursor.pos++;
	}
	if (!isDigit(peek(cursor)) && !(peek(cursor) === "-" && isDigit(peek(cursor, 1)))) {
		throw new DiceError(`The ${what} condition needs a number, as in ${example(what)}.`, { start, end: Math.min(cursor.text.length, cursor.pos + 1) });
	}
	// Fudge faces are -1..+1, so conditions may name a negative face.
	const negative = peek(cursor) === "-";
	if (negative) cursor.pos++;
	const value = readInteger(cursor, `${what} number`, DICE_LIMITS.maxNumber);
	return { op, value: negative ? -value : value };
}

function readInteger(cursor: Cursor, what: string, limit: number): number {
	const start = cursor.pos;
	while (isDigit(peek(cursor))) cursor.pos++;
	if (peek(cursor) === "." && isDigit(peek(cursor, 1))) {
		throw new DiceError("Only whole numbers are allowed.", { start: cursor.pos, end: cursor.pos + 1 });
	}
	const digits = cursor.text.slice(start, cursor.pos);
	const value = Number(digits);
	if (digits.length > 15 || value > limit) {
		throw new DiceError(`The ${what} ${digits} is over the limit of ${grouped(limit)}.`, { start, end: cursor.pos });
	}
	return value;
}

function nested<T>(cursor: Cursor, inner: () => T, span: { start: number; end: number }): T {
	if (cursor.depth >= DICE_LIMITS.maxNesting) {
		throw new DiceError(`Nesting is deeper than the limit of ${DICE_LIMITS.maxNesting} levels.`, span);
	}
	cursor.depth++;
	try {
		return inner();
	} finally {
		cursor.depth--;
	}
}

function unexpected(cursor: Cursor, expected: string): DiceError {
	const found = cursor.text[cursor.pos] ?? "";
	// A modifier or "d" after a space is almost always "4d6 kh3" or "2 d6": say what to write instead.
	const afterSpace = cursor.pos > 0 && isSpace(cursor.text.charCodeAt(cursor.pos - 1));
	if (afterSpace && "kdr!<>=f".includes(found.toLowerCase())) {
		return new DiceError(
			`Unexpected "${found}" at position ${cursor.pos + 1}: write a dice term without spaces inside it, as in 4d6kh3.`,
			spanHere(cursor, 1),
		);
	}
	return new DiceError(`Unexpected "${found}" at position ${cursor.pos + 1}; expected ${expected}.`, spanHere(cursor, 1));
}

function skipSpace(cursor: Cursor): void {
	while (cursor.pos < cursor.text.length && isSpace(cursor.text.charCodeAt(cursor.pos))) cursor.pos++;
}

function spanHere(cursor: Cursor, width = 0): { start: number; end: number } {
	return { start: cursor.pos, end: Math.min(cursor.text.length, cursor.pos + width) };
}

function atEnd(cursor: Cursor): boolean {
	return cursor.pos >= cursor.text.length;
}

function peek(cursor: Cursor, ahead = 0): string {
	return cursor.text[cursor.pos + ahead] ?? "";
}

/** Case-insensitive peek: `D6`, `KH`, `dF` and `df` all read the same. */
function lower(cursor: Cursor, ahead = 0): string {
	return peek(cursor, ahead).toLowerCase();
}

/** Checks that need the whole term: rerolls that could never end, explosions that could never stop. */
function checkTerm(term: DiceTerm): void {
	const reroll = term.reroll;
	if (reroll && !reroll.once) {
		const faces = faceList(term.sides);
		const left = faces.filter((f) => !matches(reroll.when, f));
		if (left.length === 0) {
			throw new DiceError(`"r${formatCond(reroll.when)}" matches every face of the die, so rerolling would never end.`, term.span);
		}
		if (term.explode && left.length === 1 && left[0] === faces[faces.length - 1]) {
			throw new DiceError('After this reroll the die can only show its highest face, so "!" would explode forever.', term.span);
		}
	}
}

export function faceList(sides: number | "F"): number[] {
	if (sides === "F") return [-1, 0, 1];
	return Array.from({ length: sides }, (_, i) => i + 1);
}

export function matches(condition: Condition, face: number): boolean {
	switch (condition.op) {
		case "=":
			return face === condition.value;
		case "<":
			return face < condition.value;
		case "<=":
			return face <= condition.value;
		case ">":
			return face > condition.value;
		case ">=":
			return face >= condition.value;
	}
}

export function formatCond(condition: Condition): string {
	return `${condition.op === "=" ? "" : condition.op}${condition.value}`;
}

function example(what: string): string {
	if (what === "r") return "r1 or r<3";
	if (what === "ro") return "ro1";
	if (what === "f") return "f1 or f<=1";
	return "5d6>=5";
}

/** ASCII whitespace plus the Unicode spaces \s knows, without a regex per character. */
function isSpace(code: number): boolean {
	if (code === 32 || (code >= 9 && code <= 13)) return true;
	return code > 127 && /\s/.test(String.fromCharCode(code));
}

function isDigit(c: string): boolean {
	return c >= "0" && c <= "9" && c.length === 1;
}
