/**
 * A compendium page as Obsidian knows it: tags, aliases and properties from the metadata cache
 * (getAllTags, the frontmatter's tags and aliases as Obsidian parses them, any script), the body from
 * the note's text. The pure parsers take the page this builds; nothing here re-reads tags from text.
 * A page whose frontmatter Obsidian could not read has no cached frontmatter: it is read as Obsidian
 * shows it, frontmatter lines and all, and the parsers skip them (see isPreamble in ability.ts).
 */
import { getAllTags, getFrontMatterInfo, parseFrontMatterAliases, parseFrontMatterTags, type App, type CachedMetadata, type TFile } from "obsidian";
import { entryAsPage, entryNamed } from "./entries";
import type { CsrdPage } from "./page";

/** The page from the cache and the note's text (the text a post-processor's section info holds, or the file's). */
export function pageFromCache(path: string, cache: CachedMetadata | null, text: string): CsrdPage {
	const frontmatter = cache?.frontmatter;
	// The frontmatter's tags first: a tag in the body ("see #artifact") says less about the page than its properties.
	const front = frontmatter ? (parseFrontMatterTags(frontmatter) ?? []) : [];
	const all = cache ? (getAllTags(cache) ?? []) : [];
	const tags = [...front, ...all.filter((tag) => !front.includes(tag))];
	const page: CsrdPage = { path, tags, aliases: frontmatter ? (parseFrontMatterAliases(frontmatter) ?? []) : [], body: text };
	if (frontmatter) {
		page.properties = frontmatter;
		// Cut from the text itself, not at the cache's offset: a section's text may be newer than the cache.
		page.body = text.slice(getFrontMatterInfo(text).contentStart);
	}
	return page;
}

/** A page of the vault, its text read through the vault's cache. */
export async function readCsrdPage(app: App, file: TFile): Promise<CsrdPage> {
	return pageFromCache(file.path, app.metadataCache.getFileCache(file), await app.vault.cachedRead(file));
}

/**
 * A page, or the entry of a longer note a link names after '#' ("[[Reef chapter#Reef Stalker]]"),
 * read as a page of its own; a link to a heading that is no entry (a page's "#Combat") reads the page.
 */
export async function readCsrdEntryPage(app: App, file: TFile, entry?: string): Promise<CsrdPage> {
	const page = await readCsrdPage(app, file);
	const found = entry === undefined ? undefined : entryNamed(page.body, entry);
	return found ? entryAsPage(file.path, found) : page;
}
