/**
 * The preview's YAML and frontmatter functions, standing in for Obsidian's `parseYaml`,
 * `stringifyYaml` and `getFrontMatterInfo`. YAML is read and written by the `yaml` package (a
 * devDependency: only the preview and the tests bundle it, never main.js), with its default YAML
 * 1.2 core schema, which like Obsidian keeps dates such as 2026-03-14 as text.
 * No DOM here, so Node tests can use it as the browser does.
 */
import { parse, stringify } from "yaml";
import { propertiesBlock } from "../src/engine/properties-block";

export function parseYaml(text: string): unknown {
	return parse(text);
}

export function stringifyYaml(value: unknown): string {
	return stringify(value);
}

export interface FrontMatterInfo {
	exists: boolean;
	frontmatter: string;
	from: number;
	to: number;
	contentStart: number;
}

/**
 * As Obsidian documents it: the block between a first line `---` and the next line `---` (the rule of
 * engine/properties-block.ts; a closing fence must be a line of its own, with nothing after it).
 */
export function getFrontMatterInfo(content: string): FrontMatterInfo {
	const block = propertiesBlock(content);
	if (!block) return { exists: false, frontmatter: "", from: 0, to: 0, contentStart: 0 };
	const from = content.startsWith("---\r\n") ? 5 : 4;
	return { exists: true, frontmatter: block.yaml, from, to: from + block.yaml.length, contentStart: block.contentStart };
}

/** The properties of a note's text: {} when it has none, an error when they are not a map. */
export function propertiesOf(text: string, path: string): Record<string, unknown> {
	const info = getFrontMatterInfo(text);
	const parsed = info.exists && info.frontmatter.trim() !== "" ? parseYaml(info.frontmatter) : {};
	if (parsed === null || parsed === undefined) return {};
	if (typeof parsed !== "object" || Array.isArray(parsed)) throw new Error(`The properties of ${path} are not a list of "key: value" lines.`);
	return parsed as Record<string, unknown>;
}

/** The note's text with its properties replaced by `properties`, written as Obsidian writes them. */
export function withProperties(text: string, properties: Readonly<Record<string, unknown>>): string {
	const info = getFrontMatterInfo(text);
	const body = info.exists ? text.slice(info.contentStart) : text;
	return `---\n${stringifyYaml(properties)}---\n${body}`;
}

/** A tag's name (without "#"): no white space, no ASCII punctuation but "-", "_" and "/", not only digits. */
export function isTagName(name: string): boolean {
	return /^[^\s!"#$%&'()*+,.:;<=>?@[\\\]^`{|}~]+$/.test(name) && !/^[0-9]+$/.test(name);
}

/** The strings of a property (its text, or the texts of its list); null when it is missing or empty. */
function propertyStrings(frontmatter: Readonly<Record<string, unknown>> | null | undefined, keys: readonly string[]): string[] | null {
	if (!frontmatter) return null;
	// Obsidian matches these keys as written: `TAG:` is not `tag:`.
	const value = keys.map((key) => frontmatter[key]).find((found) => found !== undefined && found !== null);
	if (typeof value === "string") return [value];
	return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : null;
}

/**
 * Obsidian's parseFrontMatterTags: the `tags` (or `tag`) property as "#tag" strings, or null when there
 * is none. A value that is not a valid tag (`tags: a, b` is one text with a comma and a space) is left
 * out, as in the caches Obsidian wrote for such notes.
 */
export function parseFrontMatterTags(frontmatter: Readonly<Record<string, unknown>> | null | undefined): string[] | null {
	const tags = propertyStrings(frontmatter, ["tags", "tag"]);
	return tags === null ? null : tags.map((tag) => (tag.startsWith("#") ? tag.slice(1) : tag)).filter(isTagName).map((tag) => `#${tag}`);
}

/** Obsidian's parseFrontMatterAliases: the `aliases` (or `alias`) property as strings, or null. */
export function parseFrontMatterAliases(frontmatter: Readonly<Record<string, unknown>> | null | undefined): string[] | null {
	return propertyStrings(frontmatter, ["aliases", "alias"]);
}

/** Obsidian's getAllTags: the properties' tags, then the tags written in the body; null without a cache. */
export function getAllTags(cache: { frontmatter?: Record<string, unknown>; tags?: ReadonlyArray<{ tag: string }> } | null | undefined): string[] | null {
	if (!cache) return null;
	return [...(parseFrontMatterTags(cache.frontmatter) ?? []), ...(cache.tags ?? []).map((tag) => tag.tag)];
}
