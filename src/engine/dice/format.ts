/**
 * Normalised notation: one canonical text per AST, so the log and the UI show
 * `4d6kh3 + 2` whatever spacing or case was typed, and the text parses back
 * to the same AST.
 */
import type { BinaryOp, DiceAst, DiceNode, DiceTerm, KeepDrop, SuccessCount } from "./ast";
import { clampedFaces, formatCond, formatCondition } from "./parse";

export function formatNotation(ast: DiceAst): string {
	return formatNode(ast.root);
}

/** The notation with its label, e.g. `2d6 + 1 # Sword`. */
export function formatWithLabel(ast: DiceAst): string {
	return ast.label === undefined ? formatNode(ast.root) : `${formatNode(ast.root)} # ${ast.label}`;
}

/**
 * `formatTerm` writes each dice term: a roll passes the notations its dice groups already wrote, so
 * no term is formatted twice in one roll.
 */
export function formatNode(node: DiceNode, formatTerm: (term: DiceTerm) => string = formatDiceTerm): string {
	switch (node.kind) {
		case "number":
			return String(node.value);
		case "dice":
			return formatTerm(node);
		case "negate": {
			const inner = formatNode(node.operand, formatTerm);
			// Binary operands need parentheses; "--1" would read fine but "-(-1)" is clearer.
			if (node.operand.kind === "binary" || node.operand.kind === "negate") return `-(${inner})`;
			return `-${inner}`;
		}
		case "group":
			return `{${node.items.map((item) => formatNode(item, formatTerm)).join(", ")}}${formatKeep(node.keep)}${formatSuccesses(node.successes)}`;
		case "call":
			return `${node.name}(${node.args.map((arg) => formatNode(arg, formatTerm)).join(", ")})`;
		case "binary": {
			const prec = precedence(node.op);
			const left = formatNode(node.left, formatTerm);
			const right = formatNode(node.right, formatTerm);
			if (node.op === "^") {
				// Right to left, and tighter than unary minus: (-2) ^ 2, 2 ^ (3 + 1).
				const leftText = node.left.kind === "binary" || node.left.kind === "negate" ? `(${left})` : left;
				const rightText = node.right.kind === "binary" && precedence(node.right.op) < prec ? `(${right})` : right;
				return `${leftText} ^ ${rightText}`;
			}
			const leftText = node.left.kind === "binary" && precedence(node.left.op) < prec ? `(${left})` : left;
			// Left-associative: an equal-precedence right operand needs parentheses (2 - (3 - 1)).
			const rightText = node.right.kind === "binary" && precedence(node.right.op) <= prec ? `(${right})` : right;
			return `${leftText} ${node.op} ${rightText}`;
		}
	}
}

/**
 * One dice term. Success counting comes right after the die so that a condition written
 * after "!" or "r" is never read as theirs; conditions that are the default (explode on the
 * highest face, reroll the lowest) are left out.
 */
export function formatDiceTerm(term: DiceTerm): string {
	let text = `${term.count}d${term.die}`;
	if (term.clamp?.min !== undefined) text += `min${term.clamp.min}`;
	if (term.clamp?.max !== undefined) text += `max${term.clamp.max}`;
	text += formatSuccesses(term.successes);
	const explode = term.explode;
	if (explode) {
		text += `!${explode.compound ? "!" : ""}${explode.penetrate ? "p" : ""}${explode.limit ?? ""}`;
		const top = Math.max(...clampedFaces(term));
		if (!(explode.when.op === "=" && explode.when.value === top)) text += formatCondition(explode.when);
	}
	const reroll = term.reroll;
	if (reroll) {
		const lowest = Math.min(...clampedFaces(term));
		const isDefault = reroll.when.op === "=" && reroll.when.value === lowest;
		if (reroll.limit === 1) text += `ro${isDefault ? "" : formatCondition(reroll.when)}`;
		else if (reroll.limit !== undefined) text += `r${reroll.limit}`;
		else text += `r${isDefault ? "" : formatCondition(reroll.when)}`;
	}
	if (term.unique) text += "u";
	text += formatKeep(term.keep);
	if (term.criticals?.success) text += `cs${formatCondition(term.criticals.success)}`;
	if (term.criticals?.failure) text += `cf${formatCondition(term.criticals.failure)}`;
	if (term.sort) text += term.sort === "ascending" ? "sa" : "sd";
	return text;
}

function formatKeep(keep: KeepDrop | undefined): string {
	return keep ? `${keep.mode}${keep.count}` : "";
}

function formatSuccesses(successes: SuccessCount | undefined): string {
	if (!successes) return "";
	const { success, failure } = successes;
	// A bare number right after the dice would read as more sides, so success always shows its operator.
	return `${formatCondition(success)}${failure ? `f${formatCond(failure)}` : ""}`;
}

function precedence(op: BinaryOp): number {
	if (op === "+" || op === "-") return 1;
	return op === "^" ? 3 : 2;
}
