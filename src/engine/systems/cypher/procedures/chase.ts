/**
 * Chases and driving (001). A chase is a Speed task against the NPC's level. A long chase needs as
 * many successes as the NPC's level, and fails "if PC has more failures than successes": read when
 * the chase ends, that is when the PC has made the successes it needs, so the chase is lost as
 * soon as the failures pass the level (no run of successes can then catch up). Driving is
 * routine, one step harder for each round the driver spends on anything else.
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";
import { validateDifficulty } from "../task/difficulty";
import { fieldName, wholeProblem, type ProcedureTask } from "./task";

export type ChaseState = "running" | "escaped" | "caught";

export interface ChaseStanding {
	level: number;
	successes: number;
	failures: number;
	state: ChaseState;
	/** Successes still needed while the chase runs. */
	needed: number;
	/** Failures the PC can still afford while it runs. */
	spare: number;
	explanation: ExplainStep[];
}

/** Most rolls a long chase can take: a level 10 NPC's 10 successes and 10 failures, and one more. */
const MAX_ROLLS = 21;

/** Where a long chase stands after some rolls. */
export function chaseStanding(level: number, successes: number, failures: number): Result<ChaseStanding> {
	const bad = validateDifficulty(level, fieldName("npcLevel"));
	if (!bad.ok) return bad;
	const problem = wholeProblem(fieldName("successes"), successes, 0, MAX_ROLLS) ?? wholeProblem(fieldName("failures"), failures, 0, MAX_ROLLS);
	if (problem !== undefined) return fail(problem);
	const explanation: ExplainStep[] = [citedStep(t("engine.cypher.procedure.longChase", { level }), "longChase")];
	let state: ChaseState = "running";
	if (failures > level) {
		state = "caught";
		explanation.push(citedStep(t("engine.cypher.procedure.chaseLost", { failures, level }), "longChaseLost"));
	} else if (successes >= level) {
		state = "escaped";
		explanation.push(citedStep(t("engine.cypher.procedure.chaseWon", { successes, failures }), "longChaseLost"));
	} else {
		explanation.push(citedStep(failures === level ? t("engine.cypher.procedure.chaseOnEdge", { successes, failures, needed: level - successes }) : t("engine.cypher.procedure.chaseRunning", { successes, failures, needed: level - successes, spare: level - failures }), "longChaseLost"));
	}
	return ok({ level, successes, failures, state, needed: Math.max(0, level - successes), spare: Math.max(0, level - failures), explanation });
}

/**
 * The chance of winning a long chase from where it stands, when each roll succeeds with `p`:
 * the chance of `needed` more successes before `spare + 1` more failures (a negative binomial sum).
 */
export function chaseOdds(p: number, needed: number, spare: number): number {
	if (needed <= 0) return 1;
	if (p <= 0) return 0;
	let total = 0;
	// Win on the roll that brings the last success, after f failures (f ≤ spare): C(needed − 1 + f, f) p^needed (1 − p)^f.
	let ways = 1;
	for (let f = 0; f <= spare; f++) {
		if (f > 0) ways = (ways * (needed - 1 + f)) / f;
		total += ways * p ** needed * (1 - p) ** f;
	}
	return Math.min(1, total);
}

/** One roll of a chase: a Speed task at the NPC's level. */
export function chaseTask(level: number): Result<ProcedureTask> {
	const bad = validateDifficulty(level, fieldName("npcLevel"));
	if (!bad.ok) return bad;
	return ok({ stat: "speed", difficulty: level, assets: 0, hindering: 0, label: `Chase against level ${level}`, explanation: [citedStep(t("engine.cypher.procedure.chaseTask", { level }), "chaseTask")] });
}

/** The standing after one more roll. */
export function chaseAfter(standing: Pick<ChaseStanding, "level" | "successes" | "failures">, succeeded: boolean): Result<ChaseStanding> {
	return chaseStanding(standing.level, standing.successes + (succeeded ? 1 : 0), standing.failures + (succeeded ? 0 : 1));
}

/** Most rounds a driver can be counted as busy with other things: past 10 the task is impossible anyway. */
export const MAX_DISTRACTED_ROUNDS = 10;

/** Driving: routine, one step harder for each round spent on something else. */
export function drivingTask(roundsOtherwise: number): Result<ProcedureTask> {
	const problem = wholeProblem(fieldName("rounds"), roundsOtherwise, 0, MAX_DISTRACTED_ROUNDS);
	if (problem !== undefined) return fail(problem);
	return ok({ stat: "speed", difficulty: roundsOtherwise, assets: 0, hindering: 0, label: "Driving", explanation: [citedStep(roundsOtherwise === 0 ? t("engine.cypher.procedure.drivingRoutine") : t("engine.cypher.procedure.drivingDistracted", { rounds: roundsOtherwise }), "driving")] });
}
