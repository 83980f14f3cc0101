/**
 * Starting frontmatter for a new character, per system. The seeds give no starting numbers for a
 * blank character, so these are placeholders a player overwrites from their sheet; every one
 * passes its schema, so a new note works with rolls at once.
 */
import { edgeKey, poolKey, poolMaxKey, STATS, woundKey, type DamageModel } from "../../engine/systems/cypher/character";
import { SEVERITIES } from "../../engine/systems/cypher/health";
import type { SystemId } from "./kind";

export function newCharacterFrontmatter(system: SystemId, campaignLink: string, damageModel: DamageModel = "wounds"): Record<string, unknown> {
	const head = { ledger: "character", system, campaign: campaignLink };
	if (system === "cypher") {
		const track = damageModel === "wounds" ? Object.fromEntries(SEVERITIES.map((severity) => [woundKey(severity), 0])) : { "damage-track": "hale" };
		return {
			...head,
			tier: 1,
			effort: 1,
			xp: 0,
			// Each Pool at 10 of 10, Edge 0: might, might-max, might-edge, then speed…, then intellect….
			...Object.fromEntries(STATS.flatMap((stat) => [[poolKey(stat), 10], [poolMaxKey(stat), 10], [edgeKey(stat), 0]])),
			trained: [],
			specialized: [],
			expert: [],
			inability: [],
			abilities: [],
			cyphers: [],
			"cypher-limit": 2,
			armor: "none",
			"recoveries-used": 0,
			...track,
			"advancement-steps": 0,
		};
	}
	if (system === "pool") {
		// 30 Endurance: 003 "By expending 30 Endurance, a character may guarantee the success of a single action".
		return { ...head, health: 20, "health-max": 20, endurance: 30, "endurance-max": 30, "endurance-spent": 0, "damage-multiplier": 1, abilities: {}, weaknesses: {} };
	}
	return {
		...head,
		level: 1,
		heroic: true,
		bcb: 0,
		str: 10,
		dex: 10,
		con: 10,
		int: 10,
		wis: 10,
		cha: 10,
		vitality: 10,
		"vitality-max": 10,
		"wound-points": 10,
		"wound-points-max": 10,
		skills: {},
		"armor-bonus": 0,
		"shield-bonus": 0,
		size: "medium",
	};
}
