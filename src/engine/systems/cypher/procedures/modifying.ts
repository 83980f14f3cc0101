/**
 * Stretching what an ability or a weapon does (001's optional rules): more range costs a point a
 * step, more duration a point for one step (a minute to ten minutes to an hour, once); changing
 * what an ability does is a difficult task within its spirit, a formidable one when it changes
 * its nature, impossible when it has nothing to do with it. (Shooting past a weapon's range is a
 * named circumstance: task/circumstances.ts.)
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import type { Stat } from "../character";
import type { CitationId } from "../citations";
import { citedStep } from "../cited-step";
import { fieldName, wholeProblem, type ProcedureTask } from "./task";

export type AbilityChange = "within-spirit" | "changing-nature" | "unrelated";

/** 001's three modifications and their tasks: difficult (4), formidable (7), impossible (10). */
export const ABILITY_CHANGES: Record<AbilityChange, { label: string; difficulty: number; source: CitationId }> = {
	"within-spirit": { label: "Something within the ability's spirit", difficulty: 4, source: "modifyWithinSpirit" },
	"changing-nature": { label: "Something like it, but changing its nature", difficulty: 7, source: "modifyChangingNature" },
	unrelated: { label: "Something unrelated to it", difficulty: 10, source: "modifyUnrelated" },
};

/** A modification's words in the user's language (ABILITY_CHANGES keeps the English). */
export const abilityChangeLabel = (change: AbilityChange): string => t("engine.cypher.procedure.abilityChangeLabel", { change });

/** The durations an increase steps through. */
export const DURATION_STEPS = ["1 minute", "10 minutes", "1 hour"] as const;
export const MAX_RANGE_STEPS = 3;

export interface AbilityModification {
	/** Points spent for more range: one range step each. */
	rangeSteps: number;
	/** Points spent for more duration: one step, at most once. */
	durationSteps: number;
	/** What the change does, if it changes what the ability does at all. */
	change?: AbilityChange;
	/** The stat of the ability's task (its Pool). */
	stat: Stat;
}

/** The extra points a modification costs, and its task when it changes what the ability does. */
export function modifyAbility(request: AbilityModification): Result<{ points: number; task?: ProcedureTask; explanation: ExplainStep[] }> {
	const problem = wholeProblem(fieldName("rangeSteps"), request.rangeSteps, 0, MAX_RANGE_STEPS) ?? wholeProblem(fieldName("durationSteps"), request.durationSteps, 0, 1);
	if (problem !== undefined) return fail(problem);
	const explanation: ExplainStep[] = [];
	if (request.rangeSteps > 0) explanation.push(citedStep(t("engine.cypher.procedure.rangeSteps", { steps: request.rangeSteps }), "modifyRange"));
	if (request.durationSteps > 0) explanation.push(citedStep(t("engine.cypher.procedure.longerDuration"), "modifyDuration"));
	const points = request.rangeSteps + request.durationSteps;
	if (request.change === undefined) return ok({ points, explanation });
	const change = ABILITY_CHANGES[request.change];
	explanation.push(citedStep(t("engine.cypher.procedure.abilityChange", { change: abilityChangeLabel(request.change), difficulty: change.difficulty }), change.source));
	return ok({ points, explanation, task: { stat: request.stat, difficulty: change.difficulty, assets: 0, hindering: 0, label: "Modifying an ability", explanation } });
}
