/**
 * What a GM procedure hands the task dialog: the stat its task uses, the base difficulty on the
 * 0–10 scale, the assets and hindering steps it brings itself (a run-up, rough terrain), a short
 * name for the log ("Long jump, 12 feet") and the steps that led there, each citing its rule.
 * The dialog adds them to the player's own skill, assets and Effort, so one engine (planTask)
 * prices and rolls every task.
 */
import { t } from "../../../../lang";
import type { ExplainStep } from "../../../explain";
import type { Stat } from "../character";
import { MAX_DIFFICULTY } from "../task/difficulty";
import { citedStep } from "../cited-step";

export interface ProcedureTask {
	stat: Stat;
	/** The base difficulty, 0 (routine) to 10 (impossible). */
	difficulty: number;
	/** Assets the procedure itself gives; they count toward the two assets a task may have. */
	assets: number;
	/** Steps the situation hinders the task by, over the difficulty (rough terrain, low gravity). */
	hindering: number;
	/** The procedure in a few words, for the dialog's title and the log entry. */
	label: string;
	explanation: ExplainStep[];
}

/**
 * A difficulty a rule computes, kept on the 0–10 scale: below 0 is routine, and past 10 the scale
 * ends ("Impossible", 001's last row), so a 20-foot long jump (16) is difficulty 10 and says why.
 */
export function onScale(raw: number, what: string): { difficulty: number; explanation: ExplainStep[] } {
	if (raw <= MAX_DIFFICULTY) return { difficulty: Math.max(0, raw), explanation: [] };
	return {
		difficulty: MAX_DIFFICULTY,
		explanation: [citedStep(t("engine.cypher.procedure.pastScale", { what, raw }))],
	};
}

/** The name of a number a procedure takes, as its refusal says it ("Feet", "The level"), in the user's language. */
export type ProcedureField = "d20" | "tranceHelpers" | "durationSteps" | "failures" | "feet" | "pounds" | "rangeSteps" | "rounds" | "steps" | "successes" | "xp" | "level" | "training" | "npcLevel" | "destination" | "days" | "hours";
export const fieldName = (field: ProcedureField): string => t("engine.cypher.procedure.field", { field });

/** A whole number of feet, pounds, rounds or levels a procedure takes, or why not, in the user's words. */
export function wholeProblem(label: string, value: number, min: number, max: number): string | undefined {
	if (!Number.isInteger(value)) return t("engine.cypher.procedure.notWhole", { label });
	if (value < min || value > max) return t("engine.cypher.procedure.outOfRange", { label, min, max });
	return undefined;
}
