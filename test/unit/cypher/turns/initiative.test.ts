import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../../src/engine/rng";
import * as turns from "../../../../src/engine/systems/cypher/turns";
import { initiativeOrder, initiativeValue, npcInitiative, rollInitiative } from "../../../../src/engine/systems/cypher/turns";
import { character } from "../task/fixtures";

describe("initiative order (000)", () => {
	// 000: "Charles rolls an 8, Shanna rolls a 15, and Tammie rolls a 4. The target number for a level 2 creature is 6, so each round Charles (8) and Shanna (15) act before the guards, then the guards (6) act, and finally Tammie (4) acts."
	it("the seed's example: Shanna 15 and Charles 8 before the level 2 guards (6), then Tammie 4", () => {
		const result = initiativeOrder(
			[
				{ name: "Charles", initiative: 8 },
				{ name: "Shanna", initiative: 15 },
				{ name: "Tammie", initiative: 4 },
			],
			[{ name: "guards", level: 2 }],
		);
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		expect(result.value.order.map((c) => `${c.name} ${c.initiative}`)).toEqual(["Shanna 15", "Charles 8", "guards 6", "Tammie 4"]);
	});

	// 000: "If your initiative roll is equal to or higher than the NPC's initiative, you get to go before they do"
	it("a PC who ties an NPC's target number goes first", () => {
		const result = initiativeOrder([{ name: "Ayla", initiative: 9 }], [{ name: "mugger", level: 3 }]);
		expect(result.ok && result.value.order.map((c) => c.name)).toEqual(["Ayla", "mugger"]);
	});

	// 000: "For NPCs, the GM typically uses the NPC's target number (based on their level)"
	it.each([
		[1, 3],
		[2, 6],
		[10, 30],
	])("a level %i NPC acts on %i", (level, value) => {
		const result = npcInitiative(level);
		expect(result.ok && result.value).toBe(value);
	});

	it("refuses a level outside 0–10 and huge initiative values", () => {
		expect(npcInitiative(11).ok).toBe(false);
		expect(initiativeOrder([], [{ name: "x", level: 1e9 }]).ok).toBe(false);
		expect(initiativeOrder([{ name: "x", initiative: Number.POSITIVE_INFINITY }], []).ok).toBe(false);
	});
});

describe("rolling initiative as a Speed task (000)", () => {
	// 000: "so rolling a 12 eased by one step is like rolling a 15."
	it("a 12 eased by one step counts as 15", () => {
		expect(initiativeValue(12, 1)).toBe(15);
		const result = rollInitiative(character({ skills: { initiative: "trained" } }), { skills: ["initiative"] }, scriptedRng([12]));
		expect(result.ok && result.value.initiative).toBe(15);
	});

	// 000: "Initiative can be eased just like any other roll, using skill, Speed Effort, assets, and so on."
	it("Speed Effort eases it and costs Speed points", () => {
		const result = rollInitiative(character(), { effort: 1, assets: 1 }, scriptedRng([10]), { target: "Ayla.md" });
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		expect(result.value.initiative).toBe(16);
		expect(result.value.changes).toEqual([{ target: "Ayla.md", key: "speed", before: 10, after: 7 }]);
	});

	it("a hindrance counts −3 per step", () => {
		const result = rollInitiative(character(), { circumstances: ["dazed"] }, scriptedRng([10]));
		expect(result.ok && result.value.initiative).toBe(7);
	});

	it("refuses more Effort than the character's score", () => {
		const result = rollInitiative(character(), { effort: 2 }, scriptedRng([10]));
		expect(result.ok).toBe(false);
	});
});

describe("initiative refuses what the character cannot pay", () => {
	// 000: "there's no penalty for spending a Pool down to 0 points. It just means you can't use Effort from that stat"
	it("no Speed Effort from an empty Speed Pool", () => {
		const pc = character({ pools: { ...character().pools, speed: { current: 0, max: 10, edge: 3 } } });
		const result = rollInitiative(pc, { effort: 1 }, scriptedRng([10]));
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("Speed Pool is at 0");
	});

	// 001: "Debilitated … Cannot take any action other than to move/crawl immediate distance."
	// Interpretation: a debilitated character still has a turn, to move, so they roll initiative; the dead do not.
	it("a debilitated character still rolls (to move on their turn); a dead one does not", () => {
		expect(rollInitiative(character({ damageTrack: "debilitated" }), {}, scriptedRng([10]), { damageModel: "damage-track" }).ok).toBe(true);
		expect(rollInitiative(character({ damageTrack: "dead" }), {}, scriptedRng([10]), { damageModel: "damage-track" }).ok).toBe(false);
	});
});

describe("chance to act before an NPC", () => {
	// 000: "If your initiative roll is equal to or higher than the NPC's initiative, you get to go before they do"
	it.each([
		[2, 0, 0.75], // needs 6+: 15 faces of 20
		[2, 1, 0.9], // eased one step: needs 3+
		[7, 0, 0], // target 21: no face reaches it
		[7, 1, 0.15], // eased one step: needs 18+ (18 + 3 = 21)
	])("level %i NPC, %i step(s) of easing", (level, steps, expected) => {
		const brute = Array.from({ length: 20 }, (_, i) => i + 1).filter((face) => face + 3 * steps >= 3 * level).length / 20;
		const result = turns.chanceToActBefore(level, steps);
		expect(result.ok && result.value).toBeCloseTo(brute, 12);
		expect(brute).toBeCloseTo(expected, 12);
	});
});
