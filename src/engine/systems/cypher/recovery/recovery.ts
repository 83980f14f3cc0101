/**
 * Recovery rolls (000, 001): four a day, by default in the order one action,
 * ten minutes, one hour, ten hours (001's recovery table), or in any order when
 * the recovery is named (000); each restores d6 + tier points divided among the
 * Pools as the player wishes, never above a maximum. The ten-hour recovery ends
 * the day, so the count starts again after it.
 *
 * Rolling and placing the points are separate steps because the player chooses
 * the split after seeing the roll.
 */
import {
	STATS,
	woundKey,
	type CypherCharacter,
	type DamageModel,
	type DamageTrackStep,
	type PoolState,
	type RecoveryKind,
	type Stat,
	type Wounds,
} from "../character";
import type { ExplainStep } from "../../../explain";
import { formatList, t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import { rollDie, type Rng } from "../../../rng";
import { copyPools, DAMAGE_TRACK_KEY, emptyPoolCount, pushPoolChanges, shiftStep, stepAfterRefill, trackProblem } from "../health/damage-track";
import { PAGE, pushChange, shortName, type RuleOutcome } from "../health/outcome";
import { checkAmount, checkCharacter, checkWhole } from "../health/validate";
import { isDead, SEVERITIES, woundHindrance } from "../health/wounds";
import { actionCost, MAX_EFFORT_LEVELS } from "../task/costs";
import { decideTask, type TaskRoll } from "./task-roll";
import { citedStep } from "../cited-step";
import { choiceProblem } from "../../choice";

export type { RecoveryKind };
/** 001: "First recovery roll 1 action, Second 10 minutes, Third 1 hour, Fourth 10 hours". */
export const RECOVERY_ORDER: readonly RecoveryKind[] = ["one-action", "ten-minutes", "one-hour", "ten-hours"];
export const RECOVERIES_KEY = "recoveries-used";
export const RECOVERIES_TAKEN_KEY = "recoveries-taken";
/** 000: "You can use your one-action recovery as a Last action ... to get an additional +2 on your roll." */
export const LAST_ACTION_BONUS = 2;

/** Each recovery as the rules name it in a sentence ("the ten-minute recovery"). */
export const RECOVERY_LABEL: Readonly<Record<RecoveryKind, string>> = {
	"one-action": "one-action",
	"ten-minutes": "ten-minute",
	"one-hour": "one-hour",
	"ten-hours": "ten-hour",
};

/** The next recovery in the day's order, or null when all four are used. */
export function nextRecovery(recoveriesUsed: number): RecoveryKind | null {
	return RECOVERY_ORDER[recoveriesUsed] ?? null;
}

export interface RecoveryPlan {
	kind: RecoveryKind;
	/** Any-order mode (000): the list of recoveries used today before this one; null in order mode. */
	taken: RecoveryKind[] | null;
}

/**
 * Which recovery is being taken. Without `kind` and without a `recoveries-taken`
 * list, the next one in 001's order by the count. Naming a `kind` (or keeping a
 * list) takes them in any order, as 000 allows: "You can use your recoveries in
 * any order."
 */
export function planRecovery(character: CypherCharacter, kind?: RecoveryKind): Result<RecoveryPlan> {
	if (kind === undefined && character.recoveriesTaken === undefined) {
		const next = nextRecovery(character.recoveriesUsed);
		return next ? ok({ kind: next, taken: null }) : fail(t("engine.cypher.recovery.allUsed"));
	}
	const kindProblem = kind === undefined ? null : choiceProblem(t("engine.cypher.recovery.field.recovery"), kind, RECOVERY_ORDER);
	if (kindProblem) return fail(kindProblem);
	const list: unknown = character.recoveriesTaken ?? RECOVERY_ORDER.slice(0, character.recoveriesUsed);
	if (!Array.isArray(list) || list.length > 4 || list.some((k) => !RECOVERY_ORDER.includes(k as RecoveryKind)) || new Set(list).size !== list.length) {
		return fail(t("engine.cypher.recovery.takenListInvalid", { key: RECOVERIES_TAKEN_KEY, kinds: RECOVERY_ORDER.join(", ") }));
	}
	const taken = list as RecoveryKind[];
	const chosen = kind ?? RECOVERY_ORDER.find((k) => !taken.includes(k));
	if (!chosen) return fail(t("engine.cypher.recovery.allUsed"));
	if (taken.includes(chosen)) return fail(t("engine.cypher.recovery.alreadyUsed", { kind: chosen }));
	return ok({ kind: chosen, taken });
}

/** 000: "When that rest ends, you're starting a new day and have all four of your recoveries available again." */
export const restEndsDay = (): string => t("engine.cypher.recovery.restEndsDay");

/** Either the injected generator rolls the d6, or the player types in a physical die. */
export type RecoveryDie = { rng: Rng } | { face: number };

export interface RecoveryRoll {
	kind: RecoveryKind;
	face: number;
	points: number;
}

export function rollRecovery(
	character: CypherCharacter,
	die: RecoveryDie,
	options: { lastAction?: boolean; kind?: RecoveryKind } = {},
): Result<RuleOutcome<RecoveryRoll>> {
	const error = checkCharacter(character);
	if (error) return fail(error);
	const plan = planRecovery(character, options.kind);
	if (!plan.ok) return plan;
	const kind = plan.value.kind;
	let face: number;
	if ("face" in die) {
		const faceError = checkWhole(t("engine.cypher.recovery.field.recoveryDie"), die.face, 1, 6);
		if (faceError) return fail(faceError);
		face = die.face;
	} else {
		face = rollDie(die.rng, 6);
	}
	const explanation: ExplainStep[] = [
		citedStep(
			t("engine.cypher.recovery.roll", { kind, count: (plan.value.taken?.length ?? character.recoveriesUsed) + 1, face, tier: character.tier, points: face + character.tier }),
			"recoveryRoll",
			PAGE.rules,
		),
	];
	let points = face + character.tier;
	if (options.lastAction) {
		if (kind !== "one-action") return fail(t("engine.cypher.recovery.lastActionOnly", { kind }));
		points += LAST_ACTION_BONUS;
		explanation.push(citedStep(t("engine.cypher.recovery.lastAction", { bonus: LAST_ACTION_BONUS, points }), "recoveryAsLastAction", PAGE.rules));
	}
	return ok({ value: { kind, face, points }, explanation, changes: [] });
}

export type PoolSplit = Partial<Record<Stat, number>>;

/** Points a Pool can still take before its maximum. */
const room = (pool: PoolState): number => Math.max(0, pool.max - pool.current);

/** Points all three Pools can still take: a recovery places at most this many (000: "up to your maximum in a Pool"). */
export const poolRoom = (character: Pick<CypherCharacter, "pools">): number => STATS.reduce((sum, stat) => sum + room(character.pools[stat]), 0);

/**
 * A split that fills the emptiest Pools first (empty Pools before all others,
 * since refilling them lifts the damage-track step), for a one-click recovery.
 */
export function suggestSplit(character: CypherCharacter, points: number): PoolSplit {
	const split: PoolSplit = {};
	let left = Math.max(0, Math.floor(points));
	const order = [...STATS].sort((a, b) => {
		const pa = character.pools[a];
		const pb = character.pools[b];
		return Number(pb.current === 0) - Number(pa.current === 0) || room(pb) - room(pa);
	});
	// One point into each empty Pool first, then the largest gaps.
	for (const stat of order) {
		if (left > 0 && character.pools[stat].current === 0 && room(character.pools[stat]) > 0) {
			split[stat] = 1;
			left -= 1;
		}
	}
	for (const stat of order) {
		const take = Math.min(left, room(character.pools[stat]) - (split[stat] ?? 0));
		if (take > 0) {
			split[stat] = (split[stat] ?? 0) + take;
			left -= take;
		}
	}
	return split;
}

/** Which recovery a character takes, under the campaign's damage rules. */
export interface RecoveryRequest {
	model: DamageModel;
	/** Which recovery, when taking them in any order (000); omitted, the next in order. */
	kind?: RecoveryKind;
}

/** A recovery spent on regaining points, the usual way. */
export interface ApplyRecoveryRequest extends RecoveryRequest {
	/** The points from `rollRecovery`. */
	points: number;
	split: PoolSplit;
	/** Wounds variant, ten-hour recovery: the difficulty 6 Might task to remove a major wound. */
	majorWoundTask?: TaskRoll;
	/**
	 * Levels of Might Effort on that task: each eases it a step, paid (less Might Edge) from the Might
	 * Pool as the recovery's points leave it.
	 */
	majorWoundEffort?: number;
}

export interface RecoveryResult {
	kind: RecoveryKind;
	pools: Record<Stat, PoolState>;
	recoveriesUsed: number;
	/** Any-order mode: the recoveries used today after this one; null in order mode. */
	recoveriesTaken: RecoveryKind[] | null;
	wounds: Wounds;
	damageTrack: DamageTrackStep;
	newDay: boolean;
}

/** What a recovery was spent on: the Pools, wounds and damage-track step after it, and why. */
interface RecoverySpent {
	pools: Record<Stat, PoolState>;
	wounds: Wounds;
	damageTrack: DamageTrackStep;
	explanation: ExplainStep[];
}

/** The usual recovery: the rolled points placed in the Pools as split, and the rest's healing of wounds (000). */
export function applyRecovery(character: CypherCharacter, request: ApplyRecoveryRequest): Result<RuleOutcome<RecoveryResult>> {
	const error = checkAmount(t("engine.cypher.recovery.field.recoveryPoints"), request.points);
	if (error) return fail(error);
	return takeRecovery(character, request, (kind) => {
		const split = checkSplit(character, request.points, request.split);
		if (!split.ok) return split;
		const explanation: ExplainStep[] = [];
		const pools = copyPools(character);
		let damageTrack = character.damageTrack;
		let refilled = 0;
		for (const stat of STATS) {
			const add = request.split[stat] ?? 0;
			if (add === 0) continue;
			if (pools[stat].current === 0) refilled += 1;
			pools[stat].current += add;
			explanation.push(citedStep(
				t("engine.cypher.recovery.pointsTo", { points: add, stat, before: pools[stat].current - add, after: pools[stat].current, max: pools[stat].max }),
				"recoveryDivided",
				PAGE.rules,
			));
		}
		if (request.model === "damage-track") {
			const moved = stepAfterRefill(character.damageTrack, refilled, pools);
			damageTrack = moved.step;
			explanation.push(...moved.explanation);
		}
		const effort = request.majorWoundEffort ?? 0;
		if (effort !== 0) {
			const paid = payMajorWoundEffort(character, request.model, kind, effort, pools);
			if (!paid.ok) return paid;
			explanation.push(...paid.value);
		}
		if (request.model !== "wounds") return ok({ pools, wounds: { ...character.wounds }, damageTrack, explanation });
		const task = request.majorWoundTask;
		const eased: TaskRoll | undefined = effort === 0 || (task !== undefined && "succeeded" in task) ? task : { ...task, steps: (task?.steps ?? 0) - effort };
		const rested = restHealing(kind, character.wounds, eased);
		if (!rested.ok) return rested;
		return ok({ pools, wounds: rested.value.wounds, damageTrack, explanation: [...explanation, ...rested.value.explanation] });
	});
}

/**
 * 000's non-rest recovery: the recovery is spent to end a hostile effect (another defense roll),
 * giving no Pool points and removing no wounds.
 */
export function recoverWithoutRest(character: CypherCharacter, request: RecoveryRequest): Result<RuleOutcome<RecoveryResult>> {
	return takeRecovery(character, request, (kind) =>
		ok({
			pools: copyPools(character),
			wounds: { ...character.wounds },
			damageTrack: character.damageTrack,
			explanation: [
				citedStep(t("engine.cypher.recovery.withoutRest", { kind }), "recoveryEndsEffect", PAGE.rules),
			],
		}),
	);
}

/**
 * Damage-track variant: with every Pool above 0 and the character moved down the track by special
 * damage, the recovery moves them up one step instead of regaining points (the CSRD rule; 001 is silent).
 */
export function recoverUpTheTrack(character: CypherCharacter, request: RecoveryRequest): Result<RuleOutcome<RecoveryResult>> {
	return takeRecovery(character, request, () => {
		if (request.model !== "damage-track") return fail(t("engine.cypher.recovery.upTrackOnlyTrack"));
		if (emptyPoolCount(character.pools) > 0) return fail(t("engine.cypher.recovery.upTrackPoolEmpty"));
		if (character.damageTrack === "hale") return fail(t("engine.cypher.recovery.alreadyHale", { name: shortName(character.name) }));
		const step = shiftStep(character.damageTrack, -1);
		const explanation = [
			citedStep(
				t("engine.cypher.recovery.upTrack", { name: shortName(character.name), before: character.damageTrack, after: step }),
				"recoveryMovesUpTrack",
				PAGE.rules,
			),
		];
		return ok({ pools: copyPools(character), wounds: { ...character.wounds }, damageTrack: step, explanation });
	});
}

/**
 * Takes one recovery, whatever it is spent on (`spend`): checks that the character can, then counts
 * it among the day's recoveries (the ten-hour one ends the day) and lists every change.
 */
function takeRecovery(
	character: CypherCharacter,
	request: RecoveryRequest,
	spend: (kind: RecoveryKind) => Result<RecoverySpent>,
): Result<RuleOutcome<RecoveryResult>> {
	const error = checkCharacter(character);
	if (error) return fail(error);
	const plan = planRecovery(character, request.kind);
	if (!plan.ok) return plan;
	const kind = plan.value.kind;
	if (isDead(character, request.model)) return fail(t("cypher.recovery.dead", { name: shortName(character.name) }));
	const stepProblem = request.model === "damage-track" ? trackProblem(character.damageTrack) : null;
	if (stepProblem) return fail(stepProblem);
	const spent = spend(kind);
	if (!spent.ok) return spent;
	const { pools, wounds, damageTrack, explanation } = spent.value;

	// The ten-hour rest ends the day: "you're starting a new day and have all four of your recoveries available again."
	const newDay = kind === "ten-hours";
	const takenAfter = plan.value.taken === null ? null : newDay ? [] : [...plan.value.taken, kind];
	const recoveriesUsed = takenAfter ? takenAfter.length : newDay ? 0 : character.recoveriesUsed + 1;
	const left = takenAfter ? RECOVERY_ORDER.filter((k) => !takenAfter.includes(k)) : RECOVERY_ORDER.slice(recoveriesUsed, recoveriesUsed + 1);
	explanation.push(
		newDay
			? citedStep(restEndsDay(), "restEndsDay", PAGE.rules)
			: citedStep(usedToday(recoveriesUsed, takenAfter !== null, left)),
	);

	const changes: RuleOutcome<RecoveryResult>["changes"] = [];
	pushPoolChanges(changes, character, pools);
	pushChange(changes, character.name, RECOVERIES_KEY, character.recoveriesUsed, recoveriesUsed);
	if (takenAfter) {
		changes.push({ target: character.name, key: RECOVERIES_TAKEN_KEY, before: character.recoveriesTaken ? [...character.recoveriesTaken] : null, after: takenAfter });
	}
	for (const severity of SEVERITIES) pushChange(changes, character.name, woundKey(severity), character.wounds[severity], wounds[severity]);
	pushChange(changes, character.name, DAMAGE_TRACK_KEY, character.damageTrack, damageTrack);
	return ok({ value: { kind, pools, recoveriesUsed, recoveriesTaken: takenAfter, wounds, damageTrack, newDay }, explanation, changes });
}

/** "Recoveries used today: 2 of 4; next: one-hour." (or, in any order, the ones still available). */
function usedToday(used: number, anyOrder: boolean, left: readonly RecoveryKind[]): string {
	const kinds = left.length === 0 ? t("engine.cypher.recovery.none") : formatList(left.map((kind) => t("engine.cypher.recovery.kindName", { kind })));
	return anyOrder ? t("engine.cypher.recovery.usedTodayAvailable", { used, kinds }) : t("engine.cypher.recovery.usedTodayNext", { used, kinds });
}

/**
 * A split must place every point the recovery gives — or, when the Pools are
 * nearly full, exactly the points they still have room for — and no Pool may
 * pass its maximum.
 */
export function checkSplit(character: CypherCharacter, points: number, split: PoolSplit): Result<number> {
	if (typeof split !== "object" || split === null) return fail(t("engine.cypher.recovery.splitMissing"));
	for (const key of Object.keys(split)) {
		const problem = choiceProblem(t("engine.cypher.recovery.field.pool"), key, STATS);
		if (problem) return fail(problem);
	}
	let total = 0;
	for (const stat of STATS) {
		const add = split[stat] ?? 0;
		const error = checkAmount(t("engine.cypher.recovery.field.pointsTo", { stat }), add);
		if (error) return fail(error);
		const pool = character.pools[stat];
		if (add > room(pool)) {
			return fail(t("engine.cypher.recovery.splitTooMuch", { stat, room: room(pool), current: pool.current, max: pool.max, add }));
		}
		total += add;
	}
	const expected = Math.min(points, poolRoom(character));
	if (total !== expected) {
		return fail(
			expected === points
				? t("engine.cypher.recovery.splitTotal", { total, points })
				: t("engine.cypher.recovery.splitRoom", { total, expected, points }),
		);
	}
	return ok(total);
}

/**
 * Might Effort on the ten-hour rest's major-wound task: checked (a ten-hour recovery, a major wound, no
 * more levels than the character's Effort) and paid from `pools` (after the recovery's points), Edge once.
 */
function payMajorWoundEffort(character: CypherCharacter, model: DamageModel, kind: RecoveryKind, levels: number, pools: Record<Stat, PoolState>): Result<ExplainStep[]> {
	const error = checkWhole(t("engine.cypher.task.field.effortLevels"), levels, 0, MAX_EFFORT_LEVELS);
	if (error) return fail(error);
	if (model !== "wounds" || kind !== "ten-hours" || character.wounds.major === 0) return fail(t("engine.cypher.recovery.effortOnlyMajor"));
	if (levels > character.effort) return fail(t("engine.cypher.recovery.effortTooMany", { name: shortName(character.name), levels: character.effort }));
	const cost = actionCost({ paidEffortLevels: levels, edge: pools.might.edge });
	if (!cost.ok) return cost;
	const might = pools.might;
	if (cost.value.total > might.current) return fail(t("engine.cypher.recovery.effortTooCostly", { levels, cost: cost.value.total, might: might.current }));
	might.current -= cost.value.total;
	return ok([
		...cost.value.explanation,
		citedStep(t("engine.cypher.recovery.effortPaid", { levels, cost: cost.value.total, before: might.current + cost.value.total, after: might.current }), "effortCost", PAGE.rules),
	]);
}

/** 000's "Recovery | Wound Removal" table, applied when a rest recovery completes. */
export function restHealing(
	kind: RecoveryKind,
	start: Wounds,
	majorWoundTask: TaskRoll | undefined,
): Result<{ wounds: Wounds; explanation: ExplainStep[] }> {
	const wounds = { ...start };
	const explanation: ExplainStep[] = [];
	if (kind === "ten-minutes" && wounds.minor > 0) {
		explanation.push(citedStep(t("engine.cypher.recovery.tenMinuteRest", { wounds: wounds.minor }), "tenMinuteRest", PAGE.rules));
		wounds.minor = 0;
	}
	if (kind === "one-hour" && wounds.moderate > 0) {
		wounds.moderate -= 1;
		explanation.push(citedStep(t("engine.cypher.recovery.oneHourRest"), "oneHourRest", PAGE.rules));
	}
	if (kind === "ten-hours") {
		if (wounds.moderate > 0) {
			explanation.push(citedStep(t("engine.cypher.recovery.tenHourRest", { wounds: wounds.moderate }), "tenHourRest", PAGE.rules));
			wounds.moderate = 0;
		}
		if (wounds.major > 0) {
			// 000: "Each individual major wound hinders all of your actions": the Might task too, once the moderate wounds are gone.
			const hindered = woundHindrance(wounds);
			explanation.push(...hindered.explanation);
			const task = decideTask(t("engine.cypher.recovery.majorWoundTask"), MAJOR_WOUND_TASK, withSteps(majorWoundTask, hindered.steps));
			if (!task.ok) return task;
			explanation.push(...task.value.explanation);
			if (task.value.succeeded) {
				wounds.major -= 1;
				explanation.push(citedStep(t("engine.cypher.recovery.woundRemoved", { severity: "major" }), "tenHourMajorWound", PAGE.rules));
			}
		}
	}
	return ok({ wounds, explanation });
}

/** A task roll with `steps` more hindrance (a said outcome stands as said). */
function withSteps(task: TaskRoll | undefined, steps: number): TaskRoll | undefined {
	if (steps === 0 || (task !== undefined && "succeeded" in task)) return task;
	return { ...task, steps: (task?.steps ?? 0) + steps };
}

/** 000: "with a successful difficulty 6 Might task, remove one major wound". */
export const MAJOR_WOUND_TASK = 6;

/**
 * The difficulty of the ten-hour rest's Might task for these wounds (before the rest removes the
 * moderate ones) and levels of Effort: 6, hindered by each major wound, eased by each level.
 */
export function majorWoundTaskDifficulty(wounds: Wounds, effort = 0): number {
	return Math.max(0, MAJOR_WOUND_TASK + woundHindrance({ ...wounds, moderate: 0 }).steps - effort);
}

/** Starts a new day by hand (e.g. a long downtime): all four recoveries are available again. */
export function startNewDay(character: CypherCharacter): RuleOutcome<number> {
	const changes: RuleOutcome<number>["changes"] = [];
	pushChange(changes, character.name, RECOVERIES_KEY, character.recoveriesUsed, 0);
	if (character.recoveriesTaken && character.recoveriesTaken.length > 0) {
		changes.push({ target: character.name, key: RECOVERIES_TAKEN_KEY, before: [...character.recoveriesTaken], after: [] });
	}
	return {
		value: 0,
		explanation: [
			citedStep(t("engine.cypher.recovery.newDay"), "newDay", PAGE.rules),
		],
		changes,
	};
}
