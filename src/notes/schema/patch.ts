/**
 * The writer side: turn engine state changes into the frontmatter keys to set, and apply them to a
 * frontmatter object inside processFrontMatter without touching any other key.
 */
import type { StateChange, StateValue } from "../../engine/state";

export type FrontmatterPatch = Record<string, StateValue>;

/**
 * The keys to write for one note: the last change to each key wins (a rule may change a Pool twice
 * in one action, e.g. Effort then damage). `target` picks the note's changes ("" = the actor).
 */
export function toFrontmatterPatch(changes: readonly StateChange[], target = ""): FrontmatterPatch {
	const patch: FrontmatterPatch = {};
	for (const change of changes) if (change.target === target) patch[change.key] = change.after;
	return patch;
}

/** The reverse patch, for undo: the first `before` of each key. */
export function toUndoPatch(changes: readonly StateChange[], target = ""): FrontmatterPatch {
	const patch: FrontmatterPatch = {};
	for (const change of changes) if (change.target === target && !(change.key in patch)) patch[change.key] = change.before;
	return patch;
}

/** Mutate a frontmatter object (inside processFrontMatter): set exactly the patched keys. */
export function applyPatch(frontmatter: Record<string, unknown>, patch: Readonly<FrontmatterPatch>): void {
	for (const [key, value] of Object.entries(patch)) frontmatter[key] = Array.isArray(value) ? [...value] : value;
}
