/**
 * Roll tables (issue 11 §2): a census of the tables in the CSRD compendium (../shared/csrd-vault)
 * and the demo vault (found, die tables, rollable, broken by gaps or overlaps, refused), the time to
 * find, read and check every table of the compendium, and what the reading-view post-processor
 * costs per table (rendered into happy-dom against obsidian-test-mocks, slower than Obsidian's DOM).
 *
 * Budgets: every table of the compendium found, read and checked in ≤ 500 ms; one roll table
 * post-processed (read from the rendered cells, checked, its bar drawn) in ≤ 5 ms.
 *
 * Run: npx tsx bench/roll-tables.bench.ts [--check]
 */
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { findMarkdownTables, judgeTable, tableCensus, type SourceTable } from "../src/engine/roll-tables/index";
import { readCorpus } from "../test/unit/csrd/corpus";
import { finish, medianMs, report } from "./lib";
import { loadWithMocks } from "./with-mocks";
import { print } from "../scripts/print.mjs";

const CENSUS_BUDGET_MS = 500;
const PER_TABLE_BUDGET_MS = 5;
const csrd = process.env.CSRD_VAULT ?? join("..", "shared", "csrd-vault");

function census(name: string, pages: { path: string; text: string }[]): void {
	const counts = tableCensus(pages);
	report({ name: `${name}: pages`, value: counts.pages, unit: "pages" });
	report({ name: `${name}: tables found`, value: counts.tables, unit: "tables" });
	report({ name: `${name}: die tables`, value: counts.dieTables, unit: "tables" });
	report({ name: `${name}: rollable`, value: counts.rollable, unit: "tables" });
	report({ name: `${name}: broken (gaps, overlaps…)`, value: counts.broken, unit: "tables" });
	report({ name: `${name}: refused (limits)`, value: counts.refused, unit: "tables" });
	for (const problem of counts.problems) print(`  ${problem.path}:${problem.line}  ${problem.text}`);
}

/** The table as Obsidian renders it (cells as text; enough for what the post-processor reads). */
function rendered(table: SourceTable): HTMLElement {
	const el = document.createElement("div");
	const tableEl = el.appendChild(document.createElement("table"));
	const head = tableEl.appendChild(document.createElement("thead")).appendChild(document.createElement("tr"));
	for (const cell of table.header) head.appendChild(document.createElement("th")).textContent = cell.replace(/&nbsp;/g, "\u00a0");
	const body = tableEl.appendChild(document.createElement("tbody"));
	for (const row of table.rows) {
		const tr = body.appendChild(document.createElement("tr"));
		for (const cell of row) tr.appendChild(document.createElement("td")).textContent = cell;
	}
	return el;
}

async function main(): Promise<void> {
	const pages = readCorpus(csrd);
	census("CSRD", pages);
	census("demo vault", readCorpus("demo-vault"));

	const parseAll = (): number => {
		let tables = 0;
		for (const page of pages) for (const table of findMarkdownTables(page.text)) if (judgeTable(table).kind !== "plain") tables++;
		return tables;
	};
	const ms = medianMs(parseAll, 11, 2);
	report({ name: "CSRD: find, read and check every table", value: ms, unit: "ms", budget: `≤ ${CENSUS_BUDGET_MS} ms`, pass: ms <= CENSUS_BUDGET_MS });

	// The post-processor, against obsidian-test-mocks in happy-dom (as the dom tests run it).
	type Mount = (el: HTMLElement, ctx: unknown, deps: unknown) => number;
	const bundle = await loadWithMocks<{
		mountRollTables: Mount;
		App: { createConfigured__(): { asOriginalType__(): unknown } };
		setup: () => void;
		seededRng: (seed: number) => unknown;
		DEFAULT_SETTINGS: unknown;
	}>("roll-tables", ["export { mountRollTables } from \"./src/ui/roll-tables/register\";", "export { seededRng } from \"./src/engine/rng\";", "export { DEFAULT_SETTINGS } from \"./src/settings\";"]);

	bundle.setup();
	const deps = { app: bundle.App.createConfigured__().asOriginalType__(), settings: () => bundle.DEFAULT_SETTINGS, rng: bundle.seededRng(1) };
	const dieTables = pages.flatMap((page) => findMarkdownTables(page.text).filter((table) => judgeTable(table).kind !== "plain"));
	const children: { unload(): void }[] = [];
	const ctx = { sourcePath: "Tables/Bench.md", getSectionInfo: () => null, addChild: (child: { load(): void; unload(): void }) => (child.load(), children.push(child)) };
	let sections: HTMLElement[] = [];
	const mountAll = (): number => {
		let mounted = 0;
		for (const section of sections) mounted += bundle.mountRollTables(section, ctx, deps);
		return mounted;
	};
	const times: number[] = [];
	for (let run = 0; run < 9; run++) {
		sections = dieTables.map(rendered);
		const start = performance.now();
		const mounted = mountAll();
		times.push((performance.now() - start) / Math.max(1, mounted));
		if (mounted !== dieTables.length) throw new Error(`post-processed ${mounted} of ${dieTables.length} die tables`);
		for (const child of children.splice(0)) child.unload();
	}
	times.sort((a, b) => a - b);
	const perTable = times[Math.floor(times.length / 2)] as number;
	report({ name: `post-process one roll table (median over ${dieTables.length} tables, happy-dom)`, value: perTable, unit: "ms", budget: `≤ ${PER_TABLE_BUDGET_MS} ms`, pass: perTable <= PER_TABLE_BUDGET_MS });

	// A section with no table must cost next to nothing: the post-processor runs on every section of every note.
	const plain = Array.from({ length: 1000 }, () => {
		const el = document.createElement("div");
		el.appendChild(document.createElement("p")).textContent = "A paragraph of an ordinary note.";
		return el;
	});
	const plainMs = medianMs(() => {
		for (const el of plain) bundle.mountRollTables(el, ctx, deps);
	}, 21, 3);
	report({ name: "post-process 1000 sections without a table", value: plainMs, unit: "ms" });
	finish("roll-tables");
}

// tsx runs bench files as CommonJS, which has no top-level await.
void main();
