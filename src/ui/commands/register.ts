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
import { t } from "../../lang";

export function registerCampaignFeatures(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	plugin.addCommand({
		id: "create-campaign",
		name: t("commands.createCampaign.name"),
		callback: () => new CreateCampaignModal(app, getSettings()).open(),
	});
	plugin.addCommand({
		id: "start-next-session",
		name: t("commands.startNextSession.name"),
		callback: () => {
			const settings = getSettings();
			withCampaign(app, settings, app.workspace.getActiveFile(), (campaign) => void runStartNextSession(app, settings, campaign));
		},
	});
	addCommandFor(plugin, "set-current-session", t("commands.setCurrentSession.name"), () => activeNoteOf(app, "session"), (session) => void runSetCurrentSession(app, getSettings(), session));
	plugin.addCommand({
		id: "create-character",
		name: t("commands.createCharacter.name"),
		callback: () => {
			const settings = getSettings();
			withCampaign(app, settings, app.workspace.getActiveFile(), (campaign) => {
				new NameModal(app, t("commands.createCharacter.title", { campaign: campaign.basename }), t("commands.createCharacter.field"), async (name) => {
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
	const started = totals && !totals.ok && ending.ok
		? t("commands.startNextSession.startedTotalsFailed", { session: result.value.basename, ending: ending.value.basename, error: totals.error })
		: t("commands.startNextSession.started", { session: result.value.basename });
	new Notice(labelText(started));
	await openNote(app, result.value);
}

async function runSetCurrentSession(app: App, settings: LedgerSettings, session: TFile): Promise<void> {
	const result = await setCurrentSession(app, settings, session);
	new Notice(labelText(result.ok ? t("commands.setCurrentSession.done", { session: session.basename, campaign: result.value.basename }) : result.error));
}
