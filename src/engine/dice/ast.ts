/**
 * The dice AST: what `parse` produces and both interpreters (`sample`,
 * `distribution`) read. Every node keeps the span of text it came from, so an
 * error found while rolling (division by zero) can point at the text.
 */
import type { Span } from "./types";

/** `<>` (also written `!=` where it cannot be read as an explosion) is "not equal". */
export type CompareOp = "=" | "<>" | "<" | "<=" | ">" | ">=";

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
	/** Which faces are rerolled (the die's lowest face when the notation names none). */
	when: Condition;
	/** At most this many rerolls per die (`ro` is 1, Dice Roller's `r3` is 3); undefined: until the face no longer matches. */
	limit?: number;
}

/**
 * `!`: a die whose face matches `when` (its highest face when the notation names none)
 * sets off another die, and so on. `!!` compounds the chain into one die, `!p`
 * penetrates (each extra die counts one less); Dice Roller's `!3` stops after 3 extra dice.
 */
export interface Explode {
	when: Condition;
	compound: boolean;
	penetrate: boolean;
	/** At most this many extra dice per die; undefined: up to the shared cap (DICE_LIMITS.maxExplosionDepth). */
	limit?: number;
}

export interface SuccessCount {
	success: Condition;
	/** Each die matching this subtracts 1 (`f<=1`). */
	failure?: Condition;
}

/** `cs`/`cf`: which faces are shown as critical. Display only: the odds do not change. */
export interface Criticals {
	success?: Condition;
	failure?: Condition;
}

export interface DiceTerm {
	kind: "dice";
	count: number;
	/** The die as named: sides for d6 and d% (100), "F" for Fudge dice, the highest face for d[3,5]. */
	sides: number | "F";
	/**
	 * The faces of one die, equally likely; a face may repeat (dF.1 is -1, 0, 0, 0, 0, +1).
	 * Read only: terms of the same die may share one list (the parser's, for d2 … d100).
	 */
	faces: readonly number[];
	/** The die as written after the "d", normalised: "6", "100", "F", "F.1", "[3,5]". */
	die: string;
	/** `min3`/`max6`: faces below/above are read as the bound. */
	clamp?: { min?: number; max?: number };
	explode?: Explode;
	reroll?: Reroll;
	/** `u`: dice are rerolled until no two show the same face. */
	unique?: boolean;
	keep?: KeepDrop;
	successes?: SuccessCount;
	criticals?: Criticals;
	/** `s`/`sa`/`sd`: the dice are shown sorted. Display only. */
	sort?: "ascending" | "descending";
	span: Span;
}

/** `{4d6, 2d10}kh1`: several expressions rolled together, each counting as one value for keep/drop and successes. */
export interface GroupNode {
	kind: "group";
	items: DiceNode[];
	keep?: KeepDrop;
	successes?: SuccessCount;
	span: Span;
}

export type FunctionName = "floor" | "ceil" | "round" | "abs" | "min" | "max";

/** `abs(x)`, `min(a, b, …)`; floor/ceil/round set how a division inside them rounds. */
export interface CallNode {
	kind: "call";
	name: FunctionName;
	args: DiceNode[];
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

/** `%` is the remainder (sign of the left side), `^` (also `**`) a power with a whole exponent ≥ 0. */
export type BinaryOp = "+" | "-" | "*" | "/" | "%" | "^";

/** How `/` rounds: toward zero, unless inside floor(), ceil() or round() (half away from zero). */
export type Rounding = "trunc" | "floor" | "ceil" | "round";

export interface Binary {
	kind: "binary";
	op: BinaryOp;
	left: DiceNode;
	right: DiceNode;
	/** Span of the operator itself, for errors such as division by zero. */
	opSpan: Span;
	/** For "/" only; absent means "trunc". */
	rounding?: Rounding;
	span: Span;
}

export type DiceNode = DiceTerm | NumberLiteral | Negate | Binary | GroupNode | CallNode;

/** A parsed notation: the expression, its optional label (`# Sword` or `// Sword`) and the text it came from. */
export interface DiceAst {
	root: DiceNode;
	label?: string;
	source: string;
}

/** The nodes directly inside a node, in order: for walks that treat every kind of node alike. */
export function childrenOf(node: DiceNode): readonly DiceNode[] {
	switch (node.kind) {
		case "binary":
			return [node.left, node.right];
		case "negate":
			return [node.operand];
		case "group":
			return node.items;
		case "call":
			return node.args;
		default:
			return [];
	}
}
