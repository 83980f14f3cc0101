import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { useDemoBrowser } from "./demo-browser";
import { openSheetDialog } from "./sheet-dialog";

/**
 * Where the roll dialog's footer puts things, measured in Chromium as a player sees them: on a
 * laptop the chance and cost on the left, then "GM only", then the button at the right edge, all on
 * one line and apart; on a phone the button on a line of its own, as wide as the dialog, at least
 * 44 px tall. Nothing in the footer overlaps anything else. (Commit 584ccfb's stylesheet dropped the
 * footer's flex rule: Roll fell under the chance, left-aligned and touching "GM only", 49 px wide on
 * a phone; these checks fail on it.)
 */

const demo = useDemoBrowser();

const DIALOGS = [
	{ game: "Cypher task", note: "Campaigns/The Ninth Gate/Characters/Kessa Varn.md", button: "Might task" },
	{ game: "pool check", note: "Campaigns/The Salt Road/Characters/Tamsin Hale.md", button: "Roll a check" },
	{ game: "d20 check", note: "Campaigns/Iron Reach/Characters/Mara Quell.md", button: "Check" },
] as const;

interface Box {
	left: number;
	right: number;
	top: number;
	bottom: number;
	width: number;
	height: number;
}
interface FooterLayout {
	/** The footer's inside, between its paddings. */
	inside: Box;
	result: Box;
	gm: Box;
	button: Box;
	/** Every visible child of the footer, in the order they are drawn. */
	parts: { name: string; box: Box }[];
}

const openDialog = (page: Page, note: string, button: string, phone: boolean): Promise<Locator> => openSheetDialog(page, demo.url, note, button, phone);

function footerLayout(modal: Locator): Promise<FooterLayout> {
	return modal.locator(".cl-dialog-footer").evaluate((footer): FooterLayout => {
		const box = (el: Element): Box => {
			const r = el.getBoundingClientRect();
			return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
		};
		const style = getComputedStyle(footer);
		const outer = box(footer);
		const inside = { ...outer, left: outer.left + parseFloat(style.paddingLeft), right: outer.right - parseFloat(style.paddingRight) };
		inside.width = inside.right - inside.left;
		const part = (selector: string): Box => {
			const el = footer.querySelector(selector);
			if (!el) throw new Error(`no ${selector} in the footer`);
			return box(el);
		};
		const parts = [...footer.children]
			.filter((el) => el.getBoundingClientRect().width > 0)
			.map((el) => ({ name: el.className, box: box(el) }));
		return { inside, result: part(".cl-dialog-result"), gm: part(".cl-dialog-gm"), button: part(".cl-dialog-button"), parts };
	});
}

/** Pairs of footer parts whose boxes overlap (by more than half a pixel, for rounding). */
function overlaps(parts: FooterLayout["parts"]): string[] {
	const found: string[] = [];
	parts.forEach((a, i) =>
		parts.slice(i + 1).forEach((b) => {
			const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
			const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
			if (x > 0.5 && y > 0.5) found.push(`${a.name} × ${b.name}`);
		}),
	);
	return found;
}

const centre = (box: Box): number => (box.top + box.bottom) / 2;

describe("the roll dialog's footer", () => {
	it.each(DIALOGS)("on a laptop ($game): chance and cost, then GM only, then the button at the right edge, on one line, apart", async ({ note, button }) => {
		const page = await demo.browser.newPage({ viewport: { width: 1280, height: 800 } });
		const problems = watchProblems(page);
		const layout = await footerLayout(await openDialog(page, note, button, false));
		expect(layout.parts.map((part) => part.name.split(" ")[0])).toEqual(["cl-dialog-result", "cl-dialog-gm", "mod-cta"]);
		// One line: the three share a middle.
		expect(Math.abs(centre(layout.gm) - centre(layout.button)), "GM only beside the button").toBeLessThanOrEqual(2);
		expect(layout.result.top < layout.button.bottom && layout.button.top < layout.result.bottom, "the chance on the button's line").toBe(true);
		// Left to right, the chance at the left edge and the button at the right edge.
		expect(layout.result.left).toBeCloseTo(layout.inside.left, 0);
		expect(layout.result.right).toBeLessThanOrEqual(layout.gm.left);
		expect(layout.button.right).toBeCloseTo(layout.inside.right, 0);
		// "GM only" does not touch the button.
		expect(layout.button.left - layout.gm.right, "space between GM only and the button").toBeGreaterThanOrEqual(4);
		expect(layout.button.height).toBeGreaterThanOrEqual(44);
		expect(overlaps(layout.parts)).toEqual([]);
		expect(problems).toEqual([]);
		await page.close();
	});

	it.each(DIALOGS)("on a phone, 390 px ($game): the button fills its own line, under the chance and GM only", async ({ note, button }) => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
		const problems = watchProblems(page);
		const layout = await footerLayout(await openDialog(page, note, button, true));
		expect(layout.button.width, "the button's width").toBeGreaterThanOrEqual(layout.inside.width - 1);
		expect(layout.button.top).toBeGreaterThanOrEqual(Math.max(layout.result.bottom, layout.gm.bottom) - 0.5);
		expect(layout.button.height).toBeGreaterThanOrEqual(44);
		expect(layout.inside.right).toBeLessThanOrEqual(390);
		expect(overlaps(layout.parts)).toEqual([]);
		expect(problems).toEqual([]);
		await page.close();
	});

	it("on a phone, 390 px (Cypher Defend): the chance to defend is in the footer and on screen as the dialog opens", async () => {
		const page = await demo.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
		const problems = watchProblems(page);
		const modal = await openDialog(page, DIALOGS[0].note, "Defend", true);
		const chance = modal.locator(".cl-dialog-footer .cl-dialog-chance");
		await expect.poll(() => chance.textContent()).toMatch(/^Chance to defend: \d+%/);
		const box = await chance.boundingBox();
		expect(box, "the chance's box").not.toBeNull();
		expect((box?.y ?? 844) + (box?.height ?? 0), "the chance's bottom, within the 844 px screen").toBeLessThanOrEqual(844);
		expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
		expect(problems).toEqual([]);
		await page.close();
	});
});
