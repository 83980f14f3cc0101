/**
 * The damage-track variant (seed 001): damage comes off the stat Pools, less
 * Armor; each Pool that reaches 0 moves the character one step down
 * hale → impaired → debilitated → dead, and all three at 0 is death.
 *
 * 001 says "Damage to PC: Subtract from stat pool (default Might)" but not where
 * damage goes once that Pool is empty; we follow the CSRD order (its
 * Rules-of-the-Game page): Might unless 0, then Speed unless 0, then Intellect.
 */
import {
	poolKey,
	STATS,
	type ArmorCategory,
	type CypherCharacter,
	type DamageTrackStep,
	type PoolState,
	type Stat,
} from "../character";
import type { ExplainStep } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import { afterArmor, DAMAGE_KINDS, type DamageKind } from "./damage-kind";
import { PAGE, pushChange, shortName, type RuleOutcome } from "./outcome";
import { checkAmount, checkCharacter, checkWhole, hasEntry, MAX_AMOUNT } from "./validate";
import { t } from "../../../../lang";
import type { CitationId } from "../citations";
import { citedStep } from "../cited-step";
import { choiceProblem } from "../../choice";

export const DAMAGE_TRACK: readonly DamageTrackStep[] = ["hale", "impaired", "debilitated", "dead"];
export const DAMAGE_TRACK_KEY = "damage-track";

/**
 * Armor values of PC armor categories. 001 only says "Damage: Damage rating - Armor";
 * the usual values (light 1, medium 2, heavy 3) are the default, and an explicit
 * Armor (from abilities, cyphers, a force field) may be passed instead.
 */
export const ARMOR_VALUE: Record<ArmorCategory, number> = { none: 0, light: 1, medium: 2, heavy: 3 };

/** 001's damage track table: the citation of the row for each step ("1 stat pool = 0" is impaired). */
const TRACK_ROW: Record<DamageTrackStep, CitationId> = {
	hale: "trackNoPoolEmpty",
	impaired: "trackOnePoolEmpty",
	debilitated: "trackTwoPoolsEmpty",
	dead: "trackThreePoolsEmpty",
};

const stepIndex = (step: DamageTrackStep): number => DAMAGE_TRACK.indexOf(step);
const stepAt = (index: number): DamageTrackStep =>
	DAMAGE_TRACK[Math.max(0, Math.min(DAMAGE_TRACK.length - 1, index))] as DamageTrackStep;

/** 001's table: 0 stat pools = 0 hale, 1 impaired, 2 debilitated, 3 dead. */
export function stepForEmptyPools(emptyPools: number): DamageTrackStep {
	return stepAt(emptyPools);
}

/** Moves `steps` down (positive) or up (negative) the track, staying within hale..dead. */
export function shiftStep(step: DamageTrackStep, steps: number): DamageTrackStep {
	return stepAt(stepIndex(step) + steps);
}

export const worseStep = (a: DamageTrackStep, b: DamageTrackStep): DamageTrackStep =>
	stepIndex(a) >= stepIndex(b) ? a : b;

export const emptyPoolCount = (pools: Record<Stat, PoolState>): number =>
	STATS.filter((stat) => pools[stat].current === 0).length;

/** Why a damage-track step read from a note is not one of the track's, or null. */
export const trackProblem = (step: unknown): string | null => choiceProblem(t("engine.cypher.health.field.trackStep"), step, DAMAGE_TRACK);

/**
 * The step after `refilled` empty Pools got points back (a recovery, healing): one step up for each,
 * never above what the Pools still at 0 allow. The explanation is empty when the step stays.
 */
export function stepAfterRefill(before: DamageTrackStep, refilled: number, pools: Record<Stat, PoolState>): { step: DamageTrackStep; explanation: ExplainStep[] } {
	if (refilled === 0) return { step: before, explanation: [] };
	const step = worseStep(shiftStep(before, -refilled), stepForEmptyPools(emptyPoolCount(pools)));
	const explanation =
		step === before ? [] : [citedStep(t("engine.cypher.health.poolsRefilled", { pools: refilled, before, after: step }), "refilledPoolMovesUp", PAGE.rules)];
	return { step, explanation };
}

/** The three Pools as copies a rule may change, leaving the character it was given as it was. */
export const copyPools = (character: Pick<CypherCharacter, "pools">): Record<Stat, PoolState> => ({
	might: { ...character.pools.might },
	speed: { ...character.pools.speed },
	intellect: { ...character.pools.intellect },
});

/** The changes of every Pool that moved, aimed at the character's note. */
export function pushPoolChanges(changes: RuleOutcome<unknown>["changes"], character: Pick<CypherCharacter, "name" | "pools">, pools: Record<Stat, PoolState>): void {
	for (const stat of STATS) pushChange(changes, character.name, poolKey(stat), character.pools[stat].current, pools[stat].current);
}

/** What each step means in play (001's damage track table). */
export interface TrackStepEffects {
	step: DamageTrackStep;
	/** Extra Pool points per level of Effort. */
	effortExtraPerLevel: number;
	/** Extra damage from a roll of 17+ is capped at this (null = the normal +1..+4). */
	specialDamageCap: number | null;
	ignoresMinorMajorEffects: boolean;
	/** Only moving (crawling) an immediate distance is allowed. */
	onlyCrawl: boolean;
	/** False when debilitated with an empty Speed Pool (001: "If Speed is 0, cannot move."), or dead. */
	canMove: boolean;
	dead: boolean;
	explanation: ExplainStep[];
}

/** What a step means; pass the current Speed Pool to learn whether a debilitated character can still crawl. */
export function trackStepEffects(step: DamageTrackStep, speedCurrent?: number): TrackStepEffects {
	const base = { step, effortExtraPerLevel: 0, specialDamageCap: null, ignoresMinorMajorEffects: false, onlyCrawl: false, canMove: true, dead: false };
	// Impaired and worse: Effort costs more, 17+ deals only +1, no minor or major effects.
	const hurt = { ...base, effortExtraPerLevel: 1, specialDamageCap: 1, ignoresMinorMajorEffects: true };
	switch (step) {
		case "hale":
			return { ...base, explanation: [citedStep(t("engine.cypher.health.hale"), "trackHaleEffects", PAGE.rules)] };
		case "impaired":
			return {
				...hurt,
				explanation: [
					citedStep(
						t("engine.cypher.health.impaired"),
						"trackImpairedEffects",
						PAGE.rules,
					),
				],
			};
		case "debilitated":
			return {
				...hurt,
				onlyCrawl: true,
				canMove: speedCurrent !== 0,
				explanation: [
					citedStep(
						speedCurrent === 0
								? t("engine.cypher.health.debilitatedNoSpeed")
								: t("engine.cypher.health.debilitated"),
						"trackDebilitatedEffects",
						PAGE.rules,
					),
				],
			};
		case "dead":
			return {
				...base,
				dead: true,
				onlyCrawl: true,
				canMove: false,
				explanation: [citedStep(t("engine.cypher.health.dead"), "trackThreePoolsEmpty", PAGE.rules)],
			};
	}
}

export interface TrackDamageOptions {
	/** The Pool the damage is aimed at; 001: "Subtract from stat pool (default Might)". */
	stat?: Stat;
	kind?: DamageKind;
	/** Armor to subtract; defaults to the value of the character's armor category. */
	armor?: number;
	/** 001: "TAKE THE ATTACK: ... on success attack automatically hits you for +1 damage." */
	takingTheAttack?: boolean;
}

export interface TrackDamageResult {
	pools: Record<Stat, PoolState>;
	damageTrack: DamageTrackStep;
	/** Damage after Armor. */
	taken: number;
	/** Points that found no Pool to come off (all three already at 0). */
	unabsorbed: number;
	dead: boolean;
}

export function applyTrackDamage(
	character: CypherCharacter,
	damage: number,
	options: TrackDamageOptions = {},
): Result<RuleOutcome<TrackDamageResult>> {
	const stat = options.stat ?? "might";
	const kind = options.kind ?? "physical";
	const armor = options.armor ?? (hasEntry(ARMOR_VALUE, character.armor) ? ARMOR_VALUE[character.armor] : 0);
	const bonus = options.takingTheAttack ? 1 : 0;
	const error =
		checkCharacter(character) ??
		checkAmount(t("engine.cypher.health.field.damage"), damage) ??
		checkWhole(t("engine.cypher.health.field.armor"), armor, 0, MAX_AMOUNT) ??
		choiceProblem(t("engine.cypher.health.field.stat"), stat, STATS) ??
		choiceProblem(t("engine.cypher.health.field.damageKind"), kind, DAMAGE_KINDS) ??
		trackProblem(character.damageTrack);
	if (error) return fail(error);

	const explanation: ExplainStep[] = [];
	if (bonus > 0) {
		explanation.push(citedStep(
			t("engine.cypher.health.takeTheAttackTrack", { damage: damage + bonus }),
			"takeTheAttackClassic",
			PAGE.combat,
		));
	}
	const armored = afterArmor(damage + bonus, armor, kind, shortName(character.name), "trackDamageLessArmor");
	explanation.push(...armored.explanation);
	const pools = copyPools(character);
	// The aimed Pool first, then the CSRD order for whatever is left.
	const order: Stat[] = [stat, ...STATS.filter((s) => s !== stat)];
	let left = armored.damage;
	let newlyEmpty = 0;
	for (const target of order) {
		if (left === 0) break;
		const pool = pools[target];
		if (pool.current === 0) continue;
		const loss = Math.min(pool.current, left);
		pool.current -= loss;
		left -= loss;
		explanation.push(citedStep(
			t("engine.cypher.health.damageOffPool", { damage: loss, stat: target, before: pool.current + loss, after: pool.current }),
			target === stat
					? "trackDamageToPool"
					: "trackDamagePastEmptyPool",
			PAGE.rules,
		));
		if (pool.current === 0) newlyEmpty += 1;
	}
	const before = character.damageTrack;
	const moved = shiftStep(before, newlyEmpty);
	const damageTrack = worseStep(moved, stepForEmptyPools(emptyPoolCount(pools)));
	if (damageTrack !== before) {
		explanation.push(citedStep(
			t("engine.cypher.health.poolsEmptied", { pools: newlyEmpty, before, after: damageTrack }),
			TRACK_ROW[damageTrack],
			PAGE.rules,
		));
		// With the Speed Pool at hand, a debilitated character at Speed 0 is told they cannot move at all.
		explanation.push(...trackStepEffects(damageTrack, pools.speed.current).explanation);
	}
	const changes: RuleOutcome<TrackDamageResult>["changes"] = [];
	pushPoolChanges(changes, character, pools);
	pushChange(changes, character.name, DAMAGE_TRACK_KEY, before, damageTrack);
	return ok({
		value: { pools, damageTrack, taken: armored.damage, unabsorbed: left, dead: damageTrack === "dead" },
		explanation,
		changes,
	});
}

/**
 * Effects that move the character on the track directly (001's poison:
 * "Move on damage track"). Positive steps are down (worse), negative up.
 */
export function moveOnTrack(character: CypherCharacter, steps: number, reason: string): Result<RuleOutcome<DamageTrackStep>> {
	const error = checkWhole(t("engine.cypher.health.field.trackSteps"), steps, -3, 3) ?? trackProblem(character.damageTrack);
	if (error) return fail(error);
	const before = character.damageTrack;
	let after = shiftStep(before, steps);
	// Moving up never goes above what the empty Pools allow; nothing brings back the dead.
	if (before === "dead") after = "dead";
	after = worseStep(after, stepForEmptyPools(emptyPoolCount(character.pools)));
	const changes: RuleOutcome<DamageTrackStep>["changes"] = [];
	pushChange(changes, character.name, DAMAGE_TRACK_KEY, before, after);
	return ok({
		value: after,
		explanation: [
			citedStep(t("engine.cypher.health.trackMoved", { reason: reason.slice(0, 200), before, after }), "trackMoveByEffect", PAGE.rules),
		],
		changes,
	});
}
