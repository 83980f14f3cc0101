import { describe, expect, it } from "vitest";
import { runDiceFuzz } from "./fuzz-core";

describe("dice fuzz (seeded): parse, roll and odds on 2,400 generated and hostile inputs", () => {
	it("throw nothing but DiceError, never hold the thread 50 ms, stay in the work and memory limits, and agree with each other", () => {
		// Six of the inputs are hostile sizes (each up to a second of sliced work); the 10⁵-case run is bench/dice-fuzz.bench.ts.
		const figures = runDiceFuzz(2400, 20261123, 0.0025);
		expect(figures.failures).toEqual([]);
		expect(figures.cases).toBe(2400);
		expect(figures.disagreements).toBe(0);
		expect(figures.longStretches).toBe(0);
		expect(figures.memoryOverLimit).toBe(0);
		expect(figures.worstWorkShare).toBeLessThanOrEqual(1);
		// The run reaches every layer: most generated inputs parse, both odds and refusals occur, and rolls are tested against the odds.
		expect(figures.parsed).toBeGreaterThan(1000);
		expect(figures.oddsComputed).toBeGreaterThan(500);
		expect(figures.oddsRefused).toBeGreaterThan(0);
		expect(figures.transformCount).toBeGreaterThan(1000);
		expect(figures.chiTests).toBeGreaterThan(5);
	}, 240_000);
});
