/**
 * Pulls an NPC out of a CSRD creature page: a new `ledger: npc` note in the campaign with the
 * creature's level, health (the page's value, or 3 × level when the page gives none), Armor and
 * damage, linking back to the page. The compendium page itself is never written to.
 */
import type { App, TFile } from "obsidian";
import { fail, type Result } from "../../engine/result";
import { createNote } from "../campaign/create-campaign";
import { linkTo } from "../campaign/notes";
import { checkNoteName, joinPath } from "../campaign/names";
import { frontmatterBlock } from "../new-note-text";
import { parseCreature, type CsrdCreature } from "./creature";
import { pageFromCache, readCsrdPage } from "./cached-page";
import { detectPageKind } from "./page-kind";

export { readCsrdPage };

/** A creature page by what the metadata cache knows of it (properties and tags), before its text is read. */
export function isCreaturePage(app: App, file: TFile): boolean {
	return detectPageKind(pageFromCache(file.path, app.metadataCache.getFileCache(file), "")) === "creature";
}

/** The NPC note's text: flat properties the Cypher NPC schema reads, and a body that cites the page. */
export function npcNoteText(creature: CsrdCreature, campaignLink: string, pageLink: string): Result<string> {
	// The NPC schema refuses markup in names, and the body is Markdown: a page's stray tags are
	// dropped (their text kept) so nothing from the page renders as HTML in the new note.
	const name = creature.name.replace(/<[^>]*>/g, "").replace(/[<>]/g, "").trim() || "Unnamed creature";
	const properties: Record<string, unknown> = {
		ledger: "npc",
		system: "cypher",
		campaign: campaignLink,
		name,
		level: creature.level,
		armor: creature.armor,
		source: pageLink,
	};
	// A creature whose page says its health is "NA" gets no health properties: none would be true.
	if (creature.health !== undefined) Object.assign(properties, { health: creature.health, "health-max": creature.health });
	if (creature.damage !== undefined) properties.damage = creature.damage;
	const block = frontmatterBlock(properties);
	if (!block.ok) return block;
	const healthLine =
		creature.healthSource === "page"
			? `Health ${creature.health} from the page.`
			: creature.healthSource === "level"
				? `The page gives no health, so it is 3 × level = ${creature.health}.`
				: `Health: ${creature.healthText}; the page gives none to lose.`;
	// The page's own words where a single number would say less ("6 to 12 points").
	const damageLine = creature.damageText !== undefined && creature.damage === undefined ? [`Damage: ${creature.damageText}.`] : [];
	const modifications = creature.modifications.length > 0 ? [`Modifications: ${creature.modifications.join("; ")}.`] : [];
	const notes = creature.notes.map((note) => `- ${note}`).join("\n");
	const body = [
		`# ${name}`,
		"",
		`Level ${creature.level} (target number ${creature.targetNumber}), Armor ${creature.armor}. ${healthLine}`,
		...[...damageLine, ...modifications].flatMap((line) => ["", line]),
		"",
		`From ${pageLink}.`,
		...(notes ? ["", notes] : []),
		"",
	].join("\n");
	return { ok: true, value: `${block.value}\n${body}` };
}

/** Creates `<campaign folder>/NPCs/<name>.md` from the creature page; refuses when one exists. */
export async function createNpcFromPage(app: App, page: TFile, campaign: TFile): Promise<Result<TFile>> {
	const parsed = parseCreature(await readCsrdPage(app, page));
	if (!parsed.ok) return fail(parsed.error);
	// Some creature names are not valid note names (a colon, a slash): the page's own file name always is.
	const checked = checkNoteName(parsed.creature.name, "npc");
	const name = checked.ok ? checked.value : page.basename;
	const folder = joinPath(campaign.parent?.path ?? "", "NPCs");
	const path = `${folder}/${name}.md`;
	const text = npcNoteText(parsed.creature, linkTo(app, campaign, path), linkTo(app, page, path));
	if (!text.ok) return text;
	return createNote(app, folder, path, text.value, "rename it to pull this creature in again");
}
