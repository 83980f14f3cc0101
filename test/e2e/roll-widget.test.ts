import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launch, watchProblems } from "./browser";

/**
 * The ledger-roll widget in real Chromium, mounted by the plugin's own onload
 * (through the shim) with the plugin's styles.css and Obsidian-like theme variables.
 */

const HARNESS_URL = pathToFileURL(resolve("build/e2e/harness.html")).href;
const SCREENSHOTS = "test-output/screenshots";

const NOTE = [
	"# Dice",
	"",
	"```ledger-roll",
	"1d20 # Climb the cliff <b>(Might, trained)</b>",
	"vs 12",
	"```",
	"",
	"```ledger-roll",
	"4d6kh3 # Ability score",
	"```",
	"",
	"```ledger-roll",
	"2d6 + x",
	"```",
	"",
	"Inline: `roll: 2d6+1`",
].join("\n");

let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
	browser = await launch();
});

afterAll(async () => {
	await browser?.close();
});

beforeEach(async () => {
	page = await browser.newPage({ viewport: { width: 720, height: 900 } });
	problems = watchProblems(page);
	await page.goto(HARNESS_URL);
	await page.evaluate(() => window.ledgerHarnessReady);
});

afterEach(async () => {
	await page.close();
	expect(problems, "page errors and console errors").toEqual([]);
});

async function render(note: string): Promise<void> {
	await page.evaluate((markdown) => window.ledgerHarness.renderNote(markdown), note);
}

describe("ledger-roll in Chromium", () => {
	it("the plugin's onload registered the block", async () => {
		expect(await page.evaluate(() => window.ledgerHarness.registeredBlocks())).toContain("ledger-roll");
	});

	it("shows the odds, and Roll shows a total equal to the kept dice", async () => {
		await render(NOTE);
		const block = page.locator(".cl-roll").first();
		// 000: "The target number is always three times the task's difficulty"; difficulty 4 → 12, 9 of 20 faces succeed.
		await expect.poll(() => block.locator(".cl-roll-chance").getAttribute("data-value")).toBe("45%");
		await expect.poll(() => block.locator(".cl-roll-label").textContent()).toBe("Climb the cliff <b>(Might, trained)</b>");
		expect(await block.locator("b").count()).toBe(0);

		await block.getByRole("button", { name: /^Roll / }).click();
		const total = Number(await block.locator(".cl-roll-total-value").textContent());
		const faces = await block.locator(".cl-die-value").allTextContents();
		expect(faces).toHaveLength(1);
		expect(total).toBe(Number(faces[0]));
		expect(total).toBeGreaterThanOrEqual(1);
		expect(total).toBeLessThanOrEqual(20);
		expect(await block.locator(".cl-roll-verdict").textContent()).toBe(total >= 12 ? "meets 12" : "misses 12");
	});

	it("a scripted 4d6kh3 shows the dropped die as text", async () => {
		await page.evaluate(() => window.ledgerHarness.mountScriptedRoll("4d6kh3 # Ability score", [6, 1, 4, 5]));
		await page.getByRole("button", { name: "Roll Ability score" }).click();
		expect(await page.locator(".cl-roll-total-value").textContent()).toBe("15");
		expect(await page.locator(".cl-die-dropped").getAttribute("aria-label")).toBe("d6: 1, dropped");
		expect(await page.locator(".cl-die-dropped .cl-die-tag").isVisible()).toBe(true);
	});

	it.each(["Enter", "Space"])("the Roll button works from the keyboard (%s)", async (key) => {
		await page.evaluate(() => window.ledgerHarness.mountScriptedRoll("2d6+1 # Keyboard", [3, 5]));
		await page.getByRole("button", { name: "Roll Keyboard" }).focus();
		await page.keyboard.press(key);
		expect(await page.locator(".cl-roll-total-value").textContent()).toBe("9");
		expect(await page.locator(".cl-roll-result").getAttribute("aria-live")).toBe("polite");
	});

	it("bad input shows the message with a caret under the bad character", async () => {
		await render("```ledger-roll\n2d6 + x\n```");
		const marker = (await page.locator(".cl-roll-caret-marker").textContent()) ?? "";
		expect(marker.indexOf("^")).toBe("2d6 + x".indexOf("x"));
		expect(await page.locator(".cl-roll-error-message").isVisible()).toBe(true);
	});

	it("the Roll button is a 44px touch target on mobile", async () => {
		await page.evaluate(() => document.body.classList.add("is-mobile"));
		await render("```ledger-roll\n1d6\n```");
		const box = await page.locator(".cl-roll-button").boundingBox();
		expect(box?.height).toBeGreaterThanOrEqual(44);
		expect(box?.width).toBeGreaterThanOrEqual(44);
	});

	it("inline `roll:` code becomes a button that rolls", async () => {
		await render("Damage: `roll: 2d6+1`");
		await page.getByRole("button", { name: "Roll 2d6+1" }).click();
		// "10 (6, 3; 9 + 1)": the total, the dice, and the arithmetic with the modifier.
		const text = (await page.locator(".cl-inline-roll-result > span").first().textContent()) ?? "";
		const match = /^(\d+) \((\d+), (\d+); \d+ \+ 1\)$/.exec(text);
		expect(match, text).not.toBeNull();
		expect(Number(match?.[1])).toBe(Number(match?.[2]) + Number(match?.[3]) + 1);
	});

	it.each(["light", "dark"] as const)("looks right in the %s theme (screenshot)", async (theme) => {
		await page.evaluate((name) => window.ledgerHarness.setTheme(name), theme);
		await render(NOTE);
		await page.evaluate(() => window.ledgerHarness.mountScriptedRoll("4d6kh3! # Exploding stat roll", [6, 3, 1, 4, 5]));
		await page.getByRole("button", { name: "Roll Exploding stat roll" }).click();
		await page.locator(".cl-roll-button").first().click();
		// Text and background come from the theme variables, so they must differ between themes.
		const colours = await page.locator(".cl-roll").first().evaluate((el) => {
			const style = getComputedStyle(el);
			return { color: style.color, background: style.backgroundColor };
		});
		expect(colours.color).toBe(theme === "light" ? "rgb(34, 34, 34)" : "rgb(218, 218, 218)");
		expect(colours.background).toBe(theme === "light" ? "rgb(246, 246, 246)" : "rgb(38, 38, 38)");
		mkdirSync(SCREENSHOTS, { recursive: true });
		await page.screenshot({ path: `${SCREENSHOTS}/ledger-roll-${theme}.png`, fullPage: true });
	});
});
