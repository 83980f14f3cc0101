/**
 * Live Preview parity (ui/editor/live-preview-tools.ts): in a real CodeMirror editor with Live
 * Preview on, the compendium panel above a creature page, a bar under each pasted entry, a roll bar
 * above a die table, and the rule tools above a rule page, as reading view draws them; they click as
 * they do there, stay put while typing, come back once the typing pauses, and are not drawn in source
 * mode. Then the sidebar view ("Campaign Ledger: this page") with the same tools, the current
 * character's sheet and the running encounter.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorSelection, EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { markdown } from "@codemirror/lang-markdown";
import { editorLivePreviewField, type WorkspaceLeaf } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import { CurrentNotes } from "../../../src/ui/commands/current-notes";
import { pageToolsLivePreview } from "../../../src/ui/editor/live-preview-tools";
import { linesOfText, pageTools } from "../../../src/ui/editor/page-tools";
import { PageView } from "../../../src/ui/sidebar/page-view";
import type { TrackerActions } from "../../../src/ui/encounter/tracker";
import { GameRegistry, type TableHost } from "../../../src/ui/frame/registry";
import { TABLE_GAMES } from "../../../src/ui/frame/games";
import { deps, KIRA, SESSION, settle, table } from "../cypher/fixtures";
import type { TestVault } from "../campaign/helpers";

// Pages written fresh for these tests, in the compendium's forms; no compendium text is copied.
const HOUND = "Compendium/Cinder-Hound.md";
const HOUND_TEXT = `---\naliases:\n- "Cinder Hound"\ntags:\n- Creature\n- Creature/Level/3\n- Creature/Health/11\n- Creature/Armor/1\n---\n\n## Cinder Hound\n> **Level :** 3\n> **Health :** 11\n> **Armor :** 1\n\nA dog of ash that follows smoke.\n`;
const PREP = "Gate/Prep.md";
const PREP_TEXT = [
	"---",
	"tags: [prep]",
	"---",
	"# Session 4 prep",
	"",
	"The party reaches the reef at dusk.",
	"",
	"**Salt Lash (2 Might points):** You crack a wet rope at a foe in immediate range. Action.",
	"",
	"## Reef Stalker 5 (15)",
	"A pale hunter of the shallows.",
	"",
	"**Health:** 22",
	"**Armor:** 2",
	"",
	"| d6 | Weather |",
	"| --- | --- |",
	"| 1-3 | Fog over [[Cinder-Hound\\|the ash]] |",
	"| 4-6 | Clear |",
	"",
].join("\n");
const RULES = "Rules/Effort.md";
const RULES_TEXT = `---\naliases:\n- "Effort"\ntags:\n- Rule\n---\n## Effort\nEach level of Effort eases the task by one step.\n`;

const views: EditorView[] = [];
afterEach(() => {
	for (const view of views.splice(0)) view.destroy();
	document.body.empty();
	vi.restoreAllMocks();
});

async function vault(): Promise<TestVault> {
	const v = await table();
	await v.app.vault.create(HOUND, HOUND_TEXT);
	await v.app.vault.create(PREP, PREP_TEXT);
	await v.app.vault.create(RULES, RULES_TEXT);
	return v;
}

function editor(v: TestVault, path: string, text: string, faces: number[] = [], livePreview = true): EditorView {
	const d = { ...deps(v, faces), settings: () => v.settings({ defaultCampaign: "Gate/Gate.md" }) };
	const state = EditorState.create({
		doc: text,
		selection: EditorSelection.cursor(text.length),
		extensions: [markdown(), editorLivePreviewField.init(() => livePreview), pageToolsLivePreview(d, () => v.file(path), 0)],
	});
	const parent = createDiv();
	document.body.appendChild(parent);
	const view = new EditorView({ state, parent });
	views.push(view);
	return view;
}

const tools = (view: EditorView) => [...view.dom.querySelectorAll(".cl-live-preview-tool")];
const buttonTexts = (el: Element) => [...el.querySelectorAll("button")].map((b) => b.textContent);
const click = (el: Element | undefined, text: string) => [...(el?.querySelectorAll("button") ?? [])].find((b) => b.textContent === text)?.click();

describe("the page tools in Live Preview", () => {
	it("a creature page gets its panel above the first body line, with the facts and buttons reading view shows", async () => {
		const v = await vault();
		const view = editor(v, HOUND, HOUND_TEXT);
		await settle();
		const [panel] = tools(view);
		expect(panel?.querySelector(".cl-csrd-panel-facts")?.textContent).toContain("Level 3 · target number 9");
		expect(buttonTexts(panel as Element)).toEqual(["Attack it", "Defend against it", "Add to encounter", "Create NPC"]);
		// A block widget between lines: the note's text is unchanged and the panel sits before "## Cinder Hound".
		expect(view.state.doc.toString()).toBe(HOUND_TEXT);
		expect(panel?.nextElementSibling?.textContent).toContain("## Cinder Hound");
	});

	it("a prep note gets a bar under each pasted entry and a roll bar above its die table, which rolls, logs and names the row", async () => {
		const v = await vault();
		const view = editor(v, PREP, PREP_TEXT, [2]);
		await settle();
		const drawn = tools(view);
		expect(drawn.map((el) => buttonTexts(el))).toEqual([["Use", "Add to character"], ["Attack it", "Defend against it", "Add to encounter"], ["Roll d6", "Use this face"]]);
		click(drawn[2], "Roll d6");
		await settle();
		expect(drawn[2]?.querySelector(".cl-table-roll-result")?.textContent).toContain("d6: 2 → row 1 (1-3): Fog over the ash");
		// The row's link is a link to its page, as reading view's is.
		expect(drawn[2]?.querySelector(".cl-table-roll-text a")?.textContent).toBe("the ash");
		const entry = parseEntries(await v.read(SESSION)).entries[0]?.entry;
		expect(entry?.title).toContain("Weather");
	});

	it("a rule page gets its rule tools", async () => {
		const v = await vault();
		const view = editor(v, RULES, RULES_TEXT);
		await settle();
		expect(tools(view)[0]?.textContent).toContain("Rule tools for this page");
	});

	it("typing moves the tools with the text at once, and they are read again when the typing pauses (a new table gets its bar)", async () => {
		const v = await vault();
		const view = editor(v, PREP, PREP_TEXT);
		await settle();
		const bar = tools(view)[2];
		view.dispatch({ changes: { from: 0, insert: "Intro line\n\n" } });
		// Mapped, not drawn again: the same element, so what it showed stays.
		expect(tools(view)[2]).toBe(bar);
		view.dispatch({ changes: { from: view.state.doc.length, insert: "\n| d4 | Loot |\n| --- | --- |\n| 1-4 | A shell |\n" } });
		await settle();
		// Each bar's last button, but for a table's, whose own roll comes before its "Use this face" (dice typed in).
		expect(tools(view).map((el) => buttonTexts(el).filter((text) => text !== "Use this face").at(-1))).toEqual(["Add to character", "Add to encounter", "Roll d6", "Roll d4"]);
		expect(tools(view)[2]).toBe(bar);
	});

	it("draws nothing in source mode, nor for an ordinary note", async () => {
		const v = await vault();
		expect(tools(editor(v, PREP, PREP_TEXT, [], false))).toHaveLength(0);
		await v.note("Gate/Plain.md", {}, "Just words.\n");
		const plain = editor(v, "Gate/Plain.md", "Just words.\n");
		await settle();
		expect(tools(plain)).toHaveLength(0);
	});

	it("puts hostile names in as text", async () => {
		const v = await vault();
		const text = "| d2 | <img src=x onerror=alert(1)> |\n| --- | --- |\n| 1 | <b>bold</b> [[javascript:alert(1)\\|x]] |\n| 2 | two |\n";
		await v.app.vault.create("Gate/Hostile.md", text);
		const view = editor(v, "Gate/Hostile.md", text, [1]);
		await settle();
		click(tools(view)[0], "Roll d2");
		await settle();
		expect(view.dom.querySelector(".cl-live-preview-tool img, .cl-live-preview-tool b")).toBeNull();
		expect(view.dom.querySelector(".cl-table-roll-text")?.textContent).toContain("<b>bold</b>");
		// A link to no note is copied as its text, never as a link.
		expect(view.dom.querySelector(".cl-live-preview-tool a")).toBeNull();
		expect(view.dom.querySelector(".cl-table-roll-text")?.textContent).toContain("[[javascript:alert(1)|x]]");
	});
});

describe("the sidebar: this page, the character, the encounter", () => {
	async function sidebar(v: TestVault, active: string): Promise<PageView> {
		const leaf = v.app.workspace.getLeaf(false);
		await leaf.openFile(v.file(active));
		const d = deps(v);
		const host: TableHost = { app: v.app, settings: () => v.settings(), deps: d };
		const current = new CurrentNotes(v.app);
		current.saw(v.file(KIRA));
		const tracker = Object.fromEntries(["rollInitiative", "nextTurn", "previousTurn", "damage", "heal", "add", "remove", "end", "firstAction", "refoot", "intrusion"].map((k) => [k, vi.fn()])) as unknown as TrackerActions;
		const view = new PageView(v.app.workspace.getRightLeaf(false) as WorkspaceLeaf, { host, registry: new GameRegistry(host, TABLE_GAMES), settings: () => v.settings(), current, tracker });
		view.load();
		await view.onOpen();
		await settle();
		return view;
	}

	it("follows the note: its tools with the table's rows, then the sheet of the last character opened and the running encounter", async () => {
		const v = await vault();
		await v.note("Gate/Encounters/Reef.md", { ledger: "encounter", campaign: "[[Gate]]", combatants: ["[[Kira]]"], round: 0, turn: 0 }, "```ledger-encounter\n```\n");
		const view = await sidebar(v, PREP);
		const el = view.contentEl;
		expect([...el.querySelectorAll(".cl-page-view-heading")].map((h) => h.textContent)).toEqual(["This page Prep", "Character Kira", "Encounter Reef"]);
		expect([...el.querySelectorAll(".cl-page-view-tool-title")].map((t) => t.textContent)).toEqual(["Salt Lash (ability)", "Reef Stalker (creature)", "d6 table, line 16"]);
		expect(el.querySelectorAll(".cl-page-view-tool table tr")).toHaveLength(3);
		expect(el.querySelector(".cl-sheet-name")?.textContent).toBe("Kira");
		expect(el.querySelector(".cl-encounter-title")?.textContent).toBe("Reef");
		view.unload();
	});

	it("says so when the note has no tools, and leaves out the character when the note is the character", async () => {
		const v = await vault();
		const view = await sidebar(v, KIRA);
		expect(view.contentEl.querySelector(".cl-page-view-empty")?.textContent).toContain("Nothing on this page has tools");
		expect(view.contentEl.querySelector(".cl-sheet")).toBeNull();
		view.unload();
	});
});

describe("pageTools", () => {
	it("lists a note's tools in its order, each with the line it goes with", async () => {
		const v = await vault();
		const found = pageTools(deps(v), v.file(PREP), linesOfText(PREP_TEXT));
		expect(found.map((t) => [t.title, t.line, t.place])).toEqual([
			["Salt Lash (ability)", 7, "after"],
			["Reef Stalker (creature)", 9, "after"],
			["d6 table, line 16", 15, "before"],
		]);
	});
});
