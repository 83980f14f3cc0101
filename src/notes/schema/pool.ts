/** The dice-pool game (seed 003): a character's Health, Endurance, Damage Multiplier, Abilities and Weaknesses. */
import { FieldReader, readLevels, readNumber } from "./fields";
import { finish, readerFor, type Parsed } from "./parsed";

export interface PoolCharacter {
	name: string;
	campaign?: string;
	health: number;
	healthMax: number;
	endurance: number;
	enduranceMax: number;
	/**
	 * Endurance spent on Drama Dice and Miracles: 003 "Endurance spent in this way cannot be regained
	 * in the usual manner", so it is tracked apart from ordinary Endurance loss.
	 */
	enduranceSpent: number;
	/** 003: "Damage Multiplier is 1 +Abilities & Perks ... - weaknesses"; "below 1, treat it as ½". */
	damageMultiplier: number;
	/** Ability name → level (each level adds a die). */
	abilities: Record<string, number>;
	/** Weakness name → level (each level removes a die). */
	weaknesses: Record<string, number>;
}

/** Levels above 10 would mean pools of a dozen-plus dice from one trait; no seed example comes near. */
export const POOL_BOUNDS = { stat: [0, 9999], level: [1, 10], multiplier: [0.5, 100] } as const;

/**
 * Read a pool-game character. Required: health-max, endurance-max. Defaults: health and endurance
 * start full, endurance-spent 0, damage-multiplier 1, no abilities or weaknesses.
 */
export function readPoolCharacter(frontmatter: unknown, options: { name?: string } = {}): Parsed<PoolCharacter> {
	const r = readerFor(frontmatter, "Pool character");
	if (!(r instanceof FieldReader)) return r;
	const healthMax = r.requiredInt("health-max", ...POOL_BOUNDS.stat);
	const enduranceMax = r.requiredInt("endurance-max", ...POOL_BOUNDS.stat);
	// Neither goes below 0: 003 "If your Health is reduced to zero ... any further damage is done to Endurance".
	const health = r.int("health", healthMax, ...POOL_BOUNDS.stat);
	const endurance = r.int("endurance", enduranceMax, ...POOL_BOUNDS.stat);
	r.checkAtMost("health", health, "health-max", healthMax);
	r.checkAtMost("endurance", endurance, "endurance-max", enduranceMax);
	const character: PoolCharacter = {
		name: r.text("name", options.name ?? ""),
		health,
		healthMax,
		endurance,
		enduranceMax,
		enduranceSpent: r.int("endurance-spent", 0, ...POOL_BOUNDS.stat),
		damageMultiplier: readMultiplier(r),
		abilities: readLevels(r, "abilities", ...POOL_BOUNDS.level),
		weaknesses: readLevels(r, "weaknesses", ...POOL_BOUNDS.level),
	};
	const campaign = r.link("campaign");
	if (campaign !== undefined) character.campaign = campaign;
	return finish(r, "Pool character", character);
}

/** Whole numbers, or ½ (written 0.5): 003 "Should this reduce your DX below 1, treat it as ½ instead". */
function readMultiplier(r: FieldReader): number {
	const value = readNumber(r, "damage-multiplier", 1, ...POOL_BOUNDS.multiplier);
	if (value !== 0.5 && !Number.isInteger(value)) {
		r.report("damage-multiplier", "a whole number ≥ 1 or 0.5", value);
		return 1;
	}
	return value;
}
