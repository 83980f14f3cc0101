import { describe, expect, it } from "vitest";
import type { Explanation } from "../../../src/engine/explain";
import {
	addDramaDie,
	applyDamage,
	attackPool,
	buyDramaDice,
	checkAgainst,
	damageMultiplier,
	defensePool,
	initiativeOrder,
	miracleOutcome,
	opposed,
	payEndurance,
	poolSize,
	protect,
	recover,
	recordExtended,
	refoot,
	resolveAttack,
	resolveCounter,
	startExtended,
	teamUp,
} from "../../../src/engine/systems/pool";
import { citedWords, roll, unwrap, vitals } from "./helpers";

// Every step a player reads names the sentence of seed 003 it comes from.
describe("every explanation step cites seed 003", () => {
	const cases: { name: string; steps: () => Explanation }[] = [
		{ name: "reading a pair", steps: () => roll([4, 4, 2]).explanation },
		{ name: "reading a single die over a pair", steps: () => roll([6, 2, 2]).explanation },
		{ name: "reading all ones", steps: () => roll([1, 1, 1]).explanation },
		{ name: "reading negative dice", steps: () => roll([5, 1, 3], -1).explanation },
		{ name: "pool size", steps: () => unwrap(poolSize({ abilities: { A: 1, B: 2 }, weaknesses: { C: 1 }, bonus: 1, penalty: 1, actionsThisRound: 2, atZero: true })).explanation },
		{ name: "check", steps: () => unwrap(checkAgainst(roll([5, 5, 5]), 8)).explanation },
		{ name: "opposed", steps: () => opposed(roll([5, 5, 5]), roll([2, 3])).explanation },
		{ name: "drama die", steps: () => unwrap(addDramaDie(roll([5, 3]), 3)).explanation },
		{ name: "drama die on negative dice", steps: () => unwrap(addDramaDie(roll([5, 3], 0))).explanation },
		{ name: "drama dice paid partly from Health", steps: () => unwrap(buyDramaDice(vitals({ endurance: 2 }), 1)).explanation },
		{ name: "other Endurance cost", steps: () => unwrap(payEndurance(vitals(), 3, "other")).explanation },
		{ name: "miracle", steps: () => unwrap(miracleOutcome(roll([2, 1]), 6)).explanation },
		{ name: "recovering", steps: () => unwrap(recover(vitals({ endurance: 25, enduranceSpent: 10 }), false)).explanation },
		{ name: "DX with Armored", steps: () => unwrap(damageMultiplier({ perks: 0, armored: 1 })).explanation },
		{ name: "attack", steps: () => resolveAttack(roll([6, 6]), roll([3, 2]), 0.5).explanation },
		{ name: "damage with complication and overflow", steps: () => unwrap(applyDamage(vitals({ health: 12 }), 14)).explanation },
		{ name: "attack pool", steps: () => unwrap(attackPool({ abilities: { Agile: 1 } }, "reckless")).explanation },
		{ name: "defense pool", steps: () => unwrap(defensePool({}, "defensive", true)).explanation },
		{ name: "protect", steps: () => protect(roll([5, 4]), roll([3, 3]), 1).explanation },
		{ name: "counter", steps: () => resolveCounter(roll([5, 4]), roll([3, 3]), 1, 1).explanation },
		{ name: "initiative", steps: () => initiativeOrder([{ id: "a", roll: roll([4, 2]) }, { id: "b", roll: roll([4, 3]) }, { id: "c", roll: roll([4, 1, 2]) }]).explanation },
		{ name: "refoot", steps: () => refoot(roll([4, 2]), roll([5, 2])).explanation },
		{ name: "teaming up", steps: () => unwrap(teamUp(2, 2)).explanation },
		{ name: "extended action", steps: () => unwrap(recordExtended(unwrap(startExtended(4, 1, 1)), roll([5, 2]))).explanation },
	];

	it.each(cases)("$name", ({ steps }) => {
		const explanation = steps();
		expect(explanation.length).toBeGreaterThan(0);
		for (const step of explanation) {
			expect(step.text.length).toBeGreaterThan(0);
			// The step names its rule by an id of the citations table; the words there are seed 003's.
			expect(step.source, step.text).toBeDefined();
			expect(citedWords(step), step.text).toMatch(/^003: "/);
		}
	});
});
