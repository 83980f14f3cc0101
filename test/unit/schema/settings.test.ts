import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, loadSettings, sessionName } from "../../../src/settings";

describe("settings", () => {
	it("no saved data gives the defaults with no problems", () => {
		for (const data of [null, undefined, {}, "junk", [1]]) {
			const { settings, problems } = loadSettings(data);
			expect(settings).toEqual(DEFAULT_SETTINGS);
			expect(problems).toEqual([]);
		}
	});

	it("defaults: Campaigns folder, 'Session {{n}}', d6 pools (seed 003 is silent), d20 sizes 2/4/8, heading Log", () => {
		expect(DEFAULT_SETTINGS).toMatchObject({ campaignsFolder: "Campaigns", sessionNameFormat: "Session {{n}}", poolDieSize: 6, d20Minor: 2, d20Major: 4, d20Extreme: 8, logHeading: "Log" });
	});

	it("keeps good saved values and unknown keys", () => {
		const { settings, problems } = loadSettings({ defaultCampaign: "Campaigns/Gate/Gate.md", poolDieSize: 10, futureOption: { x: 1 } });
		expect(problems).toEqual([]);
		expect(settings.defaultCampaign).toBe("Campaigns/Gate/Gate.md");
		expect(settings.poolDieSize).toBe(10);
		expect(settings["futureOption"]).toEqual({ x: 1 });
	});

	it.each([
		[{ poolDieSize: "six" }, 'poolDieSize: expected a whole number from 2 to 20; using 6'],
		[{ poolDieSize: 1e9 }, 'poolDieSize: expected a whole number from 2 to 20; using 6'],
		[{ sessionNameFormat: "Session" }, 'sessionNameFormat: expected a name containing {{n}}; using "Session {{n}}"'],
		[{ sessionNameFormat: "S/{{n}}" }, 'sessionNameFormat: expected a name without \\ / : * ? " < > | # ^ [ ]; using "Session {{n}}"'],
		[{ campaignsFolder: "../outside" }, 'campaignsFolder: expected a path inside the vault; using "Campaigns"'],
		[{ logHeading: "" }, 'logHeading: expected one line of heading text; using "Log"'],
		[{ d20Minor: 5, d20Major: 4 }, "d20 sizes must grow (minor < major < extreme); using 2/4/8"],
	])("replaces a bad value by its default and says so: %j", (data, problem) => {
		const { settings, problems } = loadSettings(data);
		expect(problems).toContain(problem);
		expect(settings.poolDieSize).toBe(6);
	});

	it("names session notes from the format", () => {
		expect(sessionName(DEFAULT_SETTINGS, 3)).toBe("Session 3");
		expect(sessionName({ sessionNameFormat: "{{n}} - Gate" }, 12)).toBe("12 - Gate");
	});
});
