import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";
import { entries, summaryOf } from "./log-entries";

/**
 * The pool game (seed 003) in Chromium: Tamsin Hale's sheet opens the real check dialog, a missed
 * climb gets a Drama Die bought after the roll (Endurance down, set apart), the session card's
 * Undo puts it back; and the sheet and the dialog in the light and dark themes and at 390 px wide,
 * with nothing clipped.
 */

const TAMSIN = "Campaigns/The Salt Road/Characters/Tamsin Hale.md";
const SESSION = "Campaigns/The Salt Road/The Salt Road - Session 1.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

const endurance = (page: Page) => page.locator(".cl-sheet-meter[data-key='endurance'] .cl-sheet-meter-value").textContent();

/** Elements inside `selector` whose box sticks out of the viewport or whose text overflows its box. */
async function clipped(page: Page, selector: string): Promise<string[]> {
	return page.evaluate((root) => {
		const out: string[] = [];
		const width = document.documentElement.clientWidth;
		for (const el of document.querySelectorAll<HTMLElement>(`${root}, ${root} *`)) {
			const box = el.getBoundingClientRect();
			if (box.width === 0 && box.height === 0) continue;
			const style = getComputedStyle(el);
			if (box.right > width + 1 || box.left < -1) out.push(`${el.className || el.tagName} sticks out (${Math.round(box.left)}..${Math.round(box.right)} of ${width})`);
			if (style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1) out.push(`${el.className || el.tagName} overflows (${el.scrollWidth} > ${el.clientWidth})`);
			// A stepper's buttons must sit inside their meter's card, not hang over its edges.
			const card = el.tagName === "BUTTON" ? el.closest<HTMLElement>(".cl-sheet-meter") : null;
			if (card) {
				const outer = card.getBoundingClientRect();
				if (box.left < outer.left - 1 || box.right > outer.right + 1) out.push(`${el.getAttribute("aria-label") ?? "button"} hangs over its card`);
			}
		}
		return out;
	}, selector);
}

describe("the pool game in the browser", () => {
	it("a check with a Drama Die bought after the roll, then Undo", async () => {
		const page = await demo.browser.newPage();
		const problems = watchProblems(page);
		await open(page, TAMSIN);
		// After Session 1 Tamsin has 25 of 30 Endurance (5 went on a Drama Die).
		expect(await endurance(page)).toBe("25 / 30");
		await page.locator(".cl-sheet button", { hasText: "Roll a check" }).click();
		const dialog = page.locator(".modal-container .modal");
		await dialog.waitFor({ timeout: 5_000 });
		await dialog.locator(".setting-item", { has: page.locator(".setting-item-name", { hasText: /^Strong \(\+2\)$/ }) }).locator("input[type=checkbox]").check();
		await dialog.locator(".setting-item", { has: page.locator(".setting-item-name", { hasText: /^Against$/ }) }).locator("select").selectOption("nigh-impossible");
		// 003: "Easy 2 … Nigh Impossible 12": four dice beat 12 only with 13 or more, equal dice adding.
		// The chance is the headline beside Roll; the pool and the other chances in the panel above it.
		expect(await dialog.locator(".cl-dialog-result .cl-dialog-line").first().textContent()).toMatch(/^Beat DN 12: \d+(\.\d+)?%$/);
		const lines = await dialog.locator(".cl-dialog-summary .cl-dialog-line").allTextContents();
		expect(lines[0]).toBe("Pool: 4 dice (d6), highest die or equal dice added");
		expect(lines[1]).toMatch(/^Amazing Success \(above 12\): /);
		expect(lines[2]).toBe("Catastrophe (all ones): 0.08%");
		// Type the dice in, as at the table (under More): 5, 3, 2, 4 misses DN 12.
		await dialog.locator("details.cl-dialog-more > summary").click();
		await dialog.locator(".cl-dialog-by-hand").check();
		await dialog.locator(".cl-dialog-faces").fill("5 3 2 4");
		await dialog.getByRole("button", { name: "Log these dice" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });

		// Drama Dice, bought after the roll, from the same sheet (it redraws when the session gets the roll):
		// the chance first, then 5 Endurance a die. One more die cannot reach 13 from 5, 3, 2, 4.
		await page.locator(".cl-sheet button", { hasText: "Buy Drama Dice" }).click();
		await dialog.waitFor({ timeout: 5_000 });
		expect(await dialog.locator(".cl-dialog-result .cl-dialog-line").first().textContent()).toBe("With 1 Drama Die, beat 12: 0% (now not beaten)");
		// Three dice: one tap.
		await dialog.locator('.cl-dialog-field[data-key="dice"] .cl-seg-button[data-value="3"]').click();
		expect(await dialog.locator(".cl-dialog-result .cl-dialog-line").first().textContent()).toMatch(/^With 3 Drama Dice, beat 12: \d/);
		expect(await dialog.locator(".cl-dialog-cost").textContent()).toBe("Cost: 15 Endurance (not regained by Recovering)");
		await dialog.getByRole("button", { name: "Roll" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
		await page.locator(".cl-sheet-meter[data-key='endurance'] .cl-sheet-meter-value", { hasText: "10 / 30" }).waitFor({ timeout: 5_000 });
		expect(await page.locator(".cl-sheet-meter[data-key='endurance'] .cl-sheet-meter-detail").textContent()).toBe("20 spent on Drama Dice or Miracles (not regained by Recovering)");

		// Undo the Drama Dice from the session note: Endurance and the spent count go back.
		await open(page, SESSION);
		const cards = entries(page);
		// The Drama Dice entry, fixed by position: the undo appends an entry of its own after it.
		const last = cards.nth((await cards.count()) - 1);
		expect(await summaryOf(cards.nth((await cards.count()) - 2))).toContain("Check");
		expect(await summaryOf(last)).toContain("Drama Dice: Check");
		await last.locator(".cl-undo-button").click();
		await last.locator(".cl-undone").waitFor({ timeout: 5_000 });
		await open(page, TAMSIN);
		expect(await endurance(page)).toBe("25 / 30");
		expect(problems).toEqual([]);
		await page.close();
	});

	for (const [name, viewport, theme] of [
		["light", { width: 1100, height: 900 }, "light"],
		["dark", { width: 1100, height: 900 }, "dark"],
		["390px", { width: 390, height: 844 }, "light"],
	] as const) {
		it(`the sheet and the check dialog in ${name}, nothing clipped (screenshots)`, async () => {
			const page = await demo.browser.newPage({ viewport });
			const problems = watchProblems(page);
			await open(page, TAMSIN);
			if (theme === "dark") {
				await page.locator("#theme").click();
				expect(await page.evaluate(() => document.body.classList.contains("theme-dark"))).toBe(true);
			}
			await page.locator(".cl-sheet").scrollIntoViewIfNeeded();
			expect(await clipped(page, ".cl-sheet")).toEqual([]);
			await page.locator(".cl-sheet").screenshot({ path: `${SCREENSHOTS}/pool-sheet-${name}.png` });
			await page.locator(".cl-sheet button", { hasText: "Roll a check" }).click();
			const dialog = page.locator(".modal-container .modal");
			await dialog.waitFor({ timeout: 5_000 });
			await dialog.locator(".setting-item", { has: page.locator(".setting-item-name", { hasText: /^Strong \(\+2\)$/ }) }).locator("input[type=checkbox]").check();
			expect(await clipped(page, ".modal-container .modal")).toEqual([]);
			await page.screenshot({ path: `${SCREENSHOTS}/pool-dialog-${name}.png` });
			expect(problems).toEqual([]);
			await page.close();
		});
	}
});
