import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

/**
 * The players' view and the printed sheet in Chromium: the view of a fight for a second screen draws
 * and fits a 390 px phone; a character's sheet under print media is black on white with boxes to tick.
 */

const SECOND_SCREEN = "Encounters/Crypt Door/Second screen.md";

const demo = useDemoBrowser();

async function open(path: string, width = 1100): Promise<{ page: Page; problems: string[] }> {
	const page = await demo.browser.newPage({ viewport: { width, height: 900 } });
	page.setDefaultTimeout(8_000);
	const problems = watchProblems(page);
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
	return { page, problems };
}

describe("the players' view and the printed sheet in the preview", () => {
	it("draws the players' view of an encounter, and everything fits a 390 px phone", async () => {
		const { page, problems } = await open(SECOND_SCREEN, 390);
		const rows = page.locator(".cl-players-list li");
		await rows.first().waitFor();
		expect(await rows.count()).toBe(3);
		expect(await page.locator(".cl-players-round").textContent()).toBe("Initiative not rolled yet.");
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
		await page.locator(".cl-players").screenshot({ path: `${SCREENSHOTS}/players-view-390.png` });
		expect(problems).toEqual([]);
		await page.close();
	});

	it("prints a character's sheet as Export to PDF does: black on white, no buttons, boxes to tick", async () => {
		const { page, problems } = await open("Campaigns/The Ninth Gate/Characters/Kessa Varn.md");
		await page.locator(".cl-sheet").first().waitFor();
		await page.emulateMedia({ media: "print" });
		const sheet = page.locator(".cl-sheet").first();
		expect(await sheet.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 0, 0)");
		expect(await sheet.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
		const shown = await sheet.locator(".cl-sheet-button, .cl-sheet-step").evaluateAll((buttons) => buttons.filter((b) => getComputedStyle(b).display !== "none").length);
		expect(shown).toBe(0);
		const box = sheet.locator(".cl-sheet-box").first();
		expect(await box.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe("solid");
		await sheet.screenshot({ path: `${SCREENSHOTS}/sheet-print.png` });
		expect(problems).toEqual([]);
		await page.close();
	});
});
