import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";
import { entries, summaryOf, unfold } from "./log-entries";

/**
 * The demo's flagship interaction, end to end in Chromium: a button on Kessa Varn's sheet
 * opens the plugin's real task dialog, Roll changes her Might and appends the entry to
 * Session 2 (in the page's memory), and the new card's Undo puts Might back.
 */

const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const SESSION = "Campaigns/The Ninth Gate/Session 2.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

/** Kessa's Might as the sheet shows it: "15 / 15" → 15. */
async function mightOnSheet(page: Page): Promise<number> {
	const text = (await page.locator(".cl-sheet-meter[data-key='might'] .cl-sheet-meter-value").textContent()) ?? "";
	return Number(text.split("/")[0]);
}

describe("the demo preview's sheet buttons", () => {
	it("roll a task through the real dialog, write Might and the session log in memory, and undo it", async () => {
		const onDisk = [KESSA, SESSION].map((path) => readFileSync(`demo-vault/${path}`, "utf8"));
		const page = await demo.browser.newPage();
		const problems = watchProblems(page);
		await open(page, KESSA);
		// Kessa's note says might: 15, might-edge: 1, trained in climbing, effort: 1.
		expect(await mightOnSheet(page)).toBe(15);

		await page.locator(".cl-sheet button", { hasText: "Climb (Might, trained)" }).click();
		const dialog = page.locator(".modal-container .modal");
		await dialog.waitFor({ timeout: 5_000 });
		expect(await dialog.locator(".modal-title").textContent()).toBe("Climb: Kessa Varn");
		// 000: "if your character has to succeed at a difficulty 3 climbing task, but you're trained in
		// climbing, that reduces the difficulty by one step, down to difficulty 2", and "The target
		// number is always three times the task's difficulty": target 6. "you must roll the target
		// number or higher on a d20": 6..20 succeed, (21 − 6) / 20 = 15 in 20 = 75%.
		// The chance and the cost stay in the footer beside Roll; the difficulty's steps in the panel above.
		const footer = dialog.locator(".cl-dialog-footer");
		expect(await dialog.locator(".cl-dialog-difficulty").textContent()).toBe("Difficulty 3 → 2 (Standard): target 6");
		expect(await footer.locator(".cl-dialog-chance").textContent()).toBe("Chance of success: 75% (15 in 20)");
		// On the first screen of a laptop: the footer with Roll is in view without scrolling.
		const footerBox = await footer.boundingBox();
		expect((footerBox?.y ?? 9999) + (footerBox?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
		await page.screenshot({ path: `${SCREENSHOTS}/demo-task-dialog.png` });

		// 000: "Using Effort costs 3 Pool points and eases the task by one step": 2 → 1, target 3,
		// (21 − 3) / 20 = 18 in 20 = 90%. 000: "reduce the point cost by your Edge for that stat": 3 − 1 = 2.
		// Effort 1 is one tap.
		await dialog.locator('.cl-dialog-field[data-key="effort"] .cl-seg-button', { hasText: "1" }).click();
		expect(await footer.locator(".cl-dialog-chance").textContent()).toBe("Chance of success: 90% (18 in 20)");
		expect(await footer.locator(".cl-dialog-cost").textContent()).toContain("= 2");
		await page.screenshot({ path: `${SCREENSHOTS}/demo-task-dialog-live-line.png` });

		await dialog.getByRole("button", { name: "Roll" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
		const notice = page.locator(".notice-container .notice").first();
		await notice.waitFor({ timeout: 5_000 });
		const told = (await notice.textContent()) ?? "";
		expect(told).toMatch(/^Climb \(Might, trained\): (Success|Failure)/);
		// 000 (a natural 20): "the point cost for the action (if any) decreases to 0"; otherwise 3 − Edge 1 = 2 are paid.
		const refunded = told.includes("points refunded");
		const after = refunded ? 15 : 13;
		// The sheet on screen redraws from the written frontmatter.
		await page.locator(".cl-sheet-meter[data-key='might'] .cl-sheet-meter-value", { hasText: `${after} / 15` }).waitFor({ timeout: 5_000 });

		await open(page, SESSION);
		// The seven entries the note was written with, and the roll last.
		const cards = entries(page);
		expect(await cards.count()).toBe(8);
		const card = cards.last();
		const entrySummary = await summaryOf(card);
		expect(entrySummary).toContain("Climb (Might, trained)");
		// The notice said how it went, in the same words as the entry's summary.
		expect(entrySummary).toContain(/^Climb \(Might, trained\): ((Success|Failure)[^,;]*)/.exec(told)?.[1] ?? "no outcome in the notice");
		await unfold(card);
		if (!refunded) expect(await card.textContent()).toContain("might = 15 → 13");

		await open(page, KESSA);
		expect(await mightOnSheet(page)).toBe(after);

		// The new card's Undo restores Might (and the log says the entry was undone).
		await open(page, SESSION);
		await entries(page).nth(7).locator(".cl-undo-button").click();
		await entries(page).nth(7).locator(".cl-undone").waitFor({ timeout: 5_000 });
		expect(await page.locator(".notice", { hasText: "Undone: Climb" }).count()).toBe(1);
		await open(page, KESSA);
		expect(await mightOnSheet(page)).toBe(15);

		// All of it happened in the page's memory: the files on disk are as they were.
		expect([KESSA, SESSION].map((path) => readFileSync(`demo-vault/${path}`, "utf8"))).toEqual(onDisk);
		expect(problems).toEqual([]);
		await page.close();
	});

	it("closes the dialog on Escape without writing, and takes a recovery from the sheet", async () => {
		const page = await demo.browser.newPage();
		const problems = watchProblems(page);
		// A fresh page: the roll of the test before lived in that page's memory only.
		await open(page, KESSA);
		expect(await mightOnSheet(page)).toBe(15);
		await page.locator(".cl-sheet button", { hasText: "Climb (Might, trained)" }).click();
		await page.locator(".modal-container .modal").waitFor({ timeout: 5_000 });
		await page.keyboard.press("Escape");
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
		expect(await page.locator(".notice").count()).toBe(0);

		// Kessa's note says recoveries-used: 1, so the next one is the ten-minute recovery.
		const recoveries = page.locator(".cl-sheet-list-item", { hasText: "Recoveries used" });
		expect(await recoveries.textContent()).toBe("Recoveries used: 1 of 4 (next: ten minutes)");
		await page.locator(".cl-sheet button", { hasText: "Recovery roll" }).click();
		// First which recovery (wounds campaign: any not used today, 000 "You can use your recoveries in
		// any order"), then the roll and the split.
		const choose = page.locator(".modal-container .modal");
		await choose.waitFor({ timeout: 5_000 });
		expect(await choose.locator(".modal-title").textContent()).toBe("Recovery: Kessa Varn");
		await choose.getByRole("button", { name: "Roll" }).click();
		const dialog = page.locator(".modal-container .modal", { has: page.locator(".cl-dialog-recovery-roll") });
		await dialog.waitFor({ timeout: 5_000 });
		expect(await dialog.locator(".modal-title").textContent()).toBe("Recovery roll: Kessa Varn");
		// 000: "When you take a recovery, roll a d6 and add your tier": Kessa is tier 1, so 2..7 points.
		const rolled = /d6 (\d) \+ tier 1 = (\d) points/.exec((await dialog.locator(".cl-dialog-recovery-roll").textContent()) ?? "");
		expect(Number(rolled?.[2])).toBe(Number(rolled?.[1]) + 1);
		await dialog.getByRole("button", { name: "Recover" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
		await page.locator(".notice").first().waitFor({ timeout: 5_000 });
		await page.locator(".cl-sheet-list-item", { hasText: "Recoveries used: 2 of 4" }).waitFor({ timeout: 5_000 });
		expect(problems).toEqual([]);
		await page.close();
	});
});
