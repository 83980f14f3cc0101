/**
 * 001's house rule for NPC allies: "NPC ALLIES: Gain effort pool equal to level x 3 per day. +1
 * bonus to die roll per difference in level." An ally's Effort is paid from that pool at the price a
 * character pays (000: 3 points for the first level, 2 for each further one; an NPC has no Edge),
 * and refills each day. Its task is rolled like a character's, a d20 against three times the
 * difficulty; its level above the task's difficulty adds 1 to the die per level.
 */
import { t } from "../../../../lang";
import { wholeNumberProblem } from "../../../checks";
import type { Explanation } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import type { StateChange } from "../../../state";
import { citedStep } from "../cited-step";
import { effortCost } from "../task/costs";
import { MAX_DIFFICULTY, targetNumber } from "../task/difficulty";

export const ALLY_EFFORT_KEY = "effort-pool";
/** 001: "level x 3". */
export const ALLY_EFFORT_PER_LEVEL = 3;
/** The most levels of Effort anyone applies (000: an Effort score goes up to six). */
export const MAX_ALLY_EFFORT = 6;

/** The ally's Effort pool for a day: three points per level. */
export const allyEffortPool = (level: number): number => Math.max(0, level) * ALLY_EFFORT_PER_LEVEL;

/** 001: "+1 bonus to die roll per difference in level", read as the ally's level above the task's difficulty (never a penalty). */
export const allyLevelBonus = (level: number, difficulty: number): number => Math.max(0, level - difficulty);

export interface AllyTaskRequest {
	name: string;
	level: number;
	difficulty: number;
	effort: number;
	/** The Effort pool's points now. */
	pool: number;
	/** The note's `effort-pool` as written (null when absent: the pool is full), for the change's before. */
	stored: number | null;
}

export interface AllyTaskPlan {
	cost: number;
	/** Difficulty after Effort; 0 or less is routine. */
	eased: number;
	target: number;
	bonus: number;
	routine: boolean;
	/** The chance the d20 succeeds (1 when routine). */
	chance: number;
	explanation: Explanation;
}

/** The task before the roll: what the Effort costs, the target, the level bonus and the chance. */
export function planAllyTask(request: AllyTaskRequest): Result<AllyTaskPlan> {
	const problem =
		wholeNumberProblem(t("engine.cypher.party.field.difficulty"), request.difficulty, 0, MAX_DIFFICULTY) ??
		wholeNumberProblem(t("engine.cypher.task.field.effortLevels"), request.effort, 0, MAX_ALLY_EFFORT) ??
		wholeNumberProblem(t("engine.cypher.party.field.allyLevel", { name: request.name }), request.level, 0, 10);
	if (problem) return fail(problem);
	const cost = effortCost(request.effort);
	if (cost > request.pool) return fail(t("engine.cypher.party.allyEffortShort", { name: request.name, pool: request.pool, levels: request.effort, cost }));
	const eased = request.difficulty - request.effort;
	const routine = eased <= 0;
	const target = targetNumber(Math.max(0, eased));
	const bonus = allyLevelBonus(request.level, request.difficulty);
	const faces = Array.from({ length: 20 }, (_, i) => i + 1).filter((face) => face + bonus >= target).length;
	const explanation: Explanation = [];
	if (request.effort > 0) explanation.push(citedStep(t("engine.cypher.party.allyEffort", { levels: request.effort, cost, before: request.pool, after: request.pool - cost }), "npcAllyEffort"));
	if (bonus > 0) explanation.push(citedStep(t("engine.cypher.party.allyLevelBonus", { level: request.level, difficulty: request.difficulty, bonus }), "npcAllyEffort"));
	return ok({ cost, eased, target, bonus, routine, chance: routine ? 1 : faces / 20, explanation });
}

export interface AllyTaskResult extends AllyTaskPlan {
	face?: number;
	succeeded: boolean;
	changes: StateChange[];
}

/** The task with its d20 (none when routine): success and the spend from the Effort pool. */
export function resolveAllyTask(request: AllyTaskRequest, face: number | undefined, target = ""): Result<AllyTaskResult> {
	const plan = planAllyTask(request);
	if (!plan.ok) return plan;
	const p = plan.value;
	const explanation = [...p.explanation];
	let succeeded = true;
	if (!p.routine) {
		if (face === undefined || !Number.isInteger(face) || face < 1 || face > 20) return fail(t("engine.cypher.party.d20Face"));
		succeeded = face + p.bonus >= p.target;
		explanation.push(citedStep(`d20 ${face}${p.bonus > 0 ? ` + ${p.bonus} = ${face + p.bonus}` : ""} against ${p.target}: ${succeeded ? "success" : "failure"}.`));
	} else explanation.push(citedStep(t("engine.cypher.party.allyRoutine")));
	const changes: StateChange[] = p.cost > 0 ? [{ target, key: ALLY_EFFORT_KEY, before: request.stored, after: request.pool - p.cost }] : [];
	const result: AllyTaskResult = { ...p, succeeded, changes, explanation };
	if (!p.routine && face !== undefined) result.face = face;
	return ok(result);
}

/** A new day: the pool back to three points per level (one change, undone like any other). */
export function refreshAllyEffort(name: string, level: number, stored: number | null, target = ""): Result<{ pool: number; changes: StateChange[]; explanation: Explanation }> {
	const pool = allyEffortPool(level);
	if (stored === null || stored === pool) return fail(t("engine.cypher.party.allyPoolFull", { name, pool }));
	return ok({ pool, changes: [{ target, key: ALLY_EFFORT_KEY, before: stored, after: pool }], explanation: [citedStep(t("engine.cypher.party.allyNewDay", { name, pool, level, perLevel: ALLY_EFFORT_PER_LEVEL }), "npcAllyEffort")] });
}
