/**
 * An area attack on the Cypher tracker (000, 001): a character's attack rolls once per creature in
 * the area, or once for all when the GM asks; Effort is paid once; each hit's damage less Armor is
 * applied; a creature's area attack has every character in it roll their own defense. One entry,
 * one Undo. Guards: level 2 (target 6), health 6, Armor 1.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { areaAttackDialog, areaAttackForm, rollAreaAttack } from "../../../src/ui/encounter/area-attack";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { seedQuoter } from "../../helpers/seeds";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote, rowMenu, SESSION, tracker } from "./fixtures";
import type { TestVault } from "../campaign/helpers";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

async function fight(): Promise<TestVault> {
	const v = await campaign("cypher", { "damage-model": "wounds" });
	for (const name of ["Charles", "Shanna"]) await v.note(`Camp/${name}.md`, cypherPc(name));
	await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
	await encounterNote(v, { combatants: ["[[Charles]]", "[[Shanna]]", "2 × [[Guard]]"] });
	return v;
}

async function readNote(v: TestVault) {
	const read = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
	if (!read.ok) throw new Error(read.error);
	return read.value;
}

describe("a character's area attack (000)", () => {
	it("rolls once per creature, applies each hit less Armor, Effort paid once; one entry that Undo takes back whole", async () => {
		q000("If you're making the area attack and there are NPCs in the area, make one roll per NPC when that's specified by a special ability you're using.");
		q000("you only have to apply Effort once when using the ability, not for each individual attack roll made");
		const v = await fight();
		const { el, actions } = await tracker(v);
		rowMenu(el, "Charles").click("Area attack…");
		expect(actions.areaAttack).toHaveBeenCalledWith(v.file(ENCOUNTER), "Charles");
		const note = await readNote(v);
		const form = { ...areaAttackForm(note, "Charles"), damage: 4, effort: 1 };
		expect(form.targets).toEqual(["Guard 1", "Guard 2"]);
		expect(areaAttackDialog.fields(note, form).map((f) => f.label)).toEqual(["Attacker", "Shanna is in the area", "Guard 1 is in the area", "Guard 2 is in the area", "Rolls", "Attack with", "Eased (+) or hindered (−)", "Effort", "Damage of a hit"]);
		// Effort on the roll: level 2 → 1, target 3: 90% against each guard.
		expect(areaAttackDialog.preview(note, form).odds).toEqual([
			{ text: "Guard 1 (level 2): 90% (18 in 20)", part: "chance" },
			{ text: "Guard 2 (level 2): 90% (18 in 20)", part: "chance" },
		]);
		const d = deps(v, [10, 2]);
		const before = { ...v.frontmatter(ENCOUNTER) };
		const rolled = await rollAreaAttack(d, v.file(ENCOUNTER), form);
		expect(rolled.ok).toBe(true);
		// 4 damage − Armor 1 on Guard 1; Guard 2's roll of 2 misses target 3. Speed pays 3 once.
		expect(v.frontmatter(ENCOUNTER)?.["guard-1-health"]).toBe(3);
		expect(v.frontmatter(ENCOUNTER)?.["guard-2-health"]).toBeUndefined();
		expect(v.frontmatter("Camp/Charles.md")?.["speed"]).toBe(7);
		const [entry, ...more] = await entries(v);
		expect(more).toEqual([]);
		expect(entry).toMatchObject({ kind: "attack", title: "Area attack: Charles", outcome: { text: "Guard 1: hit for 4, less Armor 1 (health 6 → 3); Guard 2: miss" } });
		expect(entry?.dice.map((g) => [g.notation, g.total])).toEqual([["d20 Guard 1", 10], ["d20 Guard 2", 2]]);
		expect((await undoEntry(v.app, v.file(SESSION), entry?.id ?? "")).ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)).toEqual(before);
		expect(v.frontmatter("Camp/Charles.md")?.["speed"]).toBeUndefined();
	});

	it("one roll for all when the GM asks: the same d20 read against every creature", async () => {
		q000("Sometimes your GM might ask that you make just one roll for the attack, and they'll apply the result to all the NPCs.");
		const v = await fight();
		const form = { ...areaAttackForm(await readNote(v), "Charles"), damage: 4, rolls: "one" as const };
		const d = deps(v, [7]);
		expect((await rollAreaAttack(d, v.file(ENCOUNTER), form)).ok).toBe(true);
		expect(d.rng.remaining()).toBe(0);
		expect(v.frontmatter(ENCOUNTER)?.["guard-1-health"]).toBe(3);
		expect(v.frontmatter(ENCOUNTER)?.["guard-2-health"]).toBe(3);
		const [entry] = await entries(v);
		expect(entry?.dice.map((g) => [g.notation, g.total])).toEqual([["d20 (all)", 7]]);
	});
});

describe("a creature's area attack on the characters (001)", () => {
	it("every character in the area rolls their own defense; a dodge is hindered; each failure takes the hit", async () => {
		q001("PC Defenders: All roll against attack.");
		q000("dodge rolls against area attacks are hindered");
		const v = await fight();
		const note = await readNote(v);
		const form = areaAttackForm(note, "Guard 1");
		expect(form.targets).toEqual(["Charles", "Shanna"]);
		// Level 2, dodging an area attack one step harder: target 9, 60%.
		expect(areaAttackDialog.preview(note, form).odds).toEqual([
			{ text: "Charles defends: 60% (12 in 20)", part: "chance" },
			{ text: "Shanna defends: 60% (12 in 20)", part: "chance" },
		]);
		const d = deps(v, [12, 5]);
		expect((await rollAreaAttack(d, v.file(ENCOUNTER), { ...form, damage: 4 })).ok).toBe(true);
		expect(v.frontmatter("Camp/Charles.md")?.["wounds-minor"]).toBeUndefined();
		expect(v.frontmatter("Camp/Shanna.md")?.["wounds-minor"]).toBe(1);
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Charles: defends; Shanna: hit (minor wounds 0 → 1)");
		expect(entry?.dice.map((g) => g.notation)).toEqual(["d20 Charles", "d20 Shanna"]);
	});

	it("refuses a mixed area without rolling, saying what to do", async () => {
		const v = await fight();
		const note = await readNote(v);
		const form = { ...areaAttackForm(note, "Charles"), targets: ["Guard 1", "Shanna"] };
		expect(areaAttackDialog.preview(note, form).refusal).toBe("Shanna is a player character: a character's attack on another is an opposed roll (the row's Opposed roll…).");
		const d = deps(v, [10]);
		expect((await rollAreaAttack(d, v.file(ENCOUNTER), form)).ok).toBe(false);
		expect(d.rng.remaining()).toBe(1);
	});
});
