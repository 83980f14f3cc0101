/**
 * Weapon categories: damage by category (000) and the light-weapon easing of
 * the classic cheat sheet (001), which 000 does not mention, so it is a
 * campaign option (`lightWeaponsEase`).
 */
import { describeValue } from "../../../text";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";

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
	return found ? ok(found) : fail(`A weapon is light, medium or heavy, got ${describeValue(text)}.`);
}
