import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { useDemoBrowser } from "./demo-browser";

/**
 * The table at a glance (issue 24), on a laptop (1280 × 800) and a phone (390 × 844), in the light
 * and the dark theme: every game's roll dialog opens with its chance, its cost and its button in
 * view (the footer, nothing to scroll to); the tracker's round and Next turn stay in view while its
 * rows scroll by on a phone. (The README's pictures are taken from the same demo by
 * `npm run pictures`, test/pictures/readme.pictures.ts: a picture checks nothing, so the tests take none.)
 */

const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const TAMSIN = "Campaigns/The Salt Road/Characters/Tamsin Hale.md";
const MARA = "Campaigns/Iron Reach/Characters/Mara Quell.md";
const AMBUSH = "Encounters/Warm Well Ambush.md";

const demo = useDemoBrowser();

const SCREENS = [
	{ name: "laptop", width: 1280, height: 800 },
	{ name: "phone", width: 390, height: 844 },
] as const;

async function open(page: Page, path: string, theme: "light" | "dark"): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
	// The preview's theme button, as a user switches it; the phone gets Obsidian's mobile classes.
	if ((theme === "dark") !== (await page.evaluate(() => document.body.classList.contains("theme-dark")))) await page.locator("#theme").click();
	if ((page.viewportSize()?.width ?? 0) < 500) await page.evaluate(() => document.body.classList.add("is-mobile", "is-phone"));
}

/** Whether the element is wholly on the screen, nothing to scroll to. */
async function inView(page: Page, selector: string): Promise<boolean> {
	const box = await page.locator(selector).first().boundingBox();
	const size = page.viewportSize();
	return box !== null && size !== null && box.y >= 0 && box.y + box.height <= size.height + 0.5 && box.x >= 0 && box.x + box.width <= size.width + 0.5;
}

const DIALOGS = [
	{ game: "Cypher task", note: KESSA, button: "Might task", headline: /^Chance of success: \d+% \(\d+ in 20\)$/ },
	{ game: "pool check", note: TAMSIN, button: "Roll a check", headline: /^Beat DN 6: / },
	{ game: "d20 check", note: MARA, button: "Check", headline: /^Chance to match or beat DC 15: / },
] as const;

describe("the roll dialogs at a glance", () => {
	for (const screen of SCREENS) {
		for (const theme of ["light", "dark"] as const) {
			it(`${screen.name}, ${theme}: every game's dialog opens with its chance, cost and button in view`, async () => {
				const page = await demo.browser.newPage({ viewport: { width: screen.width, height: screen.height } });
				page.setDefaultTimeout(8_000);
				const problems = watchProblems(page);
				for (const dialog of DIALOGS) {
					await open(page, dialog.note, theme);
					await page.locator(".cl-sheet button", { hasText: new RegExp(`^${dialog.button}$`) }).first().click();
					const modal = page.locator(".modal-container .modal");
					await modal.waitFor();
					expect(await modal.locator(".cl-dialog-result .cl-dialog-line").first().innerText(), dialog.game).toMatch(dialog.headline);
					expect(await inView(page, ".cl-dialog-footer"), `${dialog.game}: the footer on the first screen`).toBe(true);
					expect(await inView(page, ".cl-dialog-button"), `${dialog.game}: the button on the first screen`).toBe(true);
					// The inputs a player changes every roll are buttons, not dropdowns to open.
					expect(await modal.locator(".cl-dialog-fields .cl-seg-button").count(), dialog.game).toBeGreaterThan(0);
					await page.keyboard.press("Escape");
					await page.locator(".modal-container").waitFor({ state: "detached" });
				}
				expect(problems).toEqual([]);
				await page.close();
			});
		}
	}
});

describe("the tracker at a glance", () => {
	for (const theme of ["light", "dark"] as const) {
		it(`phone, ${theme}: the round and Next turn stay at the top while the rows scroll by`, async () => {
			const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
			const problems = watchProblems(page);
			await open(page, AMBUSH, theme);
			await page.locator(".cl-encounter-turns button", { hasText: "Roll initiative" }).click();
			await page.locator(".modal-container .modal").getByRole("button", { name: "Roll initiative", exact: true }).click();
			await page.locator(".cl-encounter-round", { hasText: "Round 1" }).waitFor();
			// The last row in view: the page has scrolled past the tracker's top.
			await page.locator(".cl-encounter-row").last().scrollIntoViewIfNeeded();
			await page.evaluate(() => window.scrollBy(0, 200));
			expect(await inView(page, ".cl-encounter-turns")).toBe(true);
			expect(await page.locator(".cl-encounter-turns button.mod-cta").innerText()).toBe("Next turn");
			// A combatant's row on a phone: its name and numbers, then the damage field and menu (110–134 px
			// measured, the longest numbers wrapping once; 142 px since a creature's numbers also give its
			// damage, wrapping twice); 145 px was a laptop's row before the tracker was redone.
			const heights = await page.locator(".cl-encounter-row").evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
			expect(Math.max(...heights)).toBeLessThanOrEqual(150);
			expect(problems).toEqual([]);
			await page.close();
		});
	}

	it("laptop, light: one line a combatant", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 1280, height: 800 } });
		await open(page, AMBUSH, "light");
		// 4 from the first moth's row (its Armor 1 takes one): a row with its health changed.
		const moth = page.locator(".cl-encounter-row", { has: page.locator(".cl-encounter-name", { hasText: /^Glass Moth 1$/ }) });
		await moth.locator("input.cl-encounter-amount").fill("4");
		await moth.locator("input.cl-encounter-amount").press("Enter");
		await moth.locator(".cl-encounter-health", { hasText: "Health 3/6" }).waitFor();
		expect(Math.max(...(await page.locator(".cl-encounter-row").evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height))))).toBeLessThanOrEqual(64);
		await page.close();
	});
});
