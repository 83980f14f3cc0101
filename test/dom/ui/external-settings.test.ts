/**
 * Settings changed behind Obsidian's back (Obsidian Sync bringing another device's data.json)
 * apply without a reload: Obsidian calls onExternalSettingsChange, and the plugin reads them again.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, Notice, Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import type { LedgerSettingTab } from "../../../src/ui/settings-tab";
import { setLanguage } from "../../../src/lang";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.5.7", author: "", description: "" };

describe("settings synced from another device", () => {
	it("apply at once, and a bad synced value is named and replaced by its default", async () => {
		const plugin = new CampaignLedgerPlugin(App.createConfigured__().asOriginalType__(), MANIFEST);
		const mock = plugin as unknown as MockPlugin;
		mock.data__ = { logHeading: "Log", poolDieSize: 6 };
		await plugin.onload();
		const tab = mock.settingTabs__[0] as unknown as LedgerSettingTab;
		expect(tab.getControlValue("logHeading")).toBe("Log");

		const notices: unknown[] = [];
		// The mock Notice hands every message to its constructor__ hook.
		vi.spyOn(Notice.prototype as unknown as { constructor__(message: unknown): void }, "constructor__").mockImplementation((message) => {
			notices.push(message);
		});
		// What Sync writes: another device's settings, one of them out of range, one key we do not know.
		mock.data__ = { logHeading: "Dice", poolDieSize: 99, defaultCampaign: "Campaigns/Gate/Gate.md", fromNewerVersion: true };
		await plugin.onExternalSettingsChange();

		expect(tab.getControlValue("logHeading")).toBe("Dice");
		expect(tab.getControlValue("defaultCampaign")).toBe("Campaigns/Gate/Gate.md");
		expect(tab.getControlValue("poolDieSize")).toBe(6);
		expect(tab.getControlValue("fromNewerVersion")).toBe(true);
		expect(notices).toEqual([expect.stringContaining("\"Dice pool die size\" should be a whole number from")]);
		vi.restoreAllMocks();
		plugin.unload();
	});

	it("are said in the language the settings choose, naming the setting by its label and what is used instead", async () => {
		const plugin = new CampaignLedgerPlugin(App.createConfigured__().asOriginalType__(), MANIFEST);
		const mock = plugin as unknown as MockPlugin;
		const notices: unknown[] = [];
		vi.spyOn(Notice.prototype as unknown as { constructor__(message: unknown): void }, "constructor__").mockImplementation((message) => {
			notices.push(message);
		});
		// A German player's data.json with a die size out of range and a GM log heading of two lines.
		mock.data__ = { language: "de", poolDieSize: 99, gmLogHeading: "two\nlines" };
		await plugin.onload();
		expect(notices).toEqual([
			"Einstellungen von Campaign Ledger: „Würfelgröße im Würfelpool-Spiel“ sollte eine ganze Zahl von 2 bis 20 sein. Stattdessen wird 6 verwendet. „Überschrift des SL-Protokolls“ sollte eine Zeile Überschriftentext sein. Stattdessen wird „GM log“ verwendet.",
		]);
		vi.restoreAllMocks();
		plugin.unload();
	});
});

afterEach(() => setLanguage("en"));
