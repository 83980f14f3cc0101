import { describe, expect, it } from "vitest";
import { abilityModifier, blankD20Character, modifierOf, readD20Character } from "../../../src/engine/systems/d20/character";
import { d20System, DEFAULT_D20_SETTINGS } from "../../../src/engine/systems/d20/index";

describe("d20 character from frontmatter", () => {
	it.each([
		[1, -5],
		[7, -2],
		[9, -1],
		[10, 0],
		[11, 0],
		[12, 1],
		[18, 4],
		[0, -5],
	])("score %i gives modifier %i", (score, modifier) => {
		expect(abilityModifier(score)).toBe(modifier);
	});

	it("reads the agreed keys", () => {
		const result = readD20Character({
			level: 4,
			heroic: false,
			bcb: "+3",
			str: 16,
			dex: 13,
			"dex-damage": 2,
			"str-drain": 1,
			vitality: 18,
			"vitality-max": 24,
			"wound-points": 12,
			"wound-points-max": 12,
			skills: { Stealth: 5 },
			"armor-bonus": 4,
			"shield-bonus": 1,
			size: "Small",
		});
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		const c = result.value;
		expect([c.level, c.heroic, c.bcb, c.size, c.skills.stealth, c.armorBonus, c.shieldBonus]).toEqual([4, false, 3, "small", 5, 4, 1]);
		expect(modifierOf(c, "dex")).toBe(abilityModifier(11));
		expect(modifierOf(c, "str")).toBe(abilityModifier(15));
		expect(c.scores.wis).toBe(10);
	});

	it.each([
		[{ str: "<script>" }, "str must be a whole number"],
		[{ bcb: 1e9 }, "bcb must be a whole number"],
		[{ heroic: "yes" }, "heroic must be true or false"],
		[{ size: "<b>vast</b>" }, "size must be one of"],
		[{ skills: ["stealth"] }, "skills must be a map"],
		[{ skills: { stealth: -2 } }, 'ranks for "stealth"'],
		[{ vitality: 30, "vitality-max": 20 }, "is above vitality-max"],
	])("rejects %j with a message", (frontmatter, message) => {
		const result = readD20Character(frontmatter);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(message);
	});

	it("bounds a huge skills map", () => {
		const skills = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`s${i}`, 1]));
		expect(readD20Character({ skills }).ok).toBe(false);
	});

	it("the system descriptor names the game, its settings and its keys", () => {
		expect(d20System.id).toBe("d20");
		expect(d20System.defaultSettings).toBe(DEFAULT_D20_SETTINGS);
		expect(d20System.settingsKeys).toEqual({ minor: "d20-minor", major: "d20-major", extreme: "d20-extreme", stanceTable: "d20-stance-table" });
		for (const key of ["level", "heroic", "bcb", "str", "cha-drain", "dex-damage", "vitality-max", "wound-points", "skills", "armor-bonus", "shield-bonus", "size"]) {
			expect(d20System.frontmatterKeys).toContain(key);
		}
		expect(blankD20Character().size).toBe("medium");
	});
});
