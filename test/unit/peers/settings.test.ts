import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, loadSettings } from "../../../src/settings";

describe("the settings for other plugins' notes and the GM log", () => {
	it("default to reading dice: code and a GM log heading of its own", () => {
		expect(DEFAULT_SETTINGS.peerDice).toBe(true);
		expect(DEFAULT_SETTINGS.gmLogHeading).toBe("GM log");
	});

	it("keep valid values and replace bad ones with a message naming the setting", () => {
		expect(loadSettings({ peerDice: false, gmLogHeading: " Behind the screen " }).settings).toMatchObject({ peerDice: false, gmLogHeading: "Behind the screen" });
		const bad = loadSettings({ peerDice: "yes", gmLogHeading: "two\nlines" });
		expect(bad.settings).toMatchObject({ peerDice: true, gmLogHeading: "GM log" });
		expect(bad.problems).toEqual(['gmLogHeading: expected one line of heading text; using "GM log"', 'peerDice: expected true or false; using true']);
	});

	it("never let the GM log share the players' log heading (its entries would be shown to them)", () => {
		const same = loadSettings({ logHeading: "Log", gmLogHeading: "log" });
		expect(same.settings.gmLogHeading).toBe("GM log");
		expect(same.problems[0]).toMatch(/^gmLogHeading: must differ from the log heading/);
		expect(loadSettings({ logHeading: "GM log" }).settings.gmLogHeading).toBe("GM log (GM)");
	});
});
