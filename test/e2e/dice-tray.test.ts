import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";

/**
 * The sidebar's dice tray and session log in the demo preview, at a laptop's 1280 px and a phone's
 * 390 px: opened from the ribbon icon's menu (as a phone user reaches it), odds before the roll, a
 * result kept and logged in one tap, the session's log newest first with Undo and the filter; and the
 * commands a user binds, there from the start, in the palette.
 */

const MARA = "Campaigns/Iron Reach/Characters/Mara Quell.md";
const RIBBON = "Campaign Ledger: roll, next turn, undo, dice tray";

const demo = useDemoBrowser();

async function open(path: string, width: number): Promise<{ page: Page; problems: string[] }> {
	const page = await demo.browser.newPage({ viewport: { width, height: 860 } });
	page.setDefaultTimeout(8_000);
	const problems = watchProblems(page);
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
	return { page, problems };
}

/** The ribbon icon, then its menu's item, as a user taps them. */
async function fromRibbon(page: Page, item: string): Promise<void> {
	await page.getByRole("button", { name: RIBBON }).click();
	await page.locator(".menu .menu-item", { hasText: item }).click();
}

/** Nothing wider than the page (the sidebar's own content included). */
async function fits(page: Page, width: number): Promise<void> {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
	const sidebar = page.locator(".cl-preview-sidebar");
	expect(await sidebar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

describe.each([1280, 390])("the dice tray and the session log at %i px", (width) => {
	it("rolls with the odds shown first, keeps the result, logs it in one tap, and the log undoes it", async () => {
		const { page, problems } = await open(MARA, width);
		// The ribbon's menu names what it acts on: Mara's roll, from her note.
		await page.getByRole("button", { name: RIBBON }).click();
		expect(await page.locator(".menu .menu-item").allTextContents()).toEqual(expect.arrayContaining(["Roll for Mara Quell", "Undo last log entry", "Dice tray and session log", "This page's tools"]));
		await page.locator(".menu .menu-item", { hasText: "Dice tray and session log" }).click();
		const view = page.locator(".cl-dice-view");
		await view.waitFor();
		expect(await view.locator(".cl-side-log-session").textContent()).toBe("Log of Iron Reach - Session 1");
		await view.locator(".cl-tray-die", { hasText: "d20" }).click();
		await view.locator(".cl-tray-target input").fill("12");
		await expect.poll(async () => (await view.locator(".cl-tray-odds").textContent()) ?? "").toContain("Chance of 12 or more: 45%");
		await view.locator(".cl-tray-roll").click();
		const total = view.locator(".cl-tray-total").first();
		expect(await total.textContent()).toMatch(/^(\d{1,2}) \(\1\)$/);
		expect(await view.locator(".cl-tray-time").first().textContent()).toMatch(/\d/);
		await view.locator(".cl-tray-log").first().click();
		await expect.poll(async () => (await view.locator(".cl-tray-logged").first().textContent()) ?? "").toMatch(/^Logged to Iron Reach - Session 1/);
		// The log shows it at the top, with Undo; Undo marks it undone there.
		const newest = view.locator(".cl-side-log-entry").first();
		await expect.poll(async () => (await newest.locator(".cl-side-log-title").textContent()) ?? "").toBe("Roll 1d20");
		await newest.locator(".cl-undo-button").click();
		await expect.poll(async () => (await view.locator(".cl-side-log-entry .cl-undone").count()) > 0).toBe(true);
		// Typed notation, and physical dice.
		await view.locator(".cl-tray-input").fill("2d6 + 1");
		await view.locator(".cl-tray-enter").click();
		await view.locator(".cl-tray-entry input").fill("4 5");
		await view.locator(".cl-tray-entry button").click();
		expect(await view.locator(".cl-tray-total").first().textContent()).toBe("10 (4, 5; 9 + 1) (entered)");
		await fits(page, width);
		await page.locator(".cl-preview-sidebar").screenshot({ path: `${SCREENSHOTS}/dice-tray-${width}.png` });
		expect(problems).toEqual([]);
		await page.close();
	});

	it("filters the session log by character and rolls a table of the vault from the sidebar", async () => {
		const { page, problems } = await open("Campaigns/Iron Reach/Iron Reach - Session 1.md", width);
		await fromRibbon(page, "Dice tray and session log");
		const view = page.locator(".cl-dice-view");
		await view.locator(".cl-side-log-entry").first().waitFor();
		const options = await view.locator(".cl-side-log-filter option").allTextContents();
		expect(options[0]).toBe("Everyone");
		expect(options.length).toBeGreaterThan(1);
		const who = options[1] ?? "";
		await view.locator(".cl-side-log-filter select").selectOption(who);
		const shown = await view.locator(".cl-side-log-entry").count();
		expect(shown).toBeGreaterThan(0);
		await view.locator(".cl-dice-view-tables").click();
		await page.locator(".modal-container input").fill("Who comes");
		await page.locator(".modal-container .suggestion-item").first().click();
		await expect.poll(async () => (await view.locator(".cl-tray-expression").first().textContent()) ?? "").toBe("Toll-gate ambush › Who comes: Arrival");
		expect(await view.locator(".cl-tray-total").first().textContent()).toMatch(/^[1-6]: (Two smugglers with a handcart|A bored patrol|The Rat King)$/);
		await fits(page, width);
		expect(problems).toEqual([]);
		await page.close();
	});
});

describe("commands a user binds, in the preview's palette", () => {
	it("every game's sheet actions are commands before any character is opened, and one asks which character", async () => {
		const { page, problems } = await open("Welcome.md", 1280);
		await page.keyboard.press("Control+p");
		const input = page.locator(".modal-container input");
		await input.fill("d20 sheet");
		const names = await page.locator(".modal-container .suggestion-item").allTextContents();
		expect(names).toEqual(expect.arrayContaining(["Campaign Ledger: d20 sheet: Attack", "Campaign Ledger: d20 sheet: Skill check…"]));
		await input.fill("Cypher sheet: Might task");
		await page.locator(".modal-container .suggestion-item").first().click();
		// No character is open: the command asks which of the vault's Cypher characters.
		await expect.poll(async () => page.locator(".modal-container .suggestion-item").allTextContents()).toEqual(expect.arrayContaining(["Kessa Varn", "Oru Thale"]));
		expect(problems).toEqual([]);
		await page.close();
	});

	it("the sidebar commands open their views from the palette, with no error", async () => {
		const { page, problems } = await open(MARA, 1280);
		for (const [command, view] of [
			["Show the dice tray and the session log in the sidebar", ".cl-dice-view"],
			["Show this page's tools, the character and the encounter in the sidebar", ".cl-page-view"],
		] as const) {
			await page.keyboard.press("Control+p");
			await page.locator(".modal-container input").fill(command);
			await page.locator(".modal-container .suggestion-item", { hasText: command }).first().click();
			await page.locator(view).first().waitFor();
		}
		expect(problems).toEqual([]);
		await page.close();
	});
});
