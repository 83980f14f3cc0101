import { describe, expect, it } from "vitest";
import { addDramaDie, dramaDieChance, miracleOutcome, rollDramaDie } from "../../../src/engine/systems/pool/drama";
import { buyDramaDice, payEndurance, payMiracle, recover } from "../../../src/engine/systems/pool/endurance";
import { poolDistribution } from "../../../src/engine/systems/pool/odds";
import { scriptedRng } from "../../../src/engine/rng";
import { roll, unwrap, vitals } from "./helpers";

describe("Drama Dice", () => {
	it.each([
		// 003: "These dice can be gained even after you have rolled!" — the roll is read again with the new die
		{ dice: [5, 3], newDie: 3, result: 6, name: "a new 3 pairs with a 3" },
		{ dice: [5, 3], newDie: 6, result: 6, name: "a new 6 is the highest die" },
		{ dice: [4, 4], newDie: 4, result: 12, name: "a third 4 makes triples" },
		{ dice: [2, 2], newDie: 1, result: 4, name: "a 1 changes nothing" },
		// 003: "a roll of all ones is always a catastrophic failure" — a Drama Die can save it
		{ dice: [1, 1], newDie: 2, result: 2, name: "breaks all ones" },
	])("$name: $dice + $newDie → $result", ({ dice, newDie, result }) => {
		const after = unwrap(addDramaDie(roll(dice), newDie));
		expect(after.result).toBe(result);
		expect(after.pool).toBe(dice.length + 1);
		expect(after.dice).toEqual([...dice, newDie]);
		expect(after.catastrophe).toBe(false);
	});

	it.each([
		// 003: "At zero, roll two dice and take the lowest" — one more die lifts pool 0 to 1: one die, the first rolled
		{ dice: [5, 2], pool: 0, after: [5], result: 5, mode: "highest" },
		// 003: "For each number below zero, roll an additional die" — pool -1 → 0 keeps the lowest of two
		{ dice: [6, 4, 1], pool: -1, after: [6, 4], result: 4, mode: "lowest" },
	])("negative pool $pool: $dice → $after", ({ dice, pool, after, result, mode }) => {
		const next = unwrap(addDramaDie(roll(dice, pool)));
		expect(next.dice).toEqual(after);
		expect(next.result).toBe(result);
		expect(next.mode).toBe(mode);
		expect(next.explanation.some((s) => s.text.includes("set aside"))).toBe(true);
	});

	it("a negative-dice Drama Die gives exactly the odds of the larger pool", () => {
		// Set aside the last die of every roll of pool -1 (3 dice) and count: it must be pool 0's table.
		const counts = new Map<number, number>();
		for (let a = 1; a <= 6; a++)
			for (let b = 1; b <= 6; b++)
				for (let c = 1; c <= 6; c++) {
					const next = unwrap(addDramaDie(roll([a, b, c], -1)));
					counts.set(next.result, (counts.get(next.result) ?? 0) + 1 / 216);
				}
		for (const { value, p } of unwrap(poolDistribution(0)).outcomes) expect(counts.get(value)).toBeCloseTo(p, 12);
	});

	it.each([
		// 003: "you may roll one additional die, a Drama Die. These dice can be gained even after you have rolled!"
		{ dice: [5, 3], pool: 2, target: 5, chance: 3 / 6, why: "a 3 (two 3s make 6), a 5 or a 6" },
		{ dice: [5, 3], pool: 2, target: 8, chance: 1 / 6, why: "only a 5 (pair of 5s makes 10)" },
		{ dice: [4, 4], pool: 2, target: 8, chance: 1 / 6, why: "only a third 4 (12)" },
		{ dice: [6, 6], pool: 2, target: 12, chance: 1 / 6, why: "only a third 6 (18)" },
		{ dice: [1, 1], pool: 2, target: 1, chance: 5 / 6, why: "anything but another 1" },
		{ dice: [5, 2], pool: 0, target: 4, chance: 1, why: "the 2 is set aside, the 5 stands" },
		{ dice: [2, 5], pool: 0, target: 4, chance: 0, why: "the 5 is set aside, the 2 stands" },
	])("$dice against $target: $chance ($why)", ({ dice, pool, target, chance }) => {
		expect(unwrap(dramaDieChance(roll(dice, pool), target))).toBeCloseTo(chance, 14);
	});

	it("needs the new die's face on a positive pool, and checks it", () => {
		expect(addDramaDie(roll([5, 3]))).toMatchObject({ ok: false });
		expect(addDramaDie(roll([5, 3]), 7)).toMatchObject({ ok: false });
	});

	it("rolls the Drama Die from the Rng", () => {
		const after = unwrap(rollDramaDie(roll([5, 3]), scriptedRng([5])));
		expect(after.result).toBe(10);
	});

	it.each([
		// 003: "For every 5 points you spend, you may roll one additional die"
		{ dice: 1, endurance: 30, after: 25, spent: 5 },
		{ dice: 3, endurance: 30, after: 15, spent: 15 },
	])("$dice Drama Dice cost $spent Endurance", ({ dice, endurance, after, spent }) => {
		const update = unwrap(buyDramaDice(vitals({ endurance }), dice, "Kara"));
		expect(update.vitals.endurance).toBe(after);
		// 003: "Endurance spent in this way cannot be regained in the usual manner"
		expect(update.vitals.enduranceSpent).toBe(spent);
		expect(update.changes).toEqual([
			{ target: "Kara", key: "endurance", before: endurance, after },
			{ target: "Kara", key: "endurance-spent", before: 0, after: spent },
		]);
	});

	it("refuses zero, fractional or absurd numbers of Drama Dice", () => {
		for (const dice of [0, 1.5, -2, 1e9]) expect(buyDramaDice(vitals(), dice)).toMatchObject({ ok: false });
	});
});

describe("paying Endurance at zero", () => {
	it("takes what Endurance cannot pay from Health", () => {
		// 003: "you can still use Endurance-costing things- they're just taken from Health"
		const update = unwrap(buyDramaDice(vitals({ endurance: 3, health: 10 }), 1));
		expect(update.vitals).toMatchObject({ endurance: 0, health: 8, enduranceSpent: 3 });
		expect(update.changes.map((c) => c.key)).toEqual(["health", "endurance", "endurance-spent"]);
	});

	it("refuses a cost Health and Endurance together cannot pay", () => {
		const result = payEndurance(vitals({ endurance: 2, health: 2 }), 5, "drama");
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("only 4 are left");
	});

	it("ordinary Endurance costs are not set apart", () => {
		expect(unwrap(payEndurance(vitals(), 4, "other")).vitals).toMatchObject({ endurance: 26, enduranceSpent: 0 });
	});
});

describe("Miracles", () => {
	it("cost 30 Endurance, set apart like Drama Dice", () => {
		// 003: "By expending 30 Endurance, a character may guarantee the success of a single action"
		const update = unwrap(payMiracle(vitals({ endurance: 30 })));
		expect(update.vitals).toMatchObject({ endurance: 0, enduranceSpent: 30 });
	});

	it.each([
		// 003: "Regardless of the actual outcome, you succeed by at least one"
		{ dice: [3, 2], target: 8, margin: 1, effective: 9 },
		{ dice: [1, 1], target: 4, margin: 1, effective: 5 },
		{ dice: [6, 6], target: 8, margin: 4, effective: 12 },
	])("$dice against $target succeeds by $margin", ({ dice, target, margin, effective }) => {
		const outcome = unwrap(miracleOutcome(roll(dice), target));
		expect(outcome.success).toBe(true);
		expect(outcome.margin).toBe(margin);
		expect(outcome.effectiveResult).toBe(effective);
	});
});

describe("Recovering", () => {
	it.each([
		// 003: "Once per combat, a character may use their action to recover 10 Endurance"
		{ endurance: 5, enduranceMax: 30, spent: 0, after: 15 },
		{ endurance: 25, enduranceMax: 30, spent: 0, after: 30 },
		// 003: "Endurance spent in this way cannot be regained in the usual manner"
		{ endurance: 5, enduranceMax: 30, spent: 20, after: 10 },
		{ endurance: 12, enduranceMax: 30, spent: 20, after: 12 },
	])("Endurance $endurance/$enduranceMax with $spent spent → $after", ({ endurance, enduranceMax, spent, after }) => {
		const update = unwrap(recover(vitals({ endurance, enduranceMax, enduranceSpent: spent }), false, "Kara"));
		expect(update.vitals.endurance).toBe(after);
		expect(update.changes).toEqual(after === endurance ? [] : [{ target: "Kara", key: "endurance", before: endurance, after }]);
	});

	it("is refused a second time in the same combat", () => {
		const result = recover(vitals({ endurance: 5 }), true);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("once per combat");
	});
});
