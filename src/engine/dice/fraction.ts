/**
 * Chances as exact fractions of whole numbers (9/20, not 0.45000000000000007), for scripts that
 * compare or add them. A roll of 2d6 is one of 36 equally likely rolls, so each chance is a count
 * over 36: the distribution's probabilities (distribution.ts, computed in floating point) are turned
 * back into those counts, and each count is checked to be a whole number and the counts to add up
 * to every roll, so a fraction is given only when it is exact. There is none when the rolls are too
 * many to count in a JavaScript number without error (more than MAX_COUNTED), or when the notation
 * rolls dice a varying number of times (explosions, rerolls until a face no longer matches, unique
 * dice): the decimal chance is still given.
 */
import { childrenOf, type DiceAst, type DiceNode } from "./ast";
import type { Distribution } from "./types";

export interface Fraction {
	numerator: number;
	denominator: number;
}

/**
 * Most equally likely rolls counted (2^40, about 1.1 × 10^12): below it a probability times the
 * count is within a small fraction of its whole number even after the rounding of a long
 * convolution, so the count is recovered exactly.
 */
export const MAX_COUNTED = 2 ** 40;

/** How far a probability times the count may sit from a whole number and still be that number. */
const TOLERANCE = 1e-6;

/**
 * The number of equally likely rolls an expression makes (36 for 2d6, 20 × 20 for 1d20 + 1d20),
 * or undefined when it rolls a varying number of dice or the count passes MAX_COUNTED.
 */
export function equallyLikelyRolls(ast: DiceAst): number | undefined {
	return rollsOf(ast.root);
}

function rollsOf(node: DiceNode): number | undefined {
	if (node.kind === "dice") {
		if (node.explode !== undefined || node.unique === true || (node.reroll !== undefined && node.reroll.limit === undefined)) return undefined;
		// A die rerolled at most L times is L + 1 dice thrown in a row.
		const perDie = node.faces.length ** (1 + (node.reroll?.limit ?? 0));
		const rolls = perDie ** node.count;
		return Number.isSafeInteger(rolls) && rolls <= MAX_COUNTED ? rolls : undefined;
	}
	let rolls = 1;
	for (const child of childrenOf(node)) {
		const own = rollsOf(child);
		if (own === undefined) return undefined;
		rolls *= own;
		if (rolls > MAX_COUNTED) return undefined;
	}
	return rolls;
}

function gcd(a: number, b: number): number {
	while (b !== 0) [a, b] = [b, a % b];
	return Math.abs(a);
}

/** A fraction in lowest terms. */
export function reduced(numerator: number, denominator: number): Fraction {
	const divisor = gcd(numerator, denominator) || 1;
	return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * Each total's count of rolls, when every probability is that many rolls out of `rolls` and the
 * counts add up to them all; undefined otherwise (then no fraction is exact).
 */
export function rollCounts(dist: Distribution, rolls: number | undefined): Map<number, number> | undefined {
	if (rolls === undefined || dist.truncated > 0) return undefined;
	const counts = new Map<number, number>();
	let total = 0;
	for (const { value, p } of dist.outcomes) {
		const count = Math.round(p * rolls);
		if (Math.abs(p * rolls - count) > TOLERANCE) return undefined;
		counts.set(value, count);
		total += count;
	}
	return total === rolls ? counts : undefined;
}

/** The exact chance that the total is at least `target`, from the counts. */
export function atLeastFraction(counts: ReadonlyMap<number, number>, rolls: number, target: number): Fraction {
	let numerator = 0;
	for (const [value, count] of counts) if (value >= target) numerator += count;
	return reduced(numerator, rolls);
}
