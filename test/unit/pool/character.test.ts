import { describe, expect, it } from "vitest";
import { atZero, outOfFight, POOL_KEYS } from "../../../src/engine/systems/pool/character";
import { DEFAULT_DIE_SIZE, diceToRoll, MAX_DICE, MAX_POOL, MIN_POOL } from "../../../src/engine/systems/pool/settings";
import { DIFFICULTIES } from "../../../src/engine/systems/pool/difficulty";
import { vitals } from "./helpers";

describe("pool character model", () => {
	it.each([
		// 003: "If your Health is reduced to zero, you can continue to fight on at a penalty (-1 on all actions)"
		{ health: 0, endurance: 5, penalty: true, out: false },
		// 003: "If your Endurance reaches zero, you can continue to fight on, but at the same penalty"
		{ health: 5, endurance: 0, penalty: true, out: false },
		// 003: "Once a character loses all of their Health and Endurance, they're out of the fight"
		{ health: 0, endurance: 0, penalty: true, out: true },
		{ health: 5, endurance: 5, penalty: false, out: false },
	])("Health $health, Endurance $endurance", ({ health, endurance, penalty, out }) => {
		expect(atZero(vitals({ health, endurance }))).toBe(penalty);
		expect(outOfFight(vitals({ health, endurance }))).toBe(out);
	});

	it("the game's default d6, its difficulties and its keys", () => {
		expect(DEFAULT_DIE_SIZE).toBe(6);
		expect(DIFFICULTIES.map((d) => d.dn)).toEqual([2, 4, 6, 8, 10, 12]);
		// The most negative pool rolls exactly the most dice one roll may use, as does the largest pool.
		expect([diceToRoll(MIN_POOL), diceToRoll(MAX_POOL)]).toEqual([MAX_DICE, MAX_DICE]);
		// The campaign key the notes layer reads (demo-vault/Manual/Campaigns and sessions.md, "Campaign properties"): one name in both layers.
		expect(POOL_KEYS.dieSize).toBe("pool-die-size");
		expect(Object.values(POOL_KEYS)).toEqual([
			"health",
			"health-max",
			"endurance",
			"endurance-max",
			"endurance-spent",
			"damage-multiplier",
			"abilities",
			"weaknesses",
			"vehicle",
			"pool-die-size",
		]);
	});
});
