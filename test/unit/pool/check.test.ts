import { describe, expect, it } from "vitest";
import { previewCheck, rollCheck } from "../../../src/engine/systems/pool/check";
import { scriptedRng } from "../../../src/engine/rng";
import { unwrap } from "./helpers";

describe("a whole check", () => {
	it.each([
		// 003: "Two dice are your basic pool" against "Moderate 4": 22 of 36 rolls beat it
		{ request: { dn: 4 }, pool: 2, chance: 22 / 36, catastrophe: 1 / 36 },
		// 003: "add a number of dice equal to your level in that Ability" — Agile 1, three dice against Difficult 8
		// Beating 8 with 3d6 takes a pair of 5s or 6s (15 ways each), or a triple of 3s, 4s, 5s or 6s: 34 of 216.
		{ request: { dn: 8, abilities: { Agile: 1 } }, pool: 3, chance: 34 / 216, catastrophe: 1 / 216 },
		// 003: "plus one extra for every extra person helping out"
		{ request: { dn: 8, helpers: 1 }, pool: 3, chance: 34 / 216, catastrophe: 1 / 216 },
		// 003: "At zero, roll two dice and take the lowest" — Weakness 2 against Easy 2: both dice 3 or more
		{ request: { dn: 2, weaknesses: { Clumsy: 2 } }, pool: 0, chance: 16 / 36, catastrophe: 11 / 36 },
	])("$request", ({ request, pool, chance, catastrophe }) => {
		const preview = unwrap(previewCheck(request));
		expect(preview.pool).toBe(pool);
		expect(preview.chance).toBeCloseTo(chance, 12);
		expect(preview.catastrophe).toBeCloseTo(catastrophe, 12);
	});

	it("rolls the previewed pool and judges it", () => {
		const result = unwrap(rollCheck({ dn: 8, abilities: { Agile: 1 } }, scriptedRng([3, 3, 3])));
		expect(result.roll.result).toBe(9);
		expect(result.outcome.success).toBe(true);
		expect(result.explanation.map((s) => s.text)).toContain("9 beats DN 8 by 1: success.");
	});

	it("passes on a bad request's message", () => {
		const result = previewCheck({ dn: 4, bonus: -3 });
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("situational bonus");
	});
});
