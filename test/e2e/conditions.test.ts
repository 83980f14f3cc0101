import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";
import { entries, summaryOf } from "./log-entries";

/**
 * Conditions that last, in Chromium on the demo preview (its notes in the page's memory): Dazed put
 * on Kessa from her tracker row, Prone from her sheet; both on the row and on the sheet; her task
 * dialog's chance moves and says "Dazed: one step harder."; Next turn into round 2 ends the dazed
 * (it lasted the round); Undo of that Next turn in the session note brings it back; at 390 px the
 * chips fit and nothing overlaps.
 */

const ENCOUNTER = "Encounters/Warm Well Ambush.md";
const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const SESSION = "Campaigns/The Ninth Gate/Session 2.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

async function showNote(page: Page, path: string): Promise<void> {
	await page.evaluate((p) => {
		window.location.hash = `note=${encodeURIComponent(p)}`;
	}, path);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

const rowOf = (page: Page, name: string): Locator => page.locator(".cl-encounter-row", { has: page.locator(".cl-encounter-name", { hasText: new RegExp(`^${name}$`) }) }).first();
const chips = (scope: Locator): Promise<string[]> => scope.locator(".cl-condition-chip .cl-condition-label").allInnerTexts();
const roundText = (page: Page): Promise<string> => page.locator(".cl-encounter-round").innerText();
const dialogOf = (page: Page): Locator => page.locator(".modal-container .modal");

/** Fills the Add condition dialog and presses its button. */
async function addCondition(page: Page, condition: string, lasts: string): Promise<void> {
	const dialog = dialogOf(page);
	await dialog.waitFor({ timeout: 5_000 });
	await dialog.getByRole("combobox", { name: "Condition", exact: true }).selectOption(condition);
	await dialog.getByRole("combobox", { name: "Lasts", exact: true }).selectOption(lasts);
	await dialog.getByRole("button", { name: "Add condition" }).click();
	await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
}

/** Kessa's Might task dialog's headline chance and notes, then closed. */
async function mightTask(page: Page): Promise<{ chance: string; notes: string[] }> {
	await page.locator(".cl-sheet button[data-action='task:might']").first().click();
	const dialog = dialogOf(page);
	await dialog.waitFor({ timeout: 5_000 });
	const chance = (await dialog.locator(".cl-dialog-result .cl-dialog-chance").first().textContent()) ?? "";
	const notes = await dialog.locator(".cl-dialog-condition").allInnerTexts();
	await page.keyboard.press("Escape");
	await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
	return { chance, notes };
}

describe("conditions that last, at the Cypher table", () => {
	it("from the tracker and the sheet, shown on both, moving the dialog's chance, ended by Next turn and brought back by Undo", async () => {
		const onDisk = [ENCOUNTER, KESSA, SESSION].map((path) => readFileSync(`demo-vault/${path}`, "utf8"));
		const page = await demo.browser.newPage({ viewport: { width: 1280, height: 900 } });
		const problems = watchProblems(page);

		// Her task's chance before any condition.
		await open(page, KESSA);
		await page.locator(".cl-sheet").first().waitFor({ timeout: 10_000 });
		const before = await mightTask(page);
		expect(before.notes).toEqual([]);

		await showNote(page, ENCOUNTER);
		await page.locator(".cl-encounter-actions button", { hasText: "Roll initiative" }).click();
		await dialogOf(page).getByRole("button", { name: "Roll initiative" }).click();
		await page.locator(".cl-encounter-round", { hasText: "Round 1" }).waitFor({ timeout: 5_000 });

		// From the tracker's row: Dazed until the end of the round.
		await rowOf(page, "Kessa Varn").locator("button[aria-label='More for Kessa Varn']").click();
		await page.locator(".menu .menu-item", { hasText: "Add condition…" }).click();
		await addCondition(page, "dazed", "round");
		await rowOf(page, "Kessa Varn").locator(".cl-condition-chip", { hasText: "Dazed" }).waitFor({ timeout: 5_000 });
		expect(await rowOf(page, "Kessa Varn").locator(".cl-condition-chip .cl-condition-detail").first().innerText()).toBe("ends with this round");

		// On her sheet too; from the sheet, Prone until removed.
		await showNote(page, KESSA);
		const sheet = page.locator(".cl-sheet").first();
		await sheet.locator(".cl-condition-chip", { hasText: "Dazed" }).waitFor({ timeout: 5_000 });
		await sheet.locator("button.cl-condition-add").click();
		await addCondition(page, "prone", "until-removed");
		await sheet.locator(".cl-condition-chip", { hasText: "Prone" }).waitFor({ timeout: 5_000 });
		expect(await chips(sheet)).toEqual(["Dazed", "Prone"]);

		// The task dialog's chance moves, and it says which condition moved it.
		const dazed = await mightTask(page);
		expect(dazed.notes).toEqual(["Dazed: one step harder."]);
		expect(dazed.chance).not.toBe(before.chance);

		// Back on the tracker: both chips; Next turn into round 2 ends the dazed, not the prone.
		await showNote(page, ENCOUNTER);
		await rowOf(page, "Kessa Varn").locator(".cl-condition-chip", { hasText: "Prone" }).waitFor({ timeout: 5_000 });
		expect(await chips(rowOf(page, "Kessa Varn"))).toEqual(["Dazed", "Prone"]);
		for (let turn = 0; turn < 12 && !(await roundText(page)).includes("Round 2"); turn++) {
			const now = await roundText(page);
			await page.locator(".cl-encounter-actions button", { hasText: "Next turn" }).click();
			await page.waitForFunction((text) => document.querySelector(".cl-encounter-round")?.textContent !== text, now, { timeout: 5_000 });
		}
		expect(await roundText(page)).toContain("Round 2");
		await page.waitForFunction(() => ![...document.querySelectorAll(".cl-condition-label")].some((el) => el.textContent === "Dazed"), undefined, { timeout: 5_000 });
		expect(await chips(rowOf(page, "Kessa Varn"))).toEqual(["Prone"]);

		// The Next turn that ended it is the session's last entry; its Undo brings back the round and the condition.
		await showNote(page, SESSION);
		const cards = entries(page);
		const last = cards.nth((await cards.count()) - 1);
		expect(await summaryOf(last)).toContain("Dazed ends for Kessa Varn");
		await last.locator(".cl-undo-button").click();
		await last.locator(".cl-undone").waitFor({ timeout: 5_000 });
		await showNote(page, ENCOUNTER);
		await rowOf(page, "Kessa Varn").locator(".cl-condition-chip", { hasText: "Dazed" }).waitFor({ timeout: 5_000 });
		expect(await roundText(page)).toContain("Round 1");

		// At 390 px the row and its chips fit the screen, no two chips overlap, every button is a touch target.
		await page.setViewportSize({ width: 390, height: 844 });
		await page.evaluate(() => document.querySelectorAll(".notice").forEach((n) => n.remove()));
		const layout = await page.evaluate(() => {
			const rects = [...document.querySelectorAll(".cl-condition-chip")].map((el) => el.getBoundingClientRect());
			const overlaps = rects.some((a, i) => rects.some((b, j) => j > i && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1));
			const widest = Math.max(...[...document.querySelectorAll(".cl-encounter, .cl-encounter *")].map((el) => el.getBoundingClientRect().right));
			const small = [...document.querySelectorAll<HTMLButtonElement>(".cl-encounter button")].filter((b) => b.getBoundingClientRect().height < 44).map((b) => b.getAttribute("aria-label") ?? b.textContent);
			return { overlaps, widest, small, count: rects.length };
		});
		expect({ overlaps: layout.overlaps, small: layout.small, count: layout.count }).toEqual({ overlaps: false, small: [], count: 2 });
		expect(layout.widest).toBeLessThanOrEqual(390);
		await rowOf(page, "Kessa Varn").screenshot({ path: `${SCREENSHOTS}/conditions-row-390.png` });

		// All of it lived in the page's memory.
		expect([ENCOUNTER, KESSA, SESSION].map((path) => readFileSync(`demo-vault/${path}`, "utf8"))).toEqual(onDisk);
		expect(problems).toEqual([]);
		await page.close();
	});
});
