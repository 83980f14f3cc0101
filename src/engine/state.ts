/**
 * A change a rule makes to a note's state. `key` is the frontmatter key the
 * notes layer writes (e.g. "might", "xp", "wounds-minor"); `before` and `after`
 * are recorded in the session log so the change can be undone.
 */
export type StateValue = number | string | boolean | null | string[];

export interface StateChange {
	/** Whose state: a character/NPC/object reference (note path or name), or "" for the actor. */
	target: string;
	key: string;
	before: StateValue;
	after: StateValue;
}
