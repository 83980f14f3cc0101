/**
 * The exact interpreter: the same AST as sample(), read as probabilities.
 * Dice terms become a single-die model (reroll, then explosion chains, then
 * success scores), summed by convolution or, with keep/drop, by the dynamic
 * program in keep.ts; operators combine independent terms.
 */
import type { CallNode, DiceAst, DiceNode, DiceTerm, GroupNode } from "./ast";
import { negateBounds, pointBounds, productBounds, quotientBounds, sumBounds, termBounds, type Bounds } from "./bounds";
import { afterReroll, capCutOff, explosionCap, rawFaces, scoreOf, scoresChains, successScore } from "./die";
import type { DieOutcome } from "./keep";
import { addShifted, keepDistribution, keptCount } from "./keep";
import { keepAmongItems } from "./group-keep";
import { formatNotation } from "./format";
import { DICE_LIMITS } from "./limits";
import { matches } from "./parse";
import { poolKeepDistribution } from "./pool-keep";
import { add, Budget, combine, fromDense, fromMap, higherOf, lowerOf, MAP_STEPS, mapValues, negate, point, runToEnd, sumOf, type Pmf, type Steps } from "./pmf";
import { DiceError, type Distribution, type Span } from "./types";
import { ByteLruCache, MIB } from "./byte-cache";

/**
 * The exact distribution of the notation's value. Results are remembered for recent
 * notations (by their normalised text, up to RECENT_ODDS_BYTES): widgets re-render often, and a
 * big pool can take a noticeable fraction of a second. A refused notation is not
 * remembered, so the refusal is thrown each time.
 */
export function distribution(ast: DiceAst): Distribution {
	const key = formatNotation(ast);
	const cached = recent.get(key);
	if (cached) return cached;
	const result = exactDistribution(ast);
	recent.set(key, result);
	return result;
}

/** Keeps a computed distribution among the recent ones (the least recently used goes first). */
export function remember(ast: DiceAst, result: Distribution): void {
	recent.set(formatNotation(ast), result);
}

/** distribution() without the memory of recent results (for benchmarks). */
export function exactDistribution(ast: DiceAst): Distribution {
	return runToEnd(distributionSteps(ast));
}

/** The exact distribution as a computation that pauses every few thousand steps (see odds-job.ts). */
export function* distributionSteps(ast: DiceAst): Steps<Distribution> {
	const budget = new Budget();
	const { pmf, bounds } = yield* evaluate(ast.root, budget);
	return yield* toDistribution(pmf, bounds, budget);
}

/** A distribution remembered by distribution(), or undefined. */
export function rememberedDistribution(ast: DiceAst): Distribution | undefined {
	return recent.get(formatNotation(ast));
}

/**
 * The memory one distribution keeps alive, estimated: per outcome its value, its probability and the
 * two running sums (8 bytes each), and the outcome objects once read (some 70 bytes each), plus the
 * object and its functions. Measured at 99–104 bytes an outcome in Node 20, heap and array buffers
 * (test/unit/dice/odds-memory.test.ts holds the estimate above what is measured).
 */
export function distributionBytes(dist: Distribution): number {
	return 112 * distinctOutcomes(dist) + 1024;
}

/** How many outcomes a distribution lists, without making its outcome objects. */
function distinctOutcomes(dist: Distribution): number {
	return outcomeCounts.get(dist) ?? dist.outcomes.length;
}
const outcomeCounts = new WeakMap<Distribution, number>();

/** Most bytes of remembered distributions (about 150,000 outcomes: 1000d100 twice, or thousands of usual rolls). */
export const RECENT_ODDS_BYTES = 16 * MIB;
const recent = new ByteLruCache<string, Distribution>(RECENT_ODDS_BYTES, distributionBytes);

/** The bytes the remembered distributions take, as estimated (never over RECENT_ODDS_BYTES). */
export function rememberedBytes(): number {
	return recent.bytes;
}

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
		case "group":
			return yield* groupEvaluated(node, budget);
		case "call":
			return yield* callEvaluated(node, budget);
		case "binary": {
			const a = yield* evaluate(node.left, budget);
			const b = yield* evaluate(node.right, budget);
			if (node.op === "+") return { pmf: yield* add(a.pmf, b.pmf, budget, node.span), bounds: sumBounds(a.bounds, b.bounds) };
			if (node.op === "-") return { pmf: yield* add(a.pmf, negate(b.pmf), budget, node.span), bounds: sumBounds(a.bounds, negateBounds(b.bounds)) };
			const pmf = yield* combine(node.op, a.pmf, b.pmf, node.rounding, budget, node.span, node.opSpan);
			// Products and truncating quotients lose their ends to underflow as sums do; the others' ranges are their outcomes'.
			if (node.op === "*") return { pmf, bounds: productBounds(a.bounds, b.bounds) };
			if (node.op === "/" && (node.rounding ?? "trunc") === "trunc") return { pmf, bounds: quotientBounds(a.bounds, b.bounds, b.pmf.values) };
			return { pmf, bounds: pmfBounds(pmf) };
		}
	}
}

/** The range of a distribution's listed outcomes (for results that rarely lose their ends to underflow). */
function pmfBounds(pmf: Pmf): Bounds {
	return { min: pmf.values[0] as number, max: pmf.values[pmf.values.length - 1] as number };
}

function* callEvaluated(node: CallNode, budget: Budget): Steps<Evaluated> {
	const args: Evaluated[] = [];
	for (const arg of node.args) args.push(yield* evaluate(arg, budget));
	const first = args[0] as Evaluated;
	switch (node.name) {
		case "floor":
		case "ceil":
		case "round":
			// The rounding was given to the division inside (parse.ts); whole numbers round to themselves.
			return first;
		case "abs": {
			const pmf = yield* mapValues(first.pmf, Math.abs, budget, node.span);
			return { pmf, bounds: pmfBounds(pmf) };
		}
		case "min":
		case "max":
			// max(a, b, …) is {a, b, …}kh1, and min kl1.
			return yield* keptEvaluated(args, 1, node.name === "max", undefined, budget, node.span);
	}
}

/**
 * A group `{a, b, …}`: the sum of its items, or of the kept ones, or the count of items
 * whose value meets the success condition (minus those meeting the failure one), among the
 * kept ones when it also keeps or drops (`{1d20, 1d20}kl1>=11` counts the lower roll only).
 */
function* groupEvaluated(node: GroupNode, budget: Budget): Steps<Evaluated> {
	const items: Evaluated[] = [];
	for (const item of node.items) items.push(yield* evaluate(item, budget));
	const rule = node.successes;
	const score = rule ? (v: number): number => scoreOf(rule, v) : undefined;
	if (node.keep) {
		const { kept, highest } = keptCount(node.keep, items.length);
		return yield* keptEvaluated(items, kept, highest, score, budget, node.span);
	}
	if (score) {
		let total: Pmf = point(0);
		for (const item of items) total = yield* add(total, yield* mapValues(item.pmf, score, budget, node.span), budget, node.span);
		return { pmf: total, bounds: pmfBounds(total) };
	}
	let pmf = (items[0] as Evaluated).pmf;
	let bounds = (items[0] as Evaluated).bounds;
	for (const item of items.slice(1)) {
		pmf = yield* add(pmf, item.pmf, budget, node.span);
		bounds = sumBounds(bounds, item.bounds);
	}
	return { pmf, bounds };
}

/** The sum of the `kept` highest (or lowest) of independent values, or with `score` what they score. */
function* keptEvaluated(items: Evaluated[], kept: number, highest: boolean, score: ((value: number) => number) | undefined, budget: Budget, span: Span): Steps<Evaluated> {
	const pmfs = items.map((i) => i.pmf);
	let pmf: Pmf;
	if (kept === 1) {
		// Keeping one is taking the highest (or lowest): item by item, in as many steps as there are values.
		pmf = pmfs[0] as Pmf;
		for (const item of pmfs.slice(1)) pmf = yield* (highest ? higherOf : lowerOf)(pmf, item, budget, span);
		if (score) pmf = yield* mapValues(pmf, score, budget, span);
	} else pmf = yield* keepAmongItems(pmfs, kept, highest, score ?? ((v) => v), budget, span);
	return { pmf, bounds: score ? pmfBounds(pmf) : keptBounds(items.map((i) => i.bounds), kept, highest) };
}

function keptBounds(items: Bounds[], kept: number, highest: boolean): Bounds {
	const pickSum = (values: number[]): number =>
		values
			.sort((a, b) => (highest ? b - a : a - b))
			.slice(0, kept)
			.reduce((a, b) => a + b, 0);
	return { min: pickSum(items.map((b) => b.min)), max: pickSum(items.map((b) => b.max)) };
}

/**
 * Every way one die of the term can come out, with its odds: its chain of explosions
 * (capped at explosionCap, the same cap the sampler uses, so the capped chain is an
 * outcome here too), each die of it after the reroll rule, and its success score.
 * `truncated` is the share of dice whose chain the cap stopped early.
 */
export function* dieOutcomes(term: DiceTerm, budget: Budget): Steps<{ outcomes: DieOutcome[]; truncated: number }> {
	// Keys: the score alone when nothing is kept; the face total when kept dice add faces; both when kept dice count successes.
	// A compounding chain (`!!`) counting successes is keyed by its face total, which gives both: it is scored on that total.
	const byChainTotal = scoresChains(term);
	const joint = term.keep !== undefined && term.successes !== undefined && !byChainTotal;
	const rankMatters = term.keep !== undefined || byChainTotal;
	const encode = (value: number): number => {
		if (rankMatters && !joint) return value;
		const score = successScore(term, value);
		return joint ? value * SCORE_SPAN + score : score;
	};
	const decode = (key: number): DieOutcome => {
		if (byChainTotal) return { rank: key, score: successScore(term, key), p: 0 };
		if (!joint) return { rank: key, score: key, p: 0 };
		const score = (((key % SCORE_SPAN) + SCORE_SPAN + SCORE_SPAN / 2) % SCORE_SPAN) - SCORE_SPAN / 2;
		return { rank: (key - score) / SCORE_SPAN, score, p: 0 };
	};
	const faces = rawFaces(term);
	const explode = term.explode;
	const reroll = term.reroll;
	/** One die of the chain whose rolled face passes `keep`, as a measure over keys. */
	function* measure(keep: (face: number) => boolean, extra: boolean): Steps<Map<number, number>> {
		const shift = extra && explode?.penetrate ? 1 : 0;
		const out = new Map<number, number>();
		const put = (face: number, p: number): void => {
			const key = encode(face - shift);
			out.set(key, (out.get(key) ?? 0) + p);
		};
		// A face the reroll rule lets stand stays itself (afterReroll); every face it catches ends alike, as a
		// fresh roll, so their share is spread over the endings once, not face by face: 1d10000r<9999 in
		// 10⁴ steps rather than 10⁸.
		let rerolledShare = 0;
		let rerolledFace: number | undefined;
		for (const { face, p } of faces) {
			if (!keep(face)) continue;
			if (reroll && matches(reroll.when, face)) {
				rerolledShare += p;
				rerolledFace = face;
			} else put(face, p);
			if (budget.tick(MAP_STEPS)) yield;
		}
		if (rerolledFace !== undefined) for (const after of afterReroll(term, rerolledFace)) put(after.face, rerolledShare * after.p);
		return out;
	}
	let total: Map<number, number>;
	let truncated = 0;
	if (!explode) {
		total = yield* measure(() => true, false);
	} else {
		const explodes = (face: number): boolean => matches(explode.when, face);
		const stays = (face: number): boolean => !explodes(face);
		const cap = explosionCap(term);
		truncated = capCutOff(term);
		// Refused before the measures below, which take a while on a die of thousands of faces.
		if (term.successes === undefined || joint || byChainTotal) {
			const standing = (keep: (face: number) => boolean): number => faces.filter(({ face }) => keep(face) && !(reroll && matches(reroll.when, face))).length;
			const exploding = standing(explodes);
			budget.foresee(chainWorkAtLeast(exploding, exploding, standing(stays), standing(() => true), cap), term.span);
		}
		total = yield* measure(stays, false);
		let prefix = yield* measure(explodes, false);
		const explodingExtra = yield* measure(explodes, true);
		const stayingExtra = yield* measure(stays, true);
		const anyExtra = yield* measure(() => true, true);
		// The chains' convolutions are the heavy part: refused before the first when they cannot fit.
		budget.foresee(chainWorkAtLeast(prefix.size, explodingExtra.size, stayingExtra.size, anyExtra.size, cap), term.span);
		for (let j = 1; j <= cap && prefix.size > 0; j++) {
			const last = j === cap;
			accumulate(total, yield* convolveMeasures(prefix, last ? anyExtra : stayingExtra, budget, term.span));
			if (!last) prefix = yield* convolveMeasures(prefix, explodingExtra, budget, term.span);
		}
	}
	const outcomes: DieOutcome[] = [];
	for (const [key, p] of total) {
		if (p > 0) outcomes.push({ ...decode(key), p });
		if (budget.tick(MAP_STEPS)) yield;
	}
	return { outcomes, truncated };
}

/**
 * The least work the chain loop below can charge: it convolves the chains so far (`first` keys after
 * one explosion) with the staying die (the last time, with any die) and with an exploding one, for
 * each extra die up to `cap`. A sum of two sets of whole numbers has at least |A| + |B| − 1 keys, so
 * each step's chains have at least `exploding` − 1 keys more than the last.
 */
export function chainWorkAtLeast(first: number, exploding: number, staying: number, any: number, cap: number): number {
	let work = 0;
	let chains = first;
	for (let j = 1; j <= cap && chains > 0; j++) {
		if (j === cap) {
			work += chains * any;
			break;
		}
		work += chains * (staying + exploding);
		if (work > DICE_LIMITS.maxWork) break;
		chains = exploding === 0 ? 0 : chains + exploding - 1;
	}
	return work;
}

/** Room for one chain's success score (at most maxExplosionDepth + 1 dice, each ±1) in a joint key. */
const SCORE_SPAN = 4096;

function accumulate(into: Map<number, number>, from: Map<number, number>): void {
	for (const [key, p] of from) into.set(key, (into.get(key) ?? 0) + p);
}

function* convolveMeasures(a: Map<number, number>, b: Map<number, number>, budget: Budget, span: Span): Steps<Map<number, number>> {
	budget.charge(a.size * b.size, span);
	const out = new Map<number, number>();
	for (const [ka, pa] of a) {
		for (const [kb, pb] of b) out.set(ka + kb, (out.get(ka + kb) ?? 0) + pa * pb);
		if (budget.tick(b.size * MAP_STEPS)) yield;
	}
	if (out.size > DICE_LIMITS.maxOutcomes) {
		throw new DiceError(`One die's explosion chains here have over ${DICE_LIMITS.maxOutcomes} outcomes, over the limit.`, span);
	}
	return out;
}

function* termEvaluated(term: DiceTerm, budget: Budget): Steps<Evaluated> {
	if (term.unique) return yield* uniqueEvaluated(term, budget);
	const keep = term.keep;
	if (keep && term.explode && !term.explode.compound) {
		// "!" with keep/drop: each extra die is a die of the pool (rpg-dice-roller's reading). That follows
		// the chains itself, so whole chains' outcomes are not needed (and a refusal comes at once).
		const pmf = yield* poolKeepDistribution(term, capCutOff(term), budget);
		return { pmf, bounds: pmfBounds(pmf) };
	}
	const { outcomes, truncated } = yield* dieOutcomes(term, budget);
	if (keep) {
		const { kept, highest } = keptCount(keep, term.count);
		return {
			pmf: yield* keepDistribution(outcomes, term.count, kept, highest, truncated, budget, term.span),
			bounds: termBounds(outcomes, kept),
		};
	}
	const byScore = new Map<number, number>();
	for (const o of outcomes) {
		byScore.set(o.score, (byScore.get(o.score) ?? 0) + o.p);
		if (budget.tick(MAP_STEPS)) yield;
	}
	const die = fromMap(byScore, truncated, term.span);
	return { pmf: yield* sumOf(die, term.count, budget, term.span), bounds: termBounds(outcomes, term.count) };
}

/**
 * `u`: dice rerolled until all differ show a uniformly random set of distinct faces (every
 * face equally likely, which parse() checks). Faces are visited in keep order; each is
 * in the set with probability (slots left)/(faces left), so the state is (faces chosen, kept score).
 */
function* uniqueEvaluated(term: DiceTerm, budget: Budget): Steps<Evaluated> {
	const n = term.count;
	const distinct = [...new Set(rawFaces(term).map((f) => f.face))];
	const { kept, highest } = term.keep ? keptCount(term.keep, n) : { kept: n, highest: true };
	distinct.sort((a, b) => (highest ? b - a : a - b));
	const scores = distinct.map((f) => successScore(term, f));
	const low = Math.min(0, ...scores) * kept;
	const width = (Math.max(0, ...scores) - Math.min(0, ...scores)) * kept + 1;
	budget.charge(distinct.length * (n + 1) * width, term.span);
	// rows[c][s − low]: probability of having chosen c faces so far with kept score s.
	let rows: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(width));
	(rows[0] as Float64Array)[-low] = 1;
	for (let i = 0; i < distinct.length; i++) {
		const left = distinct.length - i;
		const score = scores[i] as number;
		const next = Array.from({ length: n + 1 }, () => new Float64Array(width));
		for (let c = 0; c <= n; c++) {
			const row = rows[c] as Float64Array;
			const take = (n - c) / left;
			addShifted(row, next[c] as Float64Array, 0, 1 - take);
			if (c < n) addShifted(row, next[c + 1] as Float64Array, c < kept ? score : 0, take);
			if (budget.tick(width)) yield;
		}
		rows = next;
	}
	const pmf = yield* fromDense(rows[n] as Float64Array, low, 0, budget, term.span);
	return { pmf, bounds: pmfBounds(pmf) };
}

/** The Distribution a user reads; a big one (1000d100 has over 60,000 outcomes) takes several pauses. */
function* toDistribution(pmf: Pmf, bounds: Bounds, budget: Budget): Steps<Distribution> {
	const { values, probs, truncated } = pmf;
	// cumulative[i] = P(total ≤ values[i]) and tail[i] = P(total ≥ values[i]), each summed from its own
	// small end so that tiny tail probabilities are not lost to rounding (1 − 0.999… would be).
	const cumulative = new Float64Array(probs.length);
	const tail = new Float64Array(probs.length);
	let mass = 0;
	let mean = 0;
	for (let i = 0; i < values.length; i++) {
		cumulative[i] = mass += probs[i] as number;
		mean += (values[i] as number) * (probs[i] as number);
		if (budget.tick(4)) yield;
	}
	mean /= mass;
	let variance = 0;
	for (let i = 0; i < values.length; i++) {
		variance += (probs[i] as number) * ((values[i] as number) - mean) ** 2;
		if (budget.tick(4)) yield;
	}
	variance /= mass;
	let running = 0;
	for (let i = probs.length - 1; i >= 0; i--) {
		tail[i] = running += probs[i] as number;
		if (budget.tick(4)) yield;
	}
	let outcomes: Distribution["outcomes"] | undefined;
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
	const dist: Distribution = Object.freeze({
		/**
		 * Made when first read: the widgets read the range, mean and atLeast, and a big pool's tens of
		 * thousands of outcome objects would only burden the garbage collector. Frozen: a remembered
		 * distribution is shared by every caller.
		 */
		get outcomes() {
			return (outcomes ??= Object.freeze(values.map((value, i) => Object.freeze({ value, p: probs[i] as number }))));
		},
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
	outcomeCounts.set(dist, values.length);
	return dist;
}
