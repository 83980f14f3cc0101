/**
 * Initiative: a standard roll with Quick as an Ability and Slow as a Weakness;
 * higher results act first, ties go to the larger pool, and at the start of a
 * round anyone may re-foot (roll again and keep the new roll).
 */
import { ok, type Result } from "../../result";
import { poolDistribution } from "./odds";
import type { CitedExplanation } from "./citations";
import { poolSize, type PoolSize } from "./pool-size";
import type { PoolRoll } from "./read";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

/** The initiative pool: 2 + Quick − Slow (names matched without regard to case). */
export function initiativePool(abilities: Record<string, number>, weaknesses: Record<string, number>): Result<PoolSize> {
	const pick = (levels: Record<string, number>, wanted: string): Record<string, number> => {
		const out: Record<string, number> = {};
		for (const [name, level] of Object.entries(levels)) if (name.trim().toLowerCase() === wanted) out[name] = level;
		return out;
	};
	const size = poolSize({ abilities: pick(abilities, "quick"), weaknesses: pick(weaknesses, "slow") });
	if (!size.ok) return size;
	return {
		ok: true,
		value: { ...size.value, explanation: [citedStep(t("engine.pool.initiative.roll"), "initiative"), ...size.value.explanation] },
	};
}

export interface InitiativeEntry {
	/** Who rolled: a note path or name. */
	id: string;
	roll: PoolRoll;
}

export interface InitiativePlace extends InitiativeEntry {
	/** 1 for the first to act. */
	place: number;
	/** True when the result and pool size both equal a neighbour's: the GM settles it. */
	tied: boolean;
}

/** The acting order: highest result first; on equal results the larger pool goes first. */
export function initiativeOrder(entries: readonly InitiativeEntry[]): { order: InitiativePlace[]; explanation: CitedExplanation } {
	const sorted = [...entries].sort((a, b) => b.roll.result - a.roll.result || b.roll.pool - a.roll.pool);
	const same = (a: InitiativeEntry | undefined, b: InitiativeEntry | undefined): boolean =>
		a !== undefined && b !== undefined && a.roll.result === b.roll.result && a.roll.pool === b.roll.pool;
	const order = sorted.map((entry, index) => ({
		...entry,
		place: index + 1,
		tied: same(entry, sorted[index - 1]) || same(entry, sorted[index + 1]),
	}));
	const explanation: CitedExplanation = [
		citedStep(t("engine.pool.initiative.order", { order: order.map((e) => t("engine.pool.initiative.place", { name: e.id, result: e.roll.result })).join(", ") }), "initiative"),
	];
	const brokenTies = order.some((e, i) => i > 0 && order[i - 1]?.roll.result === e.roll.result && order[i - 1]?.roll.pool !== e.roll.pool);
	if (brokenTies) explanation.push(citedStep(t("engine.pool.initiative.tie"), "initiativeTie"));
	if (order.some((e) => e.tied)) explanation.push(citedStep(
		t("engine.pool.initiative.gmDecides"),
		"initiativeTie",
	));
	return { order, explanation };
}

/** Re-footing: the new initiative roll replaces the old one, better or worse. */
export function refoot(previous: PoolRoll, reroll: PoolRoll): { roll: PoolRoll; explanation: CitedExplanation } {
	return {
		roll: reroll,
		explanation: [citedStep(t("engine.pool.initiative.refoot", { before: previous.result, after: reroll.result }), "refooting")],
	};
}

/** The chance one initiative roll places its roller before another's, and the chance the GM must decide. */
export interface InitiativeChance {
	/** P(a higher result, or an equal result on the larger pool). */
	before: number;
	/** P(an equal result on an equal pool): the rules leave it to the GM (0 when the pools differ). */
	gmDecides: number;
}

/**
 * Exact chance that a roller with initiative pool `mine` acts before one with `theirs`, from both
 * pools' exact distributions: higher result first, an equal result to the larger pool.
 */
export function initiativeChance(mine: number, theirs: number, dieSize: number): Result<InitiativeChance> {
	const a = poolDistribution(mine, dieSize);
	if (!a.ok) return a;
	const b = poolDistribution(theirs, dieSize);
	if (!b.ok) return b;
	let before = 0;
	let tie = 0;
	for (const x of a.value.outcomes) {
		for (const y of b.value.outcomes) {
			if (x.value > y.value) before += x.p * y.p;
			else if (x.value === y.value) tie += x.p * y.p;
		}
	}
	if (mine > theirs) return ok({ before: before + tie, gmDecides: 0 });
	if (mine < theirs) return ok({ before, gmDecides: 0 });
	return ok({ before, gmDecides: tie });
}
