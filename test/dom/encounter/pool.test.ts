import { describe, expect, it } from "vitest";
import { harm, nextTurn, refoot, rollInitiative } from "../../../src/ui/encounter/actions";
import { undoEntry } from "../../../src/notes/log/undo";
import { seedQuoter } from "../../helpers/seeds";
import { campaign, deps, ENCOUNTER, encounterNote, rowMenu, rowNames, SESSION, texts, tracker } from "./fixtures";

const quoted = seedQuoter("003");

const fighter = (name: string, extra: Record<string, unknown> = {}) => ({
	ledger: "character",
	system: "pool",
	campaign: "[[Camp]]",
	name,
	"health-max": 10,
	"endurance-max": 20,
	...extra,
});

/** Ash is Quick 1 (3 dice), Bram plain (2 dice), Cole Slow 1 (1 die); a bandit NPC (2 dice) as two numbered instances. */
async function brawl() {
	const v = await campaign("pool");
	await v.note("Camp/Ash.md", fighter("Ash", { abilities: { Quick: 1 } }));
	await v.note("Camp/Bram.md", fighter("Bram"));
	await v.note("Camp/Cole.md", fighter("Cole", { weaknesses: { Slow: 1 } }));
	await v.note("Camp/Bandit.md", { ...fighter("Bandit"), ledger: "npc", "health-max": 6, "endurance-max": 4 });
	await encounterNote(v, { combatants: ["[[Ash]]", "[[Bram]]", "[[Cole]]", "2 × [[Bandit]]"] });
	return v;
}

describe("a pool-game encounter", () => {
	it("rolls initiative as a standard roll with Quick and Slow; a tie goes to the one rolling more dice", async () => {
		quoted("everyone roll initiative, which is a standard roll, modified by the Ability Quick and the Weakness Slow");
		quoted("In a tie, the one rolling the most dice goes first.");
		const v = await brawl();
		// Ash 3 dice [2,2,1] → two 2s add to 4; Bram [4,1] → 4; Cole 1 die [5] → 5; Bandit 1 [3,1] → 3; Bandit 2 [6,2] → 6.
		const d = deps(v, [2, 2, 1, 4, 1, 5, 3, 1, 6, 2]);
		const rolled = await rollInitiative(d, v.file(ENCOUNTER));
		expect(rolled.ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual(["Bandit 2: 6 (2 dice)", "Cole: 5 (1 die)", "Ash: 4 (3 dice)", "Bram: 4 (2 dice)", "Bandit 1: 3 (2 dice)"]);
		const { el } = await tracker(v);
		expect(rowNames(el)).toEqual(["Bandit 2", "Cole", "Ash", "Bram", "Bandit 1"]);
		expect(d.rng.remaining()).toBe(0);
	});

	it("a tie with equal pools is marked for the GM to settle (the seed does not say)", async () => {
		const v = await brawl();
		const d = deps(v, [1, 1, 6, 4, 1, 5, 4, 2, 3, 3]);
		await rollInitiative(d, v.file(ENCOUNTER));
		// Bram [4,1] → 4 and Bandit 1 [4,2] → 4, both 2 dice.
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toContain("Bram: 4 (2 dice, tie: GM decides)");
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toContain("Bandit 1: 4 (2 dice, tie: GM decides)");
	});

	it("re-footing at the start of a round: the new roll stands even when it is worse, and the order is sorted again", async () => {
		quoted("at the beginning of every round, any character can reroll their initiative if they want, but they must stick with the new roll");
		const v = await brawl();
		const d = deps(v, [2, 2, 1, 4, 1, 5, 3, 1, 6, 2, 1, 1, 2]);
		await rollInitiative(d, v.file(ENCOUNTER));
		const { el } = await tracker(v);
		expect(["Ash", "Bram", "Cole", "Bandit 1", "Bandit 2"].filter((name) => rowMenu(el, name).titles.includes("Re-foot"))).toHaveLength(5);
		// Ash re-foots from 4 to [1,1,2] → 2: worse, and kept.
		const moved = await refoot(d, v.file(ENCOUNTER), "Ash");
		expect(moved.ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual(["Bandit 2: 6 (2 dice)", "Cole: 5 (1 die)", "Bram: 4 (2 dice)", "Bandit 1: 3 (2 dice)", "Ash: 2 (3 dice)"]);
		// Once the first turn is taken, the round has begun: no re-footing until the next.
		await nextTurn(d, v.file(ENCOUNTER));
		expect((await refoot(deps(v, [6, 6, 6]), v.file(ENCOUNTER), "Ash")).ok).toBe(false);
	});

	it("damage takes Health first, then Endurance; an instance's tracks live in the encounter note", async () => {
		quoted("If your Health is reduced to zero");
		const v = await brawl();
		const d = deps(v);
		const hit = await harm(d, v.file(ENCOUNTER), { id: "Ash", mode: "damage", amount: 13 });
		expect(hit.ok).toBe(true);
		expect(v.frontmatter("Camp/Ash.md")?.["health"]).toBe(0);
		expect(v.frontmatter("Camp/Ash.md")?.["endurance"]).toBe(17);
		const bandit = await harm(d, v.file(ENCOUNTER), { id: "Bandit 2", mode: "damage", amount: 8 });
		expect(bandit.ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["bandit-2-health"]).toBe(0);
		expect(v.frontmatter(ENCOUNTER)?.["bandit-2-endurance"]).toBe(2);
		expect(v.frontmatter("Camp/Bandit.md")?.["health"]).toBeUndefined();
		const healed = await harm(d, v.file(ENCOUNTER), { id: "Ash", mode: "heal", amount: 30, track: "health" });
		expect(healed.ok && healed.value.outcome?.text).toBe("Health 0 → 10");
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-health")).toContain("Health 0 / 6 · Endurance 2 / 4");
		expect(texts(el, ".cl-encounter-status")).toContain("−1 die");
	});

	it("a vehicle in the fight keeps its damage in Health and is out at zero Health", async () => {
		quoted("Vehicles do not get the benefit of coupled Health/Endurance.");
		const v = await campaign("pool");
		await v.note("Camp/Ash.md", fighter("Ash"));
		await v.note("Camp/Wagon.md", { ...fighter("Wagon"), ledger: "npc", vehicle: true, "health-max": 8, "endurance-max": 0 });
		await encounterNote(v, { combatants: ["[[Ash]]", "[[Wagon]]"] });
		const hit = await harm(deps(v), v.file(ENCOUNTER), { id: "Wagon", mode: "damage", amount: 11 });
		expect(hit.ok && hit.value.outcome?.text).toBe("Out of the fight");
		expect(v.frontmatter("Camp/Wagon.md")?.["health"]).toBe(0);
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-subhead")).toContain("Out of the fight: no turn");
		expect(texts(el, ".cl-encounter-status")).toContain("out of the fight");
	});

	it("damage to an instance names the instance, so the log tells Bandit 1 from Bandit 2, and Undo puts it back", async () => {
		const v = await brawl();
		const d = deps(v);
		const first = await harm(d, v.file(ENCOUNTER), { id: "Bandit 1", mode: "damage", amount: 2 });
		const second = await harm(d, v.file(ENCOUNTER), { id: "Bandit 2", mode: "damage", amount: 3 });
		if (!first.ok || !second.ok) throw new Error("damage refused");
		expect(first.value.changes.map((c) => c.target)).toEqual(["[[Fight#Bandit 1|Bandit 1]]"]);
		// The encounter note had no value for Bandit 2 yet (full health): the change records it as absent.
		expect(second.value.changes).toEqual([{ target: "[[Fight#Bandit 2|Bandit 2]]", key: "bandit-2-health", before: null, after: 3 }]);
		expect(second.value.encounter).toBe("[[Fight]]");
		// The session note's query field: Dataview groups the damage of each instance apart.
		const log = await v.app.vault.read(v.file(SESSION));
		expect(log).toContain("[target:: [[Fight#Bandit 1|Bandit 1]]]");
		expect(log).toContain("[target:: [[Fight#Bandit 2|Bandit 2]]]");
		const undone = await undoEntry(v.app, v.file(SESSION), second.value.id);
		expect(undone.ok && undone.value.status).toBe("undone");
		expect(v.frontmatter(ENCOUNTER)?.["bandit-2-health"]).toBeUndefined();
		expect(v.frontmatter(ENCOUNTER)?.["bandit-1-health"]).toBe(4);
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-health")).toEqual(expect.arrayContaining(["Health 4 / 6 · Endurance 4 / 4", "Health 6 / 6 · Endurance 4 / 4"]));
	});
});
