/**
 * The README's pictures, taken from the demo vault in Chromium so they show the plugin as it is:
 * `npm run pictures` writes them to build/pictures/ to look at, and `npm run pictures -- --docs`
 * replaces the tracked ones in docs/images/. Not a test: a picture compares nothing (the layout
 * checks are test/e2e/dialog-layout.test.ts and table-at-a-glance.test.ts).
 */
import { mkdirSync } from "node:fs";
import process from "node:process";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { useDemoBrowser } from "../e2e/demo-browser";

const PICTURES = process.env.LEDGER_PICTURES_DIR ?? "build/pictures";
const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const AMBUSH = "Encounters/Warm Well Ambush.md";
const DICE = "Dice.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string, theme: "light" | "dark", phone = false): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
	if ((theme === "dark") !== (await page.evaluate(() => document.body.classList.contains("theme-dark")))) await page.locator("#theme").click();
	if (phone) await page.evaluate(() => document.body.classList.add("is-mobile", "is-phone"));
}

it("takes the README's pictures", async () => {
	mkdirSync(PICTURES, { recursive: true });
	for (const screen of [
		{ name: "light", width: 1280, height: 800, phone: false },
		{ name: "phone-light", width: 390, height: 844, phone: true },
	]) {
		const page = await demo.browser.newPage({ viewport: { width: screen.width, height: screen.height } });
		await open(page, KESSA, "light", screen.phone);
		await page.locator(".cl-sheet button", { hasText: /^Might task$/ }).first().click();
		const modal = page.locator(".modal-container .modal");
		await modal.locator('.cl-dialog-field[data-key="effort"] .cl-seg-button[data-value="1"]').click();
		await modal.screenshot({ path: `${PICTURES}/task-dialog-${screen.name}.png` });
		await page.close();
	}

	const page = await demo.browser.newPage({ viewport: { width: 1280, height: 800 } });
	await open(page, KESSA, "light");
	await page.locator(".cl-sheet").first().screenshot({ path: `${PICTURES}/sheet-light.png` });

	// 4 from the first moth's row (its Armor 1 takes one): the same picture every time, no dice in it.
	await open(page, AMBUSH, "light");
	const moth = page.locator(".cl-encounter-row", { has: page.locator(".cl-encounter-name", { hasText: /^Glass Moth 1$/ }) });
	await moth.locator("input.cl-encounter-amount").fill("4");
	await moth.locator("input.cl-encounter-amount").press("Enter");
	await moth.locator(".cl-encounter-health", { hasText: "Health 3/6" }).waitFor();
	await page.evaluate(() => document.querySelectorAll(".notice").forEach((n) => n.remove()));
	await page.locator(".cl-encounter").screenshot({ path: `${PICTURES}/tracker-light.png` });

	// The blocks as they open: each one's exact odds, before anything is rolled.
	await open(page, DICE, "dark");
	await page.locator(".cl-roll").first().waitFor();
	await page.locator(".cl-roll").nth(0).screenshot({ path: `${PICTURES}/dice-dark.png` });
	await page.close();
	expect(PICTURES).not.toBe("");
}, 120_000);
