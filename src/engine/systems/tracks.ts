/**
 * The numbers a fight wears down and healing restores, each beside its maximum, as each game names
 * them: a Cypher NPC's health, the pool game's Health and Endurance, the d20 game's Vitality and
 * Wound points. Each game lists its own once (NPC_TRACKS, POOL_TRACKS, D20_TRACKS), so what the
 * encounter tracker shows, what an instance of a creature keeps in the encounter note and what
 * healing restores read one list.
 */
export interface Track {
	/** The frontmatter key of the current value ("wound-points"). */
	key: string;
	/** The word a player reads ("Wound points"). */
	label: string;
	/** The model's field of the current value ("woundPoints") and of its maximum ("woundPointsMax"). */
	value: string;
	max: string;
}

/** A track's number in a model (a Cypher NPC, a pool or d20 character). */
export function trackValue(model: object, field: string): number {
	return (model as Record<string, number>)[field] ?? 0;
}
