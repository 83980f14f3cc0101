/**
 * Probability mass functions over integers and the operations the exact
 * interpreter needs: sums by convolution, products and quotients over the
 * product of supports. Every operation charges its cost to a Budget so that
 * hostile notation is refused with a message rather than freezing the app.
 */
import { DICE_LIMITS } from "./limits";
import type { BinaryOp, Rounding } from "./ast";
import { operate, refusedOperand } from "./operators";
import { DiceError, type Span } from "./types";
import { grouped } from "../text";
import type { Steps } from "../steps";

/** Outcomes ascending, probabilities > 0. Mass may fall short of 1 by `truncated`. */
export interface Pmf {
	values: number[];
	probs: number[];
	truncated: number;
}

/** Odds are computed as pausable computations (steps.ts): the queue spreads them over time (odds-job.ts). */
export { runToEnd, type Steps } from "../steps";

/** About how many elementary steps pass between two pauses: well under a millisecond of work. */
export const STEPS_PER_PAUSE = 20_000;

/**
 * An elementary step is one operation on a typed array. Updating a Map (a lookup and a store, often
 * with a list or an iterator around it) costs about this many, so loops over Maps count it per item
 * and pause as often, by the clock, as loops over arrays.
 */
export const MAP_STEPS = 40;

/**
 * Long loops over typed arrays run a chunk of this many items at a time in a plain function, and
 * ask the budget for a pause between chunks: a loop with a yield in it runs 3–4× slower, and a
 * generator's loops stay unoptimised through its first calls.
 */
const CHUNK = 4096;

/** Counts the elementary steps of one distribution() call against DICE_LIMITS.maxWork. */
export class Budget {
	private used = 0;
	private sincePause = 0;

	/** Counts steps actually done; true when it is time to pause (the caller then yields). */
	tick(steps: number): boolean {
		this.sincePause += steps;
		if (this.sincePause < STEPS_PER_PAUSE) return false;
		this.sincePause = 0;
		return true;
	}

	charge(steps: number, span: Span): void {
		this.used += steps;
		if (this.used > DICE_LIMITS.maxWork) throw overWork(span);
	}

	/**
	 * Refuses now when work still to come is known to cost at least `steps` more than the budget has
	 * left, before any of it is done (nothing is charged: the work charges itself as it goes).
	 */
	foresee(steps: number, span: Span): void {
		if (this.used + steps > DICE_LIMITS.maxWork) throw overWork(span);
	}
}

function overWork(span: Span): DiceError {
	return new DiceError(`Computing these odds exactly would take more than ${grouped(DICE_LIMITS.maxWork)} steps (the limit); try fewer dice or sides.`, span);
}

export function point(value: number): Pmf {
	return { values: [value], probs: [1], truncated: 0 };
}

export function fromMap(map: Map<number, number>, truncated: number, span: Span): Pmf {
	const values = [...map.keys()].filter((v) => (map.get(v) as number) > 0).sort((a, b) => a - b);
	checkSize(values.length, span);
	return { values, probs: values.map((v) => map.get(v) as number), truncated };
}

/** The distribution held in a dense array: dense[i] is the probability of the value i + offset. */
export function* fromDense(dense: Float64Array, offset: number, truncated: number, budget: Budget, span: Span): Steps<Pmf> {
	let count = 0;
	for (let start = 0; start < dense.length; start += CHUNK) {
		count += countPositive(dense, start, Math.min(dense.length, start + CHUNK));
		if (budget.tick(CHUNK)) yield;
	}
	checkSize(count, span);
	// Sized once: growing arrays of tens of thousands of entries by push would copy them several times.
	const values = new Array<number>(count);
	const probs = new Array<number>(count);
	for (let start = 0, filled = 0; start < dense.length; start += CHUNK) {
		filled = copyPositive(dense, start, Math.min(dense.length, start + CHUNK), offset, values, probs, filled);
		if (budget.tick(2 * CHUNK)) yield;
	}
	return { values, probs, truncated };
}

function countPositive(dense: Float64Array, start: number, end: number): number {
	let count = 0;
	for (let i = start; i < end; i++) if ((dense[i] as number) > 0) count++;
	return count;
}

/** Copies the positive entries of dense[start … end − 1] to values and probs from index `filled`; returns the next free index. */
function copyPositive(dense: Float64Array, start: number, end: number, offset: number, values: number[], probs: number[], filled: number): number {
	for (let i = start; i < end; i++) {
		const p = dense[i] as number;
		if (p > 0) {
			values[filled] = i + offset;
			probs[filled++] = p;
		}
	}
	return filled;
}

/** Refuses more than maxOutcomes outcomes; `found` when only some of them are known yet (the rest were not worked out). */
function checkSize(size: number, span: Span, found = false): void {
	if (size > DICE_LIMITS.maxOutcomes) {
		throw new DiceError(
			`These odds would have ${found ? "over " : ""}${grouped(found ? DICE_LIMITS.maxOutcomes : size)} different outcomes, ${found ? "the" : "over the"} limit of ${grouped(DICE_LIMITS.maxOutcomes)}.`,
			span,
		);
	}
}

/** The chance that any of independent rolls was changed by the explosion cap (exact for tiny shares, unlike 1 − (1−a)(1−b)…). */
export function anyTruncated(...pmfs: readonly Pmf[]): number {
	let truncated = 0;
	for (const pmf of pmfs) truncated += pmf.truncated - truncated * pmf.truncated;
	return truncated;
}

/** The chance that any of n independent dice was changed by the cap, each with chance t. */
export function anyOf(t: number, n: number): number {
	return t === 0 ? 0 : -Math.expm1(n * Math.log1p(-t));
}

/** Largest value range accumulated in a dense array; wider (sparse) results use a Map. */
const DENSE_RANGE = 1_000_000;

/** The distribution of A + B for independent A and B. */
export function* add(a: Pmf, b: Pmf, budget: Budget, span: Span): Steps<Pmf> {
	budget.charge(a.values.length * b.values.length, span);
	const min = (a.values[0] as number) + (b.values[0] as number);
	const max = (a.values[a.values.length - 1] as number) + (b.values[b.values.length - 1] as number);
	if (max - min + 1 <= DENSE_RANGE) {
		const dense = new Float64Array(max - min + 1);
		for (let i = 0; i < a.values.length; i++) {
			const base = (a.values[i] as number) - min;
			const pa = a.probs[i] as number;
			for (let j = 0; j < b.values.length; j++) {
				const at = base + (b.values[j] as number);
				dense[at] = (dense[at] as number) + pa * (b.probs[j] as number);
			}
			if (budget.tick(b.values.length)) yield;
		}
		return yield* fromDense(dense, min, anyTruncated(a, b), budget, span);
	}
	return yield* pairwise(a, b, (x, y) => x + y, budget, span, false);
}

export function negate(a: Pmf): Pmf {
	return { values: a.values.map((v) => (v === 0 ? 0 : -v)).reverse(), probs: [...a.probs].reverse(), truncated: a.truncated };
}

/**
 * A op B over every pair of outcomes, for the operators that do not add (*, /, %, ^). A right side
 * that can take a value the operator refuses (0 for / and %, a negative exponent) is refused with its odds.
 */
export function combine(op: BinaryOp, a: Pmf, b: Pmf, rounding: Rounding | undefined, budget: Budget, span: Span, opSpan: Span): Steps<Pmf> {
	b.values.forEach((y, i) => {
		const refused = refusedOperand(op, y);
		if (refused !== undefined) {
			const percent = ((b.probs[i] as number) * 100).toPrecision(3);
			throw new DiceError(`The right side of this ${op} can be ${y} (${percent}% of rolls), and ${refused}.`, opSpan);
		}
	});
	return pairwise(a, b, (x, y) => operate(op, x, y, rounding), budget, span, true);
}

/** A value as results hold it, when rolled and in the odds alike: -0 folded into 0, and refused past what counts exactly. */
export function wholeResult(value: number, span: Span): number {
	if (value === 0) return 0;
	if (!Number.isSafeInteger(value)) throw new DiceError(`The result is too large to count exactly (beyond ±${Number.MAX_SAFE_INTEGER}).`, span);
	return value;
}

/** f(X) for a function of one value (abs). */
export function* mapValues(a: Pmf, f: (x: number) => number, budget: Budget, span: Span): Steps<Pmf> {
	budget.charge(a.values.length * MAP_STEPS, span);
	const map = new Map<number, number>();
	for (let i = 0; i < a.values.length; i++) {
		const y = wholeResult(f(a.values[i] as number), span);
		map.set(y, (map.get(y) ?? 0) + (a.probs[i] as number));
		if (budget.tick(MAP_STEPS)) yield;
	}
	return fromMap(map, a.truncated, span);
}

/**
 * The higher of independent A and B: P(max = x) = P(A = x)·P(B ≤ x) + P(B = x)·P(A < x) (A shows x and B
 * no more, or B shows x and A less). Both terms are positive, so tiny tail odds keep their precision, and
 * the work is the number of values rather than of pairs: {1000d6, 1000d6}kh1 in milliseconds.
 */
export function* higherOf(a: Pmf, b: Pmf, budget: Budget, span: Span): Steps<Pmf> {
	budget.charge(a.values.length + b.values.length, span);
	const values: number[] = [];
	const probs: number[] = [];
	let ia = 0;
	let ib = 0;
	let aBelow = 0; // P(A < x)
	let bBelow = 0; // P(B < x)
	while (ia < a.values.length || ib < b.values.length) {
		const x = Math.min(a.values[ia] ?? Infinity, b.values[ib] ?? Infinity);
		const pa = a.values[ia] === x ? (a.probs[ia++] as number) : 0;
		const pb = b.values[ib] === x ? (b.probs[ib++] as number) : 0;
		const p = pa * (bBelow + pb) + pb * aBelow;
		if (p > 0) {
			values.push(x);
			probs.push(p);
		}
		aBelow += pa;
		bBelow += pb;
		if (budget.tick(2)) yield;
	}
	return { values, probs, truncated: anyTruncated(a, b) };
}

/** The lower of independent A and B: −max(−A, −B), so the odds are summed from the top end. */
export function* lowerOf(a: Pmf, b: Pmf, budget: Budget, span: Span): Steps<Pmf> {
	return negate(yield* higherOf(negate(a), negate(b), budget, span));
}

/**
 * Combines every pair of outcomes in a Map. Refuses up front when the pairs exceed maxOutcomes (for
 * products, which spread out fast) or the work limit (each pair is a Map update, charged as such), and
 * part-way as soon as the outcomes found pass maxOutcomes: a sum of two sparse, far-spread terms
 * (`1d10000*1000 + 1d1000`) is refused with the Map still small, never after filling it with millions.
 */
function* pairwise(
	a: Pmf,
	b: Pmf,
	op: (x: number, y: number) => number,
	budget: Budget,
	span: Span,
	limitPairs: boolean,
): Steps<Pmf> {
	const pairs = a.values.length * b.values.length;
	if (limitPairs && pairs > DICE_LIMITS.maxOutcomes) {
		throw new DiceError(
			`Combining these (*, /, %, ^) would pair up ${grouped(pairs)} outcomes, over the limit of ${grouped(DICE_LIMITS.maxOutcomes)}.`,
			span,
		);
	}
	budget.charge(pairs * MAP_STEPS, span);
	const map = new Map<number, number>();
	for (let i = 0; i < a.values.length; i++) {
		checkSize(map.size, span, true);
		for (let j = 0; j < b.values.length; j++) {
			const v = wholeResult(op(a.values[i] as number, b.values[j] as number), span);
			map.set(v, (map.get(v) ?? 0) + (a.probs[i] as number) * (b.probs[j] as number));
			if (budget.tick(MAP_STEPS)) yield;
		}
	}
	return fromMap(map, anyTruncated(a, b), span);
}

/**
 * The sum of `n` independent copies of `die`, one die at a time in dense arrays.
 * A fair die (equal odds on consecutive values: any plain die, and any die after
 * an `r` reroll that leaves a run of faces) adds by a sliding window (sumOfFairDice);
 * other dice convolve directly.
 */
export function* sumOf(die: Pmf, n: number, budget: Budget, span: Span): Steps<Pmf> {
	const outcomes = die.values.length;
	const dieMin = die.values[0] as number;
	const dieRange = (die.values[outcomes - 1] as number) - dieMin + 1;
	const fair = outcomes === dieRange && die.probs.every((p) => p === die.probs[0]);
	// Refuse up front rather than part-way: about n²/2 × range × (outcomes, or 2 for a fair die) steps in all.
	budget.charge((n * (n - 1) * dieRange * (fair ? 2 : outcomes)) / 2, span);
	// Sums of dice fill their range (even exploding chains' gaps close after a few dice).
	checkSize(n * (dieRange - 1) + 1, span);
	let acc: Float64Array;
	if (fair) {
		acc = yield* sumOfFairDice(dieRange, n, die.probs[0] as number, budget);
	} else {
		acc = new Float64Array(dieRange);
		die.values.forEach((v, i) => (acc[v - dieMin] = die.probs[i] as number));
		for (let k = 1; k < n; k++) acc = yield* addDie(acc, die, dieMin, dieRange, budget);
	}
	return yield* fromDense(acc, n * dieMin, anyOf(die.truncated, n), budget, span);
}

function* addDie(acc: Float64Array, die: Pmf, dieMin: number, dieRange: number, budget: Budget): Steps<Float64Array> {
	const outcomes = die.values.length;
	const next = new Float64Array(acc.length + dieRange - 1);
	for (let i = 0; i < acc.length; i++) {
		const pa = acc[i] as number;
		if (pa === 0) continue;
		for (let j = 0; j < outcomes; j++) {
			const at = i + (die.values[j] as number) - dieMin;
			next[at] = (next[at] as number) + pa * (die.probs[j] as number);
		}
		if (budget.tick(outcomes)) yield;
	}
	return next;
}

/**
 * The sum of `n` fair dice of `sides` consecutive values, each of probability `p`, over
 * 0 … n·(sides − 1). Each die adds by a sliding window, next[i] = p · (acc[i − sides + 1] + … + acc[i]),
 * in time proportional to the sum's range instead of range × sides (1000d100 is 100 times less work).
 * Each window is a difference of running sums taken from below; a sum of fair dice is symmetric, so
 * only its lower half is computed and then mirrored: the small probabilities of both tails keep their
 * precision instead of vanishing in 1 − 0.999…, and the work is halved.
 */
function* sumOfFairDice(sides: number, n: number, p: number, budget: Budget): Steps<Float64Array> {
	// Two arrays of the final length take turns as the sum so far and the next sum: no array per die.
	const range = n * (sides - 1) + 1;
	let acc = new Float64Array(range);
	let next = new Float64Array(range);
	const below = new Float64Array(range + 1);
	acc.fill(p, 0, sides);
	for (let length = sides; length < range; length += sides - 1) {
		const half = (length + sides) >> 1; // the lower half of next (length + sides − 1 values), middle included
		for (let start = 0; start < half; start += CHUNK) {
			const end = Math.min(half, start + CHUNK);
			addFairDie(acc, length, sides, p, below, next, start, end);
			if (budget.tick(3 * (end - start))) yield;
		}
		[acc, next] = [next, acc];
	}
	return acc;
}

/**
 * next[i] = p · (acc[i − sides + 1] + … + acc[i]) and its mirror, for i in start … end − 1 of the lower
 * half; acc holds `length` values. Chunks come in order, each extending the running sums it reads:
 * below[i] = acc[0] + … + acc[i − 1].
 */
function addFairDie(acc: Float64Array, length: number, sides: number, p: number, below: Float64Array, next: Float64Array, start: number, end: number): void {
	for (let i = Math.min(length, start); i < Math.min(length, end); i++) below[i + 1] = (below[i] as number) + (acc[i] as number);
	const last = length + sides - 2; // next's last index
	for (let i = start; i < end; i++) {
		const window = (below[Math.min(length, i + 1)] as number) - (below[Math.max(0, i - sides + 1)] as number);
		next[i] = next[last - i] = window > 0 ? window * p : 0;
	}
}
