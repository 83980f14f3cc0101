/**
 * The sidebar's dice tray and session log (ui/sidebar/dice-view.ts, dice-tray.ts, session-log.ts),
 * "Roll a table…", and the ribbon icon's menu: what a GM or player sees and clicks.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { Menu, Modal, type Plugin } from "obsidian";
import { Plugin as MockPluginClass, WorkspaceLeaf, type Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { parseEntries } from "../../../src/engine/log";
import { addDie } from "../../../src/ui/sidebar/dice-tray";
import { DiceLogView } from "../../../src/ui/sidebar/dice-view";
import { ribbonTitle } from "../../../src/ui/sidebar/register";
import { shownEntries, SHOWN_ENTRIES } from "../../../src/ui/sidebar/session-log";
import { PickModal } from "../../../src/ui/pick-modal";
import { deps, KIRA, ORU, SESSION, settle, table } from "../cypher/fixtures";
import type { TestVault } from "../campaign/helpers";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
const views: DiceLogView[] = [];
const plugins: Plugin[] = [];

afterEach(() => {
	for (const view of views.splice(0)) view.unload();
	for (const plugin of plugins.splice(0)) plugin.unload();
	vi.restoreAllMocks();
	document.body.empty();
});

/** The view opened in a leaf of its own, as Obsidian opens it, with scripted dice. */
async function openView(v: TestVault, faces: number[] = []): Promise<DiceLogView> {
	const d = deps(v, faces);
	const view = new DiceLogView(WorkspaceLeaf.create2__(v.app as never) as never, { app: v.app, settings: () => v.settings(), deps: d });
	document.body.appendChild(view.containerEl);
	view.load();
	await view.onOpen();
	views.push(view);
	await settle();
	return view;
}

const el = (view: DiceLogView, selector: string): HTMLElement => {
	const found = view.contentEl.querySelector<HTMLElement>(selector);
	if (!found) throw new Error(`nothing matches ${selector}`);
	return found;
};
const texts = (view: DiceLogView, selector: string): string[] => [...view.contentEl.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const type = (input: HTMLElement, value: string): void => {
	(input as HTMLInputElement).value = value;
	input.dispatchEvent(new Event("input"));
};
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("the dice tray", () => {
	it("adds a die per tap to what is typed", () => {
		expect(addDie("", 20)).toBe("1d20");
		expect(addDie("1d20", 20)).toBe("2d20");
		expect(addDie("1d20 + 2", 6)).toBe("1d20 + 2 + 1d6");
		expect(addDie("2d6 + 1d20", 6)).toBe("3d6 + 1d20");
		// A d10 is not a d100's start, nor a d1 a d12's.
		expect(addDie("1d100", 10)).toBe("1d100 + 1d10");
		expect(addDie("d12", 12)).toBe("2d12");
	});

	it("shows the exact odds before rolling, keeps each result with its time, and logs one to the session only when asked", async () => {
		const v = await table();
		// Rolled while Kira's note is open: its session (Session 3) gets what is logged.
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		const view = await openView(v, [3, 5, 17]);
		el(view, ".cl-tray-die:nth-child(2)").click(); // d6
		el(view, ".cl-tray-die:nth-child(2)").click();
		expect((el(view, ".cl-tray-input") as HTMLInputElement).value).toBe("2d6");
		type(el(view, ".cl-tray-target input"), "8");
		await vi.waitFor(() => expect(el(view, ".cl-tray-odds").textContent).toContain("Chance of 8 or more: 41.67%"), { timeout: 3000 });
		expect(el(view, ".cl-tray-odds").textContent).toContain("Range: 2–12");
		expect(texts(view, ".cl-tray-result")).toEqual([]);
		el(view, ".cl-tray-roll").click();
		expect(texts(view, ".cl-tray-total")).toEqual(["8 (3, 5)"]);
		expect(el(view, ".cl-tray-time").textContent).toMatch(/\d/);
		// Rolled is not logged: the session is untouched until Log.
		expect(await entries(v)).toEqual([]);
		el(view, ".cl-tray-log").click();
		await settle();
		const [entry] = await entries(v);
		expect(entry?.inputs).toEqual(expect.arrayContaining([{ key: "via", value: "dice tray" }, { key: "total", value: 8 }]));
		expect(el(view, ".cl-tray-logged").textContent).toMatch(/^Logged to Session 3/);
		expect(view.contentEl.querySelector(".cl-tray-log")).toBeNull();
		// Typed notation, a bad one said where the user looks.
		type(el(view, ".cl-tray-input"), "1d20 +");
		el(view, ".cl-tray-roll").click();
		expect(el(view, ".cl-tray-problem").textContent).not.toBe("");
		type(el(view, ".cl-tray-input"), "1d20 + 2");
		el(view, ".cl-tray-roll").click();
		expect(texts(view, ".cl-tray-total")).toEqual(["19 (17; 17 + 2)", "8 (3, 5)"]);
	});

	it("takes the faces of dice rolled at the table, checked against the dice", async () => {
		const v = await table();
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		const view = await openView(v);
		type(el(view, ".cl-tray-input"), "2d6");
		el(view, ".cl-tray-enter").click();
		const faces = el(view, ".cl-tray-entry input");
		type(faces, "4 9");
		el(view, ".cl-tray-entry button").click();
		expect(el(view, ".cl-tray-problem").textContent).toContain("does not fit a d6");
		type(faces, "4 2");
		el(view, ".cl-tray-entry button").click();
		expect(texts(view, ".cl-tray-total")).toEqual(["6 (4, 2) (entered)"]);
		el(view, ".cl-tray-log").click();
		await settle();
		expect((await entries(v))[0]?.inputs).toEqual(expect.arrayContaining([{ key: "dice entered by hand", value: true }]));
	});
});

describe("the session log in the sidebar", () => {
	it("shows the open note's session newest first, undoes an entry, and filters by character", async () => {
		const v = await table();
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as MockPlugin & CampaignLedgerPlugin;
		plugin.load();
		plugins.push(plugin);
		await settle();
		await plugin.api?.append({ note: "Kira", title: "Kira climbs the wall" });
		await plugin.api?.append({ note: "Oru", title: "Oru reads the runes" });
		await plugin.api?.append({ session: SESSION, title: "The gate opens" });
		const view = await openView(v);
		expect(el(view, ".cl-side-log-session").textContent).toBe("Log of Session 3");
		expect(texts(view, ".cl-side-log-title")).toEqual(["The gate opens", "Oru reads the runes", "Kira climbs the wall"]);
		const filter = el(view, ".cl-side-log-filter select") as HTMLSelectElement;
		expect([...filter.options].map((o) => o.text)).toEqual(["Everyone", "Kira", "Oru"]);
		filter.value = "Oru";
		filter.dispatchEvent(new Event("change"));
		expect(texts(view, ".cl-side-log-title")).toEqual(["Oru reads the runes"]);
		// Undo on the entry, as on the callout in the note; the list follows the log at once.
		vi.spyOn(Modal.prototype, "open").mockImplementation(() => undefined);
		el(view, ".cl-side-log-entry .cl-undo-button").click();
		await settle();
		expect((await entries(v)).find((e) => e.title === "Oru reads the runes")?.undone).toBeDefined();
		await vi.waitFor(() => expect(el(view, ".cl-side-log-entry .cl-undone").textContent).toMatch(/^Undone at/));
		// A roll logged anywhere shows at the top.
		filter.value = "";
		filter.dispatchEvent(new Event("change"));
		await plugin.api?.roll("1d6", { note: "Kira" });
		await vi.waitFor(() => expect(texts(view, ".cl-side-log-title")[0]).toBe("Roll 1d6"));
		expect(v.file(ORU)).toBeDefined();
	});

	it("names a note an entry's outcome links as a link, never as raw [[…]]", async () => {
		const v = await table();
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		// An entry as a GM intrusion writes it, with the character who received XP linked in its outcome.
		const entry = [
			"> [!ledger|0mmqp7qy8-7n06ga]- [[Oru]] · GM intrusion · Accepted: +2 XP, 1 passed to [[Kira]]",
			"> - [kind:: intrusion] [title:: GM intrusion] [actor:: [[Oru]]] [outcome:: accepted] [xp:: 2] [time:: 2026-03-14T19:09:51.000Z] [id:: 0mmqp7qy8-7n06ga]",
			"> - outcome: Accepted: +2 XP, 1 passed to [[Kira]]",
			"",
			"^0mmqp7qy8-7n06ga",
			"",
		].join("\n");
		await v.app.vault.process(v.file(SESSION), (text) => `${text.trimEnd()}\n\n${entry}`);
		const view = await openView(v);
		await vi.waitFor(() => expect(texts(view, ".cl-side-log-outcome")).toEqual(["Accepted: +2 XP, 1 passed to Kira"]));
		const link = el(view, ".cl-side-log-outcome a.internal-link");
		expect(link.textContent).toBe("Kira");
		expect(link.dataset.href).toBe("Kira");
	});

	it("draws only the latest entries of a long session, and says so", () => {
		const many = Array.from({ length: 120 }, (_, i) => ({ entry: { id: String(i), actor: i % 2 ? "[[Kira]]" : "[[Oru]]" } })) as never;
		const all = shownEntries(many, "");
		expect(all.matching).toBe(120);
		expect(all.shown).toHaveLength(SHOWN_ENTRIES);
		expect((all.shown[0] as { entry: { id: string } }).entry.id).toBe("119");
		expect(shownEntries(many, "Kira").matching).toBe(60);
	});
});

describe("Roll a table… and the ribbon", () => {
	it("Roll a table… lists the vault's tables by note and heading, rolls the one picked and logs its row", async () => {
		const v = await table();
		await v.note("Gate/Tables.md", {}, "# Tables\n\n## Weather\n\n| d4 | Weather |\n| --- | --- |\n| 1 | Fog |\n| 2 | Rain |\n| 3 | Wind |\n| 4 | Clear |\n\n| Loot |\n| --- |\n| A rope |\n| A key |\n\n^loot\n\n| Name | Notes |\n| --- | --- |\n| Not | a roll table |\n");
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as MockPlugin & CampaignLedgerPlugin;
		plugin.load();
		plugins.push(plugin);
		// Obsidian's metadata lists a note's tables as sections of type "table"; the test mocks do not, so this note's are given.
		const cacheOf = v.app.metadataCache.getFileCache.bind(v.app.metadataCache);
		vi.spyOn(v.app.metadataCache, "getFileCache").mockImplementation((file) => {
			const cache = cacheOf(file);
			return file.path === "Gate/Tables.md" && cache ? { ...cache, sections: [...(cache.sections ?? []), { type: "table", position: { start: { line: 4, col: 0, offset: 0 }, end: { line: 9, col: 0, offset: 0 } } }] } : cache;
		});
		const picked: PickModal<{ name: string }>[] = [];
		vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
			if (this instanceof PickModal) picked.push(this as PickModal<{ name: string }>);
		});
		plugin.commands__.get("roll-table")?.callback?.();
		await settle();
		const modal = picked[0];
		expect(modal?.getItems().map((t) => t.name)).toEqual(["Tables › Weather: Weather", "Tables › Weather: Loot"]);
		modal?.onChooseItem(modal.getItems()[0] as never);
		await settle();
		const [entry] = await entries(v);
		expect(entry?.title).toMatch(/Weather/);
		expect(entry?.links).toContain("Tables");
	});

	it("the ribbon icon's menu offers the current character's roll, Next turn and Undo, named for what they act on", async () => {
		const v = await table();
		await v.note("Gate/Encounters/Ash Pit.md", { ledger: "encounter", campaign: "[[Gate]]", combatants: ["[[Kira]]"], round: 0, turn: 0 }, "```ledger-encounter\n```\n");
		const icons: { title: string; callback: (event: MouseEvent) => unknown }[] = [];
		vi.spyOn(MockPluginClass.prototype, "addRibbonIcon").mockImplementation((_icon: string, title: string, callback: (event: MouseEvent) => unknown) => {
			icons.push({ title, callback });
			return createDiv();
		});
		const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as MockPlugin & CampaignLedgerPlugin;
		plugin.load();
		plugins.push(plugin);
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		v.app.workspace.trigger("file-open", v.file(KIRA));
		await v.app.workspace.getLeaf(false).openFile(v.file(SESSION));
		v.app.workspace.trigger("file-open", v.file(SESSION));
		const titles: string[] = [];
		vi.spyOn(Menu.prototype, "addItem").mockImplementation(function (this: Menu, build) {
			const item = { setTitle: (t: string) => (titles.push(t), item), setIcon: () => item, onClick: () => item } as never;
			build(item);
			return this;
		});
		vi.spyOn(Menu.prototype, "showAtMouseEvent").mockImplementation(function (this: Menu) {
			return this;
		});
		const icon = icons.find((r) => r.title === ribbonTitle());
		expect(icons.map((r) => r.title)).toEqual([ribbonTitle()]);
		icon?.callback(new MouseEvent("click"));
		expect(titles).toEqual(["Roll for Kira", "Next turn in Ash Pit", "Undo last log entry", "Dice tray and session log", "This page's tools"]);
	});
});
