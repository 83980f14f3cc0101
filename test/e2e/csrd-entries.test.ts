import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

/**
 * Entries inside a longer note in Chromium (issue 23 §3): the demo's "Salt and Reef" chapter holds
 * abilities and creatures written as the CSRD writes them. Each gets a bar in reading view; at
 * 390 px the bars fit; Add to character puts an ability on Kessa's sheet as a link to the entry, and
 * Add to encounter puts a creature in the running fight, read from the chapter.
 */

const CHAPTER = "Compendium/Chapters/Salt and Reef.md";
const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const AMBUSH = "Encounters/Warm Well Ambush.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

const bar = (page: Page, name: string) => page.locator(".cl-csrd-entry", { has: page.locator("summary") }).filter({ has: page.locator(`xpath=preceding-sibling::*[contains(., "${name}")]`) });

describe("entries inside a chapter note", () => {
	it("draws a bar beside each ability and creature at 390 px; Add to character puts Salt Lash on Kessa's sheet with its cost", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, CHAPTER);
		const bars = page.locator(".cl-csrd-entry");
		await bars.first().waitFor();
		expect(await bars.count()).toBe(6);
		for (const box of await Promise.all((await bars.all()).map((b) => b.boundingBox()))) expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
		await page.locator(".markdown-rendered").first().screenshot({ path: `${SCREENSHOTS}/csrd-entries-chapter-390.png` });
		const lash = bar(page, "Salt Lash").first();
		expect(await lash.locator(".cl-csrd-panel-facts").textContent()).toBe("Action · Cost 2 Might");
		await lash.screenshot({ path: `${SCREENSHOTS}/csrd-entry-ability-390.png` });
		await lash.getByRole("button", { name: "Add to character" }).click();
		await page.locator(".prompt-input").fill("Kessa Varn");
		await page.locator(".suggestion-item", { hasText: "Kessa Varn" }).first().click();
		const dialog = page.locator(".modal-container .modal", { has: page.locator(".cl-dialog-summary") });
		await dialog.waitFor();
		// The ability by the name a player reads, not the link the sheet stores (the sheet below reads its cost through that link).
		expect(await dialog.locator(".cl-dialog-ability").textContent()).toBe("Adds Salt Lash to Kessa Varn's abilities.");
		await dialog.getByRole("button", { name: "Add ability" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached" });
		await open(page, KESSA);
		const sheet = page.locator(".cl-sheet").first();
		await sheet.waitFor();
		// Read from the chapter: its name, and its cost from the parentheses.
		expect(await sheet.textContent()).toMatch(/Salt Lash\s*— 2 Might/);
		expect(problems).toEqual([]);
		await page.close();
	});

	it("adds the Gull Swarm from the chapter to the running encounter, read with its level and health", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 1100, height: 900 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, CHAPTER);
		await bar(page, "Gull Swarm").first().getByRole("button", { name: "Add to encounter" }).click();
		const dialog = page.locator(".modal-container .modal");
		await dialog.waitFor();
		expect(await dialog.locator(".modal-title").textContent()).toBe("Add Gull Swarm to Warm Well Ambush");
		await dialog.getByRole("button", { name: "Add" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached" });
		await open(page, AMBUSH);
		const tracker = page.locator(".cl-encounter").first();
		await tracker.waitFor();
		expect(await tracker.textContent()).toContain("Gull Swarm 1");
		expect(await tracker.textContent()).not.toContain("neither a character");
		expect(problems).toEqual([]);
		await page.close();
	});
});
