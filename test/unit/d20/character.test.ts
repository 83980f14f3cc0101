import { describe, expect, it } from "vitest";
import { abilityModifier, blankD20Character } from "../../../src/engine/systems/d20/character";
import { d20System, DEFAULT_D20_SETTINGS } from "../../../src/engine/systems/d20/index";

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
