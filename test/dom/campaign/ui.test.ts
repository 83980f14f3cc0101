import { describe, expect, it, vi } from "vitest";
import { registerCampaignFeatures } from "../../../src/ui/commands/register";
import { LedgerSettingTab, settingGroups, changeSetting, type SettingsHost } from "../../../src/ui/settings-tab";
import { DEFAULT_SETTINGS, type LedgerSettings } from "../../../src/settings";
import { registered, testPlugin } from "../helpers/plugin";
import { testVault } from "./helpers";

async function settle(): Promise<void> {
	for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

describe("registered commands", () => {
	it("stable ids without the plugin id, sentence-case names, no default hotkeys", () => {
		const v = testVault();
		const plugin = testPlugin(v.app);
		registerCampaignFeatures(plugin, () => v.settings());
		const commands = [...registered(plugin).commands.values()];
		expect(commands.map((c) => [c.id, c.name])).toEqual([
			["create-campaign", "Create campaign"],
			["start-next-session", "Start next session"],
			["set-current-session", "Set current session"],
			["create-character", "Create character"],
		]);
		for (const c of commands) expect(c.hotkeys).toBeUndefined();
	});

	it("'Start next session' from a character note starts the session of that character's campaign and opens it", async () => {
		const v = testVault();
		await v.note("Campaigns/Gate/Gate.md", { ledger: "campaign", system: "cypher" });
		await v.note("Campaigns/Other/Other.md", { ledger: "campaign", system: "pool" });
		const aria = await v.note("Aria.md", { ledger: "character", system: "cypher", campaign: "[[Gate]]" });
		await v.app.workspace.getLeaf(false).openFile(aria);
		const plugin = testPlugin(v.app);
		registerCampaignFeatures(plugin, () => v.settings());
		registered(plugin).commands.get("start-next-session")?.callback?.();
		await settle();
		expect(v.frontmatter("Campaigns/Gate/Session 1.md")?.["session"]).toBe(1);
		expect(v.frontmatter("Campaigns/Gate/Gate.md")?.["current-session"]).toBe("[[Campaigns/Gate/Session 1|Session 1]]");
		expect(v.app.workspace.getActiveFile()?.path).toBe("Campaigns/Gate/Session 1.md");
	});

	it("'Set current session' is offered only in a session note, and sets it", async () => {
		const v = testVault();
		await v.note("Gate.md", { ledger: "campaign", system: "cypher", "current-session": "[[S2]]" });
		const s1 = await v.note("S1.md", { ledger: "session", campaign: "[[Gate]]", session: 1 });
		const aria = await v.note("Aria.md", { ledger: "character", campaign: "[[Gate]]" });
		const plugin = testPlugin(v.app);
		registerCampaignFeatures(plugin, () => v.settings());
		const cmd = registered(plugin).commands.get("set-current-session");
		await v.app.workspace.getLeaf(false).openFile(aria);
		expect(cmd?.checkCallback?.(true)).toBe(false);
		await v.app.workspace.getLeaf(false).openFile(s1);
		expect(cmd?.checkCallback?.(true)).toBe(true);
		cmd?.checkCallback?.(false);
		await settle();
		expect(v.frontmatter("Gate.md")?.["current-session"]).toBe("[[S1]]");
	});
});

describe("settings tab", () => {
	function host(): SettingsHost & { saved: LedgerSettings[] } {
		let current: LedgerSettings = { ...DEFAULT_SETTINGS };
		const saved: LedgerSettings[] = [];
		return {
			saved,
			getSettings: () => current,
			saveSettings: vi.fn((s: LedgerSettings) => {
				current = s;
				saved.push(s);
				return Promise.resolve();
			}),
		};
	}

	it("draws a heading per group and a row per setting, all sentence case", () => {
		const v = testVault();
		const tab = new LedgerSettingTab(v.app, testPlugin(v.app), host());
		// Obsidian before 1.13 (minAppVersion is 1.4.10) calls display() through the SettingTab contract.
		const legacy: { display(): void } = tab;
		legacy.display();
		// The mock's Setting is settingEl > [controlEl, infoEl > [nameEl, descEl]], without Obsidian's classes.
		const names = [...tab.containerEl.querySelectorAll(":scope > div > div:nth-child(2) > div:first-child")].map((e) => e.textContent);
		expect(names).toEqual(settingGroups().flatMap((g) => [g.heading, ...g.rows.map((r) => r.name)]));
		for (const n of names) expect(n?.[0]).toBe(n?.[0]?.toUpperCase());
		// No heading stands alone: each has its rows under it ("Other plugins' notes" once had none).
		for (const group of settingGroups()) expect(group.rows.length, group.heading).toBeGreaterThan(0);
		expect(names[names.indexOf("Other plugins' notes") + 1]).toBe("Roll dice: code");
	});

	it("the declarative definitions list the same rows for the settings search", () => {
		const v = testVault();
		const tab = new LedgerSettingTab(v.app, testPlugin(v.app), host());
		const defs = tab.getSettingDefinitions() as unknown as { heading: string; items: { name: string; control: { key: string } }[] }[];
		expect(defs.map((g) => g.heading)).toEqual(settingGroups().map((g) => g.heading));
		expect(defs.flatMap((g) => g.items.map((i) => i.control.key))).toEqual(settingGroups().flatMap((g) => g.rows.map((r) => r.key)));
	});

	it("saves a valid value and refuses a bad one with the reason", async () => {
		const v = testVault();
		const h = host();
		const tab = new LedgerSettingTab(v.app, testPlugin(v.app), h);
		await tab.setControlValue("poolDieSize", 10);
		expect(tab.getControlValue("poolDieSize")).toBe(10);
		await tab.setControlValue("poolDieSize", 1);
		expect(tab.getControlValue("poolDieSize")).toBe(10);
		expect(h.saved).toHaveLength(1);
		expect(changeSetting(DEFAULT_SETTINGS, "sessionNameFormat", "Session")).toEqual({ ok: false, error: "\"Session name\" should contain {{n}} where the session's number goes." });
		expect(changeSetting(DEFAULT_SETTINGS, "d20Major", 1)).toEqual({ ok: false, error: "The d20 bonuses must grow from minor to major to extreme." });
	});
});
