/**
 * One check, with one wording, for every value a rule reads from a note that must be one of a few
 * names (a wound severity, a stat, a damage kind, a recovery…), in all three games and in the user's
 * language: `Unknown wound severity "grievous": use minor, moderate or major.` The names themselves
 * are what the user types in a note, so they stay as they are in every language. A note may hold
 * anything, so the value is shown cut short.
 */
import { formatList, t } from "../../lang";
import { describeValue } from "../text";

/** "a", "a or b", "a, b or c", joined the language's way ("a, b oder c"). */
export function orList(words: readonly string[]): string {
	return formatList(words, "or");
}

/** Why `value` is not one of `choices`, in the player's words, or null when it is. `what` is the field's name from the catalogue. */
export function choiceProblem(what: string, value: unknown, choices: readonly string[]): string | null {
	if (choices.includes(value as string)) return null;
	const options = orList(choices);
	// A name typed wrong is quoted back; anything else (nothing, a list, a number) is said for what it is.
	if (typeof value === "string") return t("engine.check.unknownName", { what, value: value.slice(0, 40), choices: options });
	return t("engine.check.notAName", { what, value: describeValue(value), choices: options });
}
