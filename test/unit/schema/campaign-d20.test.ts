import { describe, expect, it } from "vitest";
import { DEFAULT_ADJUSTMENT_SIZES, DEFAULT_D20_SETTINGS, maxStanceLevel } from "../../../src/engine/systems/d20/settings";
import { D20_BONUS_DEFAULTS, readCampaign, readD20Settings } from "../../../src/notes/schema";

/** The d20 settings of a d20 campaign note, or the problems' messages. */
function d20Of(fm: Record<string, unknown>) {
	const r = readD20Settings({ ledger: "campaign", system: "d20", ...fm });
	return r.ok ? { ok: true as const, settings: r.value } : { ok: false as const, messages: r.problems.map((p) => p.message) };
}

describe("d20 campaign settings, read by the campaign schema into the engine's D20Settings", () => {
	it("one set of default sizes: the engine's settings, its sizes alone, and the campaign schema's agree", () => {
		const { minor, major, extreme } = DEFAULT_D20_SETTINGS;
		expect(DEFAULT_ADJUSTMENT_SIZES).toEqual({ minor, major, extreme });
		expect(D20_BONUS_DEFAULTS).toBe(DEFAULT_ADJUSTMENT_SIZES);
	});

	it("readCampaign reads the same sizes, with the same messages, and leaves the campaign's other keys to itself", () => {
		const fm = { ledger: "campaign", system: "d20", party: ["[[Ada]]"], "d20-minor": 1, "d20-major": 3, "d20-extreme": 6 };
		const campaign = readCampaign(fm);
		const settings = readD20Settings(fm);
		expect(campaign.ok && campaign.value.d20).toEqual({ minor: 1, major: 3, extreme: 6 });
		expect(settings.ok && settings.value).toMatchObject({ minor: 1, major: 3, extreme: 6 });
		expect(settings.ok && settings.unknown).toEqual({});
		const bad = { system: "d20", "d20-major": 1 };
		const a = readCampaign(bad);
		const b = readD20Settings(bad);
		expect(!a.ok && !b.ok && a.problems).toEqual(!b.ok && b.problems);
	});

	it("defaults to the engine's settings when the campaign note says nothing", () => {
		expect(d20Of({})).toEqual({ ok: true, settings: DEFAULT_D20_SETTINGS });
	});

	it("the default stance table is a copy: a campaign cannot change the engine's defaults", () => {
		const r = d20Of({});
		if (!r.ok) throw new Error(r.messages.join("; "));
		expect(r.settings.stanceTable).not.toBe(DEFAULT_D20_SETTINGS.stanceTable);
	});

	it("reads d20-minor, d20-major, d20-extreme (numbers typed as text too)", () => {
		const r = d20Of({ "d20-minor": 1, "d20-major": "3", "d20-extreme": 6 });
		expect(r.ok && [r.settings.minor, r.settings.major, r.settings.extreme]).toEqual([1, 3, 6]);
	});

	// 004: "The size of the adjustment is determined by your Base Combat Bonus." (the table is missing: a setting)
	it("reads the stance table as a map or as text, sorted by BCB", () => {
		const expected = [
			{ minBcb: 0, max: "minor" },
			{ minBcb: 4, max: "major" },
		];
		const asMap = d20Of({ "d20-stance-table": { "+4": "Major", "0": "minor" } });
		const asText = d20Of({ "d20-stance-table": "4: major, 0: minor" });
		expect(asMap.ok && asMap.settings.stanceTable).toEqual(expected);
		expect(asText.ok && asText.settings.stanceTable).toEqual(expected);
	});

	it("a table read from a note drives the engine's stance limit", () => {
		const r = d20Of({ "d20-stance-table": "2: minor, 4: major" });
		if (!r.ok) throw new Error(r.messages.join("; "));
		expect([1, 2, 3, 4, 40].map((bcb) => maxStanceLevel(bcb, r.settings))).toEqual([null, "minor", "minor", "major", "major"]);
	});

	it.each([
		[{ "d20-minor": -1 }, "d20-minor: expected a whole number from 1 to 100, got -1"],
		[{ "d20-minor": 0 }, "d20-minor: expected a whole number from 1 to 100, got 0"],
		[{ "d20-major": 1e12 }, "d20-major: expected a whole number from 1 to 100, got 1000000000000"],
		[{ "d20-minor": "two" }, 'd20-minor: expected a whole number from 1 to 100, got "two"'],
		[{ "d20-minor": 5, "d20-major": 4 }, "d20-major: sizes must grow: d20-minor 5 < d20-major 4 < d20-extreme 8"],
		[{ "d20-minor": 4, "d20-major": 4 }, "d20-major: sizes must grow: d20-minor 4 < d20-major 4 < d20-extreme 8"],
		[{ "d20-stance-table": "1 minor" }, 'd20-stance-table: expected rows of the form "BCB: level", got "1 minor"'],
		[{ "d20-stance-table": "1: minor: major" }, 'd20-stance-table: expected rows of the form "BCB: level", got "1: minor: major"'],
		[{ "d20-stance-table": { "1": "<b>huge</b>" } }, 'd20-stance-table.1: expected one of minor | major | extreme, got "<b>huge</b>"'],
		[{ "d20-stance-table": { "1": { deep: { deeper: 1 } } } }, "d20-stance-table.1: expected one of minor | major | extreme, got a nested object"],
		[{ "d20-stance-table": "41: extreme" }, 'd20-stance-table.41: expected a BCB from 0 to 40, got "41"'],
		[{ "d20-stance-table": "-1: minor" }, 'd20-stance-table.-1: expected a BCB from 0 to 40, got "-1"'],
		[{ "d20-stance-table": "1: minor, 1: major" }, "d20-stance-table: BCB 1 has two rows: keep one"],
		[{ "d20-stance-table": ["1: minor"] }, 'd20-stance-table: expected a map like { "1": minor, "6": major } or a text like "1: minor, 6: major", got a list of 1 item'],
		[{ "d20-stance-table": "x".repeat(5000) }, `d20-stance-table: expected text of at most 1000 characters, got "${"x".repeat(40)}…"`],
	])("refuses %j with a message naming the key, the value and what was expected", (fm, message) => {
		const r = d20Of(fm);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.messages).toContain(message);
	});

	it("bounds a huge stance map: refused after a few dozen rows", () => {
		const table = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [String(i), "minor"]));
		const r = d20Of({ "d20-stance-table": table });
		expect(!r.ok && r.messages).toEqual(["d20-stance-table: expected at most 41 rows (one per BCB), got a nested object"]);
	});
});
