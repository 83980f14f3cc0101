/**
 * Tag helpers tolerant of the compendium's quirks: a `#` prefix, a root of
 * `Compendium/` or `Compendiums/`, typos such as `Creature/Heath/` and
 * `Creature/level/`, and empty values such as `Ability/Cost/`.
 */

/** Lower-cased, without '#', with the typo'd segment names mapped to the real ones. */
export function normalizeTag(tag: string): string {
	const segments = tag.trim().replace(/^#/, "").split("/");
	return segments.map((segment) => TYPO_FIXES[segment.toLowerCase()] ?? segment.toLowerCase()).join("/");
}

const TYPO_FIXES: Record<string, string> = {
	heath: "health",
	compendiums: "compendium",
};

/** The value under a tag prefix, e.g. `tagValue(tags, "creature/level")` → "5" for `Creature/Level/5`. Empty values are skipped. */
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
