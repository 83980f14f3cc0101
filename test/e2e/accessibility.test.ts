import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, watchProblems, whenNoteSettled } from "./browser";
import { notesUnder, VAULT } from "./vault-notes";
import { startDemo, type RunningDemo } from "./demo-server";
import { entries, summaryOf } from "./log-entries";

/**
 * Accessibility in a real browser, checked by axe-core (the checker most teams trust) and by the
 * keyboard, over every note of the demo vault (the manual included: a note added later is covered
 * by being there). Three ways a user meets the plugin: a desktop window in the light theme, and a
 * phone (390 px, touch, Obsidian's is-mobile class) in the light and the dark theme. What must hold:
 * - no critical or serious axe violation on the plugin's own elements (its blocks, inline rolls,
 *   dialogs); the preview's imitation of Obsidian around them is not the plugin's to fix;
 * - on the phone, the page is never wider than the screen and every control of the plugin is at
 *   least 44 × 44 px;
 * - every dialog the sheets, the tracker and the log open: axe-clean, the focus inside it when it
 *   opens, Tab kept inside, Escape closes it and the focus goes back to the button that opened it.
 */
const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
/** The plugin's own elements: its blocks (block-language-ledger-*), inline rolls, cards, and its dialogs. */
const PLUGIN = '[class*="block-language-ledger"], .cl-inline-roll, .cl-modal';


interface Violation {
	rule: string;
	impact: string;
	where: string;
	why: string;
}

/** Critical and serious axe violations inside the plugin's elements (within `scope`). */
async function violations(page: Page, scope = "body"): Promise<Violation[]> {
	if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
	return page.evaluate(
		async ({ scope, plugin }) => {
			const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[]; failureSummary?: string }> }> }> } }).axe;
			const result = await axe.run(scope, { resultTypes: ["violations"] });
			return result.violations
				.filter((v) => v.impact === "critical" || v.impact === "serious")
				.flatMap((v) =>
					v.nodes
						.filter((node) => document.querySelector(node.target.join(" "))?.closest(plugin))
						.map((node) => ({ rule: v.id, impact: v.impact, where: node.target.join(" "), why: (node.failureSummary ?? "").split("\n")[1]?.trim() ?? "" })),
				);
		},
		{ scope, plugin: PLUGIN },
	);
}

/** Plugin controls smaller than a finger (links in running text are not counted: Obsidian's own). */
async function smallTargets(page: Page): Promise<string[]> {
	return page.evaluate((plugin) => {
		const small: string[] = [];
		for (const el of document.querySelectorAll<HTMLElement>("button, select, input, summary, [role=button], [tabindex]:not([tabindex='-1'])")) {
			// Obsidian's own dialog chrome (its close button) is Obsidian's to size, not the plugin's.
			if (!el.closest(plugin) || el.classList.contains("modal-close-button")) continue;
			const box = el.getBoundingClientRect();
			if (box.width === 0 && box.height === 0) continue;
			if (box.width < 44 || box.height < 44) small.push(`${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
		}
		return small;
	}, PLUGIN);
}

const VIEWS = [
	{ name: "desktop, light", width: 1280, theme: "light", phone: false },
	{ name: "phone, light", width: 390, theme: "light", phone: true },
	{ name: "phone, dark", width: 390, theme: "dark", phone: true },
] as const;

let demo: RunningDemo | undefined;
let browser: Browser;

beforeAll(async () => {
	demo = await startDemo();
	browser = await launch();
});

afterAll(async () => {
	await browser?.close();
	demo?.stop();
});

async function open(page: Page, path: string, phone: boolean): Promise<void> {
	await page.goto(`${demo?.url ?? ""}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path.replace(/'/g, "\\'")}']`, { timeout: 15_000 });
	// Obsidian marks a phone's body so; the plugin's touch sizes hang on it.
	if (phone) await page.evaluate(() => document.body.classList.add("is-mobile", "is-phone"));
	// Blocks that read notes finish on the next tasks.
	await whenNoteSettled(page);
}

describe.each(VIEWS)("every demo-vault note, $name", ({ width, theme, phone }) => {
	let page: Page;
	let problems: string[];

	beforeAll(async () => {
		page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: theme, isMobile: phone, hasTouch: phone });
		problems = watchProblems(page);
	});

	afterAll(async () => {
		await page?.close();
	});

	it.each(notesUnder(VAULT))("%s", async (path) => {
		problems.length = 0;
		await open(page, path, phone);
		expect(await violations(page), "axe violations on the plugin's elements").toEqual([]);
		if (phone) {
			if (DIALOG_NOTES.includes(path)) await page.screenshot({ path: `test-output/screenshots/a11y-${shotName(path)}-${theme}.png`, fullPage: true });
			expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0), "page width").toBeLessThanOrEqual(width);
			expect(await smallTargets(page), "controls under 44 × 44 px").toEqual([]);
		}
		expect(problems).toEqual([]);
	});
});

/** Notes whose buttons open every kind of dialog: each game's sheet, an encounter, a session log. */
const DIALOG_NOTES = [
	"Campaigns/The Ninth Gate/Characters/Kessa Varn.md",
	"Campaigns/The Salt Road/Characters/Tamsin Hale.md",
	"Campaigns/Iron Reach/Characters/Mara Quell.md",
	"Encounters/Warm Well Ambush.md",
	"Campaigns/The Ninth Gate/Session 2.md",
];
/** One phone screenshot per note and dialog kind, for a person to look at (test-output/ is ignored by git). */
const tookScreenshots = new Set<string>();
const shotName = (path: string): string => (path.split("/").at(-1) ?? path).replace(/\.md$/, "").replace(/[^A-Za-z0-9]+/g, "-");
const OPENERS = "#note .cl-sheet-actions button, #note .cl-encounter button, #note .cl-entry button, #note .cl-entry-callout button";

/**
 * A note's every dialog, each opened, scanned by axe, tabbed through and closed: a dozen dialogs on a
 * character sheet, which take 15–25 s on a 2-core machine shared with other work (the layer's 30 s
 * default is for one interaction).
 */
const DIALOG_TEST_MS = 120_000;

describe.each([VIEWS[0], VIEWS[2]])("every dialog, $name", ({ width, theme, phone }) => {
	it.each(DIALOG_NOTES)("opened from %s: axe-clean, focus inside, Tab kept in, Escape closes, focus back", async (path) => {
		const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: theme, isMobile: phone, hasTouch: phone });
		const problems = watchProblems(page);
		await open(page, path, phone);
		const count = await page.locator(OPENERS).count();
		let dialogs = 0;
		for (let i = 0; i < count; i++) {
			const opener = page.locator(OPENERS).nth(i);
			if ((await opener.count()) === 0 || (await opener.isDisabled())) continue;
			const label = (await opener.getAttribute("aria-label")) ?? (await opener.textContent()) ?? "";
			await opener.focus();
			await page.keyboard.press("Enter");
			const modal = page.locator(".modal-container .cl-modal");
			// A dialog may open after the note is read again; a button that acts at once (Next turn) opens nothing.
			if (!(await modal.waitFor({ timeout: 1_500 }).then(() => true, () => false))) continue;
			dialogs++;
			expect(await violations(page, ".modal-container"), `${label}: axe`).toEqual([]);
			expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".modal"))), `${label}: focus inside`).toBe(true);
			if (phone) {
				expect(await smallTargets(page), `${label}: controls under 44 × 44 px`).toEqual([]);
				if (tookScreenshots.size < 8 && !tookScreenshots.has(path)) {
					tookScreenshots.add(path);
					await page.screenshot({ path: `test-output/screenshots/a11y-dialog-${shotName(path)}-${theme}.png` });
				}
			}
			// Tab past the last control comes back to the first, never to the page behind.
			const stops = await modal.locator("button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])").count();
			for (let tab = 0; tab <= stops; tab++) await page.keyboard.press("Tab");
			expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".modal"))), `${label}: Tab stays inside`).toBe(true);
			await page.keyboard.press("Escape");
			expect(await page.locator(".modal-container").count(), `${label}: Escape closes`).toBe(0);
			const back = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");
			expect(back, `${label}: focus back on the opener`).toBe(label);
		}
		expect(dialogs).toBeGreaterThan(0);
		expect(problems).toEqual([]);
		await page.close();
	}, DIALOG_TEST_MS);
});

describe("one roll without a mouse", () => {
	it("from Kessa Varn's sheet to the log entry: Tab to Climb, Enter, choose, Roll; the result is read out and the focus is back on Climb", async () => {
		const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
		const problems = watchProblems(page);
		const SESSION = "Campaigns/The Ninth Gate/Session 2.md";
		await open(page, SESSION, false);
		const entriesBefore = await entries(page, "#note").count();
		await open(page, "Campaigns/The Ninth Gate/Characters/Kessa Varn.md", false);
		const climb = page.locator('#note .cl-sheet-actions button:has-text("Climb")');
		// Tab from the top of the page until Climb has the focus (past the properties, steppers and boxes above it).
		let tabs = 0;
		while (tabs < 300 && !(await climb.evaluate((el) => el === document.activeElement))) {
			await page.keyboard.press("Tab");
			tabs++;
		}
		expect(await climb.evaluate((el) => el === document.activeElement), `Climb reached by Tab (${tabs} presses)`).toBe(true);
		await page.keyboard.press("Enter");
		const dialog = page.locator(".modal-container .cl-modal");
		expect(await dialog.count()).toBe(1);
		// The first control has the focus; Tab on to Difficulty and raise it with the arrow key.
		const focusedField = () => page.evaluate(() => document.activeElement?.closest(".cl-dialog-field")?.getAttribute("data-key"));
		expect(await focusedField()).toBe("ability");
		for (let tab = 0; tab < 20 && (await focusedField()) !== "difficulty"; tab++) await page.keyboard.press("Tab");
		expect(await focusedField()).toBe("difficulty");
		await page.keyboard.press("ArrowDown");
		const chance = await dialog.locator(".cl-dialog-chance").textContent();
		expect(chance).toMatch(/^Chance of success: /);
		// Tab to Roll and press it.
		const roll = dialog.locator(".cl-dialog-button, button.mod-cta").last();
		for (let tab = 0; tab < 40 && !(await roll.evaluate((el) => el === document.activeElement)); tab++) await page.keyboard.press("Tab");
		await page.keyboard.press("Enter");
		await page.waitForFunction(() => document.querySelector(".modal-container") === null);
		// The plugin says how it went in its own live region (besides the Notice), and the focus is back on Climb.
		const region = page.locator("body > .cl-announcer");
		await page.waitForFunction(() => (document.querySelector("body > .cl-announcer")?.textContent ?? "") !== "");
		expect(await region.getAttribute("role")).toBe("status");
		expect(await region.textContent()).toMatch(/^Climb \(Might, trained\): /);
		await page.waitForFunction(() => document.activeElement?.textContent?.startsWith("Climb") === true);
		// And the entry is the session log's newest.
		await open(page, SESSION, false);
		await expect.poll(() => entries(page, "#note").count()).toBe(entriesBefore + 1);
		expect(await summaryOf(entries(page, "#note").last())).toContain("Climb (Might, trained)");
		expect(problems).toEqual([]);
		await page.close();
	});
});
