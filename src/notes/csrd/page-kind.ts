import type { CsrdPage } from "./page";
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

/** Tags first (they survive a user moving pages around), then the compendium folder. */
export function detectPageKind(page: CsrdPage): CsrdPageKind {
	if (hasTag(page.tags, "creature")) return "creature";
	if (hasTag(page.tags, "ability")) return "ability";
	for (const tag of page.tags) {
		const match = /^compendium\/csrd\/[a-z]+\/([a-z-]+)/.exec(normalizeTag(tag));
		const kind = match ? FOLDER_KINDS[match[1] as string] : undefined;
		if (kind) return kind;
	}
	const folder = /(?:^|\/)CSRD\/[^/]+\/([^/]+)\//i.exec(page.path);
	return (folder && FOLDER_KINDS[(folder[1] as string).toLowerCase()]) || "other";
}
