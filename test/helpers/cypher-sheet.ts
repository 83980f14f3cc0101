/** The example Cypher PC of docs/ARCHITECTURE.md, Notes as the database, as a user would type its frontmatter: a fresh copy each call. */
export function designPcFrontmatter(): Record<string, unknown> {
	return {
		ledger: "character",
		system: "cypher",
		campaign: "[[The Ninth Gate]]",
		tier: 1,
		effort: 1,
		xp: 3,
		might: 9,
		"might-max": 12,
		"might-edge": 1,
		speed: 10,
		"speed-max": 10,
		"speed-edge": 0,
		intellect: 11,
		"intellect-max": 11,
		"intellect-edge": 1,
		trained: ["climbing", "stealth"],
		specialized: ["perception"],
		inability: ["persuasion"],
		abilities: ["[[Bash]]", "[[Onslaught]]"],
		cyphers: ["[[Detonation]]"],
		"cypher-limit": 2,
		armor: "light",
		"recoveries-used": 1,
		"wounds-minor": 0,
	};
}
