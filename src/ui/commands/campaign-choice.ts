/** What the campaign commands share: which campaign a command acts on, and opening what it made. */
import { Notice, type App, type TFile } from "obsidian";
import { campaignForContext, notesOfKind } from "../../notes/campaign";
import type { LedgerSettings } from "../../settings";
import { PickModal } from "../pick-modal";
import { t } from "../../lang";

/**
 * Run with the campaign `active` belongs to (none for a page outside every campaign), the default
 * one, the only one, or one the user picks; with no campaign at all, say how to make one.
 */
export function withCampaign(app: App, settings: LedgerSettings, active: TFile | null, run: (campaign: TFile) => void): void {
	const campaign = campaignForContext(app, settings, active);
	if (campaign !== undefined) return run(campaign);
	const campaigns = notesOfKind(app, "campaign");
	if (campaigns.length === 0) new Notice(t("commands.campaign.none"));
	else new PickModal(app, t("commands.campaign.which"), campaigns, (file) => file.path.replace(/\.md$/, ""), run).open();
}

/** Opens a note the command just made, in the active tab. */
export async function openNote(app: App, file: TFile): Promise<void> {
	await app.workspace.getLeaf(false).openFile(file);
}
