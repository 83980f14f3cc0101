/**
 * Exact keep/drop odds when "!" or "!p" adds separate dice to the pool, as
 * rpg-dice-roller reads `8d4kh4!`: every extra die is a die of the pool, so the
 * pool's size is itself random. The dice are followed chain by chain; the state is
 * what keep/drop still needs to know: the best (or worst) dice so far, plus the
 * running total when dropping (the kept dice are then "all but the dropped ones").
 */
import type { DiceTerm } from "./ast";
import { afterReroll, explosionCap, rawFaces, successScore } from "./die";
import { DICE_LIMITS } from "./limits";
import { matches } from "./parse";
import { anyOf, fromMap, MAP_STEPS, type Budget, type Pmf, type Steps } from "./pmf";
import { DiceError } from "./types";
import { grouped } from "../text";

export function* poolKeepDistribution(term: DiceTerm, truncatedPerDie: number, budget: Budget): Steps<Pmf> {
	const keep = term.keep;
	const explode = term.explode;
	if (!keep || !explode) throw new DiceError("Internal: pool keep without keep and explode.", term.span);
	const dropping = keep.mode === "dh" || keep.mode === "dl";
	// Which end is tracked: keep highest and drop highest follow the top dice, the others the bottom ones.
	const top = keep.mode === "kh" || keep.mode === "dh";
	const faces = rawFaces(term);
	const cap = explosionCap(term);
	/** For each rolled face: the values it may end as, with their odds. */
	const endings = faces.map(({ face, p }) => ({ face, p, after: afterReroll(term, face) }));
	const values = [...new Set(endings.flatMap((e) => e.after.map((a) => a.face)).flatMap((v) => [v, v - 1]))];
	const states = new TrackedStates(keep.count, top, values);
	// Refuse up front, before any work: the tracked lists are multisets of at most keep.count values.
	const lists = multisets(values.length, keep.count);
	const endingCount = endings.reduce((sum, e) => sum + e.after.length, 0);
	const totalsRange = dropping ? term.count * (cap + 1) * Math.max(1, ...values.map((v) => Math.abs(successScore(term, v)))) * 2 + 1 : 1;
	// Counted in cases, the most there could be: far beyond the limit, the refusal comes at once. The
	// loop below charges each case as the Map updates it makes, so the limit holds exactly.
	const estimate = lists * endingCount * (cap + 1) * term.count * totalsRange;
	if (lists > DICE_LIMITS.maxOutcomes || estimate > DICE_LIMITS.maxWork) {
		throw new DiceError(
			`Keeping ${keep.count} dice among exploded ones here would take about ${grouped(Math.min(estimate, 1e15))} steps, over the limit of ${grouped(DICE_LIMITS.maxWork)}; try fewer dice, or "!!" to keep whole chains.`,
			term.span,
		);
	}

	// A layer maps a state id to the odds of each running total of every die's score. Only dropping
	// needs the total (kept = all but the dropped); keeping uses the total 0 throughout.
	type Layer = Map<number, Map<number, number>>;
	const addTo = (layer: Layer, id: number, from: Map<number, number>, shift: number, p: number): void => {
		let totals = layer.get(id);
		if (!totals) layer.set(id, (totals = new Map<number, number>()));
		for (const [total, q] of from) {
			const at = total + shift;
			totals.set(at, (totals.get(at) ?? 0) + q * p);
		}
	};

	let current: Layer = new Map([[states.empty, new Map([[0, 1]])]]);
	for (let chain = 0; chain < term.count; chain++) {
		let alive = current;
		const done: Layer = new Map();
		for (let depth = 0; depth <= cap && alive.size > 0; depth++) {
			const shift = depth > 0 && explode.penetrate ? 1 : 0;
			const next: Layer = new Map();
			for (const [id, totals] of alive) {
				// A Map update per running total and ending, and a few more to step the tracked dice and find the layer's entry.
				budget.charge(endingCount * (totals.size + 4) * MAP_STEPS, term.span);
				for (const { face, p, after } of endings) {
					const into = depth < cap && matches(explode.when, face) ? next : done;
					for (const end of after) {
						const value = end.face - shift;
						addTo(into, states.add(id, value), totals, dropping ? successScore(term, value) : 0, p * end.p);
					}
					if (budget.tick(after.length * (totals.size + 4) * MAP_STEPS)) yield;
				}
			}
			if (states.count > DICE_LIMITS.maxOutcomes) {
				throw new DiceError(
					`Keeping dice among exploded ones here would follow over ${grouped(DICE_LIMITS.maxOutcomes)} cases, over the limit; try fewer dice, or "!!" to keep whole chains.`,
					term.span,
				);
			}
			alive = next;
		}
		current = done;
	}
	const sums = new Map<number, number>();
	for (const [id, totals] of current) {
		const trackedScore = states.values(id).reduce((sum, value) => sum + successScore(term, value), 0);
		for (const [total, p] of totals) {
			const value = dropping ? total - trackedScore : trackedScore;
			sums.set(value, (sums.get(value) ?? 0) + p);
		}
		if (budget.tick((totals.size + 4) * MAP_STEPS)) yield;
	}
	return fromMap(sums, anyOf(truncatedPerDie, term.count), term.span);
}

/** How many multisets of at most `size` items from `kinds` kinds there are (C(kinds + size, size)), capped at 1e15. */
function multisets(kinds: number, size: number): number {
	let count = 1;
	for (let i = 1; i <= size; i++) {
		count = (count * (kinds + i)) / i;
		if (count > 1e15) return 1e15;
	}
	return count;
}

/**
 * The tracked dice (the `size` best or worst so far), each distinct list given a small
 * number once, with the step "add a die of this value" remembered, so the inner loop
 * works on numbers rather than building and sorting lists.
 */
class TrackedStates {
	private readonly lists: number[][] = [[]];
	private readonly ids = new Map<string, number>([["", 0]]);
	/** steps[id · values + index of the value] = the state after adding that die, or -1 when not yet known. */
	private steps: Int32Array;
	private readonly index: Map<number, number>;
	readonly empty = 0;

	constructor(
		private readonly size: number,
		private readonly top: boolean,
		private readonly allValues: number[],
	) {
		this.index = new Map(allValues.map((v, i) => [v, i]));
		this.steps = new Int32Array(64 * allValues.length).fill(-1);
	}

	get count(): number {
		return this.lists.length;
	}

	values(id: number): number[] {
		return this.lists[id] as number[];
	}

	add(id: number, value: number): number {
		const stepKey = id * this.allValues.length + (this.index.get(value) as number);
		const known = this.steps[stepKey] as number;
		if (known >= 0) return known;
		const list = [...(this.lists[id] as number[]), value].sort((a, b) => (this.top ? b - a : a - b)).slice(0, this.size);
		const key = list.join(",");
		let next = this.ids.get(key);
		if (next === undefined) {
			next = this.lists.length;
			this.lists.push(list);
			this.ids.set(key, next);
		}
		if ((next + 1) * this.allValues.length > this.steps.length) {
			const grown = new Int32Array(this.steps.length * 2).fill(-1);
			grown.set(this.steps);
			this.steps = grown;
		}
		this.steps[stepKey] = next;
		return next;
	}
}
