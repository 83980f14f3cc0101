/**
 * The initiative dialog of all three games: the dice listed in the order the roll draws them, typed
 * faces played back (the same order a plugin roll with those faces gives, marked entered by hand),
 * the chance to act before each opponent, and group initiative remembered in the encounter note.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { rollInitiative } from "../../../src/ui/encounter/actions";
import { openInitiativeDialog } from "../../../src/ui/encounter/initiative-dialog";
import { submittedWith } from "../../../src/ui/frame/pipeline";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote, SESSION } from "./fixtures";

const must = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
	if (!r.ok) throw new Error(r.error);
	return r.value;
};
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

/** Opens the dialog as the tracker's button does, rolling with `faces` when the plugin rolls. */
async function dialog(v: TestVault, faces: number[] = []) {
	const d = deps(v, faces);
	const note = must(await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER)));
	const modal = openInitiativeDialog(v.app, note, (options, typed, how) => rollInitiative(submittedWith(d, how), v.file(ENCOUNTER), options, typed));
	const text = (selector: string) => [...modal.contentEl.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? "");
	return { d, modal, text, diceLabels: () => [...modal.contentEl.querySelectorAll(".cl-dialog-faces")].map((el) => el.getAttribute("aria-label")?.replace(/^Faces for /, "")), chances: () => text(".cl-dialog-act-before") };
}

describe("Cypher initiative in the dialog", () => {
	const quoted = seedQuoter("000");
	async function guards() {
		const v = await campaign("cypher", { "damage-model": "wounds" });
		for (const name of ["Charles", "Shanna", "Tammie"]) await v.note(`Camp/${name}.md`, cypherPc(name));
		await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
		await encounterNote(v, { combatants: ["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "2 × [[Guard]]"] });
		return v;
	}

	it("lists one d20 per PC; the seed's faces typed in give the seed's order, marked entered by hand", async () => {
		quoted("Charles rolls an 8, Shanna rolls a 15, and Tammie rolls a 4. The target number for a level 2 creature is 6, so each round Charles (8) and Shanna (15) act before the guards, then the guards (6) act, and finally Tammie (4) acts.");
		const v = await guards();
		const { d, modal, diceLabels } = await dialog(v);
		modal.setByHand(true);
		expect(diceLabels()).toEqual(["Charles", "Shanna", "Tammie"]);
		modal.setTyped(0, "8");
		modal.setTyped(1, "15");
		modal.setTyped(2, "4");
		expect(modal.rollButton?.textContent).toBe("Log these dice");
		await modal.roll();
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual(["Shanna: 15", "Charles: 8", "Guard 1: 6 (target number)", "Guard 2: 6 (target number)", "Tammie: 4"]);
		const [entry] = await entries(v);
		expect(entry?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
		expect(entry?.dice.map((g) => [g.notation, g.dice[0]?.value])).toEqual([["d20 (Charles)", 8], ["d20 (Shanna)", 15], ["d20 (Tammie)", 4]]);
		// Nothing was drawn from the plugin's dice.
		expect(d.rng.remaining()).toBe(0);
	});

	it("shows each PC's chance to act before the guards with the easing chosen, and says group initiative changes nothing", async () => {
		quoted("If your initiative roll is equal to or higher than the NPC's initiative, you get to go before they do");
		quoted("each step eased as +3 on your roll");
		const v = await guards();
		const { modal, chances, text } = await dialog(v);
		// Target 6: faces 6 to 20, 15 of 20.
		expect(chances()).toEqual(["Charles acts before Guard 75%", "Shanna acts before Guard 75%", "Tammie acts before Guard 75%"]);
		modal.setField("assets:Charles", 1);
		// One asset: +3, so faces 3 to 20, 18 of 20.
		expect(chances()[0]).toBe("Charles acts before Guard 90%");
		expect(text(".cl-dialog-note").join(" ")).toContain("Group initiative changes nothing here");
		expect(modal.contentEl.querySelector('[data-key="group"]')).toBeNull();
	});
});

describe("d20 initiative in the dialog", () => {
	const quoted = seedQuoter("004");
	const hero = (name: string, bcb: number, dex: number) => ({ ledger: "character", system: "d20", campaign: "[[Camp]]", name, bcb, str: 10, dex, con: 10, int: 10, wis: 10, cha: 10, "vitality-max": 12, "wound-points-max": 10 });
	/** Ada +3 (BCB 1, DEX 14), Bex +3 (BCB 3, DEX 10); three goblins +1 (BCB 0, DEX 12). */
	async function skirmish() {
		const v = await campaign("d20");
		await v.note("Camp/Ada.md", hero("Ada", 1, 14));
		await v.note("Camp/Bex.md", hero("Bex", 3, 10));
		await v.note("Camp/Goblin.md", { ...hero("Goblin", 0, 12), ledger: "npc", heroic: false, "vitality-max": 4, "wound-points-max": 6 });
		await encounterNote(v, { combatants: ["[[Ada]]", "[[Bex]]", "3 × [[Goblin]]"] });
		return v;
	}

	/** Ada (+3) before a goblin (+1), counted here over both d20s: higher total, or equal total and her higher modifier. */
	function adaBeforeGoblin(): number {
		let first = 0;
		for (let a = 1; a <= 20; a++) for (let g = 1; g <= 20; g++) if (a + 3 >= g + 1) first++;
		return first / 400;
	}

	it("shows the chance to act before each opponent, counted over the d20s, ties as the seed breaks them", async () => {
		quoted("If two or more rolls match, then the one with the highest Initiative modifier goes first. If there is still a tie, then toss a coin.");
		const v = await skirmish();
		const { chances } = await dialog(v);
		const ada = `${(adaBeforeGoblin() * 100).toFixed(2).replace(/\.?0+$/, "")}%`;
		// The modifiers differ, so no coin is tossed between them: the goblin acts first in every other case.
		const goblin = `${((1 - adaBeforeGoblin()) * 100).toFixed(2).replace(/\.?0+$/, "")}%`;
		expect(ada).toBe("61.75%");
		expect(chances()).toEqual([`Ada acts before Goblin ${ada}`, `Bex acts before Goblin ${ada}`, `Goblin acts before Ada ${goblin}, Bex ${goblin}`]);
	});

	it("group initiative: the goblins share one typed d20 and act together; the note remembers it and Undo takes it back", async () => {
		const v = await skirmish();
		const { modal, diceLabels } = await dialog(v);
		modal.setField("group", true);
		modal.setByHand(true);
		expect(diceLabels()).toEqual(["Ada", "Bex", "Goblin"]);
		modal.setTyped(0, "10");
		modal.setTyped(1, "5");
		modal.setTyped(2, "12");
		await modal.roll();
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual([
			"Ada: 13 (10 + 3, tie: higher modifier)",
			"Goblin 1: 13 (12 + 1, tie: higher modifier, one roll for the group)",
			"Goblin 2: 13 (12 + 1, tie: higher modifier, one roll for the group)",
			"Goblin 3: 13 (12 + 1, tie: higher modifier, one roll for the group)",
			"Bex: 8 (5 + 3)",
		]);
		expect(v.frontmatter(ENCOUNTER)?.["group-initiative"]).toBe(true);
		// The next dialog starts with the toggle on.
		const again = await dialog(v);
		expect(again.modal.form["group"]).toBe(true);
		const [entry] = await entries(v);
		expect(must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? "")).status).toBe("undone");
		expect(v.frontmatter(ENCOUNTER)?.["group-initiative"]).toBeUndefined();
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toBeUndefined();
	});

	it("an exact tie with typed dice asks for the coin tossed at the table, never a random one", async () => {
		quoted("If there is still a tie, then toss a coin.");
		const v = await skirmish();
		const { d, modal } = await dialog(v);
		modal.setByHand(true);
		// Ada 10 + 3 = 13 and Bex 10 + 3 = 13: same total, same modifier.
		for (const [i, face] of ["10", "10", "1", "2", "3"].entries()) modal.setTyped(i, face);
		await modal.roll();
		expect(modal.contentEl.querySelector(".cl-dialog-result .cl-dialog-refusal")?.textContent).toContain("toss one at the table and type heads or tails");
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toBeUndefined();
		modal.setField("coins", "tails");
		await modal.roll();
		// Tails swaps the two listed first: Bex goes before Ada.
		expect((v.frontmatter(ENCOUNTER)?.["order"] as string[]).slice(0, 2)).toEqual(["Bex: 13 (10 + 3, tie: coin toss)", "Ada: 13 (10 + 3, tie: coin toss)"]);
		expect(d.rng.remaining()).toBe(0);
	});
});

describe("pool initiative in the dialog", () => {
	const quoted = seedQuoter("003");
	const fighter = (name: string, extra: Record<string, unknown> = {}) => ({ ledger: "character", system: "pool", campaign: "[[Camp]]", name, "health-max": 10, "endurance-max": 20, ...extra });
	async function brawl() {
		const v = await campaign("pool");
		await v.note("Camp/Ash.md", fighter("Ash", { abilities: { Quick: 1 } }));
		await v.note("Camp/Bram.md", fighter("Bram"));
		await v.note("Camp/Bandit.md", { ...fighter("Bandit"), ledger: "npc", "health-max": 6, "endurance-max": 4 });
		await encounterNote(v, { combatants: ["[[Ash]]", "[[Bram]]", "2 × [[Bandit]]"] });
		return v;
	}

	it("lists each initiative pool on the encounter's die; typed faces give what the plugin's roll with those faces gives", async () => {
		quoted("In a tie, the one rolling the most dice goes first.");
		const faces = [2, 2, 1, 4, 1, 3, 1, 6, 2];
		const rolled = await brawl();
		must(await rollInitiative(deps(rolled, faces), rolled.file(ENCOUNTER)));
		const v = await brawl();
		const { modal, diceLabels } = await dialog(v);
		modal.setByHand(true);
		expect(diceLabels()).toEqual(["Ash (3 dice)", "Bram (2 dice)", "Bandit 1 (2 dice)", "Bandit 2 (2 dice)"]);
		modal.setTyped(0, "2 2 1");
		modal.setTyped(1, "4 1");
		modal.setTyped(2, "3 1");
		modal.setTyped(3, "6 2");
		await modal.roll();
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual(rolled.frontmatter(ENCOUNTER)?.["order"]);
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual(["Bandit 2: 6 (2 dice)", "Ash: 4 (3 dice)", "Bram: 4 (2 dice)", "Bandit 1: 3 (2 dice)"]);
		const [entry] = await entries(v);
		expect(entry?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
	});

	it("a face that is not on the die is refused in words and nothing is written", async () => {
		const v = await brawl();
		const { modal } = await dialog(v);
		modal.setByHand(true);
		modal.setTyped(0, "2 9 1");
		expect(modal.contentEl.querySelector(".cl-dialog-dice-problem")?.textContent).toContain('"9" is not a face of a d6');
		expect(modal.rollButton?.disabled).toBe(true);
	});

	it("shows the chance to act before each opponent from the pools' exact distributions, the GM's share for equal pools", async () => {
		const v = await brawl();
		const { chances } = await dialog(v);
		const [ash, bram, bandit] = chances();
		expect(ash).toMatch(/^Ash acts before Bandit \d/);
		expect(bram).toMatch(/^Bram acts before Bandit [\d.]+% \(GM decides [\d.]+%\)$/);
		expect(bandit).toMatch(/^Bandit acts before Ash [\d.]+%, Bram [\d.]+% \(GM decides [\d.]+%\)$/);
	});
});
