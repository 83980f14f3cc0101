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
	return new Parser(text).parseNotation();
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

class Parser {
	private pos = 0;
	private depth = 0;

	constructor(private readonly text: string) {}

	parseNotation(): DiceAst {
		this.skipSpace();
		if (this.atEnd() || this.peek() === "#") {
			throw new DiceError("The dice notation is empty: write something like 2d6+1.", this.spanHere());
		}
		const root = this.parseExpr();
		this.skipSpace();
		let label: string | undefined;
		if (this.peek() === "#") {
			label = this.text.slice(this.pos + 1).trim() || undefined;
			this.pos = this.text.length;
		}
		if (!this.atEnd()) {
			if (this.peek() === ")") throw new DiceError('This ")" has no matching "(".', this.spanHere(1));
			throw this.unexpected('an operator (+ - * /), ")" or "# label"');
		}
		return label === undefined ? { root, source: this.text } : { root, label, source: this.text };
	}

	private parseExpr(): DiceNode {
		let left = this.parseTerm();
		for (;;) {
			this.skipSpace();
			const c = this.peek();
			if (c !== "+" && c !== "-") return left;
			left = this.binary(left, c, () => this.parseTerm());
		}
	}

	private parseTerm(): DiceNode {
		let left = this.parseUnary();
		for (;;) {
			this.skipSpace();
			const c = this.peek();
			if (c !== "*" && c !== "/") return left;
			left = this.binary(left, c, () => this.parseUnary());
		}
	}

	private binary(left: DiceNode, op: BinaryOp, parseRight: () => DiceNode): Binary {
		const opSpan = { start: this.pos, end: this.pos + 1 };
		this.pos++;
		const right = parseRight();
		return { kind: "binary", op, left, right, opSpan, span: { start: left.span.start, end: right.span.end } };
	}

	private parseUnary(): DiceNode {
		this.skipSpace();
		if (this.peek() !== "-") return this.parsePrimary();
		const start = this.pos;
		this.pos++;
		const operand = this.nested(() => this.parseUnary(), { start, end: start + 1 });
		return { kind: "negate", operand, span: { start, end: operand.span.end } };
	}

	private parsePrimary(): DiceNode {
		this.skipSpace();
		const c = this.peek();
		if (c === "(") {
			const start = this.pos;
			this.pos++;
			const inner = this.nested(() => this.parseExpr(), { start, end: start + 1 });
			this.skipSpace();
			if (this.peek() !== ")") {
				if (this.atEnd()) throw new DiceError('This "(" is never closed.', { start, end: start + 1 });
				throw this.unexpected('")"');
			}
			this.pos++;
			// Parentheses only group; the span widens so errors and highlights cover them.
			return { ...inner, span: { start, end: this.pos } };
		}
		if (isDigit(c)) {
			const start = this.pos;
			const value = this.readInteger("number", DICE_LIMITS.maxNumber);
			if (this.lower() === "d") return this.parseDice(start, value);
			return { kind: "number", value, span: { start, end: this.pos } };
		}
		if (this.lower() === "d") return this.parseDice(this.pos, 1);
		if (this.atEnd()) throw new DiceError("The notation ends too early: a number or dice are missing.", this.spanHere());
		throw this.unexpected("a number, dice (like 2d6) or \"(\"");
	}

	private parseDice(start: number, count: number): DiceTerm {
		if (count < 1) throw new DiceError("Roll at least one die (0 dice were asked for).", { start, end: this.pos });
		if (count > DICE_LIMITS.maxDice) {
			throw new DiceError(`${count} dice is over the limit of ${DICE_LIMITS.maxDice} dice in one term.`, { start, end: this.pos });
		}
		this.pos++; // the "d"
		let sides: number | "F";
		const c = this.lower();
		if (c === "%") {
			this.pos++;
			sides = 100;
		} else if (c === "f") {
			this.pos++;
			sides = "F";
		} else if (isDigit(c)) {
			const sidesStart = this.pos;
			sides = this.readInteger("number of sides", DICE_LIMITS.maxNumber);
			if (sides < 1) throw new DiceError("A die needs at least one side.", { start: sidesStart, end: this.pos });
			if (sides > DICE_LIMITS.maxSides) {
				throw new DiceError(`A d${sides} is over the limit of ${DICE_LIMITS.maxSides} sides.`, { start: sidesStart, end: this.pos });
			}
		} else {
			throw new DiceError('After "d" write the number of sides (d6), "%" or "F".', this.spanHere());
		}
		const term: DiceTerm = { kind: "dice", count, sides, explode: false, span: { start, end: this.pos } };
		this.parseModifiers(term);
		term.span = { start, end: this.pos };
		checkTerm(term);
		return term;
	}

	private parseModifiers(term: DiceTerm): void {
		for (;;) {
			const modStart = this.pos;
			const c = this.lower();
			const next = this.lower(1);
			if (c === "!") {
				this.pos++;
				if (term.explode) throw new DiceError('"!" is written twice on these dice.', { start: modStart, end: this.pos });
				if (term.sides === "F") throw new DiceError("Fudge dice (dF) cannot explode.", { start: modStart, end: this.pos });
				if (term.sides === 1) {
					throw new DiceError('A d1 always shows its highest face, so "!" would explode forever.', { start: modStart, end: this.pos });
				}
				term.explode = true;
			} else if ((c === "k" || c === "d") && (next === "h" || next === "l")) {
				this.pos += 2;
				const mode = (c + next) as KeepMode;
				const count = isDigit(this.peek()) ? this.readInteger("keep/drop count", DICE_LIMITS.maxNumber) : 1;
				if (term.keep) throw new DiceError("Only one keep/drop modifier (kh, kl, dh, dl) per dice term.", { start: modStart, end: this.pos });
				term.keep = { mode, count };
			} else if (c === "k" || c === "d") {
				throw new DiceError(`Write "${c}h" (highest) or "${c}l" (lowest) to ${c === "k" ? "keep" : "drop"} dice.`, {
					start: modStart,
					end: this.pos + 1,
				});
			} else if (c === "r") {
				this.pos++;
				const once = this.lower() === "o";
				if (once) this.pos++;
				const when = this.readCondition(once ? "ro" : "r");
				if (term.reroll) throw new DiceError("Only one reroll modifier (r or ro) per dice term.", { start: modStart, end: this.pos });
				term.reroll = { once, when };
			} else if (c === ">" || c === "<" || c === "=") {
				const success = this.readCondition("success");
				if (term.successes) throw new DiceError("Only one success condition per dice term.", { start: modStart, end: this.pos });
				term.successes = { success };
				if (this.lower() === "f") {
					this.pos++;
					term.successes.failure = this.readCondition("f");
				}
			} else if (c === "f") {
				throw new DiceError('"f" (failures) must follow a success condition, as in 5d6>=5f1.', { start: modStart, end: modStart + 1 });
			} else {
				return;
			}
		}
	}

	/** `[op] integer`; a bare integer means "equals". */
	private readCondition(what: string): Condition {
		const start = this.pos;
		let op: CompareOp = "=";
		const c = this.peek();
		if (c === ">" || c === "<") {
			this.pos++;
			if (this.peek() === "=") {
				this.pos++;
				op = `${c}=`;
			} else {
				op = c;
			}
		} else if (c === "=") {
			this.pos++;
		}
		if (!isDigit(this.peek()) && !(this.peek() === "-" && isDigit(this.peek(1)))) {
			throw new DiceError(`The ${what} condition needs a number, as in ${example(what)}.`, { start, end: Math.min(this.text.length, this.pos + 1) });
		}
		// Fudge faces are -1..+1, so conditions may name a negative face.
		const negative = this.peek() === "-";
		if (negative) this.pos++;
		const value = this.readInteger(`${what} number`, DICE_LIMITS.maxNumber);
		return { op, value: negative ? -value : value };
	}

	private readInteger(what: string, limit: number): number {
		const start = this.pos;
		while (isDigit(this.peek())) this.pos++;
		if (this.peek() === "." && isDigit(this.peek(1))) {
			throw new DiceError("Only whole numbers are allowed.", { start: this.pos, end: this.pos + 1 });
		}
		const digits = this.text.slice(start, this.pos);
		const value = Number(digits);
		if (digits.length > 15 || value > limit) {
			throw new DiceError(`The ${what} ${digits} is over the limit of ${grouped(limit)}.`, { start, end: this.pos });
		}
		return value;
	}

	private nested<T>(inner: () => T, span: { start: number; end: number }): T {
		if (this.depth >= DICE_LIMITS.maxNesting) {
			throw new DiceError(`Nesting is deeper than the limit of ${DICE_LIMITS.maxNesting} levels.`, span);
		}
		this.depth++;
		try {
			return inner();
		} finally {
			this.depth--;
		}
	}

	private unexpected(expected: string): DiceError {
		const found = this.text[this.pos] ?? "";
		// A modifier or "d" after a space is almost always "4d6 kh3" or "2 d6": say what to write instead.
		const afterSpace = this.pos > 0 && isSpace(this.text.charCodeAt(this.pos - 1));
		if (afterSpace && "kdr!<>=f".includes(found.toLowerCase())) {
			return new DiceError(
				`Unexpected "${found}" at position ${this.pos + 1}: write a dice term without spaces inside it, as in 4d6kh3.`,
				this.spanHere(1),
			);
		}
		return new DiceError(`Unexpected "${found}" at position ${this.pos + 1}; expected ${expected}.`, this.spanHere(1));
	}

	private skipSpace(): void {
		while (this.pos < this.text.length && isSpace(this.text.charCodeAt(this.pos))) this.pos++;
	}

	private spanHere(width = 0): { start: number; end: number } {
		return { start: this.pos, end: Math.min(this.text.length, this.pos + width) };
	}

	private atEnd(): boolean {
		return this.pos >= this.text.length;
	}

	private peek(ahead = 0): string {
		return this.text[this.pos + ahead] ?? "";
	}

	/** Case-insensitive peek: `D6`, `KH`, `dF` and `df` all read the same. */
	private lower(ahead = 0): string {
		return this.peek(ahead).toLowerCase();
	}
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
