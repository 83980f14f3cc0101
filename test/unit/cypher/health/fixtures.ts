import type { CypherCharacter } from "../../../../src/engine/systems/cypher/character";

/** A tier-1 character with full Pools and no wounds; tests override what they check. */
export function pc(overrides: Partial<CypherCharacter> = {}): CypherCharacter {
	return {
		name: "Ria",
		tier: 1,
		effort: 1,
		xp: 0,
		pools: {
			might: { current: 10, max: 10, edge: 1 },
			speed: { current: 10, max: 10, edge: 0 },
			intellect: { current: 10, max: 10, edge: 0 },
		},
		skills: {},
		armor: "none",
		recoveriesUsed: 0,
		wounds: { minor: 0, moderate: 0, major: 0 },
		damageTrack: "hale",
		cypherLimit: 2,
		cyphers: [],
		...overrides,
	};
}

/** Unwraps a Result in a test, failing with the rule's own message. */
export function must<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
	if (!result.ok) throw new Error(`expected ok, got: ${result.error}`);
	return result.value;
}
