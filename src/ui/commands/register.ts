/** The campaign and session commands. main.ts calls registerCampaignFeatures once in onload. */
import { Notice, type App, type Plugin, type TFile } from "obsidian";
import { createCharacter, localDate, setCurrentSession, startNextSession } from "../../notes/campaign";
import { currentSessionOf } from "../../notes/campaign/resolve-session";
import { writeSessionTotals } from "../../notes/log/session-totals";
import type { LedgerSettings } from "../../settings";
import { openNote, withCampaign } from "./campaign-choice";
import { activeNoteOf, addCommandFor } from "./command-for";
import { CreateCampaignModal } from "./create-campaign-modal";
import { NameModal } from "./name-modal";
import { labelText } from "../user-text";

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
		callback: () => {
			const settings = getSettings();
			withCampaign(app, settings, app.workspace.getActiveFile(), (campaign) => void runStartNextSession(app, settings, campaign));
		},
	});
	addCommandFor(plugin, "set-current-session", "Set current session", () => activeNoteOf(app, "session"), (session) => void runSetCurrentSession(app, getSettings(), session));
	plugin.addCommand({
		id: "create-character",
		name: "Create character",
		callback: () => {
			const settings = getSettings();
			withCampaign(app, settings, app.workspace.getActiveFile(), (campaign) => {
				new NameModal(app, `New character in ${campaign.basename}`, "Name", async (name) => {
					const result = await createCharacter(app, settings, campaign, name);
					if (result.ok) await openNote(app, result.value);
					return result;
				}).open();
			});
		},
	});
}

export async function runStartNextSession(app: App, settings: LedgerSettings, campaign: TFile): Promise<void> {
	// The session that ends: its totals go to its properties once the next one exists.
	const ending = await currentSessionOf(app, settings, campaign);
	const result = await startNextSession(app, settings, campaign, { date: localDate() });
	if (!result.ok) {
		new Notice(labelText(result.error));
		return;
	}
	const totals = ending.ok ? await writeSessionTotals(app, ending.value) : undefined;
	const note = totals && !totals.ok && ending.ok ? ` The totals of ${ending.value.basename} could not be written: ${totals.error}` : "";
	new Notice(labelText(`Started ${result.value.basename}.${note}`));
	await openNote(app, result.value);
}

async function runSetCurrentSession(app: App, settings: LedgerSettings, session: TFile): Promise<void> {
	const result = await setCurrentSession(app, settings, session);
	new Notice(labelText(result.ok ? `${session.basename} is now the current session of ${result.value.basename}` : result.error));
}
