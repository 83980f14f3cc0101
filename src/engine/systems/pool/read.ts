/**
 * Reading a roll of the pool game. A pool of one or more dice is worth the best
 * of its single highest die and of each group of equal dice added together;
 * ones never add, and all ones is a catastrophe. A pool of zero or fewer rolls
 * negative dice: keep the lowest, never add, and any 1 is a catastrophe.
 */
import { fail, ok, type Result } from "../../result";
import type { CitedExplanation } from "./citations";
import { checkRoll, readsHighest } from "./settings";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

export interface PoolRoll {
	/** The pool size after every modifier; zero or below means negative dice. */
	pool: number;
	dieSize: number;
	/** Every die as rolled, in order. */
	dice: number[];
	/** "highest" for one die or more; "lowest" for negative dice. */
	mode: "highest" | "lowest";
	/** How well the character did: the number compared to a Difficulty Number or an opposing roll. */
	result: number;
	/** What the result is made of: `count` dice showing `face` (count > 1 when equal dice were added). */
	used: { face: number; count: number };
	/** All ones, or any 1 on negative dice: always a catastrophic failure. */
	catastrophe: boolean;
	explanation: CitedExplanation;
}

/** Reads dice already rolled (by the plugin or typed in from physical dice) for a pool of `pool`. */
export function readRoll(dice: readonly number[], pool: number, dieSize = 6): Result<PoolRoll> {
	const count = checkRoll(pool, dieSize);
	if (!count.ok) return count;
	const expected = count.value;
	if (dice.length !== expected) {
		return fail(t("engine.pool.read.wrongCount", { pool, expected, given: dice.length }));
	}
	for (const face of dice) {
		if (!Number.isInteger(face) || face < 1 || face > dieSize) {
			return fail(t("engine.pool.read.badFace", { face: String(face), sides: dieSize }));
		}
	}
	return ok(readsHighest(pool) ? readHighest([...dice], pool, dieSize) : readLowest([...dice], pool, dieSize));
}

function readHighest(dice: number[], pool: number, dieSize: number): PoolRoll {
	const counts = countFaces(dice, dieSize);
	// A group of ones is worth 1, whatever its size ("ones don't add together").
	let best = { face: 1, count: counts[1] ?? 0, value: 1 };
	// From the highest face down, so on a tie (6 against 3+3) the single higher die is the one shown.
	for (let face = dieSize; face >= 2; face--) {
		const count = counts[face] ?? 0;
		if (count > 0 && face * count > best.value) best = { face, count, value: face * count };
	}
	const catastrophe = best.face === 1;
	const explanation: CitedExplanation = [
		citedStep(t("engine.pool.read.rolled", { dice: dice.join(", "), notation: `${dice.length}d${dieSize}` }), "basicRoll"),
	];
	if (catastrophe) {
		explanation.push(citedStep(t("engine.pool.read.allOnes"), "onesNeverAdd"));
	} else if (best.count > 1) {
		explanation.push(citedStep(
			t("engine.pool.read.group", { count: best.count, face: best.face, value: best.value }),
			best.count > 2 ? "triples" : "groups",
		));
	} else {
		const beaten = bestGroupBelow(counts, dieSize, best.value);
		explanation.push(citedStep(
			beaten
				? t("engine.pool.read.highestNotBeaten", { face: best.face, group: beaten, value: best.value })
				: t("engine.pool.read.highest", { face: best.face, value: best.value }),
			beaten ? "groups" : "basicRoll",
		));
	}
	if (!catastrophe && (counts[1] ?? 0) > 1) {
		explanation.push(citedStep(t("engine.pool.read.onesNoAdd"), "onesNeverAdd"));
	}
	return {
		pool,
		dieSize,
		dice,
		mode: "highest",
		result: best.value,
		used: { face: best.face, count: best.face === 1 ? 1 : best.count },
		catastrophe,
		explanation,
	};
}

function readLowest(dice: number[], pool: number, dieSize: number): PoolRoll {
	const lowest = Math.min(...dice);
	const catastrophe = lowest === 1;
	const explanation: CitedExplanation = [
		citedStep(t("engine.pool.read.negative", { pool, notation: `${dice.length}d${dieSize}` }), "negativeDice"),
		citedStep(t("engine.pool.read.negativeRolled", { dice: dice.join(", "), lowest }), "negativeNoAdd"),
	];
	if (catastrophe) {
		explanation.push(citedStep(t("engine.pool.read.negativeOne"), "negativeOnes"));
	}
	return { pool, dieSize, dice, mode: "lowest", result: lowest, used: { face: lowest, count: 1 }, catastrophe, explanation };
}

function countFaces(dice: readonly number[], dieSize: number): number[] {
	const counts = new Array<number>(dieSize + 1).fill(0);
	for (const face of dice) counts[face] = (counts[face] ?? 0) + 1;
	return counts;
}

/** The best added group (two or more equal dice above 1) worth less than `value`, described; or "" when none. */
function bestGroupBelow(counts: readonly number[], dieSize: number, value: number): string {
	let best = 0;
	let text = "";
	for (let face = 2; face <= dieSize; face++) {
		const count = counts[face] ?? 0;
		if (count > 1 && face * count > best && face * count <= value) {
			best = face * count;
			text = t("engine.pool.read.groupWords", { count, face, sum: best });
		}
	}
	return text;
}
