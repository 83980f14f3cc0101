/**
 * Probability mass functions over integers and the operations the exact
 * interpreter needs: sums by convolution, products and quotients over the
 * product of supports. Every operation charges its cost to a Budget so that
 * hostile notation is refused with a message rather than freezing the app.
 */
import { DICE_LIMITS } from "./limits";
import { DiceError, type Span } from "./types";
import { grouped } from "../text";

/** Outcomes ascending, probabilities > 0. Mass may fall short of 1 by `truncated`. */
export interface Pmf {
	values: number[];
	probs: number[];
	truncated: number;
}

/** Counts the elementary steps of one distribution() call against DICE_LIMITS.maxWork. */
export class Budget {
	private used = 0;

	charge(steps: number, span: Span): void {
		this.used += steps;
		if (this.used > DICE_LIMITS.maxWork) {
			throw new DiceError(
				`Computing these odds exactly would take more than ${grouped(DICE_LIMITS.maxWork)} steps (the limit); try fewer dice or sides.`,
				span,
			);
		}
	}
}

export function point(value: number): Pmf {
	return { values: [value], probs: [1], truncated: 0 };
}

export function fromMap(map: Map<number, number>, truncated: number, span: Span): Pmf {
	const values = [...map.keys()].filter((v) => (map.get(v) as number) > 0).sort((a, b) => a - b);
	checkSize(values.length, span);
	return { values, probs: values.map((v) => map.get(v) as number), truncated };
}

function fromDense(dense: Float64Array, offset: number, truncated: number, span: Span): Pmf {
	const values: number[] = [];
	const probs: number[] = [];
	for (let i = 0; i < dense.length; i++) {
		const p = dense[i] as number;
		if (p > 0) {
			values.push(i + offset);
			probs.push(p);
		}
	}
	checkSize(values.length, span);
	return { values, probs, truncated };
}

function checkSize(size: number, span: Span): void {
	if (size > DICE_LIMITS.maxOutcomes) {
		throw new DiceError(
			`These odds would have ${grouped(size)} different outcomes, over the limit of ${grouped(DICE_LIMITS.maxOutcomes)}.`,
			span,
		);
	}
}

const combineTruncated = (a: Pmf, b: Pmf): number => 1 - (1 - a.truncated) * (1 - b.truncated);

/** Largest value range accumulated in a dense array; wider (sparse) results use a Map. */
const DENSE_RANGE = 1_000_000;

/** The distribution of A + B for independent A and B. */
export function add(a: Pmf, b: Pmf, budget: Budget, span: Span): Pmf {
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
		}
		return fromDense(dense, min, combineTruncated(a, b), span);
	}
	return pairwise(a, b, (x, y) => x + y, budget, span, false);
}

export function negate(a: Pmf): Pmf {
	return { values: a.values.map((v) => (v === 0 ? 0 : -v)).reverse(), probs: [...a.probs].reverse(), truncated: a.truncated };
}

export function multiply(a: Pmf, b: Pmf, budget: Budget, span: Span): Pmf {
	return pairwise(a, b, (x, y) => x * y, budget, span, true);
}

/** Integer division rounding toward zero, as in sampling. The divisor must never be 0. */
export function divide(a: Pmf, b: Pmf, budget: Budget, span: Span, opSpan: Span): Pmf {
	const zero = b.values.indexOf(0);
	if (zero >= 0) {
		const percent = ((b.probs[zero] as number) * 100).toPrecision(3);
		throw new DiceError(`The right side of this / can be 0 (${percent}% of rolls), and division by zero has no value.`, opSpan);
	}
	return pairwise(a, b, (x, y) => Math.trunc(x / y), budget, span, true);
}

/** Combines every pair of outcomes; refuses when the pairs exceed maxOutcomes (products spread out fast). */
function pairwise(a: Pmf, b: Pmf, op: (x: number, y: number) => number, budget: Budget, span: Span, limitPairs: boolean): Pmf {
	const pairs = a.values.length * b.values.length;
	if (limitPairs && pairs > DICE_LIMITS.maxOutcomes) {
		throw new DiceError(
			`Multiplying or dividing these would pair up ${grouped(pairs)} outcomes, over the limit of ${grouped(DICE_LIMITS.maxOutcomes)}.`,
			span,
		);
	}
	budget.charge(pairs, span);
	const map = new Map<number, number>();
	for (let i = 0; i < a.values.length; i++) {
		for (let j = 0; j < b.values.length; j++) {
			let v = op(a.values[i] as number, b.values[j] as number);
			if (v === 0) v = 0; // fold -0 into 0
			if (!Number.isSafeInteger(v)) {
				throw new DiceError(`The result is too large to count exactly (beyond ±${Number.MAX_SAFE_INTEGER}).`, span);
			}
			map.set(v, (map.get(v) ?? 0) + (a.probs[i] as number) * (b.probs[j] as number));
		}
	}
	return fromMap(map, combineTruncated(a, b), span);
}

/**
 * The sum of `n` independent copies of `die`, by repeated convolution in dense
 * arrays. (A sliding-window sum would be faster for plain dice but loses tiny
 * tail probabilities to cancellation, and exact tails are the point here.)
 */
export function sumOf(die: Pmf, n: number, budget: Budget, span: Span): Pmf {
	const outcomes = die.values.length;
	const dieMin = die.values[0] as number;
	const dieRange = (die.values[outcomes - 1] as number) - dieMin + 1;
	// Refuse up front rather than part-way: about n²/2 × range × outcomes steps in all.
	budget.charge((n * (n - 1) * dieRange * outcomes) / 2, span);
	// Sums of dice fill their range (even exploding chains' gaps close after a few dice).
	checkSize(n * (dieRange - 1) + 1, span);
	const offsets = die.values.map((v) => v - dieMin);
	let acc = new Float64Array(dieRange);
	die.values.forEach((v, i) => (acc[v - dieMin] = die.probs[i] as number));
	for (let k = 1; k < n; k++) {
		const next = new Float64Array(acc.length + dieRange - 1);
		for (let i = 0; i < acc.length; i++) {
			const pa = acc[i] as number;
			if (pa === 0) continue;
			for (let j = 0; j < outcomes; j++) {
				const at = i + (offsets[j] as number);
				next[at] = (next[at] as number) + pa * (die.probs[j] as number);
			}
		}
		acc = next;
	}
	return fromDense(acc, n * dieMin, 1 - Math.pow(1 - die.truncated, n), span);
}
