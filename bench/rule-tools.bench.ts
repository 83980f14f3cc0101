/**
 * The rule tools: what reading a page's rule topics costs (over the CSRD compendium's 73 rule pages,
 * when the compendium is beside the repository; the demo's rule pages otherwise), and what one rule
 * page's panel costs to build on its first section (topics read, every calculator of its topics
 * drawn and computed), rendered into happy-dom against obsidian-test-mocks (slower than Obsidian's
 * DOM). Also what every later section costs, since the post-processor runs on each.
 *
 * Budgets: one panel built in ≤ 5 ms (its calculators folded: a calculator is drawn when opened);
 * opening a calculator, and a change recomputed, each within a frame (≤ 16 ms).
 *
 * Run: npx tsx bench/rule-tools.bench.ts [--check]
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { readRulePage } from "../src/notes/csrd/rule-page";
import { readCorpus } from "../test/unit/csrd/corpus";
import { finish, medianMs, report } from "./lib";
import { timeFirstSectionPanels, type PanelMount } from "./first-section-panels";
import { loadWithMocks } from "./with-mocks";

const PER_PANEL_BUDGET_MS = 5;
const FRAME_MS = 16;
const csrd = process.env.CSRD_VAULT ?? join("..", "shared", "csrd-vault");
const RULES = "Compendiums/CSRD/en/Rules/";

async function main(): Promise<void> {
	const demoPages = readCorpus("demo-vault").filter((page) => page.path.startsWith("Compendium/Rules/"));
	const rulePages = existsSync(csrd) ? readCorpus(csrd).filter((page) => page.path.startsWith(RULES)) : demoPages;

	// Reading topics: the whole page, as the post-processor reads the first section's note text.
	const detectMs = medianMs(() => {
		for (const page of rulePages) readRulePage(page.path, page.text);
	}, 21, 3);
	const withTopics = rulePages.filter((page) => readRulePage(page.path, page.text).length > 0).length;
	report({ name: "rule pages read", value: rulePages.length, unit: "pages" });
	report({ name: "rule pages with a panel", value: withTopics, unit: "pages" });
	report({ name: `read the topics of all ${rulePages.length} rule pages (median)`, value: detectMs, unit: "ms" });
	report({ name: "  per page, on average", value: detectMs / rulePages.length, unit: "ms" });

	const bundle = await loadWithMocks<{
		mountRulePanel: PanelMount;
		drawCalculator: (el: HTMLElement, calculator: unknown, host: unknown) => unknown;
		CALCULATORS: Record<string, unknown>;
		App: { createConfigured__(): { asOriginalType__(): { vault: { create(path: string, text: string): Promise<unknown>; createFolder(path: string): Promise<unknown> } } } };
		setup: () => void;
		seededRng: (seed: number) => unknown;
		DEFAULT_SETTINGS: unknown;
	}>("rule-tools", ['export { mountRulePanel } from "./src/ui/rules/panel";', 'export { drawCalculator } from "./src/ui/rules/calculator";', 'export { CALCULATORS } from "./src/ui/rules/tools";', 'export { seededRng } from "./src/engine/rng";', 'export { DEFAULT_SETTINGS } from "./src/settings";']);
	bundle.setup();
	const app = bundle.App.createConfigured__().asOriginalType__();
	const deps = { app, settings: () => bundle.DEFAULT_SETTINGS, rng: bundle.seededRng(1), tell: () => undefined };
	// The mocks' vault parses frontmatter more strictly than Obsidian (which keeps a page whose YAML
	// it cannot read, without properties): the few such compendium pages are left out here.
	const pages: typeof demoPages = [];
	for (const page of [...demoPages, ...(rulePages === demoPages ? [] : rulePages)]) {
		try {
			await app.vault.create(page.path, page.text);
			pages.push(page);
		} catch {
			// Not in the mock vault; counted below.
		}
	}
	report({ name: "pages in the mock vault (malformed YAML left out)", value: pages.length, unit: "pages" });
	// The panels are timed on the pages that get one; what the others cost is the reading above.
	const panelPages = pages.filter((page) => readRulePage(page.path, page.text).length > 0);

	const { mounted, perPanelMs: perPanel, contexts, children } = timeFirstSectionPanels(panelPages, bundle.mountRulePanel, deps);
	report({ name: "panels built (demo and CSRD rule pages)", value: mounted, unit: "panels" });
	report({ name: "build one rule page's panel (median, happy-dom)", value: perPanel, unit: "ms", budget: `≤ ${PER_PANEL_BUDGET_MS} ms`, pass: perPanel <= PER_PANEL_BUDGET_MS });

	// The largest page, about all five rules: the worst single panel.
	const largest = panelPages.reduce((a, b) => (b.text.length > a.text.length ? b : a));
	const largestIndex = panelPages.indexOf(largest);
	const largestMs = medianMs(() => {
		bundle.mountRulePanel(document.createElement("div"), contexts[largestIndex], deps);
		for (const child of children.splice(0)) child.unload();
	}, 21, 3);
	report({ name: `build the panel of the largest page (${largest.path.split("/").pop() ?? ""}, ${Math.round(largest.text.length / 1000)} kB)`, value: largestMs, unit: "ms" });

	// Opening a calculator draws it (Obsidian's Setting rows, its dropdowns, its lines); a change
	// recomputes its lines. happy-dom's <select> is slow with many options, so these are upper bounds.
	const host = { deps, page: undefined, register: (target: HTMLElement, type: string, handler: () => void) => target.addEventListener(type, handler), alive: () => true };
	for (const [topic, calculator] of Object.entries(bundle.CALCULATORS)) {
		const openMs = medianMs(() => bundle.drawCalculator(document.createElement("div"), calculator, host), 21, 3);
		report({ name: `open the ${topic} calculator (median, happy-dom)`, value: openMs, unit: "ms", budget: `≤ ${FRAME_MS} ms`, pass: openMs <= FRAME_MS });
	}
	const taskEl = document.createElement("div");
	bundle.drawCalculator(taskEl, bundle.CALCULATORS.task, host);
	const select = taskEl.querySelector<HTMLSelectElement>('[data-key="difficulty"] select');
	let difficulty = 0;
	const changeMs = medianMs(() => {
		if (!select) return;
		select.value = String((difficulty = (difficulty + 1) % 11));
		// Node has its own Event; the page's is happy-dom's.
		select.dispatchEvent(new window.Event("change"));
	}, 21, 3);
	report({ name: "recompute the task calculator on a change of difficulty (median)", value: changeMs, unit: "ms", budget: `≤ ${FRAME_MS} ms`, pass: select !== null && changeMs <= FRAME_MS });

	// Every section after the first: one look at the note's head, then nothing.
	const later = contexts.map((ctx) => ({ ...ctx, getSectionInfo: () => ({ text: ctx.getSectionInfo().text, lineStart: 99_999, lineEnd: 99_999 }) }));
	const el = document.createElement("div");
	const laterMs = medianMs(() => {
		for (let i = 0; i < 1000; i++) bundle.mountRulePanel(el, later[i % later.length], deps);
	}, 21, 3);
	report({ name: "post-process 1000 later sections of rule pages", value: laterMs, unit: "ms" });
	finish("rule-tools");
}

// tsx runs bench files as CommonJS, which has no top-level await.
void main();
