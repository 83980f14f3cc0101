/**
 * The exact chance that buying `n` Drama Dice after a roll makes it beat its target, shown before
 * the Endurance is paid. The engine's dramaDieChance answers for one die by trying each face; for
 * several, the new faces only matter through how many land on each face, so a small dynamic
 * program over faces counts them (multinomial weights, O(faces · n²)), never enumerating s^n rolls.
 * Negative dice are handled first: while the pool is below one, a Drama Die sets a die aside.
 */
import { fail, ok, type Result } from "../../engine/result";
import { addDramaDie } from "../../engine/systems/pool/drama";
import type { LoggedCheck } from "../../engine/systems/pool/log-entries";
import { readRoll, type PoolRoll } from "../../engine/systems/pool/read";
import { t } from "../../lang";

export interface DramaChance {
	/** Whether the roll already beats its target. */
	before: boolean;
	/** P(beating the target after the Drama Dice). */
	after: number;
}

function beats(roll: PoolRoll, target: number): boolean {
	return !roll.catastrophe && roll.result > target;
}

export function dramaChance(check: LoggedCheck, dramaDice: number): Result<DramaChance> {
	if (!Number.isInteger(dramaDice) || dramaDice < 1 || dramaDice > 100) return fail(t("pool.drama.count", { got: String(dramaDice) }));
	const read = readRoll(check.dice, check.pool, check.dieSize);
	if (!read.ok) return read;
	const before = beats(read.value, check.target);
	let roll = read.value;
	let left = dramaDice;
	// Below one die, each Drama Die sets the last die aside: nothing random happens.
	while (left > 0 && roll.pool < 1) {
		const next = addDramaDie(roll);
		if (!next.ok) return next;
		roll = next.value;
		left--;
	}
	if (left === 0) return ok({ before, after: beats(roll, check.target) ? 1 : 0 });
	return ok({ before, after: chanceSomeFaceAbove(roll.dice, roll.dieSize, left, Math.max(check.target, 1)) });
}

/**
 * P(after adding `n` new dice to `dice`, some face is worth more than `limit`), where a face v ≥ 2
 * shown by c dice is worth v·c and ones are worth 1. Exponential generating functions: each face
 * contributes (1/s)^c / c! for c new dice, and the sum is multiplied by n! at the end. The program
 * carries "no face above yet" and "some face above" apart, so the answer is a sum of positive
 * terms (never 1 minus something close to 1, which would show an impossible roll as "<0.01%").
 */
function chanceSomeFaceAbove(dice: readonly number[], sides: number, n: number, limit: number): number {
	const had = new Array<number>(sides + 1).fill(0);
	for (const face of dice) had[face] = (had[face] ?? 0) + 1;
	const term: number[] = [1];
	for (let c = 1; c <= n; c++) term.push((term[c - 1] as number) / (sides * c));
	let below = new Float64Array(n + 1);
	let above = new Float64Array(n + 1);
	below[0] = 1;
	for (let face = 1; face <= sides; face++) {
		const nextBelow = new Float64Array(n + 1);
		const nextAbove = new Float64Array(n + 1);
		for (let k = 0; k <= n; k++) {
			for (let c = 0; c <= k; c++) {
				const count = (had[face] ?? 0) + c;
				const worth = count === 0 ? 0 : face === 1 ? 1 : face * count;
				const weight = term[c] as number;
				const fromBelow = (below[k - c] as number) * weight;
				const fromAbove = (above[k - c] as number) * weight;
				if (worth > limit) nextAbove[k] = (nextAbove[k] as number) + fromBelow + fromAbove;
				else {
					nextBelow[k] = (nextBelow[k] as number) + fromBelow;
					nextAbove[k] = (nextAbove[k] as number) + fromAbove;
				}
			}
		}
		below = nextBelow;
		above = nextAbove;
	}
	let factorial = 1;
	for (let i = 2; i <= n; i++) factorial *= i;
	return (above[n] as number) * factorial;
}
