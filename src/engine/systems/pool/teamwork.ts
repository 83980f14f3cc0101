/** Teaming up: the leader rolls their own pool plus one die per helper. */
import { wholeNumberProblem } from "../../checks";
import { fail, ok, type Result } from "../../result";
import type { CitedExplanation } from "./citations";
import { checkPool, MAX_POOL } from "./settings";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

export function teamUp(leaderPool: number, helpers: number): Result<{ pool: number; explanation: CitedExplanation }> {
	const problem = wholeNumberProblem(t("engine.pool.field.helpers"), helpers, 0, MAX_POOL);
	if (problem) return fail(problem);
	const pool = leaderPool + helpers;
	const check = checkPool(pool);
	if (!check.ok) return check;
	return ok({
		pool,
		explanation: [
			citedStep(
				t("engine.pool.teamUp", { n: leaderPool, helpers, pool }),
				"teamingUp",
			),
		],
	});
}
