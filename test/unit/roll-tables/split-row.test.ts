/**
 * splitRow without a look-behind (iOS 15's Safari cannot parse one): it gives the cells the
 * look-behind split it replaced gave, for the rows users write and for any mix of pipes and backslashes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitRow } from "../../../src/engine/roll-tables/source";

/** The old implementation, kept here only to compare with (Node has look-behind; iOS 15 does not). */
function lookBehindSplit(line: string): string[] {
	let text = line.trim();
	if (text.startsWith("|")) text = text.slice(1);
	if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
	return text.split(new RegExp(String.raw`(?<!\\)\|`)).map((cell) => cell.replace(/\\\|/g, "|").trim());
}

describe("splitRow", () => {
	it("keeps an escaped pipe inside its cell, as in a link with a display name", () => {
		expect(splitRow("| 1 | [[Rust Hound\\|a hound]] | flees |")).toEqual(["1", "[[Rust Hound|a hound]]", "flees"]);
		expect(splitRow("a|b||c")).toEqual(["a", "b", "", "c"]);
		expect(splitRow("| ends with an escaped pipe \\|")).toEqual(["ends with an escaped pipe |"]);
	});

	it("splits every row as the look-behind version did", () => {
		fc.assert(
			fc.property(fc.string({ unit: fc.constantFrom("|", "\\", "a", " ", "[", "]") }), (line) => {
				expect(splitRow(line)).toEqual(lookBehindSplit(line));
			}),
			{ numRuns: 2000 },
		);
	});
});
