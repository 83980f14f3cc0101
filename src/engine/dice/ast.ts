/**
 * The dice AST: what `parse` produces and both interpreters (`sample`,
 * `distribution`) read. Every node keeps the span of text it came from, so an
 * error found while rolling (division by zero) can point at the text.
 */
import type { Span } from "./types";

export type CompareOp = "=" | "<" | "<=" | ">" | ">=";

/** A test against one die face, e.g. the `<3` in `r<3` or the `>=5` in `5d6>=5`. */
export interface Condition {
	op: CompareOp;
	value: number;
}

export type KeepMode = "kh" | "kl" | "dh" | "dl";

export interface KeepDrop {
	mode: KeepMode;
	count: number;
}

export interface Reroll {
	/** `ro`: reroll once and keep the new face; `r`: reroll until the face no longer matches. */
	once: boolean;
	when: Condition;
}

export interface SuccessCount {
	success: Condition;
	/** Each die matching this subtracts 1 (`f<=1`). */
	failure?: Condition;
}

export interface DiceTerm {
	kind: "dice";
	count: number;
	sides: number | "F";
	explode: boolean;
	reroll?: Reroll;
	keep?: KeepDrop;
	successes?: SuccessCount;
	span: Span;
}

export interface NumberLiteral {
	kind: "number";
	value: number;
	span: Span;
}

export interface Negate {
	kind: "negate";
	operand: DiceNode;
	span: Span;
}

export type BinaryOp = "+" | "-" | "*" | "/";

export interface Binary {
	kind: "binary";
	op: BinaryOp;
	left: DiceNode;
	right: DiceNode;
	/** Span of the operator itself, for errors such as division by zero. */
	opSpan: Span;
	span: Span;
}

export type DiceNode = DiceTerm | NumberLiteral | Negate | Binary;

/** A parsed notation: the expression, its optional label (`# Sword`) and the text it came from. */
export interface DiceAst {
	root: DiceNode;
	label?: string;
	source: string;
}
