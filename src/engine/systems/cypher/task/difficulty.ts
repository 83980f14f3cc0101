/**
 * Task difficulty (seed 000, Task Difficulty table): a scale from 0 (routine)
 * to 10 (impossible); the target number is always three times the difficulty.
 */
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import { describeValue } from "../../../text";
import { t } from "../../../../lang";

export const MIN_DIFFICULTY = 0;
export const MAX_DIFFICULTY = 10;
/** Three times the difficulty: "The target number is always three times the task's difficulty". */
export const TARGET_PER_STEP = 3;

/** The names of the Task Difficulty table of seed 000, index = difficulty (English; `difficultyName` says them in the user's language). */
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
	const level = Math.min(Math.max(Math.trunc(difficulty), MIN_DIFFICULTY), MAX_DIFFICULTY);
	return t("engine.cypher.task.difficultyName", { level: String(level) });
}

/** Target number of a difficulty: 3 × difficulty (0 for routine or easier). */
export function targetNumber(difficulty: number): number {
	return Math.max(0, difficulty) * TARGET_PER_STEP;
}

/** Checks a GM-set base difficulty: an integer 0–10 (an NPC's or object's level is the same scale). */
export function validateDifficulty(difficulty: unknown, what = t("engine.cypher.task.difficulty")): Result<number> {
	if (typeof difficulty !== "number" || !Number.isInteger(difficulty)) {
		return fail(t("engine.cypher.task.difficultyNotWhole", { what, value: describeValue(difficulty) }));
	}
	if (difficulty < MIN_DIFFICULTY || difficulty > MAX_DIFFICULTY) {
		return fail(t("engine.cypher.task.difficultyOutOfRange", { what, value: String(difficulty) }));
	}
	return ok(difficulty);
}
