/**
 * How many dice a character rolls: two, plus the level of every relevant
 * Ability, minus the level of every relevant Weakness, plus or minus what the
 * situation gives, minus the penalty for taking several actions this round.
 */
import { wholeNumberProblem } from "../../checks";
import { fail, ok, type Result } from "../../result";
import type { CitedExplanation } from "./citations";
import { checkPool, MAX_POOL } from "./settings";
import { citedStep } from "./cited-step";
import type { PoolCondition } from "./conditions";
import { t } from "../../../lang";

export const BASE_POOL = 2;
/** Levels, bonuses and action counts above this are refused as typing mistakes or hostile input. */
export const MAX_LEVEL = MAX_POOL;

export interface PoolSizeInput {
	/** Every Ability relevant to this action, name → level (each adds its level in dice). */
	abilities?: Record<string, number>;
	/** Every Weakness relevant to this action, name → level (each takes its level in dice away). */
	weaknesses?: Record<string, number>;
	/** Situational Bonus dice the GM grants. */
	bonus?: number;
	/** Situational Penalty dice the GM imposes. */
	penalty?: number;
	/** Actions this character takes this round (1 when omitted); applies to that round's Defense Rolls too. */
	actionsThisRound?: number;
	/** The bearer's conditions (a rule pack's values): each adds its dice, or takes them away (003's Impaired: −1 die). */
	conditions?: readonly Pick<PoolCondition, "label" | "dice">[];
	/** Health or Endurance is at zero: −1 on all actions. */
	atZero?: boolean;
}

export interface PoolSize {
	pool: number;
	explanation: CitedExplanation;
}

export function poolSize(input: PoolSizeInput): Result<PoolSize> {
	const explanation: CitedExplanation = [citedStep(t("engine.pool.size.base", { n: BASE_POOL }), "basicRoll")];
	let pool = BASE_POOL;

	const abilities = Object.entries(input.abilities ?? {});
	for (const [name, level] of abilities) {
		const check = checkLevel(t("engine.pool.field.ability", { name }), level);
		if (!check.ok) return check;
		pool += level;
		explanation.push(citedStep(t("engine.pool.size.ability", { name, level, n: level }), abilities.length > 1 ? "severalAbilities" : "bonuses"));
	}
	for (const [name, level] of Object.entries(input.weaknesses ?? {})) {
		const check = checkLevel(t("engine.pool.field.weakness", { name }), level);
		if (!check.ok) return check;
		pool -= level;
		explanation.push(citedStep(t("engine.pool.size.weakness", { name, level, n: level }), "penalties"));
	}
	const bonus = input.bonus ?? 0;
	const bonusCheck = checkLevel(t("engine.pool.field.bonus"), bonus);
	if (!bonusCheck.ok) return bonusCheck;
	if (bonus > 0) {
		pool += bonus;
		explanation.push(citedStep(t("engine.pool.size.bonus", { n: bonus }), "bonuses"));
	}
	const penalty = input.penalty ?? 0;
	const penaltyCheck = checkLevel(t("engine.pool.field.penalty"), penalty);
	if (!penaltyCheck.ok) return penaltyCheck;
	if (penalty > 0) {
		pool -= penalty;
		explanation.push(citedStep(t("engine.pool.size.penalty", { n: penalty }), "penalties"));
	}
	const actions = multipleActionPenalty(input.actionsThisRound ?? 1);
	if (!actions.ok) return actions;
	if (actions.value > 0) {
		pool -= actions.value;
		explanation.push(citedStep(
			t("engine.pool.size.actions", { actions: input.actionsThisRound ?? 1, n: actions.value }),
			"multipleActions",
		));
	}
	for (const condition of input.conditions ?? []) {
		if (condition.dice === 0) continue;
		const check = checkLevel(t("engine.pool.field.conditionDice", { name: condition.label }), Math.abs(condition.dice));
		if (!check.ok) return check;
		pool += condition.dice;
		explanation.push(citedStep(condition.dice > 0 ? t("engine.pool.size.conditionPlus", { condition: condition.label, n: condition.dice }) : t("engine.pool.size.conditionMinus", { condition: condition.label, n: -condition.dice })));
	}
	if (input.atZero) {
		pool -= 1;
		explanation.push(citedStep(t("engine.pool.size.atZero"), "healthZero"));
	}
	const poolCheck = checkPool(pool);
	if (!poolCheck.ok) return poolCheck;
	explanation.push(citedStep(
		pool >= 1 ? t("engine.pool.size.pool", { n: pool }) : t("engine.pool.size.poolNegative", { pool }),
		pool >= 1 ? "basicRoll" : "negativeDice",
	));
	return ok({ pool, explanation });
}

/**
 * Dice lost on every action (and Defense Roll) of a round with `actions`
 * actions: none for one action, otherwise as many as the actions taken.
 */
export function multipleActionPenalty(actions: number): Result<number> {
	const problem = wholeNumberProblem(t("engine.pool.field.actions"), actions, 1, MAX_LEVEL);
	if (problem) return fail(problem);
	return ok(actions === 1 ? 0 : actions);
}

function checkLevel(what: string, level: number): Result<number> {
	const problem = wholeNumberProblem(what, level, 0, MAX_LEVEL);
	return problem ? fail(problem) : ok(level);
}
