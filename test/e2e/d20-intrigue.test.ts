import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";
import { openSheetDialog } from "./sheet-dialog";

/**
 * Intrigue (seed 004) end to end in Chromium on a phone: from Mara Quell's sheet in the demo, the
 * dialog frames the attempt, the chance moves with the method (an argument meets the Dockside
 * Bruiser's Knowledge, a trick his Sense motive), nothing sticks out at 390 px, and Roll logs it.
 */

const MARA = "Campaigns/Iron Reach/Characters/Mara Quell.md";
const demo = useDemoBrowser();

describe("Intrigue on the d20 sheet, on a phone", () => {
	it("frames the attempt, shows the chance against Sense motive or Knowledge, fits 390 px, and Roll logs it", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 900 } });
		const problems = watchProblems(page);
		const dialog = await openSheetDialog(page, demo.url, MARA, "Intrigue", true);
		expect(await dialog.locator(".modal-title").textContent()).toBe("Mara Quell: intrigue");
		// Mara, untrained, CHA +1, convinces: the bruiser's Knowledge is INT 8's −1. d20 + 1 ≥ d20 − 1: 247 of 400.
		expect(await dialog.locator(".cl-dialog-result .cl-dialog-odds").allTextContents()).toEqual(["Chance Dockside Bruiser accepts the premise: 61.8% (247 in 400)"]);
		// A trick meets his Sense motive (WIS +0, 2 ranks): d20 + 1 ≥ d20 + 2, 190 of 400.
		await dialog.locator('.cl-dialog-field[data-key="method"] :is(select, .cl-seg)').first().evaluate((el) => el.scrollIntoView());
		const method = dialog.locator('.cl-dialog-field[data-key="method"]');
		if ((await method.locator("select").count()) > 0) await method.locator("select").selectOption("trick");
		else await method.locator('.cl-seg-button[data-value="trick"]').click();
		expect(await dialog.locator(".cl-dialog-result .cl-dialog-odds").allTextContents()).toEqual(["Chance Dockside Bruiser accepts the premise: 47.5% (190 in 400)"]);
		const outside = await dialog.evaluate((root) => {
			const width = document.documentElement.clientWidth;
			return [root, ...root.querySelectorAll("*")]
				.filter((el) => {
					const box = el.getBoundingClientRect();
					return (box.width > 0 || box.height > 0) && (box.left < -0.5 || box.right > width + 0.5);
				})
				.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`);
		});
		expect(outside).toEqual([]);
		await dialog.screenshot({ path: `${SCREENSHOTS}/d20-intrigue-dialog-390.png` });
		await dialog.getByRole("button", { name: "Roll" }).click();
		const notice = page.locator(".notice-container .notice").first();
		await notice.waitFor({ timeout: 5_000 });
		expect(await notice.textContent()).toMatch(/^Intrigue with Dockside Bruiser: accept premise: (Success \(\d+ against \d+\): Dockside Bruiser accepts the premise|Failure \(\d+ against \d+\): Dockside Bruiser is not moved)$/);
		expect(problems).toEqual([]);
		await page.close();
	});
});
