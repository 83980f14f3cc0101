import type { CypherCharacter } from "../../../../src/engine/systems/cypher/character";

/** A tier-1 character like the example of docs/ARCHITECTURE.md, Notes as the database; override what a case needs. */
export function character(overrides: Partial<CypherCharacter> = {}): CypherCharacter {
	return {
		name: "Ayla",
		tier: 1,
		effort: 1,
		xp: 3,
		pools: {
			might: { current: 9, max: 12, edge: 1 },
			speed: { current: 10, max: 10, edge: 0 },
			intellect: { current: 11, max: 11, edge: 1 },
		},
		skills: { climbing: "trained", stealth: "trained", perception: "specialized", persuasion: "inability" },
		armor: "light",
		recoveriesUsed: 0,
		wounds: { minor: 0, moderate: 0, major: 0 },
		damageTrack: "hale",
		cypherLimit: 2,
		cyphers: [],
		...overrides,
	};
}

/** A character with a higher Effort score and bigger Pools, for multi-level Effort cases. */
export function veteran(overrides: Partial<CypherCharacter> = {}): CypherCharacter {
	return character({
		name: "Brannoc",
		tier: 6,
		effort: 6,
		pools: {
			might: { current: 30, max: 30, edge: 2 },
			speed: { current: 30, max: 30, edge: 2 },
			intellect: { current: 30, max: 30, edge: 0 },
		},
		...overrides,
	});
}
