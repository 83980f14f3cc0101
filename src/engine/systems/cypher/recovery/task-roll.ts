/**
 * The few task rolls the healing rules need (a difficulty 6 Might task, a
 * treatment roll, a healing task). The task engine is a separate module; here
 * the caller either says how the roll went or gives the d20 face and the net
 * steps, and success follows the closed form: target = 3 × difficulty,
 * routine at 0 or below (000: "target number = 3 × difficulty").
 */
import type { ExplainStep } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import { checkWhole } from "../health/validate";
import { citedStep } from "../cited-step";

export type TaskRoll =
	| { succeeded: boolean }
	/**
	 * A d20 face (1–20) and the net difficulty change: negative eases, positive hinders. The face
	 * may be left out when the steps make the task routine (nothing is rolled then).
	 */
	| { roll?: number; steps?: number };

export function decideTask(
	label: string,
	difficulty: number,
	outcome: TaskRoll | undefined,
): Result<{ succeeded: boolean; explanation: ExplainStep[] }> {
	if (outcome !== undefined && "succeeded" in outcome) {
		if (typeof outcome.succeeded !== "boolean") return fail(`${label}: say whether the roll succeeded.`);
		return ok({
			succeeded: outcome.succeeded,
			explanation: [citedStep(`${label} (difficulty ${difficulty}): ${outcome.succeeded ? "succeeded" : "failed"}.`)],
		});
	}
	const steps = outcome?.steps ?? 0;
	const stepsError = checkWhole("Steps", steps, -20, 20);
	if (stepsError) return fail(stepsError);
	const effective = Math.max(0, difficulty + steps);
	if (effective === 0) {
		return ok({
			succeeded: true,
			explanation: [citedStep(`${label}: routine (difficulty 0), no roll needed.`, "recoveryTaskRoutine")],
		});
	}
	const target = 3 * effective;
	// 000: above difficulty 6 the target passes 20, so no d20 can meet it: nothing is rolled.
	if (target > 20) {
		return ok({
			succeeded: false,
			explanation: [citedStep(`${label}: difficulty ${effective}, target ${target}: impossible without more easing, no roll.`, "recoveryTaskImpossible")],
		});
	}
	if (outcome?.roll === undefined) return fail(`${label} needs the outcome of its difficulty ${difficulty} roll.`);
	const rollError = checkWhole("d20 roll", outcome.roll, 1, 20);
	if (rollError) return fail(rollError);
	const succeeded = outcome.roll >= target;
	return ok({
		succeeded,
		explanation: [
			citedStep(
				`${label}: difficulty ${effective}, target ${target}, rolled ${outcome.roll}: ${succeeded ? "success" : "failure"}.`,
				"recoveryTaskSucceeds",
			),
		],
	});
}
