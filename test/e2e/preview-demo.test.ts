import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { useDemoBrowser } from "./demo-browser";

/**
 * The demo page with notes made in memory, in Chromium: the plugin's "Create NPC" on a compendium
 * creature page creates the NPC note through vault.create (the preview used to refuse), the note list
 * shows it, the page opens it, and its links to the campaign and the compendium page resolve.
 */

const MOTH = "Compendium/Creatures/Glass-Moth.md";
const NPC = "Campaigns/The Ninth Gate/NPCs/Glass Moth.md";

const demo = useDemoBrowser();

describe("the demo page and new notes", () => {
	it("lists and opens the NPC note Create NPC makes, whose links resolve", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 1100, height: 900 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await page.goto(`${demo.url}#note=${encodeURIComponent(MOTH)}`);
		await page.waitForSelector(`body[data-ready='${MOTH}']`, { timeout: 15_000 });
		const listed = page.locator("#notes a", { hasText: "Glass Moth" });
		expect(await listed.count()).toBe(0);
		await page.locator(".cl-csrd-panel").first().getByRole("button", { name: "Create NPC" }).click();
		// Four campaigns in the demo vault, and its settings name The Ninth Gate the default one: the NPC
		// goes there without a "Which campaign?" picker, and its note opens.
		await page.waitForSelector(`body[data-ready='${NPC}']`, { timeout: 15_000 });
		expect(await page.locator(".prompt").count()).toBe(0);
		expect(await page.locator(".inline-title").textContent()).toBe("Glass Moth");
		expect(await listed.count()).toBe(1);
		expect(await listed.getAttribute("class")).toContain("is-active");
		expect(await listed.locator(".cl-preview-folder").textContent()).toBe("Campaigns/The Ninth Gate/NPCs");
		// The new note's properties link to its campaign and to the page it came from; both resolve.
		const links = page.locator(".cl-preview-frontmatter a.internal-link");
		expect(await links.count()).toBeGreaterThanOrEqual(2);
		expect(await page.locator(".cl-preview-frontmatter a.internal-link.is-unresolved").count()).toBe(0);
		expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
			expect.arrayContaining([`#note=${encodeURIComponent("Campaigns/The Ninth Gate/The Ninth Gate.md")}`, `#note=${encodeURIComponent(MOTH)}`]),
		);
		// Back on the creature page and again to the new note through the list: it stays in memory.
		await page.locator("#notes a", { hasText: "Glass-Moth" }).click();
		await page.waitForSelector(`body[data-ready='${MOTH}']`);
		await listed.click();
		await page.waitForSelector(`body[data-ready='${NPC}']`);
		expect(problems).toEqual([]);
		await page.close();
	});

	it("on a phone, 390 px, shows the note at the top of the page, the list of notes below it", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
		const problems = watchProblems(page);
		const note = "Campaigns/Iron Reach/Iron Reach.md";
		await page.goto(`${demo.url}#note=${encodeURIComponent(note)}`);
		await page.waitForSelector(`body[data-ready='${note}']`, { timeout: 15_000 });
		const title = await page.locator("#note .inline-title").boundingBox();
		expect(title?.y ?? Infinity, "the note's title, px down the page").toBeLessThan(200);
		const list = await page.locator("nav").boundingBox();
		expect(list?.y ?? 0, "the list of notes comes after the note").toBeGreaterThan(title?.y ?? Infinity);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
		expect(problems).toEqual([]);
		await page.close();
	});
});
