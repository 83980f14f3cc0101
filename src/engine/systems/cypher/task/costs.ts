/**
 * Point costs of an action: Effort levels, ability costs, Edge, and spending
 * from a Pool. Kept apart from task resolution so other rules (rallying in
 * part B, abilities in the UI) price things the same way.
 */
import { wholeNumberProblem } from "../../../checks";
import type { ExplainStep, Explanation } from "../../../explain";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import type { StateChange } from "../../../state";
import type { CypherCharacter, Stat } from "../character";
import { poolKey } from "../character";
import { citedStep } from "../cited-step";
import { capital } from "../../../text";
import { t } from "../../../../lang";
import { costWithWeakness } from "../health/special-damage";

/** Effort never goes beyond six levels on one task, free levels included. */
export const MAX_EFFORT_LEVELS = 6;
export const FIRST_EFFORT_LEVEL_COST = 3;
export const FURTHER_EFFORT_LEVEL_COST = 2;
/** Bound for ability costs and Edge read from untrusted notes. */
export const MAX_POINT_COST = 100;

/**
 * Pool points for `levels` paid levels of Effort: 3 for the first, 2 for each
 * more; on the damage track, an impaired character pays 1 more per level (001).
 */
export function effortCost(levels: number, impaired = false, extraPerLevel = 0): number {
	if (!Number.isInteger(levels) || levels <= 0) return 0;
	const base = FIRST_EFFORT_LEVEL_COST + FURTHER_EFFORT_LEVEL_COST * (levels - 1);
	return base + (impaired ? levels : 0) + extraPerLevel * levels;
}

/** A condition that makes each level of Effort dearer (a rule pack's `effort-cost`): its label and the points per level. */
export interface EffortSurcharge {
	label: string;
	perLevel: number;
}

export interface ActionCostInput {
	/** Levels of Effort the character pays for (free levels cost nothing and are not listed here). */
	paidEffortLevels: number;
	/** Points an ability costs on top of Effort (e.g. an ability with cost 2). */
	abilityCost?: number;
	/** The Edge of the stat the points come from. */
	edge: number;
	/** False for costs Edge may not reduce, such as rallying (000). Default true. */
	useEdge?: boolean;
	/** Damage track: impaired characters pay 1 more point per Effort level (001). */
	impaired?: boolean;
	/** Conditions of the payer that add points to each level of Effort. */
	surcharges?: readonly EffortSurcharge[];
	/** 001's weakness in the paying Pool: a task that spends from it costs this much more. */
	weakness?: number;
}

export interface ActionCost {
	effortCost: number;
	abilityCost: number;
	/** Effort and ability costs added together, before Edge. */
	beforeEdge: number;
	/** How much Edge took off (never more than the cost). */
	edgeApplied: number;
	/** What the Pool pays. */
	total: number;
	/** Points the Pool's weakness added, after Edge (001); absent when none. */
	weakness?: number;
	explanation: Explanation;
}

/**
 * Total cost of one action: ability cost plus Effort cost, then Edge once for
 * the whole action (not per level, not per part), never below 0.
 */
export function actionCost(input: ActionCostInput): Result<ActionCost> {
	const abilityCost = input.abilityCost ?? 0;
	const problem =
		wholeNumberProblem(t("engine.cypher.task.field.effortLevels"), input.paidEffortLevels, 0, MAX_EFFORT_LEVELS) ??
		wholeNumberProblem(t("engine.cypher.task.field.abilityCost"), abilityCost, 0, MAX_POINT_COST) ??
		wholeNumberProblem(t("engine.cypher.task.field.edge"), input.edge, 0, MAX_POINT_COST);
	if (problem) return fail(problem);
	const explanation: ExplainStep[] = [];
	const surcharges = (input.surcharges ?? []).filter((s) => s.perLevel !== 0);
	const extra = surcharges.reduce((sum, s) => sum + s.perLevel, 0);
	const effort = Math.max(0, effortCost(input.paidEffortLevels, input.impaired === true, extra));
	if (input.paidEffortLevels > 0) {
		const levels = input.paidEffortLevels;
		explanation.push(citedStep(
			t("engine.cypher.task.effortCost", { levels, points: effortCost(levels) }),
			levels === 1 ? "effortCost" : "effortFurtherLevels",
			"Effort",
		));
		if (input.impaired === true) {
			explanation.push(citedStep(
				t("engine.cypher.task.impairedEffort", { points: levels, total: effort }),
				"impairedEffort",
			));
		}
		for (const surcharge of surcharges) {
			const points = surcharge.perLevel * levels;
			const values = { label: surcharge.label, points: Math.abs(points), total: effort };
			explanation.push(citedStep(points > 0 ? t("engine.cypher.task.surchargeMore", values) : t("engine.cypher.task.surchargeLess", values)));
		}
	}
	if (abilityCost > 0) {
		explanation.push(citedStep(t("engine.cypher.task.abilityCost", { points: abilityCost }), undefined, "Edge"));
	}
	const beforeEdge = effort + abilityCost;
	const useEdge = input.useEdge !== false;
	const edgeApplied = useEdge ? Math.min(input.edge, beforeEdge) : 0;
	const afterEdge = beforeEdge - edgeApplied;
	// 001's weakness raises what a task spends from the Pool: only a task that spends from it at all
	// (Effort or an ability's cost), and after Edge, which lowers the spend but not the weakness.
	const weak = beforeEdge > 0 && (input.weakness ?? 0) > 0 ? costWithWeakness(afterEdge, input.weakness ?? 0) : undefined;
	if (weak !== undefined && !weak.ok) return weak;
	const total = weak?.value.value ?? afterEdge;
	if (!useEdge && beforeEdge > 0) {
		explanation.push(citedStep(t("engine.cypher.task.noEdge", { points: total }), "rallyNoEdge"));
	} else if (beforeEdge > 0 && input.edge > 0) {
		explanation.push(citedStep(
			t("engine.cypher.task.edgeOnce", { edge: input.edge, off: edgeApplied, points: total }),
			"edgeOncePerAction",
			"Edge",
		));
	}
	if (weak !== undefined) explanation.push(...weak.value.explanation);
	return ok({ effortCost: effort, abilityCost, beforeEdge, edgeApplied, total, ...(weak === undefined ? {} : { weakness: weak.value.value - afterEdge }), explanation });
}

/**
 * A cost Edge may not reduce, for rules such as rallying: the cost helper with
 * Edge switched off, so part B prices it the same way.
 */
export function costWithoutEdge(points: number): Result<ActionCost> {
	return actionCost({ paidEffortLevels: 0, abilityCost: points, edge: 0, useEdge: false });
}

export interface PoolSpend {
	stat: Stat;
	amount: number;
	before: number;
	after: number;
	change: StateChange;
}

/**
 * Takes `amount` points from a Pool. A Pool cannot go below 0, so spending
 * more than it holds is refused with a message (seed 000 has no rule for
 * spending points one does not have; it says a Pool at 0 "just means you can't
 * use Effort from that stat or use abilities that cost points from that stat").
 */
export function spendFromPool(character: CypherCharacter, stat: Stat, amount: number, target = ""): Result<PoolSpend> {
	const problem = wholeNumberProblem(t("engine.cypher.task.field.pointsToSpend"), amount, 0, MAX_POINT_COST);
	if (problem) return fail(problem);
	const before = character.pools[stat].current;
	const poolProblem = wholeNumberProblem(t("engine.cypher.task.whosePool", { name: character.name, stat: statName(stat) }), before, 0);
	if (poolProblem) return fail(poolProblem);
	if (amount > before) {
		return fail(t("engine.cypher.task.cannotSpend", { name: character.name, points: amount, stat: statName(stat), pool: before }));
	}
	const after = before - amount;
	return ok({ stat, amount, before, after, change: { target, key: poolKey(stat), before, after } });
}

export interface EffortRequest {
	/** Levels of Effort applied in all (paid and free). */
	total: number;
	/** Of those, levels an ability gives for free. */
	free: number;
	/** Pool points an ability costs on top (paid with the Effort, Edge once). */
	abilityCost?: number;
	impaired: boolean;
	/** Conditions of the payer that make each level dearer. */
	surcharges?: readonly EffortSurcharge[];
	/** Who the spend is written to; "" for the actor. */
	target: string;
}

export interface EffortPrice {
	paid: number;
	cost: ActionCost;
	spend: PoolSpend;
}

/**
 * The price of an action's Effort from one Pool, as every Cypher action pays it (a task, an attack,
 * initiative): levels within six, free levels among them, paid levels within the Effort score and
 * not from a Pool at 0 (citations "sixLevelsOfEffort", "poolAtZero"), then Edge once and the spend.
 */
export function priceEffort(character: CypherCharacter, stat: Stat, request: EffortRequest): Result<EffortPrice> {
	const { total, free } = request;
	const levelsProblem = wholeNumberProblem(t("engine.cypher.task.field.effort"), total, 0) ?? wholeNumberProblem(t("engine.cypher.task.field.freeEffort"), free, 0);
	if (levelsProblem) return fail(levelsProblem);
	if (total > MAX_EFFORT_LEVELS) return fail(t("engine.cypher.task.effortMax", { max: MAX_EFFORT_LEVELS, value: total }));
	if (free > total) return fail(t("engine.cypher.task.freeOverTotal", { free, total }));
	const paid = total - free;
	const effortProblem = paidEffortProblem(character, paid);
	if (effortProblem) return fail(effortProblem);
	const pool = character.pools[stat];
	const poolProblem = wholeNumberProblem(t("engine.cypher.task.whosePool", { name: character.name, stat: statName(stat) }), pool.current, 0);
	if (poolProblem) return fail(poolProblem);
	if (paid > 0 && pool.current === 0) return fail(t("engine.cypher.task.poolAtZero", { name: character.name, stat: statName(stat) }));
	const cost = actionCost({ paidEffortLevels: paid, abilityCost: request.abilityCost ?? 0, edge: pool.edge, impaired: request.impaired, surcharges: request.surcharges ?? [], weakness: pool.weakness ?? 0 });
	if (!cost.ok) return cost;
	const spend = spendFromPool(character, stat, cost.value.total, request.target);
	if (!spend.ok) return spend;
	return ok({ paid, cost: cost.value, spend: spend.value });
}

/**
 * Why `paid` levels of Effort cannot be paid for, or null: the character's Effort score must be a
 * valid score, and paid levels stay within it (citation "effortScoreLimit"; free levels do not count).
 */
export function paidEffortProblem(character: Pick<CypherCharacter, "name" | "effort">, paid: number): string | null {
	const score = character.effort;
	const problem = wholeNumberProblem(t("engine.cypher.task.effortScore", { name: character.name }), score, 0, MAX_EFFORT_LEVELS);
	if (problem) return problem;
	return paid > score ? t("engine.cypher.task.effortOverScore", { name: character.name, score, paid }) : null;
}

/** Stat names as they start a sentence ("Might"); the helper lives with the other text helpers. */
export { capital };

/** A stat's name in the user's language, as it stands in a sentence ("Might", "Kraft"). */
export const statName = (stat: Stat): string => t("engine.cypher.task.stat", { stat });
