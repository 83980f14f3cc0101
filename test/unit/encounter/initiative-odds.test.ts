/**
 * The chance to act before each opponent, group initiative and the dice of an initiative typed in at
 * the table, against the seeds' rules and numbers; odds checked by enumeration and seeded sampling.
 */
import { describe, expect, it } from "vitest";
import {
	cypherActBefore,
	cypherInitiativeDice,
	d20ActBefore,
	d20Initiative,
	d20InitiativeDice,
	poolActBefore,
	poolInitiative,
	poolInitiativeDice,
	readCoins,
	rollersOf,
	TypedInitiativeRng,
	type PoolInitiativeInput,
} from "../../../src/engine/encounter";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { initiativeChance } from "../../../src/engine/systems/pool/initiative";
import { rollPool } from "../../../src/engine/systems/pool/roll";
import { seedQuoter } from "../../helpers/seeds";
import { character } from "../cypher/task/fixtures";

const cypher = seedQuoter("000");
const pool = seedQuoter("003");
const d20 = seedQuoter("004");

describe("Cypher: the chance a PC acts before each NPC", () => {
	it("a level 3 NPC acts on target 9: a plain roll meets it on 9 to 20 (60%), one step eased (+3) on 6 to 20 (75%)", () => {
		cypher("For NPCs, the GM typically uses the NPC's target number (based on their level) to determine their initiative.");
		cypher("If your initiative roll is equal to or higher than the NPC's initiative, you get to go before they do");
		cypher("you and your GM might find it easier to think of each step eased as +3 on your roll");
		const lines = cypherActBefore([{ who: "Kessa Varn", netSteps: 0, rollBonus: 0 }, { who: "Oren", netSteps: 1, rollBonus: 0 }], [{ who: "Rust Hound", level: 3 }, { who: "Ghoul", level: 5 }]);
		expect(lines.ok && lines.value).toEqual([
			{ who: "Kessa Varn", side: "pc", against: [{ opponent: "Rust Hound", chance: 12 / 20 }, { opponent: "Ghoul", chance: 6 / 20 }] },
			{ who: "Oren", side: "pc", against: [{ opponent: "Rust Hound", chance: 15 / 20 }, { opponent: "Ghoul", chance: 9 / 20 }] },
		]);
	});

	it("the dice of a Cypher initiative are one d20 per living PC; NPCs roll none", () => {
		cypher("For PCs, initiative is a Speed roll, and each player makes a roll for their own character.");
		const kessa = character({ name: "Kessa" });
		const dead = character({ name: "Oren", wounds: { minor: 0, moderate: 0, major: 3 } });
		expect(cypherInitiativeDice([{ id: "Kessa", character: kessa }, { id: "Oren", character: dead }], "wounds")).toEqual([{ count: 1, sides: 20, label: "Kessa" }]);
	});
});

describe("d20: the chance to act before each opponent", () => {
	it("counts both d20s: +3 against +1 acts first on 247 of 400 pairs (ties to the higher modifier); equal modifiers split the coin", () => {
		d20("If two or more rolls match, then the one with the highest Initiative modifier goes first. If there is still a tie, then toss a coin.");
		const lines = d20ActBefore([{ who: "Ada", side: "pc", modifier: 3 }, { who: "Goblin", side: "npc", modifier: 1 }, { who: "Orc", side: "npc", modifier: 3 }]);
		if (!lines.ok) throw new Error(lines.error);
		const ada = lines.value[0];
		expect(ada?.against).toEqual([{ opponent: "Goblin", chance: 247 / 400 }, { opponent: "Orc", chance: 0.5 }]);
		// Seeded sampling agrees with the count.
		const rng = seededRng(31);
		let first = 0;
		const n = 40000;
		for (let i = 0; i < n; i++) {
			const a = rng.nextInt(20) + 1 + 3;
			const g = rng.nextInt(20) + 1 + 1;
			if (a >= g) first++;
		}
		expect(Math.abs(first / n - 247 / 400)).toBeLessThan(0.01);
	});

	it("group initiative: instances of one creature roll one d20 and act one after another on it", () => {
		const inputs = [
			{ id: "Ada", bcb: 1, dexModifier: 2, aware: true },
			{ id: "Goblin 1", bcb: 0, dexModifier: 1, aware: true, group: "Goblin" },
			{ id: "Goblin 2", bcb: 0, dexModifier: 1, aware: true, group: "Goblin" },
		];
		expect(d20InitiativeDice(inputs)).toEqual([{ count: 1, sides: 20, label: "Ada" }, { count: 1, sides: 20, label: "Goblin" }]);
		const rng = scriptedRng([4, 17]);
		const rolled = d20Initiative(inputs, rng);
		expect(rolled.ok && rolled.value.order.map((e) => `${e.id} ${e.initiative}`)).toEqual(["Goblin 1 18", "Goblin 2 18", "Ada 7"]);
		expect(rng.remaining()).toBe(0);
	});
});

describe("the pool game: the chance to act before each opponent", () => {
	/** Counts every face of both pools: higher result first, equal result to the larger pool, equal pools to the GM. */
	function enumerate(mine: number, theirs: number, sides: number): { before: number; gm: number } {
		const faces = (n: number): number[][] => (n === 0 ? [[]] : faces(n - 1).flatMap((rest) => Array.from({ length: sides }, (_, i) => [...rest, i + 1])));
		const result = (dice: number[], size: number): number => {
			const r = rollPool(size, scriptedRng(dice), sides);
			if (!r.ok) throw new Error(r.error);
			return r.value.result;
		};
		let before = 0;
		let gm = 0;
		const mineAll = faces(mine);
		const theirsAll = faces(theirs);
		for (const a of mineAll) {
			const x = result(a, mine);
			for (const b of theirsAll) {
				const y = result(b, theirs);
				if (x > y || (x === y && mine > theirs)) before++;
				else if (x === y && mine === theirs) gm++;
			}
		}
		const all = mineAll.length * theirsAll.length;
		return { before: before / all, gm: gm / all };
	}

	it("matches enumeration of every face: 3 dice against 2, 2 against 2 (the GM's share), 1 against 3", () => {
		pool("In a tie, the one rolling the most dice goes first.");
		for (const [mine, theirs] of [[3, 2], [2, 2], [1, 3]] as const) {
			const exact = enumerate(mine, theirs, 6);
			const c = initiativeChance(mine, theirs, 6);
			if (!c.ok) throw new Error(c.error);
			expect(c.value.before).toBeCloseTo(exact.before, 12);
			expect(c.value.gmDecides).toBeCloseTo(exact.gm, 12);
		}
		const lines = poolActBefore([{ who: "Ash", side: "pc", pool: 3 }, { who: "Bandit", side: "npc", pool: 2 }], 6);
		expect(lines.ok && lines.value.map((l) => l.who)).toEqual(["Ash", "Bandit"]);
	});

	it("group initiative: one roll of the creature's pool for all its instances, listed once among the dice", () => {
		pool("everyone roll initiative, which is a standard roll, modified by the Ability Quick and the Weakness Slow");
		const inputs: PoolInitiativeInput[] = [
			{ id: "Ash", abilities: { Quick: 1 }, weaknesses: {} },
			{ id: "Bandit 1", abilities: {}, weaknesses: {}, group: "Bandit" },
			{ id: "Bandit 2", abilities: {}, weaknesses: {}, group: "Bandit" },
		];
		const dice = poolInitiativeDice(inputs, 6);
		expect(dice.ok && dice.value).toEqual([{ count: 3, sides: 6, label: "Ash (3 dice)" }, { count: 2, sides: 6, label: "Bandit (2 dice)" }]);
		const rng = scriptedRng([2, 2, 1, 6, 2]);
		const rolled = poolInitiative(inputs, rng, 6);
		expect(rolled.ok && rolled.value.order.map((e) => `${e.id} ${e.initiative} (${e.note ?? ""})`)).toEqual([
			"Bandit 1 6 (2 dice, one roll for the group)",
			"Bandit 2 6 (2 dice, one roll for the group)",
			"Ash 4 (3 dice)",
		]);
		expect(rng.remaining()).toBe(0);
		// Without a group each instance rolls its own dice.
		expect(rollersOf(inputs.map(({ id, abilities, weaknesses }) => ({ id, abilities, weaknesses }))).length).toBe(3);
	});
});

describe("an initiative typed in at the table", () => {
	it("plays the faces in order, then the coins typed for exact ties; refuses to draw anything else", () => {
		const rng = new TypedInitiativeRng([14, 3], ["tails"]);
		expect([rng.nextInt(20), rng.nextInt(20), rng.nextInt(2)]).toEqual([13, 2, 1]);
		expect(rng.leftOver()).toBeUndefined();
		const noCoin = new TypedInitiativeRng([14]);
		noCoin.nextInt(20);
		expect(() => noCoin.nextInt(2)).toThrow(/toss one at the table/);
		const three = new TypedInitiativeRng([]);
		expect(() => three.nextInt(3)).toThrow(/Three or more/);
		expect(new TypedInitiativeRng([1, 2]).leftOver()).toMatch(/not needed/);
	});

	it("reads coin tosses in words and refuses anything else in words", () => {
		expect(readCoins("heads, T  tails")).toEqual({ ok: true, value: ["heads", "tails", "tails"] });
		expect(readCoins("")).toEqual({ ok: true, value: [] });
		const bad = readCoins("heads <b>x</b>");
		expect(bad.ok).toBe(false);
		expect(!bad.ok && bad.error).toBe('"<b>x</b>" is not a coin toss: write heads or tails.');
	});
});
