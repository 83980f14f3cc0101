/**
 * A pool-game note read for the table: the frontmatter into a PoolModel, the campaign's die size,
 * and the character's last roll in the current session (so Drama Dice can be bought after it).
 * Read fresh before every action, so a result is computed from what the note says now.
 */
import type { App, TFile } from "obsidian";
import { parseEntries } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { lastCheckOf } from "../../engine/systems/pool/log-entries";
import { frontmatterOf, linkedCampaign, linkTo, readCampaignNote } from "../../notes/campaign/notes";
import { resolveSessionNote } from "../../notes/campaign/resolve-session";
import { noteKind } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import { noteGame, noteRole } from "../frame/registry";
import { roundStateOf } from "../../notes/encounter/round";
import { readPoolModel, type PoolModel } from "../../games/pool/model";
import { readPack } from "../../notes/pack/packs";
import { withEncounter } from "../../notes/encounter/current";
import { t } from "../../lang";

/**
 * True for a pool-game character or NPC: `ledger: character` or `npc`, and `system: pool`, or no
 * system with a pool-game campaign (a note may take its game from its campaign).
 */
export function isPoolNote(app: App, file: TFile): boolean {
	return noteRole(app, file) !== undefined && noteGame(app, file) === "pool";
}

/** The note as a model. A broken campaign still gives a sheet (d6, the problem shown on it). */
export async function readPoolNote(app: App, settings: LedgerSettings, file: TFile): Promise<Result<PoolModel>> {
	const fm = await frontmatterOf(app, file);
	if (!fm.ok) return fm;
	if (!isPoolNote(app, file)) return fail(t("pool.note.notPool", { path: file.path, ledger: "ledger: character", npc: "npc", system: "system: pool" }));
	const kind = noteKind(fm.value) === "npc" ? "npc" : "character";
	let dieSize = settings.poolDieSize;
	let campaignProblem: string | undefined;
	let campaignPath: string | undefined;
	let campaignFile: TFile | undefined;
	const raw = fm.value["campaign"];
	if (typeof raw === "string" && raw.trim() !== "") {
		const campaign = linkedCampaign(app, fm.value, file.path);
		if (campaign === undefined) campaignProblem = t("pool.note.noCampaign", { campaign: raw.trim().slice(0, 80), sides: dieSize });
		else {
			campaignPath = campaign.path;
			campaignFile = campaign;
			const read = await readCampaignNote(app, campaign, settings);
			if (read.ok) dieSize = read.value.campaign.poolDieSize;
			else campaignProblem = t("pool.note.campaignProblem", { problem: read.error, sides: dieSize });
		}
	}
	const options: Parameters<typeof readPoolModel>[1] = { name: file.basename, kind, dieSize, pack: await readPack(app, "pool") };
	if (campaignProblem !== undefined) options.campaignProblem = campaignProblem;
	const session = await resolveSessionNote(app, settings, { actorPath: file.path, sourcePath: file.path });
	// The party's Extended Action is kept on the campaign note, named as the session's log links it.
	if (campaignFile !== undefined && campaignProblem === undefined) {
		const party = await frontmatterOf(app, campaignFile);
		if (party.ok) options.party = { frontmatter: party.value, target: linkTo(app, campaignFile, session.ok ? session.value.path : file.path) };
	}
	const model = readPoolModel(fm.value, options);
	if (options.pack) model.conditions = withEncounter(app, file, model.conditions, options.pack);
	if (campaignPath !== undefined) model.campaignPath = campaignPath;
	const round = roundStateOf(app, file);
	if (round !== undefined) model.round = round;
	// The character's newest roll in the session its rolls go to, if any and not undone, for Drama Dice.
	if (session.ok) {
		model.sessionPath = session.value.path;
		const entries = parseEntries(await app.vault.cachedRead(session.value)).entries.map((e) => e.entry);
		const last = lastCheckOf(entries, linkTo(app, file, session.value.path));
		if (last) model.lastCheck = last;
	}
	return ok(model);
}
