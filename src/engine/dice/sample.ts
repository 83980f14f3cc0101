/**
 * The rolling interpreter: walks the AST, rolls every dice term with the
 * injected Rng and records every die (rerolled, exploded, dropped) for display.
 */
import type { CallNode, Criticals, DiceAst, DiceNode, DiceTerm, Explode, GroupNode, Reroll } from "./ast";
import { explosionCap, scoreOf, scoresChains, successScore } from "./die";
import { keptCount } from "./keep";
import { formatDiceTerm, formatNode } from "./format";
import { DICE_LIMITS } from "./limits";
import { clampedFaces, matches } from "./parse";
import { operate, refusedOperand } from "./operators";
import { wholeResult } from "./pmf";
import { checkRollSize } from "./roll-size";
import type { Rng } from "../rng";
import { DiceError, type DiceGroupResult, type DieResult, type RollResult, type RollSetResult } from "./types";

export function sample(ast: DiceAst, rng: Rng): RollResult {
	checkRollSize(ast);
	const rolling: Rolling = { rng, groups: [], sets: [] };
	const total = evaluate(ast.root, rolling);
	const { groups, sets } = rolling;
	// Every dice term is written already, as its group's notation: formatting it again for the whole
	// expression cost a tenth of the roll. A lone term is the whole notation.
	const notation = ast.root.kind === "dice" ? (groups[0] as DiceGroupResult).notation : wholeNotation(ast.root, groups);
	const result: RollResult = { total, groups, notation };
	if (sets.length > 0) result.sets = sets;
	if (ast.label !== undefined) result.label = ast.label;
	return result;
}

/**
 * The expression's notation from the notations its groups wrote. The groups were rolled in the order
 * the notation is written (left before right, items and arguments in turn), so the k-th term written
 * is the k-th group. A term and a number (`1d20 + 5`, the usual attack or check) is written directly:
 * the general walk cost a fifth of such a roll.
 */
function wholeNotation(root: DiceNode, groups: DiceGroupResult[]): string {
	if (root.kind === "binary" && (root.op === "+" || root.op === "-") && root.left.kind === "dice" && root.right.kind === "number") {
		return `${(groups[0] as DiceGroupResult).notation} ${root.op} ${root.right.value}`;
	}
	let next = 0;
	return formatNode(root, () => (groups[next++] as DiceGroupResult).notation);
}

/** What one roll has thrown so far: a dice group per dice term rolled, in order, and a set per `{…}`. */
interface Rolling {
	rng: Rng;
	groups: DiceGroupResult[];
	sets: RollSetResult[];
}

function evaluate(node: DiceNode, rolling: Rolling): number {
	switch (node.kind) {
		case "number":
			return node.value;
		case "dice": {
			const group = rollTerm(node, rolling.rng);
			rolling.groups.push(group);
			return group.value;
		}
		case "negate":
			return wholeResult(-evaluate(node.operand, rolling), node.span);
		case "group":
			return rollGroup(node, rolling);
		case "call":
			return call(node, rolling);
		case "binary": {
			const a = evaluate(node.left, rolling);
			const b = evaluate(node.right, rolling);
			// The hot path of the usual roll (2d20kh1 + 5): sums without a lookup.
			if (node.op === "+") return wholeResult(a + b, node.span);
			const refused = refusedOperand(node.op, b);
			if (refused !== undefined) throw new DiceError(`The right side of this ${node.op} came out as ${b}, and ${refused}.`, node.opSpan);
			return wholeResult(operate(node.op, a, b, node.rounding), node.span);
		}
	}
}

function call(node: CallNode, rolling: Rolling): number {
	const values = node.args.map((arg) => evaluate(arg, rolling));
	switch (node.name) {
		case "floor":
		case "ceil":
		case "round":
			return values[0] as number;
		case "abs":
			return wholeResult(Math.abs(values[0] as number), node.span);
		case "min":
			return Math.min(...values);
		case "max":
			return Math.max(...values);
	}
}

/** `{a, b}`: every item is rolled; keep/drop and success counting look at item values. */
function rollGroup(node: GroupNode, rolling: Rolling): number {
	const { groups } = rolling;
	const set: RollSetResult = { notation: formatNode(node), items: [], value: 0 };
	rolling.sets.push(set);
	const firstGroupOfItem: number[] = [];
	for (const item of node.items) {
		firstGroupOfItem.push(groups.length);
		set.items.push({ notation: formatNode(item), value: evaluate(item, rolling), kept: true });
	}
	firstGroupOfItem.push(groups.length);
	if (node.keep) {
		const { kept, highest } = keptCount(node.keep, set.items.length);
		const order = set.items.map((_, i) => i).sort((a, b) => (highest ? 1 : -1) * ((set.items[b]?.value ?? 0) - (set.items[a]?.value ?? 0)));
		for (const dropped of order.slice(kept)) {
			(set.items[dropped] as RollSetResult["items"][number]).kept = false;
			// The dice of a dropped item are shown as dropped.
			for (let g = firstGroupOfItem[dropped] as number; g < (firstGroupOfItem[dropped + 1] as number); g++) {
				for (const die of (groups[g] as DiceGroupResult).dice) die.kept = false;
			}
		}
	}
	let value = 0;
	for (const item of set.items) {
		if (!item.kept) continue;
		const rule = node.successes;
		const score = rule ? scoreOf(rule, item.value) : item.value;
		if (rule && score !== 0) item.outcome = score > 0 ? "success" : "failure";
		value += score;
	}
	set.value = wholeResult(value, node.span);
	return set.value;
}

// Read once: the hot path below should not go through the limits object per die.
const MAX_REROLLS = DICE_LIMITS.maxRerollsPerDie;
const MAX_TERM_REROLLS = DICE_LIMITS.maxRerollsPerTerm;

/**
 * One die as thrown, with what followed from it: an exploding die and the extra dice
 * it sets off form one chain, and keep/drop compares chain totals (compounding, `!!`).
 */
interface Chain {
	/** Index of the chain's first die in the term's dice list. */
	first: number;
	/** Sum of the faces that stand (rerolled-away faces excluded). */
	total: number;
	score: number;
	kept: boolean;
}

function rollTerm(term: DiceTerm, rng: Rng): DiceGroupResult {
	try {
		return rollTermUnguarded(term, rng);
	} catch (error) {
		if (error instanceof DiceError) throw error;
		// The Rng failed (e.g. typed-in dice ran out): still a DiceError, pointing at the dice term.
		const reason = error instanceof Error ? error.message : String(error);
		throw new DiceError(`The dice could not be rolled: ${reason}`, term.span);
	}
}

function rollTermUnguarded(term: DiceTerm, rng: Rng): DiceGroupResult {
	const roller = new TermRoller(term, rng);
	const chains: Chain[] = [];
	if (term.unique) roller.rollUnique(chains);
	else for (let i = 0; i < term.count; i++) chains.push(roller.rollChain());
	if (term.keep && term.explode && !term.explode.compound) {
		// "!" with keep/drop: every die, extra ones included, is kept or dropped on its own (rpg-dice-roller's reading).
		const separate = diceAsChains(term, roller.dice);
		applyKeep(term, separate, roller.dice);
		let value = 0;
		for (const die of separate) if (die.kept) value += die.score;
		return finishTerm(term, roller.dice, value);
	}
	if (term.keep) applyKeep(term, chains, roller.dice);
	let value = 0;
	for (const chain of chains) if (chain.kept) value += chain.score;
	return finishTerm(term, roller.dice, value);
}

/** Each standing die as its own one-die chain (with the rerolled-away faces before it). */
function diceAsChains(term: DiceTerm, dice: DieResult[]): Chain[] {
	const chains: Chain[] = [];
	let first = 0;
	dice.forEach((die, i) => {
		if (die.rerolled) return;
		chains.push({ first, total: die.value, score: successScore(term, die.value), kept: true });
		first = i + 1;
	});
	return chains;
}

function finishTerm(term: DiceTerm, dice: DieResult[], value: number): DiceGroupResult {
	if (term.sort) {
		const sign = term.sort === "ascending" ? 1 : -1;
		dice.sort((a, b) => sign * (a.value - b.value));
	}
	return { notation: formatDiceTerm(term), dice, value: value === 0 ? 0 : value };
}

/** Rolls the dice of one term. A class rather than closures: rolling is the hot path. */
class TermRoller {
	readonly dice: DieResult[] = [];
	private rerollsLeft = MAX_TERM_REROLLS;
	/** The faces a reroll-until can settle on, built only when a bound is reached. */
	private settleFaces: readonly number[] | undefined;
	/** The explosion cap, worked out when a die first explodes: most rolls never need it. */
	private cap: number | undefined;
	private readonly faces: readonly number[];
	// The term's modifiers, read once: terms come in many shapes (one per set of modifiers), which makes
	// each read of a term slower than a read of these fields, and they are wanted for every die.
	private readonly sides: number | "F";
	private readonly explode: Explode | undefined;
	private readonly reroll: Reroll | undefined;
	/** Successes counted die by die; with `!!` they are counted on each chain's total instead (scoresChains). */
	private readonly scoresEachDie: boolean;
	private readonly scoresChains: boolean;
	private readonly criticals: Criticals | undefined;

	constructor(
		private readonly term: DiceTerm,
		private readonly rng: Rng,
	) {
		this.faces = clampedFaces(term);
		this.sides = term.sides;
		this.explode = term.explode;
		this.reroll = term.reroll;
		this.scoresChains = scoresChains(term);
		this.scoresEachDie = term.successes !== undefined && !this.scoresChains;
		this.criticals = term.criticals;
	}

	private draw(): number {
		return this.faces[this.rng.nextInt(this.faces.length)] as number;
	}

	/** The same cap as the exact odds (die.ts), so every rolled total is one the odds list. */
	private explosionCap(): number {
		return (this.cap ??= explosionCap(this.term));
	}

	/** One die and the extra dice its explosions set off, each then under the reroll rule. */
	rollChain(): Chain {
		const chain: Chain = { first: this.dice.length, total: 0, score: 0, kept: true };
		const explode = this.explode;
		let face = this.draw();
		this.settle(chain, face, false);
		for (let extra = 0; explode && matches(explode.when, face) && extra < this.explosionCap(); extra++) {
			face = this.draw();
			this.settle(chain, face, true);
		}
		if (this.scoresChains) this.scoreChain(chain);
		return chain;
	}

	/** A compounded chain is one die showing its total: scored once, the outcome shown on its last die. */
	private scoreChain(chain: Chain): void {
		chain.score = successScore(this.term, chain.total);
		const last = this.dice[this.dice.length - 1] as DieResult;
		if (chain.score !== 0) last.outcome = chain.score > 0 ? "success" : "failure";
	}

	/** Applies the reroll rule to a rolled face and appends the die (after any rerolled-away faces). */
	private settle(chain: Chain, rolled: number, exploded: boolean): void {
		const { dice, reroll } = this;
		let face = rolled;
		if (reroll) {
			const limit = reroll.limit ?? MAX_REROLLS;
			for (let rerolls = 1; matches(reroll.when, face); rerolls++) {
				const gone: DieResult = { value: face, sides: this.sides, kept: false, rerolled: true };
				if (exploded) gone.exploded = true;
				dice.push(gone);
				if (reroll.limit === undefined && (rerolls >= MAX_REROLLS || --this.rerollsLeft <= 0)) {
					// Past the bound, settle on a non-matching face drawn by its odds: the same odds as rerolling on.
					const left = (this.settleFaces ??= settleFaces(this.term));
					face = left[this.rng.nextInt(left.length)] as number;
					break;
				}
				face = this.draw();
				if (rerolls >= limit) break;
			}
		}
		// Penetrating: every extra die counts one less.
		if (exploded && this.explode?.penetrate) face -= 1;
		this.push(chain, face, exploded);
	}

	private push(chain: Chain, face: number, exploded: boolean): void {
		const die: DieResult = { value: face, sides: this.sides, kept: true };
		if (exploded) die.exploded = true;
		let score = face;
		if (this.scoresEachDie) {
			score = successScore(this.term, face);
			if (score !== 0) die.outcome = score > 0 ? "success" : "failure";
		}
		const criticals = this.criticals;
		if (criticals) {
			if (criticals.success && matches(criticals.success, face)) die.critical = "success";
			else if (criticals.failure && matches(criticals.failure, face)) die.critical = "failure";
		}
		this.dice.push(die);
		chain.total += face;
		chain.score += score;
	}

	/** `u`: each die is rerolled while it shows a face an earlier die shows. */
	rollUnique(chains: Chain[]): void {
		const shown = new Set<number>();
		for (let i = 0; i < this.term.count; i++) {
			const chain: Chain = { first: this.dice.length, total: 0, score: 0, kept: true };
			let face = this.draw();
			for (let rerolls = 0; shown.has(face); rerolls++) {
				this.dice.push({ value: face, sides: this.sides, kept: false, rerolled: true });
				// Bounded per die and per term, as "r" is (so the dice a roll may throw are known before it is rolled).
				if (rerolls >= MAX_REROLLS || --this.rerollsLeft <= 0) {
					// Settle directly on a face not shown yet: the same odds as rerolling on.
					const left = [...new Set(this.faces)].filter((f) => !shown.has(f));
					face = left[this.rng.nextInt(left.length)] as number;
					break;
				}
				face = this.draw();
			}
			shown.add(face);
			this.push(chain, face, false);
			chains.push(chain);
		}
	}
}

/** The non-matching faces of an unlimited reroll, repeated by their odds so a uniform pick has them. */
function settleFaces(term: DiceTerm): readonly number[] {
	const reroll = term.reroll;
	if (!reroll) return clampedFaces(term);
	const faces = clampedFaces(term);
	const left = faces.filter((f) => !matches(reroll.when, f));
	return left.length > 0 ? left : faces;
}

/** Marks the dice of dropped chains as not kept. Ties are broken by roll order, which does not change the value. */
function applyKeep(term: DiceTerm, chains: Chain[], dice: DieResult[]): void {
	const keep = term.keep;
	if (!keep) return;
	const n = chains.length;
	const { kept, highest } = keptCount(keep, n);
	const order = bestFirst(chains, highest ? byTotalDescending : byTotalAscending);
	for (let i = kept; i < n; i++) (order[i] as Chain).kept = false;
	for (let i = 0; i < n; i++) {
		const chain = chains[i] as Chain;
		if (chain.kept) continue;
		const end = i + 1 < n ? (chains[i + 1] as Chain).first : dice.length;
		for (let d = chain.first; d < end; d++) (dice[d] as DieResult).kept = false;
	}
}

/** Pools up to this size are sorted by insertion: for a handful of dice, the built-in sort's set-up costs more than the sorting. */
const INSERTION_SORT_MAX = 16;

/** The chains in the order `compare` gives, ties in roll order (a stable sort), in a new array. */
function bestFirst(chains: Chain[], compare: (a: Chain, b: Chain) => number): Chain[] {
	const order = chains.slice();
	if (order.length > INSERTION_SORT_MAX) return order.sort(compare);
	for (let i = 1; i < order.length; i++) {
		const chain = order[i] as Chain;
		let j = i;
		for (; j > 0 && compare(order[j - 1] as Chain, chain) > 0; j--) order[j] = order[j - 1] as Chain;
		order[j] = chain;
	}
	return order;
}

const byTotalDescending = (a: Chain, b: Chain): number => b.total - a.total;
const byTotalAscending = (a: Chain, b: Chain): number => a.total - b.total;
