import { describe, expect, it } from "vitest";
import { DEFAULT_D20_SETTINGS, maxStanceLevel, readD20Settings } from "../../../src/engine/systems/d20/settings";

describe("d20 campaign settings", () => {
	it("defaults when the campaign note says nothing", () => {
		expect(readD20Settings({})).toEqual({ ok: true, value: DEFAULT_D20_SETTINGS });
	});

	it("reads d20-minor, d20-major, d20-extreme", () => {
		const result = readD20Settings({ "d20-minor": 1, "d20-major": "3", "d20-extreme": 6 });
		expect(result.ok && [result.value.minor, result.value.major, result.value.extreme]).toEqual([1, 3, 6]);
	});

	it("reads the stance table as a map or as text", () => {
		const asMap = readD20Settings({ "d20-stance-table": { "+4": "Major", "0": "minor" } });
		const asText = readD20Settings({ "d20-stance-table": "0: minor, 4: major" });
		const expected = [
			{ minBcb: 0, max: "minor" },
			{ minBcb: 4, max: "major" },
		];
		expect(asMap.ok && asMap.value.stanceTable).toEqual(expected);
		expect(asText.ok && asText.value.stanceTable).toEqual(expected);
	});

	it.each([
		[{ "d20-minor": -1 }, "d20-minor"],
		[{ "d20-major": 1e12 }, "d20-major"],
		[{ "d20-minor": "two" }, "d20-minor"],
		[{ "d20-minor": 5, "d20-major": 4 }, "grow along the track"],
		[{ "d20-stance-table": "1 minor" }, "BCB: level"],
		[{ "d20-stance-table": { "1": "<b>huge</b>" } }, "minor, major or extreme"],
		[{ "d20-stance-table": ["1: minor"] }, "must be a map"],
		[{ "d20-stance-table": "x".repeat(5000) }, "too long"],
	])("rejects %j with a message naming the problem", (frontmatter, message) => {
		const result = readD20Settings(frontmatter);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(message);
	});

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
