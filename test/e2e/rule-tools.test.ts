import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";
import { entries, summaryOf } from "./log-entries";
import { VAULT } from "./vault-notes";

/**
 * The rule tools in Chromium: the demo's Task Difficulty page at phone width, where changing the
 * difficulty changes the target number and the chance at once and Roll rolls; a `ledger-rules`
 * block in a session note, whose roll lands in that session's log; and the block of the manual.
 */

const RULE_PAGE = "Compendium/Rules/Task-Difficulty.md";
const MANUAL = "Manual/Rule calculators.md";
const SESSION = "Campaigns/The Ninth Gate/Session 2.md";
const HARNESS_URL = pathToFileURL(resolve("build/e2e/harness.html")).href;

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

describe("rule tools", () => {
	it("on the demo's task page: a new difficulty changes the target number and the chance at once, and Roll rolls it", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, RULE_PAGE);
		// Obsidian's classes on a phone, as the accessibility test sets them.
		await page.evaluate(() => document.body.classList.add("is-mobile", "is-phone"));
		const panel = page.locator(".cl-rules-panel");
		await panel.waitFor();
		const task = panel.locator('.cl-rules-calc[data-topic="task"]');
		// Folded on the page until opened; then the default difficulty 4.
		expect(await task.locator(".cl-rules-field").count()).toBe(0);
		await task.locator("summary").click();
		await task.locator(".cl-rules-target").waitFor();
		expect(await task.locator(".cl-rules-target").textContent()).toBe("Target number 12 (3 × 4)");
		expect(await task.locator(".cl-rules-chance").textContent()).toBe("Chance of success: 45% (9 in 20)");

		await task.locator('[data-key="difficulty"] select').selectOption("2");
		// 000: "The target number is always three times the task's difficulty"; a d20 reaches 6 on 15 faces of 20.
		expect(await task.locator(".cl-rules-target").textContent()).toBe("Target number 6 (3 × 2)");
		expect(await task.locator(".cl-rules-chance").textContent()).toBe("Chance of success: 75% (15 in 20)");

		// At 390 px the panel fits the screen, nothing makes the page scroll sideways, and every
		// control is at least 44 px each way, for a finger.
		expect((await panel.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
		const small = await panel.locator("summary, select, input, button").evaluateAll((controls) =>
			controls.map((c) => c.getBoundingClientRect()).filter((box) => box.width < 44 || box.height < 44).length,
		);
		expect(small).toBe(0);
		await panel.screenshot({ path: `${SCREENSHOTS}/rule-tools-task-390.png` });

		await task.getByRole("button", { name: "Roll d20" }).click();
		await task.locator(".cl-rules-result").waitFor();
		const result = await task.locator(".cl-rules-result").textContent();
		expect(result).toMatch(/^Task at difficulty 2 \(target 6\): \d+ against 6: (success|failure)/);
		// The demo vault's default campaign is The Ninth Gate: a roll from a compendium page goes to its current session.
		await expect.poll(() => task.locator(".cl-rules-record").textContent()).toMatch(/^Logged to Session 2, /);
		await open(page, SESSION);
		// The session's newest entry is this roll, with the same die.
		const rolled = /: (\d+) against 6/.exec(result ?? "")?.[1];
		expect(await summaryOf(entries(page, "#note").last())).toMatch(new RegExp(`^Task at difficulty 2 \\(target 6\\) · ${rolled ?? "?"} against 6: (success|failure)`));
		expect(problems).toEqual([]);
		await page.close();
	});

	it("in a session note, a ledger-rules block's roll lands in that session's log with a link back", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 720, height: 900 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await page.goto(HARNESS_URL);
		await page.evaluate(() => window.ledgerHarnessReady);
		const session = "Gate/Session 4.md";
		const notes = [
			{ path: "Gate/Gate.md", text: '---\nledger: campaign\nsystem: cypher\ndamage-model: damage-track\ncurrent-session: "[[Session 4]]"\n---\n# Gate\n' },
			{ path: session, text: '---\nledger: session\ncampaign: "[[Gate]]"\nsession: 4\n---\n# Session 4\n\n```ledger-rules\nrecovery\n```\n\n## Log\n' },
		];
		await page.evaluate((vault) => window.ledgerHarness.useVault(vault), notes);
		await page.evaluate((path) => window.ledgerHarness.readNote(path).then((text) => window.ledgerHarness.renderNote(text, path)), session);
		const recovery = page.locator('.cl-rules-block .cl-rules-calc[data-topic="recovery"]');
		await recovery.locator('[data-key="tier"] select').selectOption("3");
		expect(await recovery.locator(".cl-rules-points").textContent()).toBe("Roll 1d6 + 3: 4 to 9 points, 6.5 on average");
		await recovery.getByRole("button", { name: "Roll recovery" }).click();
		await expect.poll(() => recovery.locator(".cl-rules-record").textContent()).toMatch(/^Logged to Session 4, /);
		const points = /: (\d+) points$/.exec((await recovery.locator(".cl-rules-result").textContent()) ?? "")?.[1];
		const log = await page.evaluate((path) => window.ledgerHarness.readNote(path), session);
		expect(log).toContain(`outcome: ${points ?? "?"} points`);
		expect(log).toContain("rule: [[Gate/Session 4]]");
		expect(problems).toEqual([]);
		await page.close();
	});

	it("draws the manual's block: the task and recovery calculators, folded until opened, with no message", async () => {
		expect(readFileSync(join(VAULT, MANUAL), "utf8")).toContain("```ledger-rules\ntask\nrecovery\n```");
		const page = await demo.browser.newPage({ viewport: { width: 1100, height: 900 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, MANUAL);
		const first = page.locator(".cl-rules-block").first();
		await first.waitFor();
		expect(await first.locator(".cl-rules-calc").evaluateAll((calcs) => calcs.map((c) => c.getAttribute("data-topic")))).toEqual(["task", "recovery"]);
		expect(await first.locator(".cl-rules-unknown").count()).toBe(0);
		// The note is a working note with Ledger blocks: it gets no panel of its own.
		expect(await page.locator(".cl-rules-panel").count()).toBe(0);
		await first.locator('.cl-rules-calc[data-topic="recovery"] summary').click();
		await first.locator('[data-topic="recovery"] [data-key="tier"] select').selectOption("2");
		expect(await first.locator('[data-topic="recovery"] .cl-rules-points').textContent()).toBe("Roll 1d6 + 2: 3 to 8 points, 5.5 on average");
		expect(problems).toEqual([]);
		await page.close();
	});
	it("the manual's travel block at 390 px: a day overland, difficult ground, riding, a long move in a fight, all on the screen", async () => {
		expect(readFileSync(join(VAULT, MANUAL), "utf8")).toContain("```ledger-rules\ntravel\n```");
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 } });
		page.setDefaultTimeout(8_000);
		const problems = watchProblems(page);
		await open(page, MANUAL);
		await page.evaluate(() => document.body.classList.add("is-mobile", "is-phone"));
		const travel = page.locator('.cl-rules-block .cl-rules-calc[data-topic="travel"][open]');
		await travel.waitFor();
		// 001: "Walking (Overland): 2 miles per hour, 12 miles per day"; difficult terrain leaves a third, riding doubles it.
		await travel.locator('[data-key="pace"] select').selectOption("overland");
		expect(await travel.locator(".cl-rules-distance").textContent()).toBe("12 miles in 1 day, on foot");
		await travel.locator('[data-key="ground"] select').selectOption("difficult");
		expect(await travel.locator(".cl-rules-distance").textContent()).toBe("4 miles in 1 day, on foot");
		await travel.locator('[data-key="riding"] input').check();
		expect(await travel.locator(".cl-rules-distance").textContent()).toBe("8 miles in 1 day, riding");
		// In a fight: 001's "Long (100 ft.) = Speed task, difficulty 4", a step harder on difficult ground.
		await travel.locator('[data-key="scale"] select').selectOption("fight");
		await travel.locator('[data-key="range"] select').selectOption("long");
		expect(await travel.locator(".cl-rules-task").textContent()).toBe("A long move: a Speed task at difficulty 5 (challenging), target 15, 30% (6 in 20)");
		await travel.getByRole("button", { name: "Roll the long move" }).waitFor();
		// It fits a phone: nothing scrolls sideways, and every control is big enough for a finger.
		expect((await travel.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
		const small = await travel.locator("summary, select, input, button").evaluateAll((controls) =>
			controls.map((c) => c.getBoundingClientRect()).filter((box) => box.width < 44 || box.height < 44).length,
		);
		expect(small).toBe(0);
		await travel.screenshot({ path: `${SCREENSHOTS}/rule-tools-travel-390.png` });
		expect(problems).toEqual([]);
		await page.close();
	});
});
