import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGE_NAMES } from "../../src/lang";
import { DEFAULT_SETTINGS } from "../../src/settings";
import { watchProblems } from "./browser";
import { useDemoBrowser } from "./demo-browser";

/**
 * English left over (issue 35's "done": a scan for English words in each language). Each screen of
 * the demo is drawn twice, in English and in German, the language chosen as Obsidian keeps it
 * (localStorage "language"), and every piece of the plugin's own text on it is compared: the text of
 * each visible element, its aria-label, title and placeholder, a list's choices. A text that reads the
 * same in both languages (its numbers aside: a roll rolls other numbers in each) and holds an English
 * word is left over, unless it is
 * - the user's own words (each of its words is in the note's name or properties: names, abilities,
 *   traits; or in the source of the dice block it came from: a roll's label),
 * - the log as the note had it: entries written before (in English) read as they were written,
 * - Obsidian's own (a modal's close button: Obsidian translates it),
 * - a message the catalogues say is the same in German (`Name`, `Pool`, `Initiative {initiative}` filled in…),
 * - a value, not words: a setting's default as its empty field shows it, a language's own name,
 * - notation, numbers and symbols (`1d20+5`, `3 / 9`).
 * A log entry's machine lines (input, dice, query fields, change, check) stay English by rule and are
 * not read. One page per language opens every screen in turn, as a user goes from note to note (the
 * demo loads once per language), so the whole file stays near a minute.
 * A screen listed SWEPT must show none: the test names what it found. The other screens' leftovers
 * are printed, so the sweep's progress can be read from a run (test-output/language-leftovers.txt).
 */

const demo = useDemoBrowser();

interface Screen {
	name: string;
	note: string;
	/** Opens the screen on a page showing the note; returns the parts of the page the plugin drew for it. */
	open(page: Page): Promise<Locator>;
	/** The user's own words on this screen beside the note's name and properties (a dice block's source). */
	usersText?: string;
	/** The log this screen shows as the note had it before the demo opened: entries already written read as they were written. */
	writtenLog?: string;
	/** How many texts the screen shows at least in English (4 unless said: a notice is one line). */
	least?: number;
}

const CYPHER = "Campaigns/The Ninth Gate/Characters/Kessa Varn.md";
const POOL = "Campaigns/The Salt Road/Characters/Tamsin Hale.md";
const D20 = "Campaigns/Iron Reach/Characters/Mara Quell.md";
const ENCOUNTER = "Encounters/Warm Well Ambush.md";
const CREATURE = "Compendium/Creatures/Glass-Moth.md";
const ABILITY = "Compendium/Abilities/Bash.md";
const DICE = "Dice.md";
/** Where a roll outside a campaign is logged: the default campaign's (The Ninth Gate's) current session. */
const SESSION = "Campaigns/The Ninth Gate/Session 2.md";

const MODAL = ".modal-container .modal";

/** A dialog as it opens: its footer's first line (the chance) drawn when it has one. */
async function dialogOpened(page: Page): Promise<Locator> {
	const modal = page.locator(MODAL).last();
	await modal.waitFor();
	await page.waitForFunction((selector) => {
		const dialog = [...document.querySelectorAll(selector)].pop();
		return dialog !== undefined && (dialog.querySelector(".cl-dialog-result") === null || dialog.querySelector(".cl-dialog-result .cl-dialog-line") !== null);
	}, MODAL);
	return modal;
}

/** Clicks the sheet's button of `action` (its id: the same in every language) and waits for its dialog. */
async function clickAction(page: Page, action: string): Promise<Locator> {
	await page.locator(`.cl-sheet button[data-action="${action}"]`).first().click();
	return dialogOpened(page);
}

const sheet = (page: Page): Promise<Locator> => Promise.resolve(page.locator(".cl-sheet").first());

/** The ribbon icon's menu (one icon: the plugin's), as a user taps it. */
async function ribbonMenu(page: Page): Promise<Locator> {
	await page.locator("#ribbon .side-dock-ribbon-action[data-icon='dices']").click();
	const menu = page.locator(".menu");
	await menu.waitFor();
	return menu;
}

/** The first dice block of the Dice note (its label is the user's: the block's source). */
const diceBlock = (page: Page): Locator => page.locator(".cl-roll").first();

/** The ledger-roll blocks' sources in a note: the user's own words on a dice block. */
function blockSources(note: string): string {
	return [...readFileSync(`demo-vault/${note}`, "utf8").matchAll(/```ledger-roll\n([\s\S]*?)```/g)].map((match) => match[1]).join("\n");
}

/**
 * A session note's log as written on disk: its entries' lines (callout lines, "> …"). The plugin does
 * not rewrite an entry once written, so entries logged before (in English) show as they were written.
 */
function writtenLog(note: string): string {
	return readFileSync(`demo-vault/${note}`, "utf8").split("\n").filter((line) => line.startsWith(">")).join("\n");
}

const SCREENS: readonly Screen[] = [
	{ name: "the pool sheet", note: POOL, open: sheet },
	{ name: "the pool check dialog", note: POOL, open: (page) => clickAction(page, "check") },
	{ name: "the pool attack dialog", note: POOL, open: (page) => clickAction(page, "attack") },
	{ name: "the Cypher sheet", note: CYPHER, open: sheet },
	{ name: "the Cypher Might task dialog", note: CYPHER, open: (page) => clickAction(page, "task:might") },
	{ name: "the Cypher Defend dialog", note: CYPHER, open: (page) => clickAction(page, "defend") },
	{ name: "the Cypher Recovery dialog", note: CYPHER, open: (page) => clickAction(page, "recovery") },
	{
		name: "the Cypher recovery roll dialog",
		note: CYPHER,
		async open(page) {
			// The chooser's Roll (its call to action) rolls the recovery chosen and opens the split.
			await (await clickAction(page, "recovery")).locator(".cl-dialog-footer button.mod-cta").click();
			const dialog = page.locator(MODAL, { has: page.locator(".cl-dialog-recovery-roll") });
			await dialog.waitFor();
			return dialog;
		},
	},
	{ name: "the Cypher Apply damage dialog", note: CYPHER, open: (page) => clickAction(page, "damage") },
	{ name: "the Cypher Spend XP dialog", note: CYPHER, open: (page) => clickAction(page, "xp") },
	{ name: "the Cypher cypher's Use dialog", note: CYPHER, open: (page) => clickAction(page, "cypher:use:0") },
	{ name: "the d20 sheet", note: D20, open: sheet },
	{ name: "the d20 check dialog", note: D20, open: (page) => clickAction(page, "check") },
	{ name: "the d20 attack dialog", note: D20, open: (page) => clickAction(page, "attack") },
	{ name: "the d20 Apply damage dialog", note: D20, open: (page) => clickAction(page, "damage") },
	{ name: "the encounter tracker", note: ENCOUNTER, open: (page) => Promise.resolve(page.locator(".cl-encounter").first()) },
	{ name: "a creature page's panel", note: CREATURE, open: (page) => Promise.resolve(page.locator(".cl-csrd-panel").first()) },
	{ name: "an ability page's panel", note: ABILITY, open: (page) => Promise.resolve(page.locator(".cl-csrd-panel").first()) },
	{ name: "a dice block", note: DICE, usersText: blockSources(DICE), open: (page) => Promise.resolve(diceBlock(page)) },
	{
		name: "a dice block after Roll",
		note: DICE,
		usersText: blockSources(DICE),
		async open(page) {
			await diceBlock(page).locator(".cl-roll-button").click();
			await diceBlock(page).locator(".cl-roll-record").filter({ hasText: /\w/ }).waitFor();
			return diceBlock(page);
		},
	},
	{
		// The roll just made, as its card reads in the session note, unfolded (its machine lines left out: they stay English).
		name: "the log entry card of that roll",
		note: SESSION,
		usersText: blockSources(DICE),
		async open(page) {
			// Found by the roll's label (the user's words in the block), so an older card cannot stand in for it.
			const card = page.locator(".cl-entry-callout", { hasText: "Climb the cliff (difficulty 4)" }).last();
			await card.waitFor();
			if (await card.evaluate((el) => el.classList.contains("is-collapsed"))) await card.locator(".callout-title-inner").click();
			return card;
		},
	},
	{
		name: "the sidebar's dice tray and log",
		note: SESSION,
		usersText: blockSources(DICE),
		writtenLog: writtenLog(SESSION),
		async open(page) {
			// The menu's first item after its separator opens the dice tray and session log.
			await (await ribbonMenu(page)).locator(".menu-separator + .menu-item").click();
			const view = page.locator(".cl-dice-view");
			await view.locator(".cl-side-log-entry").first().waitFor();
			return view;
		},
	},
	{
		name: "the dice tray after a roll, logged",
		note: SESSION,
		usersText: blockSources(DICE),
		writtenLog: writtenLog(SESSION),
		async open(page) {
			const view = page.locator(".cl-dice-view");
			if (!(await view.isVisible())) await (await ribbonMenu(page)).locator(".menu-separator + .menu-item").click();
			await view.locator(".cl-tray-die", { hasText: "d20" }).click();
			await view.locator(".cl-tray-roll").click();
			await view.locator(".cl-tray-log").first().click();
			await view.locator(".cl-tray-logged").filter({ hasText: /\w/ }).first().waitFor();
			return view;
		},
	},
	{
		name: "the settings tab",
		note: SESSION,
		async open(page) {
			// The ribbon's gear opens the settings window at the plugin's tab.
			await page.locator("#ribbon .side-dock-settings .clickable-icon").click();
			const tab = page.locator(".modal.mod-settings .vertical-tab-content-container");
			await tab.locator(".setting-item").first().waitFor();
			return tab;
		},
	},
	{
		name: "the notice of Undo",
		note: SESSION,
		least: 1,
		usersText: blockSources(DICE),
		async open(page) {
			// The item just before the separator undoes the last entry of the session.
			await (await ribbonMenu(page)).locator(".menu-item:has(+ .menu-separator)").click();
			const notice = page.locator(".notice-container .notice").last();
			await notice.waitFor();
			return notice;
		},
	},
];

/** The first screen loads the demo in both languages (some 20–28 s on a loaded 2-core machine, beyond e2e's usual 30 s). */
const SCREEN_TIMEOUT_MS = 90_000;

/** The screens whose every word is in the catalogue: any English left there fails. */
const SWEPT = new Set([
	"the pool sheet",
	"the pool check dialog",
	"the pool attack dialog",
	"the Cypher sheet",
	"the Cypher Might task dialog",
	"the Cypher Defend dialog",
	"the Cypher Recovery dialog",
	"the Cypher recovery roll dialog",
	"the Cypher Apply damage dialog",
	"the Cypher Spend XP dialog",
	"the Cypher cypher's Use dialog",
	"the d20 sheet",
	"the d20 check dialog",
	"the d20 attack dialog",
	"the d20 Apply damage dialog",
	"the encounter tracker",
	"a creature page's panel",
	"an ability page's panel",
	"a dice block",
	"a dice block after Roll",
	"the log entry card of that roll",
	"the sidebar's dice tray and log",
	"the dice tray after a roll, logged",
	"the settings tab",
	"the notice of Undo",
]);

/** One page per language, kept open: the screens are opened one after another in it, as a user goes from note to note. */
interface LanguagePage {
	page: Page;
	problems: string[];
}

const pages = new Map<string, LanguagePage>();

async function languagePage(language: string): Promise<LanguagePage> {
	const known = pages.get(language);
	if (known) return known;
	const page = await demo.browser.newPage({ viewport: { width: 1280, height: 900 } });
	page.setDefaultTimeout(10_000);
	const problems = watchProblems(page);
	// The page's own storage, where Obsidian keeps the app's language (not a vault's data).
	await page.addInitScript((code) => window.localStorage.setItem("language", code), language);
	await page.goto(demo.url);
	const opened = { page, problems };
	pages.set(language, opened);
	return opened;
}

/** Shows a note as a click on its link does, with what the last screen left open (dialog, menu, notices) closed. */
async function showNote(page: Page, note: string): Promise<void> {
	while ((await page.locator(".modal-container").count()) > 0) await page.keyboard.press("Escape");
	await page.evaluate(() => document.querySelectorAll(".menu, .notice").forEach((el) => el.remove()));
	const current = await page.evaluate(() => document.body.dataset.ready ?? "");
	if (current !== note) await page.evaluate((path) => (window.location.hash = `note=${encodeURIComponent(path)}`), note);
	await page.waitForSelector(`body[data-ready='${note}']`, { timeout: 15_000 });
}

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
/**
 * Values a field or a list shows, not words: a setting's default, which its empty field shows as the
 * placeholder (the plugin looks for the heading "Log" in every language), and each language's name in
 * its own words (the language list names English "English" in German too).
 */
const SHOWN_VALUES = [...Object.values(DEFAULT_SETTINGS).filter((value): value is string => typeof value === "string" && value !== ""), ...Object.values(LANGUAGE_NAMES)];

function textsOf(root: Locator): Promise<string[]> {
	return root.evaluate((el, values) => {
		const found: string[] = [];
		const visible = (node: Element): boolean => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== "hidden";
		// A log entry's machine lines (its inputs, dice, query fields, changes and check) stay English by rule;
		// its other lines are read without their key ("outcome: ", "why: ").
		const machine = (node: Element): boolean => {
			const line = node.closest(".cl-entry-callout li");
			return line !== null && (line.classList.contains("cl-entry-fields") || /^(?:input|dice|change|check):/.test(line.textContent ?? ""));
		};
		for (const node of [el, ...el.querySelectorAll("*")]) {
			if (!visible(node) || node.closest(".modal-close-button") || machine(node)) continue;
			// A dropdown's choices, which a closed list does not lay out.
			if (node instanceof HTMLSelectElement) for (const option of node.options) if (!values.includes(option.text.trim())) found.push(option.text.trim());
			const own = [...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent ?? "").join("").trim();
			const text = node.closest(".cl-entry-callout li") !== null ? own.replace(/^[a-z]+:\s*/, "") : own;
			if (text) found.push(text);
			for (const attribute of ["aria-label", "title", "placeholder"]) {
				const value = node.getAttribute(attribute)?.trim();
				if (value && !(attribute === "placeholder" && values.includes(value))) found.push(value);
			}
		}
		return found;
	}, SHOWN_VALUES);
}

async function screenTexts(screen: Screen, language: string): Promise<string[]> {
	const { page, problems } = await languagePage(language);
	const before = problems.length;
	await showNote(page, screen.note);
	const root = await screen.open(page);
	await root.waitFor();
	const texts = await textsOf(root);
	expect(problems.slice(before), `${screen.name} in ${language}`).toEqual([]);
	return texts;
}

/** Whether a text is words (not notation, numbers or symbols alone). */
const hasWord = (text: string): boolean => /[A-Za-z]{3,}/.test(text.replace(/\b\d*d\d+\w*/g, ""));

/** Whether every word of a text is in the note's properties (the user's own: "Strong (+2)" from a trait `Strong: 2`). */
function usersOwn(text: string, properties: string): boolean {
	const words = text.match(/[A-Za-z][A-Za-z'-]+/g) ?? [];
	return words.every((word) => properties.includes(word));
}

/** A text with its numbers masked: a rolled screen rolls other numbers in each language, its words are what is compared. */
const words = (text: string): string => text.replace(/\d+/g, "#");

/** Whether a text is, whole, a phrase of the log as written (an entry's title or outcome, written before in English). */
function alreadyWritten(text: string, log: string): boolean {
	const at = log.indexOf(text);
	return at >= 0 && !/\w/.test(log.charAt(at - 1)) && !/\w/.test(log.charAt(at + text.length));
}

function leftovers(english: readonly string[], german: readonly string[], properties: string, log = ""): string[] {
	const inEnglish = new Set(english.map(words));
	const left = german.filter((text) => inEnglish.has(words(text)) && hasWord(text) && !usersOwn(text, properties) && !sameInGerman(text) && !alreadyWritten(text, log));
	return [...new Set(left)];
}

describe("English left over on the demo's screens in German", () => {
	const report: string[] = [];

	it.each(SCREENS)("$name", async (screen) => {
		// The note's name and properties (its frontmatter), where the user's own words on a screen come from.
		const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(`demo-vault/${screen.note}`, "utf8"))?.[1] ?? "";
		const properties = `${screen.note}\n${frontmatter}\n${screen.usersText ?? ""}`;
		const english = await screenTexts(screen, "en");
		const german = await screenTexts(screen, "de");
		// The scan sees the screen: in English it found the plugin's words.
		expect(english.length, `texts on ${screen.name}`).toBeGreaterThanOrEqual(screen.least ?? 4);
		const left = leftovers(english, german, properties, screen.writtenLog);
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
