import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { useDemoBrowser } from "./demo-browser";

/**
 * English left over (issue 35's "done": a scan for English words in each language). Each screen of
 * the demo is drawn twice, in English and in German, the language chosen as Obsidian keeps it
 * (localStorage "language"), and every piece of the plugin's own text on it is compared: the text of
 * each visible element, its aria-label, title and placeholder. A text that reads the same in both
 * languages and holds an English word is left over, unless it is
 * - the user's own words (each of its words is in the note's name or properties: names, abilities, traits),
 * - Obsidian's own (a modal's close button: Obsidian translates it),
 * - a message the catalogues say is the same in German (`Name`, `Pool`, `Initiative {initiative}` filled in…),
 * - notation, numbers and symbols (`1d20+5`, `3 / 9`).
 * A screen listed SWEPT must show none: the test names what it found. The other screens' leftovers
 * are printed, so the sweep's progress can be read from a run (test-output/language-leftovers.txt).
 */

const demo = useDemoBrowser();

interface Screen {
	name: string;
	note: string;
	/** Opens the screen on a page showing the note; returns the parts of the page the plugin drew for it. */
	open(page: Page): Promise<Locator>;
}

const CYPHER = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const POOL = "Campaigns/The Salt Road/Characters/Tamsin Hale.md";
const D20 = "Campaigns/Iron Reach/Characters/Mara Quell.md";
const ENCOUNTER = "Encounters/Warm Well Ambush.md";

/** Clicks the sheet's button of `action` (its id: the same in every language) and waits for its dialog's chance. */
async function clickAction(page: Page, action: string): Promise<Locator> {
	await page.locator(`.cl-sheet button[data-action="${action}"]`).first().click();
	const modal = page.locator(".modal-container .modal");
	await modal.locator(".cl-dialog-footer .cl-dialog-result .cl-dialog-line").first().waitFor();
	return modal;
}

const sheet = (page: Page): Promise<Locator> => Promise.resolve(page.locator(".cl-sheet").first());

const SCREENS: readonly Screen[] = [
	{ name: "the pool sheet", note: POOL, open: sheet },
	{ name: "the pool check dialog", note: POOL, open: (page) => clickAction(page, "check") },
	{ name: "the Cypher sheet", note: CYPHER, open: sheet },
	{ name: "the Cypher Might task dialog", note: CYPHER, open: (page) => clickAction(page, "task:might") },
	{ name: "the d20 sheet", note: D20, open: sheet },
	{ name: "the d20 check dialog", note: D20, open: (page) => clickAction(page, "check") },
	{ name: "the encounter tracker", note: ENCOUNTER, open: (page) => Promise.resolve(page.locator(".cl-encounter").first()) },
];

/** Each screen loads the demo twice (some 20–28 s on a loaded 2-core machine, beyond e2e's usual 30 s). */
const SCREEN_TIMEOUT_MS = 90_000;

/** The screens whose every word is in the catalogue: any English left there fails. */
const SWEPT = new Set(["the pool sheet", "the pool check dialog", "the Cypher sheet", "the Cypher Might task dialog", "the d20 sheet", "the d20 check dialog", "the encounter tracker"]);

function catalogue(code: string): Record<string, string> {
	return JSON.parse(readFileSync(`src/lang/catalogues/${code}.catalogue`, "utf8")) as Record<string, string>;
}

/** Messages German writes as English does (the catalogue test keeps that list honest). */
const SAME_IN_GERMAN = (() => {
	const english = catalogue("en");
	const german = catalogue("de");
	return new Set(Object.keys(english).filter((id) => german[id] === english[id]).map((id) => english[id] as string));
})();

/**
 * The same messages with simple placeholders, as patterns a text on screen may fill in ("Initiative
 * {initiative}" reads "Initiative +5" in both languages): each placeholder stands for anything, the rest
 * must be the message's own words.
 */
const SAME_IN_GERMAN_FILLED = [...SAME_IN_GERMAN]
	// Only messages with words of their own: "{name}: {text}" would pass anything.
	.filter((message) => /^(?:[^{}]|\{\w+\})*\{\w+\}(?:[^{}]|\{\w+\})*$/.test(message) && /[A-Za-z]{3,}/.test(message.replace(/\{\w+\}/g, "")))
	.map((message) => new RegExp(`^${message.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+")}$`));

const sameInGerman = (text: string): boolean => SAME_IN_GERMAN.has(text) || SAME_IN_GERMAN_FILLED.some((pattern) => pattern.test(text));

/** The plugin's own texts on a screen: each visible element's own text, and its labels for assistive technology. */
function textsOf(root: Locator): Promise<string[]> {
	return root.evaluate((el) => {
		const found: string[] = [];
		const visible = (node: Element): boolean => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== "hidden";
		for (const node of [el, ...el.querySelectorAll("*")]) {
			if (!visible(node) || node.closest(".modal-close-button")) continue;
			const own = [...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent ?? "").join("").trim();
			if (own) found.push(own);
			for (const attribute of ["aria-label", "title", "placeholder"]) {
				const value = node.getAttribute(attribute)?.trim();
				if (value) found.push(value);
			}
		}
		return found;
	});
}

async function screenTexts(screen: Screen, language: string): Promise<string[]> {
	const page = await demo.browser.newPage({ viewport: { width: 1280, height: 900 } });
	const problems = watchProblems(page);
	// The page's own storage, where Obsidian keeps the app's language (not a vault's data).
	await page.addInitScript((code) => window.localStorage.setItem("language", code), language);
	await page.goto(`${demo.url}#note=${encodeURIComponent(screen.note)}`);
	await page.waitForSelector(`body[data-ready='${screen.note}']`, { timeout: 15_000 });
	const root = await screen.open(page);
	await root.waitFor();
	const texts = await textsOf(root);
	expect(problems, `${screen.name} in ${language}`).toEqual([]);
	await page.close();
	return texts;
}

/** Whether a text is words (not notation, numbers or symbols alone). */
const hasWord = (text: string): boolean => /[A-Za-z]{3,}/.test(text.replace(/\b\d*d\d+\w*/g, ""));

/** Whether every word of a text is in the note's properties (the user's own: "Strong (+2)" from a trait `Strong: 2`). */
function usersOwn(text: string, properties: string): boolean {
	const words = text.match(/[A-Za-z][A-Za-z'-]+/g) ?? [];
	return words.every((word) => properties.includes(word));
}

function leftovers(english: readonly string[], german: readonly string[], properties: string): string[] {
	const inEnglish = new Set(english);
	const left = german.filter((text) => inEnglish.has(text) && hasWord(text) && !usersOwn(text, properties) && !sameInGerman(text));
	return [...new Set(left)];
}

describe("English left over on the demo's screens in German", () => {
	const report: string[] = [];

	it.each(SCREENS)("$name", async (screen) => {
		// The note's name and properties (its frontmatter), where the user's own words on a screen come from.
		const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(`demo-vault/${screen.note}`, "utf8"))?.[1] ?? "";
		const properties = `${screen.note}\n${frontmatter}`;
		const english = await screenTexts(screen, "en");
		const german = await screenTexts(screen, "de");
		// The scan sees the screen: in English it found the plugin's words.
		expect(english.length, `texts on ${screen.name}`).toBeGreaterThan(3);
		const left = leftovers(english, german, properties);
		report.push(`${screen.name}: ${left.length} of ${new Set(german).size} texts still English${left.length > 0 ? `\n  ${left.join("\n  ")}` : ""}`);
		if (SWEPT.has(screen.name)) expect(left, `English left on ${screen.name}`).toEqual([]);
	}, SCREEN_TIMEOUT_MS);

	it("prints what is left", async () => {
		const { mkdirSync, writeFileSync } = await import("node:fs");
		mkdirSync("test-output", { recursive: true });
		writeFileSync("test-output/language-leftovers.txt", `${report.join("\n")}\n`);
		expect(report.length).toBe(SCREENS.length);
	});
});
