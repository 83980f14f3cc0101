/**
 * Easing and hindering a task in steps (seed 000): skills, assets, Effort and
 * circumstances, each within its limit, and roll bonuses that turn into an
 * asset at +3 (seed 002). The breakdown says where every step came from.
 */
import { wholeNumberProblem } from "../../../checks";
import type { ExplainStep } from "../../../explain";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import type { CypherCharacter, SkillLevel } from "../character";
import type { ConditionOnTask } from "../health/conditions";
import { citedStep } from "../cited-step";
import type { Circumstance } from "./circumstances";
import { circumstance, circumstanceLabel, luckyShotSteps } from "./circumstances";
import { MAX_EFFORT_LEVELS } from "./costs";
import { describeValue } from "../../../text";
import { t } from "../../../../lang";

export const MAX_SKILL_STEPS = 3;
export const MAX_ASSET_STEPS = 2;
/** "By using skills, assets, and Effort, you can ease a task by a maximum of eleven steps" (000). */
export const MAX_EASING_STEPS = 11;
/** Bound on GM-entered extra steps and roll bonuses, so hostile input stays small. */
export const MAX_EXTRA_STEPS = 10;
export const MAX_ROLL_BONUS = 20;
/** Most named circumstances one task may name: every row of the list fits, and hostile input stays small. */
export const MAX_CIRCUMSTANCES = 100;
/** A roll bonus of +3 is worth one step (002). */
export const BONUS_PER_STEP = 3;

export const SKILL_STEPS: Readonly<Record<SkillLevel, number>> = { inability: -1, trained: 1, specialized: 2, expert: 3 };

export interface StepsRequest {
	/** Skills that apply to the task (looked up on the character, case-insensitive). */
	skills?: readonly string[];
	/** Asset steps claimed (equipment, help…); more than two do not count. */
	assets?: number;
	/** Levels of Effort spent on easing the roll (paid and free). */
	effortOnRoll?: number;
	/** Named circumstances (ids of CIRCUMSTANCES). */
	circumstances?: readonly string[];
	/**
	 * Named circumstances of an attack the roller defends against (ids of CIRCUMSTANCES, read from
	 * the attacker's side): what eases that attack hinders the defense, and what hinders it eases
	 * the defense (000: "these modifiers affect NPC attacks as well as your attacks").
	 */
	againstAttack?: readonly string[];
	/** Other circumstances the GM names in plain steps. */
	extraEasing?: number;
	extraHindering?: number;
	/** Bonuses added to the die (002); every full +3 becomes one asset step. */
	rollBonus?: number;
	/** Steps the weapon itself eases (a light weapon under 001). */
	weaponEasing?: number;
	/** What the roller's, the target's or the attacker's conditions do to this task (health/conditions.ts). */
	conditions?: readonly ConditionOnTask[];
	/** Steps other rules name with their own explanation (a reaching weapon): positive eases, negative hinders. */
	named?: readonly { steps: number; explanation: ExplainStep[] }[];
	/**
	 * 000's lucky shot: a target the attacker cannot locate (a row luckyShotSteps names) can be
	 * attacked after all, hindered as that table says.
	 */
	luckyShot?: boolean;
}

export interface StepBreakdown {
	/** Net steps from skills: −1 (inability) to 3. */
	skill: number;
	/** Asset steps that count (0–2), roll-bonus assets included. */
	assets: number;
	/** Asset steps offered but over the limit. */
	assetsLost: number;
	effort: number;
	/** Eased by named circumstances and GM steps, and the weapon. */
	circumstanceEasing: number;
	/** Hindered by named circumstances and GM steps (inability not included). */
	circumstanceHindering: number;
	/** Assets made of a roll bonus (every full +3). */
	bonusSteps: number;
	/** What is left of the roll bonus on the die. */
	rollBonus: number;
	/** All easing that counts, at most eleven. */
	easing: number;
	/** All hindering, inability included. */
	hindering: number;
	/** easing − hindering: positive eases the task. */
	net: number;
	/** Circumstances that decide without a roll. */
	automaticHit: boolean;
	/** A condition makes the roller's defense fail without a roll (the attack hits automatically). */
	automaticMiss: boolean;
	notAttackable?: Circumstance;
	explanation: ExplainStep[];
}

/** Net skill steps of the named skills: the best training, less one step for an inability (they cancel). */
export function skillSteps(character: Pick<CypherCharacter, "skills">, skills: readonly string[]): { steps: number; best?: string; inability?: string } {
	let best = 0;
	let bestName: string | undefined;
	let inability: string | undefined;
	for (const raw of skills) {
		const name = raw.trim().toLowerCase();
		const level = Object.prototype.hasOwnProperty.call(character.skills, name) ? character.skills[name] : undefined;
		if (level === undefined) continue;
		if (level === "inability") inability ??= name;
		else if (SKILL_STEPS[level] > best) {
			best = SKILL_STEPS[level];
			bestName = name;
		}
	}
	const steps = Math.min(best, MAX_SKILL_STEPS) - (inability !== undefined ? 1 : 0);
	const result: { steps: number; best?: string; inability?: string } = { steps };
	if (bestName !== undefined) result.best = bestName;
	if (inability !== undefined) result.inability = inability;
	return result;
}

/** Adds up the steps of a task request, each source within its limit. */
export function taskSteps(character: Pick<CypherCharacter, "skills">, request: StepsRequest): Result<StepBreakdown> {
	const explanation: ExplainStep[] = [];
	const skills = request.skills ?? [];
	if (!Array.isArray(skills) || skills.length > 50 || !skills.every((s) => typeof s === "string" && s.length <= 200)) {
		return fail(t("engine.cypher.task.skillsList", { max: 50 }));
	}
	const checks: Array<[string, unknown, number]> = [
		[t("engine.cypher.task.field.assets"), request.assets ?? 0, MAX_EXTRA_STEPS],
		[t("engine.cypher.task.field.effortOnRoll"), request.effortOnRoll ?? 0, MAX_EFFORT_LEVELS],
		[t("engine.cypher.task.field.extraEasing"), request.extraEasing ?? 0, MAX_EXTRA_STEPS],
		[t("engine.cypher.task.field.extraHindering"), request.extraHindering ?? 0, MAX_EXTRA_STEPS],
		[t("engine.cypher.task.field.weaponEasing"), request.weaponEasing ?? 0, 1],
	];
	for (const [what, value, max] of checks) {
		const problem = wholeNumberProblem(what, value, 0, max);
		if (problem) return fail(problem);
	}
	const bonus = request.rollBonus ?? 0;
	if (typeof bonus !== "number" || !Number.isInteger(bonus) || Math.abs(bonus) > MAX_ROLL_BONUS) {
		return fail(t("engine.cypher.task.rollBonusRange", { max: MAX_ROLL_BONUS, value: describeValue(bonus) }));
	}

	const skill = skillSteps(character, skills);
	if (skill.best !== undefined) {
		explanation.push(citedStep(t("engine.cypher.task.skillEases", { skill: skill.best, steps: skill.steps + (skill.inability ? 1 : 0) }), "skillSteps", "Skills"));
	}
	if (skill.inability !== undefined) {
		explanation.push(citedStep(
			skill.best !== undefined ? t("engine.cypher.task.inabilityCancels", { skill: skill.inability }) : t("engine.cypher.task.inabilityHinders", { skill: skill.inability }),
			"inability",
			"Skills",
		));
	}

	let automaticHit = false;
	let notAttackable: Circumstance | undefined;
	let circumstanceEasing = request.extraEasing ?? 0;
	let circumstanceHindering = request.extraHindering ?? 0;
	let circumstanceAssets = 0;
	const ids = request.circumstances ?? [];
	if (!Array.isArray(ids) || ids.length > MAX_CIRCUMSTANCES) return fail(t("engine.cypher.task.circumstancesList", { max: MAX_CIRCUMSTANCES }));
	for (const id of ids) {
		const found = typeof id === "string" ? circumstance(id) : undefined;
		if (!found) return fail(t("engine.cypher.task.unknownCircumstance", { value: describeValue(id) }));
		const lucky = request.luckyShot === true ? luckyShotSteps(found.id) : undefined;
		if (lucky !== undefined) {
			circumstanceHindering += lucky;
			explanation.push(citedStep(t("engine.cypher.task.luckyShotHindered", { label: circumstanceLabel(found), steps: lucky }), "luckyShot", "Rules-of-the-Game"));
			continue;
		}
		if (found.effect === "automatic-hit") automaticHit = true;
		else if (found.effect === "not-attackable") notAttackable ??= found;
		else if (found.asset === true) circumstanceAssets += found.steps;
		else if (found.effect === "ease") circumstanceEasing += found.steps;
		else circumstanceHindering += found.steps;
		explanation.push(citedStep(describeCircumstance(found), found.source, found.id === "dazed" ? undefined : "Rules-of-the-Game"));
	}
	let automaticMiss = false;
	for (const condition of request.conditions ?? []) {
		if (condition.hinder > 0) circumstanceHindering += condition.hinder;
		else circumstanceEasing -= condition.hinder;
		automaticHit ||= condition.automaticHit;
		automaticMiss ||= condition.automaticMiss;
		explanation.push(...condition.explanation);
	}
	const against = request.againstAttack ?? [];
	if (!Array.isArray(against) || against.length > 50) return fail(t("engine.cypher.task.attackCircumstancesList", { max: 50 }));
	for (const id of against) {
		const found = typeof id === "string" ? circumstance(id) : undefined;
		if (!found) return fail(t("engine.cypher.task.unknownCircumstance", { value: describeValue(id) }));
		// A defense is rolled only against an attack that is made and can miss: those rows leave nothing to roll.
		if (found.effect === "automatic-hit") return fail(t("engine.cypher.task.defenseAutomaticHit", { label: circumstanceLabel(found) }));
		if (found.effect === "not-attackable") return fail(t("engine.cypher.task.defenseNotAttackable", { label: circumstanceLabel(found) }));
		// The seed's row names the attacker's side; the defender meets it the other way round.
		if (found.effect === "ease") circumstanceHindering += found.steps;
		else circumstanceEasing += found.steps;
		const text = found.effect === "ease"
			? t("engine.cypher.task.attackEasedDefenseHindered", { label: circumstanceLabel(found), steps: found.steps })
			: t("engine.cypher.task.attackHinderedDefenseEased", { label: circumstanceLabel(found), steps: found.steps });
		explanation.push(citedStep(text, "modifiersBothWays", "Rules-of-the-Game"));
	}
	if (request.extraEasing) explanation.push(citedStep(t("engine.cypher.task.otherEase", { steps: request.extraEasing })));
	if (request.extraHindering) explanation.push(citedStep(t("engine.cypher.task.otherHinder", { steps: request.extraHindering })));
	if (request.luckyShot === true && !ids.some((id) => typeof id === "string" && luckyShotSteps(id) !== undefined)) {
		return fail(t("engine.cypher.task.luckyShotNeedsCircumstance"));
	}
	for (const rule of request.named ?? []) {
		if (rule.steps > 0) circumstanceEasing += rule.steps;
		else circumstanceHindering -= rule.steps;
		explanation.push(...rule.explanation);
	}
	const weaponEasing = request.weaponEasing ?? 0;
	if (weaponEasing > 0) {
		circumstanceEasing += weaponEasing;
		explanation.push(citedStep(t("engine.cypher.task.lightWeaponEases"), "lightWeaponEases", "Weapons"));
	}

	// Every full +3 of roll bonus becomes an asset; what is left stays on the die.
	const bonusSteps = bonus > 0 ? Math.floor(bonus / BONUS_PER_STEP) : 0;
	const rollBonus = bonus - bonusSteps * BONUS_PER_STEP;
	if (bonusSteps > 0) {
		explanation.push(citedStep(
			rollBonus > 0
				? t("engine.cypher.task.bonusBecomesAssetRest", { bonus, steps: bonusSteps, rest: rollBonus })
				: t("engine.cypher.task.bonusBecomesAsset", { bonus, steps: bonusSteps }),
			"bonusBecomesAsset",
			"Rolling-Dice",
		));
	} else if (rollBonus !== 0) {
		explanation.push(citedStep(t("engine.cypher.task.bonusOnDie", { bonus: `${rollBonus > 0 ? "+" : ""}${rollBonus}` }), "naturalRollMatters", "Rolling-Dice"));
	}

	const offeredAssets = (request.assets ?? 0) + circumstanceAssets + bonusSteps;
	const assets = Math.min(offeredAssets, MAX_ASSET_STEPS);
	if (offeredAssets > 0) {
		explanation.push(citedStep(
			offeredAssets > MAX_ASSET_STEPS
					? t("engine.cypher.task.assetsOverLimit", { steps: assets, lost: offeredAssets - assets })
					: t("engine.cypher.task.assetsEase", { steps: assets }),
			"assetLimit",
		));
	}
	const effort = request.effortOnRoll ?? 0;
	if (effort > 0) explanation.push(citedStep(t("engine.cypher.task.effortEases", { steps: effort }), "effortEases", "Effort"));

	const offeredEasing = Math.max(0, skill.steps) + assets + effort + circumstanceEasing;
	const easing = Math.min(offeredEasing, MAX_EASING_STEPS);
	if (offeredEasing > MAX_EASING_STEPS) {
		explanation.push(citedStep(t("engine.cypher.task.easingLimit", { max: MAX_EASING_STEPS, lost: offeredEasing - easing }), "easingLimit"));
	}
	const hindering = circumstanceHindering + Math.max(0, -skill.steps);
	const breakdown: StepBreakdown = {
		skill: skill.steps,
		assets,
		assetsLost: offeredAssets - assets,
		effort,
		circumstanceEasing,
		circumstanceHindering,
		bonusSteps,
		rollBonus,
		easing,
		hindering,
		net: easing - hindering,
		automaticHit,
		automaticMiss,
		explanation,
	};
	if (notAttackable) breakdown.notAttackable = notAttackable;
	return ok(breakdown);
}

function describeCircumstance(c: Circumstance): string {
	const label = circumstanceLabel(c);
	switch (c.effect) {
		case "automatic-hit":
			return t("engine.cypher.task.circumstanceAutomaticHit", { label });
		case "not-attackable":
			return t("engine.cypher.task.circumstanceNotAttackable", { label });
		case "ease":
			return c.asset === true ? t("engine.cypher.task.circumstanceEasesAsset", { label, steps: c.steps }) : t("engine.cypher.task.circumstanceEases", { label, steps: c.steps });
		default:
			return c.asset === true ? t("engine.cypher.task.circumstanceHindersAsset", { label, steps: c.steps }) : t("engine.cypher.task.circumstanceHinders", { label, steps: c.steps });
	}
}
