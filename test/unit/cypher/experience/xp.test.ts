import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { scriptedRng } from "../../../../src/engine/rng";
import type { XpHolder, XpPurchase } from "../../../../src/engine/systems/cypher/experience";
import { freeIntrusion, gmIntrusion, playerIntrusion, refuseIntrusion, rerollKeepBetter, spendXp, XP_COSTS } from "../../../../src/engine/systems/cypher/experience";

const ayla: XpHolder = { name: "Ayla", xp: 3, target: "Ayla.md", tier: 1, advancementSteps: 0 };
const bo: XpHolder = { name: "Bo", xp: 0, target: "Bo.md" };

function value<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}
function error(result: { ok: boolean; error?: string }): string {
	if (result.ok) throw new Error("expected a refusal");
	return result.error ?? "";
}

describe("GM intrusion (000)", () => {
	// 000: "The GM awards 2 experience points (XP) to the player affected by the intrusion. The player then awards one of those XP to another player of their choosing"
	it("the affected player nets 1 XP and the chosen player gets 1", () => {
		expect(value(gmIntrusion(ayla, bo)).changes).toEqual([
			{ target: "Ayla.md", key: "xp", before: 3, after: 4 },
			{ target: "Bo.md", key: "xp", before: 0, after: 1 },
		]);
	});

	it("the second XP goes to another player, not back to oneself", () => {
		expect(error(gmIntrusion(ayla, ayla))).toContain("another player");
	});

	// Interpretation: with nobody to pass to, the player keeps both.
	it("alone at the table, the player keeps both XP", () => {
		expect(value(gmIntrusion(ayla)).changes).toEqual([{ target: "Ayla.md", key: "xp", before: 3, after: 5 }]);
	});

	// 000: "If you roll a 1 on a task, the GM gets a “free” intrusion—they get to intrude, and they don't give out any XP for it."
	it("the free intrusion of a natural 1 awards nothing", () => {
		expect(freeIntrusion().changes).toEqual([]);
	});

	// 001: "1 XP: Refuse the intrusion"
	it("refusing costs 1 XP, and needs XP to pay with", () => {
		expect(value(refuseIntrusion(ayla)).changes).toEqual([{ target: "Ayla.md", key: "xp", before: 3, after: 2 }]);
		expect(error(refuseIntrusion(bo))).toBe("Bo has no XP and cannot refuse the intrusion.");
	});
});

describe("player intrusion (000)", () => {
	// 000: "you spend 1 XP and present a solution to a problem or complication"
	it("costs 1 XP", () => {
		expect(value(playerIntrusion(ayla)).changes).toEqual([{ target: "Ayla.md", key: "xp", before: 3, after: 2 }]);
	});

	// 000: "If you have no XP to spend, you can't use a player intrusion."
	it("impossible without XP", () => {
		expect(error(playerIntrusion(bo))).toContain("no player intrusion");
	});

	// 000: "If the GM refuses the intrusion, you don't spend the 1 XP, and the intrusion doesn't occur."
	it("refused by the GM: nothing spent", () => {
		expect(value(playerIntrusion(ayla, false)).changes).toEqual([]);
	});
});

describe("spending XP (001)", () => {
	// 001: "1 XP: Reroll any roll … 2 XP: Short-Term Benefit … 3 XP: Long-Term Benefit … 4 XP: Character Advancement"
	it.each([
		["reroll", 1],
		["short-term", 2],
		["long-term", 3],
	] as const)("%s costs %i XP", (purchase, cost) => {
		expect(value(spendXp({ ...ayla, xp: 5 }, purchase)).changes[0]).toEqual({ target: "Ayla.md", key: "xp", before: 5, after: 5 - cost });
	});

	it("refuses a purchase the player cannot afford", () => {
		expect(error(spendXp(ayla, "advancement"))).toBe("Ayla has 3 XP; a step of advancement costs 4.");
	});

	// 001: "4 XP: Character Advancement" … "(gain one step towards next tier)"
	it("a step of advancement moves advancement-steps on", () => {
		expect(value(spendXp({ ...ayla, xp: 4, advancementSteps: 1 }, "advancement")).changes).toEqual([
			{ target: "Ayla.md", key: "xp", before: 4, after: 0 },
			{ target: "Ayla.md", key: "advancement-steps", before: 1, after: 2 },
		]);
	});

	it("the fourth step raises the tier and starts the count again (steps per tier is an option)", () => {
		expect(value(spendXp({ ...ayla, xp: 4, advancementSteps: 3 }, "advancement")).changes).toEqual([
			{ target: "Ayla.md", key: "xp", before: 4, after: 0 },
			{ target: "Ayla.md", key: "advancement-steps", before: 3, after: 0 },
			{ target: "Ayla.md", key: "tier", before: 1, after: 2 },
		]);
		expect(value(spendXp({ ...ayla, xp: 4, advancementSteps: 1 }, "advancement", { stepsPerTier: 2 })).changes[2]).toEqual({ target: "Ayla.md", key: "tier", before: 1, after: 2 });
	});

	// 000: "PC tiers are a little like levels, but they go only from 1 to 6"
	it("no advancement beyond tier 6", () => {
		expect(error(spendXp({ ...ayla, xp: 8, tier: 6 }, "advancement"))).toContain("tier 6");
	});

	it("property: XP never goes negative, and a refusal means the player could not afford it", () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 50 }), fc.constantFrom<XpPurchase>("reroll", "short-term", "long-term", "advancement"), (xp, purchase) => {
				const result = spendXp({ ...ayla, xp }, purchase);
				if (!result.ok) {
					expect(xp).toBeLessThan(XP_COSTS[purchase]);
					return;
				}
				for (const c of result.value.changes) {
					if (c.key === "xp") expect(c.after).toBe(xp - XP_COSTS[purchase]);
				}
			}),
		);
	});

	it.each([[-1], [1.5], [1e9]])("refuses a corrupt XP value %s", (xp) => {
		expect(error(spendXp({ ...ayla, xp }, "reroll"))).toContain("XP must be a whole number");
	});

	// 001: "1 XP: Reroll any roll" … "(use better result)"
	it.each([
		[5, 12, 12],
		[15, 3, 15],
	])("reroll of %i gets %i: keeps %i", (first, second, kept) => {
		expect(value(rerollKeepBetter(first, scriptedRng([second]))).kept).toBe(kept);
	});
});
