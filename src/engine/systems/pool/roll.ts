/** Rolling a pool with an injected Rng (crypto in play, seeded or scripted in tests). */
import type { Result } from "../../result";
import { rollDie, type Rng } from "../../rng";
import { readRoll, type PoolRoll } from "./read";
import { checkRoll, DEFAULT_DIE_SIZE } from "./settings";

export function rollPool(pool: number, rng: Rng, dieSize = DEFAULT_DIE_SIZE): Result<PoolRoll> {
	const count = checkRoll(pool, dieSize);
	if (!count.ok) return count;
	const dice: number[] = [];
	for (let i = 0; i < count.value; i++) dice.push(rollDie(rng, dieSize));
	return readRoll(dice, pool, dieSize);
}
