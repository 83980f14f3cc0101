/**
 * The check every rule makes on a number that may come from a note (typed by hand in the Properties
 * panel, or hostile), worded one way for the user whichever rule refuses it:
 * "Damage must be a whole number from 0 to 9999 (got -2)."
 */
import { describeValue } from "./text";

/** Why `value` is not a whole number from `min` to `max` (no upper bound when `max` is left out), or null when it is. */
export function wholeNumberProblem(what: string, value: unknown, min: number, max = Infinity): string | null {
	if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) return null;
	const range = max === Infinity ? `of ${min} or more` : `from ${min} to ${max}`;
	return `${what} must be a whole number ${range} (got ${describeValue(value)}).`;
}
