/**
 * A player reaches Intrigue (seed 004) from the d20 sheet's button and from its command: the dialog
 * frames the attempt, shows the chance against the target's Sense motive or Knowledge, and Roll
 * logs one entry to the session.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import type { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { d20Vault, deps, MARA, SESSION, settle, sheetChild, THUG_NOTE } from "./fixtures";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import type { TFile } from "obsidian";
import { changeForm } from "../../../src/games/frame/form-change";
import { d20Form, type D20Form } from "../../../src/games/d20/form";
import { d20Game } from "../../../src/games/d20/game";
import { readD20Note } from "../../../src/ui/d20/note";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { rollInitiative } from "../../../src/ui/encounter/actions";
import { undoEntry } from "../../../src/notes/log/undo";
import { campaign, deps as encounterDeps, ENCOUNTER, encounterNote, SESSION as ENCOUNTER_SESSION } from "../encounter/fixtures";

const quote = seedQuoter("004");
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };

afterEach(() => vi.restoreAllMocks());

/** The modals the code opens (none really shown). */
function watchModals(): Modal[] {
	const opened: Modal[] = [];
	vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
		opened.push(this);
	});
	return opened;
}

describe("Intrigue on the d20 sheet", () => {
	it("the Intrigue button opens the dialog: intent, method, their position, their skill; the chance; Roll logs one entry", async () => {
		quote("Opposed by: Sense motive, Knowledge");
		// Mara (CHA 13, Diplomacy 4) bargains with the Gate Thug (WIS 10, Sense motive 3).
		const v = await d20Vault({ mara: { skills: { athletics: 4, diplomacy: 4 } }, thug: { skills: { "sense motive": 3 } } });
		const opened = watchModals();
		const el = createDiv();
		const child = sheetChild(v, el, MARA, deps(v, [11, 14]));
		child.load();
		await settle();
		const button = [...el.querySelectorAll<HTMLButtonElement>(".cl-sheet-actions button")].find((b) => b.textContent === "Intrigue");
		expect(button).toBeDefined();
		button?.click();
		await settle();
		const modal = opened.find((m): m is RollModal<unknown, unknown> => m instanceof RollModal);
		if (!modal) throw new Error("no dialog opened");
		modal.onOpen();
		// In view (not under More): who, the seed's frame, and the skills that meet.
		const shown = [...modal.contentEl.querySelectorAll(":scope > .cl-dialog-fields > .cl-dialog-field")].map((row) => row.getAttribute("data-key"));
		expect(shown).toEqual(["target", "intent", "method", "position", "resist", "skill"]);
		for (const label of ["Intent", "Method", "Their position", "They resist with", "Gain a favour", "Bargain with them", "Firmly against it", "Knowledge"]) expect(modal.contentEl.textContent).toContain(label);
		modal.setField("method", "bargain");
		modal.setField("intent", "favour");
		// Diplomacy +5 against Sense motive +3: 247 of the 400 pairs of faces.
		expect(texts(modal.contentEl, ".cl-dialog-odds")).toEqual(["Chance Gate Thug grants the favour: 61.8% (247 in 400)"]);
		// Nothing on screen names a property key or a raw link.
		expect(modal.contentEl.textContent).not.toMatch(/\[\[|sense-motive|force-action/);
		await modal.roll();
		const [entry] = await entries(v);
		// 11 + 5 = 16 against 14 + 3 = 17: the favour is refused.
		expect(entry).toMatchObject({ kind: "check", title: "Intrigue with Gate Thug: gain a favour", outcome: { text: "Failure (16 against 17): Gate Thug is not moved", code: "failure" } });
		expect(await entries(v)).toHaveLength(1);
		// Nothing on either note changed.
		expect(v.frontmatter(THUG_NOTE)?.["skills"]).toEqual({ "sense motive": 3 });
	});

	it("is a command like the other sheet actions: on the open d20 note it opens the same dialog", async () => {
		const v = await d20Vault();
		const plugin = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as MockPlugin & CampaignLedgerPlugin;
		plugin.load();
		try {
			const intrigue = plugin.commands__.get("sheet-d20-intrigue");
			expect(intrigue?.name).toBe("d20 sheet: Intrigue");
			await v.app.workspace.getLeaf(false).openFile(v.file(MARA));
			v.app.workspace.trigger("file-open", v.file(MARA));
			await settle();
			const opened = watchModals();
			intrigue?.checkCallback?.(false);
			await settle();
			const modal = opened.find((m): m is RollModal<unknown, unknown> => m instanceof RollModal);
			if (!modal) throw new Error("no dialog opened");
			modal.onOpen();
			expect(modal.titleEl.textContent).toBe("Mara Quell: intrigue");
			expect(modal.contentEl.querySelector('[data-key="intent"]')).not.toBeNull();
		} finally {
			plugin.unload();
		}
	});
	it("in a running encounter it takes a standard action from the round, written with the entry and given back by Undo", async () => {
		const v = await campaign("d20");
		const person = (name: string, extra: Record<string, unknown>) => ({ ledger: "character", system: "d20", campaign: "[[Camp]]", name, bcb: 1, str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 14, "vitality-max": 12, "wound-points-max": 10, ...extra });
		await v.note("Camp/Ada.md", person("Ada", { skills: { deceive: 3 } }));
		await v.note("Camp/Goblin.md", { ...person("Goblin", { skills: { "sense motive": 1 } }), ledger: "npc", heroic: false });
		await encounterNote(v, { combatants: ["[[Ada]]", "[[Goblin]]"] });
		// One set of dependencies (one id source, as the plugin has): initiative 12 and 5, then the intrigue's 15 and 4.
		const d = encounterDeps(v, [12, 5, 15, 4]);
		const rolled = await rollInitiative(d, v.file(ENCOUNTER));
		if (!rolled.ok) throw new Error(rolled.error);
		const before = v.frontmatter(ENCOUNTER)?.["ada-round"];
		const read = (file: TFile) => readD20Note(v.app, file);
		const note = await read(v.file("Camp/Ada.md"));
		if (!note.ok) throw new Error(note.error);
		let form = d20Form(note.value, "intrigue") as D20Form;
		form = changeForm(d20Game, note.value, form, "method", "trick");
		expect(d20Game.preview(note.value, form).notes).toContain("Standard action; left this round: a short action.");
		const result = await resolveRoll(d, v.file("Camp/Ada.md"), read, d20Game, form, undefined);
		if (!result.ok) throw new Error(result.error);
		// Ada's Deceive 3 + CHA +2 = +5 rolls 15 = 20 against the Goblin's Sense motive 1 + WIS 0 rolling 4 = 5.
		expect(result.value.outcome?.text).toBe("Success (20 against 5): Goblin accepts the premise");
		expect(v.frontmatter(ENCOUNTER)?.["ada-round"]).toEqual(["round 1", "standard"]);
		const undone = await undoEntry(v.app, v.file(ENCOUNTER_SESSION), result.value.id);
		if (!undone.ok) throw new Error(undone.error);
		expect(v.frontmatter(ENCOUNTER)?.["ada-round"]).toEqual(before);
	});
});
