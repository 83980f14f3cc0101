import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";
import { entries, summaryOf } from "./log-entries";

/**
 * One full fight turn of the Cypher table in Chromium, in the demo preview's memory: Kessa attacks
 * with her Boarding Axe with Effort on damage, Brisk blocks a blow with her buckler, the GM applies damage
 * to the Gatewarden, and Kessa spends XP. Each result is checked on the sheet, then each is undone
 * from its card in the session log, and the notes are as they were. Dice are typed in as rolled at
 * the table, so every number is the seed's and not chance.
 */

const KESSA = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const BRISK = "Campaigns/The Ninth Gate/Characters/Brisk Amwell.md";
const GATEWARDEN = "Campaigns/The Ninth Gate/NPCs/Gatewarden Sul.md";
const SESSION = "Campaigns/The Ninth Gate/Session 2.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
	if (path !== SESSION) await page.locator(".cl-sheet").first().waitFor({ timeout: 10_000 });
}

/** A meter's value as the sheet shows it: "13 / 15" → "13 / 15". */
async function meter(page: Page, key: string): Promise<string> {
	return ((await page.locator(`.cl-sheet-meter[data-key='${key}'] .cl-sheet-meter-value`).first().textContent()) ?? "").trim();
}

async function openDialog(page: Page, button: string): Promise<Locator> {
	await page.locator(".cl-sheet button", { hasText: button }).first().click();
	const dialog = page.locator(".modal-container .modal");
	await dialog.waitFor({ timeout: 5_000 });
	return dialog;
}

/** The select of the dialog row named `label`. */
const select = (dialog: Locator, label: string): Locator => dialog.getByRole("combobox", { name: label, exact: true });

/** The one-tap button `value` of the dialog row `key` (Effort 1, Effort on damage 1). */
const tap = (dialog: Locator, key: string, value: string): Promise<void> => dialog.locator(`.cl-dialog-field[data-key="${key}"] .cl-seg-button[data-value="${value}"]`).click();

/** Types the d20 face as rolled at the table (under More) and logs it. */
async function logFace(page: Page, dialog: Locator, face: number): Promise<void> {
	const more = dialog.locator("details.cl-dialog-more");
	if (!(await more.evaluate((el) => (el as HTMLDetailsElement).open))) await more.locator("summary").click();
	await dialog.getByRole("checkbox", { name: "Dice rolled at the table" }).check();
	await dialog.getByRole("textbox", { name: "Faces for d20" }).fill(String(face));
	await dialog.getByRole("button", { name: "Log these dice" }).click();
	await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
}

describe("a fight turn at the Cypher table", () => {
	it("attack with Effort on damage, block with a shield, GM damage to an NPC, an XP spend; each undone", async () => {
		const onDisk = [KESSA, BRISK, GATEWARDEN, SESSION].map((path) => readFileSync(`demo-vault/${path}`, "utf8"));
		const page = await demo.browser.newPage({ viewport: { width: 1100, height: 900 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);

		// 1. Kessa attacks with her Boarding Axe (a medium weapon: 000 "weapons inflict 2, 4, or 6
		// damage depending on whether they are light, medium or heavy") with one level of Effort on
		// damage (000: "each level of Effort ... adds 3 points of damage"): 4 + 3 = 7. The level costs 3
		// Might less her Might Edge 1 = 2 (000: "Using Effort costs 3 Pool points"), so Might 15 → 13.
		await open(page, KESSA);
		expect(await meter(page, "might")).toBe("15 / 15");
		await page.locator('.cl-sheet button[data-action="weapon:0"]').click();
		let dialog = page.locator(".modal-container .modal");
		await dialog.waitFor({ timeout: 5_000 });
		await tap(dialog, "effort", "1");
		await tap(dialog, "effortOnDamage", "1");
		expect(await dialog.locator(".cl-dialog-damage").textContent()).toContain("7");
		await logFace(page, dialog, 15);
		await page.locator(".notice", { hasText: "Attack with Boarding Axe" }).first().waitFor({ timeout: 5_000 });
		await page.locator(".cl-sheet-meter[data-key='might'] .cl-sheet-meter-value", { hasText: "13 / 15" }).waitFor({ timeout: 5_000 });

		// 2. Brisk blocks a level 3 attacker's moderate wound with her buckler. 000: "A shield can
		// take three minor wounds, two moderate wounds, and one major wound", and on a successful block
		// it takes the entire wound: the shield's moderate row goes 0 → 1, Brisk's wounds do not change.
		await open(page, BRISK);
		dialog = await openDialog(page, "Defend");
		await select(dialog, "Defense").selectOption("block");
		await select(dialog, "The attack deals").selectOption("moderate");
		await dialog.getByRole("checkbox", { name: "The shield takes it" }).check();
		await logFace(page, dialog, 18);
		await page.locator(".cl-sheet li", { hasText: "moderate wounds 1 of 2" }).first().waitFor({ timeout: 5_000 });
		expect(await page.locator(".cl-sheet").first().textContent()).toContain("Minor wounds 1");

		// 3. The GM applies 5 damage to Gatewarden Sul (Armor 1, health 12). 000: "Armor ... reduces
		// the damage by that amount": 5 − 1 = 4, health 12 → 8.
		await open(page, GATEWARDEN);
		expect(await meter(page, "health")).toBe("12 / 12");
		dialog = await openDialog(page, "Apply damage");
		await dialog.getByRole("spinbutton", { name: "Damage" }).fill("5");
		await dialog.getByRole("button", { name: /Roll|Apply/ }).last().click();
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
		await page.locator(".cl-sheet-meter[data-key='health'] .cl-sheet-meter-value", { hasText: "8 / 12" }).waitFor({ timeout: 5_000 });

		// 4. Kessa spends 2 XP on a short-term benefit (001: "2 XP: Short-Term Benefit"): XP 3 → 1.
		await open(page, KESSA);
		expect(await meter(page, "xp")).toBe("3");
		dialog = await openDialog(page, "Spend XP");
		await select(dialog, "Spend XP on").selectOption("short-term");
		await dialog.getByRole("textbox", { name: "What for" }).fill("a rope from the caravan");
		await dialog.getByRole("button", { name: /Roll|Spend/ }).last().click();
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
		await page.locator(".cl-sheet-meter[data-key='xp'] .cl-sheet-meter-value", { hasText: /^\s*1\s*$/ }).waitFor({ timeout: 5_000 });
		await page.screenshot({ path: `${SCREENSHOTS}/cypher-fight-after-xp.png` });

		// Every result is a card in Session 2; undo the four newest, newest first.
		await open(page, SESSION);
		const cards = entries(page);
		const total = await cards.count();
		const summaries = await Promise.all(Array.from({ length: 4 }, (_, i) => summaryOf(cards.nth(total - 4 + i))));
		for (const [index, title] of ["Attack with Boarding Axe (Might)", "Block (Might)", "Gatewarden Sul", "Short-term benefit"].entries()) expect(summaries[index]).toContain(title);
		for (let index = total - 1; index >= total - 4; index--) {
			await cards.nth(index).locator(".cl-undo-button").click();
			await cards.nth(index).locator(".cl-undone").waitFor({ timeout: 5_000 });
		}

		// The sheets show the notes as they were.
		await open(page, KESSA);
		expect(await meter(page, "might")).toBe("15 / 15");
		expect(await meter(page, "xp")).toBe("3");
		await open(page, BRISK);
		await page.locator(".cl-sheet li", { hasText: "moderate wounds 0 of 2" }).first().waitFor({ timeout: 5_000 });
		await open(page, GATEWARDEN);
		expect(await meter(page, "health")).toBe("12 / 12");

		// All of it happened in the page's memory: the files on disk are as they were.
		expect([KESSA, BRISK, GATEWARDEN, SESSION].map((path) => readFileSync(`demo-vault/${path}`, "utf8"))).toEqual(onDisk);
		expect(problems).toEqual([]);
		await page.close();
	}, 120_000);
});
