import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../src/lang";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { cpuMs } from "../../helpers/cpu-time";
import {
	cellText,
	checkRollTable,
	decodeEntities,
	findMarkdownTables,
	inferredDieNote,
	judgeTable,
	MAX_TABLE_ROWS,
	parseRollTable,
	problemLines,
	rollOnTable,
	rowForTypedFace,
	rowOdds,
	tableRollEntry,
	type RollTable,
} from "../../../src/engine/roll-tables/index";

/** The first table of a Markdown text, read as a roll table (the test fails if it is not one). */
function tableOf(markdown: string): RollTable {
	const [source] = findMarkdownTables(markdown);
	if (!source) throw new Error("no table in fixture");
	const read = parseRollTable(source.header, source.rows, source.diceLine);
	if (!read.ok || !read.value) throw new Error(`not a roll table: ${read.ok ? "plain" : read.error}`);
	return read.value;
}

function spans(table: RollTable): [number | undefined, number | undefined][] {
	return table.rows.map((row) => [row.from, row.to]);
}

// Fixture tables, written for these tests in the compendium's format.
const LANTERN_D6 = `
| d6 | What the lantern shows |
| -- | ---------------------- |
| 1-2 | A door that was not there |
| 3–4 | Footprints in the dust |
| 5 | [[Hollow-Key\\|A hollow key]] |
| 6 | Nothing at all |
`;

const MARKET_PERCENT = `
|  Roll &nbsp; &nbsp; | Market rumours |
| ------------- | :----------- |
| 01-40 | Grain is scarce |
| 41&ndash;70 | A caravan is late |
| 71&#8211;98 | The mayor is ill |
| 99-0 | A stranger pays in old coin |
`;

const COINS_D100 = `
| d% | Coins found |
|----|-------------|
| 01-50 | 2 copper |
| 51-97 | 1 silver |
| 98-99 | 1 gold |
| 00 | A coin from no known mint |
`;

describe("reading a roll table", () => {
	it("decodes the HTML entities a header or cell may carry", () => {
		expect(decodeEntities("1&ndash;3 &amp; 4&#8211;6 &#x2013; &nbsp;x &bogus;")).toBe("1–3 & 4–6 – \u00a0x &bogus;");
		expect(cellText("  **d20**&nbsp;&nbsp; ")).toBe("d20");
		expect(cellText("`dice: 1d20`")).toBe("dice: 1d20");
	});

	it("reads a d6 table with hyphen and en-dash ranges and an escaped pipe in a link", () => {
		const table = tableOf(LANTERN_D6);
		expect(table.die).toBe(6);
		expect(table.dieFrom).toBe("header");
		expect(spans(table)).toEqual([[1, 2], [3, 4], [5, 5], [6, 6]]);
		expect(table.rows[2]?.cells).toEqual(["[[Hollow-Key|A hollow key]]"]);
		expect(checkRollTable(table)).toEqual([]);
	});

	it('infers a d100 from a "Roll" header with entities, where "99-0" ends at 100', () => {
		const table = tableOf(MARKET_PERCENT);
		expect(table.die).toBe(100);
		expect(table.dieFrom).toBe("ranges");
		expect(spans(table)).toEqual([[1, 40], [41, 70], [71, 98], [99, 100]]);
		expect(checkRollTable(table)).toEqual([]);
	});

	it('reads d% with "01" and "00" meaning 100', () => {
		const table = tableOf(COINS_D100);
		expect(table.die).toBe(100);
		expect(spans(table).at(-1)).toEqual([100, 100]);
		expect(checkRollTable(table)).toEqual([]);
	});

	it.each([
		["d20", 20],
		["1d20", 20],
		["D20", 20],
		["**d12**", 12],
		["`dice: 1d8`", 8],
		["Roll d6 &nbsp; &nbsp;", 6],
		["d100&nbsp;&nbsp;", 100],
		["D00", 100],
		["d%", 100],
		["D&nbsp;-&nbsp;100 &nbsp;", 100],
		["Roll d4", 4],
	])("names the die from the header %s", (header, die) => {
		const table = tableOf(`| ${header} | Result |\n| --- | --- |\n| 1 | one |\n`);
		expect(table.die).toBe(die);
		expect(table.dieFrom).toBe("header");
	});

	it("takes the die from a `dice: 1d20` line before a table headed Roll", () => {
		const rows = Array.from({ length: 10 }, (_, i) => `| ${i * 2 + 1}-${i * 2 + 2} | Omen ${i + 1} |`).join("\n");
		const table = tableOf(`Omens of the road\n\n\`dice: 1d20\`\n| Roll | Omen |\n| --- | --- |\n${rows}\n`);
		expect(table.die).toBe(20);
		expect(table.dieFrom).toBe("dice line");
	});

	it("infers the die from # headers and reads a header that is itself a row", () => {
		const hash = tableOf("| # | Weather |\n|---|---|\n| 1 | Rain |\n| 2-3 | Fog |\n| 4 | Sun |\n");
		expect(hash.die).toBe(4);
		const headless = tableOf("| 1-5 | Sparks |\n|---|---|\n| 6-8 | Smoke |\n| 9-10 | Silence |\n");
		expect(headless.headerIsRow).toBe(true);
		expect(headless.die).toBe(10);
		expect(spans(headless)).toEqual([[1, 5], [6, 8], [9, 10]]);
		expect(checkRollTable(headless)).toEqual([]);
	});

	it("finds tables inside callouts (with and without > on every line) but not in fenced code", () => {
		const text = [
			">[!info]- Camp events",
			">| **d4** | **Event** |",
			"| -- | -- |",
			"| 1 | Wolves howl |",
			"| 2 | A fire spits |",
			"> | 3-4 | Quiet night |",
			"",
			"```",
			"| d6 | not a table |",
			"| -- | -- |",
			"| 1 | x |",
			"```",
		].join("\n");
		const tables = findMarkdownTables(text);
		expect(tables).toHaveLength(1);
		const verdict = judgeTable(tables[0] as never);
		expect(verdict.kind).toBe("rollable");
	});

	it("leaves tables whose first column is not a die alone", () => {
		for (const text of ["| Level | Health |\n|---|---|\n| 1 | 3 |\n| 2 | 6 |\n", "| Roll | Meaning |\n|---|---|\n| Might | strength |\n| Speed | quickness |\n", "| Item | Cost |\n|---|---|\n| Rope | 1 |\n"]) {
			const [source] = findMarkdownTables(text);
			expect(judgeTable(source as never).kind).toBe("plain");
		}
	});
});

describe("checking a table against its die", () => {
	it("names gaps, overlaps, rows outside the die, backwards rows and unreadable rows by row", () => {
		const table = tableOf(`| d10 | Trap |
|---|---|
| 1-3 | Pit |
| 3-4 | Net |
| 7 | Dart |
| 9-8 | Gas |
| — | Blade |
| 11-12 | Bell |
`);
		expect(checkRollTable(table).map((problem) => [problem.kind, problem.rows, problem.text])).toEqual([
			["backwards", [4], "Row 4 (9-8) runs backwards; write the lower face first."],
			["unreadable", [5], 'Row 5: "—" is not a face or range of the d10.'],
			["outside", [6], "Row 6 (11-12) is outside the d10, which rolls 1–10."],
			["overlap", [1, 2], "Rows 1 and 2 both cover 3."],
			["gap", [2, 3], "No row covers 5–6 of the d10 (between row 2 and row 3)."],
			["gap", [3], "No row covers 8–10 of the d10 (after row 3)."],
		]);
	});

	describe("in German", () => {
		afterEach(() => setLanguage("en"));

		it("names a table's problems, its refusals and the chosen die in the reader's language", () => {
			setLanguage("de");
			const table = tableOf(`
| Roll | Trap |
|---|---|
| 1-3 | Pit |
| 3-4 | Net |
| 7 | Dart |
| 9-8 | Gas |
`);
			expect(checkRollTable(table).map((problem) => problem.text)).toEqual([
				"Zeile 4 (9-8) läuft rückwärts; schreib die niedrigere Augenzahl zuerst.",
				"Die Zeilen 1 und 2 decken beide 3 ab.",
				"Keine Zeile deckt 5–6 des d10 ab (zwischen Zeile 2 und Zeile 3).",
				"Keine Zeile deckt 8–10 des d10 ab (nach Zeile 3).",
			]);
			expect(inferredDieNote(table)).toMatch(/^Die Kopfzeile nennt keinen Würfel, also wird der d10 verwendet/);
			const roll = rollOnTable(table, scriptedRng([1]));
			expect(roll.ok ? "" : roll.error).toMatch(/^Diese d10-Tabelle kann erst gewürfelt werden, wenn ihre Zeilen korrigiert sind: Zeile 4/);
			const crowded = parseRollTable(["d20", "x"], Array.from({ length: 30 }, () => ["1-20", "y"]));
			const lines = crowded.ok && crowded.value ? problemLines(checkRollTable(crowded.value)) : [];
			expect(lines[lines.length - 1]).toMatch(/^… und \d+ weitere Probleme\.$/);
			const bell = parseRollTable(["2d6", "x"], [["2", "y"]]);
			expect(bell.ok ? "" : bell.error).toBe("Diese Tabelle wird mit 2d6 gewürfelt; hier können nur Tabellen gewürfelt werden, die einen einzelnen Würfel nutzen (d6, d20, d100 …).");
			const many = parseRollTable(["d20", "x"], Array.from({ length: MAX_TABLE_ROWS + 5 }, (_, i) => [String(i + 1), "y"]));
			expect(many.ok ? "" : many.error).toBe("Diese Tabelle hat 1005 Zeilen; Tabellen mit mehr als 1000 Zeilen werden nicht gewürfelt.");
			// The log entry's words follow the language; its machine fields (the die, the face, the row) do not.
			const fair = parseRollTable(["d4", "x"], [["1-2", "Rain"], ["3-4", "Sun"]]);
			const rolled = fair.ok && fair.value ? rowForTypedFace(fair.value, "3") : undefined;
			if (!rolled?.ok) throw new Error("the d4 table did not roll");
			const entry = tableRollEntry(rolled.value, { id: "x", time: "2026-11-29T00:00:00.000Z", actor: "", table: "Wetter", from: "[[Wetter]]", links: [] });
			expect(entry.title).toBe("Auf Wetter würfeln");
			expect(entry.explanation).toEqual(["Der d4 zeigte 3, was Zeile 2 (3-4) abdeckt: Sun", "Der d4 wurde am Tisch gewürfelt und von Hand eingegeben."]);
			expect(entry.inputs).toContainEqual({ key: "die", value: "d4" });
		});
	});

	it("refuses to roll a broken table, with the first problem", () => {
		const table = tableOf("| d6 | x |\n|---|---|\n| 2-6 | y |\n");
		const roll = rollOnTable(table, scriptedRng([1]));
		expect(roll.ok).toBe(false);
		expect(roll.ok ? "" : roll.error).toContain("No row covers 1 of the d6 (before row 1).");
	});

	it("refuses hostile tables with the limit named", () => {
		const huge = parseRollTable(["d1000000", "x"], [["1", "y"]]);
		expect(huge).toEqual({ ok: false, error: "A d1000000 is larger than the largest die a table may use (d10000)." });
		const many = parseRollTable(["d20", "x"], Array.from({ length: MAX_TABLE_ROWS + 5 }, (_, i) => [String(i + 1), "y"]));
		expect(many.ok ? "" : many.error).toBe(`This table has ${MAX_TABLE_ROWS + 5} rows; tables of more than 1000 rows are not rolled.`);
		const bell = parseRollTable(["2d6", "x"], [["2", "y"]]);
		expect(bell.ok ? "" : bell.error).toMatch(/rolled on 2d6; only tables rolled on one die/);
		// A huge range on a small die is a problem, checked without walking its faces.
		const wide = parseRollTable(["d20", "x"], [["1-999999", "y"]]);
		expect(wide.ok && wide.value ? checkRollTable(wide.value).map((problem) => problem.kind) : []).toEqual(["outside", "gap"]);
	});

	it("lists at most 20 problems for a table with many overlaps, and stays quick", () => {
		const body = Array.from({ length: MAX_TABLE_ROWS - 1 }, () => ["1-20", "same"]);
		const read = parseRollTable(["d20", "x"], body);
		// CPU time, so a loaded machine does not decide: every pair of 999 rows would be half a million checks.
		const start = cpuMs();
		const problems = read.ok && read.value ? checkRollTable(read.value) : [];
		expect(cpuMs() - start).toBeLessThan(200);
		expect(problems.length).toBeGreaterThan(20);
	});
});

describe("rolling", () => {
	/** Rolls every face of the die once (scripted) and counts the rows picked. */
	function countsOverEveryFace(table: RollTable): number[] {
		const counts = table.rows.map(() => 0);
		for (let face = 1; face <= table.die; face++) {
			const roll = rollOnTable(table, scriptedRng([face]));
			if (!roll.ok) throw new Error(roll.error);
			expect(roll.value.face).toBe(face);
			counts[roll.value.row.row - 1] = (counts[roll.value.row.row - 1] ?? 0) + 1;
		}
		return counts;
	}

	it.each([LANTERN_D6, MARKET_PERCENT, COINS_D100])("gives each row the odds (faces it covers)/(faces of the die), face by face", (markdown) => {
		const table = tableOf(markdown);
		const counts = countsOverEveryFace(table);
		const odds = rowOdds(table);
		expect(counts.map((count) => count / table.die)).toEqual(odds);
		expect(odds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
	});

	it("holds for any way of cutting a die into rows", () => {
		fc.assert(
			fc.property(fc.constantFrom(4, 6, 8, 10, 12, 20, 100), fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 15 }), (die, cuts) => {
				const edges = [...new Set(cuts.filter((cut) => cut < die))].sort((a, b) => a - b);
				const starts = [1, ...edges.map((edge) => edge + 1)];
				const body = starts.map((from, i) => {
					const to = edges[i] ?? die;
					return [from === to ? String(from) : `${from}-${to}`, `row ${i + 1}`];
				});
				const read = parseRollTable([`d${die}`, "Result"], body);
				if (!read.ok || !read.value) throw new Error("unread");
				expect(checkRollTable(read.value)).toEqual([]);
				const counts = countsOverEveryFace(read.value);
				expect(counts).toEqual(read.value.rows.map((row) => (row.to as number) - (row.from as number) + 1));
			}),
			{ numRuns: 60 },
		);
	});

	it("rolls through the project's Rng: a seeded generator is reproducible", () => {
		const table = tableOf(COINS_D100);
		const first = rollOnTable(table, seededRng(7));
		const again = rollOnTable(table, seededRng(7));
		expect(first).toEqual(again);
	});

	it("makes a roll log entry with the table, the die and the row", () => {
		const table = tableOf(LANTERN_D6);
		const roll = rollOnTable(table, scriptedRng([5]));
		if (!roll.ok) throw new Error(roll.error);
		const entry = tableRollEntry(roll.value, { id: "x1", time: "2026-03-14T20:00:00.000Z", actor: "", table: "Lantern: What the lantern shows", from: "[[Lantern]]", links: ["Lantern", "Hollow-Key", "Lantern"] });
		expect(entry.kind).toBe("roll");
		expect(entry.inputs).toEqual([
			{ key: "table", value: "Lantern: What the lantern shows" },
			{ key: "from", value: "[[Lantern]]" },
			{ key: "die", value: "d6" },
			{ key: "rolled", value: 5 },
			{ key: "row", value: 3 },
		]);
		expect(entry.dice).toEqual([{ notation: "1d6", dice: [{ value: 5, kept: true }], total: 5 }]);
		expect(entry.links).toEqual(["Lantern", "Hollow-Key"]);
		expect(entry.outcome?.text).toBe("[[Hollow-Key|A hollow key]]");
	});
});

describe("a face rolled at the table", () => {
	it("picks the row the plugin's roll with that face picks, for every face, marked entered by hand", () => {
		for (const markdown of [LANTERN_D6, COINS_D100]) {
			const table = tableOf(markdown);
			for (let face = 1; face <= table.die; face++) {
				const rolled = rollOnTable(table, scriptedRng([face]));
				const typed = rowForTypedFace(table, ` ${face} `);
				if (!rolled.ok || !typed.ok) throw new Error("a face of the die was refused");
				expect(typed.value.row).toBe(rolled.value.row);
				expect(typed.value.enteredByHand).toBe(true);
			}
		}
	});

	it("reads 00 on percentile dice as 100, and refuses faces the die does not have, in words", () => {
		const coins = tableOf(COINS_D100);
		const hundred = rowForTypedFace(coins, "00");
		expect(hundred.ok && hundred.value.row.cells).toEqual(["A coin from no known mint"]);
		const lantern = tableOf(LANTERN_D6);
		expect(rowForTypedFace(lantern, "0")).toEqual({ ok: false, error: 'd6: "0" is not a face of a d6 (1 to 6).' });
		expect(rowForTypedFace(lantern, "")).toEqual({ ok: false, error: "d6: type 1 die, got 0." });
		expect(rowForTypedFace(lantern, "2 3")).toEqual({ ok: false, error: "d6: type 1 die, got 2." });
		expect(rowForTypedFace(lantern, "<img src=x>").ok).toBe(false);
	});

	it("logs the typed face as entered by hand", () => {
		const typed = rowForTypedFace(tableOf(LANTERN_D6), "6");
		if (!typed.ok) throw new Error(typed.error);
		const entry = tableRollEntry(typed.value, { id: "x", time: "2026-11-29T00:00:00.000Z", actor: "", table: "Lantern", from: "[[Lantern]]", links: [] });
		expect(entry.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
		expect(entry.dice[0]?.dice[0]?.value).toBe(6);
	});
});
