import type { MarkdownPostProcessorContext } from "obsidian";
import { describe, expect, it, vi } from "vitest";
import { rollRecoveryDie } from "../../../src/ui/cypher/actions";
import { intrusionDialog, intrusionForm, recoverySplitDialog } from "../../../src/games/cypher/gm-dialogs";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { damageInput, type DamageForm } from "../../../src/games/cypher/damage-action";
import { partyFor, registerCypherFeatures } from "../../../src/ui/cypher/register";
import { registerTableFeatures } from "../../../src/ui/frame/register";
import { TableSheetChild } from "../../../src/ui/frame/sheet-child";
import { registered, testPlugin } from "../helpers/plugin";
import { cypherDialog, deps, KIRA, must, noteOf, ORU, SESSION, settle, sheetChild, table } from "./fixtures";


describe("registerCypherFeatures and the table's commands", () => {
	it("registers the commands with stable ids, sentence-case names every game shares, and no default hotkeys", async () => {
		const v = await table();
		const plugin = testPlugin(v.app);
		registerTableFeatures(plugin, () => v.settings());
		registerCypherFeatures(plugin, () => v.settings());
		const commands = [...registered(plugin).commands.values()];
		// The ids are the ones the Cypher commands always had, so a hotkey set on them keeps working.
		expect(commands.map((c) => [c.id, c.name])).toEqual([
			["roll-task", "Roll for this character"],
			["apply-damage", "Apply damage"],
			["recovery-roll", "Recover"],
			["gm-intrusion", "GM intrusion"],
		]);
		for (const c of commands) expect(c.hotkeys).toBeUndefined();
	});

	it("offers the character commands only while a Cypher character note is active", async () => {
		const v = await table();
		const plugin = testPlugin(v.app);
		registerTableFeatures(plugin, () => v.settings());
		const roll = registered(plugin).commands.get("roll-task");
		await v.app.workspace.getLeaf(false).openFile(v.file(SESSION));
		expect(roll?.checkCallback?.(true)).toBe(false);
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		expect(roll?.checkCallback?.(true)).toBe(true);
	});

	it("renders ledger-sheet blocks through a child of the block", async () => {
		const v = await table();
		const plugin = testPlugin(v.app);
		registerTableFeatures(plugin, () => v.settings());
		const added: unknown[] = [];
		const ctx = { sourcePath: KIRA, addChild: (child: unknown) => added.push(child) } as unknown as MarkdownPostProcessorContext;
		await registered(plugin).processors.get("ledger-sheet")?.("", createDiv(), ctx);
		expect(added[0]).toBeInstanceOf(TableSheetChild);
	});

	it("the intrusion picker lists the campaign's party by name and preselects the active character", async () => {
		const v = await table();
		const party = await partyFor(v.app, v.settings(), v.file(KIRA));
		expect(party.map((m) => [m.name, m.file.path])).toEqual([
			["Kira", KIRA],
			["Oru", ORU],
		]);
		const modal = new RollModal(v.app, intrusionDialog, { party, foes: [] }, intrusionForm(party, v.file(ORU)), () => Promise.resolve({ ok: false, error: "not in this test" }));
		modal.onOpen();
		expect(modal.form).toMatchObject({ affected: ORU, passTo: KIRA, choice: "accept" });
		// Choosing Kira instead passes the XP to the other player, never to herself.
		modal.setField("affected", KIRA);
		expect(modal.form).toMatchObject({ affected: KIRA, passTo: ORU });
	});

	it("Apply damage asks for a wound under seed 000 (or points to a Pool), and for points, kind and armor under the damage track", async () => {
		const wounds = await table();
		const w = await cypherDialog(wounds, "damage");
		expect(w.labels()).toEqual(["Damage", "Wound", "Hazard"]);
		expect(damageInput(await noteOf(wounds, KIRA), (w.modal.form as { form: DamageForm }).form)).toEqual({ model: "wounds", wound: "minor" });
		// What it leaves is shown before it is applied, and the button says what it does.
		expect(w.lines("damage")).toEqual(["Minor wound marked"]);
		expect(w.modal.rollButton?.textContent).toBe("Apply damage");
		w.modal.setField("mode", "pool");
		// How the lost points heal (001's lasting and permanent damage) and a hazard's set damage are folded under More.
		expect(w.labels()).toEqual(["Damage", "Points", "Pool", "Hazard", "It heals"]);
		expect(w.lines("refusal")).toEqual(["Enter the points of damage."]);
		const track = await table({}, { "damage-model": "damage-track" });
		const t = await cypherDialog(track, "damage");
		expect(t.labels()).toEqual(["Points", "Pool", "Kind", "Hazard", "Armor", "It heals"]);
		// Light armor is 1 (001's Armor table); the dialog starts from the sheet's armor.
		expect(damageInput(await noteOf(track, KIRA), (t.modal.form as { form: DamageForm }).form)).toEqual({ model: "damage-track", amount: 0, stat: "might", kind: "physical", armor: 1 });
	});

	it("Apply damage writes the wound through the table's pipeline, and the sheet offers it beside GM intrusion", async () => {
		const v = await table();
		const { modal } = await cypherDialog(v, "damage", { wound: "moderate" });
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["wounds-moderate"]).toBe(1);
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		const labels = [...el.querySelectorAll(".cl-sheet-actions button")].map((b) => b.textContent);
		expect(labels).toEqual(expect.arrayContaining(["Apply damage", "GM intrusion"]));
	});

	it("the intrusion dialog hands over the choice: accepted, passing to Oru, with what happens", async () => {
		const v = await table();
		const party = await partyFor(v.app, v.settings(), v.file(KIRA));
		const onIntrude = vi.fn((_form: unknown) => Promise.resolve({ ok: false as const, error: "Kira's xp is 9 now, not 3 as this entry expects." }));
		const modal = new RollModal(v.app, intrusionDialog, { party, foes: [] }, intrusionForm(party, v.file(KIRA)), onIntrude);
		modal.onOpen();
		expect(modal.rollButton?.textContent).toBe("Log intrusion");
		modal.setField("description", "The rope frays");
		await modal.roll();
		expect(onIntrude).toHaveBeenCalledWith({ affected: KIRA, choice: "accept", passTo: ORU, description: "The rope frays", kind: "", example: "", foe: "" }, undefined, { gmOnly: false });
		// A refusal from the notes layer stays in the dialog so the GM can read it.
		expect(modal.contentEl.querySelector(".cl-dialog-result .cl-dialog-refusal")?.textContent).toBe("Kira's xp is 9 now, not 3 as this entry expects.");
		modal.setField("choice", "refuse");
		expect(modal.contentEl.querySelector('[data-key="passTo"]')).toBeNull();
	});

	it("the recovery dialog shows the roll and offers the suggested split", async () => {
		const v = await table({ might: 5 });
		const rolled = must(await rollRecoveryDie(deps(v, [4]), v.file(KIRA)));
		const onApply = vi.fn((_split: unknown) => Promise.resolve({ ok: false as const, error: "unused" }));
		const modal = new RollModal(v.app, recoverySplitDialog, { note: rolled.note, roll: rolled.roll }, { ...rolled.suggested }, onApply);
		modal.onOpen();
		// 000: "When you take a recovery, roll a d6 and add your tier to see how many points you recover."
		expect(modal.contentEl.querySelector(".cl-dialog-recovery-roll")?.textContent).toBe("Ten-minute recovery: d6 4 + tier 1 = 5 points to place.");
		// Each Pool's share is one tap: 0 to the 5 points rolled.
		expect([...modal.contentEl.querySelectorAll('[data-key="speed"] .cl-seg-button')].map((b) => b.textContent)).toEqual(["0", "1", "2", "3", "4", "5"]);
		await modal.roll();
		expect(onApply).toHaveBeenCalledWith({ might: 5 }, undefined, { gmOnly: false });
	});
});
