/** CSRD compendium pages in the vault: pull a creature into the campaign as an NPC note. */
import { Notice, type App, type Plugin, type TFile } from "obsidian";
import { campaignForContext, notesOfKind } from "../../notes/campaign";
import { createNpcFromPage, isCreaturePage } from "../../notes/csrd/npc-note";
import type { LedgerSettings } from "../../settings";
import { PickCampaignModal } from "../commands/pick-campaign-modal";

export function registerCsrdFeatures(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	plugin.addCommand({
		id: "npc-from-creature-page",
		name: "Create NPC from this creature page",
		checkCallback: (checking) => {
			const page = app.workspace.getActiveFile();
			if (page === null || !isCreaturePage(app, page)) return false;
			if (!checking) pickCampaignThen(app, getSettings(), (campaign) => void pullNpc(app, page, campaign));
			return true;
		},
	});
}

/** The default or only campaign, else the user picks one (a compendium page belongs to no campaign). */
function pickCampaignThen(app: App, settings: LedgerSettings, run: (campaign: TFile) => void): void {
	const campaign = campaignForContext(app, settings, null);
	if (campaign !== undefined) run(campaign);
	else if (notesOfKind(app, "campaign").length === 0) new Notice("No campaign yet. Create one from the command palette first.");
	else new PickCampaignModal(app, run).open();
}

export async function pullNpc(app: App, page: TFile, campaign: TFile): Promise<TFile | undefined> {
	const created = await createNpcFromPage(app, page, campaign);
	if (!created.ok) {
		new Notice(created.error);
		return undefined;
	}
	new Notice(`Created ${created.value.basename} in ${campaign.basename}`);
	await app.workspace.getLeaf(false).openFile(created.value);
	return created.value;
}
