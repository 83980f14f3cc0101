/**
 * The CSRD page panel (issue 11 §1): what one panel costs to build on a compendium page's first
 * section (the page read from the section's text, its kind detected, parsed, the panel drawn),
 * rendered into happy-dom against obsidian-test-mocks (slower than Obsidian's DOM), over the demo
 * vault's compendium pages and, when it is beside the repository, a sample of the CSRD compendium.
 * Also what every other section costs (the post-processor runs on each section of each note).
 *
 * Budget: one panel built in ≤ 5 ms.
 *
 * Run: npx tsx bench/csrd-panel.bench.ts [--check]
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { readCorpus } from "../test/unit/csrd/corpus";
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
		App: { createConfigured__(): { asOriginalType__(): { vault: { create(path: string, text: string): Promise<unknown> } } } };
		setup: () => void;
		seededRng: (seed: number) => unknown;
		DEFAULT_SETTINGS: unknown;
	}>("csrd-panel", ["export { mountCsrdPanel } from \"./src/ui/csrd/panel\";", "export { seededRng } from \"./src/engine/rng\";", "export { DEFAULT_SETTINGS } from \"./src/settings\";"]);

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
	finish("csrd-panel");
}

// tsx runs bench files as CommonJS, which has no top-level await.
void main();
