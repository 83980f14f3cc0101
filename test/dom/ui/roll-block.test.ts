import { afterEach, describe, expect, it } from "vitest";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { CARET_WINDOW, caretPicture, RollBlockChild } from "../../../src/ui/dice/roll-block";
import { stopListening } from "../../../src/ui/dice/block-events";
import { comeIntoView, installInView } from "../helpers/in-view";

installInView();

/**
 * The ledger-roll widget, rendered with obsidian-test-mocks into a happy-dom
 * container, checked the way a player would read it.
 */

const mounted: RollBlockChild[] = [];

function mount(source: string, faces: number[] = []): { el: HTMLElement; child: RollBlockChild } {
	const el = createDiv();
	document.body.appendChild(el);
	const child = new RollBlockChild(el, source, scriptedRng(faces));
	child.load();
	mounted.push(child);
	// On screen: the block is built (near-view.ts).
	comeIntoView(el);
	return { el, child };
}

afterEach(() => {
	for (const child of mounted.splice(0)) child.unload();
	document.body.empty();
});

/** Lets the odds fill in: they are worked out after the block is drawn, never during. */
async function settled(): Promise<void> {
	for (let i = 0; i < 2000 && document.querySelector(".cl-roll-odds-pending"); i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

function stat(el: HTMLElement, name: string): string | undefined {
	// The odds line reads "Range: 1–20 · Mean: 10.5 · Std dev: 5.77 · Chance of 12 or more: 45%".
	for (const part of (el.querySelector(".cl-roll-odds")?.textContent ?? "").split(" · ")) {
		if (part.startsWith(`${name}: `)) return part.slice(name.length + 2);
	}
	return undefined;
}

function click(el: HTMLElement): void {
	const button = el.querySelector<HTMLButtonElement>("button.cl-roll-button");
	expect(button, "the Roll button").not.toBeNull();
	button?.click();
}

/** Brute-force P(total ≥ target) for `count` dice of `sides` plus `bonus`, by listing every roll. */
function bruteAtLeast(count: number, sides: number, bonus: number, target: number): number {
	let hits = 0;
	let all = 0;
	const walk = (left: number, sum: number): void => {
		if (left === 0) {
			all++;
			if (sum + bonus >= target) hits++;
			return;
		}
		for (let face = 1; face <= sides; face++) walk(left - 1, sum + face);
	};
	walk(count, 0);
	return hits / all;
}

function percentShown(text: string | undefined): number {
	expect(text).toMatch(/^\d+(\.\d+)?%$/);
	return Number((text ?? "").replace("%", "")) / 100;
}

describe("ledger-roll odds", () => {
	it.each([
		// 000: "a difficulty 2 task has a target number of 6" … "you must roll the target number or higher on a d20"
		{ source: "1d20\nvs 6", count: 1, sides: 20, bonus: 0, target: 6 },
		// 000: "a difficulty 5 task has a target number of 15"
		{ source: "1d20 vs 15", count: 1, sides: 20, bonus: 0, target: 15 },
		// 004: "1d20 + ability modifier + skill ranks or combat bonus" (a +3 modifier against 15)
		{ source: "1d20+3\ntarget: 15", count: 1, sides: 20, bonus: 3, target: 15 },
		// 000: "roll a d6 and add your tier" (tier 2, hoping to recover 6 or more)
		{ source: "1d6+2 vs 6", count: 1, sides: 6, bonus: 2, target: 6 },
		{ source: "2d6+1 vs 8", count: 2, sides: 6, bonus: 1, target: 8 },
	])("$source shows range, mean, std dev and the chance of meeting the target", async ({ source, count, sides, bonus, target }) => {
		const { el } = mount(source);
		await settled();
		const faces = Array.from({ length: sides }, (_, i) => i + 1);
		const mean = count * (faces.reduce((a, b) => a + b, 0) / sides) + bonus;
		const variance = count * (faces.reduce((a, f) => a + f * f, 0) / sides - (faces.reduce((a, b) => a + b, 0) / sides) ** 2);
		expect(stat(el, "Range")).toBe(`${count + bonus}–${count * sides + bonus}`);
		expect(Number(stat(el, "Mean"))).toBeCloseTo(mean, 2);
		expect(Number(stat(el, "Std dev"))).toBeCloseTo(Math.sqrt(variance), 2);
		expect(percentShown(stat(el, `Chance of ${target} or more`))).toBeCloseTo(bruteAtLeast(count, sides, bonus, target), 4);
	});

	it("a target above the highest total shows 0%", async () => {
		// 000: "difficulty 7 or higher tasks (which have a target number of 21 or higher) are impossible"
		const { el } = mount("1d20 vs 21");
		await settled();
		expect(stat(el, "Chance of 21 or more")).toBe("0%");
	});

	it("without a target there is no chance line", async () => {
		const { el } = mount("3d6");
		expect(el.querySelector(".cl-roll-odds")?.textContent).toBe("Working out the odds…");
		await settled();
		expect(stat(el, "Range")).toBe("3–18");
		expect(el.querySelector(".cl-roll-chance")).toBeNull();
	});

	it("shows the expression and the label", () => {
		const { el } = mount("2d20kh1 + 3 # Attack with advantage");
		expect(el.querySelector(".cl-roll-label")?.textContent).toBe("Attack with advantage");
		expect(el.querySelector(".cl-roll-expression")?.textContent).toBe("2d20kh1 + 3");
		expect(el.querySelector("button")?.getAttribute("aria-label")).toBe("Roll Attack with advantage");
	});
});

describe("ledger-roll rolling", () => {
	it("Roll shows the total and every die", () => {
		const { el } = mount("2d6+1 vs 8", [3, 5]);
		click(el);
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("9");
		expect(el.querySelector(".cl-roll-verdict")?.textContent).toBe("meets 8");
		const dice = Array.from(el.querySelectorAll(".cl-die-value")).map((die) => die.textContent);
		expect(dice).toEqual(["3", "5"]);
	});

	it("a miss is written out, not only coloured", () => {
		const { el } = mount("1d20 vs 15", [14]);
		click(el);
		expect(el.querySelector(".cl-roll-verdict")?.textContent).toBe("misses 15");
	});

	it("dropped dice stay visible and say so in text and aria", () => {
		const { el } = mount("4d6kh3", [6, 1, 4, 5]);
		click(el);
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("15");
		const dice = Array.from(el.querySelectorAll<HTMLElement>(".cl-die"));
		expect(dice).toHaveLength(4);
		const dropped = dice.filter((die) => die.classList.contains("cl-die-dropped"));
		expect(dropped).toHaveLength(1);
		expect(dropped[0]?.querySelector(".cl-die-value")?.textContent).toBe("1");
		expect(dropped[0]?.querySelector(".cl-die-tag")?.textContent).toBe("dropped");
		expect(dropped[0]?.getAttribute("aria-label")).toBe("d6: 1, dropped");
		expect(dice.filter((die) => die.classList.contains("cl-die-kept"))).toHaveLength(3);
	});

	it("exploded dice are marked", () => {
		const { el } = mount("1d6!", [6, 2]);
		click(el);
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("8");
		const exploded = Array.from(el.querySelectorAll<HTMLElement>(".cl-die-exploded"));
		expect(exploded.length).toBeGreaterThanOrEqual(1);
		expect(exploded.every((die) => die.getAttribute("aria-label")?.includes("exploded"))).toBe(true);
	});

	it("success counting marks each die that succeeded, in words", () => {
		const { el } = mount("5d10>=8 vs 2", [8, 3, 10, 1, 9]);
		click(el);
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("3");
		const tags = Array.from(el.querySelectorAll(".cl-die")).map((die) => die.getAttribute("aria-label"));
		expect(tags).toEqual(["d10: 8, success", "d10: 3", "d10: 10, success", "d10: 1", "d10: 9, success"]);
	});

	it("uses no inline styles and only cl- classes (plus Obsidian's mod-cta button)", () => {
		const { el } = mount("4d6kh3! vs 10 # Styled", [6, 2, 1, 4, 5]);
		click(el);
		const all = [el, ...Array.from(el.querySelectorAll("*"))];
		expect(all.filter((node) => node.hasAttribute("style"))).toEqual([]);
		const classes = new Set(all.flatMap((node) => Array.from(node.classList)));
		expect([...classes].filter((name) => !name.startsWith("cl-") && name !== "mod-cta")).toEqual([]);
	});

	it("each roll replaces the last result, inside a polite live region", () => {
		const { el } = mount("1d6", [2, 5]);
		// An unused block has no result region; it is made (empty) when the block is focused or touched,
		// before the click that fills it, so screen readers announce the first result too.
		expect(el.querySelector(".cl-roll-result")).toBeNull();
		el.querySelector("button.cl-roll-button")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
		const live = el.querySelector(".cl-roll-result");
		expect(live?.getAttribute("aria-live")).toBe("polite");
		expect(live?.textContent).toBe("");
		click(el);
		click(el);
		expect(el.querySelectorAll(".cl-roll-total")).toHaveLength(1);
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("5");
	});

	it("the total matches the kept dice over many seeded rolls", () => {
		// On the page, as every block a player clicks is.
		const el = document.body.createDiv();
		const child = new RollBlockChild(el, "3d6+2", seededRng(7));
		child.load();
		mounted.push(child);
		for (let i = 0; i < 50; i++) {
			click(el);
			const faces = Array.from(el.querySelectorAll(".cl-die-kept .cl-die-value")).map((die) => Number(die.textContent));
			expect(faces).toHaveLength(3);
			expect(Number(el.querySelector(".cl-roll-total-value")?.textContent)).toBe(faces.reduce((a, b) => a + b, 0) + 2);
		}
	});

	it("a failing generator shows a message instead of throwing", () => {
		const { el } = mount("2d6", [4]);
		expect(() => click(el)).not.toThrow();
		expect(el.querySelector(".cl-roll-result")?.textContent).toContain("The roll failed");
	});
});

describe("ledger-roll bad input", () => {
	it("shows the parser's message and a caret under the bad character", () => {
		const { el } = mount("2d6 + x");
		const message = el.querySelector(".cl-roll-error-message")?.textContent ?? "";
		expect(message.length).toBeGreaterThan(0);
		expect(el.querySelector(".cl-roll-caret-source")?.textContent).toBe("2d6 + x");
		const marker = el.querySelector(".cl-roll-caret-marker")?.textContent ?? "";
		expect(marker.indexOf("^")).toBe("2d6 + x".indexOf("x"));
		expect(el.querySelector("button")).toBeNull();
	});

	it.each([
		{ source: "", says: "no dice expression" },
		{ source: "# only a label", says: "no dice expression" },
		{ source: "1d20\nvs twelve", says: "not a whole number" },
		{ source: "1d20 vs 99999999999", says: "out of range" },
		{ source: "1d6\n2d6", says: "Only one dice expression" },
	])("$source → says '$says'", ({ source, says }) => {
		const { el } = mount(source);
		expect(el.querySelector(".cl-roll-error-message")?.textContent).toContain(says);
	});

	it("a long expression's caret picture is a bounded window around the error", () => {
		const expression = `${"1d6+".repeat(100)}x+${"2".repeat(50)}`;
		const at = expression.indexOf("x");
		const { source, marker } = caretPicture(expression, { start: at, end: expression.length });
		expect(source.length).toBeLessThanOrEqual(CARET_WINDOW + 2);
		expect(source.startsWith("…") && source.endsWith("…")).toBe(true);
		expect(source[marker.indexOf("^")]).toBe("x");
		expect(marker.length).toBeLessThanOrEqual(CARET_WINDOW + 2);
	});

	it("huge input is refused with a message, not rendered", () => {
		const { el } = mount(`${"1d6+".repeat(5000)}1`);
		expect(el.querySelector(".cl-roll-error-message")?.textContent).toMatch(/characters/);
	});

	it("HTML in the label and expression stays text", () => {
		const { el } = mount("1d6 # <img src=x onerror=alert(1)><b>bold</b>");
		expect(el.querySelector(".cl-roll-label")?.textContent).toBe("<img src=x onerror=alert(1)><b>bold</b>");
		expect(el.querySelector("img")).toBeNull();
		expect(el.querySelector("b")).toBeNull();
		const bad = mount("<script>1</script>");
		expect(bad.el.querySelector("script")).toBeNull();
		expect(bad.el.querySelector(".cl-roll-caret-source")?.textContent).toBe("<script>1</script>");
	});
});

describe("ledger-roll lifecycle", () => {
	it("unload removes the listeners and the widget", () => {
		const { el, child } = mount("1d6", [3, 4]);
		const button = el.querySelector<HTMLButtonElement>("button.cl-roll-button");
		child.unload();
		expect(el.childElementCount).toBe(0);
		button?.click();
		// The click listener is gone: nothing rolled, nothing drawn.
		expect(button?.textContent).toBe("Roll");
		expect(el.childElementCount).toBe(0);
	});
});

describe("ledger-roll events", () => {
	it("a block answers a click even when a handler around it stops the click, as an editor's may", () => {
		const wrapper = document.body.createDiv();
		wrapper.addEventListener("click", (event) => event.stopPropagation());
		const el = wrapper.createDiv();
		const child = new RollBlockChild(el, "1d20 # Climb", scriptedRng([12]));
		child.load();
		mounted.push(child);
		click(el);
		expect(el.querySelector(".cl-roll-total-value")?.textContent).toBe("12");
	});

	it("once the plugin stops listening (it unloads), a click on a block does nothing", () => {
		const { el } = mount("1d20", [5, 6]);
		stopListening();
		click(el);
		expect(el.querySelector(".cl-roll-total-value")).toBeNull();
		// A block drawn afterwards listens again (the plugin loaded again).
		const again = mount("1d20", [7]);
		click(again.el);
		expect(again.el.querySelector(".cl-roll-total-value")?.textContent).toBe("7");
	});
});
