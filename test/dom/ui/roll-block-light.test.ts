/**
 * Issue 34.7: a roll block is drawn first as its light line, from the note's text alone, and built
 * (expression parsed, odds asked for, last roll looked up) when it comes near the view, when the
 * user touches it, or in an idle moment. Checked as a reader would: what the line shows before it is
 * built, that nothing moves when it is built, and that a roll never waits for a scroll.
 */
import { afterEach, describe, expect, it } from "vitest";
import { scriptedRng } from "../../../src/engine/rng";
import { sharedOddsQueue } from "../../../src/engine/dice/shared-queue";
import { OddsLoader } from "../../../src/ui/dice/odds-loader";
import { RollBlockChild } from "../../../src/ui/dice/roll-block";
import { stopListening } from "../../../src/ui/dice/block-events";
import { comeIntoView, installInView } from "../helpers/in-view";

installInView();

const mounted: RollBlockChild[] = [];

/** A block drawn below the view: nothing reports it near. */
function mountAway(source: string, faces: number[] = [], odds = new OddsLoader()): HTMLElement {
	const el = createDiv();
	document.body.appendChild(el);
	const child = new RollBlockChild(el, source, scriptedRng(faces), undefined, odds);
	child.load();
	mounted.push(child);
	return el;
}

async function drained(): Promise<void> {
	for (let i = 0; i < 1000 && sharedOddsQueue.size > 0; i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

async function until(done: () => boolean): Promise<void> {
	for (let i = 0; i < 3000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

afterEach(async () => {
	for (const child of mounted.splice(0)) child.unload();
	document.body.empty();
	stopListening();
	await drained();
});

/** The block's parts in order, by what a reader meets: the same before and after the build. */
function parts(el: HTMLElement): string[] {
	return Array.from(el.children, (child) => `${child.tagName.toLowerCase()}.${child.className.split(" ")[0] ?? ""}`);
}

describe("a roll block before it comes near the view", () => {
	it("shows Roll, its label, the expression as written, Enter dice and that its odds are coming, and starts no work", () => {
		const el = mountAway("4d6kh3 # Ability score");
		const button = el.querySelector<HTMLButtonElement>("button.cl-roll-button");
		expect(button?.textContent).toBe("Roll");
		expect(button?.getAttribute("aria-label")).toBe("Roll Ability score");
		expect(el.querySelector(".cl-roll-label")?.textContent).toBe("Ability score");
		expect(el.querySelector(".cl-roll-expression")?.textContent).toBe("4d6kh3");
		expect(el.querySelector("button.cl-roll-enter-button")?.textContent).toBe("Enter dice");
		expect(el.querySelector(".cl-roll-odds")?.textContent).toBe("Working out the odds…");
		// Nothing worked out yet: no odds asked for.
		expect(sharedOddsQueue.size).toBe(0);
	});

	it("looks as it will once built: the same parts in the same order, so nothing moves", async () => {
		const el = mountAway("2d20kh1+5 # Attack");
		const before = parts(el);
		comeIntoView(el);
		await until(() => !el.querySelector(".cl-roll-odds-pending"));
		expect(el.querySelector(".cl-roll-odds")?.textContent).toMatch(/^Range: 6–25/);
		expect(parts(el)).toEqual(before);
	});

	it("rolls at once when Roll is clicked, without waiting to be built", () => {
		const el = mountAway("1d20 + 3 # Climb", [12]);
		el.querySelector<HTMLButtonElement>("button.cl-roll-button")?.click();
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("15");
		expect(el.querySelector("button.cl-roll-button")?.textContent).toBe("Roll again");
	});

	it("is built when the keyboard reaches Roll: the result region is ready before the first roll, and the odds are asked for", () => {
		const el = mountAway("3d6");
		const button = el.querySelector<HTMLButtonElement>("button.cl-roll-button");
		button?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
		expect(el.querySelector('.cl-roll-result[aria-live="polite"]')).not.toBeNull();
		expect(sharedOddsQueue.size).toBe(1);
		// The same button, still focusable: the build reused it.
		expect(el.querySelector("button.cl-roll-button")).toBe(button);
	});

	it("opens Enter dice at once too", () => {
		const el = mountAway("2d6");
		el.querySelector<HTMLButtonElement>("button.cl-roll-enter-button")?.click();
		expect(el.querySelector(".cl-roll-entry input")).not.toBeNull();
	});

	it("shows a mistake in the expression once built, with the caret under it", () => {
		const el = mountAway("2d6 + x");
		comeIntoView(el);
		expect(el.querySelector(".cl-roll-caret-source")?.textContent).toBe("2d6 + x");
		expect(el.querySelector("button")).toBeNull();
	});

	it("is built in an idle moment even if never scrolled to, so every block's odds come", async () => {
		const els = Array.from({ length: 5 }, (_, i) => mountAway(`${i + 2}d6`));
		await until(() => !document.querySelector(".cl-roll-odds-pending"));
		els.forEach((el, i) => expect(el.querySelector(".cl-roll-odds")?.textContent).toMatch(new RegExp(`^Range: ${i + 2}–${(i + 2) * 6}`)));
	});

	it("unloaded before it was built, it is never built", async () => {
		const el = mountAway("3d6");
		for (const child of mounted.splice(0)) child.unload();
		await new Promise((resolve) => setTimeout(resolve, 120));
		expect(el.childElementCount).toBe(0);
		expect(sharedOddsQueue.size).toBe(0);
	});
});
