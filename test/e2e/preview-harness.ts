/**
 * The harness page for the tests of the preview itself (test/e2e/preview-*.test.ts): one Chromium
 * per file, a fresh page per test with the plugin loaded, and no page or console errors allowed.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import type { PreviewNote } from "../../preview/obsidian-shim";
import { launch, watchProblems } from "./browser";

export const HARNESS_URL = pathToFileURL(resolve("build/e2e/harness.html")).href;

export interface HarnessPage {
	readonly page: Page;
}

/** A fresh harness page for each test of the file, over a vault holding `notes` (none by default). */
export function useHarness(notes: readonly PreviewNote[] = [], viewport = { width: 900, height: 700 }): HarnessPage {
	let browser: Browser | undefined;
	let page: Page | undefined;
	let problems: string[] = [];
	beforeAll(async () => {
		browser = await launch();
	});
	afterAll(async () => {
		await browser?.close();
	});
	beforeEach(async () => {
		if (!browser) throw new Error("Chromium is not running");
		page = await browser.newPage({ viewport });
		problems = watchProblems(page);
		await page.goto(HARNESS_URL);
		await page.evaluate(() => window.ledgerHarnessReady);
		if (notes.length > 0) await page.evaluate((vault) => window.ledgerHarness.useVault(vault), [...notes]);
	});
	afterEach(async () => {
		await page?.close();
		expect(problems, "page errors and console errors").toEqual([]);
	});
	return {
		get page() {
			if (!page) throw new Error("no page: useHarness's beforeEach has not run");
			return page;
		},
	};
}

/** Draws `markdown` in the harness (as the note at `path`) and waits until every section is drawn. */
export async function draw(page: Page, markdown: string, path = "Test.md"): Promise<void> {
	await page.evaluate(({ text, source }) => window.ledgerHarness.renderNote(text, source), { text: markdown, source: path });
}
