/**
 * Chances as exact fractions (src/engine/dice/fraction.ts), checked against enumeration of every
 * equally likely roll.
 */
import { describe, expect, it } from "vitest";
import { parse } from "../../../src/engine/dice/index";
import { exactDistribution } from "../../../src/engine/dice/distribution";
import { atLeastFraction, equallyLikelyRolls, MAX_COUNTED, reduced, rollCounts } from "../../../src/engine/dice/fraction";

const countsOf = (expression: string) => {
	const ast = parse(expression);
	const rolls = equallyLikelyRolls(ast);
	return { rolls, counts: rollCounts(exactDistribution(ast), rolls) };
};

describe("exact fractions of a roll's chances", () => {
	it("count the equally likely rolls: faces to the power of the dice, an allowed reroll a throw more, terms multiplied", () => {
		expect(equallyLikelyRolls(parse("2d6"))).toBe(36);
		expect(equallyLikelyRolls(parse("1d20 + 1d4 + 3"))).toBe(80);
		expect(equallyLikelyRolls(parse("1d6ro<2"))).toBe(36);
		expect(equallyLikelyRolls(parse("4dF"))).toBe(81);
		// Too many to count exactly, or a varying number of dice.
		expect(equallyLikelyRolls(parse("20d20"))).toBeUndefined();
		expect(20 ** 20).toBeGreaterThan(MAX_COUNTED);
		expect(equallyLikelyRolls(parse("3d6!"))).toBeUndefined();
		expect(equallyLikelyRolls(parse("2d6r<2"))).toBeUndefined();
	});

	it("match enumeration: one d6 rerolled once on a 1 (36 throws in a row)", () => {
		const enumerated = new Map<number, number>();
		for (let first = 1; first <= 6; first++) for (let second = 1; second <= 6; second++) {
			const face = first === 1 ? second : first;
			enumerated.set(face, (enumerated.get(face) ?? 0) + 1);
		}
		const { rolls, counts } = countsOf("1d6ro<2");
		expect(rolls).toBe(36);
		expect(counts && Object.fromEntries(counts)).toEqual(Object.fromEntries(enumerated));
		// 4, 5 or 6: seven ways each (six first throws, and a 1 then that face), 21 of 36.
		expect(counts && rolls !== undefined && atLeastFraction(counts, rolls, 4)).toEqual({ numerator: 7, denominator: 12 });
	});

	it("match enumeration: 3d6 summed, each total's count of 216 rolls", () => {
		const enumerated = new Map<number, number>();
		for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) enumerated.set(a + b + c, (enumerated.get(a + b + c) ?? 0) + 1);
		const { rolls, counts } = countsOf("3d6");
		expect(rolls).toBe(216);
		expect(counts && Object.fromEntries(counts)).toEqual(Object.fromEntries(enumerated));
		expect(reduced(27, 216)).toEqual({ numerator: 1, denominator: 8 });
	});

	it("give no fraction when the probabilities are not whole counts of the rolls named", () => {
		const dist = exactDistribution(parse("1d6"));
		// Told 4 rolls for a d6: a sixth is not a count of quarters, so no fraction is claimed.
		expect(rollCounts(dist, 4)).toBeUndefined();
		expect(rollCounts(dist, 6)?.get(3)).toBe(1);
		expect(rollCounts(dist, undefined)).toBeUndefined();
	});
});
