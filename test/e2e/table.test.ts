import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

/**
 * The shared table at phone width (390 px) in Chromium, from the manual's live examples: Kessa's
 * sheet and the Gatewarden's NPC sheet fit the width, a stepper writes and logs, and the task
 * dialog takes physical dice and names a bad face. Screenshots go to test-output/screenshots.
 */

const MANUAL = "Manual/Character sheets.md";

const demo = useDemoBrowser();

async function phone(): Promise<{ page: Page; problems: string[] }> {
	const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
	const problems = watchProblems(page);
	await page.goto(`${demo.url}#note=${encodeURIComponent(MANUAL)}`);
	await page.waitForSelector(`body[data-ready='${MANUAL}']`, { timeout: 15_000 });
	await page.locator(".cl-sheet-name", { hasText: "Kessa Varn" }).waitFor({ timeout: 10_000 });
	return { page, problems };
}

/** Nothing wider than its box: no element of `selector` scrolls sideways. */
async function clipped(page: Page, selector: string): Promise<string[]> {
	return page.locator(selector).evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => `${el.getAttribute("class") ?? el.tagName}: ${el.scrollWidth} > ${el.clientWidth}`));
}

describe("the shared table at 390 px", () => {
	it("draws Kessa's sheet and the NPC sheet within the width; the − stepper writes Might and logs it", async () => {
		const { page, problems } = await phone();
		const kessa = page.locator(".cl-sheet", { has: page.locator(".cl-sheet-name", { hasText: "Kessa Varn" }) });
		expect(await clipped(page, ".cl-sheet, .cl-sheet *")).toEqual([]);
		const box = await kessa.boundingBox();
		expect(box?.width ?? 0).toBeLessThanOrEqual(390);
		// Every step button is a 44 px touch target.
		for (const size of await kessa.locator(".cl-sheet-step").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) expect(size).toBeGreaterThanOrEqual(44);
		await kessa.screenshot({ path: `${SCREENSHOTS}/table-sheet-390.png` });
		await page.locator(".cl-sheet", { has: page.locator(".cl-sheet-name", { hasText: "Gatewarden Sul" }) }).screenshot({ path: `${SCREENSHOTS}/table-npc-sheet-390.png` });
		expect(await page.locator(".cl-sheet-subtitle", { hasText: "Level 4 · target number 12" }).count()).toBe(1);

		await kessa.getByRole("button", { name: "Lower Might" }).click();
		await kessa.locator(".cl-sheet-meter[data-key='might'] .cl-sheet-meter-value", { hasText: "14 / 15" }).waitFor({ timeout: 5_000 });
		await page.locator(".notice", { hasText: "Might 15 → 14" }).waitFor({ timeout: 5_000 });
		expect(problems).toEqual([]);
		await page.close();
	});

	it("the task dialog fits the phone, takes typed dice and names a face that does not fit", async () => {
		const { page, problems } = await phone();
		await page.locator(".cl-sheet button", { hasText: "Climb (Might, trained)" }).click();
		const dialog = page.locator(".modal-container .modal");
		await dialog.waitFor({ timeout: 5_000 });
		// The dialog's first control (Kessa has abilities, so Ability) has the focus.
		expect(await page.evaluate(() => document.activeElement?.closest(".cl-dialog-field")?.getAttribute("data-key"))).toBe("ability");
		// Dice rolled at the table are typed under More (opened once, it stays open for Kessa).
		await dialog.locator("summary", { hasText: "More" }).click();
		await dialog.getByRole("checkbox", { name: "Dice rolled at the table" }).check();
		await dialog.getByRole("textbox", { name: "Faces for d20" }).fill("25");
		expect(await dialog.locator(".cl-dialog-dice-problem").textContent()).toBe('d20: "25" is not a face of a d20 (1 to 20).');
		expect(await dialog.getByRole("button", { name: "Log these dice" }).isDisabled()).toBe(true);
		expect(await clipped(page, ".modal, .modal *")).toEqual([]);
		await dialog.screenshot({ path: `${SCREENSHOTS}/table-dialog-390.png` });
		await dialog.getByRole("textbox", { name: "Faces for d20" }).fill("17");
		await dialog.getByRole("button", { name: "Log these dice" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
		await page.locator(".notice", { hasText: "Climb (Might, trained): Success (17)" }).waitFor({ timeout: 5_000 });
		expect(problems).toEqual([]);
		await page.close();
	});
});
