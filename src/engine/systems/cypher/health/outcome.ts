/**
 * What every damage, defense and recovery rule hands back: the new value, the
 * plain-language steps that led to it, and the frontmatter changes the notes
 * layer writes (with before-values, so the session log can undo them).
 */
import type { Explanation } from "../../../explain";
import type { StateChange } from "../../../state";

export interface RuleOutcome<T> {
	value: T;
	explanation: Explanation;
	changes: StateChange[];
}

/** CSRD page names (file names in the compendium) the explanation steps link back to. */
export const PAGE = {
	rules: "Rules-of-the-Game",
	combat: "Combat",
	defense: "Defense-Tasks",
	armor: "Armor",
	creatures: "Creatures-and-NPCs",
	hazards: "Damage-From-Hazards",
} as const;

/** Records a change only when the value really moves, so the log shows no no-op lines. */
export function pushChange(
	changes: StateChange[],
	target: string,
	key: string,
	before: number | string | boolean,
	after: number | string | boolean,
): void {
	if (before !== after) changes.push({ target, key, before, after });
}

/**
 * A name as it appears inside explanation sentences: names come from notes, so a
 * pasted essay is cut short here (the state changes keep the full name).
 */
export function shortName(name: string): string {
	const text = typeof name === "string" ? name : String(name);
	return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
