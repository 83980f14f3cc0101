/** CSRD compendium pages in the vault: pull a creature into the campaign as an NPC note. */
import { Notice, type App, type Plugin, type TFile } from "obsidian";
import { createNpcFromPage, isCreaturePage } from "../../notes/csrd/npc-note";
import type { LedgerSettings } from "../../settings";
import { openNote, withCampaign } from "../commands/campaign-choice";

export function registerCsrdFeatures(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	plugin.addCommand({
		id: "npc-from-creature-page",
		name: "Create NPC from this creature page",
		checkCallback: (checking) => {
			const page = app.workspace.getActiveFile();
			if (page === null || !isCreaturePage(app, page)) return false;
			// A compendium page belongs to no campaign: the default or only one, else the user picks.
			if (!checking) withCampaign(app, getSettings(), null, (campaign) => void pullNpc(app, page, campaign));
			return true;
		},
	});
}

export async function pullNpc(app: App, page: TFile, campaign: TFile): Promise<TFile | undefined> {
	const created = await createNpcFromPage(app, page, campaign);
	if (!created.ok) {
		new Notice(created.error);
		return undefined;
	}
	new Notice(`Created ${created.value.basename} in ${campaign.basename}`);
	await openNote(app, created.value);
	return created.value;
}
