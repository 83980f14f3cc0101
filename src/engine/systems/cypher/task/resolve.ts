/**
 * One Cypher task from request to result: validate, count steps, price the
 * action, roll (or not), read the special roll, work out damage, and list the
 * state changes and the exact odds — all with a plain-words explanation.
 */
import { wholeNumberProblem } from "../../../checks";
import { explainText, type ExplainStep, type Explanation } from "../../../explain";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import type { Rng } from "../../../rng";
import { rollDie } from "../../../rng";
import type { StateChange } from "../../../state";
import type { CypherCharacter, DamageModel, Stat } from "../character";
import { STATS } from "../character";
import { citedStep } from "../cited-step";
import { choiceProblem } from "../../choice";
import type { ActionCost } from "./costs";
import { actionCost, MAX_POINT_COST, priceEffort, statName } from "./costs";
import { difficultyName, targetNumber, validateDifficulty } from "./difficulty";
import type { TaskOdds } from "./odds";
import { D20, rollSucceeds, taskOdds } from "./odds";
import { isDead } from "../health/wounds";
import { describeValue } from "../../../text";
import { t } from "../../../../lang";
import { trackStepEffects } from "../health/damage-track";
import { conditionOnTask, type ConditionRole, type CypherCondition } from "../health/conditions";
import type { EffectChoice, SpecialRoll } from "./special-rolls";
import { EFFECT_CHOICES, readSpecialRoll } from "./special-rolls";
import type { StepBreakdown } from "./steps";
import { taskSteps } from "./steps";
import type { Reach, WeaponCategory, WeaponDistinction } from "./weapons";
import { distinctionDamage, distinctionSteps, WEAPON_CATEGORIES, WEAPON_DISTINCTIONS, weaponDamage, weaponEasing } from "./weapons";
import { tradeCost, tradeEffect, tradeLabel, tradeStep, type TradeEffect } from "./trade";

export const EFFORT_DAMAGE_PER_LEVEL = 3;
const REACHES: readonly Reach[] = ["", "foe-without-reach", "close-quarters"];
export const AREA_EFFORT_DAMAGE_PER_LEVEL = 2;

export interface AttackRequest {
	/** Weapon category (damage 2/4/6); or give `damage` for abilities such as a 4-damage blast. */
	weapon?: WeaponCategory;
	damage?: number;
	/** An area attack: Effort adds 2 damage per level instead of 3. */
	area?: boolean;
	/** False for attacks that do not inflict damage (mind control): no damage, no bonus damage. Default true. */
	dealsDamage?: boolean;
	/** 001's weapon distinction of the weapon used. */
	distinction?: WeaponDistinction;
	/** The target's Armor, for crushing and slashing weapons (0: unarmored). */
	targetArmor?: number;
	/** Where a reaching weapon is used. */
	reach?: Reach;
	/** 001: damage traded for this effect (an id of TRADE_EFFECTS); the cost adds the target's level, the task's difficulty. */
	trade?: string;
}

export interface TaskRequest {
	stat: Stat;
	/** The GM's difficulty (an NPC's or object's level), 0–10, before easing and hindering. */
	difficulty: number;
	skills?: readonly string[];
	assets?: number;
	circumstances?: readonly string[];
	/** A defense: the named circumstances of the attack, read from the attacker's side (what eases it hinders the defense). */
	againstAttack?: readonly string[];
	extraEasing?: number;
	extraHindering?: number;
	rollBonus?: number;
	/** Levels of Effort applied in all (paid and free). */
	effort?: number;
	/** Of those, levels an ability gives for free. */
	freeEffort?: number;
	/** Of the Effort levels, how many add damage instead of easing (attacks only). */
	effortOnDamage?: number;
	/** Pool points the ability used costs (paid with the Effort, Edge once). */
	abilityCost?: number;
	attack?: AttackRequest;
	/** A defense roll (a natural 1 may mean 2 more damage). */
	defense?: boolean;
	/** A retry of a failed task: needs at least one level of Effort. */
	retry?: boolean;
	/** 000: 1 XP spent on a lucky shot at a target the attacker cannot locate (darkness, invisibility). */
	luckyShot?: boolean;
	/** On a 19/20 of a damage-dealing attack: extra damage (default) or the effect. */
	effectChoice?: EffectChoice;
	/** The action is only moving (the one thing a debilitated character may do). */
	movementOnly?: boolean;
	/** Conditions that bear on the task: the roller's own, its target's, or the attacker's it defends against. */
	conditions?: readonly { condition: CypherCondition; role: ConditionRole }[];
	/** The attack (made or defended against) is a ranged one: prone and the like weigh ranged attacks apart. */
	ranged?: boolean;
}

export interface TaskOptions {
	/** Which damage variant the campaign uses; "damage-track" makes the character's track step count. */
	damageModel?: DamageModel;
	/** 001's light weapons ease attacks by a step. Off by default: 000 does not say so. */
	lightWeaponsEase?: boolean;
	/** Who the state changes are for (note path or name); "" for the actor. */
	target?: string;
}

export type TaskOutcome = "routine" | "impossible" | "success" | "failure";

export interface TaskDamage {
	base: number;
	fromEffort: number;
	fromSpecialRoll: number;
	/** What the weapon's distinction added (negative took away). */
	fromWeapon: number;
	/** Damage given up for an effect (001's trade). */
	traded: number;
	/** Damage dealt (0 on a miss), before the target's Armor. */
	total: number;
}

export interface TaskResult {
	outcome: TaskOutcome;
	/** The die rolled ("d20"), or undefined when no roll was made. */
	die?: "d20";
	natural?: number;
	/** natural + the roll bonus left on the die. */
	total?: number;
	baseDifficulty: number;
	finalDifficulty: number;
	difficultyName: string;
	target: number;
	steps: StepBreakdown;
	effort: { total: number; free: number; paid: number; onRoll: number; onDamage: number };
	special?: SpecialRoll;
	cost: ActionCost & { stat: Stat; refunded: boolean; /** Points of the ability a missed attack did not spend (001). */ abilityKept?: number };
	damage?: TaskDamage;
	/** The effect a hit traded damage for (001), when it hit. */
	traded?: TradeEffect;
	changes: StateChange[];
	odds: TaskOdds;
	explanation: Explanation;
}

/** Resolves a task. Bad input or an action the character cannot take is a `fail` with a clear message. */
export function resolveTask(character: CypherCharacter, request: TaskRequest, rng: Rng, options: TaskOptions = {}): Result<TaskResult> {
	const planned = planTask(character, request, options);
	if (!planned.ok) return planned;
	const plan = planned.value;
	const explanation: ExplainStep[] = [...plan.explanation];
	let outcome: TaskOutcome;
	let natural: number | undefined;
	let special: SpecialRoll | undefined;
	if (plan.impossible) {
		outcome = "impossible";
	} else if (plan.routine) {
		outcome = "routine";
	} else {
		natural = rollDie(rng, D20);
		const success = rollSucceeds(natural, plan.target, plan.steps.rollBonus);
		outcome = success ? "success" : "failure";
		const rolled = { natural, total: natural + plan.steps.rollBonus, target: plan.target };
		const withBonus = plan.steps.rollBonus !== 0;
		explanation.push(citedStep(
			success
				? withBonus ? t("engine.cypher.task.rolledBonusSuccess", rolled) : t("engine.cypher.task.rolledSuccess", rolled)
				: withBonus ? t("engine.cypher.task.rolledBonusFailure", rolled) : t("engine.cypher.task.rolledFailure", rolled),
			"successAtTarget",
			"Rolling-Dice",
		));
		special = readSpecialRoll(natural, {
			success,
			damagingAttack: plan.damagingAttack,
			defense: request.defense === true,
			effectChoice: request.effectChoice ?? "damage",
			impaired: plan.impaired,
		});
		explanation.push(...special.explanation);
	}

	const changes: StateChange[] = [];
	const refunded = special?.refund === true && plan.cost.total > 0;
	// 001: "On miss, ability or charge not expended": a missed attack pays its Effort, not the ability.
	const kept = outcome === "failure" && request.attack !== undefined ? plan.abilityShare : 0;
	if (!plan.impossible && plan.cost.total > 0) {
		changes.push(plan.spend);
		if (refunded) {
			changes.push({ target: plan.spend.target, key: plan.spend.key, before: plan.spend.after, after: plan.spend.before });
		} else if (kept > 0 && typeof plan.spend.after === "number") {
			changes.push({ target: plan.spend.target, key: plan.spend.key, before: plan.spend.after, after: plan.spend.after + kept });
		}
	}
	if (refunded) explanation.push(citedStep(t("engine.cypher.task.pointsComeBack", { points: plan.cost.total, stat: statName(request.stat) }), "naturalTwentyRefund", "Special-Rolls"));
	if (kept > 0) explanation.push(citedStep(t("engine.cypher.task.abilityKept", { points: kept }), "missNotExpended"));
	// 000: the lucky shot's XP is spent to make the attempt, hit or miss.
	if (plan.xpSpend !== undefined && !plan.impossible) changes.push(plan.xpSpend);

	let damage: TaskDamage | undefined;
	let traded: TradeEffect | undefined;
	if (plan.damagingAttack) {
		const hit = outcome === "success" || outcome === "routine";
		const fromSpecial = special?.bonusDamage ?? 0;
		const dealt = hitDamage(plan.hit, natural, fromSpecial);
		damage = {
			base: plan.baseDamage,
			fromEffort: plan.effortDamage,
			fromSpecialRoll: hit ? fromSpecial : 0,
			fromWeapon: hit ? dealt.fromWeapon : 0,
			traded: hit ? dealt.traded : 0,
			total: hit ? dealt.total : 0,
		};
		if (hit) {
			explanation.push(...dealt.explanation);
			if (plan.hit.trade) traded = plan.hit.trade.effect;
		}
		explanation.push(citedStep(
			hit ? t("engine.cypher.task.attackDeals", { damage: damage.total }) : t("engine.cypher.task.attackMisses"),
			hit ? undefined : "missNoDamage",
		));
	}

	const result: TaskResult = {
		outcome,
		baseDifficulty: request.difficulty,
		finalDifficulty: plan.finalDifficulty,
		difficultyName: difficultyName(plan.finalDifficulty),
		target: plan.target,
		steps: plan.steps,
		effort: plan.effort,
		cost: { ...plan.cost, stat: request.stat, refunded, ...(kept > 0 ? { abilityKept: kept } : {}) },
		changes,
		odds: plan.odds,
		explanation,
	};
	if (natural !== undefined) {
		result.die = "d20";
		result.natural = natural;
		result.total = natural + plan.steps.rollBonus;
	}
	if (special) result.special = special;
	if (damage) result.damage = damage;
	if (traded) result.traded = traded;
	return ok(result);
}

export interface TaskPlan {
	routine: boolean;
	impossible: boolean;
	finalDifficulty: number;
	target: number;
	steps: StepBreakdown;
	effort: TaskResult["effort"];
	cost: ActionCost;
	spend: StateChange;
	damagingAttack: boolean;
	baseDamage: number;
	effortDamage: number;
	/** What a hit deals, before the die: the parts hitDamage adds up once the die is known. */
	hit: HitParts;
	/** Of the cost, the points the ability adds after Edge: what a missed attack does not spend (001). */
	abilityShare: number;
	/** The lucky shot's 1 XP (000), when one is made. */
	xpSpend?: StateChange;
	impaired: boolean;
	odds: TaskOdds;
	explanation: ExplainStep[];
}

/**
 * Everything about a task that is known before the die is cast: steps, target,
 * cost and exact odds. Dialogs show this before the roll; `resolveTask` rolls it.
 */
export function planTask(character: CypherCharacter, request: TaskRequest, options: TaskOptions = {}): Result<TaskPlan> {
	if (typeof request !== "object" || request === null) return fail(t("engine.cypher.task.requestNeeded"));
	const statProblem = choiceProblem(t("engine.cypher.health.field.stat"), request.stat, STATS);
	if (statProblem) return fail(statProblem);
	const difficulty = validateDifficulty(request.difficulty);
	if (!difficulty.ok) return difficulty;
	const explanation: ExplainStep[] = [];
	const trackStep = options.damageModel === "damage-track" ? character.damageTrack : "hale";
	// The rules behind this refusal: citations "thirdMajorWoundKills" (wounds) and "trackThreePoolsEmpty" (the track).
	if (isDead(character, options.damageModel)) return fail(t("engine.cypher.task.dead", { name: character.name }));
	if (trackStep === "debilitated") {
		// The rule behind these refusals: citation "trackDebilitatedEffects" ("If Speed is 0, cannot move.").
		const canMove = trackStepEffects(trackStep, character.pools.speed.current).canMove;
		if (!canMove) return fail(t("engine.cypher.task.debilitatedNoSpeed", { name: character.name }));
		if (request.movementOnly !== true) {
			// The rule behind this refusal: citation "debilitatedOnlyMoves".
			return fail(t("engine.cypher.task.debilitatedOnlyMoves", { name: character.name }));
		}
	}
	const effectProblem = request.effectChoice === undefined ? null : choiceProblem(t("engine.cypher.task.field.effectChoice"), request.effectChoice, EFFECT_CHOICES);
	if (effectProblem) return fail(effectProblem);
	const impaired = trackStep === "impaired";
	// What conditions do to this task; one that forbids it is the refusal.
	const conditionTask = { stat: request.stat, defense: request.defense === true, ...(request.ranged === undefined ? {} : { ranged: request.ranged }) };
	const conditions = (request.conditions ?? []).map(({ condition, role }) => conditionOnTask(condition, role, conditionTask));
	const forbidden = conditions.find((c) => c.refusal !== undefined);
	if (forbidden?.refusal !== undefined) return fail(t("engine.cypher.task.conditionForbids", { name: character.name, refusal: forbidden.refusal }));
	const surcharges = (request.conditions ?? []).flatMap(({ condition, role }, index) =>
		role === "self" && (conditions[index]?.effortCost ?? 0) !== 0 ? [{ label: condition.label, perLevel: conditions[index]?.effortCost ?? 0 }] : [],
	);

	// Effort: paid levels within the Effort score, free ones on top, six at most, priced from the task's Pool.
	const total = request.effort ?? 0;
	const free = request.freeEffort ?? 0;
	const onDamage = request.effortOnDamage ?? 0;
	const price = priceEffort(character, request.stat, { total, free, abilityCost: request.abilityCost ?? 0, impaired, surcharges, target: options.target ?? "" });
	if (!price.ok) return price;
	const { cost, spend } = price.value;
	const onDamageProblem = wholeNumberProblem(t("engine.cypher.task.field.effortOnDamage"), onDamage, 0);
	if (onDamageProblem) return fail(onDamageProblem);
	if (free > 0) {
		explanation.push(citedStep(t("engine.cypher.task.freeEffort", { levels: free }), "freeEffortLevel", "Effort"));
	}
	// The rule behind this refusal: citation "retryNeedsEffort".
	if (request.retry === true && total < 1) return fail(t("engine.cypher.task.retryNeedsEffort"));
	if (request.retry === true) explanation.push(citedStep(t("engine.cypher.task.retry", { levels: total }), "retryNeedsEffort", "Rules-of-the-Game"));

	const attack = request.attack;
	const damagingAttack = attack !== undefined && attack.dealsDamage !== false;
	if (onDamage > 0 && !damagingAttack) return fail(t("engine.cypher.task.effortDamageNeedsAttack"));
	if (onDamage > total) return fail(t("engine.cypher.task.effortDamageOverEffort", { onDamage, total }));
	let baseDamage = 0;
	let weaponSteps = 0;
	if (attack !== undefined) {
		if (attack.weapon !== undefined) {
			const weaponProblem = choiceProblem(t("engine.cypher.task.field.weapon"), attack.weapon, WEAPON_CATEGORIES);
			if (weaponProblem) return fail(weaponProblem);
			baseDamage = weaponDamage(attack.weapon);
			weaponSteps = weaponEasing(attack.weapon, options.lightWeaponsEase === true);
			if (damagingAttack) explanation.push(citedStep(t("engine.cypher.task.weaponDamage", { weapon: attack.weapon, damage: baseDamage }), "weaponDamage", "Weapons"));
		}
		if (attack.damage !== undefined) {
			const damageProblem = wholeNumberProblem(t("engine.cypher.task.field.attackDamage"), attack.damage, 0, MAX_POINT_COST);
			if (damageProblem) return fail(damageProblem);
			baseDamage = attack.damage;
		}
	}
	const perLevel = attack?.area === true ? AREA_EFFORT_DAMAGE_PER_LEVEL : EFFORT_DAMAGE_PER_LEVEL;
	const effortDamage = onDamage * perLevel;
	const hit: HitParts = { base: baseDamage + effortDamage, targetArmor: 0 };
	const named: { steps: number; explanation: ExplainStep[] }[] = [];
	if (attack?.distinction !== undefined) {
		const distinctionProblem = choiceProblem(t("engine.cypher.task.field.weaponDistinction"), attack.distinction, WEAPON_DISTINCTIONS);
		if (distinctionProblem) return fail(distinctionProblem);
		const armorProblem = wholeNumberProblem(t("engine.cypher.task.field.targetArmor"), attack.targetArmor ?? 0, 0, MAX_POINT_COST);
		if (armorProblem) return fail(armorProblem);
		const reachProblem = choiceProblem(t("engine.cypher.task.field.reach"), attack.reach ?? "", REACHES);
		if (reachProblem) return fail(reachProblem);
		hit.distinction = attack.distinction;
		hit.targetArmor = attack.targetArmor ?? 0;
		named.push(distinctionSteps(attack.distinction, attack.reach ?? ""));
	}
	if (attack?.trade !== undefined) {
		const effect = tradeEffect(attack.trade);
		if (!effect) return fail(t("engine.cypher.task.unknownTrade", { value: describeValue(attack.trade) }));
		if (!damagingAttack) return fail(t("engine.cypher.task.tradeNeedsDamage"));
		hit.trade = { effect, level: request.difficulty, cost: tradeCost(effect, request.difficulty) };
		const plain = hitDamage({ ...hit, trade: undefined }, undefined, 0).total;
		// The rule behind this refusal: citation "tradeDamage" (the creature's level is added to what the effect costs).
		if (plain < hit.trade.cost) return fail(t("engine.cypher.task.tradeTooDear", { effect: tradeLabel(effect), cost: hit.trade.cost, damage: effect.damage, level: request.difficulty, dealt: plain }));
	}
	if (onDamage > 0) {
		explanation.push(citedStep(
			t("engine.cypher.task.effortDamage", { levels: onDamage, damage: effortDamage }),
			attack?.area === true ? "effortAreaDamage" : "effortDamage",
			"Effort",
		));
	}

	const steps = taskSteps(character, {
		skills: request.skills ?? [],
		assets: request.assets ?? 0,
		effortOnRoll: total - onDamage,
		circumstances: request.circumstances ?? [],
		againstAttack: request.againstAttack ?? [],
		extraEasing: request.extraEasing ?? 0,
		extraHindering: request.extraHindering ?? 0,
		rollBonus: request.rollBonus ?? 0,
		weaponEasing: weaponSteps,
		conditions,
		named,
		luckyShot: request.luckyShot === true,
	});
	if (!steps.ok) return steps;
	const breakdown = steps.value;

	explanation.unshift(citedStep(
		t("engine.cypher.task.difficultyStep", { level: request.difficulty, name: difficultyName(request.difficulty) }),
		"targetNumber",
		"Task-Difficulty",
	));
	explanation.push(...breakdown.explanation);
	const finalDifficulty = request.difficulty - breakdown.net;
	const routine = !breakdown.automaticMiss && (breakdown.automaticHit || finalDifficulty <= 0);
	const target = routine ? 0 : targetNumber(finalDifficulty);
	const impossible = breakdown.automaticMiss || breakdown.notAttackable !== undefined || (!routine && D20 + breakdown.rollBonus < target);
	if (breakdown.automaticMiss) {
		explanation.push(citedStep(t("engine.cypher.task.defenseCannotSucceed"), undefined, "Rules-of-the-Game"));
	} else if (breakdown.notAttackable) {
		explanation.push(citedStep(t("engine.cypher.task.notAttackable"), breakdown.notAttackable.source, "Rules-of-the-Game"));
	} else if (breakdown.automaticHit) {
		explanation.push(citedStep(t("engine.cypher.task.automaticHit"), undefined, "Rules-of-the-Game"));
	} else if (routine) {
		explanation.push(citedStep(t("engine.cypher.task.routine", { level: finalDifficulty }), "routineTask", "Task-Difficulty"));
	} else {
		explanation.push(citedStep(
			t("engine.cypher.task.finalDifficulty", { level: finalDifficulty, name: difficultyName(finalDifficulty), target }),
			"targetNumber",
			"Task-Difficulty",
		));
		if (impossible) {
			explanation.push(citedStep(t("engine.cypher.task.impossible", { target }), "impossibleTask", "Rolling-Dice"));
		}
	}
	explanation.push(...cost.explanation);
	if (cost.total > 0 && !impossible) {
		explanation.push(citedStep(t("engine.cypher.task.spends", { name: character.name, points: cost.total, stat: statName(request.stat), before: spend.before, after: spend.after })));
	}
	let xpSpend: StateChange | undefined;
	if (request.luckyShot === true) {
		const xpProblem = wholeNumberProblem(t("engine.cypher.xp.field.whoseXp", { name: character.name }), character.xp, 0);
		if (xpProblem) return fail(xpProblem);
		// The rule behind this refusal: citation "luckyShot".
		if (character.xp < 1) return fail(t("engine.cypher.task.luckyShotNoXp", { name: character.name }));
		xpSpend = { target: options.target ?? "", key: "xp", before: character.xp, after: character.xp - 1 };
		explanation.push(citedStep(t("engine.cypher.task.luckyShotXp", { name: character.name, before: character.xp, after: character.xp - 1 }), "luckyShot", "Rules-of-the-Game"));
	}
	// What a missed attack gives back (001): the ability's points, Edge taken off the Effort first.
	const withoutAbility = actionCost({ paidEffortLevels: price.value.paid, edge: character.pools[request.stat].edge, impaired });
	const abilityShare = withoutAbility.ok ? Math.max(0, cost.total - withoutAbility.value.total) : 0;

	const odds = taskOdds({
		target,
		rollBonus: breakdown.rollBonus,
		routine: routine && !impossible,
		impossible,
		attackDamage: damagingAttack ? baseDamage + effortDamage : undefined,
		damageOnHit: (natural, bonus) => hitDamage(hit, natural, bonus).total,
		effectChoice: request.effectChoice ?? "damage",
		impaired,
	});
	return ok({
		routine: routine && !impossible,
		impossible,
		finalDifficulty,
		target,
		steps: breakdown,
		effort: { total, free, paid: price.value.paid, onRoll: total - onDamage, onDamage },
		cost,
		spend: spend.change,
		damagingAttack,
		baseDamage,
		effortDamage,
		hit,
		abilityShare,
		...(xpSpend ? { xpSpend } : {}),
		impaired,
		odds,
		explanation,
	});
}

/** What a hit deals before the die is known: weapon and Effort, the distinction's target, the trade. */
export interface HitParts {
	/** Weapon (or ability) and Effort damage. */
	base: number;
	distinction?: WeaponDistinction;
	targetArmor: number;
	trade?: { effect: TradeEffect; level: number; cost: number };
}

/**
 * The damage of a hit on a natural die (undefined for a hit without a roll) with a special roll's
 * bonus: weapon and Effort, the bonus, the distinction's change (never below 0), then the damage
 * traded for an effect. The one sum the roll and the dialog's odds both use.
 */
export function hitDamage(parts: HitParts, natural: number | undefined, bonus: number): { total: number; fromWeapon: number; traded: number; explanation: ExplainStep[] } {
	const explanation: ExplainStep[] = [];
	let fromWeapon = 0;
	if (parts.distinction !== undefined) {
		const changed = distinctionDamage(parts.distinction, parts.targetArmor, natural);
		fromWeapon = changed.damage;
		explanation.push(...changed.explanation);
	}
	const dealt = Math.max(0, parts.base + bonus + fromWeapon);
	const traded = parts.trade ? Math.min(dealt, parts.trade.cost) : 0;
	if (parts.trade) explanation.push(tradeStep(parts.trade.effect, parts.trade.level, dealt - traded));
	return { total: dealt - traded, fromWeapon, traded, explanation };
}

/** The plain-text explanation of any rule result of this engine (task, initiative, XP, party). */
export function explainResult(result: { explanation: Explanation }): string {
	return explainText(result.explanation);
}
