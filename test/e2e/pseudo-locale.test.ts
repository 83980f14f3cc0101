import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { useDemoBrowser } from "./demo-browser";
import { openSheetDialog } from "./sheet-dialog";

/**
 * Layouts that survive longer words (issue 35, item 4): the demo run in the pseudo-language
 * ("en-XA": every word of the catalogue's messages accented and about 40 % longer), chosen the way
 * Obsidian keeps the app's language (localStorage "language", which the plugin follows when its own
 * setting is left to Obsidian's). At 1280 and at 390 px, each game's main dialog opens with its
 * chance and its button on screen, nothing in the dialog is cut off or runs past the screen's edge,
 * and the footer's parts do not overlap; the sheet behind it does not scroll sideways.
 *
 * Every word in the catalogue is lengthened: the three games' sheets and dialogs, their frame and
 * footer, the sidebar (what is still English is listed by test/e2e/language-leftovers.test.ts).
 */

const demo = useDemoBrowser();

const DIALOGS = [
	// Every sheet's labels are translated (pseudo-accented here): each button is found by its action.
	{ game: "Cypher task", note: "Campaigns/The Ninth Gate/Characters/Kessa Varn.md", button: "Might task", action: "task:might" },
	{ game: "pool check", note: "Campaigns/The Salt Road/Characters/Tamsin Hale.md", button: "Roll a check", action: "check" },
	{ game: "d20 check", note: "Campaigns/Iron Reach/Characters/Mara Quell.md", button: "Check", action: "check" },
] as const;

const SCREENS = [
	{ name: "laptop, 1280 px", width: 1280, height: 800, phone: false },
	{ name: "phone, 390 px", width: 390, height: 844, phone: true },
] as const;

/** A page of the demo in the pseudo-language, its window as wide as the screen. */
async function pseudoPage(width: number, height: number, phone: boolean): Promise<Page> {
	const page = await demo.browser.newPage(phone ? { viewport: { width, height }, isMobile: true, hasTouch: true } : { viewport: { width, height } });
	await page.addInitScript(() => window.localStorage.setItem("language", "en-XA"));
	return page;
}

const openDialog = (page: Page, note: string, button: string, phone: boolean, action?: string): Promise<Locator> => openSheetDialog(page, demo.url, note, button, phone, action);

interface Found {
	/** The footer's "GM only" as drawn: in the pseudo-language, accented and longer. */
	gmOnly: string;
	/** Elements whose text is cut off: wider inside than their box, with the overflow hidden. */
	clipped: string[];
	/** Elements that run past the screen's right edge. */
	pastEdge: string[];
	/** Pairs of footer parts that overlap. */
	overlapping: string[];
	button: { top: number; bottom: number };
	chance: { top: number; bottom: number };
	/** How far the page scrolls sideways. */
	sideways: number;
}

function measure(modal: Locator, screenWidth: number): Promise<Found> {
	return modal.evaluate((root, width): Found => {
		const name = (el: Element): string => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
		const clipped: string[] = [];
		const pastEdge: string[] = [];
		for (const el of root.querySelectorAll<HTMLElement>("*")) {
			const box = el.getBoundingClientRect();
			if (box.width === 0 || box.height === 0) continue;
			const style = getComputedStyle(el);
			const hides = style.overflowX === "hidden" || style.overflowX === "clip" || style.textOverflow === "ellipsis";
			if (hides && el.scrollWidth > el.clientWidth + 1) clipped.push(name(el));
			if (box.right > width + 0.5) pastEdge.push(name(el));
		}
		const footer = root.querySelector(".cl-dialog-footer");
		const parts = footer ? [...footer.children].filter((el) => el.getBoundingClientRect().width > 0) : [];
		const overlapping: string[] = [];
		parts.forEach((a, i) =>
			parts.slice(i + 1).forEach((b) => {
				const ra = a.getBoundingClientRect();
				const rb = b.getBoundingClientRect();
				const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
				const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
				if (x > 0.5 && y > 0.5) overlapping.push(`${name(a)} × ${name(b)}`);
			}),
		);
		const box = (selector: string): { top: number; bottom: number } => {
			const r = root.querySelector(selector)?.getBoundingClientRect();
			return r ? { top: r.top, bottom: r.bottom } : { top: -1, bottom: Number.POSITIVE_INFINITY };
		};
		return {
			gmOnly: (root.querySelector(".cl-dialog-gm")?.textContent ?? "").trim(),
			clipped,
			pastEdge,
			overlapping,
			button: box(".cl-dialog-footer .cl-dialog-button"),
			chance: box(".cl-dialog-footer .cl-dialog-result .cl-dialog-line"),
			sideways: document.scrollingElement ? document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth : 0,
		};
	}, screenWidth);
}

describe("the pseudo-language's longer words", () => {
	for (const screen of SCREENS) {
		it.each(DIALOGS)(`${screen.name}: the $game dialog keeps its chance and Roll on screen, nothing cut off or overlapping`, async ({ note, button, action }) => {
			const page = await pseudoPage(screen.width, screen.height, screen.phone);
			const problems = watchProblems(page);
			const found = await measure(await openDialog(page, note, button, screen.phone, action), screen.width);
			// The pseudo-language is on: "GM only" is drawn accented and longer.
			expect(found.gmOnly).toBe("GM· öñlý··");
			expect(found.clipped, "text cut off").toEqual([]);
			expect(found.pastEdge, "past the screen's edge").toEqual([]);
			expect(found.overlapping, "footer parts overlapping").toEqual([]);
			expect(found.sideways, "the page scrolls sideways").toBeLessThanOrEqual(0);
			for (const [what, box] of [["Roll", found.button], ["the chance", found.chance]] as const) {
				expect(box.top, `${what}'s top`).toBeGreaterThanOrEqual(0);
				expect(box.bottom, `${what}'s bottom, within the screen`).toBeLessThanOrEqual(screen.height);
			}
			expect(problems).toEqual([]);
			await page.close();
		});
	}

	it.each(SCREENS)("$name: the sidebar's dice tray in the pseudo-language stays within the screen", async (screen) => {
		const page = await pseudoPage(screen.width, screen.height, screen.phone);
		const problems = watchProblems(page);
		const note = DIALOGS[0].note;
		await page.goto(`${demo.url}#note=${encodeURIComponent(note)}`);
		await page.waitForSelector(`body[data-ready='${note}']`, { timeout: 15_000 });
		if (screen.phone) await page.evaluate(() => document.body.classList.add("is-mobile", "is-phone"));
		// The ribbon's dice icon, then its menu's "Dice tray and session log", in the pseudo-language's spelling.
		await page.locator("#ribbon .side-dock-ribbon-action[data-icon='dices']").click();
		await page.locator(".menu .menu-item", { hasText: "Dîçé·· tráý··" }).first().click();
		const view = page.locator(".cl-dice-view");
		await view.waitFor();
		const found = await measure(view, screen.width);
		expect(found.clipped, "text cut off").toEqual([]);
		expect(found.pastEdge, "past the screen's edge").toEqual([]);
		expect(found.sideways, "the page scrolls sideways").toBeLessThanOrEqual(0);
		// Whatever sticks out of the tray's own box, by name (none should).
		const sticking = await view.evaluate((el) => {
			const edge = el.getBoundingClientRect().left + el.clientWidth;
			return [...el.querySelectorAll("*")].filter((child) => child.getBoundingClientRect().right > edge + 0.5).map((child) => `${child.tagName.toLowerCase()}.${[...child.classList].join(".")} "${(child.textContent ?? "").trim().slice(0, 30)}"`);
		});
		expect(sticking, "out of the tray's box").toEqual([]);
		expect(problems).toEqual([]);
		await page.close();
	});
});
