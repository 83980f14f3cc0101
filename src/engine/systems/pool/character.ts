/**
 * The pool-game character the rules work on, and the flat frontmatter keys the
 * notes layer reads and writes (agreed with the note schemas):
 * `health`, `health-max`, `endurance`, `endurance-max`, `endurance-spent`,
 * `damage-multiplier`, `abilities`, `weaknesses`; the campaign's `die-size`.
 */
import { fail, ok, type Result } from "../../result";
import { MAX_LEVEL } from "./pool-size";

export const POOL_KEYS = {
	health: "health",
	healthMax: "health-max",
	endurance: "endurance",
	enduranceMax: "endurance-max",
	/** Endurance spent on Drama Dice and Miracles: it does not come back by Recovering. */
	enduranceSpent: "endurance-spent",
	damageMultiplier: "damage-multiplier",
	abilities: "abilities",
	weaknesses: "weaknesses",
	/** A campaign setting, not a character key. */
	dieSize: "die-size",
} as const;

/** Health and Endurance, the two tracks a fight wears down. */
export interface Vitals {
	health: number;
	healthMax: number;
	endurance: number;
	enduranceMax: number;
	/** Endurance spent on Drama Dice and Miracles, kept apart so Recovering cannot restore it. */
	enduranceSpent: number;
}

export interface PoolCharacter extends Vitals {
	name: string;
	/** The character's own Damage Multiplier (1 + perks − flaws), before an opponent's Armored. */
	damageMultiplier: number;
	abilities: Record<string, number>;
	weaknesses: Record<string, number>;
}

/** Largest Health or Endurance accepted from a note; beyond it the number is a typo or hostile. */
export const MAX_TRACK = 1_000_000;

/**
 * Builds a character from a note's frontmatter. Missing tracks default to their
 * maximum (a fresh character); anything present but malformed is refused with
 * the key named.
 */
export function poolCharacterFromFrontmatter(name: string, frontmatter: Record<string, unknown>): Result<PoolCharacter> {
	const number = (key: string, fallback: number | undefined): Result<number> => {
		const raw = frontmatter[key];
		if (raw === undefined || raw === null) {
			return fallback === undefined ? fail(`${name}: "${key}" is missing.`) : ok(fallback);
		}
		if (typeof raw !== "number" || !Number.isInteger(raw) || raw < 0 || raw > MAX_TRACK) {
			return fail(`${name}: "${key}" must be a whole number from 0 to ${MAX_TRACK}.`);
		}
		return ok(raw);
	};
	const levels = (key: string): Result<Record<string, number>> => {
		const raw = frontmatter[key];
		if (raw === undefined || raw === null) return ok({});
		if (typeof raw !== "object" || Array.isArray(raw)) {
			return fail(`${name}: "${key}" must be a map of names to levels, e.g. "Agile: 2".`);
		}
		const out: Record<string, number> = {};
		for (const [entry, level] of Object.entries(raw as Record<string, unknown>)) {
			if (typeof level !== "number" || !Number.isInteger(level) || level < 0 || level > MAX_LEVEL) {
				return fail(`${name}: ${key} "${entry}" must have a whole-number level from 0 to ${MAX_LEVEL}.`);
			}
			out[entry] = level;
		}
		return ok(out);
	};
	const healthMax = number(POOL_KEYS.healthMax, undefined);
	if (!healthMax.ok) return healthMax;
	const enduranceMax = number(POOL_KEYS.enduranceMax, undefined);
	if (!enduranceMax.ok) return enduranceMax;
	const health = number(POOL_KEYS.health, healthMax.value);
	if (!health.ok) return health;
	const endurance = number(POOL_KEYS.endurance, enduranceMax.value);
	if (!endurance.ok) return endurance;
	const enduranceSpent = number(POOL_KEYS.enduranceSpent, 0);
	if (!enduranceSpent.ok) return enduranceSpent;
	const damageMultiplier = number(POOL_KEYS.damageMultiplier, 1);
	if (!damageMultiplier.ok) return damageMultiplier;
	const abilities = levels(POOL_KEYS.abilities);
	if (!abilities.ok) return abilities;
	const weaknesses = levels(POOL_KEYS.weaknesses);
	if (!weaknesses.ok) return weaknesses;
	if (health.value > healthMax.value) return fail(`${name}: "health" (${health.value}) is above "health-max" (${healthMax.value}).`);
	if (endurance.value > enduranceMax.value) {
		return fail(`${name}: "endurance" (${endurance.value}) is above "endurance-max" (${enduranceMax.value}).`);
	}
	return ok({
		name,
		health: health.value,
		healthMax: healthMax.value,
		endurance: endurance.value,
		enduranceMax: enduranceMax.value,
		enduranceSpent: enduranceSpent.value,
		damageMultiplier: damageMultiplier.value,
		abilities: abilities.value,
		weaknesses: weaknesses.value,
	});
}

/** The −1 die for Health or Endurance at zero (the seed gives the same penalty for either, not both). */
export function atZero(vitals: Vitals): boolean {
	return vitals.health === 0 || vitals.endurance === 0;
}

/** Out of the fight once both Health and Endurance are gone. */
export function outOfFight(vitals: Vitals): boolean {
	return vitals.health === 0 && vitals.endurance === 0;
}
