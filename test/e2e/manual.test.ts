import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, watchProblems, whenNoteSettled } from "./browser";
import { notesUnder, VAULT } from "./vault-notes";
import { startDemo, type RunningDemo } from "./demo-server";

/**
 * The manual lives in the demo vault (demo-vault/Manual/). Every one of its notes, listed when the
 * test runs (so notes added later are covered too), is opened in the real `npm run demo` preview:
 * it must show at least one live example of the plugin's, no error message of a block or of the
 * preview, and no link to a note the vault does not have.
 */
const MANUAL = join(VAULT, "Manual");


const manualNotes = notesUnder(MANUAL);
const vaultNotes = notesUnder(VAULT);


/** Whether a link target names a note of the vault, as Obsidian resolves it: by path, else by note name. */
function exists(target: string): boolean {
	const name = (target.split(/[#^|]/)[0] ?? "").trim();
	if (name === "") return true; // a link to a heading of the same note
	const withExtension = name.endsWith(".md") ? name : `${name}.md`;
	return vaultNotes.some((path) => path === withExtension || path.endsWith(`/${withExtension}`));
}

/** What counts as an error message on the page: the preview's own, and any alert or error, warning or problem line a block draws. */
const ERROR_SELECTOR = '.cl-preview-error, [role="alert"], [class*="error"], [class*="warning"], [class*="problem"]';
/** A live example: any block the plugin draws (its classes start with block-language-ledger), an inline roll, a table's Roll button, a logged entry, or the bar beside another plugin's block. */
const LIVE_SELECTOR = '[class*="block-language-ledger"], .cl-inline-roll, .cl-table-roll-button, .cl-entry-callout, .cl-peer-bar';

let demo: RunningDemo | undefined;
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
	demo = await startDemo();
	browser = await launch();
	page = await browser.newPage();
	problems = watchProblems(page);
});

afterAll(async () => {
	await browser?.close();
	demo?.stop();
});

describe("the manual in the demo vault", () => {
	it("has an index, a rules interpretations note and notes beside them", () => {
		expect(manualNotes).toContain("Manual/Index.md");
		expect(manualNotes).toContain("Manual/Rules interpretations.md");
		expect(manualNotes.length).toBeGreaterThan(5);
	});

	it.each(manualNotes)("%s opens in the preview with live examples, no error and no broken link", async (path) => {
		problems.length = 0;
		await page.goto(`${demo?.url ?? ""}#note=${encodeURIComponent(path)}`);
		await page.waitForSelector(`body[data-ready='${path.replace(/'/g, "\\'")}']`, { timeout: 15_000 });
		// Blocks that read notes finish on the next tasks: look once they have.
		await whenNoteSettled(page);
		const note = page.locator("#note");

		expect(await note.locator(LIVE_SELECTOR).count(), "live examples").toBeGreaterThan(0);
		// The Roll tables note shows a table with a gap and an overlap on purpose: its problem list and
		// marked rows are the example.
		const shown = path === "Manual/Roll tables.md" ? note.locator(ERROR_SELECTOR).filter({ hasNot: page.locator("xpath=ancestor-or-self::*[contains(@class, 'cl-table-roll') or contains(@class, 'cl-table-row-problem')]") }) : note.locator(ERROR_SELECTOR);
		expect(await shown.allTextContents(), "error messages").toEqual([]);

		const targets = await note.locator("a.internal-link").evaluateAll((links) => links.map((link) => link.getAttribute("data-href") ?? ""));
		expect(targets.filter((target) => !exists(target)), "links to notes the vault does not have").toEqual([]);
		const unresolved = await note.locator("a.internal-link.is-unresolved").evaluateAll((links) => links.map((link) => link.getAttribute("data-href") ?? ""));
		expect(unresolved.filter((target) => !exists(target)), "links the preview could not resolve").toEqual([]);
		expect(problems).toEqual([]);
	});
});
