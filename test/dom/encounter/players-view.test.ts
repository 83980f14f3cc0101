import { afterEach, describe, expect, it } from "vitest";
import type { Plugin, MarkdownPostProcessorContext } from "obsidian";
import { Plugin as MockPlugin, WorkspaceLeaf } from "obsidian-test-mocks/obsidian";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { drawPlayers, openPlayersView, playerRows, PLAYERS_VIEW, PlayersView, registerPlayersView } from "../../../src/ui/encounter/players-view";
import { expectBidiSafe, OVERRIDE } from "../helpers/bidi";
import type { TestVault } from "../campaign/helpers";
import { campaign, ENCOUNTER, encounterNote, settle } from "./fixtures";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
class TestPlugin extends MockPlugin {}

const hero = (name: string, extra: Record<string, unknown> = {}) => ({ ledger: "character", system: "d20", campaign: "[[Camp]]", name, bcb: 1, str: 10, dex: 14, con: 10, int: 10, wis: 10, cha: 10, "vitality-max": 12, "wound-points-max": 10, ...extra });

/** Ada and Bex against three goblins, round 2, Goblin 1's turn; the GM hides the third goblin. */
async function fight(extra: Record<string, unknown> = {}): Promise<TestVault> {
	const v = await campaign("d20");
	await v.note("Camp/Ada.md", hero("Ada", { vitality: 5 }));
	await v.note("Camp/Bex.md", hero("Bex"));
	await v.note("Camp/Goblin.md", { ...hero("Goblin"), ledger: "npc", heroic: false, "vitality-max": 4, "wound-points-max": 6 });
	await encounterNote(v, {
		combatants: ["[[Ada]]", "[[Bex]]", "3 × [[Goblin]]"],
		order: ["Goblin 3: 18", "Ada: 15", "Goblin 1: 12", "Bex: 9", "Goblin 2: 4"],
		round: 2,
		turn: 3,
		"goblin-1-vitality": 3,
		"goblin-2-vitality": 0,
		"goblin-2-wound-points": 0,
		"goblin-3-vitality": 1,
		hidden: ["Goblin 3"],
		...extra,
	});
	return v;
}

const unloads: (() => void)[] = [];
afterEach(() => {
	for (const unload of unloads.splice(0)) unload();
	document.body.empty();
});

const rowsText = (el: HTMLElement): string[] => [...el.querySelectorAll(".cl-players-list li")].map((li) => li.textContent ?? "");

describe("the players' view", () => {
	it("shows the order, whose turn it is, PCs' numbers, and for the others only a wound state; hidden ones not at all", async () => {
		const v = await fight();
		const note = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		if (!note.ok) throw new Error(note.error);
		expect(playerRows(note.value).map((row) => [row.name, row.state, row.turn])).toEqual([
			["Ada", "Vitality 5 / 12 · Wound points 10 / 10 · Defence +3", false],
			["Goblin 1", "hurt", true],
			["Bex", "Vitality 12 / 12 · Wound points 10 / 10 · Defence +3", false],
			["Goblin 2", "down", false],
		]);
		const el = createDiv();
		drawPlayers(el, note.value);
		expect(el.querySelector(".cl-players-round")?.textContent).toBe("Round 2 · Goblin 1's turn");
		expect(el.querySelector("[aria-current=step]")?.textContent).toBe("▶ Goblin 1 hurt");
		// Nothing of the GM's numbers for NPCs, and nothing of the hidden goblin.
		expect(el.textContent).not.toContain("Goblin 3");
		expect(rowsText(el).filter((row) => row.startsWith("Goblin")).join(" ")).not.toMatch(/\d \//);
	});

	it("a goblin at half its health or less is bloodied; before initiative the list order shows and no one has the turn", async () => {
		const v = await fight({ order: null, round: 0, turn: 0, "goblin-1-vitality": 0, "goblin-1-wound-points": 5 });
		const note = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		if (!note.ok) throw new Error(note.error);
		expect(playerRows(note.value).map((row) => `${row.name}: ${row.pc ? "PC" : row.state}`)).toEqual(["Ada: PC", "Bex: PC", "Goblin 1: bloodied", "Goblin 2: down"]);
		const el = createDiv();
		drawPlayers(el, note.value);
		expect(el.querySelector(".cl-players-round")?.textContent).toBe("Initiative not rolled yet.");
		expect(el.querySelector("[aria-current]")).toBeNull();
	});

	it("the ledger-players block draws it read-only, redraws on a change, and its button opens the view in a window of its own", async () => {
		const v = await fight();
		await v.note("Camp/Screen.md", {}, "```ledger-players\nnote: [[Fight]]\n```\n");
		const plugin = new TestPlugin(v.app as never, MANIFEST);
		registerPlayersView(plugin as unknown as Plugin, () => v.settings());
		const el = document.body.createDiv();
		const ctx = { sourcePath: "Camp/Screen.md", addChild: (child: { load(): void; unload(): void }) => (child.load(), unloads.push(() => child.unload())) } as unknown as MarkdownPostProcessorContext;
		void plugin.markdownCodeBlockProcessors__.get("ledger-players")?.("note: [[Fight]]\n", el, ctx);
		await settle();
		expect(rowsText(el)).toHaveLength(4);
		expect(el.querySelectorAll("button:not(.cl-players-open)")).toHaveLength(0);
		await v.app.fileManager.processFrontMatter(v.file(ENCOUNTER), (fm: Record<string, unknown>) => (fm["turn"] = 4));
		await settle();
		expect(el.querySelector("[aria-current=step]")?.textContent).toBe("▶ Bex Vitality 12 / 12 · Wound points 10 / 10 · Defence +3");
		await openPlayersView(v.app, v.file(ENCOUNTER));
		const leaf = v.app.workspace.getLeavesOfType?.(PLAYERS_VIEW)[0] ?? (v.app.workspace as unknown as { leaves: { getViewState(): unknown }[] }).leaves.at(-1);
		expect(leaf?.getViewState()).toMatchObject({ type: PLAYERS_VIEW, state: { file: ENCOUNTER } });
		expect([...plugin.commands__.keys()]).toContain("open-players-view");
	});

	it("as a view of its own it reads the encounter its state names, and says so when there is none", async () => {
		const v = await fight();
		const view = new PlayersView(WorkspaceLeaf.create2__(v.app as never) as never, () => v.settings());
		await view.setState({ file: ENCOUNTER }, { history: false });
		expect(view.getDisplayText()).toBe("Players' view: Fight");
		expect(rowsText(view.contentEl)).toHaveLength(4);
		await view.setState({ file: "Camp/Camp.md" }, { history: false });
		expect(view.contentEl.textContent).toBe("This players' view names no encounter note.");
	});

	it("keeps hostile names' direction to themselves", async () => {
		const v = await campaign("d20");
		await v.note("Camp/Hostile.md", hero(OVERRIDE));
		await encounterNote(v, { combatants: ["[[Hostile]]"] });
		const note = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		if (!note.ok) throw new Error(note.error);
		const el = createDiv();
		drawPlayers(el, note.value);
		expectBidiSafe(el);
	});
});
