import { describe, expect, it } from "vitest";
import { DEFAULT_D20_SETTINGS, maxStanceLevel } from "../../../src/engine/systems/d20/settings";

describe("d20 campaign settings", () => {
	// 004: "The size of the adjustment is determined by your Base Combat Bonus." (the table itself is missing: our default)
	it.each([
		[0, null],
		[1, "minor"],
		[5, "minor"],
		[6, "major"],
		[10, "major"],
		[11, "extreme"],
		[20, "extreme"],
	])("default stance table: BCB +%i allows at most %s", (bcb, level) => {
		expect(maxStanceLevel(bcb, DEFAULT_D20_SETTINGS)).toBe(level);
	});
});
