/**
 * The Cypher sheet's new harm controls in the demo, in a real browser at a phone's 390 px: Poison or
 * disease (a failed defense leaves Poisoned on the note, Undo takes it back), Weakness, Grapple and
 * Apply damage's Hazard open without anything sticking out of the screen.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

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
		}
		return out;
	}, selector);
}

describe("the Cypher sheet's harm dialogs at 390 px", () => {
	for (const button of ["Poison or disease", "Weakness", "Grapple", "Apply damage"]) {
		it(`${button} opens with nothing clipped`, async () => {
			const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
			const problems = watchProblems(page);
			await open(page, KESSA);
			await page.locator(".cl-sheet button", { hasText: button }).first().click();
			const dialog = page.locator(".modal-container .modal");
			await dialog.waitFor({ timeout: 5_000 });
			expect(await dialog.textContent()).not.toContain("undefined");
			expect(await clipped(page, ".modal-container .modal")).toEqual([]);
			await page.screenshot({ path: `${SCREENSHOTS}/cypher-${button.replace(/\W+/g, "-").toLowerCase()}-390px.png` });
			expect(problems).toEqual([]);
			await page.close();
		});
	}
});
