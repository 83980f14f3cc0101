/**
 * Normalised notation: one canonical text per AST, so the log and the UI show
 * `4d6kh3 + 2` whatever spacing or case was typed, and the text parses back
 * to the same AST. Modifiers come in the order they apply: reroll, explode,
 * keep/drop, success counting.
 */
import type { BinaryOp, DiceAst, DiceNode, DiceTerm } from "./ast";
import { formatCond } from "./parse";

export function formatNotation(ast: DiceAst): string {
	return formatNode(ast.root);
}

/** The notation with its label, e.g. `2d6 + 1 # Sword`. */
export function formatWithLabel(ast: DiceAst): string {
	return ast.label === undefined ? formatNode(ast.root) : `${formatNode(ast.root)} # ${ast.label}`;
}

export function formatNode(node: DiceNode): string {
	switch (node.kind) {
		case "number":
			return String(node.value);
		case "dice":
			return formatDiceTerm(node);
		case "negate": {
			const inner = formatNode(node.operand);
			// Binary operands need parentheses; "--1" would read fine but "- -1" is clearer than "--1".
			if (node.operand.kind === "binary") return `-(${inner})`;
			return node.operand.kind === "negate" ? `-(${inner})` : `-${inner}`;
		}
		case "binary": {
			const prec = precedence(node.op);
			const left = formatNode(node.left);
			const right = formatNode(node.right);
			const leftText = node.left.kind === "binary" && precedence(node.left.op) < prec ? `(${left})` : left;
			// Left-associative: an equal-precedence right operand needs parentheses (2 - (3 - 1)).
			const rightText = node.right.kind === "binary" && precedence(node.right.op) <= prec ? `(${right})` : right;
			return `${leftText} ${node.op} ${rightText}`;
		}
	}
}

export function formatDiceTerm(term: DiceTerm): string {
	let text = `${term.count}d${term.sides}`;
	if (term.reroll) text += `${term.reroll.once ? "ro" : "r"}${formatCond(term.reroll.when)}`;
	if (term.explode) text += "!";
	if (term.keep) text += `${term.keep.mode}${term.keep.count}`;
	if (term.successes) {
		const { success, failure } = term.successes;
		// A bare number right after the dice would read as more sides, so success always shows its operator.
		text += `${success.op}${success.value}`;
		if (failure) text += `f${formatCond(failure)}`;
	}
	return text;
}

function precedence(op: BinaryOp): number {
	return op === "+" || op === "-" ? 1 : 2;
}
