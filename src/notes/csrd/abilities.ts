/**
 * The abilities a Cypher character note links (`abilities: ["[[Bash]]"]`), read from their CSRD
 * pages: the cost and Pool come from each page's tags, so the sheet and the task dialog price an
 * ability the way the compendium does. A link that leads nowhere, or to a page that is not an
 * ability, becomes a problem line for the sheet to show; reading never throws.
 */
import type { App, TFile } from "obsidian";
import { capital } from "../../engine/text";
import { errorText } from "../frontmatter";
import { linkTo } from "../campaign/notes";
import { linkpathOf } from "../log/targets";
import { parseAbility, type CsrdAbility } from "./ability";
import { readCsrdPage } from "./npc-note";
import { detectPageKind } from "./page-kind";
import { pageName } from "./page";

/** A sheet lists a handful of abilities; a pasted compendium index must not read hundreds of pages. */
export const MAX_ABILITIES = 50;

export interface CharacterAbility extends Pick<CsrdAbility, "name" | "cost" | "pool" | "kind" | "costOpenEnded"> {
	/** A wikilink to the page, relative to the character note ("[[Bash]]"). */
	link: string;
}

export interface CharacterAbilities {
	abilities: CharacterAbility[];
	problems: string[];
}

export async function readCharacterAbilities(app: App, characterFile: TFile, links: string[]): Promise<CharacterAbilities> {
	const result: CharacterAbilities = { abilities: [], problems: [] };
	for (const raw of links.slice(0, MAX_ABILITIES)) {
		// The problem names the link as written, so the user can find it in the note's properties.
		const shown = raw.trim();
		const page = app.metadataCache.getFirstLinkpathDest(linkpathOf(raw), characterFile.path);
		if (!page) {
			result.problems.push(`${shown}: no such page in the vault.`);
			continue;
		}
		try {
			const text = await readCsrdPage(app, page);
			if (detectPageKind(text) !== "ability") {
				result.problems.push(`${shown}: not an ability page.`);
				continue;
			}
			const parsed = parseAbility(text);
			// The parser's message starts with the page's name; the link already says which page.
			if (!parsed.ok) result.problems.push(`${shown}: ${parsed.error.slice(pageName(text).length + 2)}`);
			else result.abilities.push({ ...parsed.ability, link: linkTo(app, page, characterFile.path) });
		} catch (error) {
			result.problems.push(`${shown}: ${errorText(error)}`);
		}
	}
	return result;
}

/** Abilities worth a choice in the task dialog: actions that cost points (enablers and free ones cost nothing to use). */
export function usableAbilities(abilities: readonly CharacterAbility[]): CharacterAbility[] {
	return abilities.filter((a) => a.kind === "action" && a.cost > 0 && a.pool !== undefined);
}

/** "1 Might", "4+ Intellect", or "no cost". */
export function abilityCostText(ability: Pick<CharacterAbility, "cost" | "pool" | "costOpenEnded">): string {
	if (ability.cost === 0 || ability.pool === undefined) return "no cost";
	return `${ability.cost}${ability.costOpenEnded ? "+" : ""} ${capital(ability.pool)}`;
}
