import { describe, expect, it } from "vitest";
import { initiativeOrder, initiativePool, refoot } from "../../../src/engine/systems/pool/initiative";
import { teamUp } from "../../../src/engine/systems/pool/teamwork";
import {
	extendedChance,
	extendedOdds,
	extendedStatus,
	recordExtended,
	startExtended,
	type ExtendedAction,
} from "../../../src/engine/systems/pool/extended";
import { chanceToBeat } from "../../../src/engine/systems/pool/odds";
import { seededRng } from "../../../src/engine/rng";
import { rollPool } from "../../../src/engine/systems/pool/roll";
import { roll, unwrap } from "./helpers";

describe("teaming up", () => {
	it.each([
		// 003: "rolls all of their dice plus one extra for every extra person helping out"
		{ leader: 3, helpers: 1, pool: 4 },
		{ leader: 3, helpers: 3, pool: 6 },
		{ leader: -1, helpers: 2, pool: 1 },
		{ leader: 2, helpers: 0, pool: 2 },
	])("leader $leader with $helpers helpers rolls $pool", ({ leader, helpers, pool }) => {
		expect(unwrap(teamUp(leader, helpers)).pool).toBe(pool);
	});

	it("refuses negative helpers", () => {
		expect(teamUp(2, -1)).toMatchObject({ ok: false });
	});
});

describe("initiative", () => {
	it.each([
		// 003: "a standard roll, modified by the Ability Quick and the Weakness Slow"
		{ abilities: { Quick: 2, Strong: 3 }, weaknesses: {}, pool: 4 },
		{ abilities: {}, weaknesses: { slow: 1 }, pool: 1 },
		{ abilities: { quick: 1 }, weaknesses: { Slow: 3 }, pool: 0 },
	] as { abilities: Record<string, number>; weaknesses: Record<string, number>; pool: number }[])("Quick/Slow pool $pool", ({ abilities, weaknesses, pool }) => {
		expect(unwrap(initiativePool(abilities, weaknesses)).pool).toBe(pool);
	});

	it("orders by result, ties to the larger pool", () => {
		// 003: "In a tie, the one rolling the most dice goes first"
		const { order } = initiativeOrder([
			{ id: "Goblin", roll: roll([5, 2]) },
			{ id: "Kara", roll: roll([5, 3, 1, 2]) },
			{ id: "Bram", roll: roll([4, 4]) },
		]);
		expect(order.map((e) => e.id)).toEqual(["Bram", "Kara", "Goblin"]);
		expect(order.map((e) => e.tied)).toEqual([false, false, false]);
	});

	it("flags ties the rules do not settle", () => {
		const { order } = initiativeOrder([
			{ id: "A", roll: roll([5, 2]) },
			{ id: "B", roll: roll([5, 3]) },
		]);
		expect(order.every((e) => e.tied)).toBe(true);
	});

	it("re-footing keeps the new roll even when it is worse", () => {
		// 003: "they must stick with the new roll"
		expect(refoot(roll([6, 6]), roll([2, 1])).roll.result).toBe(2);
	});
});

describe("extended actions", () => {
	it("tracks successes before failures", () => {
		// 003: "the party has to achieve a certain number of successes before they hit a certain number of failures"
		let action: ExtendedAction = unwrap(startExtended(6, 2, 2));
		const rolls = [[5, 2], [6, 6], [3, 3, 3]]; // fail (5 ≤ 6), success (12), success (9)
		const statuses: string[] = [];
		for (const dice of rolls) {
			const step = unwrap(recordExtended(action, roll(dice)));
			action = step.action;
			statuses.push(step.status);
		}
		expect(statuses).toEqual(["going", "going", "succeeded"]);
		expect(action).toMatchObject({ successes: 2, failures: 1 });
		expect(recordExtended(action, roll([6, 6]))).toMatchObject({ ok: false });
	});

	it("fails on reaching the failure limit", () => {
		let action = unwrap(startExtended(4, 3, 2));
		action = unwrap(recordExtended(action, roll([3, 2]))).action;
		action = unwrap(recordExtended(action, roll([1, 1]))).action;
		expect(extendedStatus(action)).toBe("failed");
	});

	it.each([
		{ p: 0.5, s: 1, f: 1, chance: 0.5 },
		{ p: 0.5, s: 2, f: 2, chance: 0.5 },
		{ p: 0.5, s: 3, f: 1, chance: 0.125 },
		// 3 successes before 2 failures: p³(1 + 3q)
		{ p: 0.6, s: 3, f: 2, chance: 0.6 ** 3 * (1 + 3 * 0.4) },
		{ p: 1, s: 5, f: 1, chance: 1 },
		{ p: 0, s: 1, f: 9, chance: 0 },
	])("chance $p per roll, $s successes before $f failures → $chance", ({ p, s, f, chance }) => {
		expect(unwrap(extendedChance(p, s, f))).toBeCloseTo(chance, 12);
	});

	it("agrees with seeded simulation of a 3-die party against DN 6", () => {
		const action = unwrap(startExtended(6, 4, 3));
		const exact = unwrap(extendedOdds(action, 3));
		const rng = seededRng(99);
		const trials = 20000;
		let wins = 0;
		for (let t = 0; t < trials; t++) {
			let successes = 0;
			let failures = 0;
			while (successes < 4 && failures < 3) {
				const r = unwrap(rollPool(3, rng));
				if (!r.catastrophe && r.result > 6) successes++;
				else failures++;
			}
			if (successes === 4) wins++;
		}
		const sigma = Math.sqrt((exact * (1 - exact)) / trials);
		expect(Math.abs(wins / trials - exact)).toBeLessThan(5 * sigma);
		expect(unwrap(chanceToBeat(3, 6))).toBeGreaterThan(0);
	});

	it("refuses nonsense", () => {
		expect(startExtended(6, 0, 2)).toMatchObject({ ok: false });
		expect(startExtended(6, 2, 1e9)).toMatchObject({ ok: false });
		expect(extendedChance(1.5, 1, 1)).toMatchObject({ ok: false });
		expect(extendedChance(Number.NaN, 1, 1)).toMatchObject({ ok: false });
	});
});
