/**
 * Links as Obsidian resolves and writes them, for the preview's metadata cache and file manager:
 * - getFirstLinkpathDest: a path relative to the source ("./", "../"), else an exact vault path, else
 *   the notes whose path ends with the link (its name, or a partial path), ignoring case; when names
 *   repeat, the one closest to the source (most folders in common, then the shortest path);
 * - fileToLinktext with "shortest path when possible" (Obsidian's default): the name when no other
 *   file has it, else the full path;
 * - the rewrite "Automatically update internal links" does on a rename: every link that resolved to
 *   the file gets the new link text, keeping its heading or block part and its display text.
 */
import type { TFile } from "./files";
import { folderOf } from "./files";
import type { CachedMetadata, ReferenceCache } from "./note-index";
import { wikilinkParts } from "./markdown-parser";

/** The path part of a link text: "Note" for "Note#Heading" or "Note#^block". */
export function getLinkpath(linktext: string): string {
	const hash = linktext.indexOf("#");
	return hash < 0 ? linktext : linktext.slice(0, hash);
}

/** Obsidian's parseLinktext: the path and the subpath ("#Heading", "#^block" or ""). */
export function parseLinktext(linktext: string): { path: string; subpath: string } {
	const hash = linktext.indexOf("#");
	return hash < 0 ? { path: linktext, subpath: "" } : { path: linktext.slice(0, hash), subpath: linktext.slice(hash) };
}

/** "a/b/../c" → "a/c"; null when it climbs above the vault. */
function normalizeSegments(path: string): string | null {
	const parts: string[] = [];
	for (const part of path.split("/")) {
		if (part === "" || part === ".") continue;
		if (part === "..") {
			if (parts.length === 0) return null;
			parts.pop();
		} else {
			parts.push(part);
		}
	}
	return parts.join("/");
}

function sharedFolders(a: string, b: string): number {
	const left = a.split("/");
	const right = b.split("/");
	let shared = 0;
	while (shared < left.length && shared < right.length && left[shared] === right[shared] && left[shared] !== "") shared++;
	return shared;
}

export function getFirstLinkpathDest(files: readonly TFile[], linkpath: string, sourcePath: string): TFile | null {
	const wanted = linkpath.trim();
	if (wanted === "") return files.find((file) => file.path === sourcePath) ?? null;
	const byPath = (path: string): TFile | undefined => {
		const lower = path.toLowerCase();
		return files.find((file) => file.path.toLowerCase() === lower) ?? files.find((file) => file.path.toLowerCase() === `${lower}.md`);
	};
	if (wanted.startsWith("./") || wanted.startsWith("../")) {
		const relative = normalizeSegments(`${folderOf(sourcePath)}/${wanted}`);
		return relative === null ? null : (byPath(relative) ?? null);
	}
	const exact = byPath(normalizeSegments(wanted) ?? wanted);
	if (exact) return exact;
	const lower = wanted.toLowerCase().replace(/^\/+/, "");
	const matches = files.filter((file) => {
		const path = file.path.toLowerCase();
		return path.endsWith(`/${lower}`) || path.endsWith(`/${lower}.md`);
	});
	if (matches.length <= 1) return matches[0] ?? null;
	const from = folderOf(sourcePath);
	return [...matches].sort((a, b) => sharedFolders(folderOf(b.path), from) - sharedFolders(folderOf(a.path), from) || a.path.length - b.path.length || (a.path < b.path ? -1 : 1))[0] ?? null;
}

/** Obsidian's fileToLinktext with "shortest path when possible": the name if no other file has it, else the path. */
export function fileToLinktext(files: readonly TFile[], file: TFile, omitMdExtension = true): string {
	const name = file.name.toLowerCase();
	const unique = files.filter((other) => other.name.toLowerCase() === name).length <= 1;
	const text = unique ? file.name : file.path;
	return omitMdExtension && file.extension === "md" ? text.slice(0, -3) : text;
}

/** One replacement in a note's text. */
interface Edit {
	from: number;
	to: number;
	text: string;
}

/** A wikilink or embed pointed at a new link text, keeping its heading or block part and its alias. */
function newWikilink(original: string, linktext: string): string {
	const embed = original.startsWith("!");
	const inner = original.slice(embed ? 3 : 2, -2);
	const { link, alias } = wikilinkParts(inner);
	const { subpath } = parseLinktext(link.trim());
	return `${embed ? "!" : ""}[[${linktext}${subpath}${alias === undefined ? "" : `|${alias}`}]]`;
}

/** A Markdown link pointed at a new path: spaces written as %20 (or kept inside <…>), the subpath as written. */
function newMarkdownLink(reference: ReferenceCache, path: string): string | undefined {
	const original = reference.original;
	const open = original.startsWith("!") ? "![" : "[";
	const head = `${open}${reference.displayText ?? ""}](`;
	if (!original.startsWith(head)) return undefined;
	const rest = original.slice(head.length);
	const angled = rest.startsWith("<");
	const destinationEnd = angled ? rest.indexOf(">") + 1 : rest.search(/[\s)]/);
	if (destinationEnd <= 0) return undefined;
	const destination = rest.slice(angled ? 1 : 0, angled ? destinationEnd - 1 : destinationEnd);
	const hash = destination.indexOf("#");
	const subpath = hash < 0 ? "" : destination.slice(hash);
	const oldPath = hash < 0 ? destination : destination.slice(0, hash);
	const withExtension = /\.md$/i.test(oldPath) || !path.endsWith(".md") ? path : path.slice(0, -3);
	const written = angled ? `<${withExtension}${subpath}>` : `${withExtension.replace(/ /g, "%20")}${subpath}`;
	return `${head}${written}${rest.slice(destinationEnd)}`;
}

/**
 * The text of a note whose links to the renamed file are rewritten, or undefined when it has none.
 * `pointsAtFile` says whether a link path (resolved from this note) named the file before the rename;
 * `linktext` and `markdownPath` are the file's new link text and path as this note should write them.
 */
export function rewriteLinks(
	text: string,
	cache: CachedMetadata,
	pointsAtFile: (linkpath: string) => boolean,
	linktext: string,
	markdownPath: string,
	frontmatterEnd: number,
): string | undefined {
	const edits: Edit[] = [];
	for (const reference of [...(cache.links ?? []), ...(cache.embeds ?? [])]) {
		const linkpath = getLinkpath(reference.link);
		if (linkpath.trim() === "" || !pointsAtFile(linkpath)) continue;
		const { offset: from } = reference.position.start;
		const { offset: to } = reference.position.end;
		if (text.slice(from, to) !== reference.original) continue;
		const replacement = reference.original.startsWith("[[") || reference.original.startsWith("![[") ? newWikilink(reference.original, linktext) : newMarkdownLink(reference, markdownPath);
		if (replacement !== undefined && replacement !== reference.original) edits.push({ from, to, text: replacement });
	}
	// Links in properties have no position in Obsidian's cache: each written form is replaced in the properties' text.
	let head = text.slice(0, frontmatterEnd);
	let headChanged = false;
	for (const link of cache.frontmatterLinks ?? []) {
		if (!pointsAtFile(getLinkpath(link.link))) continue;
		const replacement = newWikilink(link.original, linktext);
		if (replacement !== link.original && head.includes(link.original)) {
			head = head.split(link.original).join(replacement);
			headChanged = true;
		}
	}
	if (edits.length === 0 && !headChanged) return undefined;
	let body = text.slice(frontmatterEnd);
	for (const edit of edits.sort((a, b) => b.from - a.from)) {
		body = body.slice(0, edit.from - frontmatterEnd) + edit.text + body.slice(edit.to - frontmatterEnd);
	}
	return head + body;
}
