/** The campaign and session commands. main.ts calls registerCampaignFeatures once in onload. */
import { Notice, type App, type Plugin, type TFile } from "obsidian";
import { cachedFrontmatter, campaignForContext, createCharacter, localDate, notesOfKind, setCurrentSession, startNextSession } from "../../notes/campaign";
import { noteKind } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import { CreateCampaignModal } from "./create-campaign-modal";
import { NameModal } from "./name-modal";
import { PickCampaignModal } from "./pick-campaign-modal";

export function registerCampaignFeatures(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	plugin.addCommand({
		id: "create-campaign",
		name: "Create campaign",
		callback: () => new CreateCampaignModal(app, getSettings()).open(),
	});
	plugin.addCommand({
		id: "start-next-session",
		name: "Start next session",
		callback: () => withCampaign(app, getSettings(), (settings, campaign) => void runStartNextSession(app, settings, campaign)),
	});
	plugin.addCommand({
		id: "set-current-session",
		name: "Set current session",
		checkCallback: (checking) => {
			const active = app.workspace.getActiveFile();
			if (active === null || noteKind(cachedFrontmatter(app, active)) !== "session") return false;
			if (!checking) void runSetCurrentSession(app, getSettings(), active);
			return true;
		},
	});
	plugin.addCommand({
		id: "create-character",
		name: "Create character",
		callback: () =>
			withCampaign(app, getSettings(), (settings, campaign) => {
				new NameModal(app, `New character in ${campaign.basename}`, "Name", async (name) => {
					const result = await createCharacter(app, settings, campaign, name);
					if (result.ok) await app.workspace.getLeaf(false).openFile(result.value);
					return result;
				}).open();
			}),
	});
}

/** Run with the campaign the open note belongs to, the default one, the only one, or one the user picks. */
function withCampaign(app: App, settings: LedgerSettings, run: (settings: LedgerSettings, campaign: TFile) => void): void {
	const campaign = campaignForContext(app, settings, app.workspace.getActiveFile());
	if (campaign !== undefined) {
		run(settings, campaign);
		return;
	}
	if (notesOfKind(app, "campaign").length === 0) {
		new Notice("No campaign yet. Create one from the command palette first.");
		return;
	}
	new PickCampaignModal(app, (picked) => run(settings, picked)).open();
}

export async function runStartNextSession(app: App, settings: LedgerSettings, campaign: TFile): Promise<void> {
	const result = await startNextSession(app, settings, campaign, { date: localDate() });
	if (!result.ok) {
		new Notice(result.error);
		return;
	}
	new Notice(`Started ${result.value.basename}`);
	await app.workspace.getLeaf(false).openFile(result.value);
}

async function runSetCurrentSession(app: App, settings: LedgerSettings, session: TFile): Promise<void> {
	const result = await setCurrentSession(app, settings, session);
	new Notice(result.ok ? `${session.basename} is now the current session of ${result.value.basename}` : result.error);
}
