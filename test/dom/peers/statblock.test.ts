import { describe, expect, it } from "vitest";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { creatureRolls, d20Creature } from "../../../src/notes/peers/creature";
import { readStatblock, statblockFields, statblockIn } from "../../../src/notes/peers/statblock";
import { campaign, ENCOUNTER, encounterNote } from "../encounter/fixtures";
import type { TestVault } from "../campaign/helpers";
import { MARSH_BOSS, MARSH_GOBLIN } from "./fixtures";
import { setLanguage } from "../../../src/lang";

async function bestiary(system: "d20" | "cypher" = "d20"): Promise<TestVault> {
	const v = await campaign(system);
	await v.app.vault.createFolder("Bestiary");
	await v.app.vault.create("Bestiary/Marsh Goblin.md", MARSH_GOBLIN);
	await v.app.vault.create("Bestiary/Marsh Goblin Boss.md", MARSH_BOSS);
	return v;
}

describe("Fantasy Statblocks' statblock blocks", () => {
	it("read the block's YAML, with the dice of its actions as rolls (to hit is a d20 plus the bonus)", () => {
		const block = statblockIn(MARSH_GOBLIN);
		const fields = statblockFields(block?.body ?? "");
		expect(fields.ok).toBe(true);
		expect(fields.ok && creatureRolls(fields.value)).toEqual([
			{ label: "Initiative", expression: "1d20+2" },
			{ label: "Reed spear: to hit", expression: "1d20+4" },
			{ label: "Reed spear: 1d6 + 2", expression: "1d6 + 2" },
			{ label: "Sling: to hit", expression: "1d20+4" },
			{ label: "Sling: 1d4 + 2", expression: "1d4 + 2" },
		]);
		expect(statblockFields("name: [unclosed").ok).toBe(false);
		expect(statblockFields("- just a list").ok).toBe(false);
	});

	it("make a d20 creature: hp is its Vitality, CON its Wound points, its AC its Defence when it takes 10", () => {
		const fields = statblockFields(statblockIn(MARSH_GOBLIN)?.body ?? "");
		const goblin = fields.ok ? d20Creature(fields.value, "Marsh Goblin") : undefined;
		expect(goblin?.ok && goblin.value).toMatchObject({ vitalityMax: 7, woundPointsMax: 10, armorBonus: 3, bcb: 0, heroic: false, size: "small" });
		expect(d20Creature({ name: "Shade" }, "Shade")).toEqual({ ok: false, error: "it has no hp, which the d20 game needs as its Vitality" });
	});

	it("follow monster: to a note of the vault, the block's own fields winning; say what cannot be followed", async () => {
		const v = await bestiary();
		const boss = statblockFields(MARSH_BOSS.replace(/```statblock\n|```\n/g, ""));
		const read = boss.ok ? await readStatblock(v.app, v.file("Bestiary/Marsh Goblin Boss.md"), boss.value) : undefined;
		expect(read?.name).toBe("Marsh Goblin Boss");
		expect(read?.fields).toMatchObject({ hp: 21, ac: 15, modifier: 3, stats: [8, 14, 10, 10, 8, 8] });
		expect(read?.problems).toEqual([]);
		const orphan = await readStatblock(v.app, v.file("Bestiary/Marsh Goblin Boss.md"), { monster: "Ancient Red Dragon", hp: 3 });
		expect(orphan.problems).toEqual(['"Ancient Red Dragon" is not a note of this vault (Fantasy Statblocks\' own bestiary is not read), so nothing is taken from it.']);
		// A loop of monster: links ends.
		await v.app.vault.create("Bestiary/Loop A.md", "```statblock\nmonster: Loop B\nhp: 1\n```\n");
		await v.app.vault.create("Bestiary/Loop B.md", "```statblock\nmonster: Loop A\nac: 12\n```\n");
		const loop = await readStatblock(v.app, v.file("Bestiary/Loop A.md"), { monster: "Loop B", hp: 1 });
		expect(loop.fields).toMatchObject({ hp: 1, ac: 12 });
	});

	it("are creatures of a d20 encounter: counted instances with their own Vitality, read from the statblock", async () => {
		const v = await bestiary();
		await encounterNote(v, { combatants: ["2 × [[Marsh Goblin Boss]]", "[[Marsh Goblin]]"] });
		const note = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		expect(note.ok).toBe(true);
		const rows = note.ok ? note.value.combatants.map((c) => [c.ref.id, c.kind, c.health, c.problem]) : [];
		expect(rows).toEqual([
			["Marsh Goblin Boss 1", "instance", "Vitality 21 / 21 · Wound points 10 / 10 · Defence +5", undefined],
			["Marsh Goblin Boss 2", "instance", "Vitality 21 / 21 · Wound points 10 / 10 · Defence +5", undefined],
			["Marsh Goblin", "instance", "Vitality 7 / 7 · Wound points 10 / 10 · Defence +5", undefined],
		]);
	});

	it("are Cypher creatures when they carry a level; without one the row says what to add", async () => {
		const v = await bestiary("cypher");
		await v.app.vault.create("Bestiary/Bog Hound.md", "```statblock\nname: Bog Hound\nlevel: 3\nhealth: 9\narmor: 1\n```\n");
		await encounterNote(v, { combatants: ["2 × [[Bog Hound]]", "[[Marsh Goblin]]"] });
		const note = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		const rows = note.ok ? note.value.combatants.map((c) => c.problem ?? c.health) : [];
		expect(rows).toEqual(["Health 9 / 9", "Health 9 / 9", "Marsh Goblin: a Cypher creature needs a level: add level: (and health:, armor:) to its statblock."]);
	});

	it("say in the user's language what a creature lacks (French)", async () => {
		const v = await bestiary("cypher");
		await encounterNote(v, { combatants: ["[[Marsh Goblin]]"] });
		setLanguage("fr");
		try {
			const note = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
			const rows = note.ok ? note.value.combatants.map((c) => c.problem ?? c.health) : [];
			expect(rows).toEqual(["Marsh Goblin : une créature Cypher a besoin d’un niveau : ajoutez level: (et health:, armor:) à son bloc de statistiques."]);
		} finally {
			setLanguage("en");
		}
	});
});
