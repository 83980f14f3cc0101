import { describe, expect, it } from "vitest";
import { applyPoolDamage, woundFromPoolDamage } from "../../../../src/engine/systems/cypher/health";
import { must, pc } from "./fixtures";

describe("Pool damage turning into wounds (000)", () => {
	it.each([
		// 000: "| 1 to 4 | Minor |"
		{ points: 1, wound: "minor" },
		{ points: 4, wound: "minor" },
		// 000: "| 5 to 8 | Moderate |"
		{ points: 5, wound: "moderate" },
		{ points: 8, wound: "moderate" },
		// 000: "| 9+ | Major |"
		{ points: 9, wound: "major" },
		{ points: 40, wound: "major" },
		{ points: 0, wound: null },
	])("$points excess points → $wound", ({ points, wound }) => {
		expect(woundFromPoolDamage(points)).toBe(wound);
	});

	it("the seed's example: 3 Intellect, 6 Intellect damage → 0 and a minor wound", () => {
		// 000: "if your Intellect Pool has 3 points and you take 6 points of Intellect damage, your Intellect Pool
		// drops to 0 and the remaining 3 points convert to a minor wound."
		const character = pc({ pools: { ...pc().pools, intellect: { current: 3, max: 12, edge: 0 } } });
		const out = must(applyPoolDamage(character, "intellect", 6));
		expect(out.value.pools.intellect.current).toBe(0);
		expect(out.value.excess).toBe(3);
		expect(out.value.wound).toBe("minor");
		expect(out.value.wounds).toEqual({ minor: 1, moderate: 0, major: 0 });
		expect(out.changes).toEqual([
			{ target: "Ria", key: "intellect", before: 3, after: 0 },
			{ target: "Ria", key: "wounds-minor", before: 0, after: 1 },
		]);
	});

	it.each([
		// 000: "any further damage to that stat ... turns into wounds" — a Pool already at 0 converts everything.
		{ current: 0, damage: 5, after: 0, wound: "moderate" },
		{ current: 2, damage: 11, after: 0, wound: "major" },
		// Damage the Pool can absorb makes no wound.
		{ current: 7, damage: 7, after: 0, wound: null },
		{ current: 7, damage: 2, after: 5, wound: null },
	])("Might $current taking $damage → $after and $wound", ({ current, damage, after, wound }) => {
		const character = pc({ pools: { ...pc().pools, might: { current, max: 12, edge: 0 } } });
		const out = must(applyPoolDamage(character, "might", damage));
		expect(out.value.pools.might.current).toBe(after);
		expect(out.value.wound).toBe(wound);
	});

	it("refuses negative or fractional damage", () => {
		expect(applyPoolDamage(pc(), "might", -2)).toEqual({ ok: false, error: "Damage must be a whole number from 0 to 1000000 (got -2)." });
		expect(applyPoolDamage(pc(), "might", 1.5).ok).toBe(false);
	});
});
