/**
 * Tags read by their hierarchy, however a vault roots them. A root that names the game or the
 * compendium (`Cypher/`, `CSRD/`, `Cypher-System/`, `Compendium/CSRD/en/`) says nothing about a page's
 * kind: the segment after it does (`Cypher/Abilities/Enabler` is an ability's tag, not a cypher's).
 * Kind segments are read in the singular (`Abilities` → `ability`, `Creatures-NPCs` → `creature`,
 * `Foci` → `focus`), so `Cypher/Abilities/Cost/1` and the compendium's own `Ability/Cost/1` read
 * alike. Tolerant of the known vault's quirks: a `#` prefix, `Compendiums/` for `Compendium/`, the
 * `Creature/Heath/` typo, `Creature/level/`, and empty values such as `Ability/Cost/`.
 */
import type { CsrdPageKind } from "./page-kind";

/** Each kind of page and the words a tag, a property or a folder names it by, in any number. */
const KIND_NAMES: readonly (readonly [CsrdPageKind, ...string[]])[] = [
	["ability", "abilities"],
	["creature", "creatures", "creatures-npcs", "npc", "npcs", "monster", "monsters"],
	["cypher", "cyphers"],
	["artifact", "artifacts"],
	["equipment"],
	["descriptor", "descriptors"],
	["focus", "foci"],
	["type", "types"],
	["rule", "rules"],
];

/** Segment names that name a kind of page, and the kind they name. */
export const KIND_WORDS: Readonly<Record<string, CsrdPageKind>> = Object.fromEntries(KIND_NAMES.flatMap(([kind, ...words]) => [kind, ...words].map((word) => [word, kind])));

/**
 * Roots that name the game or the compendium. "cypher" is also a kind: it is a root only when the
 * next segment names a kind (`Cypher/Abilities/…`), and the kind otherwise (`Cypher/Fantastic`, the
 * compendium's tag for a fantastic cypher).
 */
const GAME_ROOTS = new Set(["cypher", "csrd", "cypher-system", "cyphersystem", "cypher-srd", "compendium", "compendiums"]);

const TYPO_FIXES: Record<string, string> = { heath: "health" };

// Pages have a handful of tags, read many times over by detection and each parser: kept once normalised.
const normalised = new Map<string, string>();

/** Lower-cased, without '#', game roots removed, the kind segment in the singular, typos fixed. */
export function normalizeTag(tag: string): string {
	const known = normalised.get(tag);
	if (known !== undefined) return known;
	const segments = tag
		.trim()
		.replace(/^#/, "")
		.split("/")
		.map((segment) => segment.toLowerCase());
	while (segments.length > 1 && GAME_ROOTS.has(segments[0] as string)) {
		const next = segments[1] as string;
		if (segments[0] === "cypher" && KIND_WORDS[next] === undefined && !GAME_ROOTS.has(next)) break;
		segments.shift();
		// A language after the compendium's name (`CSRD/en/…`).
		if (segments.length > 1 && /^[a-z]{2}$/.test(segments[0] as string) && KIND_WORDS[segments[0] as string] === undefined) segments.shift();
	}
	const kind = KIND_WORDS[segments[0] as string];
	if (kind !== undefined) segments[0] = kind;
	const result = segments.map((segment) => TYPO_FIXES[segment] ?? segment).join("/");
	if (normalised.size > 5000) normalised.clear();
	normalised.set(tag, result);
	return result;
}

/** The kind a tag names, when its first segment after any game root names one. */
export function tagKind(tag: string): CsrdPageKind | undefined {
	const first = normalizeTag(tag).split("/")[0] as string;
	return KIND_WORDS[first];
}

/** The value under a tag prefix, e.g. `tagValue(tags, "creature/level")` → "5" for `Creature/Level/5` or `CSRD/Creatures/Level/5`. Empty values are skipped. */
export function tagValue(tags: readonly string[], prefix: string): string | undefined {
	const want = `${prefix.toLowerCase()}/`;
	for (const tag of tags) {
		const normal = normalizeTag(tag);
		if (normal.startsWith(want)) {
			const value = normal.slice(want.length);
			if (value !== "") return value;
		}
	}
	return undefined;
}

export function hasTag(tags: readonly string[], tag: string): boolean {
	const want = tag.toLowerCase();
	return tags.some((t) => {
		const normal = normalizeTag(t);
		return normal === want || normal.startsWith(`${want}/`);
	});
}

/** A whole number from a tag value or stat-block text, or undefined ("NA", "∞", empty). */
export function wholeNumber(value: string | undefined): number | undefined {
	if (value === undefined) return undefined;
	const match = /^\s*(\d{1,4})\b/.exec(value);
	return match ? Number(match[1]) : undefined;
}
