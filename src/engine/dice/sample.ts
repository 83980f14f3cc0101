/**
 * The rolling interpreter: walks the AST, rolls every dice term with the
 * injected Rng and records every die (rerolled, exploded, dropped) for display.
 */
import type { DiceAst, DiceNode, DiceTerm } from "./ast";
import { baseFaces, explodeFace, outcomeOf, successScore } from "./die";
import { formatDiceTerm, formatNotation } from "./format";
import { DICE_LIMITS } from "./limits";
import { matches } from "./parse";
import type { Rng } from "../rng";
import { DiceError, type DiceGroupResult, type DieResult, type RollResult } from "./types";

export function sample(ast: DiceAst, rng: Rng): RollResult {
	const groups: DiceGroupResult[] = [];
	const total = evaluate(ast.root, rng, groups);
	const result: RollResult = { total, groups, notation: formatNotation(ast) };
	if (ast.label !== undefined) result.label = ast.label;
	return result;
}

function evaluate(node: DiceNode, rng: Rng, groups: DiceGroupResult[]): number {
	switch (node.kind) {
		case "number":
			return node.value;
		case "dice": {
			const group = rollTerm(node, rng);
			groups.push(group);
			return group.value;
		}
		case "negate":
			return checked(-evaluate(node.operand, rng, groups), node);
		case "binary": {
			const a = evaluate(node.left, rng, groups);
			const b = evaluate(node.right, rng, groups);
			switch (node.op) {
				case "+":
					return checked(a + b, node);
				case "-":
					return checked(a - b, node);
				case "*":
					return checked(a * b, node);
				case "/":
					if (b === 0) throw new DiceError("Division by zero: the right side of this / came out as 0.", node.opSpan);
					// Integer division rounding toward zero: 7/2 = 3 and -7/2 = -3.
					return checked(Math.trunc(a / b), node);
			}
		}
	}
}

function checked(value: number, node: DiceNode): number {
	// -0 would print as "0" but compare oddly; normalise it.
	if (value === 0) return 0;
	if (!Number.isSafeInteger(value)) {
		throw new DiceError(`The result is too large to count exactly (beyond ±${Number.MAX_SAFE_INTEGER}).`, node.span);
	}
	return value;
}

interface Chain {
	dice: DieResult[];
	/** Sum of the faces that stand (rerolled-away faces excluded): what keep/drop compares. */
	total: number;
	score: number;
	kept: boolean;
}

function rollTerm(term: DiceTerm, rng: Rng): DiceGroupResult {
	const draw = drawer(term, rng);
	const top = explodeFace(term);
	let explosionsLeft: number = DICE_LIMITS.maxExplosionsPerTerm;
	const chains: Chain[] = [];
	for (let i = 0; i < term.count; i++) {
		const chain: Chain = { dice: [], total: 0, score: 0, kept: true };
		let face = rollOne(term, draw, chain, false);
		// An exploding die and the extra dice it sets off form one chain: keep/drop compares chain totals.
		while (term.explode && face === top && explosionsLeft > 0) {
			explosionsLeft--;
			face = rollOne(term, draw, chain, true);
		}
		chains.push(chain);
	}
	applyKeep(term, chains);
	let value = 0;
	for (const chain of chains) {
		if (chain.kept) value += chain.score;
	}
	return { notation: formatDiceTerm(term), dice: chains.flatMap((c) => c.dice), value };
}

/** Rolls one die, applying the reroll rule, and appends it (and any rerolled-away faces) to the chain. */
function rollOne(term: DiceTerm, draw: (faces?: number[]) => number, chain: Chain, exploded: boolean): number {
	let face = draw();
	const reroll = term.reroll;
	if (reroll) {
		let rerolls = 0;
		while (matches(reroll.when, face)) {
			chain.dice.push(die(term, face, exploded, true));
			if (reroll.once) {
				face = draw();
				break;
			}
			rerolls++;
			if (rerolls >= DICE_LIMITS.maxRerollsPerDie) {
				// Past the bound, settle on a non-matching face drawn directly: the same odds as rerolling on.
				face = draw(baseFaces(term).map((f) => f.face));
				break;
			}
			face = draw();
		}
	}
	chain.dice.push(die(term, face, exploded, false));
	chain.total += face;
	chain.score += successScore(term, face);
	return face;
}

function die(term: DiceTerm, value: number, exploded: boolean, rerolled: boolean): DieResult {
	const result: DieResult = { value, sides: term.sides, kept: !rerolled };
	if (exploded) result.exploded = true;
	if (rerolled) result.rerolled = true;
	else {
		const outcome = outcomeOf(term, value);
		if (outcome) result.outcome = outcome;
	}
	return result;
}

/** A face drawer for this term's die; optionally from a given list of faces (uniformly). */
function drawer(term: DiceTerm, rng: Rng): (faces?: number[]) => number {
	const sides = term.sides;
	return (faces) => {
		try {
			if (faces) return faces[rng.nextInt(faces.length)] as number;
			return sides === "F" ? rng.nextInt(3) - 1 : rng.nextInt(sides) + 1;
		} catch (error) {
			if (error instanceof DiceError) throw error;
			const reason = error instanceof Error ? error.message : String(error);
			throw new DiceError(`The dice could not be rolled: ${reason}`, term.span);
		}
	};
}

/** Marks the dice of dropped chains as not kept. Ties are broken by roll order, which does not change the value. */
function applyKeep(term: DiceTerm, chains: Chain[]): void {
	const keep = term.keep;
	if (!keep) return;
	const n = chains.length;
	const highest = keep.mode === "kh" || keep.mode === "dl";
	const keepCount = Math.max(0, Math.min(n, keep.mode === "kh" || keep.mode === "kl" ? keep.count : n - keep.count));
	const order = chains.map((_, i) => i).sort((a, b) => {
		const diff = (chains[a] as Chain).total - (chains[b] as Chain).total;
		return highest ? -diff : diff;
	});
	for (const index of order.slice(keepCount)) {
		const chain = chains[index] as Chain;
		chain.kept = false;
		for (const d of chain.dice) d.kept = false;
	}
}
