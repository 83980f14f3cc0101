/**
 * Extended Actions: a Difficulty Number, a number of successes to reach, and a
 * number of failures that ends the attempt. A tracker records each roll, and
 * the exact chance of finishing comes from a small dynamic program over
 * (successes still needed, failures still allowed).
 */
import { wholeNumberProblem } from "../../checks";
import { fail, ok, type Result } from "../../result";
import type { CitedExplanation } from "./citations";
import { checkAgainst, MAX_DN } from "./difficulty";
import { chanceToBeat } from "./odds";
import type { PoolRoll } from "./read";
import { DEFAULT_DIE_SIZE } from "./settings";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

/** Bound on successes and failures of one Extended Action (keeps the odds table small). */
export const MAX_EXTENDED = 1000;

export interface ExtendedAction {
	dn: number;
	successesNeeded: number;
	/** The attempt fails when this many failures have been rolled. */
	failureLimit: number;
	successes: number;
	failures: number;
}

export type ExtendedStatus = "going" | "succeeded" | "failed";

export function startExtended(dn: number, successesNeeded: number, failureLimit: number): Result<ExtendedAction> {
	const problem =
		wholeNumberProblem(t("engine.pool.field.dn"), dn, 0, MAX_DN) ??
		wholeNumberProblem(t("engine.pool.field.successesNeeded"), successesNeeded, 1, MAX_EXTENDED) ??
		wholeNumberProblem(t("engine.pool.field.failureLimit"), failureLimit, 1, MAX_EXTENDED);
	if (problem) return fail(problem);
	return ok({ dn, successesNeeded, failureLimit, successes: 0, failures: 0 });
}

export function extendedStatus(action: ExtendedAction): ExtendedStatus {
	if (action.successes >= action.successesNeeded) return "succeeded";
	if (action.failures >= action.failureLimit) return "failed";
	return "going";
}

/** Records one roll toward the Extended Action. */
export function recordExtended(
	action: ExtendedAction,
	roll: PoolRoll,
): Result<{ action: ExtendedAction; status: ExtendedStatus; explanation: CitedExplanation }> {
	if (extendedStatus(action) !== "going") return fail(t("engine.pool.extended.over"));
	const check = checkAgainst(roll, action.dn);
	if (!check.ok) return check;
	const next: ExtendedAction = check.value.success
		? { ...action, successes: action.successes + 1 }
		: { ...action, failures: action.failures + 1 };
	const status = extendedStatus(next);
	const explanation: CitedExplanation = [
		...check.value.explanation,
		citedStep(extendedCount(next, status), "extended"),
	];
	return ok({ action: next, status, explanation });
}

/** "Extended Action: 2/3 successes, 1/3 failures", and how it ended when it has. */
function extendedCount(x: ExtendedAction, status: ExtendedStatus): string {
	const values = { successes: x.successes, needed: x.successesNeeded, failures: x.failures, limit: x.failureLimit };
	if (status === "succeeded") return t("engine.pool.extended.succeeded", values);
	if (status === "failed") return t("engine.pool.extended.failed", values);
	return t("engine.pool.extended.going", values);
}

/**
 * P(reaching `successesLeft` successes before `failuresLeft` failures) when
 * each roll succeeds with probability `p`.
 */
export function extendedChance(p: number, successesLeft: number, failuresLeft: number): Result<number> {
	if (!(p >= 0 && p <= 1)) return fail(t("engine.pool.extended.badChance", { got: String(p) }));
	for (const value of [successesLeft, failuresLeft]) {
		if (!Number.isInteger(value) || value < 0 || value > MAX_EXTENDED) {
			return fail(t("engine.pool.extended.badLeft", { max: MAX_EXTENDED }));
		}
	}
	if (successesLeft === 0) return ok(1);
	if (failuresLeft === 0) return ok(0);
	// win[f] for the current s: chance of finishing with s successes and f failures still to go.
	let win = new Float64Array(failuresLeft + 1).fill(1); // s = 0: already done, whatever f
	for (let s = 1; s <= successesLeft; s++) {
		const next = new Float64Array(failuresLeft + 1);
		next[0] = 0;
		for (let f = 1; f <= failuresLeft; f++) next[f] = p * (win[f] as number) + (1 - p) * (next[f - 1] as number);
		win = next;
	}
	return ok(win[failuresLeft] as number);
}

/** The chance an Extended Action still in progress succeeds, every roll made with `pool` dice. */
export function extendedOdds(action: ExtendedAction, pool: number, dieSize = DEFAULT_DIE_SIZE): Result<number> {
	const p = chanceToBeat(pool, action.dn, dieSize);
	if (!p.ok) return p;
	return extendedChance(
		p.value,
		Math.max(0, action.successesNeeded - action.successes),
		Math.max(0, action.failureLimit - action.failures),
	);
}
