import { Notice, Plugin } from "obsidian";
import { announceLoaded, registerApi } from "./api/register";
import { registerActionCommands } from "./ui/commands/action-commands";
import { registerEditorCommands } from "./ui/commands/editor-commands";
import { RollSuggest } from "./ui/editor/roll-suggest";
import { registerPageTools } from "./ui/sidebar/register";
import type { CampaignLedgerApi } from "./api/types";
import { DEFAULT_SETTINGS, loadSettings, mergeLogKeys, settingsProblemsNotice, type LedgerSettings } from "./settings";
import { registerCampaignFeatures } from "./ui/commands/register";
import { registerCsrdFeatures } from "./ui/csrd/register";
import { registerRuleTools } from "./ui/rules/register";
import { registerCypherFeatures } from "./ui/cypher/register";
import { registerProcedureCommands } from "./ui/cypher/procedure-commands";
import { registerDiceWidgets } from "./ui/dice/register";
import { registerEncounterFeatures } from "./ui/encounter/register";
import { registerLogFeatures } from "./ui/log/register";
import { registerRollTables } from "./ui/roll-tables/register";
import { registerRulePacks } from "./ui/pack/register";
import { LedgerSettingTab } from "./ui/settings-tab";
import { registerTableFeatures } from "./ui/frame/register";
import { TABLE_GAMES } from "./ui/frame/games";
import { CurrentNotes } from "./ui/commands/current-notes";
import { registerPeerFeatures } from "./ui/peers/register";
import { registerPlayersView } from "./ui/encounter/players-view";
import { registerPrintSheet } from "./ui/print/print-sheet";
import { announcer } from "./ui/announce";
import { tableDeps } from "./ui/frame/pipeline";
import type { TableHost } from "./ui/frame/registry";
import { setLogHeading } from "./notes/log/append";
import { setGmLogHeading } from "./notes/gm-log";
import { sealKeysChanged, useSealKeys } from "./notes/log/seal-keys";
import { startLanguage, unpackWhenIdle, useLanguage } from "./ui/language";

/** Wiring only: every feature lives in engine/, notes/ or ui/ and is registered here. */
export default class CampaignLedgerPlugin extends Plugin {
	private ledgerSettings: LedgerSettings = { ...DEFAULT_SETTINGS };
	/** For other plugins and scripts: `app.plugins.plugins["campaign-ledger"].api` (src/api/types.ts). */
	api: CampaignLedgerApi | undefined = undefined;

	override async onload(): Promise<void> {
		// Before anything is registered, so command names are in it (ui/language.ts): the setting remembered, else Obsidian's.
		startLanguage(this.app);
		const getSettings = (): LedgerSettings => this.ledgerSettings;
		// One host for what reaches the plugin from outside its blocks (the API, commands, the sidebar, other plugins' notes).
		const host: TableHost = { app: this.app, settings: getSettings, deps: tableDeps(this.app, getSettings, announcer(this)) };
		// Seal keys live with the settings in data.json; the first entry written makes one (seal-keys.ts).
		useSealKeys({
			keys: () => this.ledgerSettings.logKeys,
			create: async (key) => {
				this.useSettings({ ...this.ledgerSettings, logKeys: mergeLogKeys(this.ledgerSettings.logKeys, [key]) });
				await this.saveData(this.ledgerSettings);
			},
		});
		registerDiceWidgets(this, getSettings);
		registerLogFeatures(this, getSettings);
		registerCampaignFeatures(this, getSettings);
		// The character and encounter the commands act on while the user writes elsewhere (a phone's toolbar included).
		const current = new CurrentNotes(this.app);
		const registry = registerTableFeatures(this, getSettings, TABLE_GAMES, () => current.character());
		registerCypherFeatures(this, getSettings);
		registerProcedureCommands(this, getSettings);
		registerCsrdFeatures(this, getSettings);
		registerRuleTools(this, getSettings);
		registerEncounterFeatures(this, getSettings, () => current.encounter());
		registerRollTables(this, getSettings);
		registerPeerFeatures(this, host);
		registerPlayersView(this, getSettings);
		registerPrintSheet(this, registry, host.deps.tell);
		registerRulePacks(this, getSettings);
		this.api = registerApi(this, host, registry);
		registerPageTools(this, host, registry, registerActionCommands(this, host, registry, current));
		registerEditorCommands(this, this.api);
		this.registerEditorSuggest(new RollSuggest(this.app));
		this.addSettingTab(
			new LedgerSettingTab(this.app, this, {
				getSettings,
				saveSettings: async (settings) => {
					this.useSettings(settings);
					await this.saveData(settings);
				},
			}),
		);
		// Settings are read after registering, so nothing waits on disk before the processors exist;
		// every feature reads them through getSettings at the moment of use.
		await this.readSettings();
		// The words beyond the command names, unpacked when the app is idle, not while a note first draws.
		unpackWhenIdle(this);
		announceLoaded(this, this.api);
	}

	/**
	 * Obsidian calls this when data.json changed on disk behind its back (Obsidian Sync, or another
	 * program): the new settings apply at once, since every feature reads them at the moment of use.
	 */
	override async onExternalSettingsChange(): Promise<void> {
		const keys = this.ledgerSettings.logKeys;
		await this.readSettings();
		// Another device's data.json may come without the seal key made here: both are kept, so what
		// either device sealed is vouched for on both (notes/log/seal-keys.ts).
		const merged = mergeLogKeys(this.ledgerSettings.logKeys, keys);
		if (merged.length !== this.ledgerSettings.logKeys.length) {
			this.useSettings({ ...this.ledgerSettings, logKeys: merged });
			await this.saveData(this.ledgerSettings);
		}
	}

	/** The settings in use, and the headings log entries are appended under (read by notes/log/append at each append). */
	private useSettings(settings: LedgerSettings): void {
		this.ledgerSettings = settings;
		useLanguage(this.app, settings.language);
		sealKeysChanged();
		setLogHeading(settings.logHeading);
		setGmLogHeading(settings.gmLogHeading);
	}

	private async readSettings(): Promise<void> {
		const { settings, problems } = loadSettings(await this.loadData());
		this.useSettings(settings);
		// Said after useSettings, so in the language the settings just chose.
		if (problems.length > 0) new Notice(settingsProblemsNotice(problems));
	}
}
