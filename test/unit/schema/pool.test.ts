import { describe, expect, it } from "vitest";
import { readPoolCharacter } from "../../../src/notes/schema";

const hero = (): Record<string, unknown> => ({
	ledger: "character",
	system: "pool",
	campaign: "[[Neon Rain]]",
	health: 18,
	"health-max": 20,
	endurance: 25,
	"endurance-max": 30,
	"endurance-spent": 5,
	"damage-multiplier": 2,
	abilities: { Quick: 1, Strong: 2 },
	weaknesses: { Slow: 1 },
});

describe("pool-game character schema (seed 003)", () => {
	it("reads health, endurance, the multiplier, abilities and weaknesses", () => {
		const r = readPoolCharacter(hero(), { name: "Vex" });
		expect(r.ok && r.value).toEqual({
			name: "Vex",
			campaign: "Neon Rain",
			health: 18,
			healthMax: 20,
			endurance: 25,
			enduranceMax: 30,
			enduranceSpent: 5,
			damageMultiplier: 2,
			abilities: { Quick: 1, Strong: 2 },
			weaknesses: { Slow: 1 },
		});
	});

	// 003: "Damage Multiplier is 1 +Abilities & Perks ... - weaknesses & flaws"
	it("defaults: full health and endurance, multiplier 1, nothing spent, no traits", () => {
		const r = readPoolCharacter({ "health-max": 10, "endurance-max": 12 });
		expect(r.ok && r.value).toMatchObject({ health: 10, endurance: 12, enduranceSpent: 0, damageMultiplier: 1, abilities: {}, weaknesses: {} });
	});

	// 003: "Should this reduce your DX below 1, treat it as ½ instead."
	it("accepts a multiplier of ½ written 0.5, and no other fraction", () => {
		expect(readPoolCharacter({ ...hero(), "damage-multiplier": 0.5 }).ok).toBe(true);
		const r = readPoolCharacter({ ...hero(), "damage-multiplier": 1.5 });
		expect(!r.ok && r.problems[0]?.message).toBe("damage-multiplier: expected a whole number ≥ 1 or 0.5, got 1.5");
	});

	it.each([
		{ patch: { "health-max": undefined }, message: "health-max: is required (a whole number from 0 to 9999)" },
		{ patch: { health: 25 }, message: "health: 25 is above health-max 20" },
		{ patch: { endurance: "lots" }, message: 'endurance: expected a whole number from 0 to 9999, got "lots"' },
		{ patch: { abilities: ["Quick"] }, message: "abilities: expected a map of name: level, got a list of 1 item" },
		{ patch: { abilities: { Quick: "one" } }, message: 'abilities.Quick: expected a whole number from 1 to 10, got "one"' },
		{ patch: { weaknesses: { Slow: 0 } }, message: "weaknesses.Slow: expected a whole number from 1 to 10, got 0" },
		{ patch: { weaknesses: { "<b>Slow</b>": 1 } }, message: 'weaknesses: expected plain text without HTML, got "<b>Slow</b>"' },
		{ patch: { "damage-multiplier": 1e9 }, message: "damage-multiplier: expected a number from 0.5 to 100, got 1000000000" },
		{ patch: { weaknesses: { Slow: -1 } }, message: "weaknesses.Slow: expected a whole number from 1 to 10, got -1" },
		{ patch: { "health-max": 1e12 }, message: "health-max: expected a whole number from 0 to 9999, got 1000000000000" },
		{ patch: { "endurance-max": "ten" }, message: 'endurance-max: expected a whole number from 0 to 9999, got "ten"' },
		{ patch: { "endurance-spent": -5 }, message: "endurance-spent: expected a whole number from 0 to 9999, got -5" },
	])("refuses: $message", ({ patch, message }) => {
		const r = readPoolCharacter({ ...hero(), ...patch });
		expect(!r.ok && r.problems.map((p) => p.message)).toContain(message);
	});

	it("keeps unknown keys", () => {
		const r = readPoolCharacter({ ...hero(), vice: "gambling" });
		expect(r.ok && r.unknown).toEqual({ vice: "gambling" });
	});

	it("bounds a huge ability map", () => {
		const abilities = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`a${i}`, 1]));
		const r = readPoolCharacter({ ...hero(), abilities });
		expect(!r.ok && r.problems[0]?.message).toBe("abilities: expected a map of at most 200 entries, got a nested object");
	});
});
