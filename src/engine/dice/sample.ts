/**
 * The rolling interpreter: walks the AST, rolls every dice term with the
 * injected Rng and records every die (rerolled, exploded, dropped) for display.
 */
import type { DiceAst, DiceNode, DiceTerm } from "./ast";
import { baseFaces, explodeFace, successScore } from "./die";
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

// Read once: the hot path below should not go through the limits object per die.
const MAX_EXPLOSIONS = DICE_LIMITS.maxExplosionsPerTerm;
const MAX_REROLLS = DICE_LIMITS.maxRerollsPerDie;
const MAX_TERM_REROLLS = DICE_LIMITS.maxRerollsPerTerm;

/**
 * One die as thrown, with what followed from it: an exploding die and the extra dice
 * it sets off form one chain, and keep/drop compares chain totals.
 */
interface Chain {
	/** Index of the chain's first die in the term's dice list. */
	first: number;
	/** Sum of the faces that stand (rerolled-away faces excluded). */
	total: number;
	score: number;
	kept: boolean;
}

function rollTerm(term: DiceTerm, rng: Rng): DiceGroupResult {
	try {
		return rollTermUnguarded(term, rng);
	} catch (error) {
		if (error instanceof DiceError) throw error;
		// The Rng failed (e.g. typed-in dice ran out): still a DiceError, pointing at the dice term.
		const reason = error instanceof Error ? error.message : String(error);
		throw new DiceError(`The dice could not be rolled: ${reason}`, term.span);
	}
}

function rollTermUnguarded(term: DiceTerm, rng: Rng): DiceGroupResult {
	const roller = new TermRoller(term, rng);
	const top = explodeFace(term);
	const chains: Chain[] = [];
	for (let i = 0; i < term.count; i++) {
		const chain: Chain = { first: roller.dice.length, total: 0, score: 0, kept: true };
		let face = roller.rollOne(chain, false);
		while (term.explode && face === top && roller.explosionsLeft > 0) {
			roller.explosionsLeft--;
			face = roller.rollOne(chain, true);
		}
		chains.push(chain);
	}
	if (term.keep) applyKeep(term, chains, roller.dice);
	let value = 0;
	for (const chain of chains) if (chain.kept) value += chain.score;
	return { notation: formatDiceTerm(term), dice: roller.dice, value };
}

/** Rolls the dice of one term. A class rather than closures: rolling is the hot path. */
class TermRoller {
	readonly dice: DieResult[] = [];
	explosionsLeft = MAX_EXPLOSIONS;
	private rerollsLeft = MAX_TERM_REROLLS;
	/** The faces a reroll-until can settle on, built only when a bound is reached. */
	private settleFaces: number[] | undefined;
	private readonly sides: number;

	constructor(
		private readonly term: DiceTerm,
		private readonly rng: Rng,
	) {
		this.sides = term.sides === "F" ? 3 : term.sides;
	}

	private draw(): number {
		const face = this.rng.nextInt(this.sides) + 1;
		// Fudge faces 1, 2, 3 read as -1, 0, +1.
		return this.term.sides === "F" ? face - 2 : face;
	}

	/** Rolls one die under the reroll rule and appends it (after any rerolled-away faces). */
	rollOne(chain: Chain, exploded: boolean): number {
		const { term, dice } = this;
		let face = this.draw();
		const reroll = term.reroll;
		if (reroll) {
			for (let rerolls = 1; matches(reroll.when, face); rerolls++) {
				const gone: DieResult = { value: face, sides: term.sides, kept: false, rerolled: true };
				if (exploded) gone.exploded = true;
				dice.push(gone);
				if (reroll.once) {
					face = this.draw();
					break;
				}
				if (rerolls >= MAX_REROLLS || --this.rerollsLeft <= 0) {
					// Past the bound, settle on a non-matching face drawn directly: the same odds as rerolling on.
					const left = (this.settleFaces ??= baseFaces(term).map((f) => f.face));
					face = left[this.rng.nextInt(left.length)] as number;
					break;
				}
				face = this.draw();
			}
		}
		const die: DieResult = { value: face, sides: term.sides, kept: true };
		if (exploded) die.exploded = true;
		let score = face;
		if (term.successes) {
			score = successScore(term, face);
			if (score !== 0) die.outcome = score > 0 ? "success" : "failure";
		}
		dice.push(die);
		chain.total += face;
		chain.score += score;
		return face;
	}
}

/** Marks the dice of dropped chains as not kept. Ties are broken by roll order, which does not change the value. */
function applyKeep(term: DiceTerm, chains: Chain[], dice: DieResult[]): void {
	const keep = term.keep;
	if (!keep) return;
	const n = chains.length;
	const highest = keep.mode === "kh" || keep.mode === "dl";
	const keepCount = Math.max(0, Math.min(n, keep.mode === "kh" || keep.mode === "kl" ? keep.count : n - keep.count));
	const order = chains.slice().sort(highest ? byTotalDescending : byTotalAscending);
	for (let i = keepCount; i < n; i++) (order[i] as Chain).kept = false;
	chains.forEach((chain, i) => {
		if (chain.kept) return;
		const end = i + 1 < n ? (chains[i + 1] as Chain).first : dice.length;
		for (let d = chain.first; d < end; d++) (dice[d] as DieResult).kept = false;
	});
}

const byTotalDescending = (a: Chain, b: Chain): number => b.total - a.total;
const byTotalAscending = (a: Chain, b: Chain): number => a.total - b.total;
