import { describe, expect, it } from "vitest";
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
	it("reads scores with damage and drain, vitality, wounds, skills and bonuses", () => {
		const r = readD20Character(fighter(), { name: "Brannock" });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.abilities.str).toEqual({ score: 16, damage: 2, drain: 0 });
		expect(r.value.abilities.con).toEqual({ score: 14, damage: 0, drain: 1 });
		expect(r.value).toMatchObject({ name: "Brannock", level: 3, heroic: true, bcb: 3, vitality: 20, vitalityMax: 24, woundPoints: 14, armorBonus: 4, shieldBonus: 1, size: "medium" });
		expect(r.value.skills).toEqual({ Athletics: 4, Perception: 2 });
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
	])("refuses: $message", ({ patch, message }) => {
		const r = readD20Character({ ...fighter(), ...patch });
		expect(!r.ok && r.problems.map((p) => p.message)).toContain(message);
	});

	it("keeps unknown keys", () => {
		const r = readD20Character({ ...fighter(), feats: ["Power Attack"] });
		expect(r.ok && r.unknown).toEqual({ feats: ["Power Attack"] });
	});
});
