/**
 * Exact keep/drop odds without enumerating rolls. Faces are visited from the
 * best-ranked down (highest first for "keep highest"); for each face we choose
 * how many of the still-unplaced dice show it, weighted by the binomial
 * C(unplaced, c)·p^c. Because faces come best-first, the first `keep` dice
 * placed are exactly the kept ones, so the state is just
 * (dice placed so far, sum of kept scores) → probability.
 */
import type { KeepDrop } from "./ast";
import { anyOf, fromDense, type Budget, type Pmf, type Steps } from "./pmf";
import { DiceError, type Span } from "./types";
import { DICE_LIMITS } from "./limits";
import { grouped } from "../text";

/** One way a single die can come out: `rank` orders dice for keep/drop, `score` is what a kept die adds. */
export interface DieOutcome {
	rank: number;
	score: number;
	p: number;
}

export function* keepDistribution(
	outcomes: readonly DieOutcome[],
	n: number,
	keep: number,
	highest: boolean,
	truncatedPerDie: number,
	budget: Budget,
	span: Span,
): Steps<Pmf> {
	const k = Math.max(0, Math.min(n, keep));
	const faces = outcomes.filter((o) => o.p > 0).sort((a, b) => (highest ? b.rank - a.rank : a.rank - b.rank));
	const truncated = anyOf(truncatedPerDie, n);
	if (k === 0) return { values: [0], probs: [1], truncated };

	let minScore = 0;
	let maxScore = 0;
	for (const f of faces) {
		minScore = Math.min(minScore, f.score);
		maxScore = Math.max(maxScore, f.score);
	}
	const lo = k * minScore;
	const width = k * (maxScore - minScore) + 1;
	const estimate = faces.length * ((n + 1) * (n + 2)) * 0.5 * width;
	if (estimate > DICE_LIMITS.maxWork) {
		throw new DiceError(
			`Exact keep/drop odds here would take about ${grouped(Math.round(estimate))} steps, over the limit of ${grouped(DICE_LIMITS.maxWork)}.`,
			span,
		);
	}
	budget.charge(estimate, span);

	// log n! table: binomials of 1000 dice overflow as plain products, and p^c underflows.
	const logFact = new Float64Array(n + 1);
	for (let i = 2; i <= n; i++) logFact[i] = (logFact[i - 1] as number) + Math.log(i);

	let rows: Array<Float64Array | undefined> = new Array<Float64Array | undefined>(n + 1);
	const start = new Float64Array(width);
	start[-lo] = 1;
	rows[0] = start;

	for (let index = 0; index < faces.length; index++) {
		const face = faces[index] as DieOutcome;
		const last = index === faces.length - 1;
		const logP = Math.log(face.p);
		const next: Array<Float64Array | undefined> = new Array<Float64Array | undefined>(n + 1);
		for (let placed = 0; placed <= n; placed++) {
			const src = rows[placed];
			if (!src) continue;
			const unplaced = n - placed;
			// The last face takes every die still unplaced; earlier faces may take any number.
			for (let c = last ? unplaced : 0; c <= unplaced; c++) {
				const weight =
					c === 0 ? 1 : Math.exp((logFact[unplaced] as number) - (logFact[c] as number) - (logFact[unplaced - c] as number) + c * logP);
				if (weight === 0) continue;
				const now = placed + c;
				const shift = (Math.min(now, k) - Math.min(placed, k)) * face.score;
				addShifted(src, (next[now] ??= new Float64Array(width)), shift, weight);
				if (budget.tick(width)) yield;
			}
		}
		rows = next;
	}

	return yield* fromDense(rows[n] ?? new Float64Array(width), lo, truncated, budget, span);
}

/** dst[j + shift] += src[j] · p over the whole row (the rows of the programs that place dice by score). */
export function addShifted(src: Float64Array, dst: Float64Array, shift: number, p: number): void {
	const from = Math.max(0, -shift);
	const to = Math.min(src.length, dst.length - shift);
	for (let j = from; j < to; j++) {
		const q = src[j] as number;
		if (q !== 0) dst[j + shift] = (dst[j + shift] as number) + q * p;
	}
}

/** How many of `items` a keep/drop keeps, and whether it keeps the highest. */
export function keptCount(keep: KeepDrop, items: number): { kept: number; highest: boolean } {
	const highest = keep.mode === "kh" || keep.mode === "dl";
	const kept = keep.mode === "kh" || keep.mode === "kl" ? keep.count : items - keep.count;
	return { kept: Math.max(0, Math.min(items, kept)), highest };
}
