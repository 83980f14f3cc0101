/**
 * The GM's shortcuts for creatures in the tracker (seed 001): the boss package, four creatures as
 * one swarm and apart again, and opposed rolls (PC against PC, NPC against NPC). Each is one
 * entry of the session log, and Undo restores every value it wrote.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { undoEntry } from "../../../src/notes/log/undo";
import { harm, rollInitiative } from "../../../src/ui/encounter/actions";
import { breakSwarm, formSwarm, swarmDialog, swarmForm, swarmIds, toggleBoss } from "../../../src/ui/encounter/creature-actions";
import { opposedDialog, opposedForm, rollOpposed } from "../../../src/ui/encounter/opposed";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { gmIntrusion, intrusionFoes } from "../../../src/ui/cypher/actions";
import { partyFor } from "../../../src/ui/cypher/register";
import { intrusionDialog, intrusionForm } from "../../../src/games/cypher/gm-dialogs";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { must } from "../cypher/fixtures";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote, rowMenu, SESSION, texts, tracker } from "./fixtures";

const q001 = seedQuoter("001");

/** Two PCs, an NPC with a note of its own, and four hounds of a compendium page (level 2, health 6, Armor 1). */
async function pack(): Promise<TestVault> {
	const v = await campaign("cypher", { "damage-model": "damage-track" });
	for (const name of ["Charles", "Shanna"]) await v.note(`Camp/${name}.md`, cypherPc(name));
	await v.note("Camp/Sul.md", { ledger: "npc", system: "cypher", campaign: "[[Camp]]", level: 5, armor: 2 });
	await v.app.vault.create("Compendium/Hound.md", creaturePage(2, 6));
	await encounterNote(v, { combatants: ["[[Charles]]", "[[Shanna]]", "[[Sul]]", "4 × [[Hound]]"] });
	return v;
}

const read = async (v: TestVault) => must(await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER)));
const row = async (v: TestVault, id: string) => (await read(v)).combatants.find((c) => c.ref.id === id);
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
const undoLast = async (v: TestVault) => {
	const all = await entries(v);
	must(await undoEntry(v.app, v.file(SESSION), all[all.length - 1]?.id ?? ""));
};

describe("the boss package (001)", () => {
	it(`${q001("+10 health")}, ${q001("+1 Armor")}, ${q001("+3 points of damage")}, ${q001("+1 level for attack/defense")}: written to an NPC's own note, undone`, async () => {
		const v = await pack();
		const before = await v.read("Camp/Sul.md");
		must(await toggleBoss(deps(v), v.file(ENCOUNTER), "Sul"));
		// Sul: level 5, health 15 (3 × level), Armor 2, damage 5 → health 25 of 25, Armor 3, damage 8, boss.
		expect(v.frontmatter("Camp/Sul.md")).toMatchObject({ health: 25, "health-max": 25, armor: 3, damage: 8, boss: true, level: 5 });
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-health")).toContain("Level 5 · target 15 · attacks and defends as 6 (target 18) · Health 25/25 · Armor 3 · Damage 8");
		expect(rowMenu(el, "Sul").titles).toContain("Remove the boss package");
		await undoLast(v);
		expect(await v.read("Camp/Sul.md")).toBe(before);
	});

	it("an instance keeps its package in the encounter note, and its page is never written; taking it off puts the numbers back", async () => {
		const v = await pack();
		const page = await v.read("Compendium/Hound.md");
		must(await harm(deps(v), v.file(ENCOUNTER), { id: "Hound 1", mode: "damage", amount: 3 }));
		must(await toggleBoss(deps(v), v.file(ENCOUNTER), "Hound 1"));
		expect(v.frontmatter(ENCOUNTER)).toMatchObject({ "hound-1-boss": true, "hound-1-health": 14 });
		expect((await row(v, "Hound 1"))?.data).toMatchObject({ npc: { level: 2, health: 14, healthMax: 16, armor: 2, damage: 5, boss: true } });
		must(await toggleBoss(deps(v), v.file(ENCOUNTER), "Hound 1"));
		expect((await row(v, "Hound 1"))?.data).toMatchObject({ npc: { health: 4, healthMax: 6, armor: 1, damage: 2 } });
		expect(await v.read("Compendium/Hound.md")).toBe(page);
	});
});

describe("a swarm (001)", () => {
	it(`${q001("4 creatures = 1 creature of highest level + 1 level (minimum +2 damage bonus)")}: one row fights, the others wait; breaking it up shares out the damage`, async () => {
		const v = await pack();
		// One set of dependencies for the whole fight, so every entry gets an id of its own.
		const d = deps(v, [8, 15]);
		must(await rollInitiative(d, v.file(ENCOUNTER)));
		must(await formSwarm(d, v.file(ENCOUNTER), ["Hound 1", "Hound 2", "Hound 3", "Hound 4"]));
		expect(v.frontmatter(ENCOUNTER)).toMatchObject({ "hound-1-swarm": ["Hound 2", "Hound 3", "Hound 4"], "hound-1-swarm-health": 9 });
		const lead = await row(v, "Hound 1");
		// Level 2 + 1 = 3; health 6 + 3 = 9; damage 2 + 2 = 4.
		expect(lead?.data).toMatchObject({ npc: { level: 3, health: 9, healthMax: 9, armor: 1, damage: 4 } });
		expect(lead?.status).toContain("swarm of 4");
		expect((await row(v, "Hound 3"))).toMatchObject({ down: true, inSwarm: "Hound 1" });

		// Damage to the swarm is the swarm's: 8 less Armor 1 = 7, health 9 → 2. A member cannot be hit on its own.
		must(await harm(d, v.file(ENCOUNTER), { id: "Hound 1", mode: "damage", amount: 8 }));
		expect(v.frontmatter(ENCOUNTER)?.["hound-1-swarm-health"]).toBe(2);
		expect((await harm(d, v.file(ENCOUNTER), { id: "Hound 2", mode: "damage", amount: 3 })).ok).toBe(false);
		expect(v.frontmatter(ENCOUNTER)?.["hound-1-health"]).toBeUndefined();

		// Apart again: the 7 health lost falls on Hound 1 (6 → 0), then Hound 2 (6 → 5).
		must(await breakSwarm(d, v.file(ENCOUNTER), "Hound 1"));
		const fm = v.frontmatter(ENCOUNTER);
		expect([fm?.["hound-1-health"], fm?.["hound-2-health"], fm?.["hound-3-health"], fm?.["hound-1-swarm"]]).toEqual([0, 5, undefined, undefined]);
		await undoLast(v);
		expect((await row(v, "Hound 1"))?.data).toMatchObject({ npc: { level: 3, health: 2 } });
	});

	it("the swarm dialog starts with three of the same page ticked and shows the swarm; fewer than four are refused", async () => {
		const v = await pack();
		const note = await read(v);
		const form = swarmForm(note, "Hound 2");
		expect(swarmIds(form)).toEqual(["Hound 2", "Hound 1", "Hound 3", "Hound 4"]);
		const modal = new RollModal(v.app, swarmDialog, note, form, () => Promise.resolve({ ok: true as const }));
		modal.onOpen();
		expect(texts(modal.contentEl, ".cl-dialog-swarm")).toEqual(["Led by Hound 2: level 3 (target 9), health 9, Armor 1, damage 4"]);
		modal.setField("with:Hound 4", false);
		expect(texts(modal.contentEl, ".cl-dialog-refusal").join(" ")).toContain("Tick 3 creatures");
		expect((await formSwarm(deps(v), v.file(ENCOUNTER), ["Hound 1", "Hound 2", "Charles", "Sul"])).ok).toBe(false);
	});
});

describe("opposed rolls (001)", () => {
	it(`${q001("Both PCs roll, highest roll succeeds.")} ${q001("Advantages/Disadvantages: +/- 3 on die roll")}`, async () => {
		const v = await pack();
		const note = await read(v);
		const form = opposedForm(note, "Charles");
		expect(form).toMatchObject({ first: "Charles", second: "Shanna" });
		const modal = new RollModal(v.app, opposedDialog, note, { ...form, firstAdvantages: 1 }, () => Promise.resolve({ ok: true as const }));
		modal.onOpen();
		// Enumerated: a + 3 > b in 247 of the 400 pairs, a + 3 = b in 17, b > a + 3 in 136.
		expect(texts(modal.contentEl, ".cl-dialog-chance").sort()).toEqual(["Charles wins: 61.8%", "Shanna wins: 34%"]);
		expect(texts(modal.contentEl, ".cl-dialog-tie")).toEqual(["Equal rolls, rolled again: 4.3%"]);
		must(await rollOpposed(deps(v, [9, 11]), v.file(ENCOUNTER), { ...form, firstAdvantages: 1 }));
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ title: "Opposed roll: Charles against Shanna", outcome: { text: "Charles wins, 12 against 11", code: "opposed" } });
	});

	it(`${q001("Roll for one of the NPCs (usually whichever NPC is allied with the PCs)")}: Sul against a hound's level`, async () => {
		const v = await pack();
		must(await rollOpposed(deps(v, [5]), v.file(ENCOUNTER), { first: "Sul", second: "Hound 1", firstAdvantages: 0, secondAdvantages: 0, roller: "first", steps: 0 }));
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ title: "Sul against Hound 1", outcome: { text: "Failure (5 against 6)", code: "failure" } });
	});

	it("a PC against an NPC is the PC's own task: the dialog says so and rolls nothing", async () => {
		const v = await pack();
		const note = await read(v);
		const modal = new RollModal(v.app, opposedDialog, note, { ...opposedForm(note), first: "Charles", second: "Sul" }, () => Promise.resolve({ ok: true as const }));
		modal.onOpen();
		expect(texts(modal.contentEl, ".cl-dialog-refusal").join(" ")).toContain("Charles's own task against Sul's level");
	});
});

describe("GM intrusion kinds and examples (001)", () => {
	it(`${q001("Types: Bad luck, unknown/impending complications, opponent luck/skill, fumbles, partial success, increased difficulty")}: a foe gains 5 health in the intrusion's entry`, async () => {
		q001("foe gains 5 health");
		const v = await pack();
		const d = deps(v);
		const fight = await intrusionFoes(d);
		expect(fight?.foes.map((f) => f.id)).toEqual(["Sul", "Hound 1", "Hound 2", "Hound 3", "Hound 4"]);
		must(await harm(d, v.file(ENCOUNTER), { id: "Hound 1", mode: "damage", amount: 3 }));
		const encounter = v.file(ENCOUNTER);
		const done = must(await gmIntrusion(d, v.file("Camp/Charles.md"), { kind: "accept", passTo: v.file("Camp/Shanna.md") }, "", { kind: "opponent", example: "foe-health", foe: { encounter, id: "Hound 1" } }));
		expect(done.explanation).toEqual(expect.arrayContaining(["Kind of intrusion: an opponent's luck or skill.", "What happens: a foe gains 5 health.", "Hound 1 gains 5 health: 4 → 9 (its maximum rises to 9)."]));
		// Hound 1 was hit for 3 less Armor 1 (6 → 4); it gains 5, past its 6, so its maximum rises with it.
		expect(v.frontmatter(ENCOUNTER)).toMatchObject({ "hound-1-health": 9, "hound-1-health-max": 9 });
		expect(v.frontmatter("Camp/Charles.md")?.["xp"]).toBe(1);
		await undoLast(v);
		expect(v.frontmatter(ENCOUNTER)).toMatchObject({ "hound-1-health": 4 });
		expect(v.frontmatter(ENCOUNTER)?.["hound-1-health-max"]).toBeUndefined();
	});

	it("the dialog offers the kinds and examples, and the foes when a foe gains health", async () => {
		const v = await pack();
		const party = await partyFor(v.app, v.settings(), v.file("Camp/Charles.md"));
		const fight = await intrusionFoes(deps(v));
		const modal = new RollModal(v.app, intrusionDialog, { party, foes: fight?.foes ?? [] }, intrusionForm(party), () => Promise.resolve({ ok: true as const }));
		modal.onOpen();
		modal.setField("example", "foe-health");
		expect((modal.form).foe).toBe("Sul");
		expect(texts(modal.contentEl, ".cl-dialog-foe")).toEqual(["Sul gains 5 health: 15 → 20 (its maximum rises to 20)."]);
		modal.setField("example", "free-attack");
		expect(modal.contentEl.querySelector('[data-key="foe"]')).toBeNull();
	});
});
