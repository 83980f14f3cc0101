/**
 * Special rolls (seed 000, 002): a natural 1 is a free GM intrusion; 17–20 on a
 * successful roll add damage to a hitting attack, 19 and 20 offer a minor or
 * major effect instead, and a 20 refunds the action's point cost. Read on the
 * natural die, never on the die plus a roll bonus (002).
 */
import { explainStep, type ExplainStep } from "../../../explain";

export type SpecialKind = "none" | "gm-intrusion" | "damage-bonus" | "minor-effect" | "major-effect";

/** What the player takes on a 19 or 20 of a damage-dealing attack: extra damage (default) or the effect. */
export type EffectChoice = "damage" | "effect";

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

export const SOURCE_SPECIAL_SUCCESS = '000: "If you roll a 1, 17, 18, 19, or 20 and the roll is a success, special rules come into play."';
export const SOURCE_FREE_INTRUSION = '000: "If you roll a 1 on a task, the GM gets a “free” intrusion—they get to intrude, and they don\'t give out any XP for it."';
export const SOURCE_DEFENSE_ONE = '002: "For GM intrusion on a defense roll, a roll of 1 might mean that the PC takes 2 additional points of damage from the attack"';
export const SOURCE_EXTRA_DAMAGE = '000: "rolling a 17 or higher means you get to add extra damage to the attack: +1 for a 17, +2 for an 18, +3 for a 19 (if you don\'t choose a minor effect), or +4 for a 20 (if you don\'t choose a major effect)."';
export const SOURCE_ONLY_ON_HIT = '000: "This extra damage only happens if the attack hits your foe."';
export const SOURCE_MINOR = '000: "19: +3 damage bonus or minor effect."';
export const SOURCE_MAJOR = '000: "20: +4 damage bonus or major effect."';
export const SOURCE_REFUND = '000: "the point cost for the action (if any) decreases to 0, so if you spent points from a stat Pool on the action, you regain those points as if you had not spent them at all."';
export const SOURCE_IMPAIRED_SPECIAL = '001: "Impaired … Rolls of 17+ only deal +1 damage. Ignore major/minor effects."';

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
		steps.push(explainStep("A natural 1: the GM gets a free intrusion and awards no XP for it.", SOURCE_FREE_INTRUSION, "Gm-Intrusion"));
		if (context.defense === true) {
			steps.push(explainStep("On a defense roll the intrusion might be 2 more damage from the attack.", SOURCE_DEFENSE_ONE, "Special-Rolls"));
		}
		return result;
	}
	if (natural < 17 || natural > 20) return result;
	if (!context.success) {
		steps.push(explainStep(
			`A natural ${natural} that does not succeed has no special effect.`,
			`${SOURCE_SPECIAL_SUCCESS} ${SOURCE_ONLY_ON_HIT}`,
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
		steps.push(explainStep(
			`A natural ${natural} on a hit adds ${result.bonusDamage} damage.`,
			impaired ? SOURCE_IMPAIRED_SPECIAL : SOURCE_EXTRA_DAMAGE,
			"Special-Rolls",
		));
	} else if (natural === 19 && !impaired) {
		result.kind = "minor-effect";
		result.minorEffect = true;
		steps.push(explainStep("A natural 19: a minor effect in addition to the normal result.", SOURCE_MINOR, "Special-Rolls"));
	} else if (natural === 20 && !impaired) {
		result.kind = "major-effect";
		result.majorEffect = true;
		steps.push(explainStep("A natural 20: a major effect in addition to the normal result.", SOURCE_MAJOR, "Special-Rolls"));
	} else if (impaired && natural >= 19) {
		steps.push(explainStep(`A natural ${natural} while impaired gives no minor or major effect.`, SOURCE_IMPAIRED_SPECIAL));
	}
	if (result.refund) {
		steps.push(explainStep("A natural 20: the action's point cost drops to 0; points spent on it come back.", SOURCE_REFUND, "Special-Rolls"));
	}
	return result;
}
