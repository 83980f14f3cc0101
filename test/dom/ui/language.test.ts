/**
 * The plugin in another language (issue 35), as a German-speaking user meets it: the settings tab
 * and a roll dialog's fixed words read in German once the language is chosen, and the session log
 * keeps working across languages: an entry written in English reads back and undoes while the
 * plugin speaks German, and an entry written in German undoes in English, because the log's
 * machine-readable parts (kind, inputs, changes, checksum) never change with the language.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { currentLanguage, setLanguage, t } from "../../../src/lang";
import { undoEntry } from "../../../src/notes/log/undo";
import { DEFAULT_SETTINGS, type LedgerSettings } from "../../../src/settings";
import { rollTask } from "../../../src/ui/cypher/actions";
import { TaskModal } from "../../../src/ui/cypher/task-modal";
import { REMEMBERED, startLanguage, useLanguage } from "../../../src/ui/language";
import CampaignLedgerPlugin from "../../../src/main";
import { LedgerSettingTab, type SettingsHost } from "../../../src/ui/settings-tab";
import { MANIFEST, testPlugin } from "../helpers/plugin";
import type { TestVault } from "../campaign/helpers";
import { testVault } from "../campaign/helpers";
import { deps, KIRA, must, noteOf, SESSION, table } from "../cypher/fixtures";

afterEach(() => setLanguage("en"));

/** Settings kept as main.ts keeps them: a saved language is the plugin's language from then on. */
function host(v: TestVault): SettingsHost {
	let current: LedgerSettings = { ...DEFAULT_SETTINGS };
	return {
		getSettings: () => current,
		saveSettings: (settings) => {
			current = settings;
			useLanguage(v.app, settings.language);
			return Promise.resolve();
		},
	};
}

/** The tab's headings and row names, in order (the mock's Setting: settingEl > [controlEl, infoEl > [nameEl, descEl]]). */
const names = (tab: LedgerSettingTab): (string | null)[] => [...tab.containerEl.querySelectorAll(":scope > div > div:nth-child(2) > div:first-child")].map((e) => e.textContent);
const descriptions = (tab: LedgerSettingTab): (string | null)[] => [...tab.containerEl.querySelectorAll(":scope > div > div:nth-child(2) > div:nth-child(2)")].map((e) => e.textContent);

describe("the settings tab in German", () => {
	it("offers the languages by their own names, Obsidian's first, and once German is chosen reads in German", async () => {
		const v = testVault();
		const tab = new LedgerSettingTab(v.app, testPlugin(v.app), host(v));
		const legacy: { display(): void } = tab;
		legacy.display();
		expect(names(tab)).toContain("Language");
		const select = tab.containerEl.querySelector<HTMLSelectElement>('select[aria-label="Language"]');
		expect([...(select?.options ?? [])].map((o) => [o.value, o.text])).toEqual([
			["", "Obsidian's language"],
			["en", "English"],
			["de", "Deutsch"],
			["es", "Español"],
			["fr", "Français"],
			["pt-BR", "Português (Brasil)"],
		]);
		await tab.setControlValue("language", "de");
		legacy.display();
		const german = names(tab);
		expect(german.slice(0, 3)).toEqual(["Kampagnen und Sitzungen", "Standardkampagne", "Kampagnenordner"]);
		expect(german).toContain("Sprache");
		expect(german).toContain("Würfel-Standardwerte");
		// Not one English name or heading is left, and the descriptions are German too, property keys kept.
		expect(german.filter((name) => /\b(the|of|and|folder|campaign|session|heading)\b/i.test(name ?? ""))).toEqual([]);
		expect(descriptions(tab)).toContain("Größe eines kleinen Bonus oder Malus, wenn eine Kampagne d20-minor nicht festlegt.");
		expect(tab.containerEl.querySelector<HTMLSelectElement>('select[aria-label="Sprache"]')?.options[0]?.text).toBe("Sprache von Obsidian");
		// Back to "Obsidian's language": the test environment's Obsidian is English.
		await tab.setControlValue("language", "");
		legacy.display();
		expect(names(tab)[0]).toBe("Campaigns and sessions");
	});

	it("refuses a language it does not ship, keeping the one chosen", async () => {
		const v = testVault();
		const h = host(v);
		const tab = new LedgerSettingTab(v.app, testPlugin(v.app), h);
		await tab.setControlValue("language", "xx");
		expect(h.getSettings().language).toBe("");
	});
});

describe("the language at startup", () => {
	/** An app with Obsidian 1.8.7's per-vault storage, as a Map. */
	const withStorage = (stored: Map<string, unknown>) => ({
		loadLocalStorage: (key: string) => stored.get(key) ?? null,
		saveLocalStorage: (key: string, data: unknown) => (data === null ? stored.delete(key) : stored.set(key, data)),
	});

	it("a language chosen in the setting is remembered in the vault's storage, so the next start (and its command names) uses it", () => {
		const stored = new Map<string, unknown>();
		const app = withStorage(stored) as unknown as Parameters<typeof useLanguage>[0];
		useLanguage(app, "fr");
		expect(t("sidebar.rollTable")).toBe("Lancer sur une table…");
		setLanguage("en");
		startLanguage(app);
		expect(currentLanguage()).toBe("fr");
		// Back to Obsidian's language: nothing remembered, and the next start follows Obsidian (English here).
		useLanguage(app, "");
		expect(stored.size).toBe(0);
		startLanguage(app);
		expect(currentLanguage()).toBe("en");
	});

	it("on an Obsidian without that storage, starts in Obsidian's language", () => {
		setLanguage("de");
		startLanguage({} as unknown as Parameters<typeof startLanguage>[0]);
		expect(currentLanguage()).toBe("en");
	});
});

/** As Obsidian opens a dialog: in the page first, then drawn. */
function show(modal: TaskModal): TaskModal {
	document.body.appendChild(modal.containerEl);
	modal.onOpen();
	return modal;
}

const entriesOf = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("a roll dialog in German", () => {
	it("says More, GM only, the cost, Roll and the dice-entry words in German; the game's own labels are not yet translated", async () => {
		setLanguage("de");
		const v = await table();
		const d = deps(v);
		const modal = show(new TaskModal(v.app, await noteOf(v, KIRA), (file, form, label, entered) => rollTask(d, file, form, label, entered), "might", "Climb", "climbing"));
		modal.update({ difficulty: 4, effort: 1 });
		const text = (selector: string) => modal.contentEl.querySelector(selector)?.textContent?.trim();
		expect(text(".cl-dialog-more > summary")).toBe("Mehr");
		expect(text(".cl-dialog-gm")).toBe("Nur SL");
		expect(modal.rollButton?.textContent).toBe("Würfeln");
		expect(text(".cl-dialog-cost")).toMatch(/^Kosten: /);
		expect(modal.contentEl.querySelector(".cl-dialog-by-hand")?.getAttribute("aria-label")).toBe("Am Tisch gewürfelt");
		modal.setByHand(true);
		expect(modal.contentEl.querySelector(".cl-dialog-faces")?.getAttribute("aria-label")).toBe("Augen für d20");
		expect([...modal.contentEl.querySelectorAll(".cl-dialog-dice .setting-item-description, .cl-dialog-dice div")].some((el) => el.textContent === "Der Würfel, den du geworfen hast (1 bis 20).")).toBe(true);
		modal.setTyped(0, "14");
		expect(modal.rollButton?.textContent).toBe("Diese Würfel protokollieren");
	});
});

describe("the log across languages", () => {
	it("an entry written in German undoes in English, and one written in English undoes while the plugin speaks German", async () => {
		const v = await table();
		const d = deps(v, [14]);
		const open = async () => {
			const modal = show(new TaskModal(v.app, await noteOf(v, KIRA), (file, form, label, entered) => rollTask(d, file, form, label, entered), "might", "Climb", "climbing"));
			modal.update({ difficulty: 4, effort: 1 });
			return modal;
		};
		const might = () => v.frontmatter(KIRA)?.["might"];
		const before = might();
		// Typed at the table in German: its readable line says so in German, its machine part in the one coded value.
		setLanguage("de");
		const typed = await open();
		typed.setByHand(true);
		typed.setTyped(0, "14");
		await typed.roll();
		const afterGerman = might();
		setLanguage("en");
		await (await open()).roll();
		const [german, english] = await entriesOf(v);
		expect(german?.explanation.join(" ")).toContain("von Hand eingetragen");
		expect(english?.explanation.join(" ")).not.toContain("von Hand");
		expect(german?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
		expect(german?.kind).toBe(english?.kind);
		expect(afterGerman).not.toBe(before);
		expect(might()).not.toBe(afterGerman);
		// Newest first: the English entry is undone in German, then the German entry in English.
		setLanguage("de");
		expect(must(await undoEntry(v.app, v.file(SESSION), english?.id ?? "")).status).toBe("undone");
		expect(might()).toBe(afterGerman);
		setLanguage("en");
		expect(must(await undoEntry(v.app, v.file(SESSION), german?.id ?? "")).status).toBe("undone");
		expect(might()).toBe(before);
	});
});

describe("the commands in German after a restart", () => {
	it("a vault that chose German finds every encounter and campaign command under its German name at load, none left in English", async () => {
		const v = await table();
		// What the language setting remembered in the vault's storage at the last session (src/ui/language.ts).
		const stored = new Map<string, unknown>([[REMEMBERED, "de"]]);
		Object.assign(v.app, {
			loadLocalStorage: (key: string) => stored.get(key) ?? null,
			saveLocalStorage: (key: string, data: unknown) => stored.set(key, data),
		});
		const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as { load(): void; unload(): void; commands__: Map<string, { id: string; name: string }> };
		plugin.load();
		try {
			const name = (id: string): string | undefined => [...plugin.commands__.values()].find((command) => command.id === id)?.name;
			expect(name("encounter-next-turn")).toBe("Nächster Zug");
			expect(name("encounter-end")).toBe("Begegnung beenden");
			expect(name("create-campaign")).toBe("Kampagne anlegen");
			expect(name("create-encounter")).toBe("Begegnung anlegen");
			expect(name("encounter-add-condition")).toBe("Einem Kampfteilnehmer einen Zustand geben");
			expect(name("sheet-action")).toBe("Eine Aktion des Bogens ausführen …");
			// The sheet commands name their game and set in German ("Cypher-Bogen: …"); the actions' own names are the games' words.
			expect(name("sheet-cypher-task-might")).toMatch(/^Cypher-Bogen: /);
		} finally {
			plugin.unload();
		}
	});
});
