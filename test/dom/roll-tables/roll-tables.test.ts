import { afterEach, describe, expect, it, vi } from "vitest";
import type { MarkdownPostProcessorContext, Plugin } from "obsidian";
import { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { parseEntries } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import { undoEntry } from "../../../src/notes/log/undo";
import type { LedgerSettings } from "../../../src/settings";
import { registerRollTables } from "../../../src/ui/roll-tables/register";
import { testVault, type TestVault } from "../campaign/helpers";

/**
 * Every roll table rolls (issue 11 §2): in reading view a table whose first column is a die gets a
 * "Roll dN" button; a table whose rows miss or repeat faces shows its problems by row instead; a
 * roll highlights the row, shows the result with its links, and is logged with table, die and row.
 * Fixture tables are written for these tests, in the compendium's format.
 */

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
const CAMPAIGN = "Campaigns/The Ninth Gate/The Ninth Gate.md";
const SESSION = "Campaigns/The Ninth Gate/Session 2.md";
const LANTERN = "Tables/Lantern.md";

async function vault(): Promise<TestVault> {
	const v = testVault();
	await v.note(CAMPAIGN, { ledger: "campaign", system: "cypher", "current-session": "[[Session 2]]" });
	await v.note(SESSION, { ledger: "session", campaign: "[[The Ninth Gate]]", session: 2, date: "2026-03-14" }, "## Log\n");
	await v.note(LANTERN, {}, "A table of my own.\n");
	await v.note("Cyphers/Hollow Key.md", { tags: ["Cypher"] }, "## Hollow Key\n>[!info] Stats\n> **Level:** 1d6 + 2\n> **Kind:** Subtle\n\nOpens one lock, then crumbles.\n");
	await v.note("Tables/Camp Events.md", {}, "| d4 | Event |\n| -- | ----- |\n| 1-2 | Wolves howl |\n| 3-4 | A quiet night |\n");
	return v;
}

/** A bare plugin to register on (the mock's Plugin is abstract). */
class TablesPlugin extends MockPlugin {}

const SETTINGS: Partial<LedgerSettings> = { defaultCampaign: CAMPAIGN };
const unloads: (() => void)[] = [];
afterEach(() => {
	for (const unload of unloads.splice(0)) unload();
	document.body.empty();
});

/** Renders a table as Obsidian's reading view does: cells as elements, links as internal-link anchors. */
function renderTable(parent: HTMLElement, header: string[], rows: (string | HTMLElement)[][]): HTMLTableElement {
	const table = parent.createEl("table");
	const head = table.createEl("thead").createEl("tr");
	for (const cell of header) head.createEl("th", { text: cell });
	const body = table.createEl("tbody");
	for (const row of rows) {
		const tr = body.createEl("tr");
		for (const cell of row) {
			const td = tr.createEl("td");
			if (typeof cell === "string") td.setText(cell);
			else td.appendChild(cell);
		}
	}
	return table;
}

function internalLink(target: string, text: string): HTMLElement {
	return createEl("a", { cls: "internal-link", text, attr: { "data-href": target, href: target } });
}

/** The plugin's post-processors run over one rendered section, as Obsidian does for each section. */
function postProcess(v: TestVault, el: HTMLElement, faces: number[], options: { sourcePath?: string; sectionText?: string; settings?: Partial<LedgerSettings> } = {}): void {
	const plugin = new TablesPlugin(v.app as never, MANIFEST);
	registerRollTables(plugin as unknown as Plugin, () => v.settings({ ...SETTINGS, ...options.settings }), scriptedRng(faces));
	document.body.appendChild(el);
	const info = options.sectionText === undefined ? null : { text: options.sectionText, lineStart: options.sectionText.split("\n").findIndex((line) => line.startsWith("|")), lineEnd: 0 };
	const ctx = {
		sourcePath: options.sourcePath ?? LANTERN,
		getSectionInfo: () => info,
		addChild: (child: { load(): void; unload(): void }) => {
			child.load();
			unloads.push(() => child.unload());
		},
	} as unknown as MarkdownPostProcessorContext;
	for (const processor of plugin.markdownPostProcessors__) void processor(el, ctx);
}

async function settle(): Promise<void> {
	for (let i = 0; i < 30; i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

function lanternSection(): HTMLElement {
	const el = createDiv();
	renderTable(el, ["d6", "What the lantern shows"], [["1-2", "A door that was not there"], ["3–4", "Footprints in the dust"], ["5", internalLink("Hollow Key", "A hollow key")], ["6", "Nothing at all"]]);
	return el;
}

describe("roll tables in reading view", () => {
	it("puts a Roll button only on tables whose first column is a die, callouts included", () => {
		const v = testVault();
		const el = createDiv();
		renderTable(el, ["Item", "Cost"], [["Rope", "1"], ["Lamp", "2"]]);
		renderTable(el, ["Level", "Health"], [["1", "3"], ["2", "6"]]);
		renderTable(el, ["d6", "Weather"], [["1-3", "Rain"], ["4-6", "Sun"]]);
		const callout = el.createDiv({ cls: "callout" }).createDiv({ cls: "callout-content" });
		renderTable(callout, ["Roll\u00a0 \u00a0", "Omen"], [["01-50", "A crow"], ["51-99", "A hare"], ["00", "A white stag"]]);
		postProcess(v, el, []);
		const buttons = Array.from(el.querySelectorAll("button.cl-table-roll-button"), (button) => button.textContent);
		expect(buttons).toEqual(["Roll d6", "Roll d100"]);
		// Each bar sits just before its table; the plain tables have none.
		expect(el.querySelectorAll(".cl-table-roll")).toHaveLength(2);
		expect(el.querySelector(".callout-content > .cl-table-roll + table")).not.toBeNull();
	});

	it("takes the face rolled at the table: the row it picks, logged as entered by hand; a face not on the die is refused in words", async () => {
		const v = await vault();
		const el = lanternSection();
		const rng = scriptedRng([]);
		const plugin = new TablesPlugin(v.app as never, MANIFEST);
		registerRollTables(plugin as unknown as Plugin, () => v.settings(SETTINGS), rng);
		document.body.appendChild(el);
		const ctx = { sourcePath: LANTERN, getSectionInfo: () => null, addChild: (child: { load(): void; unload(): void }) => (child.load(), unloads.push(() => child.unload())) } as unknown as MarkdownPostProcessorContext;
		for (const processor of plugin.markdownPostProcessors__) void processor(el, ctx);
		const typed = el.querySelector<HTMLInputElement>("input.cl-table-roll-typed");
		const use = el.querySelector<HTMLButtonElement>("button.cl-table-roll-use");
		expect(typed?.getAttribute("aria-label")).toBe("Face of the d6 rolled at the table, for Lantern: What the lantern shows");
		if (!typed || !use) throw new Error("no box for the face rolled at the table");
		typed.value = "7";
		use.click();
		expect(el.querySelector(".cl-table-roll-result")?.textContent).toBe('d6: "7" is not a face of a d6 (1 to 6).');
		expect(el.querySelector(".cl-table-row-rolled")).toBeNull();
		typed.value = "4";
		use.click();
		expect(el.querySelectorAll("tbody tr")[1]?.classList.contains("cl-table-row-rolled")).toBe(true);
		expect(el.querySelector(".cl-table-roll-face")?.textContent).toBe("d6: 4 (rolled at the table)");
		expect(el.querySelector(".cl-table-roll-text")?.textContent).toBe("Footprints in the dust");
		await settle();
		const [entry] = parseEntries(await v.read(SESSION)).entries.map((item) => item.entry);
		expect(entry?.inputs).toContainEqual({ key: "rolled", value: 4 });
		expect(entry?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
		expect(entry?.explanation.join(" ")).toContain("rolled at the table and entered by hand");
		// Nothing was drawn from the plugin's dice (the scripted generator holds none and was never asked).
		expect(rng.remaining()).toBe(0);
	});

	it("rolls: highlights the row, shows the face and the result with its link, and logs table, die and row", async () => {
		const v = await vault();
		const el = lanternSection();
		postProcess(v, el, [5]);
		const button = el.querySelector<HTMLButtonElement>("button.cl-table-roll-button");
		expect(button?.getAttribute("aria-label")).toBe("Roll d6 on Lantern: What the lantern shows");
		button?.click();
		const rows = el.querySelectorAll("tbody tr");
		expect(rows[2]?.classList.contains("cl-table-row-rolled")).toBe(true);
		expect(el.querySelector(".cl-table-roll-face")?.textContent).toBe("d6: 5");
		expect(el.querySelector(".cl-table-roll-text")?.textContent).toBe("A hollow key");
		await settle();
		expect(el.querySelector(".cl-table-roll-record")?.textContent).toMatch(/^Logged to Session 2, /);

		const before = await v.read(SESSION);
		const [entry] = parseEntries(before).entries.map((item) => item.entry);
		expect(entry?.kind).toBe("roll");
		expect(entry?.title).toBe("Roll on Lantern: What the lantern shows");
		expect(entry?.inputs).toEqual([
			{ key: "table", value: "Lantern: What the lantern shows" },
			{ key: "from", value: "[[Tables/Lantern|Lantern]]" },
			{ key: "die", value: "d6" },
			{ key: "rolled", value: 5 },
			{ key: "row", value: 3 },
		]);
		expect(entry?.outcome?.text).toBe("A hollow key");
		expect(entry?.links).toEqual(["Lantern", "Hollow Key"]);
		// The table's note is never changed.
		expect(await v.read(LANTERN)).toBe("A table of my own.\n");

		// The roll is a record like any other: undo marks it undone and changes nothing else.
		const undone = await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(undone.ok).toBe(true);
		expect(parseEntries(await v.read(SESSION)).entries[0]?.entry.undone).toBeDefined();
		expect(await v.read(LANTERN)).toBe("A table of my own.\n");
	});

	it("opens the row's link with one click, and offers to roll the linked cypher's level", async () => {
		const v = await vault();
		const el = lanternSection();
		postProcess(v, el, [5, 4]);
		const open = vi.spyOn(v.app.workspace, "openLinkText").mockResolvedValue(undefined);
		el.querySelector<HTMLButtonElement>("button.cl-table-roll-button")?.click();
		el.querySelector<HTMLElement>(".cl-table-roll-text a.internal-link")?.click();
		expect(open).toHaveBeenCalledWith("Hollow Key", LANTERN, false);
		await settle();
		const follow = el.querySelector<HTMLButtonElement>("button.cl-table-roll-follow");
		expect(follow?.textContent).toBe("Roll level of Hollow Key (1d6 + 2)");
		follow?.click();
		expect(el.querySelector(".cl-table-roll-follow-result")?.textContent).toBe("Level of Hollow Key: 6 (4 + 2 = 6)");
		await settle();
		const titles = parseEntries(await v.read(SESSION)).entries.map((item) => item.entry.title);
		expect(titles).toEqual(["Roll on Lantern: What the lantern shows", "Level of Hollow Key"]);
	});

	it("offers to roll on a linked page's own table, and logs that roll too", async () => {
		const v = await vault();
		const el = createDiv();
		renderTable(el, ["d2", "Where"], [["1", internalLink("Camp Events", "Make camp")], ["2", "Press on"]]);
		postProcess(v, el, [1, 3]);
		el.querySelector<HTMLButtonElement>("button.cl-table-roll-button")?.click();
		await settle();
		const follow = el.querySelector<HTMLButtonElement>("button.cl-table-roll-follow");
		expect(follow?.textContent).toBe("Roll on Camp Events");
		follow?.click();
		expect(el.querySelector(".cl-table-roll-follow-result")?.textContent).toBe("Camp Events, d4: 3 → row 2: A quiet night");
		await settle();
		const entries = parseEntries(await v.read(SESSION)).entries.map((item) => item.entry);
		expect(entries.map((entry) => entry.title)).toEqual(["Roll on Lantern: Where", "Roll on Camp Events: Event"]);
		expect(entries[1]?.inputs.find((input) => input.key === "row")?.value).toBe(2);
	});

	it("follows a link to a heading or a block id to that section's table or level, not the note's first", async () => {
		const v = await vault();
		await v.note("Tables/Road.md", {}, "## Day\n\n| d2 | By day |\n| -- | ------ |\n| 1 | Rain |\n| 2 | Sun |\n\n## Night\n\n| d2 | By night |\n| -- | -------- |\n| 1 | Owls |\n| 2 | Frost |\n\n| d2 | Weather |\n| -- | ------- |\n| 1 | Fog |\n| 2 | Wind |\n\n^weather\n");
		await v.note("Cyphers/Chapter.md", {}, "## Ember Seed\n\nLevel: 1d4\n\n## Glass Eye\n\nLevel: 1d6 + 4\n");
		const el = createDiv();
		renderTable(el, ["d3", "Where"], [["1", internalLink("Road#Night", "Camp")], ["2", internalLink("Road#^weather", "Look up")], ["3", internalLink("Chapter#Glass Eye", "An eye")]]);
		postProcess(v, el, [1, 2, 2, 2, 3]);
		const offers = async (): Promise<string[]> => {
			await settle();
			return Array.from(el.querySelectorAll("button.cl-table-roll-follow"), (button) => button.textContent ?? "");
		};
		const roll = el.querySelector<HTMLButtonElement>("button.cl-table-roll-button");
		roll?.click();
		expect(await offers()).toEqual(["Roll on Night"]);
		el.querySelector<HTMLButtonElement>("button.cl-table-roll-follow")?.click();
		expect(el.querySelector(".cl-table-roll-follow-result")?.textContent).toBe("Night, d2: 2 → row 2: Frost");
		roll?.click();
		expect(await offers()).toEqual(["Roll on Road"]);
		el.querySelector<HTMLButtonElement>("button.cl-table-roll-follow")?.click();
		expect(el.querySelector(".cl-table-roll-follow-result")?.textContent).toBe("Road, d2: 2 → row 2: Wind");
		roll?.click();
		expect(await offers()).toEqual(["Roll level of Glass Eye (1d6 + 4)"]);
		await settle();
		const entries = parseEntries(await v.read(SESSION)).entries.map((item) => item.entry);
		// The row's link by heading is linked from the entry too: the note, resolved without its heading.
		expect(entries[0]?.links).toContain("Road");
	});

	it("shows a broken table's problems by row, highlights those rows, and offers no roll", async () => {
		const v = await vault();
		const el = createDiv();
		renderTable(el, ["d10", "Trap"], [["1-3", "Pit"], ["3-4", "Net"], ["7-10", "Dart"]]);
		postProcess(v, el, [3]);
		expect(el.querySelector("button.cl-table-roll-button")).toBeNull();
		expect(el.querySelector(".cl-table-roll-problem-title")?.textContent).toBe("This d10 table is not rolled until its rows are fixed:");
		expect(Array.from(el.querySelectorAll(".cl-table-roll-problems li"), (li) => li.textContent)).toEqual([
			"Rows 1 and 2 both cover 3.",
			"No row covers 5–6 of the d10 (between row 2 and row 3).",
		]);
		const marked = Array.from(el.querySelectorAll("tbody tr"), (row) => row.classList.contains("cl-table-row-problem"));
		expect(marked).toEqual([true, true, true]);
		await settle();
		expect(parseEntries(await v.read(SESSION)).entries).toHaveLength(0);
	});

	it("says how the die was chosen when the header only says Roll", () => {
		const v = testVault();
		const el = createDiv();
		renderTable(el, ["Roll", "Hook"], Array.from({ length: 14 }, (_, i) => [String(i + 1), `Hook ${i + 1}`]));
		postProcess(v, el, []);
		expect(el.querySelector(".cl-table-roll-problems li")?.textContent).toBe("No row covers 15–20 of the d20 (after row 14).");
		expect(el.querySelector(".cl-table-roll-hint")?.textContent).toMatch(/name it in the first header cell \(such as d14\)\.$/);
	});

	it("reads the die from a `dice: 1d20` line before the table in the note's source", () => {
		const v = testVault();
		const el = createDiv();
		const rows = Array.from({ length: 10 }, (_, i) => [`${i * 2 + 1}-${i * 2 + 2}`, `Omen ${i + 1}`]);
		renderTable(el, ["Roll", "Omen"], rows);
		const source = ["# Omens", "", "`dice: 1d20`", "| Roll | Omen |", "| --- | --- |", ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join("\n");
		postProcess(v, el, [], { sectionText: source });
		expect(el.querySelector("button.cl-table-roll-button")?.textContent).toBe("Roll d20");
		expect(el.querySelector(".cl-table-roll-problems")).toBeNull();
	});

	it("refuses a table past the limits with the limit named", () => {
		const v = testVault();
		const el = createDiv();
		renderTable(el, ["d20000", "x"], [["1", "y"]]);
		postProcess(v, el, []);
		expect(el.querySelector(".cl-table-roll-problem-title")?.textContent).toBe("A d20000 is larger than the largest die a table may use (d10000).");
	});

	it("says why a roll was not logged, and still shows it", async () => {
		const v = await vault();
		const el = lanternSection();
		postProcess(v, el, [1], { settings: { logFreeRolls: false } });
		el.querySelector<HTMLButtonElement>("button.cl-table-roll-button")?.click();
		await settle();
		expect(el.querySelector(".cl-table-roll-text")?.textContent).toBe("A door that was not there");
		expect(el.querySelector(".cl-table-roll-record")?.textContent).toMatch(/^Not logged: free rolls are set never to log/);
	});

	it("removes its bar and highlights when the section is unloaded", () => {
		const v = testVault();
		const el = lanternSection();
		postProcess(v, el, [6]);
		el.querySelector<HTMLButtonElement>("button.cl-table-roll-button")?.click();
		expect(el.querySelectorAll(".cl-table-row-rolled")).toHaveLength(1);
		for (const unload of unloads.splice(0)) unload();
		expect(el.querySelector(".cl-table-roll")).toBeNull();
		expect(el.querySelectorAll(".cl-table-row-rolled")).toHaveLength(0);
	});
});

describe("a section post-processed twice", () => {
	it("keeps one bar per table", () => {
		const v = testVault();
		const el = lanternSection();
		postProcess(v, el, []);
		postProcess(v, el, []);
		expect(el.querySelectorAll(".cl-table-roll")).toHaveLength(1);
	});
});
