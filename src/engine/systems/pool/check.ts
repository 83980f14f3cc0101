/**
 * One call for a whole check, as a dialog or widget makes it: build the pool,
 * show the exact chance before rolling, then roll and judge. The odds and the
 * roll come from the same pool, so what the user was shown is what is rolled.
 */
import { ok, type Result } from "../../result";
import type { Rng } from "../../rng";
import type { CitedExplanation } from "./citations";
import { checkAgainst, type CheckOutcome } from "./difficulty";
import { catastropheChance, chanceToBeat } from "./odds";
import { poolSize, type PoolSizeInput } from "./pool-size";
import type { PoolRoll } from "./read";
import { rollPool } from "./roll";
import { DEFAULT_DIE_SIZE } from "./settings";
import { teamUp } from "./teamwork";

export interface CheckRequest extends PoolSizeInput {
	/** The Difficulty Number to beat. */
	dn: number;
	/** Characters helping a leader (teaming up): one die each. */
	helpers?: number;
	/** The campaign's `die-size` (6 when omitted). */
	dieSize?: number;
}

export interface CheckPreview {
	pool: number;
	/** P(success): the result beats the DN and is not a catastrophe. */
	chance: number;
	/** P(catastrophic failure). */
	catastrophe: number;
	explanation: CitedExplanation;
}

export function previewCheck(request: CheckRequest): Result<CheckPreview> {
	const size = poolSize(request);
	if (!size.ok) return size;
	let pool = size.value.pool;
	const explanation = [...size.value.explanation];
	if (request.helpers) {
		const team = teamUp(pool, request.helpers);
		if (!team.ok) return team;
		pool = team.value.pool;
		explanation.push(...team.value.explanation);
	}
	const dieSize = request.dieSize ?? DEFAULT_DIE_SIZE;
	const chance = chanceToBeat(pool, request.dn, dieSize);
	if (!chance.ok) return chance;
	const catastrophe = catastropheChance(pool, dieSize);
	if (!catastrophe.ok) return catastrophe;
	return ok({ pool, chance: chance.value, catastrophe: catastrophe.value, explanation });
}

export interface CheckResult extends CheckPreview {
	roll: PoolRoll;
	outcome: CheckOutcome;
}

export function rollCheck(request: CheckRequest, rng: Rng): Result<CheckResult> {
	const preview = previewCheck(request);
	if (!preview.ok) return preview;
	const roll = rollPool(preview.value.pool, rng, request.dieSize ?? DEFAULT_DIE_SIZE);
	if (!roll.ok) return roll;
	const outcome = checkAgainst(roll.value, request.dn);
	if (!outcome.ok) return outcome;
	return ok({
		...preview.value,
		roll: roll.value,
		outcome: outcome.value,
		explanation: [...preview.value.explanation, ...roll.value.explanation, ...outcome.value.explanation],
	});
}
