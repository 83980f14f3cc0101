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
import { childrenOf } from "./ast";
import { DICE_LIMITS } from "./limits";
import { DiceError, type Span } from "./types";
import { grouped } from "../text";

// Read once: parsing is a hot path, and these are consulted for every number and dice term.
const { maxInputLength, maxDice, maxSides, maxNumber, maxNesting, maxGroupItems, maxExplosionDepth, maxRerollsPerDie } = DICE_LIMITS;

export function parse(text: string): DiceAst {
	if (typeof text !== "string") throw new DiceError("Dice notation must be text.", { start: 0, end: 0 });
	if (text.length > maxInputLength) {
		throw new DiceError(
			`Dice notation is ${text.length} characters long; the limit is ${maxInputLength}.`,
			{ start: maxInputLength, end: text.length },
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
		const c = peek(cursor);
		if (c === ")" || c === "}") throw new DiceError(`This "${c}" has no matching "${c === ")" ? "(" : "{"}".`, spanHere(cursor, 1));
		throw unexpected(cursor, 'an operator (+ - * / % ^), ")" or a label ("# Sword" or "// Sword")');
	}
	return label === undefined ? { root, source: cursor.text } : { root, label, source: cursor.text };
}

/**
 * parseExpr, parseTerm and parseUnary each leave the cursor past the spaces after what they read
 * (parsePower skips them last), so the loops below peek without skipping again: parsing is a hot path.
 */
function parseExpr(cursor: Cursor): DiceNode {
	let left = parseTerm(cursor);
	for (;;) {
		const c = peek(cursor);
		if (c !== "+" && c !== "-") return left;
		const opSpan = takeOperator(cursor, 1);
		left = binary(c, left, parseTerm(cursor), opSpan);
	}
}

function parseTerm(cursor: Cursor): DiceNode {
	let left = parseUnary(cursor);
	for (;;) {
		const c = peek(cursor);
		// "//" starts a comment (the label), not a division.
		if (c === "/" && peek(cursor, 1) === "/") return left;
		if (c !== "*" && c !== "/" && c !== "%") return left;
		if (c === "*" && peek(cursor, 1) === "*") return left; // "**" is a power, read in parsePower
		const opSpan = takeOperator(cursor, 1);
		left = binary(c, left, parseUnary(cursor), opSpan);
	}
}

/** Steps over an operator `width` characters long; its span. */
function takeOperator(cursor: Cursor, width: number): Span {
	const opSpan = { start: cursor.pos, end: cursor.pos + width };
	cursor.pos += width;
	return opSpan;
}

function binary(op: BinaryOp, left: DiceNode, right: DiceNode, opSpan: Span): Binary {
	return { kind: "binary", op, left, right, opSpan, span: { start: left.span.start, end: right.span.end } };
}

function parseUnary(cursor: Cursor): DiceNode {
	skipSpace(cursor);
	if (peek(cursor) !== "-") return parsePower(cursor);
	const start = cursor.pos;
	cursor.pos++;
	const operand = nested(cursor, parseUnary, start, 1);
	return { kind: "negate", operand, span: { start, end: operand.span.end } };
}

/** `a ^ b` and `a ** b`, binding tighter than unary minus on the left (-2^2 is -4) and right to left. */
function parsePower(cursor: Cursor): DiceNode {
	const base = parsePrimary(cursor);
	skipSpace(cursor); // the spaces after every operand, see parseExpr
	const c = peek(cursor);
	const width = c === "^" ? 1 : c === "*" && peek(cursor, 1) === "*" ? 2 : 0;
	if (width === 0) return base;
	const opSpan = takeOperator(cursor, width);
	return binary("^", base, nested(cursor, parseUnary, opSpan.start, width), opSpan);
}

const FUNCTIONS: readonly FunctionName[] = ["floor", "ceil", "round", "abs", "min", "max"];

/** Called past any spaces (parseUnary skips them). */
function parsePrimary(cursor: Cursor): DiceNode {
	const c = peek(cursor);
	if (c === "(") {
		const start = cursor.pos;
		cursor.pos++;
		const inner = nested(cursor, parseExpr, start, 1);
		expectClose(cursor, ")", start);
		// Parentheses only group; the span widens so errors and highlights cover them (in place: the node was just built).
		inner.span = { start, end: cursor.pos };
		return inner;
	}
	if (c === "{") return parseGroup(cursor);
	if (isDigitAt(cursor)) {
		const start = cursor.pos;
		const value = readInteger(cursor, "number", maxNumber);
		if (lower(cursor) === "d") return parseDice(cursor, start, value);
		return { kind: "number", value, span: { start, end: cursor.pos } };
	}
	for (const name of FUNCTIONS) if (wordHere(cursor, name)) return parseCall(cursor, name);
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
		items.push(nested(cursor, parseExpr, openAt, 1));
		skipSpace(cursor);
		if (peek(cursor) !== ",") break;
		cursor.pos++;
		if (items.length >= maxGroupItems) {
			throw new DiceError(`More than ${maxGroupItems} items in one list.`, spanHere(cursor, 1));
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
	return (node.kind === "binary" && node.op === "/") || childrenOf(node).some(containsDivision);
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
			if (group.keep) throw writtenTwice(KEEP_DROP, modStart, cursor, "this group");
			group.keep = keep;
			continue;
		}
		if (isCompareStart(cursor)) {
			const successes = readSuccesses(cursor);
			if (group.successes) throw writtenTwice(SUCCESS_CONDITION, modStart, cursor, "this group");
			group.successes = successes;
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
	if (count > maxDice) {
		throw new DiceError(`${count} dice is over the limit of ${maxDice} dice in one term.`, { start, end: cursor.pos });
	}
	cursor.pos++; // the "d"
	// The fields one by one rather than spread from readDie's result: spreading is slow, and parsing is a hot path.
	const die = readDie(cursor);
	const span = { start, end: cursor.pos };
	const term: DiceTerm = { kind: "dice", count, sides: die.sides, faces: die.faces, die: die.die, span };
	const checkWholeTerm = parseModifiers(cursor, term);
	span.end = cursor.pos;
	// Plain terms skip checkTerm altogether: terms come in many shapes (one per set of modifiers), so
	// even asking one whether it explodes costs more than reading a field usually does.
	if (checkWholeTerm) checkTerm(term);
	return term;
}

/** What follows the "d": the die's faces and how to write it. */
function readDie(cursor: Cursor): Pick<DiceTerm, "sides" | "faces" | "die"> {
	const c = lower(cursor);
	if (c === "%") {
		cursor.pos++;
		return { sides: 100, faces: facesUpTo(100), die: "100" };
	}
	if (c === "f") {
		cursor.pos++;
		// dF.1: one -1, four blanks, one +1; dF and dF.2 (the usual Fudge die): two of each.
		const variant = peek(cursor) === "." ? peek(cursor, 1) : "";
		if (variant === "1" || variant === "2") cursor.pos += 2;
		return variant === "1" ? { sides: "F", faces: [-1, 0, 0, 0, 0, 1], die: "F.1" } : { sides: "F", faces: [-1, 0, 1], die: "F" };
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
		if (high - low + 1 > maxSides) throw new DiceError(`A die of ${high - low + 1} faces is over the limit of ${maxSides} sides.`, span);
		return { sides: high, faces: faceRange(low, high), die: `[${low},${high}]` };
	}
	if (isDigitAt(cursor)) {
		const sidesStart = cursor.pos;
		const sides = readInteger(cursor, "number of sides", maxNumber);
		if (sides < 1) throw new DiceError("A die needs at least one side.", { start: sidesStart, end: cursor.pos });
		if (sides > maxSides) {
			throw new DiceError(`A d${sides} is over the limit of ${maxSides} sides.`, { start: sidesStart, end: cursor.pos });
		}
		return { sides, faces: facesUpTo(sides), die: String(sides) };
	}
	throw new DiceError('After "d" write the number of sides (d6), "%", "F" or a range such as [3,5].', spanHere(cursor));
}

/** Dice up to this many sides (d2 … d100) share one list of faces each. */
const SHARED_FACES_MAX = 100;
const sharedFaces: Array<readonly number[] | undefined> = [];

/**
 * 1..sides. The lists of the usual dice are built once and shared by every term that rolls them:
 * building one per term was a good part of parsing's time and garbage. Nothing may change them, which
 * the readonly type enforces; they are not frozen, as V8 reads frozen arrays more slowly.
 */
function facesUpTo(sides: number): readonly number[] {
	if (sides > SHARED_FACES_MAX) return faceRange(1, sides);
	return (sharedFaces[sides] ??= faceRange(1, sides));
}

function faceRange(low: number, high: number): number[] {
	// A plain loop: Array.from with a mapping function is several times slower, and parsing is a hot path.
	const faces = new Array<number>(high - low + 1);
	for (let i = 0; i < faces.length; i++) faces[i] = low + i;
	return faces;
}

/** "min" or "max" here (any case). */
function clampWordHere(cursor: Cursor): "min" | "max" | undefined {
	if (wordHere(cursor, "min")) return "min";
	if (wordHere(cursor, "max")) return "max";
	return undefined;
}

/** Whether `word` (in lower case) is written here, in any case, without building strings: parsing is a hot path. */
function wordHere(cursor: Cursor, word: string): boolean {
	// Usually written in lower case, which one comparison settles; otherwise letter by letter.
	if (cursor.text.startsWith(word, cursor.pos)) return true;
	for (let i = 0; i < word.length; i++) if (lower(cursor, i) !== word[i]) return false;
	return true;
}

const KEEP_DROP = "A keep/drop modifier (k, kh, kl, d, dh, dl)";
const SUCCESS_CONDITION = "A success condition";

/** A modifier written twice on the same dice or group, from `start` to here. */
function writtenTwice(what: string, start: number, cursor: Cursor, on = "these dice"): DiceError {
	return new DiceError(`${what} is written twice on ${on}.`, { start, end: cursor.pos });
}

/** Reads the modifiers into the term; true when one of them (explosion, reroll, "u") needs checkTerm. */
function parseModifiers(cursor: Cursor, term: DiceTerm): boolean {
	let checkWholeTerm = false;
	for (;;) {
		const modStart = cursor.pos;
		const c = lower(cursor);
		const which = c === "m" ? clampWordHere(cursor) : undefined;
		if (which) {
			cursor.pos += 3;
			if (!isDigitAt(cursor) && peek(cursor) !== "-") throw new DiceError(`Write ${which} with a number, as in 4d6${which}3.`, spanHere(cursor, 1));
			const bound = readSignedInteger(cursor, which === "min" ? "min bound" : "max bound");
			const clamp = (term.clamp ??= {});
			if (clamp[which] !== undefined) throw writtenTwice(`"${which}"`, modStart, cursor);
			// Set by name: adding a property through a computed key is slow, and parsing is a hot path.
			if (which === "min") clamp.min = bound;
			else clamp.max = bound;
		} else if (c === "!") {
			if (term.explode) throw writtenTwice('"!"', modStart, cursor);
			cursor.pos++;
			const compound = peek(cursor) === "!";
			if (compound) cursor.pos++;
			const penetrate = lower(cursor) === "p";
			if (penetrate) cursor.pos++;
			let limit: number | undefined;
			if (lower(cursor) === "i") cursor.pos++;
			else if (isDigitAt(cursor)) limit = readInteger(cursor, "explosion count", maxExplosionDepth);
			const when = isCompareStart(cursor) ? readCondition(cursor, "explode") : { op: "=" as CompareOp, value: Math.max(...clampedFaces(term)) };
			term.explode = limit === undefined ? { when, compound, penetrate } : { when, compound, penetrate, limit };
			checkWholeTerm = true;
		} else if (c === "r") {
			if (term.reroll) throw writtenTwice("A reroll (r, ro)", modStart, cursor);
			cursor.pos++;
			const once = lower(cursor) === "o";
			if (once) cursor.pos++;
			let limit: number | undefined = once ? 1 : undefined;
			let when: Condition = { op: "=", value: Math.min(...clampedFaces(term)) };
			if (!once && lower(cursor) === "i") cursor.pos++;
			else if (isCompareStart(cursor)) when = readCondition(cursor, once ? "ro" : "r");
			else if (isDigitAt(cursor)) {
				if (once) {
					// ro1 (reroll ones once) as this plugin always read it.
					when = { op: "=", value: readInteger(cursor, "ro number", maxNumber) };
				} else {
					// Dice Roller's r3: reroll the lowest face up to 3 times.
					limit = readInteger(cursor, "reroll count", maxRerollsPerDie);
					if (limit < 1) throw new DiceError("Reroll at least once: r1, r2, …", { start: modStart, end: cursor.pos });
				}
			}
			term.reroll = limit === undefined ? { when } : { when, limit };
			checkWholeTerm = true;
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
			checkWholeTerm = true;
		} else if (c === "k" || c === "d") {
			const keep = readKeep(cursor) as KeepDrop;
			if (term.keep) throw writtenTwice(KEEP_DROP, modStart, cursor);
			term.keep = keep;
		} else if (isCompareStart(cursor)) {
			const successes = readSuccesses(cursor);
			if (term.successes) throw writtenTwice(SUCCESS_CONDITION, modStart, cursor);
			term.successes = successes;
		} else if (c === "c" && (lower(cursor, 1) === "s" || lower(cursor, 1) === "f")) {
			const success = lower(cursor, 1) === "s";
			cursor.pos += 2;
			const when = readCondition(cursor, success ? "cs" : "cf");
			const criticals = (term.criticals ??= {});
			if (success ? criticals.success : criticals.failure) throw writtenTwice(success ? '"cs"' : '"cf"', modStart, cursor);
			// Set by name, as for min/max above.
			if (success) criticals.success = when;
			else criticals.failure = when;
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
			return checkWholeTerm;
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
		// Written out rather than built as c + next, as for conditions' "<=" and ">=".
		if (c === "k") mode = next === "h" ? "kh" : "kl";
		else mode = next === "h" ? "dh" : "dl";
		cursor.pos += 2;
	} else {
		// rpg-dice-roller's and Dice Roller's short forms: k keeps the highest, d drops the lowest.
		mode = c === "k" ? "kh" : "dl";
		cursor.pos += 1;
	}
	const count = isDigitAt(cursor) ? readInteger(cursor, "keep/drop count", maxNumber) : 1;
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

/**
 * How conditions write their operator, the most used first, and a longer form before its first
 * character's own (">=" before ">"). `<>`, `!=` and Dice Roller's `=!` mean "not equal"; a bare number means "equals".
 */
const COMPARE_OPS: ReadonlyArray<readonly [written: string, op: CompareOp]> = [
	[">=", ">="],
	["<=", "<="],
	["<>", "<>"],
	[">", ">"],
	["<", "<"],
	["!=", "<>"],
	["=!", "<>"],
	["=", "="],
];

/** `[op] integer`, for the modifier `what` (named in the message when the number is missing). */
function readCondition(cursor: Cursor, what: keyof typeof CONDITION_EXAMPLES): Condition {
	const start = cursor.pos;
	let op: CompareOp = "=";
	if (isCompareStart(cursor)) {
		for (const [written, meaning] of COMPARE_OPS) {
			if (cursor.text.startsWith(written, cursor.pos)) {
				cursor.pos += written.length;
				op = meaning;
				break;
			}
		}
	}
	if (!isDigitAt(cursor) && !(peek(cursor) === "-" && isDigitAt(cursor, 1))) {
		throw new DiceError(`The ${what} condition needs a number, as in ${CONDITION_EXAMPLES[what]}.`, { start, end: Math.min(cursor.text.length, cursor.pos + 1) });
	}
	// Fudge faces are -1..+1, so conditions may name a negative face.
	return { op, value: readSignedInteger(cursor, `${what} number`) };
}

function readSignedInteger(cursor: Cursor, what: string): number {
	const negative = peek(cursor) === "-";
	if (negative) cursor.pos++;
	if (!isDigitAt(cursor)) throw new DiceError(`The ${what} must be a whole number.`, spanHere(cursor, 1));
	const value = readInteger(cursor, what, maxNumber);
	return negative && value !== 0 ? -value : value;
}

function readInteger(cursor: Cursor, what: string, limit: number): number {
	const start = cursor.pos;
	// Summed digit by digit rather than sliced out and converted: parsing is a hot path. Exact up to 15 digits.
	let value = 0;
	while (isDigitAt(cursor)) {
		value = value * 10 + (cursor.text.charCodeAt(cursor.pos) - ZERO_CODE);
		cursor.pos++;
	}
	if (peek(cursor) === "." && isDigitAt(cursor, 1)) {
		throw new DiceError("Only whole numbers are allowed.", { start: cursor.pos, end: cursor.pos + 1 });
	}
	if (cursor.pos - start > 15 || value > limit) {
		const digits = cursor.text.slice(start, cursor.pos);
		throw new DiceError(`The ${what} ${digits} is over the limit of ${grouped(limit)}.`, { start, end: cursor.pos });
	}
	return value;
}

/** `inner` one nesting level deeper; past the limit, an error pointing at the `width` characters that open it at `openAt`. */
function nested<T>(cursor: Cursor, inner: (cursor: Cursor) => T, openAt: number, width: number): T {
	if (cursor.depth >= maxNesting) {
		throw new DiceError(`Nesting is deeper than the limit of ${maxNesting} levels.`, { start: openAt, end: openAt + width });
	}
	cursor.depth++;
	try {
		return inner(cursor);
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

const ZERO_CODE = 48; // "0"
const CAPITAL_A_CODE = 65; // "A"

/** The character `ahead` of here; "" past the end. */
function peek(cursor: Cursor, ahead = 0): string {
	const index = cursor.pos + ahead;
	return index < cursor.text.length ? (cursor.text[index] as string) : "";
}

/**
 * The code of the character `ahead` of here; -1 past the end. The end is checked first: once
 * charCodeAt has been asked past the end, the engine stops inlining it and every call gets slow.
 */
function codeAt(cursor: Cursor, ahead = 0): number {
	const index = cursor.pos + ahead;
	return index < cursor.text.length ? cursor.text.charCodeAt(index) : -1;
}

/** Case-insensitive peek: `D6`, `KH`, `dF` and `df` all read the same. */
function lower(cursor: Cursor, ahead = 0): string {
	const c = peek(cursor, ahead);
	// Only capitals and non-ASCII letters change; checking the code first spares the rest the call (hot path).
	const code = codeAt(cursor, ahead);
	return (code >= CAPITAL_A_CODE && code <= CAPITAL_A_CODE + 25) || code > 127 ? c.toLowerCase() : c;
}

/** The faces a die can show after min/max. */
export function clampedFaces(term: Pick<DiceTerm, "faces" | "clamp">): readonly number[] {
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
	const { explode, reroll, unique } = term;
	// Only explosions, rerolls and "u" need checking.
	if (!explode && !reroll && !unique) return;
	if (term.clamp) {
		throw new DiceError('"min"/"max" cannot be combined with "!", "r" or "u" here: the peers disagree on whether extra dice are clamped.', term.span);
	}
	const faces = term.faces; // no min/max here, so these are the faces shown
	if (explode) {
		if (term.sides === "F") throw new DiceError("Fudge dice (dF) cannot explode.", term.span);
		if (explode.limit === undefined && matchesEvery(explode.when, faces)) {
			throw new DiceError(`"!${formatCondition(explode.when)}" matches every face of the die, so it would explode forever; name fewer faces, or cap it as in !3.`, term.span);
		}
		if (explode.penetrate && reroll) throw new DiceError('Penetrating dice ("!p") cannot be rerolled too: write one or the other.', term.span);
	}
	if (reroll && reroll.limit === undefined && matchesEvery(reroll.when, faces)) {
		throw new DiceError(`"r${formatCondition(reroll.when)}" matches every face of the die, so rerolling would never end.`, term.span);
	}
	if (unique) {
		if (explode || reroll) throw new DiceError('"u" cannot be combined with "!" or "r" here.', term.span);
		const distinct = new Set(faces).size;
		if (term.count > distinct) throw new DiceError(`${term.count} dice cannot all show different faces: the die has only ${distinct}.`, term.span);
		if (!sameMultiplicity(faces)) throw new DiceError('"u" needs a die whose faces are equally likely (not dF.1).', term.span);
	}
}

function matchesEvery(condition: Condition, faces: readonly number[]): boolean {
	for (const face of faces) if (!matches(condition, face)) return false;
	return true;
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

/** Each modifier's condition as written, for the message when its number is missing. */
const CONDITION_EXAMPLES = { r: "r<3 or r=1", ro: "ro1", f: "f1 or f<=1", explode: "!>4", cs: "cs>=19", cf: "cf=1", success: "5d6>=5" };

/** ASCII whitespace plus the Unicode spaces \s knows, without a regex per character. */
function isSpace(code: number): boolean {
	if (code === 32 || (code >= 9 && code <= 13)) return true;
	return code > 127 && /\s/.test(String.fromCharCode(code));
}

/** Whether the character `ahead` of here is a digit 0–9; by its code, as comparing one-character strings is slower (hot path). */
function isDigitAt(cursor: Cursor, ahead = 0): boolean {
	const code = codeAt(cursor, ahead);
	return code >= ZERO_CODE && code <= ZERO_CODE + 9;
}
