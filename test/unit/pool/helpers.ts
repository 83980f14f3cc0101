import { readRoll, type PoolRoll } from "../../../src/engine/systems/pool/read";
import type { Vitals } from "../../../src/engine/systems/pool/character";
import type { Result } from "../../../src/engine/result";

/** Reads dice for a pool (by default the pool equals the number of dice), failing the test on bad input. */
export function roll(dice: number[], pool = dice.length, dieSize = 6): PoolRoll {
	return unwrap(readRoll(dice, pool, dieSize));
}

export function unwrap<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

export function vitals(overrides: Partial<Vitals> = {}): Vitals {
	return { health: 20, healthMax: 20, endurance: 30, enduranceMax: 30, enduranceSpent: 0, ...overrides };
}
