/**
 * Input checks shared by the health and recovery rules. Values come from note
 * frontmatter that users type by hand, so every number is checked before any
 * arithmetic and a bad one yields a message naming the field.
 */
import { wholeNumberProblem } from "../../../checks";
import { STATS, type CypherCharacter } from "../character";

/** Largest damage or recovery amount accepted; far above any real table value, small enough to stay exact. */
export const MAX_AMOUNT = 1_000_000;

/**
 * A clear message when `value` is not a whole number in [min, max], else null: the check every rule
 * makes. A rule names the field with its catalogue label; where the value is a note's own property
 * (`might-max`, `wounds-minor`, `tier`), the label is that key, which the user finds in the note and
 * which no language changes.
 */
export const checkWhole = wholeNumberProblem;

export function checkAmount(label: string, value: unknown): string | null {
	return checkWhole(label, value, 0, MAX_AMOUNT);
}

/** Checks the parts of a character the health rules read: Pools, wound boxes, tier, recoveries. */
export function checkCharacter(character: CypherCharacter): string | null {
	for (const stat of STATS) {
		const pool = character.pools[stat];
		const maxError = checkWhole(`${stat}-max`, pool.max, 0, MAX_AMOUNT);
		if (maxError) return maxError;
		const currentError = checkWhole(stat, pool.current, 0, pool.max);
		if (currentError) return currentError;
	}
	for (const severity of ["minor", "moderate", "major"] as const) {
		const error = checkWhole(`wounds-${severity}`, character.wounds[severity], 0, character.woundBoxes?.[severity] ?? 3);
		if (error) return error;
	}
	return (
		checkWhole("tier", character.tier, 0, 100) ?? checkWhole("recoveries-used", character.recoveriesUsed, 0, 4)
	);
}

/** True when `key` is the table's own entry, so names like "constructor" typed into a note are not found. */
export function hasEntry<K extends string>(table: Record<K, unknown>, key: string): key is K {
	return Object.prototype.hasOwnProperty.call(table, key);
}
