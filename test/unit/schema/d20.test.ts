import { describe, expect, it } from "vitest";
import { abilityModifier, blankD20Character, modifierOf, skillModifier } from "../../../src/engine/systems/d20/character";
import { readD20Character } from "../../../src/notes/schema";

const fighter = (): Record<string, unknown> => ({
	ledger: "character",
	system: "d20",
	level: 3,
	heroic: true,
	bcb: 3,
	str: 16,
	dex: 13,
	con: 14,
	int: 10,
	wis: 12,
	cha: 8,
	"str-damage": 2,
	"con-drain": 1,
	vitality: 20,
	"vitality-max": 24,
	"wound-points": 14,
	"wound-points-max": 14,
	skills: { Athletics: 4, Perception: 2 },
	"armor-bonus": 4,
	"shield-bonus": 1,
	size: "Medium",
});

describe("d20 character schema (seed 004)", () => {
	it("reads scores with damage and drain, vitality, wounds, skills and bonuses into the engine's model", () => {
		const r = readD20Character(fighter(), { name: "Brannock" });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.scores).toEqual({ str: 16, dex: 13, con: 14, int: 10, wis: 12, cha: 8 });
		expect(r.value.damage).toMatchObject({ str: 2, con: 0 });
		expect(r.value.drain).toMatchObject({ str: 0, con: 1 });
		expect(r.value).toMatchObject({ name: "Brannock", level: 3, heroic: true, bcb: 3, vitality: 20, vitalityMax: 24, woundPoints: 14, armorBonus: 4, shieldBonus: 1, size: "medium" });
		// Lower case, the way the engine looks skills up.
		expect(r.value.skills).toEqual({ athletics: 4, perception: 2 });
	});

	// 004: "When one of your ability scores is damaged, you take increasing penalties"
	it("damage and drain from the note lower the modifier the rules use", () => {
		const r = readD20Character(fighter());
		if (!r.ok) throw new Error(r.error);
		expect(modifierOf(r.value, "str")).toBe(abilityModifier(16 - 2));
		expect(modifierOf(r.value, "con")).toBe(abilityModifier(14 - 1));
		expect(skillModifier(r.value, "str", "Athletics")).toBe(abilityModifier(14) + 4);
	});

	it("a blank engine character written as a note reads back as itself", () => {
		const blank = blankD20Character({ vitality: 8, vitalityMax: 8, woundPoints: 10, woundPointsMax: 10 });
		const fm = { ...blank.scores, level: 1, heroic: true, bcb: 0, "vitality-max": 8, "wound-points-max": 10 };
		const r = readD20Character(fm, { name: "Blank" });
		expect(r.ok && r.value).toEqual({ ...blank, name: "Blank" });
	});

	it("keeps the campaign link", () => {
		const r = readD20Character({ ...fighter(), campaign: "[[Iron Road]]" });
		expect(r.ok && r.value.campaign).toBe("Iron Road");
	});

	it('accepts numbers typed as text, with or without a plus: bcb "+3"', () => {
		const r = readD20Character({ ...fighter(), bcb: "+3", str: "16" });
		expect(r.ok && [r.value.bcb, r.value.scores.str]).toEqual([3, 16]);
	});

	it("defaults: level 1, heroic, medium, points full", () => {
		const r = readD20Character({ str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10, "vitality-max": 8, "wound-points-max": 10 });
		expect(r.ok && r.value).toMatchObject({ level: 1, heroic: true, bcb: 0, vitality: 8, woundPoints: 10, size: "medium", armorBonus: 0 });
	});

	// 004: "Fine –8, Diminutive –4, Tiny –2, Small –1, Medium +0, Large +1, Huge +2, Gargantuan +4, Colossal +8."
	it.each(["fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal"])("accepts size %s", (size) => {
		const r = readD20Character({ ...fighter(), size });
		expect(r.ok && r.value.size).toBe(size);
	});

	it.each([
		{ patch: { str: undefined }, message: "str: is required (a whole number from 1 to 60)" },
		{ patch: { size: "enormous" }, message: 'size: expected one of fine | diminutive | tiny | small | medium | large | huge | gargantuan | colossal, got "enormous"' },
		{ patch: { heroic: "maybe" }, message: 'heroic: expected true or false, got "maybe"' },
		{ patch: { vitality: 30 }, message: "vitality: 30 is above vitality-max 24" },
		{ patch: { skills: { Athletics: -1 } }, message: "skills.Athletics: expected a whole number from 0 to 60, got -1" },
		{ patch: { "dex-damage": 1e12 }, message: "dex-damage: expected a whole number from 0 to 60, got 1000000000000" },
		{ patch: { "wound-points-max": undefined }, message: "wound-points-max: is required (a whole number from 0 to 9999)" },
		{ patch: { str: "<script>" }, message: 'str: expected a whole number from 1 to 60, got "<script>"' },
		{ patch: { bcb: 1e9 }, message: "bcb: expected a whole number from 0 to 40, got 1000000000" },
		{ patch: { size: "<b>vast</b>" }, message: 'size: expected one of fine | diminutive | tiny | small | medium | large | huge | gargantuan | colossal, got "<b>vast</b>"' },
		{ patch: { skills: ["stealth"] }, message: "skills: expected a map of name: level, got a list of 1 item" },
		{ patch: { skills: { Stealth: 2, stealth: 3 } }, message: 'skills: "stealth" is listed twice (names are not case-sensitive): keep one' },
		{ patch: { "armor-bonus": -2 }, message: "armor-bonus: expected a whole number from 0 to 40, got -2" },
		{ patch: { level: 0 }, message: "level: expected a whole number from 1 to 40, got 0" },
	])("refuses: $message", ({ patch, message }) => {
		const r = readD20Character({ ...fighter(), ...patch });
		expect(!r.ok && r.problems.map((p) => p.message)).toContain(message);
	});

	it("keeps unknown keys", () => {
		const r = readD20Character({ ...fighter(), feats: ["Power Attack"] });
		expect(r.ok && r.unknown).toEqual({ feats: ["Power Attack"] });
	});

	it("bounds a huge skills map", () => {
		const skills = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`s${i}`, 1]));
		const r = readD20Character({ ...fighter(), skills });
		expect(!r.ok && r.problems[0]?.message).toBe("skills: expected a map of at most 200 entries, got a nested object");
	});
});
