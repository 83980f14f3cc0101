/**
 * The session log's entries as the browser tests find them: callouts Obsidian draws and the plugin
 * decorates (`.cl-entry-callout`), and cards of the older fenced form (`.cl-entry`), in note order.
 * What a user reads of an entry is its summary line: who, what, how it went.
 */
import type { Locator, Page } from "playwright-core";

export const ENTRY = ".cl-entry-callout, .cl-entry";

export function entries(page: Page, within = ""): Locator {
	return page.locator(within === "" ? ENTRY : `${within} .cl-entry-callout, ${within} .cl-entry`);
}

/** The summary line of an entry, as shown: "Kessa Varn · Climb (Might, trained) · Success (14)". */
export async function summaryOf(entry: Locator): Promise<string> {
	return (await entry.locator(".callout-title-inner, .cl-entry-header").first().innerText()).replace(/\s+/g, " ").trim();
}

/** Unfolds an entry's details (a callout's title click, a card's Details). */
export async function unfold(entry: Locator): Promise<void> {
	if ((await entry.locator(".callout-title").count()) > 0) {
		if (await entry.evaluate((el) => el.classList.contains("is-collapsed"))) await entry.locator(".callout-title-inner").click();
	} else await entry.locator("summary", { hasText: "Details" }).click();
}
