/**
 * Special rolls (seed 000, 002): a natural 1 is a free GM intrusion; 17–20 on a
 * successful roll add damage to a hitting attack, 19 and 20 offer a minor or
 * major effect instead, and a 20 refunds the action's point cost. Read on the
 * natural die, never on the die plus a roll bonus (002).
 */
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";
import { t } from "../../../../lang";

export type SpecialKind = "none" | "gm-intrusion" | "damage-bonus" | "minor-effect" | "major-effect";

/**
 * What the player takes on a 19 or 20 of a damage-dealing attack: extra damage (default), the
 * effect (minor on a 19, major on a 20), or a minor effect on either: 002 lets a 20 on an attack
 * take "a major or minor effect" instead of the 4 damage.
 */
export type EffectChoice = "damage" | "effect" | "minor";
export const EFFECT_CHOICES: readonly EffectChoice[] = ["damage", "effect", "minor"];

export interface SpecialRollContext {
	/** The roll hit / succeeded. Effects of 17–20 need a success ("and the roll is a success", 000). */
	success: boolean;
	/** A damage-dealing attack: only then do 17–20 add damage. */
	damagingAttack: boolean;
	/** A defense roll: a 1 may mean 2 more damage from the attack (002, 001). */
	defense?: boolean;
	effectChoice?: EffectChoice;
	/** Damage track, impaired (001): 17+ only deal +1 damage, no minor or major effects. */
	impaired?: boolean;
}

export interface SpecialRoll {
	natural: number;
	kind: SpecialKind;
	/** Extra damage this roll adds to the attack (0 unless a hitting damage-dealing attack). */
	bonusDamage: number;
	minorEffect: boolean;
	majorEffect: boolean;
	/** A natural 20: the action's point cost drops to 0. */
	refund: boolean;
	/** A natural 1: the GM intrudes for free and awards no XP. */
	freeIntrusion: boolean;
	explanation: ExplainStep[];
}

/** 001: a natural 1 on a defense: "suffer +2 damage or free GM intrusion" (002: "2 additional points of damage"). */
export const DEFENSE_ONE_DAMAGE = 2;

/** The step that says a defense's natural 1 was taken as more damage: `total` is the attack's damage with it. */
export function defenseOneDamageStep(total: number): ExplainStep {
	return citedStep(t("engine.cypher.task.defenseOneDamage", { more: DEFENSE_ONE_DAMAGE, total }), "defenseRollOfOneClassic", "Special-Rolls");
}

const BONUS_BY_FACE: Readonly<Record<number, number>> = { 17: 1, 18: 2, 19: 3, 20: 4 };

/** Extra damage of a natural roll on a hitting damage-dealing attack, before choices. */
export function specialDamageBonus(natural: number, impaired = false): number {
	const bonus = BONUS_BY_FACE[natural] ?? 0;
	return impaired && bonus > 0 ? 1 : bonus;
}

/** Reads the natural d20 for its special result. */
export function readSpecialRoll(natural: number, context: SpecialRollContext): SpecialRoll {
	const result: SpecialRoll = {
		natural,
		kind: "none",
		bonusDamage: 0,
		minorEffect: false,
		majorEffect: false,
		refund: false,
		freeIntrusion: false,
		explanation: [],
	};
	const steps = result.explanation;
	if (natural === 1) {
		// 002 reads every natural 1 as special, whatever the total: a 1 that still succeeds through a roll bonus is an intrusion too.
		result.kind = "gm-intrusion";
		result.freeIntrusion = true;
		steps.push(citedStep(t("engine.cypher.task.naturalOne"), "freeIntrusion", "Gm-Intrusion"));
		if (context.defense === true) {
			steps.push(citedStep(t("engine.cypher.task.defenseOne", { more: DEFENSE_ONE_DAMAGE }), "defenseRollOfOne", "Special-Rolls"));
		}
		return result;
	}
	if (natural < 17 || natural > 20) return result;
	if (!context.success) {
		steps.push(citedStep(
			t("engine.cypher.task.specialNeedsSuccess", { natural }),
			"specialRollsNeedSuccess",
			"Special-Rolls",
		));
		return result;
	}
	const impaired = context.impaired === true;
	const choice: EffectChoice = context.effectChoice ?? "damage";
	if (natural === 20) {
		result.refund = true;
	}
	if (context.damagingAttack && (natural <= 18 || choice === "damage" || impaired)) {
		result.kind = "damage-bonus";
		result.bonusDamage = specialDamageBonus(natural, impaired);
		steps.push(citedStep(
			t("engine.cypher.task.specialDamage", { natural, damage: result.bonusDamage }),
			impaired ? "impairedSpecialRolls" : "extraDamage",
			"Special-Rolls",
		));
	} else if (natural === 19 && !impaired) {
		result.kind = "minor-effect";
		result.minorEffect = true;
		steps.push(citedStep(t("engine.cypher.task.minorEffect"), "minorEffect", "Special-Rolls"));
	} else if (natural === 20 && !impaired && context.damagingAttack && choice === "minor") {
		// 002: a 20 on a damage-dealing attack "deals 4 additional points of damage or the PC gets a major or minor effect".
		result.kind = "minor-effect";
		result.minorEffect = true;
		steps.push(citedStep(t("engine.cypher.task.minorInsteadOfMajor"), "naturalTwentyMinorEffect", "Special-Rolls"));
	} else if (natural === 20 && !impaired) {
		result.kind = "major-effect";
		result.majorEffect = true;
		steps.push(citedStep(t("engine.cypher.task.majorEffect"), "majorEffect", "Special-Rolls"));
	} else if (impaired && natural >= 19) {
		steps.push(citedStep(t("engine.cypher.task.impairedNoEffect", { natural }), "impairedSpecialRolls"));
	}
	if (result.refund) {
		steps.push(citedStep(t("engine.cypher.task.naturalTwentyRefund"), "naturalTwentyRefund", "Special-Rolls"));
	}
	return result;
}
