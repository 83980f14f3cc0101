import type { MarkdownPostProcessorContext, Plugin } from "obsidian";
import { cryptoRng, type Rng } from "../../engine/rng";
import { diceLineBefore, judgeTable, mayBeRollHeader, type SourceTable, type TableVerdict } from "../../engine/roll-tables/index";
import type { LedgerSettings } from "../../settings";
import { RollTableChild, type RollTableDeps } from "./table-child";

/** The first cell of a rendered row, as text: all a row's faces need (the bar copies the result cells when rolled). */
function firstCellOf(row: Element): string[] {
	return [row.firstElementChild?.textContent ?? ""];
}

const BAR = "cl-table-roll";

/**
 * Reads a rendered table as a roll table, from its cells' text; the `dice: 1d20` line before it
 * (outside the table's section) is read from the note's source only when the header names no die.
 */
function readRendered(tableEl: HTMLElement, el: HTMLElement, ctx: MarkdownPostProcessorContext): TableVerdict {
	const [headerRow, ...bodyRows] = Array.from(tableEl.querySelectorAll("tr"));
	if (!headerRow) return { kind: "plain" };
	const source: SourceTable = { line: 0, header: Array.from(headerRow.children, (cell) => cell.textContent ?? ""), rows: bodyRows.map(firstCellOf) };
	const read = judgeTable(source);
	if ((read.kind === "rollable" || read.kind === "broken") && read.table.dieFrom === "ranges" && !read.table.headerIsRow) {
		const info = ctx.getSectionInfo(el);
		const diceLine = info ? diceLineBefore(info.text, info.lineStart) : undefined;
		if (diceLine !== undefined) return judgeTable({ ...source, diceLine });
	}
	return read;
}

/**
 * Finds the roll tables of a rendered section (callouts included) and puts a bar above each. Cheap
 * for every other section: no <table>, nothing more is done; a table is read only when its first
 * header cell looks like a die ("d20", "Roll", "1-3").
 */
export function mountRollTables(el: HTMLElement, ctx: MarkdownPostProcessorContext, deps: RollTableDeps): number {
	const found = el.getElementsByTagName("table");
	if (found.length === 0) return 0;
	let mounted = 0;
	for (const tableEl of Array.from(found)) {
		const first = tableEl.querySelector("tr")?.firstElementChild;
		// A table that already has its bar (a section post-processed again) gets no second one.
		if (!first || tableEl.previousElementSibling?.hasClass(BAR) || !mayBeRollHeader(first.textContent ?? "")) continue;
		const read = readRendered(tableEl, el, ctx);
		if (read.kind === "plain") continue;
		const bar = createDiv({ cls: BAR });
		tableEl.before(bar);
		ctx.addChild(new RollTableChild(bar, tableEl, read, deps, ctx.sourcePath));
		mounted++;
	}
	return mounted;
}

/**
 * Every Markdown table whose first column is a die becomes rollable in reading view, on compendium
 * pages and in the user's own notes. The Rng is injected for tests; in Obsidian it is crypto.
 */
export function registerRollTables(plugin: Plugin, getSettings: () => LedgerSettings, rng: Rng = cryptoRng()): void {
	const deps: RollTableDeps = { app: plugin.app, settings: getSettings, rng };
	plugin.registerMarkdownPostProcessor((el, ctx) => {
		mountRollTables(el, ctx, deps);
	});
}
