import { describe, expect, it } from "vitest";
import { distribution, parse, sample } from "../../../src/engine/dice/index";
import { seededRng } from "../../../src/engine/rng";

/**
 * Upper 0.999 quantile of chi-square with `df` degrees of freedom, by the
 * Wilson–Hilferty approximation (within about 1% for df ≥ 3, here on the side of caution
 * only by that much; z(0.999) = 3.0902).
 */
function critical999(df: number): number {
	const a = 2 / (9 * df);
	return df * Math.pow(1 - a + 3.090232 * Math.sqrt(a), 3);
}

/** Chi-square statistic of `rolls` seeded samples against the exact distribution; bins with expected < 5 are merged. */
function chiSquare(notation: string, rolls: number, seed: number): { statistic: number; df: number } {
	const ast = parse(notation);
	const dist = distribution(ast);
	const counts = new Map<number, number>();
	const rng = seededRng(seed);
	for (let i = 0; i < rolls; i++) {
		const { total } = sample(ast, rng);
		counts.set(total, (counts.get(total) ?? 0) + 1);
	}
	// Merge ascending outcomes into bins until each expects at least 5 rolls; the remainder joins the last bin.
	const bins: Array<{ expected: number; observed: number }> = [];
	let current = { expected: 0, observed: 0 };
	for (const { value, p } of dist.outcomes) {
		current.expected += p * rolls;
		current.observed += counts.get(value) ?? 0;
		if (current.expected >= 5) {
			bins.push(current);
			current = { expected: 0, observed: 0 };
		}
	}
	const last = bins[bins.length - 1];
	if (last) {
		last.expected += current.expected;
		last.observed += current.observed;
	}
	const observedTotal = bins.reduce((a, b) => a + b.observed, 0);
	expect(observedTotal).toBe(rolls); // every sampled total fell on an outcome the distribution lists
	const statistic = bins.reduce((a, b) => a + (b.observed - b.expected) ** 2 / b.expected, 0);
	return { statistic, df: bins.length - 1 };
}

describe("seeded sampling agrees with the exact distribution (chi-square, 0.999)", () => {
	// [notation, seed]
	const cases: Array<[string, number]> = [
		["4d6kh3", 20261121],
		["3d6", 1],
		["2d20kl1", 2],
		["4dF", 3],
		["3d6r1", 4],
		["3d6ro1", 5],
		["5d6>=5", 6],
		["5d6>=5f1", 7],
		["2d6!", 8],
		["4d6!!kh2", 9],
		["2d6 * 1d4 - 1d6 / 2", 10],
	];
	it.each(cases)("%s over 20,000 rolls", (notation, seed) => {
		const { statistic, df } = chiSquare(notation, 20_000, seed);
		expect(df).toBeGreaterThanOrEqual(2);
		expect(statistic).toBeLessThan(critical999(df));
	});

	it("the critical values match published tables", () => {
		// Published: df 5 → 20.515, df 15 → 37.697, df 30 → 59.703.
		expect(critical999(5)).toBeCloseTo(20.515, 0);
		expect(critical999(15)).toBeCloseTo(37.697, 0);
		expect(critical999(30)).toBeCloseTo(59.703, 0);
	});

	it("detects a wrong distribution: 4d6kh3 rolls do not fit 3d6 odds", () => {
		const ast = parse("4d6kh3");
		const wrong = distribution(parse("3d6"));
		const rng = seededRng(99);
		let statistic = 0;
		const counts = new Map<number, number>();
		for (let i = 0; i < 20_000; i++) {
			const { total } = sample(ast, rng);
			counts.set(total, (counts.get(total) ?? 0) + 1);
		}
		for (const { value, p } of wrong.outcomes) statistic += ((counts.get(value) ?? 0) - p * 20_000) ** 2 / (p * 20_000);
		expect(statistic).toBeGreaterThan(critical999(15));
	});
});
