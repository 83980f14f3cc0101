import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

/**
 * The compendium panels in Chromium, on the demo's own compendium pages: attack the Glass Moth from
 * its page (the task dialog at the creature's level), and give Detonation to a character who
 * already carries their limit (the warning before it happens), add the moth to the running
 * encounter, and give Kessa the Reef Plate to wear. At 390 px the panel fits.
 */

const MOTH = "Compendium/Creatures/Glass-Moth.md";
const DETONATION = "Compendium/Cyphers/Detonation.md";
const REEF_PLATE = "Compendium/Equipment/Reef-Plate.md";
const AMBUSH = "Encounters/Warm Well Ambush.md";
const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
	await page.locator(".cl-csrd-panel").first().waitFor({ timeout: 10_000 });
}

/** Picks a character in the panel's "Which character?" list. */
async function pick(page: Page, name: string): Promise<void> {
	await page.locator(".prompt-input").fill(name);
	await page.locator(".suggestion-item", { hasText: name }).first().click();
}

describe("compendium page panels", () => {
	it("attacks the Glass Moth from its page: the task dialog opens at its level 2, target 6", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, MOTH);
		const panel = page.locator(".cl-csrd-panel").first();
		// 000: "The target number is always three times the task's difficulty", and an NPC's level is the difficulty.
		expect(await panel.textContent()).toContain("Level 2 · target number 6");
		const box = await panel.boundingBox();
		expect(box?.width ?? 0).toBeLessThanOrEqual(390);
		await panel.screenshot({ path: `${SCREENSHOTS}/csrd-panel-creature-390.png` });
		await panel.getByRole("button", { name: "Attack it" }).click();
		await pick(page, "Kessa Varn");
		const dialog = page.locator(".modal-container .modal", { has: page.locator(".cl-dialog-summary") });
		await dialog.waitFor();
		expect(await dialog.locator(".cl-dialog-difficulty").textContent()).toMatch(/^Difficulty 2/);
		await page.keyboard.press("Escape");
		expect(problems).toEqual([]);
		await page.close();
	});

	it("gives Detonation to a character at her cypher limit: the dialog warns before it happens", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 1100, height: 900 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, DETONATION);
		const panel = page.locator(".cl-csrd-panel").first();
		await panel.getByRole("button", { name: "Give to a character" }).click();
		// Brisk Amwell carries one cypher of 2; Kessa one of 2; the rolled Detonation makes 2 of 2 for
		// either, so give her two: the second one goes over. Oru Thale carries 2 of 3.
		await pick(page, "Kessa Varn");
		let dialog = page.locator(".modal-container .modal", { has: page.locator(".cl-dialog-summary") });
		await dialog.waitFor();
		expect(await dialog.locator(".cl-dialog-cypher").textContent()).toContain("carrying 2 of 2");
		expect(await dialog.locator(".cl-dialog-limit").count()).toBe(0);
		await dialog.getByRole("button", { name: "Add cypher" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached" });
		await panel.getByRole("button", { name: "Give to a character" }).click();
		await pick(page, "Kessa Varn");
		dialog = page.locator(".modal-container .modal", { has: page.locator(".cl-dialog-summary") });
		await dialog.waitFor();
		// 001: "If character is carrying more cyphers than their cypher limit, random cyphers disappear instantly".
		expect(await dialog.locator(".cl-dialog-limit").textContent()).toContain("Over the cypher limit of 2");
		await dialog.screenshot({ path: `${SCREENSHOTS}/csrd-panel-cypher-limit.png` });
		await page.keyboard.press("Escape");
		expect(problems).toEqual([]);
		await page.close();
	});

	it("adds the Glass Moth to the running Cypher encounter: it joins the tracker's list", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, MOTH);
		await page.locator(".cl-csrd-panel").first().getByRole("button", { name: "Add to encounter" }).click();
		// The d20 and pool demo fights are not offered: Warm Well Ambush is the one Cypher encounter, so no picker.
		const dialog = page.locator(".modal-container .modal");
		await dialog.waitFor();
		expect(await dialog.locator(".modal-title").textContent()).toBe("Add Glass Moth to Warm Well Ambush");
		await dialog.getByRole("button", { name: "Add" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached" });
		await page.goto(`${demo.url}#note=${encodeURIComponent(AMBUSH)}`);
		await page.waitForSelector(`body[data-ready='${AMBUSH}']`, { timeout: 15_000 });
		await page.locator(".cl-encounter").first().waitFor();
		// One creature is one group however its link is written: the third moth joins the demo's "2 × [[Glass-Moth|Glass Moth]]".
		expect(await page.locator(".cl-encounter-name").allInnerTexts()).toEqual(["Kessa Varn", "Oru Thale", "Brisk Amwell", "Rust Hound", "Glass Moth 1", "Glass Moth 2", "Glass Moth 3"]);
		expect(problems).toEqual([]);
		await page.close();
	});

	it("adds the Reef Plate to Kessa and puts it on: her sheet lists it as worn heavy armor", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, REEF_PLATE);
		await page.locator(".cl-csrd-panel").first().getByRole("button", { name: "Add to character" }).click();
		await pick(page, "Kessa Varn");
		const dialog = page.locator(".modal-container .modal", { has: page.locator(".cl-dialog-summary") });
		await dialog.waitFor();
		await dialog.getByRole("checkbox", { name: "Wear it now" }).check();
		expect(await dialog.locator(".cl-dialog-armor").textContent()).toBe("Armor: medium → heavy.");
		await dialog.screenshot({ path: `${SCREENSHOTS}/csrd-panel-add-armor-390.png` });
		await dialog.getByRole("button", { name: "Add equipment" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached" });
		await page.goto(`${demo.url}#note=${encodeURIComponent(KESSA)}`);
		await page.waitForSelector(`body[data-ready='${KESSA}']`, { timeout: 15_000 });
		const list = page.locator('[data-list="Equipment"]').first();
		await list.waitFor();
		expect(await list.textContent()).toContain("Reef-Plate (heavy armor, worn)Take off");
		expect(problems).toEqual([]);
		await page.close();
	});
});
