/**
 * Healing in the damage-track variant (001): "HEALING: Intellect task,
 * difficulty # of points healed". The healer's task restores that many points
 * to one of the patient's Pools; refilling an empty Pool moves up the track.
 */
import { t } from "../../../../lang";
import { poolKey, type CypherCharacter, type DamageTrackStep, type PoolState, type Stat, STATS } from "../character";
import { choiceProblem } from "../../choice";
import type { ExplainStep } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import { DAMAGE_TRACK_KEY, stepAfterRefill } from "../health/damage-track";
import { PAGE, pushChange, shortName, type RuleOutcome } from "../health/outcome";
import { checkCharacter, checkWhole } from "../health/validate";
import { decideTask, type TaskRoll } from "./task-roll";
import { citedStep } from "../cited-step";

export interface TrackHealingResult {
	succeeded: boolean;
	pools: Record<Stat, PoolState>;
	damageTrack: DamageTrackStep;
}

/** The task's difficulty equals the points healed, so at most 10 points (difficulty runs 0–10). */
export function healingDifficulty(points: number): Result<number> {
	const error = checkWhole(t("engine.cypher.recovery.field.pointsHealed"), points, 1, 10);
	return error ? fail(error) : ok(points);
}

export function healPoints(
	character: CypherCharacter,
	stat: Stat,
	points: number,
	outcome: TaskRoll | undefined,
): Result<RuleOutcome<TrackHealingResult>> {
	const error = checkCharacter(character) ?? choiceProblem(t("engine.cypher.health.field.stat"), stat, STATS);
	if (error) return fail(error);
	if (character.damageTrack === "dead") return fail(t("engine.cypher.recovery.isDead", { name: shortName(character.name) }));
	const difficulty = healingDifficulty(points);
	if (!difficulty.ok) return difficulty;
	const pool = character.pools[stat];
	if (pool.current + points > pool.max) {
		return fail(t("engine.cypher.recovery.healTooMuch", { stat, room: pool.max - pool.current, current: pool.current, max: pool.max }));
	}
	const task = decideTask(t("engine.cypher.recovery.healLabel", { points }), difficulty.value, outcome);
	if (!task.ok) return task;
	const explanation: ExplainStep[] = [
		citedStep(
			t("engine.cypher.recovery.healTask", { points }),
			"healTrackPoints",
			PAGE.rules,
		),
		...task.value.explanation,
	];
	const pools = { ...character.pools, [stat]: { ...pool } };
	let damageTrack: DamageTrackStep = character.damageTrack;
	if (task.value.succeeded) {
		const wasEmpty = pool.current === 0;
		pools[stat].current += points;
		explanation.push(citedStep(t("engine.cypher.recovery.poolChange", { stat, before: pool.current, after: pools[stat].current })));
		const moved = stepAfterRefill(damageTrack, wasEmpty ? 1 : 0, pools);
		damageTrack = moved.step;
		explanation.push(...moved.explanation);
	}
	const changes: RuleOutcome<TrackHealingResult>["changes"] = [];
	pushChange(changes, character.name, poolKey(stat), pool.current, pools[stat].current);
	pushChange(changes, character.name, DAMAGE_TRACK_KEY, character.damageTrack, damageTrack);
	return ok({ value: { succeeded: task.value.succeeded, pools, damageTrack }, explanation, changes });
}
