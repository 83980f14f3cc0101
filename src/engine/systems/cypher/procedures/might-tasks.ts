/**
 * The Might tasks of 001's movement rules whose difficulty is arithmetic: jumping (the feet jumped
 * less 4 for a long jump, the feet for a vertical one, a run-up an asset) and moving something
 * heavy (a step per 50 pounds).
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";
import { MAX_FEET } from "./movement";
import { fieldName, onScale, wholeProblem, type ProcedureTask } from "./task";

export type JumpKind = "long" | "vertical";
/** The run-up before a jump: none, an immediate distance, or (long jumps) a short one. */
export type RunUp = "none" | "immediate" | "short";

/**
 * The Might task of a jump. A long jump's difficulty is the feet less 4; a short run-up halves the
 * feet first ("½ feet jumped - 4"; half a foot rounds up, as any part of a step counts) and, like
 * an immediate one, gives an asset. A vertical jump's difficulty is the feet; a short run-up is
 * not a rule for it, so it counts as an immediate one.
 */
export function jumpTask(kind: JumpKind, feet: number, runUp: RunUp = "none"): Result<ProcedureTask> {
	const problem = wholeProblem(fieldName("feet"), feet, 0, MAX_FEET);
	if (problem !== undefined) return fail(problem);
	const explanation: ExplainStep[] = [];
	let raw: number;
	const run = kind === "vertical" && runUp === "short" ? "immediate" : runUp;
	if (kind === "long") {
		if (run === "short") {
			raw = Math.ceil(feet / 2) - 4;
			explanation.push(citedStep(t("engine.cypher.procedure.jumpShortRun", { feet, difficulty: Math.max(0, raw) }), "jumpRunShort"));
		} else {
			raw = feet - 4;
			explanation.push(citedStep(t("engine.cypher.procedure.jumpLong", { feet, difficulty: Math.max(0, raw) }), "jumpLong"));
		}
	} else {
		raw = feet;
		explanation.push(citedStep(t("engine.cypher.procedure.jumpVertical", { feet, difficulty: raw }), "jumpVertical"));
	}
	if (run === "immediate") explanation.push(citedStep(t("engine.cypher.procedure.jumpRunImmediate"), "jumpRunImmediate"));
	const scaled = onScale(raw, kind === "long" ? t("engine.cypher.procedure.aLongJump", { feet }) : t("engine.cypher.procedure.aVerticalJump", { feet }));
	return ok({
		stat: "might",
		difficulty: scaled.difficulty,
		assets: run === "none" ? 0 : 1,
		hindering: 0,
		label: `${kind === "long" ? "Long" : "Vertical"} jump, ${feet} feet`,
		explanation: [...explanation, ...scaled.explanation],
	});
}

export const POUNDS_PER_STEP = 50;
export const MAX_POUNDS = 100_000;

/**
 * Moving something heavy an immediate distance: a Might task one step harder per full 50 pounds
 * (so under 50 pounds is routine, and such a load moves a short distance as an action).
 */
export function heavyObjectTask(pounds: number): Result<ProcedureTask & { shortMove: boolean }> {
	const problem = wholeProblem(fieldName("pounds"), pounds, 0, MAX_POUNDS);
	if (problem !== undefined) return fail(problem);
	const raw = Math.floor(pounds / POUNDS_PER_STEP);
	const scaled = onScale(raw, t("engine.cypher.procedure.movingPounds", { pounds }));
	const explanation = [citedStep(t("engine.cypher.procedure.heavy", { pounds, per: POUNDS_PER_STEP, difficulty: raw }), "heavyObjects"), ...scaled.explanation];
	const shortMove = raw === 0;
	if (shortMove) explanation.push(citedStep(t("engine.cypher.procedure.heavyShort"), "heavyObjectsShort"));
	return ok({ stat: "might", difficulty: scaled.difficulty, assets: 0, hindering: 0, label: `Moving ${pounds} pounds`, explanation, shortMove });
}
