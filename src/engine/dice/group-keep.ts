/**
 * Keep/drop among the items of a group, `{3d%, 3d%, 3d%}kh2`: the items are independent but
 * differently distributed, so the keep.ts program for identical dice does not apply. Two exact
 * ways, and the cheaper one for the group at hand is taken (both refuse past the work limit):
 *
 * - by values (few items, many outcomes): the outcomes of all items are visited from the best
 *   down; the state is which items have been placed so far and the sum of the kept ones. Its work
 *   grows as 3^items, not with the number of combinations of kept values, so three 3d% items take
 *   a few million steps where following the kept values takes billions.
 * - by kept lists (many items, few outcomes): item by item, the sorted list of kept values so far.
 *
 * `score` turns a kept value into what it adds: itself for a sum, 1/−1/0 when the group counts
 * successes (`{1d20, 1d20}kl1>=11` counts the lower roll only).
 */
import { DICE_LIMITS } from "./limits";
import { addShifted } from "./keep";
import { anyTruncated, fromDense, fromMap, MAP_STEPS, type Budget, type Pmf, type Steps } from "./pmf";
import { DiceError, type Span } from "./types";
import { grouped } from "../text";

/** Most items the "by values" way follows: 2^12 arrays of kept sums are still a few megabytes. */
const MAX_ITEMS_BY_VALUES = 12;

export function* keepAmongItems(
	items: readonly Pmf[],
	kept: number,
	highest: boolean,
	score: (value: number) => number,
	budget: Budget,
	span: Span,
): Steps<Pmf> {
	const byValues = byValuesWork(items, kept, score);
	const byLists = byListsWork(items, kept);
	if (byValues !== undefined && byValues <= byLists) return yield* keepByValues(items, kept, highest, score, byValues, budget, span);
	return yield* keepByLists(items, kept, highest, score, budget, span);
}

/** The range of kept sums: `kept` scores, each within the items' lowest and highest score (0 included, for partial sums). */
function keptSumRange(items: readonly Pmf[], kept: number, score: (value: number) => number): { low: number; width: number } {
	let lowest = 0;
	let highestScore = 0;
	for (const item of items) {
		for (const value of item.values) {
			const s = score(value);
			if (s < lowest) lowest = s;
			if (s > highestScore) highestScore = s;
		}
	}
	return { low: kept * lowest, width: kept * (highestScore - lowest) + 1 };
}

/**
 * Steps of the "by values" way, or undefined when there are too many items: every value × every pair
 * of a placed set and a subset placed now (3^items pairs) × (the kept sums, and the odds of the subset).
 */
function byValuesWork(items: readonly Pmf[], kept: number, score: (value: number) => number): number | undefined {
	if (items.length > MAX_ITEMS_BY_VALUES) return undefined;
	const values = new Set<number>();
	for (const item of items) for (const value of item.values) values.add(value);
	return values.size * Math.pow(3, items.length) * (keptSumRange(items, kept, score).width + items.length);
}

/** Steps of the "by kept lists" way, as the lists could grow at most (capped at maxOutcomes lists). */
function byListsWork(items: readonly Pmf[], kept: number): number {
	let lists = 1;
	let work = 0;
	for (const item of items) {
		work += lists * item.values.length * (kept + 2) * MAP_STEPS;
		lists = Math.min(lists * item.values.length, DICE_LIMITS.maxOutcomes);
	}
	return work;
}

/**
 * Values visited best first. At each value v, an item not yet placed shows v with probability
 * P(v) / P(v or worse), else something worse: P(worse) / P(v or worse), both from sums of
 * positive terms, so tail odds keep their precision. Items placed while fewer than `kept` were
 * placed are the kept ones (ties change no sum).
 */
function* keepByValues(
	items: readonly Pmf[],
	kept: number,
	highest: boolean,
	score: (value: number) => number,
	work: number,
	budget: Budget,
	span: Span,
): Steps<Pmf> {
	budget.charge(work, span);
	const n = items.length;
	const full = (1 << n) - 1;
	const { low, width } = keptSumRange(items, kept, score);
	const order = [...new Set(items.flatMap((item) => item.values))].sort((a, b) => (highest ? b - a : a - b));
	// Per item: its probability at each visited value, and the mass of all values visited after it.
	const at = items.map((item) => new Map(item.values.map((v, i) => [v, item.probs[i] as number])));
	const worse = at.map((probs) => {
		const after = new Map<number, number>();
		let mass = 0;
		for (let i = order.length - 1; i >= 0; i--) {
			const v = order[i] as number;
			after.set(v, mass);
			mass += probs.get(v) ?? 0;
		}
		return after;
	});
	let rows: Array<Float64Array | undefined> = new Array<Float64Array | undefined>(full + 1);
	const start = new Float64Array(width);
	start[-low] = 1;
	rows[0] = start;
	// The number of items in each placed set.
	const placedCount = new Uint8Array(full + 1);
	for (let set = 1; set <= full; set++) placedCount[set] = (placedCount[set >> 1] as number) + (set & 1);
	for (const v of order) {
		const s = score(v);
		// Which unplaced items can show v, and with what odds (shows v / shows worse).
		const shows = new Float64Array(n);
		const passes = new Float64Array(n);
		let possible = 0;
		for (let i = 0; i < n; i++) {
			const p = at[i]?.get(v) ?? 0;
			const rest = worse[i]?.get(v) ?? 0;
			if (p > 0) {
				possible |= 1 << i;
				shows[i] = p / (p + rest);
				passes[i] = rest / (p + rest);
			} else passes[i] = 1;
		}
		const next: Array<Float64Array | undefined> = new Array<Float64Array | undefined>(full + 1);
		for (let set = 0; set <= full; set++) {
			const src = rows[set];
			if (!src) continue;
			const open = possible & ~set;
			// Every subset of the open items may show v now (the empty one too: all of them show worse).
			for (let now = open; ; now = (now - 1) & open) {
				let p = 1;
				for (let i = 0; i < n; i++) {
					const bit = 1 << i;
					if (set & bit) continue;
					p *= now & bit ? (shows[i] as number) : (passes[i] as number);
				}
				if (p > 0) {
					const before = placedCount[set] as number;
					const added = Math.min(kept, before + (placedCount[now] as number)) - Math.min(kept, before);
					addShifted(src, (next[set | now] ??= new Float64Array(width)), added * s, p);
					if (budget.tick(width)) yield;
				}
				if (now === 0) break;
			}
		}
		rows = next;
	}
	return yield* fromDense(rows[full] ?? new Float64Array(width), low, anyTruncated(...items), budget, span);
}

/** Item by item, the kept values so far (sorted) as the state. */
function* keepByLists(items: readonly Pmf[], kept: number, highest: boolean, score: (value: number) => number, budget: Budget, span: Span): Steps<Pmf> {
	let states = new Map<string, { kept: number[]; p: number }>([["", { kept: [], p: 1 }]]);
	for (const item of items) {
		const next = new Map<string, { kept: number[]; p: number }>();
		// Each pair copies, sorts and names a list of kept values and updates a Map: charged as it is ticked below.
		const pairSteps = (kept + 2) * MAP_STEPS;
		budget.charge(states.size * item.values.length * pairSteps, span);
		for (const state of states.values()) {
			for (let i = 0; i < item.values.length; i++) {
				const all = [...state.kept, item.values[i] as number].sort((a, b) => (highest ? b - a : a - b)).slice(0, kept);
				const key = all.join(",");
				const entry = next.get(key);
				const p = state.p * (item.probs[i] as number);
				if (entry) entry.p += p;
				else next.set(key, { kept: all, p });
				if (budget.tick(pairSteps)) yield;
			}
			if (next.size > DICE_LIMITS.maxOutcomes) break;
		}
		if (next.size > DICE_LIMITS.maxOutcomes) {
			throw new DiceError(`Keeping ${kept} of these ${items.length} values would follow over ${grouped(DICE_LIMITS.maxOutcomes)} combinations, over the limit.`, span);
		}
		states = next;
	}
	const sums = new Map<number, number>();
	for (const state of states.values()) {
		const total = state.kept.reduce((a, b) => a + score(b), 0);
		sums.set(total, (sums.get(total) ?? 0) + state.p);
		if (budget.tick(MAP_STEPS)) yield;
	}
	return fromMap(sums, anyTruncated(...items), span);
}
