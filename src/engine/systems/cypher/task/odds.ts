/**
 * Exact odds of a Cypher task, before the roll: success, each special result,
 * and expected damage of an attack. A d20 has only twenty faces, so the odds
 * are the faces counted one by one; `closedFormSuccess` is the shortcut
 * (21 − target + bonus) / 20 the UI can show and the tests check against.
 */
import type { EffectChoice } from "./special-rolls";
import { readSpecialRoll } from "./special-rolls";

export const D20 = 20;

export interface OddsInput {
	/** Target number after easing and hindering (3 × final difficulty). */
	target: number;
	/** Added to the die (002); what is left after every full +3 became an asset. */
	rollBonus?: number;
	/** Routine: success without a roll. */
	routine?: boolean;
	/** Impossible: no roll, no success. */
	impossible?: boolean;
	/** For damage-dealing attacks: damage on a hit before special rolls (weapon + Effort + other). */
	attackDamage?: number;
	effectChoice?: EffectChoice;
	impaired?: boolean;
	/**
	 * The damage a hit deals on a natural die (undefined for a hit without a roll) with a special
	 * roll's bonus, when more than weapon, Effort and bonus count (a weapon's distinction, a trade);
	 * by default `attackDamage` plus the bonus.
	 */
	damageOnHit?: (natural: number | undefined, bonus: number) => number;
}

export interface FaceOutcome {
	natural: number;
	success: boolean;
	/** Damage on this face (attacks only; 0 on a miss). */
	damage: number;
}

export interface TaskOdds {
	routine: boolean;
	impossible: boolean;
	success: number;
	failure: number;
	/** Chance of a natural 1 (a free GM intrusion); 0 when no roll is made. */
	gmIntrusion: number;
	/** Chance of each high face together with the success it needs to count. */
	special: { 17: number; 18: number; 19: number; 20: number };
	/** Chance the action's points come back (a successful natural 20). */
	refund: number;
	/** Expected damage of an attack (misses count as 0); undefined for other tasks. */
	expectedDamage?: number;
	/** One row per face; empty when no roll is made. */
	faces: FaceOutcome[];
}

/** (21 − (target − bonus)) / 20, clamped to [0, 1]: the chance a d20 plus bonus reaches the target. */
export function closedFormSuccess(target: number, rollBonus = 0): number {
	const need = target - rollBonus;
	return Math.min(1, Math.max(0, (D20 + 1 - need) / D20));
}

/** Whether a natural roll succeeds: the die plus bonus reaches the target. */
export function rollSucceeds(natural: number, target: number, rollBonus = 0): boolean {
	return natural + rollBonus >= target;
}

/** The exact odds of a task, face by face. */
export function taskOdds(input: OddsInput): TaskOdds {
	const attack = input.attackDamage !== undefined;
	const noRoll: TaskOdds = {
		routine: input.routine === true,
		impossible: input.impossible === true && input.routine !== true,
		success: input.routine === true ? 1 : 0,
		failure: input.routine === true ? 0 : 1,
		gmIntrusion: 0,
		special: { 17: 0, 18: 0, 19: 0, 20: 0 },
		refund: 0,
		faces: [],
	};
	if (input.routine === true || input.impossible === true) {
		if (attack) noRoll.expectedDamage = input.routine === true ? (input.damageOnHit?.(undefined, 0) ?? input.attackDamage ?? 0) : 0;
		return noRoll;
	}
	const bonus = input.rollBonus ?? 0;
	const faces: FaceOutcome[] = [];
	const special = { 17: 0, 18: 0, 19: 0, 20: 0 };
	let successes = 0;
	let damageSum = 0;
	let refunds = 0;
	for (let natural = 1; natural <= D20; natural++) {
		const success = rollSucceeds(natural, input.target, bonus);
		const read = readSpecialRoll(natural, {
			success,
			damagingAttack: attack,
			effectChoice: input.effectChoice ?? "damage",
			impaired: input.impaired === true,
		});
		const damage = attack && success ? (input.damageOnHit?.(natural, read.bonusDamage) ?? (input.attackDamage ?? 0) + read.bonusDamage) : 0;
		faces.push({ natural, success, damage });
		if (success) successes++;
		if (success && natural >= 17) special[natural as 17 | 18 | 19 | 20] = 1 / D20;
		if (read.refund) refunds++;
		damageSum += damage;
	}
	const odds: TaskOdds = {
		routine: false,
		impossible: false,
		success: successes / D20,
		failure: (D20 - successes) / D20,
		gmIntrusion: 1 / D20,
		special,
		refund: refunds / D20,
		faces,
	};
	if (attack) odds.expectedDamage = damageSum / D20;
	return odds;
}
