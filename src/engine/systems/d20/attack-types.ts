/**
 * The d20 game's kinds of attack (seed 004's table of attack types): what each takes from the round
 * and how many attack rolls it makes; and melee reach: 5 feet for most weapons, 10 feet for long
 * weapons and big creatures. The table is data a rule pack can change; the rules reading it are here.
 */
import { fail, ok, type Result } from "../../result";
import type { ActionType } from "./action-types";
import { SIZES, type Size } from "./character";
import { t } from "../../../lang";

export type AttackType = "melee" | "ranged" | "psychic" | "multiple" | "two-weapon" | "extra";

export interface AttackTypeRule {
	/** The log's input line, in English as every input line; the dialog names it from the catalogue (d20.attackType). */
	label: string;
	/** What the attack takes from the round. */
	action: ActionType;
	/** The attack rolls it makes at least (the dialog may ask for more where the seed gives no number). */
	attacks: number;
	/** A ranged attack: no reach to check, no Opportunity attack from a critical hit. */
	ranged: boolean;
	/** Two-weapon fighting: the second roll is the other weapon's, with its own damage. */
	bothWeapons?: boolean;
}

/**
 * 004: "Standard action: Melee attack, Unarmed attack / Ranged attack, Manifest psychic attack /
 * Multiple attack (2nd level warrior ability) / Combat manoeuvre; Full round action: Two-weapon
 * fighting (attacking with both weapons) / Extra attack (6th level warrior ability)". The seed gives
 * no number of rolls for a multiple or an extra attack: two, as "multiple" and "extra" say at the
 * least (Rules interpretations); the dialog lets the GM's ruling say more.
 */
export const ATTACK_TYPES: Readonly<Record<AttackType, AttackTypeRule>> = {
	melee: { label: "Melee or unarmed attack", action: "standard", attacks: 1, ranged: false },
	ranged: { label: "Ranged attack", action: "standard", attacks: 1, ranged: true },
	psychic: { label: "Manifest psychic attack", action: "standard", attacks: 1, ranged: true },
	multiple: { label: "Multiple attack (warrior, 2nd level)", action: "standard", attacks: 2, ranged: false },
	"two-weapon": { label: "Two-weapon fighting (both weapons)", action: "full-round", attacks: 2, ranged: false, bothWeapons: true },
	extra: { label: "Extra attack (warrior, 6th level)", action: "full-round", attacks: 2, ranged: false },
};

export const ATTACK_TYPE_IDS = Object.keys(ATTACK_TYPES) as AttackType[];

/** Melee reach in feet: 5 for most weapons, 10 for long weapons (004: "5ft reach, for most weapons, and 10ft reach, for long weapons"). */
export type Reach = 5 | 10;

/** 004: "Big creatures have a long reach by default": Large and bigger reach 10 feet with any weapon. */
export function defaultReach(size: Size, longWeapon = false): Reach {
	return longWeapon || SIZES.indexOf(size) >= SIZES.indexOf("large") ? 10 : 5;
}

/**
 * Whether a melee attack reaches a target `distance` feet away. A ranged attack has no reach to
 * check. The refusal says what would do.
 */
export function checkReach(reach: Reach, distance: number, ranged: boolean): Result<void> {
	if (ranged || distance <= reach) return ok(undefined);
	const values = { far: distance >= 15 ? "yes" : "no", distance, reach };
	return fail(reach === 5 && distance <= 10 ? t("engine.d20.reach.tooFarLong", values) : t("engine.d20.reach.tooFar", values));
}
