/**
 * The Defend dialog's options for how an attack comes: surprise (001's partial and full surprise,
 * 000's unaware defender), the situations of the combat tables turned round for the defender, a
 * natural 1 taken as 2 more damage, and 001's save after a hit. Each case quotes the seed and uses
 * its numbers. Kira (fixtures.ts): light armor, Might 9/12 Edge 1, Speed 10/10 Edge 0, Effort 1.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { DEFEND_ACTION } from "../../../src/games/cypher/defend-action";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, must, SESSION, table } from "./fixtures";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");
const TRACK = { "damage-model": "damage-track" };

const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
/** Kira's Defend dialog with fields set in order, as the rows would set them. */
const dialog = (v: TestVault, set: Record<string, string | number | boolean> = {}, faces: number[] = []) => cypherDialog(v, DEFEND_ACTION, set, faces);
const disabled = (modal: { contentEl: HTMLElement }, key: string): boolean | undefined =>
	modal.contentEl.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-key="${key}"] :is(input, select, button)`)?.disabled;

describe("surprise", () => {
	it("partial surprise hinders the defense by one step and takes Effort away (001)", async () => {
		q001("Partial Surprise: -1 difficulty");
		q001("Defender: Cannot use effort / action abilities");
		const v = await table({}, TRACK);
		const { modal, lines } = await dialog(v, { effort: 1, surprise: "partial" }, [12]);
		expect(lines("defense")).toEqual(["Partly surprised: the defense is hindered by 1 step, with no Effort."]);
		// Level 3 hindered to 4; the Effort Kira had set no longer counts or costs.
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 4 (Difficult): target 12"]);
		expect(lines("cost")).toEqual(["Cost: none"]);
		expect(disabled(modal, "effort")).toBe(true);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.inputs).toContainEqual({ key: "surprise", value: "Partly surprised: hindered 1, no Effort" });
		expect(entry?.inputs).toContainEqual({ key: "effort", value: 0 });
		expect(v.frontmatter(KIRA)?.["speed"]).toBe(10);
	});

	it("full surprise hinders it by two steps", async () => {
		q001("Attacker: -2 difficulty");
		const { lines } = await dialog(await table({}, TRACK), { surprise: "full" });
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 5 (Challenging): target 15"]);
	});

	it("an attack you did not see coming: the GM may take skill away too (000)", async () => {
		q000("Even if you don't know an attack is coming, you usually can still make a defense roll");
		q000("you can't use skill or Effort to ease the defense task");
		q000("Surprise (first attack ambush on unaware target)");
		const v = await table({ trained: ["climbing", "speed defense"] });
		const trained = await dialog(v, { defense: "dodge" });
		// Trained in Speed defense: the dodge's skill is chosen, easing the light armor's step away.
		expect(trained.lines("difficulty")).toEqual(["Difficulty 3 → 3 (Demanding): target 9"]);
		const { modal, lines } = await dialog(v, { defense: "dodge", surprise: "unaware" });
		expect(disabled(modal, "skill")).toBe(true);
		// Light armor hinders the dodge 1, the ambush 2, and the skill no longer eases: 3 → 6.
		expect(lines("difficulty")).toEqual(["Difficulty 3 → 6 (Intimidating): target 18"]);
		expect(lines("defense")).toContain("Did not see it coming: the defense is hindered by 2 steps, with no skill or Effort.");
	});
});

describe("the combat tables, turned round for the defender", () => {
	it("a foe on higher ground hinders your block; a foe attacking you behind cover eases it", async () => {
		q000("Remember, these modifiers affect NPC attacks as well as your attacks.");
		q000("if they're on higher ground, their attacks against you are eased (your defense is hindered)");
		const v = await table();
		const high = await dialog(v, { level: 4, circumstance: "higher-ground" }, [11]);
		// Light armor eases the block 1, the foe's higher ground hinders it 1.
		expect(high.lines("difficulty")).toEqual(["Difficulty 4 → 4 (Difficult): target 12"]);
		expect(high.lines("defense")).toEqual([
			"Block: a Might defense roll.",
			"Light armor eases the block by 1 step.",
		]);
		await high.modal.roll();
		const [entry] = await entries(v);
		expect(entry?.inputs).toContainEqual({ key: "attack circumstances", value: "higher-ground" });
		expect(entry?.explanation).toContain("Attacker on higher ground: eases the attack, so it hinders the defense by 1 step.");
		const cover = await dialog(v, { level: 4, circumstance: "cover" });
		q000("Target is behind sturdy cover");
		expect(cover.lines("difficulty")).toEqual(["Difficulty 4 → 2 (Standard): target 6"]);
	});

	it("offers only the rows that leave a roll to make, and not surprise (it has its own row)", async () => {
		const { modal } = await dialog(await table());
		const options = [...modal.contentEl.querySelectorAll<HTMLOptionElement>('[data-key="circumstance"] option')].map((o) => o.value);
		expect(options).toContain("higher-ground");
		expect(options).toContain("partial-cover");
		for (const id of ["surprise", "partial-surprise", "target-paralyzed", "darkness-unknown", "run-before-jump"]) expect(options).not.toContain(id);
	});
});

describe("a natural 1 on a defense", () => {
	it("can be taken as 2 more damage: a level 3 foe's 4 damage, Armor 1, takes 5 from Might on a 1 (001)", async () => {
		q001("suffer +2 damage or free GM intrusion");
		const v = await table({}, TRACK);
		const { modal, lines } = await dialog(v, { onOne: "damage" }, [1]);
		expect(lines("failure")).toEqual(["If it fails: Might 9 → 6"]);
		expect(lines("one")).toEqual(["Natural 1 (1 in 20): 2 more damage: Might 9 → 4"]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome).toEqual({ text: "Failure (1: 2 more damage): Might 9 → 4", code: "failure" });
		expect(entry?.inputs).toContainEqual({ key: "on a 1", value: "2 more damage" });
		expect(entry?.explanation).toContain("The natural 1 is the GM's intrusion: 2 more damage, 6 in all.");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(4);
	});

	it("stays the GM's free intrusion by default, and is not offered against a wound", async () => {
		const v = await table({}, TRACK);
		const { modal, lines } = await dialog(v, {}, [1]);
		expect(lines("one")).toEqual([]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Failure (1: GM intrusion): Might 9 → 6");
		const wounds = await dialog(await table(), { harm: "moderate" });
		expect(wounds.modal.contentEl.querySelector('[data-key="onOne"]')).toBeNull();
	});
});

describe("a save after a hit", () => {
	it("the snake's bite: a failed dodge marks the wound, then a failed Might save takes Speed, in one entry undone at once (000, 001)", async () => {
		q000("if a venomous snake tries to bite you, you can try to block or dodge its attack, but if you fail, you'll take a wound and also need to make a Might defense roll against the poison in the bite.");
		q000("(And if you fail that, you might take damage directly to your Speed Pool.)");
		q001("Save: Second defense task after successful hit");
		const v = await table();
		const { modal, lines } = await dialog(v, { defense: "dodge", level: 2, harm: "minor", save: true, saveStat: "might", saveLevel: 3, saveHarm: "speed", saveDamage: 3 }, [2, 4]);
		// The dodge: level 2, light armor hinders 1: target 9.
		expect(lines("difficulty")).toEqual(["Difficulty 2 → 3 (Demanding): target 9"]);
		expect(lines("save")).toEqual(["After a hit, the save: Difficulty 3 → 3 (Demanding): target 9; 60% (12 in 20) to resist"]);
		expect(lines("save-failure")).toEqual(["If the save fails too: Speed 10 → 7"]);
		await modal.roll();
		const [entry, ...rest] = await entries(v);
		expect(rest).toEqual([]);
		expect(entry?.outcome).toEqual({ text: "Failure (2): minor wounds 0 → 1; save failure (4): Speed 10 → 7", code: "failure" });
		expect(entry?.dice.map((d) => [d.notation, d.total])).toEqual([["d20", 2], ["d20 (save)", 4]]);
		expect(entry?.inputs).toContainEqual({ key: "save", value: "Might defense at level 3: 3 Speed damage" });
		expect(entry?.explanation).toContain("The attack hit: a Might defense roll follows, the save.");
		expect(v.frontmatter(KIRA)?.["wounds-minor"]).toBe(1);
		expect(v.frontmatter(KIRA)?.["speed"]).toBe(7);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["wounds-minor"] ?? 0).toBe(0);
		expect(v.frontmatter(KIRA)?.["speed"]).toBe(10);
	});

	it("is not rolled when the defense succeeds", async () => {
		const v = await table();
		const { modal, d } = await dialog(v, { defense: "dodge", level: 2, harm: "minor", save: true }, [15, 4]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Success (15): no harm");
		expect(entry?.dice).toHaveLength(1);
		expect(d.rng.remaining()).toBe(1);
	});

	it("under the damage track its damage gets past Armor, and a resisted save leaves only the hit", async () => {
		const v = await table({}, TRACK);
		const failed = await dialog(v, { save: true, saveStat: "might", saveLevel: 2, saveHarm: "speed", saveDamage: 2 });
		// The hit: 4 less Armor 1 from Might; the poison's 2 Speed ignores the Armor.
		expect(failed.lines("failure")).toEqual(["If it fails: Might 9 → 6"]);
		expect(failed.lines("save-failure")).toEqual(["If the save fails too: Speed 10 → 8"]);
		const { modal } = await dialog(v, { save: true, saveLevel: 2 }, [3, 12]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Failure (3): Might 9 → 6; save success (12): no harm");
		expect(entry?.explanation).toContain("The save succeeds: nothing more.");
	});
});
