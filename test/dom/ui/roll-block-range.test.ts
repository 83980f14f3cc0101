import { afterEach, describe, expect, it } from "vitest";
import { scriptedRng } from "../../../src/engine/rng";
import { RollBlockChild } from "../../../src/ui/dice/roll-block";

/**
 * The ledger-roll panel's "Range" is the expression's true range, even for pools
 * so large that the odds of their extremes underflow (1000d6: 1000–6000, not the
 * 1597–5403 the representable outcomes alone would give).
 */

const mounted: RollBlockChild[] = [];

afterEach(() => {
	for (const child of mounted.splice(0)) child.unload();
	document.body.empty();
});

async function statShown(source: string, name: string): Promise<string | null | undefined> {
	const el = createDiv();
	document.body.appendChild(el);
	const child = new RollBlockChild(el, source, scriptedRng([]));
	child.load();
	mounted.push(child);
	// The odds fill in after the block is drawn.
	for (let i = 0; i < 2000 && el.querySelector(".cl-roll-odds-pending"); i++) await new Promise((resolve) => setTimeout(resolve, 1));
	// The odds line reads "Range: 1–20 · Mean: 10.5 · Std dev: 5.77 · Chance of 12 or more: 45%".
	for (const part of (el.querySelector(".cl-roll-odds")?.textContent ?? "").split(" · ")) {
		if (part.startsWith(`${name}: `)) return part.slice(name.length + 2);
	}
	return undefined;
}

describe("ledger-roll range", () => {
	it.each([
		["1000d6", "1000–6000"],
		["4d6kh3", "3–18"],
		["2d6-1d4", "-2–11"],
	])("%s shows the range %s", async (source, shown) => {
		expect(await statShown(source, "Range")).toBe(shown);
	});

	it("1000d6 is certain to reach its true minimum, and its true maximum is possible, never 0%", async () => {
		expect(await statShown("1000d6 vs 1000", "Chance of 1000 or more")).toBe("100%");
		// 6^-1000 underflows in the odds, but six on every die can happen.
		expect(await statShown("1000d6 vs 6000", "Chance of 6000 or more")).toBe("<0.01%");
		expect(await statShown("1000d6 vs 6001", "Chance of 6001 or more")).toBe("0%");
		// Not reaching 1001 needs a one on every die: possible, so not 100%.
		expect(await statShown("1000d6 vs 1001", "Chance of 1001 or more")).toBe(">99.99%");
	});
});
