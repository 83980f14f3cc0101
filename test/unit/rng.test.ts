import { describe, expect, it } from "vitest";
import { cryptoRng, rollDie, scriptedRng, seededRng } from "../../src/engine/rng";

describe("rng", () => {
	it("seeded generator is reproducible and stays in range", () => {
		const a = seededRng(42);
		const b = seededRng(42);
		for (let i = 0; i < 1000; i++) {
			const x = a.nextInt(6);
			expect(x).toBe(b.nextInt(6));
			expect(x).toBeGreaterThanOrEqual(0);
			expect(x).toBeLessThan(6);
		}
	});

	it("crypto generator covers every face of a d6 and no other", () => {
		const rng = cryptoRng();
		const seen = new Set<number>();
		for (let i = 0; i < 2000; i++) seen.add(rollDie(rng, 6));
		expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
	});

	it("scripted generator plays back faces and refuses ones that do not fit", () => {
		const rng = scriptedRng([17, 3]);
		expect(rollDie(rng, 20)).toBe(17);
		expect(() => rollDie(rng, 2)).toThrow(/does not fit a d2/);
	});

	it("rejects impossible ranges", () => {
		expect(() => seededRng(1).nextInt(0)).toThrow(RangeError);
	});
});
