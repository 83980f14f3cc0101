/**
 * The check every rule makes on a number that may come from a note (typed by hand in the Properties
 * panel, or hostile), worded one way for the user whichever rule refuses it, in their language:
 * "Damage must be a whole number from 0 to 9999 (got -2)." Each rule names its field with a catalogue
 * message of its own (`engine.<area>.field.<name>`).
 */
import { t } from "../lang";
import { describeValue } from "./text";

/** Why `value` is not a whole number from `min` to `max` (no upper bound when `max` is left out), or null when it is. */
export function wholeNumberProblem(what: string, value: unknown, min: number, max = Infinity): string | null {
	if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) return null;
	// The bounds are written as a note's value is typed (9999, not 9,999 or 9.999), as the notes' own checks write them.
	const values = { what, min: String(min), max: String(max), value: describeValue(value) };
	return max === Infinity ? t("engine.check.wholeAtLeast", values) : t("engine.check.wholeFromTo", values);
}
