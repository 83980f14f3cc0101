/**
 * The shared table's sheet: building a Cypher character's SheetModel and drawing it (meters with
 * steppers, wound boxes, lists, 20 quick-task buttons, 10 abilities) into a fresh element, in
 * Chromium; the figure with the browser's layout forced is printed alongside. It runs on every change of the note, so it must stay far below a 16 ms
 * frame. Budget: ≤ 5 ms median (issue 8: "drawing any sheet ≤ 5 ms").
 *
 * Run: npx tsx bench/table-sheet.bench.ts [--check]
 */
import { readFileSync } from "node:fs";
import { launch } from "../test/e2e/browser";
import { finish, report } from "./lib";
import { bundlePageScript } from "./preview-trace";

async function main(): Promise<void> {
	const script = await bundlePageScript('import "./bench/table-sheet-page.ts";');
	const browser = await launch();
	try {
		const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
		await page.setContent(`<!doctype html><html><head><style>${readFileSync("styles.css", "utf8")}</style></head><body></body></html>`);
		await page.addScriptTag({ content: script });
		const run = (layout: boolean): Promise<number> => page.evaluate((withLayout) => (window as unknown as { benchSheet: (runs: number, layout: boolean) => number }).benchSheet(201, withLayout), layout);
		const ms = await run(false);
		report({ name: "table: build and draw a Cypher sheet in Chromium (20 quick tasks, 10 abilities)", value: ms, unit: "ms", budget: "≤ 5 ms", pass: ms <= 5 });
		// Printed without a budget: the browser's own layout of the new sheet, which varies with the machine's load.
		report({ name: "table: the same, with the browser's layout forced (390 px page)", value: await run(true), unit: "ms" });
	} finally {
		await browser.close();
	}
	finish("table-sheet");
}

void main();
