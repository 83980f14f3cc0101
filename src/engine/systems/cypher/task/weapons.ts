/**
 * Weapon categories: damage by category (000) and the light-weapon easing of
 * the classic cheat sheet (001), which 000 does not mention, so it is a
 * campaign option (`lightWeaponsEase`); and 001's weapon distinctions
 * (crushing, reaching, slashing, stabbing), which change an attack's damage by
 * the target's Armor or the die, or its difficulty by reach.
 */
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";
import type { CitationId } from "../citations";
import { describeValue } from "../../../text";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import { t } from "../../../../lang";

export type WeaponCategory = "light" | "medium" | "heavy";
export const WEAPON_CATEGORIES: readonly WeaponCategory[] = ["light", "medium", "heavy"];

export const WEAPON_DAMAGE: Readonly<Record<WeaponCategory, number>> = { light: 2, medium: 4, heavy: 6 };

/** Damage of a weapon category. */
export function weaponDamage(category: WeaponCategory): number {
	return WEAPON_DAMAGE[category];
}

/** Steps a weapon eases its attack: 1 for light weapons when the campaign uses 001's rule, else 0. */
export function weaponEasing(category: WeaponCategory, lightWeaponsEase: boolean): number {
	return category === "light" && lightWeaponsEase ? 1 : 0;
}

/** Reads a category from untrusted text such as a note's `Equipment/Weapon/Heavy` tag value. */
export function parseWeaponCategory(text: unknown): Result<WeaponCategory> {
	const value = typeof text === "string" ? text.trim().toLowerCase() : "";
	const found = WEAPON_CATEGORIES.find((c) => c === value);
	return found ? ok(found) : fail(t("engine.cypher.task.weaponCategory", { value: describeValue(text) }));
}

/** 001's "WEAPON DISTINCTIONS": what kind of blow a weapon strikes. */
export type WeaponDistinction = "crushing" | "reaching" | "slashing" | "stabbing";
export const WEAPON_DISTINCTIONS: readonly WeaponDistinction[] = ["crushing", "reaching", "slashing", "stabbing"];

/** Where a reaching weapon is used: against a foe without reach (eased), in close quarters (hindered), or neither. */
export type Reach = "" | "foe-without-reach" | "close-quarters";

/**
 * Each distinction as data (a rule pack can hold the same fields): damage against an armored and an
 * unarmored target, on a natural 17 or more and on 5 or less, and steps by reach (positive eases).
 */
export interface DistinctionRule {
	armored: number;
	unarmored: number;
	high: number;
	low: number;
	reach: Record<Exclude<Reach, "">, number>;
	source: CitationId;
}

export const DISTINCTION_RULES: Readonly<Record<WeaponDistinction, DistinctionRule>> = {
	// "Ignore 1 point of Armor": against an armored target that is one more point through its Armor.
	crushing: { armored: 1, unarmored: -1, high: 0, low: 0, reach: { "foe-without-reach": 0, "close-quarters": 0 }, source: "crushingWeapon" },
	reaching: { armored: 0, unarmored: 0, high: 0, low: 0, reach: { "foe-without-reach": 1, "close-quarters": -1 }, source: "reachingWeapon" },
	slashing: { armored: -1, unarmored: 1, high: 0, low: 0, reach: { "foe-without-reach": 0, "close-quarters": 0 }, source: "slashingWeapon" },
	stabbing: { armored: 0, unarmored: 0, high: 1, low: -1, reach: { "foe-without-reach": 0, "close-quarters": 0 }, source: "stabbingWeapon" },
};

/** The distinction in a note's words ("Crushing"), or undefined. */
export function parseDistinction(text: unknown): WeaponDistinction | undefined {
	const value = typeof text === "string" ? text.trim().toLowerCase() : "";
	return WEAPON_DISTINCTIONS.find((d) => d === value);
}

/**
 * Damage a distinction adds to a hit (negative takes away): by the target's Armor (crushing,
 * slashing) and by the natural die (stabbing; `natural` undefined for a hit without a roll).
 */
export function distinctionDamage(distinction: WeaponDistinction, targetArmor: number, natural: number | undefined): { damage: number; explanation: ExplainStep[] } {
	const rule = DISTINCTION_RULES[distinction];
	const armored = targetArmor > 0;
	const byArmor = armored ? rule.armored : rule.unarmored;
	const byDie = natural === undefined ? 0 : natural >= 17 ? rule.high : natural <= 5 ? rule.low : 0;
	const damage = byArmor + byDie;
	if (damage === 0) return { damage, explanation: [] };
	const values = { distinction, damage: damage > 0 ? `+${damage}` : String(damage), natural: natural ?? "" };
	const text =
		byDie !== 0
			? t("engine.cypher.task.distinctionDie", values)
			: distinction === "crushing" && armored
				? t("engine.cypher.task.distinctionIgnoresArmor", values)
				: armored
					? t("engine.cypher.task.distinctionArmored", values)
					: t("engine.cypher.task.distinctionUnarmored", values);
	return { damage, explanation: [citedStep(text, rule.source, "Weapons")] };
}

/** Steps a reaching weapon eases (positive) or hinders (negative) the attack where it is used. */
export function distinctionSteps(distinction: WeaponDistinction, reach: Reach): { steps: number; explanation: ExplainStep[] } {
	const steps = reach === "" ? 0 : DISTINCTION_RULES[distinction].reach[reach];
	if (steps === 0) return { steps, explanation: [] };
	const text = steps > 0 ? t("engine.cypher.task.reachEases") : t("engine.cypher.task.reachHinders");
	return { steps, explanation: [citedStep(text, DISTINCTION_RULES[distinction].source, "Weapons")] };
}
