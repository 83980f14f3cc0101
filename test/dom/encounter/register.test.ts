import { describe, expect, it } from "vitest";
import { createEncounter } from "../../../src/notes/encounter/create";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { harm } from "../../../src/ui/encounter/actions";
import { harmDialog, harmForm, harmRequest } from "../../../src/ui/encounter/dialogs";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { encounterCandidates, registerEncounterFeatures } from "../../../src/ui/encounter/register";
import { registered, testPlugin } from "../helpers/plugin";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote, SESSION } from "./fixtures";

describe("registerEncounterFeatures", () => {
	it("registers the block and the commands with stable ids, sentence-case names and no default hotkeys", async () => {
		const v = await campaign("cypher");
		const plugin = testPlugin(v.app);
		registerEncounterFeatures(plugin, () => v.settings());
		const { commands, processors } = registered(plugin);
		expect(processors.has("ledger-encounter")).toBe(true);
		expect([...commands.values()].map((c) => [c.id, c.name])).toEqual([
			["create-encounter", "Create encounter"],
			["encounter-roll-initiative", "Roll initiative"],
			["encounter-next-turn", "Next turn"],
			["encounter-apply-damage", "Apply damage to a combatant"],
			["encounter-end", "End encounter"],
		]);
		for (const c of commands.values()) expect(c.hotkeys).toBeUndefined();
	});

	it("offers the encounter commands only while an encounter note is open", async () => {
		const v = await campaign("cypher");
		await encounterNote(v, { combatants: [] });
		const plugin = testPlugin(v.app);
		registerEncounterFeatures(plugin, () => v.settings());
		const next = registered(plugin).commands.get("encounter-next-turn");
		await v.app.workspace.getLeaf(false).openFile(v.file(SESSION));
		expect(next?.checkCallback?.(true)).toBe(false);
		await v.app.workspace.getLeaf(false).openFile(v.file(ENCOUNTER));
		expect(next?.checkCallback?.(true)).toBe(true);
	});
});

describe("Create encounter", () => {
	it("offers the campaign's party and NPCs, and writes a note the tracker reads, in the campaign's Encounters folder", async () => {
		const v = await campaign("cypher", { party: ["[[Ana]]"] });
		await v.note("Camp/Ana.md", cypherPc("Ana"));
		await v.note("Camp/Sul.md", { ledger: "npc", system: "cypher", campaign: "[[Camp]]", level: 4 });
		await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
		const candidates = await encounterCandidates(v.app, v.settings(), v.file("Camp/Camp.md"));
		expect(candidates.map((c) => c.label)).toEqual(["Ana (PC)", "Sul (NPC)"]);
		const made = await createEncounter(v.app, v.file("Camp/Camp.md"), "Gate fight", ["[[Ana]]", "[[Sul]]", "3 × [[Guard]]"]);
		expect(made.ok && made.value.path).toBe("Camp/Encounters/Gate fight.md");
		const read = await readEncounterNote(v.app, v.settings(), v.file("Camp/Encounters/Gate fight.md"));
		expect(read.ok && read.value.combatants.map((c) => `${c.ref.id}: ${c.health}`)).toEqual([
			"Ana: Might 10/10 · Speed 10/10 · Intellect 10/10 · Wounds 0 minor, 0 moderate, 0 major",
			"Sul: Health 12 / 12",
			"Guard 1: Health 6 / 6",
			"Guard 2: Health 6 / 6",
			"Guard 3: Health 6 / 6",
		]);
		expect(await v.read("Camp/Encounters/Gate fight.md")).toContain("```ledger-encounter");
		const refused = await createEncounter(v.app, v.file("Camp/Camp.md"), "Other", ["10000 × [[Guard]]"]);
		expect(refused.ok).toBe(false);
		expect((await createEncounter(v.app, v.file("Camp/Camp.md"), "Third", ["[[Nobody]]"])).ok).toBe(false);
	});
});

describe("damage to an NPC note", () => {
	it("writes the NPC's own health after Armor, logs it, and the damage dialog names the combatant's health", async () => {
		const v = await campaign("cypher");
		await v.note("Camp/Sul.md", { ledger: "npc", system: "cypher", campaign: "[[Camp]]", level: 4, armor: 1 });
		await encounterNote(v, { combatants: ["[[Sul]]"] });
		const d = deps(v);
		const hit = await harm(d, v.file(ENCOUNTER), { id: "Sul", mode: "damage", amount: 5 });
		expect(hit.ok && hit.value.changes).toEqual([{ target: "[[Sul]]", key: "health", before: null, after: 8 }]);
		expect(v.frontmatter("Camp/Sul.md")?.["health"]).toBe(8);
		expect(await v.read(SESSION)).toContain("Sul: 5 physical damage");
		const read = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		if (!read.ok) throw new Error(read.error);
		const modal = new RollModal(v.app, harmDialog, read.value, harmForm(read.value, "damage", "Sul"), () => Promise.resolve({ ok: true }));
		modal.onOpen();
		// Until points are typed the button waits and says why; then the combatant's health now is the headline beside it.
		expect(modal.contentEl.querySelector(".cl-dialog-result .cl-dialog-refusal")?.textContent).toBe("Type the points.");
		modal.setField("amount", 3);
		expect(modal.contentEl.querySelector(".cl-dialog-result .cl-dialog-odds")?.textContent).toBe("Health 8 / 12");
		// A Cypher NPC's kind of damage is one tap.
		expect([...modal.contentEl.querySelectorAll('[data-key="kind"] .cl-seg-button')].map((b) => b.textContent)).toEqual(["physical", "mental", "ambient", "bypass"]);
		expect(harmRequest(modal.form)).toEqual({ id: "Sul", mode: "damage", amount: 3, kind: "physical" });
		expect(modal.rollButton?.textContent).toBe("Apply damage");
	});
});
