import { get } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, watchProblems } from "./browser";
import { startDemo, type RunningDemo } from "./demo-server";
import { summaryOf, unfold } from "./log-entries";

/**
 * `npm run demo` end to end: start the real demo command on a free port, open the
 * preview in Chromium, roll from the Welcome note, follow a link to Dice, then stop it.
 */

let demo: RunningDemo | undefined;
let url: string;
let browser: Browser;

function statusOf(address: string): Promise<number> {
	return new Promise((resolve, reject) => {
		get(address, (response) => {
			response.resume();
			resolve(response.statusCode ?? 0);
		}).once("error", reject);
	});
}

beforeAll(async () => {
	demo = await startDemo();
	url = demo.url;
	browser = await launch();
});

afterAll(async () => {
	await browser?.close();
	demo?.stop();
});

describe("the demo preview", () => {
	it("serves the vault, rolls from Welcome, and opens Dice through a wikilink", async () => {
		const page = await browser.newPage();
		const problems = watchProblems(page);
		await page.goto(url);
		await page.waitForSelector("body[data-ready='Welcome.md']", { timeout: 15_000 });

		// The frontmatter is shown as a table, read with the preview's YAML subset.
		expect(await page.locator(".cl-preview-frontmatter tr", { has: page.locator("th", { hasText: /^ledger$/ }) }).locator("td").textContent()).toBe("guide");

		const block = page.locator(".cl-roll").first();
		// 000: "The target number is always three times the task's difficulty"; target 12 → 9 faces of 20.
		expect(await block.locator(".cl-roll-chance").getAttribute("data-value")).toBe("45%");
		await block.getByRole("button", { name: /^Roll / }).click();
		const total = Number(await block.locator(".cl-roll-total-value").textContent());
		expect(total).toBe(Number(await block.locator(".cl-die-value").first().textContent()));

		await page.locator("a.internal-link", { hasText: "Dice" }).first().click();
		await page.waitForSelector("body[data-ready='Dice.md']", { timeout: 15_000 });
		expect(await page.locator(".cl-roll").count()).toBeGreaterThanOrEqual(8);
		// 000: "difficulty 7 or higher tasks (which have a target number of 21 or higher) are impossible"
		const impossible = page.locator(".cl-roll", { hasText: "An impossible task" });
		expect(await impossible.locator(".cl-roll-chance").getAttribute("data-value")).toBe("0%");
		expect(await page.locator(".cl-roll-error .cl-roll-caret-marker").count()).toBe(1);
		expect(problems).toEqual([]);
		await page.close();
	});

	it("draws a character sheet, the session log's cards and its summary in a real browser", async () => {
		const page = await browser.newPage();
		const problems = watchProblems(page);
		await page.goto(`${url}#note=${encodeURIComponent("Campaigns/The Ninth Gate/Characters/Kessa Varn.md")}`);
		await page.waitForSelector("body[data-ready='Campaigns/The Ninth Gate/Characters/Kessa Varn.md']", { timeout: 15_000 });
		const sheet = page.locator(".cl-sheet");
		expect(await sheet.locator("button", { hasText: "Climb (Might, trained)" }).count()).toBe(1);
		expect(await sheet.locator(".cl-sheet-error").count()).toBe(0);

		await page.goto(`${url}#note=${encodeURIComponent("Campaigns/The Ninth Gate/Session 2.md")}`);
		await page.waitForSelector("body[data-ready='Campaigns/The Ninth Gate/Session 2.md']", { timeout: 15_000 });
		// Seven entries, all readable; the mistaken major wound shows as undone.
		await expect.poll(() => page.locator(".cl-entry-callout .cl-entry-status").count()).toBe(7);
		expect(await page.locator(".cl-entry-unreadable").count()).toBe(0);
		expect(await summaryOf(page.locator(".cl-entry-undone"))).toContain("Major wound");
		// The climb: one level of Effort, 3 Might − 1 Edge, Might 13 → 11; its details are one click away.
		const climb = page.locator(".cl-entry-callout", { hasText: "Climb the scree" });
		expect(await climb.locator(".callout-content").isVisible()).toBe(false);
		await unfold(climb);
		expect(await climb.locator(".callout-content").textContent()).toContain("might = 13 → 11");
		// The summary counts the two rolled successes, one for each of Kessa and Oru.
		const kessa = page.locator(".cl-summary-table tr", { hasText: "Kessa Varn" });
		// The character is the row's header cell; the counts follow: Rolls, then Successes.
		expect(await kessa.locator("td").nth(1).textContent()).toBe("1");
		expect(problems).toEqual([]);
		await page.close();
	});

	it("refuses paths outside the vault", async () => {
		// Hidden folders (the vault's config folder among them) are never served.
		const configFolder = [".", "obsidian"].join("");
		for (const path of ["../package.json", `${configFolder}/app.json`, "/etc/passwd", "Welcome.md/../../package.json"]) {
			expect(await statusOf(`${url}api/note?path=${encodeURIComponent(path)}`), path).toBe(400);
		}
	});
});
