import { afterEach, describe, expect, it, vi } from "vitest";
import type { Plugin } from "obsidian";
import { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { tableDeps } from "../../../src/ui/frame/pipeline";
import { GameRegistry, type TableHost } from "../../../src/ui/frame/registry";
import { TABLE_GAMES } from "../../../src/ui/frame/games";
import { printPages, registerPrintSheet } from "../../../src/ui/print/print-sheet";
import { CAMPAIGN, KIRA, ORU, table } from "../cypher/fixtures";
import type { TestVault } from "../campaign/helpers";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
class TestPlugin extends MockPlugin {}

function registry(v: TestVault): GameRegistry {
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: tableDeps(v.app, () => v.settings(), () => undefined) };
	return new GameRegistry(host, TABLE_GAMES);
}

afterEach(() => {
	vi.restoreAllMocks();
	document.body.empty();
	document.body.removeClass("cl-printing");
});

describe("Print character sheet", () => {
	it("draws one page per character with the numbers, skills, and wounds as empty boxes to tick", async () => {
		const v = await table();
		const d20 = await v.note("Gate/Vex.md", { ledger: "character", system: "d20", name: "Vex", str: 12, dex: 14, con: 10, int: 10, wis: 10, cha: 8, "vitality-max": 9, "wound-points-max": 10, skills: { Athletics: 2 } });
		const root = createDiv();
		const problems = await printPages(v.app, registry(v), [v.file(KIRA), d20, v.file("Gate/Session 3.md")], root);
		expect(problems).toEqual([expect.stringMatching(/^Session 3: /)]);
		const pages = [...root.querySelectorAll(".cl-print-page")];
		expect(pages).toHaveLength(2);
		const [kira, vex] = pages as [HTMLElement, HTMLElement];
		expect(kira.querySelector(".cl-sheet-name")?.textContent).toBe("Kira");
		expect(kira.textContent).toContain("Might");
		expect(kira.textContent).toMatch(/climbing/i);
		// Cypher wounds: boxes, none taken, to tick by hand.
		expect(kira.querySelectorAll(".cl-sheet-box").length).toBeGreaterThan(0);
		expect(kira.querySelectorAll(".cl-sheet-box-taken")).toHaveLength(0);
		expect(vex.textContent).toContain("Vitality");
		expect(vex.textContent).toMatch(/athletics/i);
	});

	it("from a campaign note prints its party, each on a page, then takes the pages away again", async () => {
		const v = await table();
		const plugin = new TestPlugin(v.app as never, MANIFEST);
		const told: string[] = [];
		registerPrintSheet(plugin as unknown as Plugin, registry(v), (message) => told.push(message));
		const command = plugin.commands__.get("print-character-sheet");
		let printed: string[] = [];
		const print = vi.fn(() => {
			expect(document.body.hasClass("cl-printing")).toBe(true);
			printed = [...document.querySelectorAll(".cl-print-root .cl-sheet-name")].map((n) => n.textContent ?? "");
		});
		window.print = print;
		vi.spyOn(v.app.workspace, "getActiveFile").mockReturnValue(v.file("Gate/Session 3.md"));
		expect(command?.checkCallback?.(true)).toBe(false);
		vi.spyOn(v.app.workspace, "getActiveFile").mockReturnValue(v.file(CAMPAIGN));
		expect(command?.checkCallback?.(true)).toBe(true);
		command?.checkCallback?.(false);
		await vi.waitFor(() => expect(print).toHaveBeenCalled());
		expect(printed).toEqual(["Kira", "Oru"]);
		expect(document.querySelector(".cl-print-root")).toBeNull();
		expect(document.body.hasClass("cl-printing")).toBe(false);
		expect(told).toEqual([]);
		expect(v.file(ORU)).toBeDefined();
	});
});
