import { describe, expect, it } from "vitest";
import { DIFFICULTY_NAMES, difficultyName, targetNumber, validateDifficulty } from "../../../../src/engine/systems/cypher/task";

// 000, Task Difficulty table: "| 0 | Routine | 0 |" … "| 10 | Impossible | 30 |"
const TABLE: Array<[number, string, number]> = [
	[0, "Routine", 0],
	[1, "Simple", 3],
	[2, "Standard", 6],
	[3, "Demanding", 9],
	[4, "Difficult", 12],
	[5, "Challenging", 15],
	[6, "Intimidating", 18],
	[7, "Formidable", 21],
	[8, "Heroic", 24],
	[9, "Immortal", 27],
	[10, "Impossible", 30],
];

describe("task difficulty table (000)", () => {
	it.each(TABLE)("difficulty %i is %s with target %i", (difficulty, name, target) => {
		expect(difficultyName(difficulty)).toBe(name);
		expect(targetNumber(difficulty)).toBe(target);
	});

	it("has one name per difficulty 0–10", () => {
		expect(DIFFICULTY_NAMES).toHaveLength(11);
	});

	// 000: "so a difficulty 2 task has a target number of 6, while a difficulty 5 task has a target number of 15"
	it.each([
		[2, 6],
		[5, 15],
	])("the seed's own example: difficulty %i → target %i", (difficulty, target) => {
		expect(targetNumber(difficulty)).toBe(target);
	});

	it("names adjusted difficulties outside 0–10 as routine or impossible", () => {
		expect(difficultyName(-2)).toBe("Routine");
		expect(difficultyName(13)).toBe("Impossible");
		expect(targetNumber(-2)).toBe(0);
	});
});

describe("difficulty validation", () => {
	it.each([
		[11, "from 0 (routine) to 10"],
		[-1, "from 0 (routine) to 10"],
		[2.5, "whole number"],
		["<b>3</b>", "whole number"],
		[Number.MAX_SAFE_INTEGER * 4, "from 0 (routine) to 10"],
	])("rejects %s with a clear message", (value, message) => {
		const result = validateDifficulty(value);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(message);
	});
});
