/**
 * The session log's entries as the browser tests find them: callouts Obsidian draws and the plugin
 * decorates (`.cl-entry-callout`; entries of the older fenced form are drawn as the same callouts),
 * and older entries that no longer read, shown as written (`.cl-entry-unreadable`), in note order.
 * What a user reads of an entry is its summary line: who, what, how it went.
 */
import type { Locator, Page } from "playwright-core";

export const ENTRY = ".cl-entry-callout, .cl-entry-unreadable";

export function entries(page: Page, within = ""): Locator {
	return page.locator(within === "" ? ENTRY : `${within} .cl-entry-callout, ${within} .cl-entry-unreadable`);
}

/** The summary line of an entry, as shown: "Kessa Varn · Climb (Might, trained) · Success (14)". */
export async function summaryOf(entry: Locator): Promise<string> {
	return (await entry.locator(".callout-title-inner").first().innerText()).replace(/\s+/g, " ").trim();
}

/** Unfolds an entry's details: a click on its folded callout's title. */
export async function unfold(entry: Locator): Promise<void> {
	if (await entry.evaluate((el) => el.classList.contains("is-collapsed"))) await entry.locator(".callout-title-inner").click();
}
