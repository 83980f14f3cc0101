/**
 * Exact chances shown before the healing rolls (docs/ARCHITECTURE.md, Exact odds): the points a
 * recovery can give, and the chance of the task rolls these rules ask for
 * (treatment, the ten-hour Might task, a healing task).
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import { checkWhole } from "../health/validate";
import { LAST_ACTION_BONUS } from "./recovery";

/** Points → probability for d6 + tier (+2 as a Last action): each of six totals 1/6. */
export function recoveryOdds(tier: number, lastAction = false): Result<Map<number, number>> {
	const error = checkWhole("tier", tier, 0, 100);
	if (error) return fail(error);
	const bonus = tier + (lastAction ? LAST_ACTION_BONUS : 0);
	const odds = new Map<number, number>();
	for (let face = 1; face <= 6; face++) odds.set(face + bonus, 1 / 6);
	return ok(odds);
}

/**
 * Chance a task succeeds on a d20 at `difficulty` after `steps` (negative eases):
 * routine at 0 or below, otherwise (21 − 3 × difficulty) / 20, and 0 from 7 up.
 */
export function taskChance(difficulty: number, steps = 0): Result<number> {
	const error = checkWhole(t("engine.cypher.recovery.field.difficulty"), difficulty, 0, 10) ?? checkWhole(t("engine.cypher.recovery.field.steps"), steps, -20, 20);
	if (error) return fail(error);
	const effective = difficulty + steps;
	if (effective <= 0) return ok(1);
	return ok(Math.max(0, 21 - 3 * effective) / 20);
}
