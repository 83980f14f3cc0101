/**
 * Exact odds of the pool game, without enumerating rolls.
 *
 * A roll of n dice is described by how many dice show each face, c₁…c_s; it
 * happens in n!/(c₁!…c_s!) orders. The result is the largest "face value",
 * where face v ≥ 2 with c dice is worth v·c and any number of ones is worth 1.
 * So "result ≤ t" means every face is worth at most t, which is a constraint on
 * each face separately: a dynamic program over faces (highest first) that adds
 * one face at a time, weighting c new dice among k by C(k, c)·(1/s)^c. That
 * costs O(faces · dice²) per question and sums only positive terms, so tail
 * probabilities of 40 or 100 dice stay accurate in floating point (6^40 does not
 * fit a double exactly, probabilities do).
 *
 * To get P(result = t) without subtracting two numbers close to 1, the program
 * carries a flag: "some face is worth more than the previous possible result
 * and none more than t".
 */
import { fail, ok, type Result } from "../../result";
import { ByteLruCache, MIB } from "../../dice/byte-cache";
import { runToEnd, type Steps } from "../../dice/pmf";
import type { Distribution } from "../../dice/types";
import { checkRoll, DEFAULT_DIE_SIZE, diceToRoll, MAX_DICE, readsHighest } from "./settings";
import { t } from "../../../lang";

export interface PoolDistribution extends Distribution {
	pool: number;
	dieSize: number;
	/** P(catastrophic failure): all ones, or any 1 on negative dice. */
	catastrophe: number;
}

/**
 * Binomial coefficients C(k, c) for k ≤ MAX_DICE, as doubles (C(100, 50) ≈ 1e29 is far inside their
 * range). Made on first use, not when the plugin loads: most sessions never open a pool dialog.
 */
let binomials: Float64Array[] | undefined;

function binomialRows(): Float64Array[] {
	if (binomials) return binomials;
	const rows: Float64Array[] = [];
	for (let k = 0; k <= MAX_DICE; k++) {
		const row = new Float64Array(k + 1);
		row[0] = 1;
		row[k] = 1;
		const above = rows[k - 1];
		if (above) for (let c = 1; c < k; c++) row[c] = (above[c - 1] as number) + (above[c] as number);
		rows.push(row);
	}
	return (binomials = rows);
}

/**
 * C(k, c)·q^c for 0 ≤ c ≤ k ≤ n: the weight of putting c of k dice on faces
 * that together come up with probability q. Rows do not depend on n, so one
 * table per q (one per die size, plus the lumped low faces) is kept, at most
 * MAX_DICE rows (41 KB), and the tables together at most WEIGHT_CACHE_BYTES.
 */
const WEIGHT_CACHE_BYTES = 2 * MIB;
const weightCache = new ByteLruCache<number, Float64Array[]>(WEIGHT_CACHE_BYTES, () => ((MAX_DICE + 1) * (MAX_DICE + 2) * 8) / 2 + 64 * (MAX_DICE + 1));

function weights(n: number, q: number): Float64Array[] {
	let rows = weightCache.get(q);
	if (!rows) {
		rows = [];
		weightCache.set(q, rows);
	}
	for (let k = rows.length; k <= n; k++) {
		const row = new Float64Array(k + 1);
		const binomial = binomialRows()[k] as Float64Array;
		let power = 1;
		for (let c = 0; c <= k; c++) {
			row[c] = (binomial[c] as number) * power;
			power *= q;
		}
		rows.push(row);
	}
	return rows;
}

/** Worth of `count` dice showing `face`: ones never add. */
function worth(face: number, count: number): number {
	if (count === 0) return 0;
	return face === 1 ? 1 : face * count;
}

/**
 * The four rows massBetween works in (dice placed so far 0..n, below and inside, this face and the
 * next), made once per distribution and reused for each of its possible results: a distribution of
 * 100 d20 asks 881 questions of 20 faces each, and fresh rows for each face were some 28 MB of
 * garbage whose collections were the longest pauses of the work.
 */
interface MassRows {
	below: Float64Array;
	inside: Float64Array;
	nextBelow: Float64Array;
	nextInside: Float64Array;
}

function massRows(n: number): MassRows {
	return { below: new Float64Array(n + 1), inside: new Float64Array(n + 1), nextBelow: new Float64Array(n + 1), nextInside: new Float64Array(n + 1) };
}

/**
 * P(low < result ≤ high) for n ≥ 1 dice read by the highest, as a sum of
 * positive terms: states are (dice placed so far, whether some face is already
 * worth more than `low`). Faces that cannot be worth more than `low` even with
 * all n dice (the low faces) behave alike, so they are lumped into one step.
 */
function massBetween(n: number, sides: number, low: number, high: number, rows: MassRows = massRows(n)): number {
	return runToEnd(massBetweenSteps(n, sides, low, high, rows));
}

/**
 * massBetween as a pausable computation: it pauses after each face (faces · dice² / 2 steps in all,
 * some 5,000 multiplications a face for 100 dice), so the queue's slices stay short even for the
 * largest pools.
 */
function* massBetweenSteps(n: number, sides: number, low: number, high: number, rows: MassRows): Steps<number> {
	const w = weights(n, 1 / sides);
	let { below, inside, nextBelow, nextInside } = rows;
	below.fill(0); // no face worth more than `low` yet
	inside.fill(0); // some face worth more than `low`, none more than `high`
	below[0] = 1;
	let lowest = 1;
	while (lowest < sides && worth(lowest + 1, n) <= low) lowest++;
	const inert = worth(lowest, n) <= low ? lowest : 0; // faces 1..inert never pass `low`
	for (let face = sides; face > inert; face--) {
		for (let k = 0; k <= n; k++) {
			const row = w[k] as Float64Array;
			let b = 0;
			let i = 0;
			for (let c = 0; c <= k; c++) {
				const value = worth(face, c);
				if (value > high) break; // worth grows with c for every face
				const weight = row[c] as number;
				const fromBelow = (below[k - c] as number) * weight;
				const fromInside = (inside[k - c] as number) * weight;
				if (value > low) i += fromBelow + fromInside;
				else {
					b += fromBelow;
					i += fromInside;
				}
			}
			nextBelow[k] = b;
			nextInside[k] = i;
		}
		[below, nextBelow] = [nextBelow, below];
		[inside, nextInside] = [nextInside, inside];
		yield;
	}
	if (inert === 0) return inside[n] as number;
	// The rest of the dice, n − k of them, all land on the inert faces.
	const lumped = weights(n, inert / sides)[n] as Float64Array;
	let total = 0;
	for (let k = 0; k <= n; k++) total += (inside[k] as number) * (lumped[n - k] as number);
	return total;
}

/** Every result a pool of n ≥ 1 dice read by the highest can show, ascending. */
function possibleResults(n: number, sides: number): number[] {
	const values = new Set<number>([1]);
	for (let face = 2; face <= sides; face++) for (let c = 1; c <= n; c++) values.add(face * c);
	return [...values].sort((a, b) => a - b);
}

/**
 * The exact distribution of a pool's result (any pool from −98 to 100, die size 2..20), remembered
 * (up to POOL_ODDS_BYTES): a dialog asks for the same pools on every change.
 */
export function poolDistribution(pool: number, dieSize = DEFAULT_DIE_SIZE): Result<PoolDistribution> {
	return runToEnd(poolDistributionSteps(pool, dieSize));
}

/** The remembered distribution of a pool, or undefined when it has not been computed yet. */
export function rememberedPoolDistribution(pool: number, dieSize = DEFAULT_DIE_SIZE): PoolDistribution | undefined {
	return remembered.get(`${pool}:${dieSize}`);
}

/** Most bytes of remembered pool distributions: 100 dice of d20 (881 results) weigh about 60 KB. */
export const POOL_ODDS_BYTES = 2 * MIB;
const remembered = new ByteLruCache<string, PoolDistribution>(POOL_ODDS_BYTES, (d) => 72 * d.outcomes.length + 512);

/**
 * About how many elementary steps a pool's distribution takes: a program over faces and dice
 * (faces · dice² / 2) for each of its possible results (about faces · dice).
 */
export function poolDistributionWork(pool: number, dieSize = DEFAULT_DIE_SIZE): number {
	const n = diceToRoll(pool);
	return readsHighest(pool) ? (dieSize * dieSize * n * n * n) / 2 : dieSize;
}

/**
 * The distribution as a pausable computation (engine/dice/odds-job.ts runs it in slices): each
 * possible result is a program of faces · dice² / 2 steps, and it pauses after each face of it
 * (some 5,000 multiplications for 100 dice).
 */
export function* poolDistributionSteps(pool: number, dieSize = DEFAULT_DIE_SIZE): Steps<Result<PoolDistribution>> {
	const key = `${pool}:${dieSize}`;
	const known = remembered.get(key);
	if (known) return ok(known);
	const computed = yield* computeSteps(pool, dieSize);
	if (computed.ok) remembered.set(key, computed.value);
	return computed;
}

/** poolDistribution() without the memory of recent pools (for benchmarks). */
export function exactPoolDistribution(pool: number, dieSize = DEFAULT_DIE_SIZE): Result<PoolDistribution> {
	return runToEnd(computeSteps(pool, dieSize));
}

function* computeSteps(pool: number, dieSize: number): Steps<Result<PoolDistribution>> {
	const dice = checkRoll(pool, dieSize);
	if (!dice.ok) return dice;
	const n = dice.value;
	const outcomes: { value: number; p: number }[] = [];
	if (readsHighest(pool)) {
		let previous = 0;
		const rows = massRows(n);
		for (const value of possibleResults(n, dieSize)) {
			const p = yield* massBetweenSteps(n, dieSize, previous, value, rows);
			if (p > 0) outcomes.push({ value, p });
			previous = value;
		}
	} else {
		// Keep the lowest of n dice: P(lowest ≥ t) = ((s − t + 1)/s)^n.
		for (let value = 1; value <= dieSize; value++) {
			const p = ((dieSize - value + 1) / dieSize) ** n - ((dieSize - value) / dieSize) ** n;
			if (p > 0) outcomes.push({ value, p });
		}
	}
	return ok(makeDistribution(pool, dieSize, outcomes));
}

function makeDistribution(pool: number, dieSize: number, outcomes: { value: number; p: number }[]): PoolDistribution {
	const mean = outcomes.reduce((sum, o) => sum + o.value * o.p, 0);
	const variance = outcomes.reduce((sum, o) => sum + (o.value - mean) ** 2 * o.p, 0);
	const exactly = (x: number): number => outcomes.find((o) => o.value === x)?.p ?? 0;
	const atMost = (x: number): number => outcomes.reduce((sum, o) => (o.value <= x ? sum + o.p : sum), 0);
	const atLeast = (x: number): number => outcomes.reduce((sum, o) => (o.value >= x ? sum + o.p : sum), 0);
	return {
		pool,
		dieSize,
		outcomes,
		min: outcomes[0]?.value ?? 0,
		max: outcomes[outcomes.length - 1]?.value ?? 0,
		mean,
		stdDev: Math.sqrt(variance),
		truncated: 0,
		catastrophe: exactly(1),
		atLeast,
		atMost,
		exactly,
	};
}

/**
 * The chance a pool beats `target` (a Difficulty Number or an opposing result):
 * P(result > target and not a catastrophe). Catastrophes are exactly the rolls
 * whose result is 1, so this is P(result > max(target, 1)). One dynamic program,
 * no full distribution.
 */
export function chanceToBeat(pool: number, target: number, dieSize = DEFAULT_DIE_SIZE): Result<number> {
	const dice = checkRoll(pool, dieSize);
	if (!dice.ok) return dice;
	if (!Number.isFinite(target)) return fail(t("engine.pool.odds.badTarget", { got: String(target) }));
	const floor = Math.max(Math.floor(target), 1);
	const n = dice.value;
	if (!readsHighest(pool)) {
		if (floor >= dieSize) return ok(0);
		return ok(((dieSize - floor) / dieSize) ** n);
	}
	if (floor >= dieSize * n) return ok(0);
	return ok(massBetween(n, dieSize, floor, Number.POSITIVE_INFINITY));
}

/** P(catastrophic failure) of a pool: (1/s)^n for all ones, 1 − ((s−1)/s)^n for any 1 on negative dice. */
export function catastropheChance(pool: number, dieSize = DEFAULT_DIE_SIZE): Result<number> {
	const dice = checkRoll(pool, dieSize);
	if (!dice.ok) return dice;
	const n = dice.value;
	return ok(readsHighest(pool) ? (1 / dieSize) ** n : 1 - ((dieSize - 1) / dieSize) ** n);
}

export interface OpposedChance {
	/** P(the actor's result beats the opponent's and is not a catastrophe). */
	actorWins: number;
	/** P(the results are equal): no success for the actor. */
	tie: number;
}

/**
 * The chance an actor rolling `actorPool` beats an opponent rolling
 * `opponentPool` (an attack against a defense, any opposed roll). The actor
 * must beat the other result; a catastrophe never beats anything. Both pools'
 * distributions are computed here when not remembered: a dialog takes them from
 * opposedChanceSteps in slices instead (100 dice against 100 on d20 is 0.3 s).
 */
export function opposedChance(actorPool: number, opponentPool: number, dieSize = DEFAULT_DIE_SIZE): Result<OpposedChance> {
	return runToEnd(opposedChanceSteps(actorPool, opponentPool, dieSize));
}

/** opposedChance as a pausable computation; the pools' distributions are remembered for the next call. */
export function* opposedChanceSteps(actorPool: number, opponentPool: number, dieSize = DEFAULT_DIE_SIZE): Steps<Result<OpposedChance>> {
	const actor = yield* poolDistributionSteps(actorPool, dieSize);
	if (!actor.ok) return actor;
	const opponent = yield* poolDistributionSteps(opponentPool, dieSize);
	if (!opponent.ok) return opponent;
	return ok(opposedFrom(actor.value, opponent.value));
}

/**
 * The opposed chance from both distributions in one pass over their results (both ascending):
 * for each of the opponent's results, the actor's mass above it and at it.
 */
export function opposedFrom(actor: Distribution, opponent: Distribution): OpposedChance {
	const mine = actor.outcomes;
	// above[i]: P(actor's result is mine[i] or more, and not a catastrophe), summed from the top so small tails keep their precision.
	const above = new Float64Array(mine.length + 1);
	for (let i = mine.length - 1; i >= 0; i--) {
		const { value, p } = mine[i] as { value: number; p: number };
		above[i] = (above[i + 1] as number) + (value > 1 ? p : 0);
	}
	let actorWins = 0;
	let tie = 0;
	let i = 0;
	for (const theirs of opponent.outcomes) {
		while (i < mine.length && (mine[i] as { value: number }).value <= theirs.value) {
			if ((mine[i] as { value: number }).value === theirs.value) tie += theirs.p * (mine[i] as { p: number }).p;
			i++;
		}
		actorWins += theirs.p * (above[i] as number);
	}
	return { actorWins, tie };
}
