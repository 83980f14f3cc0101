/**
 * The CSRD page panel (issue 11 §1): what one panel costs to build on a compendium page's first
 * section (the page read from the section's text, its kind detected, parsed, the panel drawn),
 * rendered into happy-dom against obsidian-test-mocks (slower than Obsidian's DOM), over the demo
 * vault's compendium pages and, when it is beside the repository, a sample of the CSRD compendium.
 * Also what every other section costs (the post-processor runs on each section of each note).
 *
 * Budget: one panel built in ≤ 5 ms.
 *
 * Entries inside a longer note (issue 23 §3): every section of a whole chapter pasted into one note
 * post-processed as reading view does (the CSRD's Abilities and Creatures chapters in the CSRD's own
 * form, generated from the compendium by bench/csrd-corpora.ts), each entry's bar drawn. Budget:
 * the Abilities chapter (about 1,200 bars) drawn in ≤ 2 s in happy-dom, and ≤ 2 ms a bar.
 *
 * Run: npx tsx bench/csrd-panel.bench.ts [--check]
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { performance } from "node:perf_hooks";
import { readCorpus } from "../test/unit/csrd/corpus";
import { generateCorpora } from "./csrd-corpora";
import { finish, medianMs, report } from "./lib";
import { timeFirstSectionPanels, type PanelMount } from "./first-section-panels";
import { loadWithMocks } from "./with-mocks";

const PER_PANEL_BUDGET_MS = 5;
/** A sample of the compendium is enough for a per-panel figure, and keeps the mock vault small. */
const CSRD_SAMPLE = 400;
const csrd = process.env.CSRD_VAULT ?? join("..", "shared", "csrd-vault");

async function main(): Promise<void> {
	const bundle = await loadWithMocks<{
		mountCsrdPanel: PanelMount;
		mountEntryButtons: (el: HTMLElement, ctx: unknown, deps: unknown) => number;
		App: { createConfigured__(): { asOriginalType__(): { vault: { create(path: string, text: string): Promise<unknown> } } } };
		setup: () => void;
		seededRng: (seed: number) => unknown;
		DEFAULT_SETTINGS: unknown;
	}>("csrd-panel", ["export { mountCsrdPanel } from \"./src/ui/csrd/panel\";", "export { mountEntryButtons } from \"./src/ui/csrd/entry-buttons\";", "export { seededRng } from \"./src/engine/rng\";", "export { DEFAULT_SETTINGS } from \"./src/settings\";"]);

	bundle.setup();
	const app = bundle.App.createConfigured__().asOriginalType__();
	const deps = { app, settings: () => bundle.DEFAULT_SETTINGS, rng: bundle.seededRng(1), tell: () => undefined };

	const pages = readCorpus("demo-vault").filter((page) => page.path.startsWith("Compendium"));
	if (existsSync(csrd)) pages.push(...readCorpus(csrd).filter((_, i) => i % 7 === 0).slice(0, CSRD_SAMPLE));
	for (const page of pages) await app.vault.create(page.path, page.text);

	const { mounted, perPanelMs: perPanel, contexts } = timeFirstSectionPanels(pages, bundle.mountCsrdPanel, deps);
	report({ name: "pages read", value: pages.length, unit: "pages" });
	report({ name: "panels built (creature, ability, cypher, artifact, equipment pages)", value: mounted, unit: "panels" });
	report({ name: "build one panel (median, happy-dom)", value: perPanel, unit: "ms", budget: `≤ ${PER_PANEL_BUDGET_MS} ms`, pass: perPanel <= PER_PANEL_BUDGET_MS });

	// Every section after the first: one look at the note's head, then nothing.
	const later = contexts.slice(0, 50).map((ctx) => ({ ...ctx, getSectionInfo: () => ({ text: ctx.getSectionInfo().text, lineStart: 9999, lineEnd: 9999 }) }));
	const el = document.createElement("div");
	const laterMs = medianMs(() => {
		for (let i = 0; i < 20; i++) for (const ctx of later) bundle.mountCsrdPanel(el, ctx, deps);
	}, 21, 3);
	report({ name: "post-process 1000 later sections of compendium pages", value: laterMs, unit: "ms" });

	if (existsSync(csrd)) {
		const { chapters } = generateCorpora(readCorpus(csrd));
		for (const chapter of chapters["csrd-chapters"].filter((c) => c.folder === "Abilities" || c.folder === "Creatures-NPCs")) {
			await app.vault.create(`Chapters/${chapter.path}`, chapter.text);
			const { bars, ms } = drawChapter(`Chapters/${chapter.path}`, chapter.text, bundle.mountEntryButtons, deps);
			const perBar = ms / Math.max(1, bars);
			const lines = chapter.text.split("\n").length;
			report({ name: `${chapter.folder} chapter (${lines} lines): every section post-processed, bars drawn`, value: bars, unit: "bars" });
			report({ name: `  ${chapter.folder} chapter drawn (first time, entries found once)`, value: ms, unit: "ms", budget: "≤ 2000 ms", pass: ms <= 2000 });
			report({ name: `  ${chapter.folder} chapter: per bar`, value: perBar, unit: "ms", budget: "≤ 2 ms", pass: perBar <= 2 });
		}
	}
	finish("csrd-panel");
}

/** A note's sections as reading view cuts them: a heading alone, else lines up to a blank line. */
function sectionsOf(text: string): { lineStart: number; lineEnd: number }[] {
	const out: { lineStart: number; lineEnd: number }[] = [];
	let start = -1;
	text.split("\n").forEach((line, i, lines) => {
		const breaks = line.trim() === "" || line.startsWith("#");
		if (breaks && start >= 0) out.push({ lineStart: start, lineEnd: i - 1 });
		if (breaks) start = -1;
		if (line.startsWith("#")) out.push({ lineStart: i, lineEnd: i });
		else if (!breaks && start < 0) start = i;
		if (i === lines.length - 1 && start >= 0) out.push({ lineStart: start, lineEnd: i });
	});
	return out;
}

/** Post-processes every section of a note, as reading view does when it opens; the bars drawn and the time. */
function drawChapter(path: string, text: string, mount: (el: HTMLElement, ctx: unknown, deps: unknown) => number, deps: unknown): { bars: number; ms: number } {
	const children: { unload(): void }[] = [];
	const sections = sectionsOf(text);
	const els = sections.map(() => document.createElement("div"));
	const start = performance.now();
	let bars = 0;
	sections.forEach((section, i) => {
		const ctx = { sourcePath: path, getSectionInfo: () => ({ text, ...section }), addChild: (child: { load(): void; unload(): void }) => (child.load(), children.push(child)) };
		bars += mount(els[i] as HTMLElement, ctx, deps);
	});
	const ms = performance.now() - start;
	for (const child of children.splice(0)) child.unload();
	return { bars, ms };
}

// tsx runs bench files as CommonJS, which has no top-level await.
void main();
