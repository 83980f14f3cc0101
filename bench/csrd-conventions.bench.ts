/**
 * The CSRD kept every way users keep it (issue 23 §4): corpora generated from the known vault
 * (../shared/csrd-vault) by bench/csrd-corpora.ts into a temporary folder, read back from disk, and
 * every page (or, in a chapter note, every entry) run through the plugin's detection and parsers. The
 * known vault's own parse is the reference. Per corpus and kind: recognised (read as the same kind),
 * parsed, each compared field equal (ability: cost, Pool, Action/Enabler; creature: level, health,
 * Armor; cypher and artifact: level formula, depletion; equipment: weapon and armor weight), and
 * pages of other kinds claimed as this one.
 *
 * Budgets, on every corpus and every kind it rewrites: ≥ 95 % recognised and ≥ 95 % parsed; each
 * field ≥ 98 % equal among the parsed; pages of other kinds claimed wrongly ≤ 1 % of the kind's pages;
 * on average under 1 ms to detect and parse a page. Chapter notes are measured for abilities and
 * creatures (the entries that get buttons): a page counts as recognised when an entry of its kind
 * starts within its lines; the chapter's other entries (a descriptor's abilities, a creature's
 * companions) are counted apart, without a budget. The whole bench takes about 10 s.
 *
 * Run: npx tsx bench/csrd-conventions.bench.ts [--check] [--keep]   (--keep leaves the corpora on disk)
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { performance } from "node:perf_hooks";
import { findEntriesInBody, readPageText } from "../src/notes/csrd";
import { measureChapters, measurePages, readFile, readingOf, readCorpus, type ConventionFigures, type CorpusFile, type FoundEntry, type Reading } from "../test/unit/csrd/corpus";
import { CHAPTER_VARIANTS, corporaFolder, generateCorpora, PAGE_VARIANTS, REWRITTEN, writeCorpora } from "./csrd-corpora";
import { finish, report } from "./lib";
import { print } from "../scripts/print.mjs";

const RECOGNISED = 95;
const PARSED = 95;
const FIELDS = 98;
const CLAIMED = 1;
const CHAPTER_KINDS = ["ability", "creature"] as const;

const vault = process.env.CSRD_VAULT ?? join("..", "shared", "csrd-vault");
const keep = process.argv.includes("--keep");

/** The entries the plugin finds in a chapter note, each read as a page of its own. */
function entriesOf(file: CorpusFile): FoundEntry[] {
	const page = readPageText(file.path, file.text);
	return findEntriesInBody(page.body).map((entry) => {
		const read = readingOf({ path: file.path, tags: [], aliases: entry.name ? [entry.name] : [], body: entry.text }, entry.kind);
		return { name: entry.name, line: entry.lineStart, read };
	});
}

const pct = (part: number, whole: number): number => (whole === 0 ? 0 : (100 * part) / whole);

function reportFigures(corpus: string, figures: Map<string, ConventionFigures>, pages = true): void {
	for (const [kind, f] of figures) {
		if (f.pages === 0) continue;
		const label = `${corpus} · ${kind}`;
		const recognised = pct(f.recognised, f.pages);
		const parsed = pct(f.parsed, f.pages);
		report({ name: `${label}: recognised`, value: recognised, unit: `% (${f.recognised}/${f.pages})`, budget: `≥ ${RECOGNISED} %`, pass: recognised >= RECOGNISED });
		report({ name: `${label}: parsed`, value: parsed, unit: `% (${f.parsed}/${f.pages})`, budget: `≥ ${PARSED} %`, pass: parsed >= PARSED });
		for (const [field, { equal, compared }] of Object.entries(f.fields)) {
			const share = pct(equal, compared);
			report({ name: `${label}: ${field} equal`, value: share, unit: `% (${equal}/${compared})`, budget: `≥ ${FIELDS} %`, pass: share >= FIELDS });
		}
		const claimed = pct(f.claimedWrongly, f.pages);
		if (pages) report({ name: `${label}: other pages claimed`, value: f.claimedWrongly, unit: `(${claimed.toFixed(1)} %)`, budget: `≤ ${CLAIMED} %`, pass: claimed <= CLAIMED });
		for (const miss of f.misses.slice(0, 3)) print(`    e.g. ${miss}`);
	}
}

function main(): void {
	if (!existsSync(vault)) {
		print(`csrd-conventions: the CSRD vault is not at ${vault}; nothing to measure.`);
		if (process.env.CI === "true") process.exit(1);
		return;
	}
	const started = performance.now();
	const files = readCorpus(vault);
	const reference = new Map<string, Reading>(files.map((file) => [file.path, readFile(file)]));
	const corpora = generateCorpora(files);
	const folder = corporaFolder();
	try {
		writeCorpora(folder, corpora);
		const generatedMs = performance.now() - started;
		let readMs = 0;
		let read = 0;
		for (const variant of PAGE_VARIANTS) {
			// Read back from disk, as a vault would hand the pages over.
			const manifest = new Map(JSON.parse(readFileSync(join(folder, `${variant}.manifest.json`), "utf8")) as [string, string][]);
			const pages = readCorpus(join(folder, variant)).map((file) => ({ ...file, original: manifest.get(file.path) ?? "" }));
			const t = performance.now();
			const figures = measurePages(reference, pages, REWRITTEN[variant]);
			readMs += performance.now() - t;
			read += pages.length;
			reportFigures(variant, figures);
		}
		for (const variant of CHAPTER_VARIANTS) {
			const manifest = JSON.parse(readFileSync(join(folder, `${variant}.manifest.json`), "utf8")) as [string, string, string[], number[]][];
			const chapters = manifest.map(([path, , originals, starts]) => ({ path, text: readFileSync(join(folder, variant, path), "utf8"), originals, starts }));
			const t = performance.now();
			const { figures, extras } = measureChapters(reference, chapters, CHAPTER_KINDS, entriesOf);
			readMs += performance.now() - t;
			read += chapters.reduce((sum, chapter) => sum + chapter.originals.length, 0);
			reportFigures(variant, figures, false);
			for (const [key, extra] of [...extras].sort((a, b) => b[1].count - a[1].count)) {
				report({ name: `${variant}: more entries, ${key}`, value: extra.count, unit: `(e.g. ${extra.examples.join("; ")})` });
			}
		}
		report({ name: "generate and write the corpora", value: generatedMs, unit: "ms" });
		// Per page (or per page's worth of a chapter): what opening one costs, on a machine others share too.
		const perPage = (1000 * readMs) / read;
		report({ name: `detect and parse every corpus (${read} pages, ${(readMs / 1000).toFixed(1)} s)`, value: perPage, unit: "µs a page", budget: "< 1000 µs", pass: perPage < 1000 });
	} finally {
		if (keep) print(`corpora kept in ${folder}`);
		else rmSync(folder, { recursive: true, force: true });
	}
	finish("csrd-conventions");
}

main();
