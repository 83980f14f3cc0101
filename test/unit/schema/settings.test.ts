import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, describeSettingProblemAndKept, loadSettings, sessionName } from "../../../src/settings";

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
		[{ poolDieSize: "six" }, '"Dice pool die size" should be a whole number from 2 to 20. Using 6 instead.'],
		[{ poolDieSize: 1e9 }, '"Dice pool die size" should be a whole number from 2 to 20. Using 6 instead.'],
		[{ sessionNameFormat: "Session" }, '"Session name" should contain {{n}} where the session\'s number goes. Using "Session {{n}}" instead.'],
		[{ sessionNameFormat: "S/{{n}}" }, '"Session name" should not contain any of \\ / : * ? " < > | # ^ [ ]. Using "Session {{n}}" instead.'],
		[{ campaignsFolder: "../outside" }, '"Campaigns folder" should be a path inside the vault. Using "Campaigns" instead.'],
		[{ logHeading: "" }, '"Log heading" should be one line of heading text. Using "Log" instead.'],
		[{ d20Minor: 5, d20Major: 4 }, "The d20 bonuses must grow from minor to major to extreme. Using 2, 4, and 8 instead."],
	])("replaces a bad value by its default and says so, naming the setting by its label: %j", (data, problem) => {
		const { settings, problems } = loadSettings(data);
		expect(problems.map(describeSettingProblemAndKept)).toContain(problem);
		expect(settings.poolDieSize).toBe(6);
	});

	it("names session notes from the format", () => {
		expect(sessionName(DEFAULT_SETTINGS, 3)).toBe("Session 3");
		expect(sessionName({ sessionNameFormat: "{{n}} - Gate" }, 12)).toBe("12 - Gate");
	});
});
