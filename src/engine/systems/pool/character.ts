/**
 * The pool-game character the rules work on, and the flat frontmatter keys it is
 * stored under: `health`, `health-max`, `endurance`, `endurance-max`,
 * `endurance-spent`, `damage-multiplier`, `abilities`, `weaknesses`; the
 * campaign's `pool-die-size`. The engine never reads frontmatter: the notes
 * layer (src/notes/schema/pool.ts) validates a note into this model using these
 * keys, and the engine names them in the StateChanges it returns, so there is
 * one list of keys for the game.
 */
import type { Track } from "../tracks";
import { DIE_SIZE_KEY } from "./settings";

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
	/** true for a vehicle: damage never passes from its Health to its Endurance. */
	vehicle: "vehicle",
	/** A campaign setting, not a character key (settings.ts says why it is prefixed). */
	dieSize: DIE_SIZE_KEY,
} as const;

/** The two tracks a fight wears down: Health, then Endurance. */
export const POOL_TRACKS: readonly Track[] = [
	{ key: POOL_KEYS.health, label: "Health", value: "health", max: "healthMax" },
	{ key: POOL_KEYS.endurance, label: "Endurance", value: "endurance", max: "enduranceMax" },
];

/** Health and Endurance, the two tracks a fight wears down. */
export interface Vitals {
	health: number;
	healthMax: number;
	endurance: number;
	enduranceMax: number;
	/** Endurance spent on Drama Dice and Miracles, kept apart so Recovering cannot restore it. */
	enduranceSpent: number;
	/**
	 * A vehicle (the note's `vehicle: true`): its Health and Endurance are not coupled (003: "Vehicles do
	 * not get the benefit of coupled Health/Endurance"), so damage never passes to Endurance and zero
	 * Health puts it out of the fight.
	 */
	vehicle?: boolean;
}

export interface PoolCharacter extends Vitals {
	name: string;
	/** Link path of the campaign note, when the character note names one. */
	campaign?: string;
	/** The character's own Damage Multiplier (1 + perks − flaws), before an opponent's Armored. */
	damageMultiplier: number;
	/**
	 * How the abilities and weaknesses make the Damage Multiplier ("1 + Strong 2"), when the note gives
	 * no `damage-multiplier` of its own; absent when the note states the number.
	 */
	damageMultiplierFrom?: string;
	abilities: Record<string, number>;
	weaknesses: Record<string, number>;
}

/**
 * The −1 die for Health or Endurance at zero (the seed gives the same penalty for either, not both).
 * A vehicle fights on no Endurance and is out at zero Health, so it never takes the penalty.
 */
export function atZero(vitals: Vitals): boolean {
	if (vitals.vehicle === true) return false;
	return vitals.health === 0 || vitals.endurance === 0;
}

/** Out of the fight once both Health and Endurance are gone; a vehicle, once its Health is. */
export function outOfFight(vitals: Vitals): boolean {
	if (vitals.vehicle === true) return vitals.health === 0;
	return vitals.health === 0 && vitals.endurance === 0;
}
