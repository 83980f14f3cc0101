/**
 * Pulls an NPC out of a CSRD creature page: a new `ledger: npc` note in the campaign with the
 * creature's level, health (the page's value, or 3 × level when the page gives none), Armor and
 * damage, linking back to the page. The compendium page itself is never written to.
 */
import type { App, TFile } from "obsidian";
import { t } from "../../lang";
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
	const name = creature.name.replace(/<[^>]*>/g, "").replace(/[<>]/g, "").trim() || t("notes.csrd.npc.unnamed");
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
			? t("notes.csrd.npc.healthFromPage", { health: creature.health ?? 0 })
			: creature.healthSource === "level"
				? t("notes.csrd.npc.healthFromLevel", { health: creature.health ?? 0 })
				: t("notes.csrd.npc.healthNone", { health: creature.healthText });
	// The page's own words where a single number would say less ("6 to 12 points").
	const damageLine = creature.damageText !== undefined && creature.damage === undefined ? [t("notes.csrd.npc.damage", { damage: creature.damageText })] : [];
	const modifications = creature.modifications.length > 0 ? [t("notes.csrd.npc.modifications", { modifications: creature.modifications.join("; ") })] : [];
	const notes = creature.notes.map((note) => `- ${note}`).join("\n");
	const body = [
		`# ${name}`,
		"",
		t("notes.csrd.npc.summary", { level: creature.level, target: creature.targetNumber, armor: creature.armor, health: healthLine }),
		...[...damageLine, ...modifications].flatMap((line) => ["", line]),
		"",
		t("notes.csrd.npc.from", { link: pageLink }),
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
	return createNote(app, folder, path, text.value, t("notes.csrd.npc.renameAdvice"));
}
