/**
 * A CSRD compendium page as the parsers see it: its path, tags, aliases, properties and body. In
 * Obsidian these come from the metadata cache (src/notes/csrd/cached-page.ts); in tests and the corpus
 * benchmarks from `readPageText`. No Obsidian import here, so the parsers run anywhere.
 */
import { propertiesBlock } from "../../engine/properties-block";

export interface CsrdPage {
	path: string;
	/** Tags as written, with or without '#': the frontmatter's first, then the body's. */
	tags: string[];
	aliases: string[];
	/** The frontmatter's properties as Obsidian reads them; keys in any case. Absent when there are none. */
	properties?: Readonly<Record<string, unknown>>;
	body: string;
}

/** The page's display name: its first alias, else the file name without extension. */
export function pageName(page: CsrdPage): string {
	const alias = page.aliases.find((a) => a.trim() !== "");
	if (alias) return alias.trim();
	const file = page.path.split("/").pop() ?? page.path;
	return file.replace(/\.md$/i, "").replace(/-/g, " ");
}

/**
 * Reads a page's frontmatter (tags, aliases and flat properties) and body from its raw text, for
 * tests and benchmarks; in Obsidian the metadata cache does this. Only the YAML the compendiums use:
 * scalars, block lists and flow lists (the vault's `aliases` is sometimes a scalar).
 */
export function readPageText(path: string, text: string): CsrdPage {
	let body = text;
	const properties: Record<string, unknown> = {};
	// The block Obsidian reads as properties (engine/properties-block.ts): a page with stray text before
	// it, or opened by a fence of four dashes (two real corpus quirks), has none, as in Obsidian, and is
	// recognised by folder and content instead.
	const block = propertiesBlock(text);
	if (block) {
		let list: unknown[] | null = null;
		for (const line of block.yaml.split(/\r?\n/)) {
			const key = /^([^\s:#-][^:]*?):(?:\s+(.*))?$/.exec(line);
			if (key) {
				const rest = (key[2] ?? "").trim();
				list = rest === "" ? [] : null;
				properties[(key[1] as string).trim()] = list ?? scalarOrList(rest);
				continue;
			}
			const item = /^\s*-\s*(.*)$/.exec(line);
			if (item && list) list.push(scalar(item[1] ?? ""));
		}
		body = text.slice(block.contentStart);
	}
	const strings = (value: unknown): string[] =>
		(Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value]).filter((v): v is string | number => typeof v === "string" || typeof v === "number").map(String);
	const page: CsrdPage = { path, tags: [...strings(properties.tags ?? properties.tag), ...inlineTags(body)], aliases: strings(properties.aliases ?? properties.alias), body };
	if (Object.keys(properties).length > 0) page.properties = properties;
	return page;
}

/**
 * Inline `#tags` of a body, as Obsidian counts them: a '#' at a line start or after a space, then a
 * name of letters (any script), digits, '_', '-' and '/' that is not all digits, outside code blocks
 * (a query's "FROM #Artifact" is not a tag of the page, even in a code block inside a quote).
 * Headings ("## Name") have a space after their '#'s.
 */
const INLINE_TAG = /(?:^|[ \t>])#([\p{L}\p{N}\p{M}_/-]+)/gmu;

export function inlineTags(body: string): string[] {
	if (!body.includes("#")) return [];
	const tags: string[] = [];
	const take = (line: string): void => {
		for (const match of line.matchAll(INLINE_TAG)) if (!/^[\d/_-]*$/.test(match[1] as string)) tags.push(match[1] as string);
	};
	if (!body.includes("```")) {
		take(body);
		return tags;
	}
	let code = false;
	for (const line of body.split(/\r?\n/)) {
		if (/^[\s>]*```/.test(line)) code = !code;
		else if (!code && line.includes("#")) take(line);
	}
	return tags;
}

/** A property's value by its key in any case (`Type`, `TYPE`, `type`), the first of `keys` present. */
export function propertyOf(page: Pick<CsrdPage, "properties">, ...keys: string[]): unknown {
	const properties = page.properties;
	if (!properties) return undefined;
	for (const want of keys) {
		for (const [key, value] of Object.entries(properties)) if (key.toLowerCase() === want && value !== null && value !== undefined && value !== "") return value;
	}
	return undefined;
}

/** A property's value as text ("3", "Might", "1d6 + 2"), or undefined when absent or not a plain value. */
export function propertyText(page: Pick<CsrdPage, "properties">, ...keys: string[]): string | undefined {
	const value = propertyOf(page, ...keys);
	return typeof value === "string" ? value.trim() || undefined : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
}

function scalarOrList(value: string): unknown {
	if (value.startsWith("[") && value.endsWith("]")) {
		return value
			.slice(1, -1)
			.split(",")
			.map((part) => scalar(part))
			.filter((part) => part !== "");
	}
	return scalar(value);
}

/** A YAML scalar: quotes removed, whole numbers as numbers, a comment after " #" dropped. */
function scalar(value: string): string | number {
	const trimmed = value.trim();
	if (trimmed.length >= 2 && (trimmed.startsWith('"') || trimmed.startsWith("'")) && trimmed.endsWith(trimmed[0] as string)) {
		return trimmed.slice(1, -1);
	}
	const bare = trimmed.replace(/\s+#.*$/, "");
	return /^-?\d{1,9}$/.test(bare) ? Number(bare) : bare;
}
