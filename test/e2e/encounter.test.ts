import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";
import { entries, summaryOf } from "./log-entries";

/**
 * The demo's Cypher encounter in Chromium: roll initiative through the real dialog, run three
 * rounds with Next turn, damage a PC (a wound on Kessa's note) and a creature instance (its health
 * kept in the encounter note) from their rows' damage fields, undo the last damage from the session
 * log; each row at most 64 px tall at 1280 px; and a 390 px screenshot.
 */

const ENCOUNTER = "Encounters/Warm Well Ambush.md";
const SESSION = "Campaigns/The Ninth Gate/Session 2.md";
const MOTH_PAGE = "Compendium/Creatures/Glass-Moth.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

async function showNote(page: Page, path: string): Promise<void> {
	// Within one page (the notes live in its memory): follow the note list's link.
	await page.evaluate((p) => {
		window.location.hash = `note=${encodeURIComponent(p)}`;
	}, path);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

const roundText = (page: Page): Promise<string> => page.locator(".cl-encounter-round").innerText();
const rowOf = (page: Page, name: string) => page.locator(".cl-encounter-row", { has: page.locator(".cl-encounter-name", { hasText: new RegExp(`^${name}$`) }) }).first();

/** Types points in a row's damage field and presses Enter (what the GM does: a click, the number, Enter). */
async function damageFromRow(page: Page, name: string, points: string): Promise<void> {
	const field = rowOf(page, name).locator("input.cl-encounter-amount");
	await field.click();
	await field.fill(points);
	await field.press("Enter");
}

async function rollInitiative(page: Page): Promise<void> {
	await page.locator(".cl-encounter-actions button", { hasText: "Roll initiative" }).click();
	const dialog = page.locator(".modal-container .modal");
	await dialog.waitFor({ timeout: 5_000 });
	expect(await dialog.locator(".modal-title").textContent()).toBe("Roll initiative: Warm Well Ambush");
	await dialog.getByRole("button", { name: "Roll initiative" }).click();
	await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
	await page.locator(".cl-encounter-round", { hasText: "Round 1" }).waitFor({ timeout: 5_000 });
}

describe("the demo's Cypher encounter", () => {
	it("runs three rounds, damages a PC and a creature instance, and undoes the last damage", async () => {
		const onDisk = [ENCOUNTER, SESSION, MOTH_PAGE].map((path) => readFileSync(`demo-vault/${path}`, "utf8"));
		const page = await demo.browser.newPage({ viewport: { width: 1280, height: 800 } });
		const problems = watchProblems(page);
		await open(page, ENCOUNTER);
		expect(await roundText(page)).toBe("Cypher System · initiative not rolled");
		// Before initiative the one main button is Roll initiative; there is no Next turn to press.
		expect(await page.locator(".cl-encounter-turns button").allInnerTexts()).toEqual(["Roll initiative"]);
		expect(await page.locator(".cl-encounter-name").allInnerTexts()).toEqual(["Kessa Varn", "Oru Thale", "Brisk Amwell", "Rust Hound", "Glass Moth 1", "Glass Moth 2"]);

		await rollInitiative(page);
		// 000: NPCs "act on" their target number: level 2 × 3 = 6 for the Rust Hound and both moths.
		expect(await rowOf(page, "Glass Moth 1").locator(".cl-encounter-init").innerText()).toBe("6");
		expect(await rowOf(page, "Glass Moth 1").locator(".cl-encounter-kind").innerText()).toBe("creature · target number");
		// The numbers the GM needs on the moth's row: level, target number, health, Armor and the damage it deals.
		expect(await rowOf(page, "Glass Moth 1").locator(".cl-encounter-health").innerText()).toBe("Level 2 · target 6 · Health 6/6 · Armor 1 · Damage 2");
		expect(await page.locator(".cl-encounter-current").count()).toBe(1);
		expect(await page.locator(".cl-encounter-current .cl-encounter-marker").innerText()).toBe("▶");
		// One compact row per combatant: at most 64 px at 1280 px.
		const heights = await page.locator(".cl-encounter-row").evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
		expect(Math.max(...heights)).toBeLessThanOrEqual(64);
		writeFileSync(`${SCREENSHOTS}/tracker-row-heights-1280.json`, JSON.stringify(heights));

		// Damage to a PC from her row: 2 points in a wounds campaign are a minor wound (000's table), a second on Kessa's note.
		await damageFromRow(page, "Kessa Varn", "2");
		await rowOf(page, "Kessa Varn").locator(".cl-encounter-health", { hasText: "wounds: 2 minor" }).waitFor({ timeout: 5_000 });

		// Three rounds: six turns each, the marker moving down the order and round 4 starting after.
		const seen: string[] = [];
		for (let turn = 0; turn < 18; turn++) {
			const before = await roundText(page);
			await page.locator(".cl-encounter-actions button", { hasText: "Next turn" }).click();
			await page.waitForFunction((text) => document.querySelector(".cl-encounter-round")?.textContent !== text, before, { timeout: 5_000 });
			seen.push(await roundText(page));
			if (turn === 8) {
				// Mid-fight, 4 damage to a moth from its row: Armor 1 (its page's Creature/Armor tag) leaves 3 of 6.
				await damageFromRow(page, "Glass Moth 1", "4");
				await rowOf(page, "Glass Moth 1").locator(".cl-encounter-health", { hasText: "Health 3/6" }).waitFor({ timeout: 5_000 });
			}
		}
		expect(seen.filter((t) => t.includes("Round 1"))).toHaveLength(5);
		expect(seen.filter((t) => t.includes("Round 2"))).toHaveLength(6);
		expect(seen.filter((t) => t.includes("Round 3"))).toHaveLength(6);
		expect(seen.at(-1)).toContain("Round 4");
		await page.screenshot({ path: `${SCREENSHOTS}/encounter-cypher-round-4.png`, fullPage: true });

		// Undo the last damage from the session log: the moth is whole again.
		await showNote(page, SESSION);
		const cards = entries(page);
		// The last entry now; after the undo an undo entry follows it, so it is held by its place.
		const last = cards.nth((await cards.count()) - 1);
		expect(await summaryOf(last)).toContain("Glass Moth 1: 4 physical damage");
		await last.locator(".cl-undo-button").click();
		await last.locator(".cl-undone").waitFor({ timeout: 5_000 });
		await showNote(page, ENCOUNTER);
		await rowOf(page, "Glass Moth 1").locator(".cl-encounter-health", { hasText: "Health 6/6" }).waitFor({ timeout: 5_000 });
		// Kessa's wound stays: only the last damage was undone.
		expect(await rowOf(page, "Kessa Varn").locator(".cl-encounter-health").innerText()).toContain("wounds: 2 minor");

		// All of it lived in the page's memory; the compendium page was never written.
		expect([ENCOUNTER, SESSION, MOTH_PAGE].map((path) => readFileSync(`demo-vault/${path}`, "utf8"))).toEqual(onDisk);
		expect(problems).toEqual([]);
		await page.close();
	});

	it("fits a 390 px phone: nothing wider than the screen, buttons at least 44 px, all reachable by Tab", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		const problems = watchProblems(page);
		await open(page, ENCOUNTER);
		await rollInitiative(page);
		const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll(".cl-encounter, .cl-encounter *")].map((el) => el.getBoundingClientRect().right)));
		expect(widest).toBeLessThanOrEqual(390);
		const small = await page.evaluate(() =>
			[...document.querySelectorAll<HTMLButtonElement>(".cl-encounter button")].filter((b) => b.getBoundingClientRect().height < 44).map((b) => b.textContent),
		);
		expect(small).toEqual([]);
		const unnamed = await page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>(".cl-encounter button")].filter((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim() === "").length);
		expect(unnamed).toBe(0);
		// Keyboard: Tab reaches Next turn, Enter presses it.
		await page.locator(".cl-encounter-actions button", { hasText: "Previous turn" }).focus();
		await page.keyboard.press("Tab");
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Next turn");
		const before = await roundText(page);
		await page.keyboard.press("Enter");
		await page.waitForFunction((text) => document.querySelector(".cl-encounter-round")?.textContent !== text, before, { timeout: 5_000 });
		// The toasts of the clicks above would cover the rows: the screenshot shows the tracker alone.
		await page.evaluate(() => document.querySelectorAll(".notice").forEach((n) => n.remove()));
		await page.locator(".cl-encounter").screenshot({ path: `${SCREENSHOTS}/encounter-cypher-390.png` });
		expect(problems).toEqual([]);
		await page.close();
	});

	it("waits for a trigger and acts now at 390 px: the row says what it waits for, Act now fits and places the turn", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		const problems = watchProblems(page);
		await open(page, ENCOUNTER);
		await rollInitiative(page);
		const first = (await page.locator(".cl-encounter-current .cl-encounter-name").innerText()).trim();
		await page.locator(".cl-encounter-current button.cl-encounter-menu").click();
		await page.locator(".menu .menu-item", { hasText: "Wait…" }).click();
		const dialog = page.locator(".modal-container .modal");
		await dialog.waitFor({ timeout: 5_000 });
		await dialog.getByRole("textbox", { name: "Waits for" }).fill("the moth lands");
		await dialog.getByRole("button", { name: "Wait" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
		await rowOf(page, first).locator(".cl-encounter-status", { hasText: "waiting for: the moth lands" }).waitFor({ timeout: 5_000 });
		await page.locator(".cl-encounter-actions button", { hasText: "Next turn" }).click();
		const act = rowOf(page, first).locator("button.cl-encounter-act-now");
		await act.waitFor({ timeout: 5_000 });
		const box = await act.boundingBox();
		expect(box && box.x + box.width).toBeLessThanOrEqual(390);
		expect(box && box.height).toBeGreaterThanOrEqual(44);
		const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll(".cl-encounter, .cl-encounter *")].map((el) => el.getBoundingClientRect().right)));
		expect(widest).toBeLessThanOrEqual(390);
		await page.evaluate(() => document.querySelectorAll(".notice").forEach((n) => n.remove()));
		await page.locator(".cl-encounter").screenshot({ path: `${SCREENSHOTS}/encounter-wait-390.png` });
		await act.click();
		await page.locator(".cl-encounter-round", { hasText: `${first}'s turn` }).waitFor({ timeout: 5_000 });
		expect(problems).toEqual([]);
		await page.close();
	});
});
