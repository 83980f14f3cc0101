import { describe, expect, it } from "vitest";
import { harm, nextTurn, previousTurn, rollInitiative } from "../../../src/ui/encounter/actions";
import { seedQuoter } from "../../helpers/seeds";
import { setLanguage } from "../../../src/lang";
import { campaign, deps, ENCOUNTER, encounterNote, rowNames, settle, texts, tracker } from "./fixtures";

const quoted = seedQuoter("004");

const hero = (name: string, bcb: number, dex: number, extra: Record<string, unknown> = {}) => ({
	ledger: "character",
	system: "d20",
	campaign: "[[Camp]]",
	name,
	bcb,
	str: 10,
	dex,
	con: 10,
	int: 10,
	wis: 10,
	cha: 10,
	"vitality-max": 12,
	"wound-points-max": 10,
	...extra,
});

/** Ada +3 (BCB 1, DEX 14), Bex +3 (BCB 3, DEX 10), Cyr +1 (BCB 1, DEX 10), and two goblins +1 (BCB 0, DEX 12). */
async function skirmish() {
	const v = await campaign("d20");
	await v.note("Camp/Ada.md", hero("Ada", 1, 14));
	await v.note("Camp/Bex.md", hero("Bex", 3, 10));
	await v.note("Camp/Cyr.md", hero("Cyr", 1, 10));
	await v.note("Camp/Goblin.md", { ...hero("Goblin", 0, 12), ledger: "npc", heroic: false, "vitality-max": 4, "wound-points-max": 6 });
	await encounterNote(v, { combatants: ["[[Ada]]", "[[Bex]]", "[[Cyr]]", "2 × [[Goblin]]"] });
	return v;
}

describe("a d20 encounter", () => {
	it("d20 + BCB + DEX, highest first; equal totals by the higher modifier, then a coin toss shown as such", async () => {
		quoted("1d20 + Base Combat Bonus + DEX modifier. The highest goes first.");
		quoted("If two or more rolls match, then the one with the highest Initiative modifier goes first. If there is still a tie, then toss a coin.");
		const v = await skirmish();
		// Ada 10+3 = 13, Bex 12+3 = 15, Cyr 14+1 = 15, Goblin 1 9+1 = 10, Goblin 2 9+1 = 10; coin (2nd face) 2 = tails: swap.
		const d = deps(v, [10, 12, 14, 9, 9, 2]);
		const rolled = await rollInitiative(d, v.file(ENCOUNTER));
		expect(rolled.ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toEqual([
			"Bex: 15 (12 + 3, tie: higher modifier)",
			"Cyr: 15 (14 + 1, tie: higher modifier)",
			"Ada: 13 (10 + 3)",
			"Goblin 2: 10 (9 + 1, tie: coin toss)",
			"Goblin 1: 10 (9 + 1, tie: coin toss)",
		]);
		expect(rolled.ok && rolled.value.explanation.some((line) => line.includes("a coin toss puts Goblin 2 first"))).toBe(true);
		const { el } = await tracker(v);
		expect(rowNames(el)).toEqual(["Bex", "Cyr", "Ada", "Goblin 2", "Goblin 1"]);
		expect(texts(el, ".cl-encounter-init")).toEqual(["15", "15", "13", "10", "10"]);
		expect(texts(el, ".cl-encounter-kind")).toContain("creature · 9 + 1, tie: coin toss");
	});

	it("a surprise round for the aware only; everyone flat-footed (no DEX to Defence) until their first regular turn", async () => {
		quoted("In initiative order (highest to lowest), participants who started the action aware of their opponents each take a standard or short action during the surprise round.");
		quoted("before your first regular turn in the initiative order), you are flat-footed. You can't use your Dexterity bonus to Defence (if any) while flat-footed.");
		const v = await skirmish();
		const d = deps(v, [10, 12, 14, 9, 9, 1]);
		await rollInitiative(d, v.file(ENCOUNTER), { aware: { "Goblin 1": false, "Goblin 2": false } });
		const fm = v.frontmatter(ENCOUNTER);
		expect(fm?.["round"]).toBe(0);
		expect(fm?.["unaware"]).toEqual(["Goblin 1", "Goblin 2"]);
		expect(fm?.["flat-footed"]).toEqual(["Bex", "Cyr", "Ada", "Goblin 1", "Goblin 2"]);
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-round")[0]).toBe("d20 game · Surprise round · Bex's turn");
		expect(texts(el, ".cl-encounter-kind").filter((t) => t.includes("no turn this round"))).toHaveLength(2);
		expect(texts(el, ".cl-encounter-status").filter((t) => t.includes("unaware"))).toHaveLength(2);
		// Ada's DEX 14 (+2) is not in her Defence while flat-footed: BCB 1 only.
		expect(texts(el, ".cl-encounter-health")).toContain("Vitality 12 / 12 · Wound points 10 / 10 · Defence +1 (no DEX)");
		const turns: string[] = [];
		for (let i = 0; i < 4; i++) {
			const moved = await nextTurn(d, v.file(ENCOUNTER));
			turns.push(moved.ok ? moved.value : moved.error);
		}
		expect(turns).toEqual(["Surprise round: Cyr's turn.", "Surprise round: Ada's turn.", "Round 1: Bex's turn.", "Round 1: Cyr's turn."]);
		// Once the surprise round is over nobody is unaware any more.
		await settle();
		expect(texts(el, ".cl-encounter-status").join(" · ")).not.toContain("unaware");
		// The surprise round's actions are not regular turns: only Bex and Cyr have had one.
		expect(v.frontmatter(ENCOUNTER)?.["flat-footed"]).toEqual(["Ada", "Goblin 1", "Goblin 2"]);
		expect((await previousTurn(d, v.file(ENCOUNTER))).ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["turn"]).toBe(1);
	});

	it("damage while flat-footed goes to Wound points unless a DC 15 Reflex save succeeds", async () => {
		quoted("Any damage you take while flat-footed is applied directly to your Wound Points instead of your Vitality Points, unless you succeed a Reflex save, DC 15.");
		const v = await skirmish();
		const d = deps(v, [10, 12, 14, 9, 9, 1, 5, 16]);
		await rollInitiative(d, v.file(ENCOUNTER));
		// Goblin 1 is flat-footed: Reflex d20 5 + DEX 1 = 6 < 15, so 3 damage goes to its Wound points.
		const failed = await harm(d, v.file(ENCOUNTER), { id: "Goblin 1", mode: "damage", amount: 3 });
		expect(failed.ok && failed.value.outcome?.text).toBe("Reflex save failed: Vitality 4, Wound points 3");
		expect(v.frontmatter(ENCOUNTER)?.["goblin-1-wound-points"]).toBe(3);
		// Ada saves with 16 + 2 = 18: Vitality takes it.
		const saved = await harm(d, v.file(ENCOUNTER), { id: "Ada", mode: "damage", amount: 3 });
		expect(saved.ok && saved.value.outcome?.text).toBe("Reflex save made: Vitality 9, Wound points 10");
		expect(v.frontmatter("Camp/Ada.md")?.["vitality"]).toBe(9);
		// Bex has had her turn (the first of round 1): damage goes to Vitality with no save.
		const plain = await harm(d, v.file(ENCOUNTER), { id: "Bex", mode: "damage", amount: 15 });
		expect(plain.ok && plain.value.outcome?.text).toBe("Vitality 0, Wound points 7");
		expect(d.rng.remaining()).toBe(0);
	});

	it("no surprise round when everyone is aware", async () => {
		quoted("If no one or everyone is surprised, no surprise round occurs.");
		const v = await skirmish();
		await rollInitiative(deps(v, [10, 12, 14, 9, 9, 1]), v.file(ENCOUNTER));
		expect(v.frontmatter(ENCOUNTER)?.["round"]).toBe(1);
	});
});

describe("d20 encounter damage in German (issue 35)", () => {
	it("a flat-footed goblin's failed save says where the damage goes once: the rule's line is left out by its marker, in German too", async () => {
		setLanguage("de");
		try {
			const v = await skirmish();
			const d = deps(v, [10, 12, 14, 9, 9, 1, 5]);
			await rollInitiative(d, v.file(ENCOUNTER));
			const failed = await harm(d, v.file(ENCOUNTER), { id: "Goblin 1", mode: "damage", amount: 3 });
			if (!failed.ok) throw new Error(failed.error);
			expect(failed.value.explanation).toContain("Misslungen: Der Schaden geht direkt auf die Wundpunkte.");
			expect(failed.value.explanation).not.toContain("Auf dem falschen Fuß: Der Schaden geht direkt auf die Wundpunkte.");
			expect(v.frontmatter(ENCOUNTER)?.["goblin-1-wound-points"]).toBe(3);
		} finally {
			setLanguage("en");
		}
	});
});
