import { describe, expect, it } from "vitest";
import { distribution, parse, sample } from "../../../src/engine/dice/index";
import { seededRng } from "../../../src/engine/rng";
import { enumerate, keepHighest, range, sum } from "./brute-force";

/** Every roll of 2d6 − 1d4 tallied by hand (the helper enumerates one kind of die only). */
function twoD6MinusD4(): Map<number, number> {
	const tally = new Map<number, number>();
	for (const a of range(1, 6)) for (const b of range(1, 6)) for (const c of range(1, 4)) tally.set(a + b - c, (tally.get(a + b - c) ?? 0) + 1 / 144);
	return tally;
}

/**
 * The range a user reads (the widget's "Range") must be the real one, even where
 * the odds of the extremes are too small for floating point and drop out of the
 * outcome list.
 */
describe("distribution min and max are the true bounds of the expression", () => {
	// [notation, true min, true max, why]
	const cases: Array<[string, number, number, string]> = [
		// 1000 ones and 1000 sixes are each 6^-1000 likely: 0 in floating point.
		["1000d6", 1000, 6000, "every die shows 1 / every die shows 6"],
		["1000d6 + 5", 1005, 6005, "a constant shifts both ends"],
		["-(1000d6)", -6000, -1000, "negation swaps the ends"],
		["1000d6 * -1", -6000, -1000, "a negative factor swaps the ends"],
		["1000d6 / 7", 142, 857, "integer division rounds toward zero: 1000/7 and 6000/7"],
		["1000dF", -1000, 1000, "all minus / all plus"],
		["1000d6dh999", 1, 6, "the one die left"],
		["4d6kh3", 3, 18, "three kept ones / three kept sixes"],
		["2d6-1d4", -2, 11, "2 − 4 / 12 − 1"],
		["10d10>=6f<=1", -10, 10, "ten failures / ten successes"],
		["1d6 / (1d2 * 2 - 3)", -6, 6, "the divisor is −1 or 1, never 0"],
		// 000: "When you take a recovery, roll a d6 and add your tier" — tier 3: 4..9.
		["1d6+3", 4, 9, "000 recovery at tier 3"],
	];
	it.each(cases)("%s spans %i..%i (%s)", (notation, min, max) => {
		const dist = distribution(parse(notation));
		expect([dist.min, dist.max]).toEqual([min, max]);
	});

	it("1000d6 still lists only the outcomes whose odds are representable, inside the true range", () => {
		const dist = distribution(parse("1000d6"));
		const first = dist.outcomes[0]?.value as number;
		const last = dist.outcomes[dist.outcomes.length - 1]?.value as number;
		expect(first).toBeGreaterThan(1000);
		expect(last).toBeLessThan(6000);
		// The ends are possible, just vanishingly unlikely: never "impossible" by a comparison with min/max.
		expect(dist.atLeast(dist.min)).toBeCloseTo(1, 9);
		expect(dist.atMost(dist.max)).toBeCloseTo(1, 9);
	});

	it("where no odds underflow, min and max are the first and last brute-force outcomes", () => {
		const small: Array<[string, Map<number, number>]> = [
			["3d6", enumerate(3, range(1, 6), sum)],
			["4d6kh3", enumerate(4, range(1, 6), keepHighest(3))],
			["2d6-1d4", twoD6MinusD4()],
		];
		for (const [notation, reference] of small) {
			const values = [...reference.keys()].sort((a, b) => a - b);
			const dist = distribution(parse(notation));
			expect([dist.min, dist.max]).toEqual([values[0], values[values.length - 1]]);
		}
	});

	it("exploding dice report the bounded maximum: the longest chain the odds follow", () => {
		// One die has no underflow, so its listed outcomes reach the followed chain's end.
		const one = distribution(parse("1d6!"));
		const chainMax = one.outcomes[one.outcomes.length - 1]?.value as number;
		expect(one.max).toBe(chainMax);
		expect(one.min).toBe(1);
		expect(one.truncated).toBeGreaterThan(0);
		// A hundred such dice: the far end's odds underflow, yet the bound is a hundred chains.
		const hundred = distribution(parse("100d6!"));
		expect([hundred.min, hundred.max]).toEqual([100, 100 * chainMax]);
		expect(hundred.outcomes[hundred.outcomes.length - 1]?.value).toBeLessThan(hundred.max);
	});

	it("seeded rolls of 1000d6 and 4d6kh3 stay inside the reported range", () => {
		const rng = seededRng(20261121);
		for (const notation of ["1000d6", "4d6kh3", "2d6-1d4", "1000dF"]) {
			const ast = parse(notation);
			const dist = distribution(ast);
			for (let i = 0; i < 200; i++) {
				const total = sample(ast, rng).total;
				expect(total).toBeGreaterThanOrEqual(dist.min);
				expect(total).toBeLessThanOrEqual(dist.max);
			}
		}
	});
});
