import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { actionCost, costWithoutEdge, effortCost, spendFromPool } from "../../../../src/engine/systems/cypher/task";
import { character } from "./fixtures";

function cost(input: Parameters<typeof actionCost>[0]) {
	const result = actionCost(input);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("Effort cost (000)", () => {
	// 000: "Using Effort costs 3 Pool points"; "applying two levels of Effort costs 5 points (3+2), using three levels cost 7 points (3+2+2)"
	it.each([
		[0, 0],
		[1, 3],
		[2, 5],
		[3, 7],
		[6, 13],
	])("%i level(s) cost %i points", (levels, points) => {
		expect(effortCost(levels)).toBe(points);
	});

	// 001: "Impaired … Effort costs 1 extra point per level."
	it.each([
		[1, 4],
		[2, 7],
		[3, 10],
	])("impaired on the damage track: %i level(s) cost %i", (levels, points) => {
		expect(effortCost(levels, true)).toBe(points);
	});
});

describe("Edge (000)", () => {
	// 000: "whenever you spend points from a Pool, reduce the point cost by your Edge for that stat (to a minimum point cost of 0, which means it's free)"
	it.each([
		[1, 0, 3],
		[1, 1, 2],
		[1, 3, 0],
		[1, 5, 0],
	])("%i level(s) with Edge %i cost %i", (levels, edge, total) => {
		expect(cost({ paidEffortLevels: levels, edge }).total).toBe(total);
	});

	// 000 (pistol shot example): "the two levels of Effort you apply (5 points from your Speed Pool) get the discount of your Edge only once."
	it("applies once per action, not per level: two levels with Edge 1 cost 5 − 1 = 4", () => {
		const result = cost({ paidEffortLevels: 2, edge: 1 });
		expect(result.beforeEdge).toBe(5);
		expect(result.edgeApplied).toBe(1);
		expect(result.total).toBe(4);
	});

	// Ability costs are paid with the Effort of the same action, and Edge comes off the sum once.
	it("an ability costing 2 with one level of Effort and Edge 2 costs 3", () => {
		const result = cost({ paidEffortLevels: 1, abilityCost: 2, edge: 2 });
		expect(result.beforeEdge).toBe(5);
		expect(result.total).toBe(3);
	});

	// 000: "You cannot use Might Edge to reduce the cost of rallying."
	it("rallying uses no Edge: the helper with Edge off charges the full cost", () => {
		expect(cost({ paidEffortLevels: 0, abilityCost: 5, edge: 3, useEdge: false }).total).toBe(5);
		const rally = costWithoutEdge(2);
		expect(rally.ok && rally.value.total).toBe(2);
	});

	it("property: a cost is never negative and never above the cost before Edge", () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.boolean(), fc.boolean(), (levels, ability, edge, useEdge, impaired) => {
				const result = cost({ paidEffortLevels: levels, abilityCost: ability, edge, useEdge, impaired });
				expect(result.total).toBeGreaterThanOrEqual(0);
				expect(result.total).toBeLessThanOrEqual(result.beforeEdge);
				expect(result.beforeEdge).toBe(effortCost(levels, impaired) + ability);
			}),
		);
	});

	it.each([
		[{ paidEffortLevels: 7, edge: 0 }, "Levels of Effort"],
		[{ paidEffortLevels: -1, edge: 0 }, "Levels of Effort"],
		[{ paidEffortLevels: 1, edge: 1e12 }, "Edge"],
		[{ paidEffortLevels: 1, edge: 0, abilityCost: 0.5 }, "ability cost"],
	])("rejects %j with a message naming %s", (input, what) => {
		const result = actionCost(input);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(what);
	});
});

describe("spending from a Pool", () => {
	// 000: "In general, there's no penalty for spending a Pool down to 0 points." A Pool cannot pay more than it holds.
	it("spends down to 0 and records the change on the Pool's frontmatter key", () => {
		const result = spendFromPool(character(), "might", 9, "Ayla.md");
		expect(result.ok).toBe(true);
		if (result.ok) expect(result.value.change).toEqual({ target: "Ayla.md", key: "might", before: 9, after: 0 });
	});

	it("refuses to spend more than the Pool holds, saying what it holds", () => {
		const result = spendFromPool(character(), "might", 10);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toBe("Ayla cannot spend 10 points from Might: the Pool holds 9.");
	});
});
