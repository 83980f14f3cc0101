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
	const lines = text.split(/\r?\n/);
	const fields: Record<string, string[]> = { tags: [], aliases: [] };
	let body = text;
	const start = lines.findIndex((line) => line.trim() === "---");
	// Like Obsidian, only a fence on the very first line opens frontmatter; a page with stray text
	// before it (a real corpus quirk) has no tags and is recognised by folder and stat block instead.
	if (start === 0) {
		const end = lines.findIndex((line, i) => i > start && line.trim() === "---");
		if (end > start) {
			let current: string | null = null;
			for (const line of lines.slice(start + 1, end)) {
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
			body = lines.slice(end + 1).join("\n");
		}
	}
	return { path, tags: fields.tags ?? [], aliases: fields.aliases ?? [], body };
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
