/**
 * Bounds and the one campaign setting of the pool game. Seed 003 never names the
 * die size; a d6 fits every number it gives (Difficulty Numbers 2–12, two dice
 * reaching 12), so d6 is the default and the campaign key `pool-die-size`
 * (DIE_SIZE_KEY) lets a campaign change it.
 */
import { wholeNumberProblem } from "../../checks";
import { fail, ok, type Result } from "../../result";
import { t } from "../../../lang";

/**
 * The campaign note's key for the die size. Prefixed with the game because a campaign note holds
 * every game's settings side by side (`d20-minor`, …).
 */
export const DIE_SIZE_KEY = "pool-die-size";
export const DEFAULT_DIE_SIZE = 6;
export const MIN_DIE_SIZE = 2;
export const MAX_DIE_SIZE = 20;

/**
 * The most dice one roll may use, either way: a pool of 100, or a negative pool
 * of −98 (which rolls 100 dice and keeps the lowest). Keeps hostile numbers in a
 * note from turning into a million-die roll or a slow odds table.
 */
export const MAX_DICE = 100;
export const MAX_POOL = MAX_DICE;
/**
 * The most negative pool: a pool below 1 rolls 2 − pool dice and keeps the lowest, so this is
 * the pool that rolls exactly MAX_DICE dice.
 */
export const MIN_POOL = 2 - MAX_DICE;

export function checkDieSize(dieSize: number): Result<number> {
	const problem = wholeNumberProblem(t("engine.pool.field.dieSize"), dieSize, MIN_DIE_SIZE, MAX_DIE_SIZE);
	return problem ? fail(problem) : ok(dieSize);
}

export function checkPool(pool: number): Result<number> {
	if (!Number.isInteger(pool)) return fail(t("engine.pool.settings.wholePool", { got: String(pool) }));
	if (pool > MAX_POOL) return fail(t("pool.preview.poolTooBig", { pool, max: MAX_POOL }));
	if (pool < MIN_POOL) return fail(t("engine.pool.settings.tooNegative", { pool, max: MAX_DICE }));
	return ok(pool);
}

/**
 * How many dice a pool rolls: its size when it is at least one; at zero two
 * (keep the lowest), and one more for each step below zero.
 */
/** How many dice a pool rolls on this die, or why it cannot be rolled (the die size first, then the pool). */
export function checkRoll(pool: number, dieSize: number): Result<number> {
	const size = checkDieSize(dieSize);
	if (!size.ok) return size;
	const checked = checkPool(pool);
	return checked.ok ? ok(diceToRoll(pool)) : checked;
}

export function diceToRoll(pool: number): number {
	return pool >= 1 ? pool : 2 - pool;
}

/** True when the pool is read by the highest die and equal groups; false for negative dice (keep the lowest). */
export function readsHighest(pool: number): boolean {
	return pool >= 1;
}
