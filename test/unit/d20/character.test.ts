import { describe, expect, it } from "vitest";
import { abilityModifier, blankD20Character, ABILITIES, damageKey, drainKey, KEYS } from "../../../src/engine/systems/d20/character";
import { SETTINGS_KEYS } from "../../../src/engine/systems/d20/settings";

describe("d20 character model", () => {
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

	it("names the campaign settings and the character keys the notes layer reads", () => {
		expect(SETTINGS_KEYS).toEqual({ minor: "d20-minor", major: "d20-major", extreme: "d20-extreme", stanceTable: "d20-stance-table" });
		for (const key of ["level", "heroic", "bcb", "str", "cha-drain", "dex-damage", "vitality-max", "wound-points", "skills", "armor-bonus", "shield-bonus", "size"]) {
			expect([...Object.values(KEYS), ...ABILITIES, ...ABILITIES.map(damageKey), ...ABILITIES.map(drainKey)]).toContain(key);
		}
		expect(blankD20Character().size).toBe("medium");
	});
});
