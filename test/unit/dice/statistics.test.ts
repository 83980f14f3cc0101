import { describe, expect, it } from "vitest";
import { distribution, parse, sample } from "../../../src/engine/dice/index";
import { seededRng } from "../../../src/engine/rng";
import { chiSquareOfCounts, chiSquarePValue } from "./statistics";

describe("the chi-square p-values the fuzz judges by", () => {
	it.each([
		// Published upper quantiles: [statistic, degrees of freedom, p].
		[3.841, 1, 0.05],
		[10.828, 1, 0.001],
		[20.515, 5, 0.001],
		[37.566, 20, 0.01],
		[59.703, 30, 0.001],
	])("χ² = %s with %s df has p = %s", (statistic, df, p) => {
		expect(chiSquarePValue(statistic, df) / p).toBeCloseTo(1, 2);
	});

	it("2,000 rolls of 4d6kh3 fail against the odds of 3d6 (p far below 1e-6) and pass against their own", () => {
		const ast = parse("4d6kh3");
		const rng = seededRng(5);
		const counts = new Map<number, number>();
		for (let i = 0; i < 2000; i++) {
			const { total } = sample(ast, rng);
			counts.set(total, (counts.get(total) ?? 0) + 1);
		}
		const wrong = chiSquareOfCounts(distribution(parse("3d6")).outcomes, counts, 2000);
		expect(chiSquarePValue(wrong.statistic, wrong.df)).toBeLessThan(1e-6);
		const right = chiSquareOfCounts(distribution(ast).outcomes, counts, 2000);
		expect(chiSquarePValue(right.statistic, right.df)).toBeGreaterThan(1e-3);
	});
});
