import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, describeSettingProblemAndKept, loadSettings } from "../../../src/settings";

describe("the settings for other plugins' notes and the GM log", () => {
	it("default to reading dice: code and a GM log heading of its own", () => {
		expect(DEFAULT_SETTINGS.peerDice).toBe(true);
		expect(DEFAULT_SETTINGS.gmLogHeading).toBe("GM log");
	});

	it("keep valid values and replace bad ones with a message naming the setting", () => {
		expect(loadSettings({ peerDice: false, gmLogHeading: " Behind the screen " }).settings).toMatchObject({ peerDice: false, gmLogHeading: "Behind the screen" });
		const bad = loadSettings({ peerDice: "yes", gmLogHeading: "two\nlines" });
		expect(bad.settings).toMatchObject({ peerDice: true, gmLogHeading: "GM log" });
		expect(bad.problems.map(describeSettingProblemAndKept)).toEqual(['"GM log heading" should be one line of heading text. Using "GM log" instead.', '"Roll dice: code" should be on or off. It is on.']);
	});

	it("never let the GM log share the players' log heading (its entries would be shown to them)", () => {
		const same = loadSettings({ logHeading: "Log", gmLogHeading: "log" });
		expect(same.settings.gmLogHeading).toBe("GM log");
		expect(describeSettingProblemAndKept(same.problems[0]!)).toBe('"GM log heading" must differ from "Log heading", or the players would see the GM\'s results. Using "GM log" instead.');
		expect(loadSettings({ logHeading: "GM log" }).settings.gmLogHeading).toBe("GM log (GM)");
	});
});
