/** What a note is, from its `ledger` and `system` keys. */

export const NOTE_KINDS = ["campaign", "session", "character", "npc", "encounter", "rule"] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const SYSTEMS = ["cypher", "pool", "d20"] as const;
export type SystemId = (typeof SYSTEMS)[number];

/** The note's kind, or undefined when it is not a Campaign Ledger note (or names a kind we do not know). */
export function noteKind(frontmatter: unknown): NoteKind | undefined {
	return pick(frontmatter, "ledger", NOTE_KINDS);
}

/** The note's game system, or undefined. */
export function noteSystem(frontmatter: unknown): SystemId | undefined {
	return pick(frontmatter, "system", SYSTEMS);
}

function pick<T extends string>(frontmatter: unknown, key: string, allowed: readonly T[]): T | undefined {
	if (typeof frontmatter !== "object" || frontmatter === null || Array.isArray(frontmatter)) return undefined;
	const v = (frontmatter as Record<string, unknown>)[key];
	if (typeof v !== "string") return undefined;
	const lower = v.trim().toLowerCase();
	return allowed.find((a) => a === lower);
}
