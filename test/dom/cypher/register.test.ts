import type { MarkdownPostProcessorContext } from "obsidian";
import { describe, expect, it, vi } from "vitest";
import { rollRecoveryDie } from "../../../src/ui/cypher/actions";
import { DamageModal, IntrusionModal, RecoveryModal } from "../../../src/ui/cypher/gm-modals";
import { partyFor, registerCypherFeatures } from "../../../src/ui/cypher/register";
import { registerTableFeatures } from "../../../src/ui/table/register";
import { TableSheetChild } from "../../../src/ui/table/sheet-child";
import { registered, testPlugin } from "../helpers/plugin";
import { deps, KIRA, must, noteOf, ORU, SESSION, table } from "./fixtures";


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
		const modal = new IntrusionModal(v.app, party, () => Promise.resolve({ ok: false, error: "not in this test" }), v.file(ORU));
		modal.onOpen();
		expect(modal.affected?.path).toBe(ORU);
		expect(modal.passTo).toBe(KIRA);
	});

	it("the damage dialog asks for a wound under seed 000 and for points, kind and armor under the damage track", async () => {
		const wounds = await table();
		const w = new DamageModal(wounds.app, await noteOf(wounds, KIRA), () => Promise.resolve({ ok: false, error: "unused" }));
		w.onOpen();
		expect(w.input()).toEqual({ model: "wounds", wound: "minor" });
		const track = await table({}, { "damage-model": "damage-track" });
		const t = new DamageModal(track.app, await noteOf(track, KIRA), () => Promise.resolve({ ok: false, error: "unused" }));
		t.onOpen();
		// Light armor is 1 (001's Armor table); the dialog starts from the sheet's armor.
		expect(t.input()).toEqual({ model: "damage-track", amount: 0, stat: "might", kind: "physical", armor: 1 });
	});

	it("the damage dialog refuses a non-number before anything is written", async () => {
		const v = await table({}, { "damage-model": "damage-track" });
		const modal = new DamageModal(v.app, await noteOf(v, KIRA), () => Promise.resolve({ ok: false, error: "should not be called" }));
		modal.onOpen();
		modal.amount = Number("1e400");
		await modal.submit();
		expect(modal.contentEl.querySelector(".cl-warning")?.textContent).toBe("Points of damage must be a whole number from 0 to 999.");
	});

	it("the intrusion dialog hands over the choice: accepted, passing to Oru, with what happens", async () => {
		const v = await table();
		const party = await partyFor(v.app, v.settings(), v.file(KIRA));
		const onIntrude = vi.fn(() => Promise.resolve({ ok: false as const, error: "Kira's xp is 9 now, not 3 as this entry expects." }));
		const modal = new IntrusionModal(v.app, party, onIntrude, v.file(KIRA));
		modal.onOpen();
		modal.description = "The rope frays";
		await modal.submit();
		expect(onIntrude).toHaveBeenCalledWith(v.file(KIRA), { kind: "accept", passTo: v.file(ORU) }, "The rope frays");
		// A refusal from the notes layer stays in the dialog so the GM can read it.
		expect(modal.contentEl.querySelector(".cl-warning")?.textContent).toBe("Kira's xp is 9 now, not 3 as this entry expects.");
		modal.choice = "refuse";
		await modal.submit();
		expect(onIntrude).toHaveBeenLastCalledWith(v.file(KIRA), { kind: "refuse" }, "The rope frays");
	});

	it("the recovery dialog shows the roll and offers the suggested split", async () => {
		const v = await table({ might: 5 });
		const rolled = must(await rollRecoveryDie(deps(v, [4]), v.file(KIRA)));
		const onApply = vi.fn(() => Promise.resolve({ ok: false as const, error: "unused" }));
		const modal = new RecoveryModal(v.app, rolled.note, rolled.roll, rolled.suggested, onApply);
		modal.onOpen();
		// 000: "When you take a recovery, roll a d6 and add your tier to see how many points you recover."
		expect(modal.contentEl.querySelector(".cl-recovery-roll")?.textContent).toBe("ten-minutes recovery: d6 4 + tier 1 = 5 points to place.");
		await modal.submit();
		expect(onApply).toHaveBeenCalledWith(v.file(KIRA), { might: 5 });
	});
});
