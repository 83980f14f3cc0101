/**
 * Issue 33 §2: the seal's key lives with the plugin's data (data.json, beside the settings), is made
 * once per vault when the first entry is written, is kept when settings are saved, and is never
 * written into a note; data.json from another device brings its key, and both are kept.
 */
import { describe, expect, it } from "vitest";
import { App, Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { keptIndex, logIndexFor } from "../../../src/notes/log/log-index";
import { vouchedFor } from "../../../src/notes/log/seal-keys";
import type { LedgerSettingTab } from "../../../src/ui/settings-tab";
import { SESSION, sessionNote } from "./fixtures";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.5.7", author: "", description: "" };

async function device(data: Record<string, unknown>, files: Record<string, string>) {
	const app = App.createConfigured__({ files });
	const plugin = new CampaignLedgerPlugin(app.asOriginalType__(), MANIFEST);
	const mock = plugin as unknown as MockPlugin & { data__: Record<string, unknown> };
	mock.data__ = data;
	await plugin.onload();
	return { plugin, mock, app: app.asOriginalType__() };
}

const keysOf = (data: Record<string, unknown>) => data["logKeys"] as string[];

describe("the seal key in the plugin's data", () => {
	it("is made when the first entry is written, saved with the settings, and never put in a note", async () => {
		const here = await device({ logHeading: "Log" }, { [SESSION]: sessionNote });
		expect(here.mock.data__["logKeys"]).toBeUndefined();
		const entry = await here.plugin.api?.append({ title: "The door holds", session: SESSION });
		expect(keysOf(here.mock.data__)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
		const [key] = keysOf(here.mock.data__);
		const text = await here.app.vault.read(here.app.vault.getFileByPath(SESSION)!);
		expect(text).not.toContain(key);
		const index = await logIndexFor(here.app.vault.getFileByPath(SESSION)!, text);
		expect(vouchedFor(index.byId.get(entry!.id)!)).toBe(true);

		// A setting changed in the settings tab keeps the key.
		const tab = here.mock.settingTabs__[0] as unknown as LedgerSettingTab;
		await tab.setControlValue("logHeading", "Dice log");
		expect(here.mock.data__["logHeading"]).toBe("Dice log");
		expect(keysOf(here.mock.data__)).toEqual([key]);
		here.plugin.unload();
	});

	it("comes with data.json to another device, whose entries it vouches for; a device that made its own keeps both when the two meet", async () => {
		const first = await device({}, { [SESSION]: sessionNote });
		const entry = await first.plugin.api?.append({ title: "Sealed on the laptop", session: SESSION });
		const laptopData = { ...first.mock.data__ };
		const text = await first.app.vault.read(first.app.vault.getFileByPath(SESSION)!);
		first.plugin.unload();

		// The phone got the note before data.json: its first entry makes a key of its own.
		const phone = await device({}, { [SESSION]: text });
		const file = phone.app.vault.getFileByPath(SESSION)!;
		expect(vouchedFor((await logIndexFor(file, text)).byId.get(entry!.id)!)).toBe(false);
		await phone.plugin.api?.append({ title: "Sealed on the phone", session: SESSION });
		const phoneKey = keysOf(phone.mock.data__)[0];
		// Then Obsidian Sync brings the laptop's data.json: both keys are kept and saved.
		phone.mock.data__ = { ...laptopData };
		await phone.plugin.onExternalSettingsChange();
		expect(keysOf(phone.mock.data__)).toEqual([keysOf(laptopData)[0], phoneKey]);
		const after = await phone.app.vault.read(file);
		const index = keptIndex(file, after) ?? (await logIndexFor(file, after));
		expect(index.entries.map((item) => vouchedFor(item))).toEqual([true, true]);
		phone.plugin.unload();
	});
});
