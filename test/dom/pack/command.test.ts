/**
 * The "Write the rule pack" command as Obsidian runs it (ui/pack/register.ts): the open note's game
 * is offered first, the chosen game's notes land in the rule pack folder of the settings, and the
 * notice says what was written and which notes were left alone. And the panel on a rule note's
 * page, as it stays with the note: a problem shows while the note is broken and goes once it is fixed.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal, Notice } from "obsidian";
import type { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { BUILT_IN_PACKS } from "../../../src/games/pack/built-in";
import { PickModal } from "../../../src/ui/pick-modal";
import type { SystemId } from "../../../src/notes/schema/kind";
import { RuleNotePanelChild } from "../../../src/ui/pack/panel";
import { writePack } from "../../../src/notes/pack/write-pack";
import { deps, KIRA, settle, table } from "../cypher/fixtures";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };
type Loaded = MockPlugin & CampaignLedgerPlugin;
const loaded: Loaded[] = [];

afterEach(() => {
	for (const plugin of loaded.splice(0)) plugin.unload();
	vi.restoreAllMocks();
});

describe("the Write the rule pack command", () => {
	it("offers the open note's game first, writes that pack into the folder, and says what it left alone", async () => {
		const v = await table();
		const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as Loaded;
		plugin.load();
		loaded.push(plugin);
		// A note of the GM's own where the pack's Prone would go: it must survive.
		await v.note("Rules/Cypher System/Prone.md", { note: "mine" }, "Our table's prone.\n");
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		await settle();

		const picked: PickModal<SystemId>[] = [];
		vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
			if (this instanceof PickModal) picked.push(this as PickModal<SystemId>);
		});
		const notices: string[] = [];
		// The mock Notice hands every message to its constructor__ hook.
		vi.spyOn(Notice.prototype as unknown as { constructor__(message: unknown): void }, "constructor__").mockImplementation((message) => {
			notices.push(String(message));
		});
		const command = plugin.commands__.get("write-rule-pack");
		command?.callback?.();
		const picker = picked[0];
		if (picker === undefined) throw new Error("the command opened no picker");
		// Kira is a Cypher character: her game comes first, the others after.
		expect(picker.getItems()).toEqual(["cypher", "pool", "d20"]);
		picker.onChooseItem("cypher");
		for (let i = 0; i < 20 && notices.length === 0; i++) await settle();

		const written = v.app.vault.getMarkdownFiles().map((f) => f.path).filter((p) => p.startsWith("Rules/")).sort();
		expect(written).toEqual(BUILT_IN_PACKS.cypher.map((n) => `Rules/Cypher System/${n.file}`).sort());
		expect(await v.read("Rules/Cypher System/Prone.md")).toContain("Our table's prone.");
		expect(notices).toEqual([`The Cypher System: ${BUILT_IN_PACKS.cypher.length - 1} rule notes written to Rules/Cypher System. Left alone (never overwritten): Rules/Cypher System/Prone.md is already there.`]);
	});
});

describe("the panel on a rule note's page", () => {
	it("shows the note's problem and what is used meanwhile, and redraws when the note is fixed", async () => {
		const v = await table();
		await writePack(v.app, "cypher", "Rules");
		const path = "Rules/Cypher System/Stunned.md";
		await v.app.fileManager.processFrontMatter(v.file(path), (fm: Record<string, unknown>) => {
			fm["loses-turn"] = "sometimes";
		});
		const el = createDiv();
		const child = new RuleNotePanelChild(el, deps(v), v.file(path));
		child.load();
		await settle();
		const problems = (): string[] => [...el.querySelectorAll(".cl-rule-note-problems li")].map((li) => li.textContent ?? "");
		expect(problems()).toHaveLength(1);
		expect(problems()[0]).toContain("loses-turn");
		expect(el.querySelector(".cl-rule-note-meanwhile")?.textContent).toBe("Until it is fixed, the built-in Stunned is used.");
		// Fixed in its properties: the panel redraws without the problem and says what is in use.
		await v.app.fileManager.processFrontMatter(v.file(path), (fm: Record<string, unknown>) => {
			fm["loses-turn"] = true;
		});
		for (let i = 0; i < 20 && problems().length > 0; i++) await settle();
		expect(problems()).toEqual([]);
		expect(el.querySelector(".cl-rule-note-does")?.textContent).toMatch(/^In use: /);
		child.unload();
	});
});
