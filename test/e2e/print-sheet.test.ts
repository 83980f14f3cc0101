import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

/** The printed sheet in Chromium: a character's sheet under print media (what Export to PDF uses) is black on white with boxes to tick. */

const demo = useDemoBrowser();

async function open(path: string, width = 1100): Promise<{ page: Page; problems: string[] }> {
	const page = await demo.browser.newPage({ viewport: { width, height: 900 } });
	page.setDefaultTimeout(8_000);
	const problems = watchProblems(page);
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
	return { page, problems };
}

describe("the printed sheet in the preview", () => {
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
