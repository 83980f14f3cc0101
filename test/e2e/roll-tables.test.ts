import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

/**
 * Roll tables in Chromium, from the manual's live examples: the d100 table rolls, marks a row and
 * logs it; the callout table rolls its `dice: 1d6`; the d10 table with a gap and an overlap lists
 * them by row and offers no Roll. At 390 px nothing is wider than the page.
 */

const MANUAL = "Manual/Roll tables.md";

const demo = useDemoBrowser();

async function open(width: number): Promise<{ page: Page; problems: string[] }> {
	const page = await demo.browser.newPage({ viewport: { width, height: 900 } });
	page.setDefaultTimeout(8_000);
	const problems = watchProblems(page);
	await page.goto(`${demo.url}#note=${encodeURIComponent(MANUAL)}`);
	await page.waitForSelector(`body[data-ready='${MANUAL}']`, { timeout: 15_000 });
	return { page, problems };
}

describe("roll tables in the manual", () => {
	it("rolls the d100 table: one row marked, the face in its range, the result logged", async () => {
		const { page, problems } = await open(1100);
		await page.locator(".cl-table-roll-button", { hasText: /^Roll d100$/ }).click();
		const result = page.locator(".cl-table-roll-result").first();
		await result.waitFor({ timeout: 5_000 });
		// "d100: 57" → 57.
		const face = Number(/:\s*(\d+)/.exec((await result.locator(".cl-table-roll-face").textContent()) ?? "")?.[1]);
		expect(face).toBeGreaterThanOrEqual(1);
		expect(face).toBeLessThanOrEqual(100);
		// The row text shown is the row whose range holds the face (01-20, 21-45, 46-70, 71-90, 91-00).
		const rows = ["A rusted key", "A humming glass bead", "Chalk marks", "A sealed canister", "A map fragment"];
		const bounds = [20, 45, 70, 90, 100];
		const expected = rows[bounds.findIndex((top) => face <= top)] ?? "";
		expect(await result.locator(".cl-table-roll-text").textContent()).toContain(expected);
		// The record says "Logging…" until the session note has the entry (slower on a loaded machine).
		const record = result.locator(".cl-table-roll-record").first();
		await expect.poll(async () => (await record.textContent()) ?? "", { timeout: 15_000 }).not.toBe("Logging…");
		expect(await record.textContent()).toMatch(/^(Logged to .+|Not logged: .+)$/);
		// A row with a link (71-90 holds [[Detonation]]): the link is copied into the result and its own roll
		// offered. Rolled again until it comes up (1 in 5 a roll; 60 tries miss it about once in 600 million).
		const faceNow = async (): Promise<number> => Number(/:\s*(\d+)/.exec((await result.locator(".cl-table-roll-face").textContent()) ?? "")?.[1]);
		for (let tries = 0; tries < 60 && !((await faceNow()) >= 71 && (await faceNow()) <= 90); tries++) {
			await page.locator(".cl-table-roll-button", { hasText: /^Roll d100 again$/ }).click();
		}
		expect(await faceNow()).toBeGreaterThanOrEqual(71);
		expect(await result.locator(".cl-table-roll-text a.internal-link").textContent()).toBe("Detonation");
		await expect.poll(async () => (await record.textContent()) ?? "", { timeout: 15_000 }).toMatch(/^(Logged to .+|Not logged: .+)$/);
		expect(problems).toEqual([]);
		await page.close();
	});

	it("lists the d10 table's gap and overlap by row and offers no Roll for it; fits 390 px", async () => {
		const { page, problems } = await open(390);
		const broken = page.locator(".cl-table-roll-broken").first();
		await broken.waitFor({ timeout: 5_000 });
		const listed = (await broken.locator(".cl-table-roll-problems").textContent()) ?? "";
		expect(listed).toContain("5");
		expect(listed).toContain("7");
		expect(await page.locator(".cl-table-roll-button", { hasText: /^Roll d10$/ }).count()).toBe(0);
		// The other two tables still roll.
		expect(await page.locator(".cl-table-roll-button", { hasText: /^Roll d100$/ }).count()).toBe(1);
		expect(await page.locator(".cl-table-roll-button", { hasText: /^Roll d6$/ }).count()).toBe(1);
		const wide = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(wide).toBeLessThanOrEqual(390);
		await broken.screenshot({ path: `${SCREENSHOTS}/roll-table-broken-390.png` });
		expect(problems).toEqual([]);
		await page.close();
	});
});
