/**
 * A CSRD compendium page as the parsers see it: its path, the tags and aliases
 * from its frontmatter, and its body. In Obsidian these come from the metadata
 * cache; in tests and the corpus benchmark from `readPageText`. No Obsidian
 * import here, so the parsers run anywhere.
 */
export interface CsrdPage {
	path: string;
	/** Tags as written, with or without '#'. */
	tags: string[];
	aliases: string[];
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
 * Reads the frontmatter's `tags` and `aliases` from a page's raw text. Only
 * what the compendium uses: block lists, flow lists and scalars (the vault's
 * `aliases` is sometimes a scalar). Anything else in the frontmatter is ignored.
 */
export function readPageText(path: string, text: string): CsrdPage {
	const fields: Record<string, string[]> = { tags: [], aliases: [] };
	let body = text;
	// Only a fence on the very first line opens frontmatter, as in Obsidian: a page with stray text
	// before it (a real corpus quirk) has no tags and is recognised by folder and content instead.
	// A first fence of four dashes (`----`, another corpus quirk) still opens it, so its tags are kept.
	const open = /^-{3,}[ \t]*\r?\n/.exec(text);
	const close = open ? /^---[ \t]*$/m.exec(text.slice(open[0].length)) : null;
	if (open && close) {
		let current: string | null = null;
		for (const line of text.slice(open[0].length, open[0].length + close.index).split(/\r?\n/)) {
			const key = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
			if (key) {
				current = key[1] === "tags" || key[1] === "aliases" ? key[1] : null;
				const rest = (key[2] ?? "").trim();
				if (current && rest) fields[current]?.push(...splitInline(rest));
				continue;
			}
			const item = /^\s*-\s*(.*)$/.exec(line);
			if (item && current) fields[current]?.push(unquote(item[1] ?? ""));
		}
		body = text.slice(open[0].length + close.index + close[0].length).replace(/^\r?\n/, "");
	}
	return { path, tags: [...(fields.tags ?? []), ...inlineTags(body)], aliases: fields.aliases ?? [], body };
}

/**
 * Inline `#tags` of a body, as Obsidian counts them: a '#' at a line start or after a space, then a
 * name with a letter in it, outside code blocks (a query's "FROM #Artifact" is not a tag of the page,
 * even in a code block inside a quote). Headings ("## Name") have a space after their '#'s.
 */
const INLINE_TAG = /(?:^|[ \t>])#([\w/-]*[A-Za-z][\w/-]*)/gm;

export function inlineTags(body: string): string[] {
	if (!body.includes("#")) return [];
	const tags: string[] = [];
	if (!body.includes("```")) {
		for (const match of body.matchAll(INLINE_TAG)) tags.push(match[1] as string);
		return tags;
	}
	let code = false;
	for (const line of body.split(/\r?\n/)) {
		if (/^[\s>]*```/.test(line)) code = !code;
		else if (!code && line.includes("#")) for (const match of line.matchAll(INLINE_TAG)) tags.push(match[1] as string);
	}
	return tags;
}

function splitInline(value: string): string[] {
	if (value.startsWith("[") && value.endsWith("]")) {
		return value
			.slice(1, -1)
			.split(",")
			.map((part) => unquote(part.trim()))
			.filter((part) => part !== "");
	}
	return [unquote(value)];
}

function unquote(value: string): string {
	const trimmed = value.trim();
	if (trimmed.length >= 2 && (trimmed.startsWith('"') || trimmed.startsWith("'")) && trimmed.endsWith(trimmed[0] as string)) {
		return trimmed.slice(1, -1);
	}
	return trimmed;
}
