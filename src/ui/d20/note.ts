/**
 * Reading a d20 note from the vault for the table: the note itself (fresh, before every action),
 * its campaign's d20 settings, and the campaign's other d20 characters and NPCs as targets. Notes
 * of the same campaign are the ones whose `campaign` link resolves to the same campaign note; a note
 * with no campaign sees the other d20 notes without one.
 */
import type { App, TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { cachedFrontmatter, frontmatterOf, linkedCampaign, linkTo } from "../../notes/campaign/notes";
import { noteGame, noteRole } from "../frame/registry";
import { roundStateOf } from "../../notes/encounter/round";
import { readCombatant, readD20NoteModel, type D20Combatant, type D20Kind, type D20Note } from "../../games/d20/model";
import type { Pack } from "../../games/pack/pack";
import { readPack } from "../../notes/pack/packs";
import { runningEncounters, withEncounter, type CurrentEncounter } from "../../notes/encounter/current";

/** Most targets offered in a dialog (a vault with thousands of NPCs stays quick). */
const MAX_TARGETS = 200;

/** The campaign note a note's `campaign` link names, if it resolves. */
function campaignOf(app: App, file: TFile): TFile | undefined {
	return linkedCampaign(app, cachedFrontmatter(app, file) as Record<string, unknown> | undefined, file.path);
}

/** The note's kind when it is a d20 character or NPC (its own `system`, else its campaign's). */
export function d20Kind(app: App, file: TFile): D20Kind | undefined {
	const role = noteRole(app, file);
	return role !== undefined && noteGame(app, file) === "d20" ? role : undefined;
}

/** The other d20 notes of the same campaign, as targets. */
function othersOf(app: App, file: TFile, campaign: TFile | undefined, pack: Pack, running: Map<string, CurrentEncounter>): D20Combatant[] {
	const out: D20Combatant[] = [];
	for (const other of app.vault.getMarkdownFiles()) {
		if (out.length >= MAX_TARGETS) break;
		if (other.path === file.path) continue;
		const kind = d20Kind(app, other);
		if (kind === undefined || campaignOf(app, other)?.path !== campaign?.path) continue;
		const combatant = readCombatant({ frontmatter: cachedFrontmatter(app, other), basename: other.basename, link: linkTo(app, other, file.path) }, kind, pack);
		if (combatant) out.push({ ...combatant, conditions: withEncounter(app, other, combatant.conditions, pack, running) });
	}
	return out.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "npc" ? -1 : 1));
}

export async function readD20Note(app: App, file: TFile): Promise<Result<D20Note>> {
	const fm = await frontmatterOf(app, file);
	if (!fm.ok) return fm;
	const kind = d20Kind(app, file);
	if (kind === undefined) return fail(`"${file.path}" is not a d20 character or NPC note (it needs ledger: character or npc, and system: d20 or a d20 campaign)`);
	const campaign = campaignOf(app, file);
	const campaignFm = campaign === undefined ? undefined : { frontmatter: cachedFrontmatter(app, campaign) };
	const pack = await readPack(app, "d20");
	const running = runningEncounters(app);
	const note = readD20NoteModel({ frontmatter: fm.value, basename: file.basename, link: linkTo(app, file, file.path) }, kind, campaignFm, othersOf(app, file, campaign, pack, running), pack);
	note.conditions = withEncounter(app, file, note.conditions, pack, running);
	if (campaign !== undefined) note.watches = [campaign.path];
	const round = roundStateOf(app, file);
	if (round !== undefined) {
		note.round = round;
		note.watches.push(round.encounterPath);
	}
	return ok(note);
}
