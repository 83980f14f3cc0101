import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readRoll } from "../../../src/engine/systems/pool/read";
import { rollPool } from "../../../src/engine/systems/pool/roll";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { citedWords } from "./helpers";

function read(dice: number[], pool: number, dieSize = 6) {
	const roll = readRoll(dice, pool, dieSize);
	if (!roll.ok) throw new Error(roll.error);
	return roll.value;
}

describe("reading a pool of one or more dice", () => {
	it.each([
		// 003: "roll two dice and take the highest one"
		{ dice: [5, 2], pool: 2, result: 5, used: { face: 5, count: 1 } },
		// 003: "If they end up the same, add them together"
		{ dice: [4, 4], pool: 2, result: 8, used: { face: 4, count: 2 } },
		// 003: "If the added dice are highest, use them"
		{ dice: [5, 4, 4], pool: 3, result: 8, used: { face: 4, count: 2 } },
		// 003: "If not, use the other highest die"
		{ dice: [6, 2, 2], pool: 3, result: 6, used: { face: 6, count: 1 } },
		// 003: "compare the sum to any other number rolled" — a tie shows the single die
		{ dice: [3, 6, 3], pool: 3, result: 6, used: { face: 6, count: 1 } },
		// 003: "Triples, quadruples, and so on are all added together"
		{ dice: [3, 3, 3, 6], pool: 4, result: 9, used: { face: 3, count: 3 } },
		{ dice: [2, 2, 2, 2, 6], pool: 5, result: 8, used: { face: 2, count: 4 } },
		// 003: "Ones don't add together"
		{ dice: [1, 1, 1, 2], pool: 4, result: 2, used: { face: 2, count: 1 } },
		// "More dice are handled the same way": the best of two groups
		{ dice: [5, 5, 6, 6, 1], pool: 5, result: 12, used: { face: 6, count: 2 } },
	])("$dice reads as $result", ({ dice, pool, result, used }) => {
		const roll = read(dice, pool);
		expect(roll.result).toBe(result);
		expect(roll.used).toEqual(used);
		expect(roll.catastrophe).toBe(false);
		expect(roll.mode).toBe("highest");
	});

	it.each([
		// 003: "a roll of all ones is always a catastrophic failure"
		{ dice: [1, 1], pool: 2 },
		{ dice: [1], pool: 1 },
		{ dice: [1, 1, 1, 1, 1], pool: 5 },
	])("all ones $dice is a catastrophic failure worth 1", ({ dice, pool }) => {
		const roll = read(dice, pool);
		expect(roll.catastrophe).toBe(true);
		expect(roll.result).toBe(1);
		expect(roll.explanation.some((s) => citedWords(s)?.includes("catastrophic failure"))).toBe(true);
	});

	it("explains which sentence of the rules made the result", () => {
		const roll = read([4, 4, 6], 3);
		expect(roll.explanation.map((s) => s.text).join(" ")).toContain("Two 4s add to 8");
		expect(citedWords(roll.explanation[1])).toContain("With doubles, add them together");
	});
});

describe("reading negative dice", () => {
	it.each([
		// 003: "At zero, roll two dice and take the lowest"
		{ dice: [5, 3], pool: 0, result: 3, catastrophe: false },
		// 003: "For each number below zero, roll an additional die and again take the lowest"
		{ dice: [6, 4, 5], pool: -1, result: 4, catastrophe: false },
		{ dice: [6, 6, 5, 6], pool: -2, result: 5, catastrophe: false },
		// 003: "Duplicate dice are never added together when rolling this way"
		{ dice: [4, 4], pool: 0, result: 4, catastrophe: false },
		// 003: "At negative dice, any roll of 1 is considered as this" (a catastrophic failure)
		{ dice: [6, 1], pool: 0, result: 1, catastrophe: true },
		{ dice: [6, 5, 1], pool: -1, result: 1, catastrophe: true },
	])("pool $pool rolling $dice reads $result", ({ dice, pool, result, catastrophe }) => {
		const roll = read(dice, pool);
		expect(roll.mode).toBe("lowest");
		expect(roll.result).toBe(result);
		expect(roll.catastrophe).toBe(catastrophe);
	});
});

describe("bad input gets a clear message", () => {
	it.each([
		{ dice: [6], pool: 2, dieSize: 6, message: /rolls 2 dice, but 1 were given/ },
		{ dice: [6, 3], pool: -1, dieSize: 6, message: /rolls 3 dice/ },
		{ dice: [7, 3], pool: 2, dieSize: 6, message: /7 is not a face of a d6/ },
		{ dice: [2.5, 3], pool: 2, dieSize: 6, message: /not a face/ },
		{ dice: [2, 3], pool: 2, dieSize: 1, message: /die size must be a whole number from 2 to 20/ },
		{ dice: [2, 3], pool: 2, dieSize: 21, message: /die size/ },
		{ dice: [], pool: 1e9, dieSize: 6, message: /more than the 100/ },
		{ dice: [], pool: -1e9, dieSize: 6, message: /negative dice/ },
		{ dice: [], pool: Number.NaN, dieSize: 6, message: /whole number of dice/ },
	])("$dice for pool $pool on d$dieSize", ({ dice, pool, dieSize, message }) => {
		const roll = readRoll(dice, pool, dieSize);
		expect(roll.ok).toBe(false);
		if (!roll.ok) expect(roll.error).toMatch(message);
	});
});

describe("rolling", () => {
	it("rolls the scripted faces and reads them", () => {
		const roll = rollPool(3, scriptedRng([2, 5, 5]));
		expect(roll.ok && roll.value.result).toBe(10);
		expect(roll.ok && roll.value.dice).toEqual([2, 5, 5]);
	});

	it("rolls two dice at pool 0 and three at pool -1", () => {
		const zero = rollPool(0, seededRng(1));
		const minusOne = rollPool(-1, seededRng(1));
		expect(zero.ok && zero.value.dice.length).toBe(2);
		expect(minusOne.ok && minusOne.value.dice.length).toBe(3);
	});

	it("a d10 campaign rolls d10s", () => {
		const roll = rollPool(4, scriptedRng([10, 9, 10, 1]), 10);
		expect(roll.ok && roll.value.result).toBe(20);
	});

	it("property: the result is always one die, or a sum of equal dice, or the lowest die", () => {
		fc.assert(
			fc.property(fc.integer({ min: -6, max: 12 }), fc.integer({ min: 2, max: 20 }), fc.integer(), (pool, dieSize, seed) => {
				const roll = rollPool(pool, seededRng(seed), dieSize);
				if (!roll.ok) return false;
				const { dice, result, used, catastrophe } = roll.value;
				if (pool <= 0) return result === Math.min(...dice) && catastrophe === dice.includes(1);
				const sameFace = dice.filter((d) => d === used.face).length;
				const madeOfDice = used.face === 1 ? result === 1 : result === used.face * sameFace;
				const noBetterGroup = dice.every((d) => d === 1 || d * dice.filter((x) => x === d).length <= result);
				return madeOfDice && noBetterGroup && catastrophe === dice.every((d) => d === 1);
			}),
		);
	});
});
