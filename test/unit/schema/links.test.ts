import { describe, expect, it } from "vitest";
import { linkPath } from "../../../src/notes/schema";

describe("links", () => {
	it.each([
		["[[The Ninth Gate]]", "The Ninth Gate"],
		["[[Campaigns/Gate/Session 2|S2]]", "Campaigns/Gate/Session 2"],
		["[[Session 2#Log]]", "Session 2"],
		["Session 2", "Session 2"],
		["[[]]", undefined],
		["[[a]] and [[b]]", undefined],
	])("%s → %s", (text, path) => {
		expect(linkPath(text)).toBe(path);
	});
});
