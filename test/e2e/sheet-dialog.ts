import type { Locator, Page } from "playwright-core";

/**
 * Opens a demo note in the preview and clicks one of its sheet's buttons (by its label, or by its
 * action id when the label is translated), as a player does; on a
 * phone the body gets Obsidian's mobile classes first. Resolves once the dialog's footer shows its
 * first line (the chance), so layout checks measure the dialog as it opens.
 */
export async function openSheetDialog(page: Page, demoUrl: string, note: string, button: string, phone: boolean, action?: string): Promise<Locator> {
	await page.goto(`${demoUrl}#note=${encodeURIComponent(note)}`);
	await page.waitForSelector(`body[data-ready='${note}']`, { timeout: 15_000 });
	if (phone) await page.evaluate(() => document.body.classList.add("is-mobile", "is-phone"));
	// A button whose label is translated (in the pseudo-language too) is found by its action id instead.
	const target = action !== undefined ? page.locator(`.cl-sheet button[data-action="${action}"]`) : page.locator(".cl-sheet button", { hasText: new RegExp(`^${button}$`) });
	await target.first().click();
	const modal = page.locator(".modal-container .modal");
	await modal.locator(".cl-dialog-footer .cl-dialog-result .cl-dialog-line").first().waitFor();
	return modal;
}
