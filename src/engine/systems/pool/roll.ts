/** Rolling a pool with an injected Rng (crypto in play, seeded or scripted in tests). */
import type { Result } from "../../result";
import { rollDie, type Rng } from "../../rng";
import { readRoll, type PoolRoll } from "./read";
import { checkDieSize, checkPool, DEFAULT_DIE_SIZE, diceToRoll } from "./settings";

export function rollPool(pool: number, rng: Rng, dieSize = DEFAULT_DIE_SIZE): Result<PoolRoll> {
	const sizeCheck = checkDieSize(dieSize);
	if (!sizeCheck.ok) return sizeCheck;
	const poolCheck = checkPool(pool);
	if (!poolCheck.ok) return poolCheck;
	const dice: number[] = [];
	for (let i = 0; i < diceToRoll(pool); i++) dice.push(rollDie(rng, dieSize));
	return readRoll(dice, pool, dieSize);
}
