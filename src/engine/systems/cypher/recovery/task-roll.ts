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
import { t } from "../../../../lang";

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
		if (typeof outcome.succeeded !== "boolean") return fail(t("engine.cypher.recovery.task.sayOutcome", { label }));
		return ok({
			succeeded: outcome.succeeded,
			explanation: [citedStep(outcome.succeeded ? t("engine.cypher.recovery.task.saidSucceeded", { label, difficulty }) : t("engine.cypher.recovery.task.saidFailed", { label, difficulty }))],
		});
	}
	const steps = outcome?.steps ?? 0;
	const stepsError = checkWhole(t("engine.cypher.recovery.field.steps"), steps, -20, 20);
	if (stepsError) return fail(stepsError);
	const effective = Math.max(0, difficulty + steps);
	if (effective === 0) {
		return ok({
			succeeded: true,
			explanation: [citedStep(t("engine.cypher.recovery.task.routine", { label }), "recoveryTaskRoutine")],
		});
	}
	const target = 3 * effective;
	// 000: above difficulty 6 the target passes 20, so no d20 can meet it: nothing is rolled.
	if (target > 20) {
		return ok({
			succeeded: false,
			explanation: [citedStep(t("engine.cypher.recovery.task.impossible", { label, difficulty: effective, target }), "recoveryTaskImpossible")],
		});
	}
	if (outcome?.roll === undefined) return fail(t("engine.cypher.recovery.task.needsRoll", { label, difficulty }));
	const rollError = checkWhole(t("engine.cypher.recovery.field.d20Roll"), outcome.roll, 1, 20);
	if (rollError) return fail(rollError);
	const succeeded = outcome.roll >= target;
	return ok({
		succeeded,
		explanation: [
			citedStep(
				succeeded
					? t("engine.cypher.recovery.task.success", { label, difficulty: effective, target, roll: outcome.roll })
					: t("engine.cypher.recovery.task.failure", { label, difficulty: effective, target, roll: outcome.roll }),
				"recoveryTaskSucceeds",
			),
		],
	});
}
