import { describe, expect, it } from "vitest";
import { fencedBlocks, headingRange, tableByBlock } from "../../../src/notes/sections";

/** A note with tables marked by block ids and headings, as a roll-table row's link may point at them. */
const NOTE = [
	"# Road events",
	"",
	"| d3 | Weather |",
	"| -- | ------- |",
	"| 1  | Fog     |",
	"| 2  | Rain    |",
	"| 3  | Clear   |",
	"",
	"^weather",
	"",
	"| d2 | Loot      |",
	"| -- | --------- |",
	"| 1  | A rope    |",
	"| 2  | A lantern |",
	"^loot",
	"",
	"## Encounters",
	"",
	"```",
	"## Not a heading inside a fence",
	"```",
	"",
	"| d6  | Who          |",
	"| --- | ------------ |",
	"| 1-3 | Salt raiders |",
	"| 4-6 | Nobody       |",
	"",
	"## Broken",
].join("\n");

describe("a table found by where a link points", () => {
	it("by its block id: the id alone on the first non-blank line after the table, in any case", () => {
		expect(tableByBlock(NOTE, "weather")?.header).toEqual(["d3", "Weather"]);
		expect(tableByBlock(NOTE, "LOOT")?.header).toEqual(["d2", "Loot"]);
		expect(tableByBlock(NOTE, "missing")).toBeUndefined();
	});

	it("by its heading: the lines up to the next heading of its level or higher, fences skipped", () => {
		const lines = NOTE.split("\n");
		expect(headingRange(lines, "encounters")).toEqual({ from: 16, to: 27 });
		expect(headingRange(lines, "Road events")).toEqual({ from: 0, to: lines.length });
		expect(headingRange(lines, "Not a heading inside a fence")).toBeUndefined();
		expect(headingRange(lines, "Nowhere")).toBeUndefined();
	});

	it("finds the fenced blocks of a language, a longer fence holding a shorter one, an unclosed block running to the end", () => {
		const lines = ["# Prep", "````markdown", "```statblock", "name: Not this one", "```", "````", "~~~Statblock", "name: Heron", "~~~", "```encounter", "name: Ford", "```", "```statblock", "name: Unclosed"];
		expect(fencedBlocks(lines, "statblock")).toEqual([
			{ start: 6, end: 8, body: "name: Heron" },
			{ start: 12, end: 13, body: "name: Unclosed" },
		]);
		expect(fencedBlocks(lines, "encounter")).toEqual([{ start: 9, end: 11, body: "name: Ford" }]);
	});
});
