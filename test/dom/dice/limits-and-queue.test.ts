/**
 * Issue 28 in the widgets: a notation that could throw too many dice is refused where the user looks,
 * before a Roll button is offered; and the odds of the blocks of a note are never worked out while
 * the note draws: they wait in the page's one queue and fill in afterwards.
 */
import { afterEach, describe, expect, it } from "vitest";
import { seededRng } from "../../../src/engine/rng";
import { prepareInlineRoll } from "../../../src/ui/dice/inline-roll";
import { OddsLoader } from "../../../src/ui/dice/odds-loader";
import { sharedOddsQueue } from "../../../src/engine/dice/shared-queue";
import { RollBlockChild } from "../../../src/ui/dice/roll-block";
import { comeIntoView, installInView } from "../helpers/in-view";

installInView();

const mounted: RollBlockChild[] = [];

function mount(source: string, odds = new OddsLoader()): HTMLElement {
	const el = createDiv();
	document.body.appendChild(el);
	const child = new RollBlockChild(el, source, seededRng(1), undefined, odds);
	child.load();
	mounted.push(child);
	// On screen: the block is built (near-view.ts).
	comeIntoView(el);
	return el;
}

/** Until the page's queue is empty (work abandoned by unloaded blocks leaves at the queue's next turn). */
async function drained(): Promise<void> {
	for (let i = 0; i < 1000 && sharedOddsQueue.size > 0; i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

afterEach(async () => {
	for (const child of mounted.splice(0)) child.unload();
	document.body.empty();
	await drained();
});

async function settled(): Promise<void> {
	for (let i = 0; i < 5000 && document.querySelector(".cl-roll-odds-pending"); i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe("too many dice to roll", () => {
	it("a block that could throw over 50,000 dice says so and offers no Roll button", () => {
		const el = mount("1000d2!50>=1 + 1d6");
		expect(el.querySelector('[role="alert"]')?.textContent).toMatch(/could take up to 51,001 dice .*over the limit of 50,000; try fewer dice/);
		expect(el.querySelector("button.cl-roll-button")).toBeNull();
	});

	it("the largest roll allowed is still offered and rolls: 1000d2!", () => {
		const el = mount("1000d2!");
		const button = el.querySelector<HTMLButtonElement>("button.cl-roll-button");
		expect(button).not.toBeNull();
		button?.click();
		expect(el.querySelector(".cl-roll-breakdown")?.textContent).toMatch(/^[\d,]+ dice, [\d,]+$/);
	});

	it("an inline roll that could throw too many dice is refused beside the code", () => {
		expect(prepareInlineRoll("1000d2!50>=1", undefined)).toEqual({ error: expect.stringMatching(/51,000 dice/) as unknown });
		expect(prepareInlineRoll("1000d2!", undefined)).toMatchObject({ expression: "1000d2!" });
	});
});

describe("odds after the note has drawn, in one queue", () => {
	it("twenty heavy blocks drawn together start no odds work while drawing; all fill in afterwards", async () => {
		const odds = new OddsLoader();
		const els = Array.from({ length: 20 }, (_, i) => mount(`${50 + i}d20kh${20 + i}`, odds));
		// Drawn: every block waits in the queue, none has done a step yet.
		expect(sharedOddsQueue.size).toBe(20);
		for (const el of els) expect(el.querySelector(".cl-roll-odds")?.textContent).toBe("Working out the odds…");
		await settled();
		for (const el of els) expect(el.querySelector(".cl-roll-odds")?.textContent).toMatch(/^Range: /);
		expect(sharedOddsQueue.size).toBe(0);
	}, 60_000);

	it("a block unloaded while waiting leaves the queue", async () => {
		const el = mount("301d20kh150");
		expect(sharedOddsQueue.size).toBe(1);
		mounted.splice(0).forEach((child) => child.unload());
		await drained();
		expect(sharedOddsQueue.size).toBe(0);
		expect(el.childElementCount).toBe(0);
	});
});
