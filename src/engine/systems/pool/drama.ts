/**
 * Drama Dice and Miracles change a roll that may already have been made.
 * A Drama Die raises the pool by one and the roll is read again. For a pool of
 * one or more, the new die joins the others. For negative dice, a bigger pool
 * means one die fewer to keep the lowest of, so instead of adding a die the
 * last die rolled is set aside: the roll is then exactly a roll of the larger
 * pool (the dice are independent, so which die goes must not depend on its face).
 */
import { fail, ok, type Result } from "../../result";
import { rollDie, type Rng } from "../../rng";
import type { CitedExplanation } from "./citations";
import { readRoll, type PoolRoll } from "./read";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

/** Re-reads `previous` with one Drama Die more. `newDie` is needed only when the pool was at least one. */
export function addDramaDie(previous: PoolRoll, newDie?: number): Result<PoolRoll> {
	const pool = previous.pool + 1;
	const steps: CitedExplanation = [];
	let dice: number[];
	if (previous.pool >= 1) {
		if (newDie === undefined) return fail(t("engine.pool.drama.needsFace"));
		dice = [...previous.dice, newDie];
		steps.push(citedStep(t("engine.pool.drama.joins", { face: newDie, before: previous.pool, after: pool }), "dramaAfter"));
	} else {
		dice = previous.dice.slice(0, -1);
		const setAside = previous.dice[previous.dice.length - 1];
		steps.push(citedStep(
			t("engine.pool.drama.setAside", { before: previous.pool, after: pool, face: String(setAside) }),
			"dramaAfter",
		));
	}
	const reread = readRoll(dice, pool, previous.dieSize);
	if (!reread.ok) return reread;
	return ok({ ...reread.value, explanation: [...previous.explanation, ...steps, ...reread.value.explanation] });
}

/** Adds a Drama Die, drawing its face from `rng` when one is needed. */
export function rollDramaDie(previous: PoolRoll, rng: Rng): Result<PoolRoll> {
	return addDramaDie(previous, previous.pool >= 1 ? rollDie(rng, previous.dieSize) : undefined);
}

export interface MiracleOutcome {
	success: true;
	/** At least 1, whatever the dice said. */
	margin: number;
	/** The number the Miracle makes the roll count as: the roll's result, or target + 1 if that is higher. */
	effectiveResult: number;
	explanation: CitedExplanation;
}

/**
 * A Miracle against `target` (a DN or an opposing roll): success by at least
 * one, or by the roll's own margin when that is larger. When the degree of
 * success matters, roll the pool with MIRACLE_DICE (6) more dice first.
 */
export function miracleOutcome(roll: PoolRoll, target: number): Result<MiracleOutcome> {
	if (!Number.isInteger(target) || target < 0) return fail(t("engine.pool.miracle.badTarget", { got: String(target) }));
	const rolledMargin = roll.catastrophe ? Number.NEGATIVE_INFINITY : roll.result - target;
	const margin = Math.max(rolledMargin, 1);
	const effectiveResult = target + margin;
	return ok({
		success: true,
		margin,
		effectiveResult,
		explanation: [
			citedStep(t("engine.pool.miracle.guarantees"), "miracle"),
			citedStep(
				margin === rolledMargin
					? t("engine.pool.miracle.stands", { target, margin })
					: t("engine.pool.miracle.countsAs", { result: roll.result, effective: effectiveResult }),
				"miracleByOne",
			),
		],
	});
}

/**
 * The exact chance that one more Drama Die, bought after the roll, makes it beat
 * `target`: each face of the new die is tried. On negative dice the Drama Die
 * sets a die aside instead of rolling, so the answer is 0 or 1.
 */
export function dramaDieChance(previous: PoolRoll, target: number): Result<number> {
	if (!Number.isFinite(target)) return fail(t("engine.pool.odds.badTarget", { got: String(target) }));
	const beats = (roll: PoolRoll): boolean => !roll.catastrophe && roll.result > target;
	if (previous.pool < 1) {
		const next = addDramaDie(previous);
		return next.ok ? ok(beats(next.value) ? 1 : 0) : next;
	}
	let wins = 0;
	for (let face = 1; face <= previous.dieSize; face++) {
		const next = addDramaDie(previous, face);
		if (!next.ok) return next;
		if (beats(next.value)) wins++;
	}
	return ok(wins / previous.dieSize);
}
