import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

/**
 * Equipment stored as a list of links with the kinds beside it (notes/schema/list-forms.ts), as the
 * demo's Kessa Varn holds it: in Chromium, at a phone's width, her sheet lists each item with its
 * kind, the link to its page and the button its kind offers, as the older one-string form did.
 */

const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const demo = useDemoBrowser();

describe("equipment as a list of links", () => {
	it("draws each item of Kessa's equipment with its kind, its link and its button, at 390 px", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await page.goto(`${demo.url}#note=${encodeURIComponent(KESSA)}`);
		await page.waitForSelector(`body[data-ready='${KESSA}']`, { timeout: 15_000 });
		const list = page.locator('[data-list="Equipment"]').first();
		await list.waitFor();
		const items = await list.locator("li").allTextContents();
		expect(items).toEqual(["3 itemsAdd equipment", "Boarding Axe (medium weapon)Attack", "Scale coat (medium armor, worn)Take off", "Rope (50 feet)"]);
		expect(await list.locator("a").first().textContent()).toBe("Boarding Axe");
		// Nothing wider than the phone.
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
		await list.screenshot({ path: `${SCREENSHOTS}/equipment-links-390.png` });
		expect(problems).toEqual([]);
		await page.close();
	});
});
