/**
 * One check, with one wording, for every value a rule reads from a note that must be one of a few
 * names (a wound severity, a stat, a damage kind, a recovery…), in all three games:
 * `Unknown wound severity "grievous": use minor, moderate or major.` A note may hold anything, so
 * the value is shown cut short.
 */

/** "a", "a or b", "a, b or c". */
export function orList(words: readonly string[]): string {
	return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
}

/** Why `value` is not one of `choices`, in the player's words, or null when it is. */
export function choiceProblem(what: string, value: unknown, choices: readonly string[]): string | null {
	return choices.includes(value as string) ? null : `Unknown ${what} "${String(value).slice(0, 40)}": use ${orList(choices)}.`;
}
