/**
 * Cyphers on the Cypher sheet: the list of cyphers carried, each linking its page when written as
 * a wikilink.
 */
import { fail } from "../../engine/result";
import type { SheetListItem } from "../table/game";
import type { CypherAction } from "./action";

/** A cypher written as a wikilink ("[[Detonation]]", "[[Page|Name]]") links its page under its name; plain text stays text. */
export function cypherItem(text: string): SheetListItem {
	const wiki = /^\[\[([^\]|]+)(?:\|([^\]]+))?\]\]$/.exec(text.trim());
	const name = wiki?.[2] ?? wiki?.[1];
	return wiki && name !== undefined ? { text: name.trim(), link: text.trim() } : { text };
}

export type CyphersForm = never;

export const cyphersAction: CypherAction<CyphersForm> = {
	sheet: (pc) => ({ lists: [{ title: "Cyphers", items: pc.note.sheet.character.cyphers.map(cypherItem) }] }),
	form: () => undefined,
	title: (pc) => pc.note.sheet.character.name,
	fields: () => [],
	update: (_pc, form) => form,
	preview: () => ({ odds: [] }),
	resolve: () => fail("Nothing to do."),
};
