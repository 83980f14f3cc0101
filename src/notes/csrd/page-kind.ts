import { readAbilityLines } from "./ability";
import type { CsrdPage } from "./page";
import { readStatBlock } from "./stat-block";
import { hasTag, normalizeTag } from "./tags";

export type CsrdPageKind =
	| "creature"
	| "ability"
	| "cypher"
	| "artifact"
	| "equipment"
	| "descriptor"
	| "focus"
	| "type"
	| "rule"
	| "other";

/** Folder names of the compendium (`Compendiums/CSRD/en/<Folder>/`) and the kind they hold. */
const FOLDER_KINDS: Record<string, CsrdPageKind> = {
	"creatures-npcs": "creature",
	abilities: "ability",
	cyphers: "cypher",
	artifacts: "artifact",
	equipment: "equipment",
	descriptors: "descriptor",
	foci: "focus",
	types: "type",
	rules: "rule",
};

/** Tags naming a kind directly, as this vault and others write them (`Creature`, `#cypher`, `Focus/Category/…`). */
const TAG_KINDS: [string, CsrdPageKind][] = [
	["creature", "creature"],
	["npc", "creature"],
	["ability", "ability"],
	["cypher", "cypher"],
	["artifact", "artifact"],
	["equipment", "equipment"],
	["descriptor", "descriptor"],
	["focus", "focus"],
];

/**
 * Tags first (they survive a user moving pages around), then the compendium folder, then what the
 * page says: other vaults of the same compendium are organised differently, and a user's own page
 * may have no tags at all.
 */
export function detectPageKind(page: CsrdPage): CsrdPageKind {
	// The compendium's own folder tag first: a rule page may mention "#Artifact" in passing.
	for (const tag of page.tags) {
		const match = /^compendium\/csrd\/[a-z]+\/([a-z-]+)/.exec(normalizeTag(tag));
		const kind = match ? FOLDER_KINDS[match[1] as string] : undefined;
		if (kind) return kind;
	}
	// "Cypher/Rules/…" files a rule page under the game's name, not a cypher.
	const kindTags = page.tags.map(normalizeTag).filter((tag) => !/^[^/]+\/rules(?:\/|$)/.test(tag));
	for (const [tag, kind] of TAG_KINDS) if (hasTag(kindTags, tag)) return kind;
	const folder = /(?:^|\/)CSRD\/[^/]+\/([^/]+)\//i.exec(page.path);
	return (folder && FOLDER_KINDS[(folder[1] as string).toLowerCase()]) || kindByContent(page.body);
}

const DICE_LEVEL = /^\+?\s*\d*\s*d\s*\d+|^\+\s*\d+/i;
/** A descriptor's sections: what it grants, and how the character came to the first adventure. */
const DESCRIPTOR_HEADING = /^#{2,6}[^\n]*\b(?:following characteristics|Initial Link)\b/im;
const POOL_BONUS = /^\s*>\s*\+\d+ to your (?:Might|Speed|Intellect) Pool/im;

/**
 * A page's kind from its content alone: a creature's stat block (a level with health, damage or
 * Armor), an ability's opening "Action"/"Enabler" marker or cost line, an artifact's depletion, a
 * cypher's rolled level, equipment's value and options or its weapon/armor features, a focus's tier
 * lists, a type's roles, a descriptor's sections or Pool bonuses. Anything else (rules) is "other".
 */
export function kindByContent(body: string): CsrdPageKind {
	const opening = readAbilityLines(body);
	if (opening.kind || opening.cost !== undefined) return "ability";
	const block = readStatBlock(body);
	const has = (label: string) => (block.get(label) ?? "") !== "";
	const level = block.get("level") ?? "";
	if (has("depletion")) return "artifact";
	if (DICE_LEVEL.test(level.trim())) return "cypher";
	const harm = ["health", "damage", "damage inflicted"].filter(has).length;
	// A rules page may define "Health" and "Damage" in bold; a creature gives a level, or Armor and movement.
	if (harm > 0 && (/^(?:\d|n\/?a\b)/i.test(level.trim()) || (has("armor") && has("movement")))) return "creature";
	if ((has("value") && has("options")) || /\b(?:light|medium|heavy)\s+(?:weapon|armor)\b/i.test(block.get("features") ?? "")) return "equipment";
	if (/^(?:\s*>\s*\[![\w-]+\][-+]?|#{2,6})\s*Tier 1 Abilities/im.test(body)) return "focus";
	if (/\*\*\s*Individual Role\b/.test(body) && /\*\*\s*Group Role\b/.test(body)) return "type";
	if (DESCRIPTOR_HEADING.test(body) || POOL_BONUS.test(body)) return "descriptor";
	return "other";
}
