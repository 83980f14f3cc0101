import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { useDemoBrowser } from "./demo-browser";

/**
 * Note-name fields suggest notes in Chromium, on the demo vault: the encounter's Add combatant
 * field lists the characters, NPCs and creature pages that match what is typed (a manual page or
 * the campaign note does not come up), found also by an alias, and choosing one with the keyboard
 * fills the field; the dialog then adds it to the tracker.
 */

const AMBUSH = "Encounters/Warm Well Ambush.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
	await page.locator(".cl-encounter").first().waitFor({ timeout: 10_000 });
}

describe("suggestions under note-name fields", () => {
	it("Add combatant suggests combatants as the GM types, and adds the one chosen", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, AMBUSH);
		await page.locator(".cl-encounter-actions button", { hasText: "Add combatant" }).click();
		const dialog = page.locator(".modal-container .modal");
		await dialog.waitFor();
		const name = dialog.getByRole("textbox", { name: "Note or creature page" });
		const items = page.locator(".suggestion-container .suggestion-item .suggestion-title");

		// "k" offers the character Kessa Varn; "dice" only non-combatant notes (Dice, the manual's dice pages): the list goes.
		await name.pressSequentially("k");
		await items.first().waitFor();
		expect(await items.allInnerTexts()).toContain("Kessa Varn");
		await name.fill("");
		await name.pressSequentially("dice");
		await page.locator(".suggestion-container").waitFor({ state: "detached" });

		// "glass m" is the creature page Glass-Moth, through its alias "Glass Moth".
		await name.fill("");
		await name.pressSequentially("glass m");
		await items.first().waitFor();
		expect(await items.allInnerTexts()).toEqual(["Glass-Moth"]);

		// "rus" offers the Rust Hound NPC first ("ru" also finds the Manual's pack note, a live example character).
		await name.fill("");
		await name.pressSequentially("rus");
		await items.first().waitFor();
		expect((await items.allInnerTexts())[0]).toBe("Rust Hound");

		// "gate" offers the NPC Gatewarden Sul, not the campaign The Ninth Gate; the keyboard picks it.
		await name.fill("");
		await name.pressSequentially("gate");
		await items.first().waitFor();
		expect(await items.allInnerTexts()).toEqual(["Gatewarden Sul"]);
		await name.press("ArrowDown");
		await name.press("Enter");
		await page.locator(".suggestion-container").waitFor({ state: "detached" });
		expect(await name.inputValue()).toBe("Gatewarden Sul");
		expect(await dialog.isVisible()).toBe(true);

		await dialog.getByRole("button", { name: "Add" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached" });
		await page.locator(".cl-encounter-name", { hasText: "Gatewarden Sul" }).waitFor();
		expect(problems).toEqual([]);
		await page.close();
	});
});
