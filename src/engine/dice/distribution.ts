/**
 * The exact interpreter: the same AST as sample(), read as probabilities.
 * Dice terms become a single-die model (reroll, then explosion chains, then
 * success scores), summed by convolution or, with keep/drop, by the dynamic
 * program in keep.ts; operators combine independent terms.
 */
import type { DiceAst, DiceNode, DiceTerm } from "./ast";
import { negateBounds, pointBounds, productBounds, quotientBounds, sumBounds, termBounds, type Bounds } from "./bounds";
import { baseFaces, explodeFace, successScore } from "./die";
import type { DieOutcome } from "./keep";
import { keepDistribution } from "./keep";
import { formatNotation } from "./format";
import { DICE_LIMITS } from "./limits";
import { add, Budget, divide, fromMap, multiply, negate, point, runToEnd, sumOf, type Pmf, type Steps } from "./pmf";
import type { Distribution } from "./types";

/**
 * The exact distribution of the notation's value. Results are remembered for the
 * last few notations (by their normalised text): widgets re-render often, and a
 * big pool can take a noticeable fraction of a second. A refused notation is not
 * remembered, so the refusal is thrown each time.
 */
export function distribution(ast: DiceAst): Distribution {
	const key = formatNotation(ast);
	const cached = recent.get(key);
	if (cached) {
		// Refresh its place as the most recently used.
		recent.delete(key);
		recent.set(key, cached);
		return cached;
	}
	const result = exactDistribution(ast);
	remember(ast, result);
	return result;
}

/** Keeps a computed distribution among the recent ones (the least recently used goes first). */
export function remember(ast: DiceAst, result: Distribution): void {
	const key = formatNotation(ast);
	recent.delete(key);
	recent.set(key, result);
	if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
}

/** distribution() without the memory of recent results (for benchmarks). */
export function exactDistribution(ast: DiceAst): Distribution {
	return runToEnd(distributionSteps(ast));
}

/** The exact distribution as a computation that pauses every few thousand steps (see odds-job.ts). */
export function* distributionSteps(ast: DiceAst): Steps<Distribution> {
	const { pmf, bounds } = yield* evaluate(ast.root, new Budget());
	return toDistribution(pmf, bounds);
}

/** A distribution remembered by distribution(), or undefined. */
export function rememberedDistribution(ast: DiceAst): Distribution | undefined {
	return recent.get(formatNotation(ast));
}

const RECENT_LIMIT = 256;
const recent = new Map<string, Distribution>();

/**
 * A node's odds and its true range. They are kept apart because the odds lose
 * outcomes whose probability underflows to 0 (the far tails of big pools),
 * while the range a user reads must be the real one.
 */
interface Evaluated {
	pmf: Pmf;
	bounds: Bounds;
}

function* evaluate(node: DiceNode, budget: Budget): Steps<Evaluated> {
	switch (node.kind) {
		case "number":
			return { pmf: point(node.value), bounds: pointBounds(node.value) };
		case "dice":
			return yield* termEvaluated(node, budget);
		case "negate": {
			const a = yield* evaluate(node.operand, budget);
			return { pmf: negate(a.pmf), bounds: negateBounds(a.bounds) };
		}
		case "binary": {
			const a = yield* evaluate(node.left, budget);
			const b = yield* evaluate(node.right, budget);
			switch (node.op) {
				case "+":
					return { pmf: yield* add(a.pmf, b.pmf, budget, node.span), bounds: sumBounds(a.bounds, b.bounds) };
				case "-":
					return { pmf: yield* add(a.pmf, negate(b.pmf), budget, node.span), bounds: sumBounds(a.bounds, negateBounds(b.bounds)) };
				case "*":
					return { pmf: yield* multiply(a.pmf, b.pmf, budget, node.span), bounds: productBounds(a.bounds, b.bounds) };
				case "/":
					return {
						pmf: yield* divide(a.pmf, b.pmf, budget, node.span, node.opSpan),
						bounds: quotientBounds(a.bounds, b.bounds, b.pmf.values),
					};
			}
		}
	}
}

/**
 * Every way one die of the term can come out, with its odds. An exploding die
 * is a chain: j highest faces then a face that does not explode; chains are
 * followed to DICE_LIMITS.maxExplosionDepth explosions or until they get less
 * likely than DICE_LIMITS.explosionCutoff, and the mass beyond is `truncated`.
 */
export function dieOutcomes(term: DiceTerm): { outcomes: DieOutcome[]; truncated: number } {
	const faces = baseFaces(term);
	const single = faces.map(({ face, p }) => ({ rank: face, score: successScore(term, face), p }));
	if (!term.explode) return { outcomes: single, truncated: 0 };
	const top = explodeFace(term);
	const pTop = faces.find((f) => f.face === top)?.p ?? 0;
	if (pTop === 0) return { outcomes: single, truncated: 0 };
	const rest = single.filter((o) => o.rank !== top);
	const topScore = successScore(term, top);
	const outcomes: DieOutcome[] = [];
	let reach = 1; // P(the chain reaches j explosions) = pTop^j
	for (let j = 0; ; j++) {
		for (const o of rest) outcomes.push({ rank: j * top + o.rank, score: j * topScore + o.score, p: reach * o.p });
		reach *= pTop;
		if (j + 1 > DICE_LIMITS.maxExplosionDepth || reach < DICE_LIMITS.explosionCutoff) break;
	}
	return { outcomes, truncated: reach };
}

function* termEvaluated(term: DiceTerm, budget: Budget): Steps<Evaluated> {
	const { outcomes, truncated } = dieOutcomes(term);
	const keep = term.keep;
	if (keep) {
		const highest = keep.mode === "kh" || keep.mode === "dl";
		const count = keep.mode === "kh" || keep.mode === "kl" ? keep.count : term.count - keep.count;
		const kept = Math.max(0, Math.min(term.count, count));
		return {
			pmf: yield* keepDistribution(outcomes, term.count, count, highest, truncated, budget, term.span),
			bounds: termBounds(outcomes, kept),
		};
	}
	const byScore = new Map<number, number>();
	for (const o of outcomes) byScore.set(o.score, (byScore.get(o.score) ?? 0) + o.p);
	const die = fromMap(byScore, truncated, term.span);
	return { pmf: yield* sumOf(die, term.count, budget, term.span), bounds: termBounds(outcomes, term.count) };
}

function toDistribution(pmf: Pmf, bounds: Bounds): Distribution {
	const { values, probs, truncated } = pmf;
	let mass = 0;
	let mean = 0;
	for (let i = 0; i < values.length; i++) {
		mass += probs[i] as number;
		mean += (values[i] as number) * (probs[i] as number);
	}
	mean /= mass;
	let variance = 0;
	for (let i = 0; i < values.length; i++) variance += (probs[i] as number) * ((values[i] as number) - mean) ** 2;
	variance /= mass;
	// cumulative[i] = P(total ≤ values[i]) and tail[i] = P(total ≥ values[i]), each summed from its own
	// small end so that tiny tail probabilities are not lost to rounding (1 − 0.999… would be).
	const cumulative: number[] = [];
	let running = 0;
	for (const p of probs) cumulative.push((running += p));
	const tail: number[] = new Array<number>(probs.length);
	running = 0;
	for (let i = probs.length - 1; i >= 0; i--) tail[i] = running += probs[i] as number;
	// Frozen: a remembered distribution is shared by every caller.
	const outcomes = Object.freeze(values.map((value, i) => Object.freeze({ value, p: probs[i] as number })));
	/** Index of the last value ≤ x, or -1. */
	const lastAtMost = (x: number): number => {
		if (Number.isNaN(x)) return -1;
		let low = 0;
		let high = values.length - 1;
		let found = -1;
		while (low <= high) {
			const mid = (low + high) >> 1;
			if ((values[mid] as number) <= x) {
				found = mid;
				low = mid + 1;
			} else high = mid - 1;
		}
		return found;
	};
	const atMost = (x: number): number => {
		const i = lastAtMost(x);
		return i < 0 ? 0 : Math.min(1, cumulative[i] as number);
	};
	return Object.freeze({
		outcomes,
		min: bounds.min,
		max: bounds.max,
		mean,
		stdDev: Math.sqrt(variance),
		truncated,
		atMost,
		atLeast: (x: number) => {
			// The first value ≥ x is the one after the last value < x (totals are integers).
			if (Number.isNaN(x)) return 0;
			const i = lastAtMost(Math.ceil(x) - 1) + 1;
			return i >= values.length ? 0 : Math.min(1, tail[i] as number);
		},
		exactly: (x: number) => {
			const i = lastAtMost(x);
			return i >= 0 && values[i] === x ? (probs[i] as number) : 0;
		},
	});
}
