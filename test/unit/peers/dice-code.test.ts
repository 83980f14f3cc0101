import { describe, expect, it } from "vitest";
import { parse, sample } from "../../../src/engine/dice/index";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { checkRollTable, rollOnTable } from "../../../src/engine/roll-tables/index";
import { readPeerDice, withDefaultFaces } from "../../../src/notes/peers/dice-code";
import { readTableLink, rollableTable, tableInText, tableUnderHeading } from "../../../src/notes/roll-tables/table-link";
import { tableByBlock } from "../../../src/notes/sections";

/** A note written the way Dice Roller's documentation lays out its tables (our own rows). */
const NOTE = [
	"# Road events",
	"",
	"| Weather |",
	"| ------- |",
	"| Fog     |",
	"| Rain    |",
	"| Clear   |",
	"",
	"^weather",
	"",
	"| Finder | Loot      |",
	"| ------ | --------- |",
	"| Ana    | A rope    |",
	"| Bo     | A lantern |",
	"^loot",
	"",
	"## Encounters",
	"",
	"| dice: 1d6 | Who          |",
	"| --------- | ------------ |",
	"| 1-3       | Salt raiders |",
	"| 4-5       | A lost child |",
	"| 6         | Nobody       |",
	"",
	"## Broken",
	"",
	"| dice: 1d20 | Heading |",
	"| ---------- | ------- |",
	"| 1-2        | One     |",
	"| 13,14      | Two     |",
	"",
].join("\n");

describe("Dice Roller's inline dice: code", () => {
	it("reads a dice expression, with the flags that mean something here", () => {
		expect(readPeerDice("dice: 1d20+5")).toEqual({ kind: "roll", expression: "1d20+5", flags: {} });
		expect(readPeerDice(" dice: 3d6|noform ")).toEqual({ kind: "roll", expression: "3d6", flags: { noform: true } });
		// avg and none change nothing here: before its first roll a button shows the last logged result, or nothing.
		expect(readPeerDice("dice: 2d6+3|avg")).toEqual({ kind: "roll", expression: "2d6+3", flags: {} });
		expect(readPeerDice("dice: 1d20 + 2|nodice|text(Dexterity +2)")).toEqual({ kind: "roll", expression: "1d20 + 2", flags: { text: "Dexterity +2" } });
		expect(readPeerDice("dice: 1d4|none|render")).toEqual({ kind: "roll", expression: "1d4", flags: {} });
		// dice+: (save the result) and dice-: (do not) roll alike here: every result is logged.
		expect(readPeerDice("dice+: 4d6kh3")).toMatchObject({ kind: "roll", expression: "4d6kh3" });
		expect(readPeerDice("dice-mod: 1d8")).toMatchObject({ kind: "roll", expression: "1d8" });
		expect(readPeerDice("roll: 1d6")).toBeUndefined();
		expect(readPeerDice("dice:")).toBeUndefined();
	});

	it("writes out Dice Roller's omitted faces (100) so this plugin's parser reads them, leaving modifiers alone", () => {
		expect(withDefaultFaces("1d")).toBe("1d100");
		expect(withDefaultFaces("d + 2")).toBe("d100 + 2");
		expect(withDefaultFaces("4d6dl1")).toBe("4d6dl1");
		expect(withDefaultFaces("2d20kh + dF")).toBe("2d20kh + dF");
		expect(withDefaultFaces("1d%")).toBe("1d%");
		expect(withDefaultFaces("1d[3,5]")).toBe("1d[3,5]");
		// Every documented expression of theirs that this plugin reads parses and rolls in range.
		for (const text of ["1d2", "3d4 + 3", "1d12 + 1d10 + 5", "3d4+3d4-(3d4 * 1d4) - 2^1d7", "1d[3,5]", "4d20kh2", "2d20kl", "4d20dl2", "2d20dh", "2d4!3", "2d20r", "1d", "2d%", "4dF"]) {
			const ast = parse(withDefaultFaces(text));
			expect(Number.isFinite(sample(ast, seededRng(7)).total), text).toBe(true);
		}
	});

	it("reads table links by block id, by heading, with a count and a result column", () => {
		expect(readPeerDice("dice: [[Road events^weather]]")).toEqual({ kind: "table", link: { path: "Road events", block: "weather" }, count: "1", flags: {} });
		expect(readPeerDice("dice: [[Road events#^loot]]|Loot")).toEqual({ kind: "table", link: { path: "Road events", block: "loot" }, count: "1", column: "Loot", flags: {} });
		expect(readPeerDice("dice: [[Road events#Encounters]]")).toEqual({ kind: "table", link: { path: "Road events", heading: "Encounters" }, count: "1", flags: {} });
		expect(readPeerDice("dice: 3d[[Road events^weather]]")).toMatchObject({ count: "3" });
		expect(readPeerDice("dice: 1d4+1[[Road events^weather]]")).toMatchObject({ count: "1d4+1" });
		expect(readPeerDice("dice: [weather](Road%20events#^weather)")).toMatchObject({ kind: "table", link: { path: "Road events", block: "weather" } });
		expect(readPeerDice("dice: 2[[Road events^weather]]|text(Two weathers)")).toMatchObject({ count: "2", flags: { text: "Two weathers" } });
	});

	it("reads a link on its own as the table roll: code names, the same forms as dice: links", () => {
		expect(readTableLink("[[Road events^weather]]")).toEqual({ path: "Road events", block: "weather" });
		expect(readTableLink(" [[Road events#^loot|the loot]] ")).toEqual({ path: "Road events", block: "loot" });
		expect(readTableLink("[[#Encounters]]")).toEqual({ path: "", heading: "Encounters" });
		expect(readTableLink("[[Road events#Part#Encounters]]")).toEqual({ path: "Road events", heading: "Encounters" });
		expect(readTableLink("[loot](Road%20events#^loot)")).toEqual({ path: "Road events", block: "loot" });
		// A whole note names no table, and dice are not a link.
		expect(readTableLink("[[Road events]]")).toBeUndefined();
		expect(readTableLink("1d6 + [[Road events^weather]]")).toBeUndefined();
		expect(readTableLink("2d6")).toBeUndefined();
	});

	it("names the forms it does not read, with the reason", () => {
		for (const code of ["dice: [[Road events]]", "dice: 2d[[Road events]]|paragraph", "dice: #encounter", "dice: #encounter|-", "dice: [[Road events]]|line", "dice: dv(#tag)"]) {
			const read = readPeerDice(code);
			expect(read?.kind, code).toBe("unread");
			expect(read?.kind === "unread" && read.reason.endsWith("."), code).toBe(true);
		}
	});

	it("finds a table by its block id and by its heading, and rolls it as Dice Roller would", () => {
		const weather = tableByBlock(NOTE, "weather");
		expect(weather?.header).toEqual(["Weather"]);
		expect(tableByBlock(NOTE, "LOOT")?.header).toEqual(["Finder", "Loot"]);
		expect(tableByBlock(NOTE, "missing")).toBeUndefined();
		// A table without a die: one row in equal chance (a d3 for three rows).
		const plain = rollableTable(weather!);
		expect(plain.ok && plain.value.die).toBe(3);
		expect(plain.ok && checkRollTable(plain.value)).toEqual([]);
		const rolled = plain.ok ? rollOnTable(plain.value, scriptedRng([2])) : undefined;
		expect(rolled?.ok && rolled.value.row.cells).toEqual(["Rain"]);
		// A result column keeps that cell only.
		const loot = rollableTable(tableByBlock(NOTE, "loot")!, "loot");
		expect(loot.ok && loot.value.rows.map((row) => row.cells)).toEqual([["A rope"], ["A lantern"]]);
		expect(rollableTable(tableByBlock(NOTE, "loot")!, "Price")).toEqual({ ok: false, error: 'The table has no column "Price".' });
		// A lookup table: its first column's die and ranges, as this plugin's own roll tables.
		const lookup = rollableTable(tableUnderHeading(NOTE, "encounters")!);
		expect(lookup.ok && [lookup.value.die, lookup.value.rows.map((row) => [row.from, row.to])]).toEqual([6, [[1, 3], [4, 5], [6, 6]]]);
		// Rows listed with commas are not read: the problem is said, never rolled around.
		const broken = rollableTable(tableUnderHeading(NOTE, "Broken")!);
		expect(broken.ok).toBe(false);
		expect(tableUnderHeading(NOTE, "Nowhere")).toBeUndefined();
		// What a link that finds nothing says, in the user's words.
		expect(tableInText(NOTE, { path: "Road events", block: "nowhere" }, "Road events")).toEqual({ ok: false, error: "Road events has no table marked ^nowhere." });
		expect(tableInText(NOTE, { path: "Road events", heading: "Nowhere" }, "Road events")).toEqual({ ok: false, error: 'Road events has no table under the heading "Nowhere".' });
	});
});
