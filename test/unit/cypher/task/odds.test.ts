import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededRng } from "../../../../src/engine/rng";
import { closedFormSuccess, planTask, resolveTask, taskOdds } from "../../../../src/engine/systems/cypher/task";
import { character, veteran } from "./fixtures";

/** Brute force written apart from the engine: count the faces of a d20 that reach the target. */
function bruteForce(target: number, bonus: number): number {
	let wins = 0;
	for (let face = 1; face <= 20; face++) if (face + bonus >= target) wins++;
	return wins / 20;
}

describe("chance of success (the closed form of docs/ARCHITECTURE.md, Exact odds)", () => {
	// 000: "To succeed at the task, you must roll the target number or higher on a d20."
	it.each([1, 2, 3, 4, 5, 6])("difficulty %i: (21 − 3·D) / 20", (d) => {
		const odds = taskOdds({ target: 3 * d });
		expect(odds.success).toBeCloseTo((21 - 3 * d) / 20, 12);
		expect(odds.success).toBeCloseTo(bruteForce(3 * d, 0), 12);
	});

	// 000: "difficulty 7 or higher tasks (which have a target number of 21 or higher) are impossible unless you have some way to lower the difficulty. Not even a 20 is a success"
	it.each([7, 8, 10])("difficulty %i cannot succeed on a d20 alone", (d) => {
		expect(closedFormSuccess(3 * d)).toBe(0);
	});

	// 002: "it's possible to get a result of 21 or higher, in which case they can attempt a task with a target number above 20."
	it("a +2 bonus makes target 21 possible: only a natural 19 or 20", () => {
		expect(closedFormSuccess(21, 2)).toBeCloseTo(0.1, 12);
		expect(taskOdds({ target: 21, rollBonus: 2 }).success).toBeCloseTo(0.1, 12);
	});

	it("closed form equals brute force for every target 0–30 and bonus −5..+5", () => {
		for (let target = 0; target <= 30; target++) {
			for (let bonus = -5; bonus <= 5; bonus++) {
				expect(closedFormSuccess(target, bonus)).toBeCloseTo(bruteForce(target, bonus), 12);
				expect(taskOdds({ target, rollBonus: bonus }).success).toBeCloseTo(bruteForce(target, bonus), 12);
			}
		}
	});

	// docs/ARCHITECTURE.md, The worked example: difficulty 4, trained, one level of Effort → difficulty 2, target 6, 75%.
	it("the worked example: trained climbing, difficulty 4, one level of Effort → 75%", () => {
		const plan = planTask(character(), { stat: "might", difficulty: 4, skills: ["climbing"], effort: 1 });
		expect(plan.ok).toBe(true);
		if (!plan.ok) return;
		expect(plan.value.finalDifficulty).toBe(2);
		expect(plan.value.target).toBe(6);
		expect(plan.value.odds.success).toBe(0.75);
	});
});

describe("special results and damage odds", () => {
	it("each special face has chance 1/20 when it succeeds, 0 when it cannot", () => {
		const easy = taskOdds({ target: 6 });
		expect(easy.gmIntrusion).toBe(0.05);
		expect(easy.special).toEqual({ 17: 0.05, 18: 0.05, 19: 0.05, 20: 0.05 });
		// Target 18: a 17 misses, so it adds nothing.
		expect(taskOdds({ target: 18 }).special[17]).toBe(0);
	});

	// 000: "+1 for a 17, +2 for an 18, +3 for a 19 …, or +4 for a 20"; Effort: "increasing the damage by 3"
	it("expected damage of a medium weapon (4) with one level of Effort on damage at target 9, by brute force", () => {
		const damage = 4 + 3;
		let sum = 0;
		for (let face = 1; face <= 20; face++) {
			if (face < 9) continue;
			sum += damage + (face === 17 ? 1 : face === 18 ? 2 : face === 19 ? 3 : face === 20 ? 4 : 0);
		}
		expect(taskOdds({ target: 9, attackDamage: damage }).expectedDamage).toBeCloseTo(sum / 20, 12);
	});

	it("property: odds are probabilities that sum to 1", () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: -20, max: 20 }), fc.option(fc.integer({ min: 0, max: 30 })), fc.boolean(), (target, bonus, damage, impaired) => {
				const odds = taskOdds({ target, rollBonus: bonus, attackDamage: damage ?? undefined, impaired });
				expect(odds.success + odds.failure).toBeCloseTo(1, 12);
				expect(odds.success).toBeGreaterThanOrEqual(0);
				expect(odds.success).toBeLessThanOrEqual(1);
				for (const p of Object.values(odds.special)) expect(p).toBeLessThanOrEqual(odds.success + 1e-12);
				if (damage !== null) expect(odds.expectedDamage).toBeGreaterThanOrEqual(0);
			}),
		);
	});
});

describe("a seeded simulation agrees with the exact odds", () => {
	const runs = 20000;
	function simulate(request: Parameters<typeof resolveTask>[1], seed: number) {
		const rng = seededRng(seed);
		const pc = veteran();
		let wins = 0;
		let damage = 0;
		const faces = new Map<number, number>();
		for (let i = 0; i < runs; i++) {
			const result = resolveTask(pc, request, rng);
			if (!result.ok) throw new Error(result.error);
			if (result.value.outcome === "success") wins++;
			damage += result.value.damage?.total ?? 0;
			if (result.value.natural !== undefined) faces.set(result.value.natural, (faces.get(result.value.natural) ?? 0) + 1);
		}
		return { wins: wins / runs, damage: damage / runs, faces };
	}

	it.each([
		[{ stat: "might" as const, difficulty: 5, effort: 1 }, 1],
		[{ stat: "speed" as const, difficulty: 6, effort: 2, effortOnDamage: 1, attack: { weapon: "heavy" as const } }, 2],
		[{ stat: "speed" as const, difficulty: 7, rollBonus: 2 }, 3],
	])("request %j (seed %i) within 4 standard errors", (request, seed) => {
		const plan = planTask(veteran(), request);
		if (!plan.ok) throw new Error(plan.error);
		const p = plan.value.odds.success;
		const sim = simulate(request, seed);
		const se = Math.sqrt((p * (1 - p)) / runs);
		expect(Math.abs(sim.wins - p)).toBeLessThanOrEqual(4 * se + 1e-9);
		if (plan.value.odds.expectedDamage !== undefined) {
			// Damage per roll is at most 6 + 3 + 4 = 13, so its standard deviation is below 7.
			expect(Math.abs(sim.damage - plan.value.odds.expectedDamage)).toBeLessThanOrEqual((4 * 7) / Math.sqrt(runs));
		}
		// The natural 1 (free intrusion) comes up about 1 time in 20.
		const ones = (sim.faces.get(1) ?? 0) / runs;
		expect(Math.abs(ones - 0.05)).toBeLessThanOrEqual(4 * Math.sqrt((0.05 * 0.95) / runs));
	});
});
