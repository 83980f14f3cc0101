import { describe, expect, it } from "vitest";
import { atZero, outOfFight, poolCharacterFromFrontmatter, POOL_KEYS } from "../../../src/engine/systems/pool/character";
import { poolSystem } from "../../../src/engine/systems/pool";
import { unwrap, vitals } from "./helpers";

describe("pool character from frontmatter", () => {
	it("reads the agreed keys", () => {
		const character = unwrap(
			poolCharacterFromFrontmatter("Kara", {
				health: 12,
				"health-max": 20,
				endurance: 25,
				"endurance-max": 30,
				"endurance-spent": 5,
				"damage-multiplier": 2,
				abilities: { Agile: 2, Quick: 1 },
				weaknesses: { Slow: 1 },
			}),
		);
		expect(character).toEqual({
			name: "Kara",
			health: 12,
			healthMax: 20,
			endurance: 25,
			enduranceMax: 30,
			enduranceSpent: 5,
			damageMultiplier: 2,
			abilities: { Agile: 2, Quick: 1 },
			weaknesses: { Slow: 1 },
		});
	});

	it("starts a fresh character at full tracks with DX 1", () => {
		const character = unwrap(poolCharacterFromFrontmatter("New", { "health-max": 10, "endurance-max": 15 }));
		expect(character).toMatchObject({ health: 10, endurance: 15, enduranceSpent: 0, damageMultiplier: 1, abilities: {} });
	});

	it.each([
		{ fm: { "endurance-max": 10 }, message: /"health-max" is missing/ },
		{ fm: { "health-max": "ten", "endurance-max": 10 }, message: /"health-max" must be a whole number/ },
		{ fm: { "health-max": 10, "endurance-max": 10, health: 11 }, message: /above "health-max"/ },
		{ fm: { "health-max": 10, "endurance-max": 10, abilities: ["Agile"] }, message: /map of names to levels/ },
		{ fm: { "health-max": 10, "endurance-max": 10, weaknesses: { Slow: -1 } }, message: /weaknesses "Slow"/ },
		{ fm: { "health-max": 1e12, "endurance-max": 10 }, message: /from 0 to 1000000/ },
	])("refuses $fm", ({ fm, message }) => {
		const result = poolCharacterFromFrontmatter("Kara", fm);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toMatch(message);
	});

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

	it("the system descriptor names the game, its default d6 and its keys", () => {
		expect(poolSystem.id).toBe("pool");
		expect(poolSystem.defaultSettings.dieSize).toBe(6);
		expect(poolSystem.difficulties.map((d) => d.dn)).toEqual([2, 4, 6, 8, 10, 12]);
		expect(poolSystem.settingsKeys.dieSize).toBe("die-size");
		expect(poolSystem.frontmatterKeys).toEqual([
			"health",
			"health-max",
			"endurance",
			"endurance-max",
			"endurance-spent",
			"damage-multiplier",
			"abilities",
			"weaknesses",
		]);
		expect(Object.values(POOL_KEYS)).toEqual([
			"health",
			"health-max",
			"endurance",
			"endurance-max",
			"endurance-spent",
			"damage-multiplier",
			"abilities",
			"weaknesses",
			"die-size",
		]);
	});
});
