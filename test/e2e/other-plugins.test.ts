import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

/**
 * A vault that mixes other plugins' notes with this plugin's (demo-vault/Other plugins/), in Chromium:
 * Dice Roller's dice: code rolls beside this plugin's roll: code (a table by reference too), a Fantasy
 * Statblocks statblock has its bar, an Initiative Tracker block runs as a ledger encounter, a GM-only
 * roll block says so, and the players' view draws; at 390 px nothing is wider than the page.
 */

const AMBUSH = "Other plugins/Toll-gate ambush.md";

const demo = useDemoBrowser();

async function open(path: string, width = 1100): Promise<{ page: Page; problems: string[] }> {
	const page = await demo.browser.newPage({ viewport: { width, height: 900 } });
	page.setDefaultTimeout(8_000);
	const problems = watchProblems(page);
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
	return { page, problems };
}

describe("other plugins' notes in the preview", () => {
	it("rolls Dice Roller's dice: expressions and table links, and logs them", async () => {
		const { page, problems } = await open(AMBUSH);
		const buttons = page.locator(".cl-inline-roll-button");
		expect(await buttons.allTextContents()).toEqual(["2d6+1", "1d20+6", "Mara's Reflex save", "Roll on Toll-gate ambush", "Roll on Who comes", "2d6+1", "Roll on Toll-gate ambush"]);
		await buttons.nth(0).click();
		const first = page.locator(".cl-inline-roll-result").nth(0);
		await expect.poll(async () => (await first.textContent()) ?? "").toMatch(/^\d+ \(\d, \d; /);
		await buttons.nth(1).click();
		// The total alone (noform); a note that names no session says where the roll could not go.
		await expect.poll(async () => (await page.locator(".cl-inline-roll-result").nth(1).textContent()) ?? "").toMatch(/^\d+( Not logged: .+)?$/);
		await buttons.nth(3).click();
		await expect.poll(async () => (await page.locator(".cl-inline-roll-result").nth(3).textContent()) ?? "").toMatch(/^ [1-3]: (A drowned lantern|A crate of wet salt|A toll token)/);
		await buttons.nth(4).click();
		await expect.poll(async () => (await page.locator(".cl-inline-roll-result").nth(4).textContent()) ?? "").toMatch(/^ [1-6]: (Two smugglers with a handcart|A bored patrol|The Rat King)/);
		// This plugin's own roll: code names the same table by its block id.
		await buttons.nth(6).click();
		await expect.poll(async () => (await page.locator(".cl-inline-roll-result").nth(6).textContent()) ?? "").toMatch(/^ [1-3]: (A drowned lantern|A crate of wet salt|A toll token)/);
		expect(await page.locator(".cl-roll-gm").textContent()).toBe("GM only");
		expect(problems).toEqual([]);
		await page.close();
	});

	it("gives a statblock its bar: the creature in the d20 game, its rolls, built on another note by monster:", async () => {
		const { page, problems } = await open("Other plugins/Rat King.md");
		const bar = page.locator(".cl-peer-bar");
		await bar.locator(".cl-peer-button").first().waitFor();
		expect(await bar.locator(".cl-peer-facts li").allTextContents()).toEqual(["Rat King", "d20 game: Vitality 27 · Wound points 12 · Defence +4"]);
		expect(await bar.locator(".cl-peer-button").allTextContents()).toEqual(["Add to encounter", "Attack it", "Initiative", "Gnaw: to hit", "Gnaw: 1d4 + 2", "Tail Lash: to hit", "Tail Lash: 1d6"]);
		await bar.locator(".cl-peer-button", { hasText: "Gnaw: 1d4 + 2" }).click();
		await expect.poll(async () => (await bar.locator(".cl-peer-status").textContent()) ?? "").toMatch(/^Gnaw: 1d4 \+ 2: \d+\./);
		await bar.screenshot({ path: `${SCREENSHOTS}/statblock-bar.png` });
		expect(problems).toEqual([]);
		await page.close();
	});

	it("runs an Initiative Tracker block as a ledger encounter note with the same combatants, the block left as it is", async () => {
		const { page, problems } = await open(AMBUSH);
		const bar = page.locator(".cl-peer-bar", { hasText: "Run with Campaign Ledger" });
		expect(await bar.locator(".cl-peer-facts li").textContent()).toBe("Toll-gate ambush: Mara Quell, Tam Ashby; 2 × River Rat, 1 × Rat King (hidden), 1d3 × Gate Smuggler");
		await bar.locator(".cl-peer-button").click();
		const created = "Campaigns/Iron Reach/Encounters/Toll-gate ambush.md";
		await page.waitForSelector(`body[data-ready='${created}']`, { timeout: 15_000 });
		const names = await page.locator(".cl-encounter-name").allTextContents();
		expect(names.slice(0, 5)).toEqual(["Mara Quell", "Tam Ashby", "River Rat 1", "River Rat 2", "Rat King 1"]);
		expect(names.some((name) => name.startsWith("Gate Smuggler"))).toBe(true);
		expect(await page.locator(".cl-encounter-problem").count()).toBe(0);
		expect(problems).toEqual([]);
		await page.close();
	});

	it("draws the players' view of an encounter, and everything fits a 390 px phone", async () => {
		const { page, problems } = await open("Encounters/Crypt Door/Second screen.md", 390);
		const rows = page.locator(".cl-players-list li");
		await rows.first().waitFor();
		expect(await rows.count()).toBe(3);
		expect(await page.locator(".cl-players-round").textContent()).toBe("Initiative not rolled yet.");
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
		await page.locator(".cl-players").screenshot({ path: `${SCREENSHOTS}/players-view-390.png` });
		for (const path of [AMBUSH, "Other plugins/River Rat.md"]) {
			await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
			await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
			expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
		}
		expect(problems).toEqual([]);
		await page.close();
	});
});
