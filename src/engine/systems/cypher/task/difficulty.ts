/**
 * Task difficulty (seed 000, Task Difficulty table): a scale from 0 (routine)
 * to 10 (impossible); the target number is always three times the difficulty.
 */
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import { describeValue } from "../../../text";

export const MIN_DIFFICULTY = 0;
export const MAX_DIFFICULTY = 10;
/** Three times the difficulty: "The target number is always three times the task's difficulty". */
export const TARGET_PER_STEP = 3;

/** The names of the Task Difficulty table of seed 000, index = difficulty. */
export const DIFFICULTY_NAMES: readonly string[] = [
	"Routine",
	"Simple",
	"Standard",
	"Demanding",
	"Difficult",
	"Challenging",
	"Intimidating",
	"Formidable",
	"Heroic",
	"Immortal",
	"Impossible",
];

/**
 * The table name of a difficulty. Adjusted difficulties can fall outside 0–10
 * (eased below 0, hindered above 10): below 0 reads as routine, above 10 as impossible.
 */
export function difficultyName(difficulty: number): string {
	const index = Math.min(Math.max(Math.trunc(difficulty), MIN_DIFFICULTY), MAX_DIFFICULTY);
	return DIFFICULTY_NAMES[index] as string;
}

/** Target number of a difficulty: 3 × difficulty (0 for routine or easier). */
export function targetNumber(difficulty: number): number {
	return Math.max(0, difficulty) * TARGET_PER_STEP;
}

/** Checks a GM-set base difficulty: an integer 0–10 (an NPC's or object's level is the same scale). */
export function validateDifficulty(difficulty: unknown, what = "Difficulty"): Result<number> {
	if (typeof difficulty !== "number" || !Number.isInteger(difficulty)) {
		return fail(`${what} must be a whole number from 0 to 10, got ${describeValue(difficulty)}.`);
	}
	if (difficulty < MIN_DIFFICULTY || difficulty > MAX_DIFFICULTY) {
		return fail(`${what} must be from 0 (routine) to 10 (impossible), got ${difficulty}.`);
	}
	return ok(difficulty);
}
