import { describe, expect, it } from "vitest";
import { recoveryOdds, decideTask, rollRecovery, taskChance, TREATMENT_DIFFICULTY } from "../../../../src/engine/systems/cypher/recovery";
import { seededRng } from "../../../../src/engine/rng";
import { must, pc } from "../health/fixtures";

describe("odds of a recovery roll (000)", () => {
	it.each([
		// 000: "roll a d6 and add your tier"
		{ tier: 1, lastAction: false },
		{ tier: 4, lastAction: false },
		// 000: "to get an additional +2 on your roll"
		{ tier: 2, lastAction: true },
	])("tier $tier, Last action $lastAction matches enumerating every d6 face", ({ tier, lastAction }) => {
		const enumerated = new Map<number, number>();
		for (let face = 1; face <= 6; face++) {
			const points = must(rollRecovery(pc({ tier }), { face }, { lastAction })).value.points;
			enumerated.set(points, (enumerated.get(points) ?? 0) + 1 / 6);
		}
		expect(must(recoveryOdds(tier, lastAction))).toEqual(enumerated);
	});
});

describe("odds of the healing tasks", () => {
	const enumerate = (difficulty: number, steps: number): number => {
		let wins = 0;
		for (let roll = 1; roll <= 20; roll++) if (must(decideTask("t", difficulty, { roll, steps })).succeeded) wins++;
		return wins / 20;
	};

	it.each([
		// 000: "| Remove one moderate wound | 3 |" (treatment)
		{ label: "moderate treatment", difficulty: TREATMENT_DIFFICULTY.moderate, steps: 0, chance: 0.6 },
		// 000: "| Remove one major wound | 6 |" and the ten-hour rest's "difficulty 6 Might task"
		{ label: "major wound", difficulty: 6, steps: 0, chance: 0.15 },
		{ label: "major wound, trained", difficulty: 6, steps: -1, chance: 0.3 },
		{ label: "major wound, hindered", difficulty: 6, steps: 1, chance: 0 },
		// 000: "| Remove one minor wound | 0 (routine) |"
		{ label: "minor treatment", difficulty: TREATMENT_DIFFICULTY.minor, steps: 0, chance: 1 },
	])("$label: $chance, as enumeration over the d20 says", ({ difficulty, steps, chance }) => {
		expect(must(taskChance(difficulty, steps))).toBeCloseTo(chance, 12);
		expect(enumerate(difficulty, steps)).toBeCloseTo(chance, 12);
	});

	it("seeded sampling agrees with the closed form", () => {
		const rng = seededRng(11);
		let wins = 0;
		const n = 20_000;
		for (let i = 0; i < n; i++) if (must(decideTask("t", 3, { roll: rng.nextInt(20) + 1 })).succeeded) wins++;
		expect(Math.abs(wins / n - must(taskChance(3)))).toBeLessThan(0.015);
	});
});
