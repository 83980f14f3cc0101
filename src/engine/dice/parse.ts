/**
 * Recursive-descent parser for dice notation, close to rpg-dice-roller's and
 * Obsidian Dice Roller's (see demo-vault/Manual/Dice notation.md). Grammar
 * (whitespace allowed between tokens, not inside a dice term such as `4d6kh3`):
 *
 *   notation := expr (("#" | "//") label)?
 *   expr     := term (("+" | "-") term)*
 *   term     := unary (("*" | "/" | "%") unary)*
 *   unary    := "-" unary | power
 *   power    := primary (("^" | "**") unary)?
 *   primary  := integer | dice | "(" expr ")" | name "(" expr ("," expr)* ")" | group
 *   group    := "{" expr ("," expr)* "}" (keep | success)*
 *   dice     := integer? "d" (integer | "%" | "F" (".1" | ".2")? | "[" integer "," integer "]") modifier*
 *   modifier := "min" n | "max" n | "!" "!"? "p"? ("i" | n)? cond? | "r" "o"? ("i" | n | cond)?
 *             | "u" | ("k" | "kh" | "kl" | "d" | "dh" | "dl") n? | cond ("f" cond)?
 *             | "cs" cond | "cf" cond | "s" | "sa" | "sd"
 *
 * It throws only DiceError, always with the span of the offending text.
 */
import type {
	Binary,
	BinaryOp,
	CallNode,
	CompareOp,
	Condition,
	DiceAst,
	DiceNode,
	DiceTerm,
	FunctionName,
	GroupNode,
	KeepDrop,
	KeepMode,
	SuccessCount,
} from "./ast";
import { DICE_LIMITS } from "./limits";
import { DiceError, type Span } from "./types";
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

function atLabel(cursor: Cursor): boolean {
	return peek(cursor) === "#" || (peek(cursor) === "/" && peek(cursor, 1) === "/");
}

function parseNotation(cursor: Cursor): DiceAst {
	skipSpace(cursor);
	if (atEnd(cursor) || atLabel(cursor)) {
		throw new DiceError("The dice notation is empty: write something like 2d6+1.", spanHere(cursor));
	}
	const root = parseExpr(cursor);
	skipSpace(cursor);
	let label: string | undefined;
	if (atLabel(cursor)) {
		const markLength = peek(cursor) === "#" ? 1 : 2;
		label = cursor.text.slice(cursor.pos + markLength).trim() || undefined;
		cursor.pos = cursor.text.length;
	}
	if (!atEnd(cursor)) {
		if (peek(cursor) === ")") throw new DiceError('This ")" has no matching "(".', spanHere(cursor, 1));
		if (peek(cursor) === "}") throw new DiceError('This "}" has no matching "{".', spanHere(cursor, 1));
		throw unexpected(cursor, 'an operator (+ - * / % ^), ")" or a label ("# Sword" or "// Sword")');
	}
	return label === undefined ? { root, source: cursor.text } : { root, label, source: cursor.text };
}

function parseExpr(cursor: Cursor): DiceNode {
	let left = parseTerm(cursor);
	for (;;) {
		skipSpace(cursor);
		const c = peek(cursor);
		if (c !== "+" && c !== "-") return left;
		left = binary(cursor, left, c, 1, () => parseTerm(cursor));
	}
}

function parseTerm(cursor: Cursor): DiceNode {
	let left = parseUnary(cursor);
	for (;;) {
		skipSpace(cursor);
		const c = peek(cursor);
		// "//" starts a comment (the label), not a division.
		if (c === "/" && peek(cursor, 1) === "/") return left;
		if (c !== "*" && c !== "/" && c !== "%") return left;
		if (c === "*" && peek(cursor, 1) === "*") return left; // "**" is a power, read in parsePower
		left = binary(cursor, left, c, 1, () => parseUnary(cursor));
	}
}

function binary(cursor: Cursor, left: DiceNode, op: BinaryOp, width: number, parseRight: () => DiceNode): Binary {
	const opSpan = { start: cursor.pos, end: cursor.pos + width };
	cursor.pos += width;
	const right = parseRight();
	return { kind: "binary", op, left, right, opSpan, span: { start: left.span.start, end: right.span.end } };
}

function parseUnary(cursor: Cursor): DiceNode {
	skipSpace(cursor);
	if (peek(cursor) !== "-") return parsePower(cursor);
	const start = cursor.pos;
	cursor.pos++;
	const operand = nested(cursor, () => parseUnary(cursor), { start, end: start + 1 });
	return { kind: "negate", operand, span: { start, end: operand.span.end } };
}

/** `a ^ b` and `a ** b`, binding tighter than unary minus on the left (-2^2 is -4) and right to left. */
function parsePower(cursor: Cursor): DiceNode {
	const base = parsePrimary(cursor);
	skipSpace(cursor);
	const width = peek(cursor) === "^" ? 1 : peek(cursor) === "*" && peek(cursor, 1) === "*" ? 2 : 0;
	if (width === 0) return base;
	const start = cursor.pos;
	return binary(cursor, base, "^", width, () => nested(cursor, () => parseUnary(cursor), { start, end: start + width }));
}

const FUNCTIONS: readonly FunctionName[] = ["floor", "ceil", "round", "abs", "min", "max"];

function parsePrimary(cursor: Cursor): DiceNode {
	skipSpace(cursor);
	const c = peek(cursor);
	if (c === "(") {
		const start = cursor.pos;
		cursor.pos++;
		const inner = nested(cursor, () => parseExpr(cursor), { start, end: start + 1 });
		expectClose(cursor, ")", start);
		// Parentheses only group; the span widens so errors and highlights cover them.
		return { ...inner, span: { start, end: cursor.pos } };
	}
	if (c === "{") return parseGroup(cursor);
	if (isDigit(c)) {
		const start = cursor.pos;
		const value = readInteger(cursor, "number", DICE_LIMITS.maxNumber);
		if (lower(cursor) === "d") return parseDice(cursor, start, value);
		return { kind: "number", value, span: { start, end: cursor.pos } };
	}
	const name = isLetter(c) ? FUNCTIONS.find((f) => cursor.text.slice(cursor.pos, cursor.pos + f.length).toLowerCase() === f) : undefined;
	if (name) return parseCall(cursor, name);
	if (lower(cursor) === "d") return parseDice(cursor, cursor.pos, 1);
	if (atEnd(cursor)) throw new DiceError("The notation ends too early: a number or dice are missing.", spanHere(cursor));
	throw unexpected(cursor, 'a number, dice (like 2d6), "(" or "{"');
}

function expectClose(cursor: Cursor, close: string, openAt: number): void {
	skipSpace(cursor);
	if (peek(cursor) === close) {
		cursor.pos++;
		return;
	}
	const open = close === ")" ? "(" : "{";
	if (atEnd(cursor)) throw new DiceError(`This "${open}" is never closed.`, { start: openAt, end: openAt + 1 });
	throw unexpected(cursor, `"${close}"`);
}

/** Comma-separated expressions up to `close`, at least one. */
function parseList(cursor: Cursor, close: string, openAt: number): DiceNode[] {
	const items: DiceNode[] = [];
	for (;;) {
		items.push(nested(cursor, () => parseExpr(cursor), { start: openAt, end: openAt + 1 }));
		skipSpace(cursor);
		if (peek(cursor) !== ",") break;
		cursor.pos++;
		if (items.length >= DICE_LIMITS.maxGroupItems) {
			throw new DiceError(`More than ${DICE_LIMITS.maxGroupItems} items in one list.`, spanHere(cursor, 1));
		}
	}
	expectClose(cursor, close, openAt);
	return items;
}

function parseCall(cursor: Cursor, name: FunctionName): CallNode {
	const start = cursor.pos;
	cursor.pos += name.length;
	skipSpace(cursor);
	if (peek(cursor) !== "(") throw new DiceError(`Write ${name}(…) with parentheses, as in ${name === "min" || name === "max" ? `${name}(1d6, 3)` : `${name}(1d6/2)`}.`, spanHere(cursor, 1));
	const openAt = cursor.pos;
	cursor.pos++;
	const args = parseList(cursor, ")", openAt);
	const span = { start, end: cursor.pos };
	const twoOrMore = name === "min" || name === "max";
	if (twoOrMore ? args.length < 2 : args.length !== 1) {
		throw new DiceError(twoOrMore ? `${name}(…) needs two or more values, as in ${name}(1d6, 3).` : `${name}(…) takes one value.`, span);
	}
	if (name === "floor" || name === "ceil" || name === "round") {
		// Values are whole numbers, so only a division can need rounding: it takes this function's rounding.
		const arg = args[0] as DiceNode;
		if (arg.kind === "binary" && arg.op === "/") arg.rounding = name;
		else if (containsDivision(arg)) {
			throw new DiceError(`Write ${name}(…) directly around the division it rounds, as in ${name}(1d6/2) + 1.`, span);
		}
	}
	return { kind: "call", name, args, span };
}

function containsDivision(node: DiceNode): boolean {
	switch (node.kind) {
		case "binary":
			return node.op === "/" || containsDivision(node.left) || containsDivision(node.right);
		case "negate":
			return containsDivision(node.operand);
		case "call":
			return node.args.some(containsDivision);
		case "group":
			return node.items.some(containsDivision);
		default:
			return false;
	}
}

function parseGroup(cursor: Cursor): GroupNode {
	const start = cursor.pos;
	cursor.pos++;
	const items = parseList(cursor, "}", start);
	const group: GroupNode = { kind: "group", items, span: { start, end: cursor.pos } };
	for (;;) {
		const modStart = cursor.pos;
		const keep = readKeep(cursor);
		if (keep) {
			if (group.keep) throw new DiceError("Only one keep/drop modifier (k, kh, kl, d, dh, dl) per group.", { start: modStart, end: cursor.pos });
			group.keep = keep;
			continue;
		}
		if (isCompareStart(cursor)) {
			if (group.successes) throw new DiceError("Only one success condition per group.", { start: modStart, end: cursor.pos + 1 });
			group.successes = readSuccesses(cursor);
			continue;
		}
		break;
	}
	group.span = { start, end: cursor.pos };
	if (items.length === 1 && (group.keep || group.successes)) {
		// rpg-dice-roller applies a one-item group's modifiers to the dice inside; say so rather than read it otherwise.
		throw new DiceError(
			"A group of one expression with keep/drop or successes would apply them to each die inside (as rpg-dice-roller does); write them on the dice instead, as in 4d6kh3.",
			group.span,
		);
	}
	return group;
}

function parseDice(cursor: Cursor, start: number, count: number): DiceTerm {
	if (count < 1) throw new DiceError("Roll at least one die (0 dice were asked for).", { start, end: cursor.pos });
	if (count > DICE_LIMITS.maxDice) {
		throw new DiceError(`${count} dice is over the limit of ${DICE_LIMITS.maxDice} dice in one term.`, { start, end: cursor.pos });
	}
	cursor.pos++; // the "d"
	const term: DiceTerm = { kind: "dice", count, ...readDie(cursor), span: { start, end: cursor.pos } };
	parseModifiers(cursor, term);
	term.span = { start, end: cursor.pos };
	checkTerm(term);
	return term;
}

/** What follows the "d": the die's faces and how to write it. */
function readDie(cursor: Cursor): Pick<DiceTerm, "sides" | "faces" | "die"> {
	const c = lower(cursor);
	if (c === "%") {
		cursor.pos++;
		return { sides: 100, faces: faceRange(1, 100), die: "100" };
	}
	if (c === "f") {
		cursor.pos++;
		if (peek(cursor) === "." && (peek(cursor, 1) === "1" || peek(cursor, 1) === "2")) {
			const variant = peek(cursor, 1);
			cursor.pos += 2;
			// dF.1: one -1, four blanks, one +1; dF.2 (the usual Fudge die): two of each.
			return variant === "1" ? { sides: "F", faces: [-1, 0, 0, 0, 0, 1], die: "F.1" } : { sides: "F", faces: [-1, 0, 1], die: "F" };
		}
		return { sides: "F", faces: [-1, 0, 1], die: "F" };
	}
	if (c === "[") {
		const open = cursor.pos;
		cursor.pos++;
		skipSpace(cursor);
		const low = readSignedInteger(cursor, "lowest face");
		skipSpace(cursor);
		if (peek(cursor) !== ",") throw new DiceError('Write a range die as d[3,5]: the lowest face, ",", the highest.', spanHere(cursor, 1));
		cursor.pos++;
		skipSpace(cursor);
		const high = readSignedInteger(cursor, "highest face");
		skipSpace(cursor);
		if (peek(cursor) !== "]") throw new DiceError('This "[" is never closed: write d[3,5].', { start: open, end: open + 1 });
		cursor.pos++;
		const span = { start: open, end: cursor.pos };
		if (high < low) throw new DiceError(`The range [${low},${high}] is empty: write the lowest face first.`, span);
		if (high - low + 1 > DICE_LIMITS.maxSides) throw new DiceError(`A die of ${high - low + 1} faces is over the limit of ${DICE_LIMITS.maxSides} sides.`, span);
		return { sides: high, faces: faceRange(low, high), die: `[${low},${high}]` };
	}
	if (isDigit(c)) {
		const sidesStart = cursor.pos;
		const sides = readInteger(cursor, "number of sides", DICE_LIMITS.maxNumber);
		if (sides < 1) throw new DiceError("A die needs at least one side.", { start: sidesStart, end: cursor.pos });
		if (sides > DICE_LIMITS.maxSides) {
			throw new DiceError(`A d${sides} is over the limit of ${DICE_LIMITS.maxSides} sides.`, { start: sidesStart, end: cursor.pos });
		}
		return { sides, faces: faceRange(1, sides), die: String(sides) };
	}
	throw new DiceError('After "d" write the number of sides (d6), "%", "F" or a range such as [3,5].', spanHere(cursor));
}

function faceRange(low: number, high: number): number[] {
	// A plain loop: Array.from with a mapping function is several times slower, and parsing is a hot path.
	const faces = new Array<number>(high - low + 1);
	for (let i = 0; i < faces.length; i++) faces[i] = low + i;
	return faces;
}

/** "min" or "max" here (any case), without building strings: parsing is a hot path. */
function clampWordHere(cursor: Cursor): "min" | "max" | undefined {
	if (lower(cursor) !== "m") return undefined;
	const second = lower(cursor, 1);
	const third = lower(cursor, 2);
	if (second === "i" && third === "n") return "min";
	if (second === "a" && third === "x") return "max";
	return undefined;
}

function writtenTwice(what: string, start: number, cursor: Cursor): DiceError {
	return new DiceError(`${what} is written twice on these dice.`, { start, end: cursor.pos });
}

function parseModifiers(cursor: Cursor, term: DiceTerm): void {
	for (;;) {
		const modStart = cursor.pos;
		const c = lower(cursor);
		const which = clampWordHere(cursor);
		if (which) {
			cursor.pos += 3;
			if (!isDigit(peek(cursor)) && peek(cursor) !== "-") throw new DiceError(`Write ${which} with a number, as in 4d6${which}3.`, spanHere(cursor, 1));
			const bound = readSignedInteger(cursor, `${which} bound`);
			term.clamp ??= {};
			if (term.clamp[which] !== undefined) throw writtenTwice(`"${which}"`, modStart, cursor);
			term.clamp[which] = bound;
		} else if (c === "!") {
			if (term.explode) throw writtenTwice('"!"', modStart, cursor);
			cursor.pos++;
			const compound = peek(cursor) === "!";
			if (compound) cursor.pos++;
			const penetrate = lower(cursor) === "p";
			if (penetrate) cursor.pos++;
			let limit: number | undefined;
			if (lower(cursor) === "i") cursor.pos++;
			else if (isDigit(peek(cursor))) limit = readInteger(cursor, "explosion count", DICE_LIMITS.maxExplosionDepth);
			const when = isCompareStart(cursor) ? readCondition(cursor, "explode") : { op: "=" as CompareOp, value: topFace(term) };
			term.explode = limit === undefined ? { when, compound, penetrate } : { when, compound, penetrate, limit };
		} else if (c === "r") {
			if (term.reroll) throw writtenTwice("A reroll (r, ro)", modStart, cursor);
			cursor.pos++;
			const once = lower(cursor) === "o";
			if (once) cursor.pos++;
			let limit: number | undefined = once ? 1 : undefined;
			let when: Condition = { op: "=", value: lowestFace(term) };
			if (!once && lower(cursor) === "i") cursor.pos++;
			else if (isCompareStart(cursor)) when = readCondition(cursor, once ? "ro" : "r");
			else if (isDigit(peek(cursor))) {
				if (once) {
					// ro1 (reroll ones once) as this plugin always read it.
					when = { op: "=", value: readInteger(cursor, "ro number", DICE_LIMITS.maxNumber) };
				} else {
					// Dice Roller's r3: reroll the lowest face up to 3 times.
					limit = readInteger(cursor, "reroll count", DICE_LIMITS.maxRerollsPerDie);
					if (limit < 1) throw new DiceError("Reroll at least once: r1, r2, …", { start: modStart, end: cursor.pos });
				}
			}
			term.reroll = limit === undefined ? { when } : { when, limit };
		} else if (c === "u") {
			cursor.pos++;
			if (lower(cursor) === "o" || isCompareStart(cursor)) {
				throw new DiceError(
					'Only plain "u" (reroll until every die differs) has exact odds here; "uo" and "u" with a condition are not supported.',
					{ start: modStart, end: cursor.pos + 1 },
				);
			}
			if (term.unique) throw writtenTwice('"u"', modStart, cursor);
			term.unique = true;
		} else if (c === "k" || c === "d") {
			const keep = readKeep(cursor) as KeepDrop;
			if (term.keep) throw new DiceError("Only one keep/drop modifier (k, kh, kl, d, dh, dl) per dice term.", { start: modStart, end: cursor.pos });
			term.keep = keep;
		} else if (isCompareStart(cursor)) {
			if (term.successes) throw new DiceError("Only one success condition per dice term.", { start: modStart, end: cursor.pos + 1 });
			term.successes = readSuccesses(cursor);
		} else if (c === "c" && (lower(cursor, 1) === "s" || lower(cursor, 1) === "f")) {
			const kind = lower(cursor, 1) === "s" ? "success" : "failure";
			cursor.pos += 2;
			const when = readCondition(cursor, kind === "success" ? "cs" : "cf");
			term.criticals ??= {};
			if (term.criticals[kind]) throw writtenTwice(kind === "success" ? '"cs"' : '"cf"', modStart, cursor);
			term.criticals[kind] = when;
		} else if (c === "s") {
			if (term.sort) throw writtenTwice("A sort (s, sa, sd)", modStart, cursor);
			cursor.pos++;
			term.sort = "ascending";
			if (lower(cursor) === "a") cursor.pos++;
			else if (lower(cursor) === "d") {
				cursor.pos++;
				term.sort = "descending";
			}
		} else if (c === "f") {
			throw new DiceError('"f" (failures) must follow a success condition, as in 5d6>=5f1.', { start: modStart, end: modStart + 1 });
		} else {
			return;
		}
	}
}

/** `k`, `kh`, `kl`, `d`, `dh`, `dl` with an optional count (default 1); undefined when none is here. */
function readKeep(cursor: Cursor): KeepDrop | undefined {
	const c = lower(cursor);
	if (c !== "k" && c !== "d") return undefined;
	const next = lower(cursor, 1);
	let mode: KeepMode;
	if (next === "h" || next === "l") {
		mode = (c + next) as KeepMode;
		cursor.pos += 2;
	} else {
		// rpg-dice-roller's and Dice Roller's short forms: k keeps the highest, d drops the lowest.
		mode = c === "k" ? "kh" : "dl";
		cursor.pos += 1;
	}
	const count = isDigit(peek(cursor)) ? readInteger(cursor, "keep/drop count", DICE_LIMITS.maxNumber) : 1;
	return { mode, count };
}

function readSuccesses(cursor: Cursor): SuccessCount {
	const success = readCondition(cursor, "success");
	if (lower(cursor) !== "f") return { success };
	cursor.pos++;
	return { success, failure: readCondition(cursor, "f") };
}

function isCompareStart(cursor: Cursor): boolean {
	const c = peek(cursor);
	return c === "=" || c === "<" || c === ">" || (c === "!" && peek(cursor, 1) === "=");
}

/** `[op] integer`; a bare integer means "equals". `<>`, `!=` and Dice Roller's `=!` mean "not equal". */
function readCondition(cursor: Cursor, what: string): Condition {
	const start = cursor.pos;
	let op: CompareOp = "=";
	const c = peek(cursor);
	if (c === "<" && peek(cursor, 1) === ">") {
		cursor.pos += 2;
		op = "<>";
	} else if (c === "!" && peek(cursor, 1) === "=") {
		cursor.pos += 2;
		op = "<>";
	} else if (c === ">" || c === "<") {
		cursor.pos++;
		if (peek(cursor) === "=") {
			cursor.pos++;
			op = `${c}=`;
		} else {
			op = c;
		}
	} else if (c === "=") {
		cursor.pos++;
		if (peek(cursor) === "!") {
			cursor.pos++;
			op = "<>";
		}
	}
	if (!isDigit(peek(cursor)) && !(peek(cursor) === "-" && isDigit(peek(cursor, 1)))) {
		throw new DiceError(`The ${what} condition needs a number, as in ${example(what)}.`, { start, end: Math.min(cursor.text.length, cursor.pos + 1) });
	}
	// Fudge faces are -1..+1, so conditions may name a negative face.
	return { op, value: readSignedInteger(cursor, `${what} number`) };
}

function readSignedInteger(cursor: Cursor, what: string): number {
	const negative = peek(cursor) === "-";
	if (negative) cursor.pos++;
	if (!isDigit(peek(cursor))) throw new DiceError(`The ${what} must be a whole number.`, spanHere(cursor, 1));
	const value = readInteger(cursor, what, DICE_LIMITS.maxNumber);
	return negative && value !== 0 ? -value : value;
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

function nested<T>(cursor: Cursor, inner: () => T, span: Span): T {
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
	if (afterSpace && "kdr!<>=fcsu".includes(found.toLowerCase())) {
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

function spanHere(cursor: Cursor, width = 0): Span {
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

function topFace(term: DiceTerm): number {
	return Math.max(...clampedFaces(term));
}

function lowestFace(term: DiceTerm): number {
	return Math.min(...clampedFaces(term));
}

/** The faces a die can show after min/max. */
export function clampedFaces(term: Pick<DiceTerm, "faces" | "clamp">): number[] {
	const clamp = term.clamp;
	if (!clamp) return term.faces;
	return term.faces.map((f) => {
		let face = f;
		if (clamp.min !== undefined) face = Math.max(face, clamp.min);
		if (clamp.max !== undefined) face = Math.min(face, clamp.max);
		return face;
	});
}

/** Checks that need the whole term: combinations without exact odds, and rerolls or explosions that could never end. */
function checkTerm(term: DiceTerm): void {
	const faces = clampedFaces(term);
	if (term.clamp && (term.explode || term.reroll || term.unique)) {
		throw new DiceError('"min"/"max" cannot be combined with "!", "r" or "u" here: the peers disagree on whether extra dice are clamped.', term.span);
	}
	const explode = term.explode;
	if (explode) {
		if (term.sides === "F") throw new DiceError("Fudge dice (dF) cannot explode.", term.span);
		if (explode.limit === undefined && faces.every((f) => matches(explode.when, f))) {
			throw new DiceError(`"!${formatCondition(explode.when)}" matches every face of the die, so it would explode forever; name fewer faces, or cap it as in !3.`, term.span);
		}
		if (explode.penetrate && term.reroll) throw new DiceError('Penetrating dice ("!p") cannot be rerolled too: write one or the other.', term.span);
	}
	const reroll = term.reroll;
	if (reroll && reroll.limit === undefined && faces.every((f) => matches(reroll.when, f))) {
		throw new DiceError(`"r${formatCondition(reroll.when)}" matches every face of the die, so rerolling would never end.`, term.span);
	}
	if (term.unique) {
		if (term.explode || term.reroll) throw new DiceError('"u" cannot be combined with "!" or "r" here.', term.span);
		const distinct = new Set(faces).size;
		if (term.count > distinct) throw new DiceError(`${term.count} dice cannot all show different faces: the die has only ${distinct}.`, term.span);
		if (!sameMultiplicity(faces)) throw new DiceError('"u" needs a die whose faces are equally likely (not dF.1).', term.span);
	}
}

function sameMultiplicity(faces: readonly number[]): boolean {
	const counts = new Map<number, number>();
	for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
	return new Set(counts.values()).size === 1;
}

export function matches(condition: Condition, face: number): boolean {
	switch (condition.op) {
		case "=":
			return face === condition.value;
		case "<>":
			return face !== condition.value;
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

/** A condition with its operator always written: `=5`, `<>4`, `>=2`. */
export function formatCondition(condition: Condition): string {
	return `${condition.op}${condition.value}`;
}

/** A condition as in f1 or r<3: "=" left out. */
export function formatCond(condition: Condition): string {
	return `${condition.op === "=" ? "" : condition.op}${condition.value}`;
}

function example(what: string): string {
	if (what === "r") return "r<3 or r=1";
	if (what === "ro") return "ro1";
	if (what === "f") return "f1 or f<=1";
	if (what === "explode") return "!>4";
	if (what === "cs") return "cs>=19";
	if (what === "cf") return "cf=1";
	return "5d6>=5";
}

/** ASCII whitespace plus the Unicode spaces \s knows, without a regex per character. */
function isSpace(code: number): boolean {
	if (code === 32 || (code >= 9 && code <= 13)) return true;
	return code > 127 && /\s/.test(String.fromCharCode(code));
}

function isLetter(c: string): boolean {
	const lowered = c.toLowerCase();
	return lowered >= "a" && lowered <= "z" && lowered.length === 1 && lowered !== "d";
}

function isDigit(c: string): boolean {
	return c >= "0" && c <= "9" && c.length === 1;
}
