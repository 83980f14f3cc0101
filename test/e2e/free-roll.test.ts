import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, watchProblems } from "./browser";

/**
 * Free rolls are records, in real Chromium with the plugin's own renderers (issue 12 §3): a dice
 * block in a character note is rolled, the note is drawn again, and the same result shows, found
 * through the session log; and the session log at phone width.
 */

const HARNESS_URL = pathToFileURL(resolve("build/e2e/harness.html")).href;
const SCREENSHOTS = "test-output/screenshots";
const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const SESSION = "Campaigns/The Ninth Gate/Session 2.md";

const NOTES = [
	{
		path: "Campaigns/The Ninth Gate/The Ninth Gate.md",
		text: '---\nledger: campaign\nsystem: cypher\ndamage-model: wounds\nparty: ["[[Kessa Varn]]"]\ncurrent-session: "[[Session 2]]"\n---\n# The Ninth Gate\n',
	},
	{ path: SESSION, text: '---\nledger: session\ncampaign: "[[The Ninth Gate]]"\nsession: 2\ndate: 2026-03-14\n---\n# Session 2\n\n```ledger-summary\n```\n\n## Log\n' },
	{
		path: KESSA,
		text: '---\nledger: character\nsystem: cypher\ncampaign: "[[The Ninth Gate]]"\nmight: 15\nmight-max: 15\nmight-edge: 1\nspeed-max: 12\nintellect-max: 9\n---\n# Kessa Varn\n\n```ledger-roll\n1d20 + @might-edge # Climb the crumbling wall\nvs 12\n```\n',
	},
];

let browser: Browser;

beforeAll(async () => {
	browser = await launch();
	mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
	await browser?.close();
});

async function openHarness(width: number): Promise<{ page: Page; problems: string[] }> {
	const page = await browser.newPage({ viewport: { width, height: 900 } });
	const problems = watchProblems(page);
	await page.goto(HARNESS_URL);
	await page.evaluate(() => window.ledgerHarnessReady);
	await page.evaluate((notes) => window.ledgerHarness.useVault(notes), NOTES);
	return { page, problems };
}

async function drawNote(page: Page, path: string): Promise<void> {
	const text = await page.evaluate((notePath) => window.ledgerHarness.readNote(notePath), path);
	await page.evaluate(({ markdown, notePath }) => {
		window.ledgerHarness.clear();
		// Resolves once the note is drawn (the preview draws in slices).
		return window.ledgerHarness.renderNote(markdown, notePath);
	}, { markdown: text, notePath: path });
}

describe("a dice block in a character note, in Chromium", () => {
	it("is logged to the session and shows the same result when the note is drawn again", async () => {
		const { page, problems } = await openHarness(720);
		await drawNote(page, KESSA);
		const block = page.locator(".cl-roll");
		await block.getByRole("button", { name: "Roll Climb the crumbling wall" }).click();
		await expect.poll(() => block.locator(".cl-roll-record").textContent()).toMatch(/^Logged to Session 2, /);
		const total = await block.locator(".cl-roll-total-value").textContent();
		const breakdown = await block.locator(".cl-roll-breakdown").textContent();
		// `1d20 + @might-edge` with might-edge 1: the die plus one.
		expect(breakdown).toMatch(/^\d+ \+ 1 = \d+$/);
		expect(await page.evaluate((path) => window.ledgerHarness.readNote(path), SESSION)).toContain("@might-edge = 1");

		// Draw the note again (what reopening it does): the result comes back from the log.
		await drawNote(page, KESSA);
		const again = page.locator(".cl-roll");
		await expect.poll(() => again.locator(".cl-roll-total-value").textContent()).toBe(total);
		expect(await again.locator(".cl-roll-breakdown").textContent()).toBe(breakdown);
		expect(await again.locator(".cl-roll-record").textContent()).toMatch(/^Last rolled .+\.$/);
		expect(await again.getByRole("button", { name: "Roll Climb the crumbling wall" }).textContent()).toBe("Roll again");
		// The character note's own text never holds the result.
		expect(await page.evaluate((path) => window.ledgerHarness.readNote(path), KESSA)).not.toContain("ledger-entry");
		expect(problems).toEqual([]);
		await page.close();
	});

	it("the session log at 390 px: compact cards, the summary scrolls inside its block, the page never widens", async () => {
		const { page, problems } = await openHarness(390);
		await drawNote(page, KESSA);
		for (let i = 0; i < 3; i++) {
			await page.getByRole("button", { name: "Roll Climb the crumbling wall" }).click();
			await expect.poll(() => page.locator(".cl-roll-record").textContent()).toMatch(/^Logged/);
		}
		await drawNote(page, SESSION);
		await expect.poll(() => page.locator(".cl-entry-callout .cl-entry-status").count()).toBe(3);
		// Each entry is one folded line: who, what, the dice, how it went, and its Undo.
		expect(await page.locator(".cl-entry-callout.is-collapsed").count()).toBe(3);
		for (const entry of await page.locator(".cl-entry-callout").all()) {
			const title = await entry.locator(".callout-title").boundingBox();
			expect(title?.height ?? 999, "the folded entry's line (its Undo button included)").toBeLessThanOrEqual(120);
			expect(await entry.locator(".cl-entry-dice-glance").textContent()).toMatch(/^1d20 \+ @might-edge: \d+ \+ 1 = \d+$/);
		}
		await expect.poll(() => page.locator(".cl-summary-table").count()).toBe(1);
		const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
		expect(widths.page).toBeLessThanOrEqual(widths.view);
		const scroller = page.locator(".cl-summary-scroll");
		expect(await scroller.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
		await page.screenshot({ path: `${SCREENSHOTS}/session-log-390.png`, fullPage: true });
		expect(problems).toEqual([]);
		await page.close();
	});
});
