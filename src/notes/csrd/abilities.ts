/**
 * The abilities of a Cypher character: the CSRD pages its note links (`abilities: ["[[Bash]]"]`, or
 * an entry of a longer note, `"[[Sea abilities#Salt Lash]]"`), and the abilities pasted into the
 * character note itself (the CSRD's own `**Name (cost):** … Action.` paragraphs, or any other form the
 * compendium parsers read). Cost and Pool come from the pages, so the sheet and the task dialog price
 * an ability the way the compendium does. A link that leads nowhere, or to something that is not an
 * ability, becomes a problem line for the sheet to show; reading never throws.
 */
import type { App, TFile } from "obsidian";
import { t } from "../../lang";
import { errorText } from "../frontmatter";
import { linkpathOf } from "../schema/links";
import { MAX_ABILITIES } from "../schema/cypher";
import { parseAbility, type CsrdAbility } from "./ability";
import { readCsrdPage } from "./cached-page";
import { entryAsPage, entryKey, entryNamed, findEntriesInBody } from "./entries";
import { detectPageKind } from "./page-kind";
import { type CsrdPage } from "./page";

export interface CharacterAbility extends Pick<CsrdAbility, "name" | "cost" | "pool" | "kind" | "costOpenEnded"> {
	/** A wikilink to the page or entry, relative to the character note ("[[Bash]]", "[[Kessa Varn#Salt Lash]]"). */
	link: string;
}

export interface CharacterAbilities {
	abilities: CharacterAbility[];
	problems: string[];
}

/** The heading or entry name after '#' in a link ("[[Sea abilities#Salt Lash|Lash]]" → "Salt Lash"), or undefined. */
export function linkSubpath(target: string): string | undefined {
	const inner = /^\[\[([^\]]*)\]\]$/.exec(target.trim())?.[1] ?? target.trim();
	const sub = (inner.split("|")[0] ?? "").split("#")[1]?.trim();
	return sub ? sub.replace(/^\^/, "") : undefined;
}

/** A link to a note, or to an entry of it after '#': "[[Bash]]", "[[Sea abilities#Salt Lash]]". */
export function entryLink(app: App, file: TFile, sourcePath: string, entry?: string): string {
	const heading = entry ? `#${entry.replace(/[[\]|#^]/g, " ").trim()}` : "";
	return `[[${app.metadataCache.fileToLinktext(file, sourcePath, true)}${heading}]]`;
}

/** Adds the ability a page or entry reads as, or a problem line naming it as the user knows it (`shown`); true when it was added. */
function addAbility(result: CharacterAbilities, shown: string, page: CsrdPage, link: string): boolean {
	const parsed = parseAbility(page);
	// `shown` says which page, so the parser's problem is given without the page's own name.
	if (!parsed.ok) result.problems.push(t("notes.csrd.named", { name: shown, problem: parsed.problem }));
	else result.abilities.push({ ...parsed.ability, link });
	return parsed.ok;
}

export async function readCharacterAbilities(app: App, characterFile: TFile, links: string[]): Promise<CharacterAbilities> {
	const result: CharacterAbilities = { abilities: [], problems: [] };
	for (const raw of links.slice(0, MAX_ABILITIES)) {
		// The problem names the link as written, so the user can find it in the note's properties.
		const shown = raw.trim();
		const page = app.metadataCache.getFirstLinkpathDest(linkpathOf(raw), characterFile.path);
		if (!page) {
			result.problems.push(t("notes.csrd.abilities.noPage", { link: shown }));
			continue;
		}
		try {
			const whole = await readCsrdPage(app, page);
			const sub = linkSubpath(raw);
			// A link to an entry reads that entry; a link to a heading of an ability page reads the page.
			const entry = sub === undefined ? undefined : entryNamed(whole.body, sub);
			if (sub !== undefined && !entry && detectPageKind(whole) !== "ability") {
				result.problems.push(t("notes.csrd.abilities.noEntry", { link: shown, name: sub, page: page.basename }));
				continue;
			}
			const read: CsrdPage = entry ? entryAsPage(page.path, entry) : whole;
			if ((entry ? entry.kind : detectPageKind(read)) !== "ability") {
				result.problems.push(t("notes.csrd.abilities.notAbility", { link: shown }));
				continue;
			}
			addAbility(result, shown, read, entryLink(app, page, characterFile.path, entry?.name));
		} catch (error) {
			result.problems.push(t("notes.csrd.named", { name: shown, problem: errorText(error) }));
		}
	}
	await addPastedAbilities(app, characterFile, result);
	return result;
}

/**
 * The abilities pasted into the character note itself, read as the compendium's entries are; one
 * the links already give (by name) is not listed twice.
 */
async function addPastedAbilities(app: App, characterFile: TFile, result: CharacterAbilities): Promise<void> {
	let body: string;
	try {
		body = (await readCsrdPage(app, characterFile)).body;
	} catch {
		return;
	}
	const known = new Set(result.abilities.map((a) => entryKey(a.name)));
	for (const entry of findEntriesInBody(body)) {
		if (entry.kind !== "ability" || entry.name === "" || known.has(entryKey(entry.name)) || result.abilities.length >= MAX_ABILITIES) continue;
		if (addAbility(result, t("notes.csrd.abilities.inThisNote", { name: entry.name }), entryAsPage(characterFile.path, entry), entryLink(app, characterFile, characterFile.path, entry.name))) known.add(entryKey(entry.name));
	}
}
