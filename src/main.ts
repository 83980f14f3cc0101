import { Notice, Plugin } from "obsidian";
import { registerApi } from "./api/register";
import { registerActionCommands } from "./ui/commands/action-commands";
import { registerEditorCommands } from "./ui/commands/editor-commands";
import { RollSuggest } from "./ui/editor/roll-suggest";
import { registerPageTools } from "./ui/sidebar/register";
import type { CampaignLedgerApi } from "./api/types";
import { DEFAULT_SETTINGS, loadSettings, type LedgerSettings } from "./settings";
import { registerCampaignFeatures } from "./ui/commands/register";
import { registerCsrdFeatures } from "./ui/csrd/register";
import { registerRuleTools } from "./ui/rules/register";
import { registerCypherFeatures } from "./ui/cypher/register";
import { registerProcedureCommands } from "./ui/cypher/procedure-commands";
import { registerDiceWidgets } from "./ui/dice/register";
import { registerEncounterFeatures } from "./ui/encounter/register";
import { registerLogFeatures } from "./ui/log/register";
import { registerRollTables } from "./ui/roll-tables/register";
import { LedgerSettingTab } from "./ui/settings-tab";
import { registerTableFeatures } from "./ui/frame/register";
import { announcer } from "./ui/announce";
import { tableDeps } from "./ui/frame/pipeline";
import type { TableHost } from "./ui/frame/registry";
import { setLogHeading } from "./notes/log/append";
import { setGmLogHeading } from "./notes/gm-log";

/** Wiring only: every feature lives in engine/, notes/ or ui/ and is registered here. */
export default class CampaignLedgerPlugin extends Plugin {
	private ledgerSettings: LedgerSettings = { ...DEFAULT_SETTINGS };
	/** For other plugins and scripts: `app.plugins.plugins["campaign-ledger"].api` (src/api/types.ts). */
	api: CampaignLedgerApi | undefined = undefined;

	override async onload(): Promise<void> {
		const getSettings = (): LedgerSettings => this.ledgerSettings;
		// One host for what reaches the plugin from outside its blocks (the API, commands, the sidebar, other plugins' notes).
		const host: TableHost = { app: this.app, settings: getSettings, deps: tableDeps(this.app, getSettings, announcer(this)) };
		registerDiceWidgets(this, getSettings);
		registerLogFeatures(this, getSettings);
		registerCampaignFeatures(this, getSettings);
		const registry = registerTableFeatures(this, getSettings);
		registerCypherFeatures(this, getSettings);
		registerProcedureCommands(this, getSettings);
		registerCsrdFeatures(this, getSettings);
		registerRuleTools(this, getSettings);
		registerEncounterFeatures(this, getSettings);
		registerRollTables(this, getSettings);
		this.api = registerApi(this, host, registry);
		registerPageTools(this, host, registry, registerActionCommands(this, host, registry));
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
	}

	/**
	 * Obsidian calls this when data.json changed on disk behind its back (Obsidian Sync, or another
	 * program): the new settings apply at once, since every feature reads them at the moment of use.
	 */
	override async onExternalSettingsChange(): Promise<void> {
		await this.readSettings();
	}

	/** The settings in use, and the headings log entries are appended under (read by notes/log/append at each append). */
	private useSettings(settings: LedgerSettings): void {
		this.ledgerSettings = settings;
		setLogHeading(settings.logHeading);
		setGmLogHeading(settings.gmLogHeading);
	}

	private async readSettings(): Promise<void> {
		const { settings, problems } = loadSettings(await this.loadData());
		this.useSettings(settings);
		if (problems.length > 0) new Notice(`Campaign Ledger settings: ${problems.join(" ")}`);
	}
}
