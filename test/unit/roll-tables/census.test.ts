import { expect, it } from "vitest";
import { tableCensus, type TableCensus } from "../../../src/engine/roll-tables/index";
import { CSRD_DIR, describeReadingCompendium } from "../../helpers/seeds";
import { readCorpus } from "../csrd/corpus";

describeReadingCompendium("roll tables of the CSRD compendium", () => {
	let census: TableCensus | undefined;
	const counted = (): TableCensus => (census ??= tableCensus(readCorpus(CSRD_DIR)));

	it("finds the compendium's tables and reads nearly every die table as rollable", () => {
		const { pages, tables, dieTables, rollable, broken, refused } = counted();
		// Measured on the snapshot: 2,825 pages, 247 tables, 129 die tables, 123 rollable, 6 broken.
		expect(pages).toBeGreaterThan(2_700);
		expect(tables).toBeGreaterThanOrEqual(240);
		expect(dieTables).toBeGreaterThanOrEqual(125);
		expect(rollable).toBeGreaterThanOrEqual(120);
		expect(rollable + broken + refused).toBe(dieTables);
		expect(refused).toBe(0);
	});

	it("names the real broken tables by row instead of rolling them", () => {
		const { broken, problems } = counted();
		expect(broken).toBeGreaterThanOrEqual(4);
		expect(broken).toBeLessThanOrEqual(10);
		const where = (file: string): string | undefined => problems.find((problem) => problem.path.endsWith(file))?.text;
		// Two tables written with no blank line between them read as one table whose faces repeat.
		expect(where("Gm-Intrusions-for-Post-Apocalyptic-Games.md")).toMatch(/^Rows \d+ and \d+ both cover 1\.$/);
		// A d100 table with three faces that no row covers.
		expect(where("Realistic-Threats-and-Hazards.md")).toMatch(/^No row covers 82–84 of the d100/);
		for (const problem of problems) expect(problem.text).toMatch(/^(Row|Rows|No row)/);
	});
});
