/**
 * The true smallest and largest value of an expression, computed alongside its
 * odds. The odds cannot tell us: in `1000d6` a total of 1000 has probability
 * 6^-1000, which is 0 in floating point, so the outcome list starts near 1600.
 * The range a user reads must still be 1000–6000, so bounds follow the
 * structure of the expression instead of the surviving outcomes.
 */
import type { DieOutcome } from "./keep";

export interface Bounds {
	min: number;
	max: number;
}

export function pointBounds(value: number): Bounds {
	return { min: value, max: value };
}

/**
 * A dice term: `dice` dice of which `kept` count (all of them without keep/drop).
 * Every die can show the same face, so the kept dice can all score the lowest
 * (or highest) single-die score: the bounds are `kept` times the die's bounds.
 * The die's outcomes are those the odds follow (explosion chains as far as they
 * are followed), so an exploding term's maximum is the bounded one.
 */
export function termBounds(outcomes: readonly DieOutcome[], kept: number): Bounds {
	let low = Infinity;
	let high = -Infinity;
	for (const o of outcomes) {
		if (o.p <= 0) continue;
		low = Math.min(low, o.score);
		high = Math.max(high, o.score);
	}
	if (kept <= 0 || low === Infinity) return pointBounds(0);
	return { min: kept * low, max: kept * high };
}

export function negateBounds(a: Bounds): Bounds {
	return { min: zeroSafe(-a.max), max: zeroSafe(-a.min) };
}

export function sumBounds(a: Bounds, b: Bounds): Bounds {
	return { min: a.min + b.min, max: a.max + b.max };
}

/** x·y over two intervals is extreme at a corner, and both sides reach their ends. */
export function productBounds(a: Bounds, b: Bounds): Bounds {
	return extremes([a.min * b.min, a.min * b.max, a.max * b.min, a.max * b.max]);
}

/**
 * trunc(x / y) for x in [a.min, a.max] and y among the divisor's values (never 0).
 * For a fixed y it is monotone in x, so only a's ends matter; for a fixed x it is
 * monotone in y on each side of 0, so the divisor's extreme values on each side
 * decide. Those are read from `divisorValues` (the divisor's listed outcomes) plus
 * its own bounds, since a divisor's values near 0 are never lost to underflow
 * unless they are its extremes.
 */
export function quotientBounds(a: Bounds, b: Bounds, divisorValues: readonly number[]): Bounds {
	const divisors = [b.min, b.max, ...edgesAroundZero(divisorValues)].filter((y) => y !== 0);
	const candidates: number[] = [];
	for (const y of divisors) candidates.push(Math.trunc(a.min / y), Math.trunc(a.max / y));
	return candidates.length === 0 ? pointBounds(0) : extremes(candidates);
}

/** The largest negative and smallest positive of ascending values. */
function edgesAroundZero(values: readonly number[]): number[] {
	const edges: number[] = [];
	const smallestPositive = values.find((v) => v > 0);
	if (smallestPositive !== undefined) edges.push(smallestPositive);
	let largestNegative: number | undefined;
	for (const v of values) if (v < 0) largestNegative = v;
	if (largestNegative !== undefined) edges.push(largestNegative);
	return edges;
}

function extremes(values: readonly number[]): Bounds {
	return { min: zeroSafe(Math.min(...values)), max: zeroSafe(Math.max(...values)) };
}

/** -0 would print as "0" but fail strict equality in tests and caches; fold it. */
function zeroSafe(value: number): number {
	return value === 0 ? 0 : value;
}
