// Rule pages here are written fresh for these tests, in the compendium's format; no compendium text is copied.
import { describe, expect, it } from "vitest";
import { seedQuoter } from "../../helpers/seeds";
import { calculator, choose, entries, line, openPage, roll, rulePage, rulesVault, SESSION, settle, topicsShown, unloadAll } from "./helpers";

const q000 = seedQuoter("000");

const TASKS = "Compendium/Rules/Tasks.md";
const RESTING = "Compendium/Rules/Resting.md";
const EVERYTHING = "Compendium/Rules/Playing.md";
const WOLF = "Compendium/Creatures/Ash-Wolf.md";
const NOTES = "Gate/Travel notes.md";

const PAGES: Record<string, string> = {
	[TASKS]: rulePage("Task Difficulty", "The GM names a number from 0 to 10; the player rolls to meet three times that number."),
	[RESTING]: rulePage("Resting", "### Recovery Rolls\nA die plus the tier, four times a day.\n\n### The Damage Track\nHale, impaired, debilitated, dead."),
	[EVERYTHING]: rulePage("Playing", "### Task Difficulty\n### Effort\n### The Damage Track\n### Recovery Rolls\n### Experience Points"),
	[WOLF]: `---\naliases:\n- Ash Wolf\ntags:\n- Creature\n---\n## Ash Wolf\n> **Level:** 3\n> **Health:** 9\n> **Damage Inflicted:** 4 points\n\nIts bite leaves a target impaired; a pack hunts until its prey is debilitated.\n`,
	[NOTES]: "---\nledger: session\ncampaign: \"[[Gate]]\"\nsession: 2\n---\n## Recovery\nThe party rested for an hour.\n",
};

const vault = () => rulesVault(PAGES);
const panelOf = (el: HTMLElement): HTMLElement | null => el.querySelector(".cl-rules-panel");

describe("the rule-page panel", () => {
	it("puts the calculator of the page's rule above its first section, folded to one line, and never writes the page", async () => {
		const v = await vault();
		const el = await openPage(v, TASKS);
		const panel = panelOf(el);
		expect(el.firstElementChild).toBe(panel);
		expect(panel?.querySelector(".cl-rules-caption")?.textContent).toBe("Rule tools for this page");
		expect(topicsShown(el)).toEqual(["task"]);
		// Folded, so the page's own text stays in view: only the title until the reader opens it.
		expect(el.querySelector('details[data-topic="task"]')?.hasAttribute("open")).toBe(false);
		expect(panel?.querySelector(".cl-rules-title")?.textContent).toBe("Task difficulty");
		expect(panel?.querySelectorAll(".cl-rules-field")).toHaveLength(0);
		expect(line(calculator(el, "task"), "target")).toBe("Target number 12 (3 × 4)");
		expect(await v.read(TASKS)).toBe(PAGES[TASKS]);
	});

	it("gives a page about several rules each of their calculators, folded so the page stays short", async () => {
		const v = await vault();
		expect(topicsShown(await openPage(v, RESTING))).toEqual(["damage", "recovery"]);
		const all = await openPage(v, EVERYTHING);
		expect(topicsShown(all)).toEqual(["task", "effort", "damage", "recovery", "xp"]);
		expect(Array.from(all.querySelectorAll("details.cl-rules-calc"), (d) => d.hasAttribute("open"))).toEqual([false, false, false, false, false]);
		// Folded, a calculator is only its title; opened, it is drawn and live.
		expect(all.querySelectorAll(".cl-rules-field")).toHaveLength(0);
		expect(line(calculator(all, "recovery"), "points")).toBe("Roll 1d6 + 1: 2 to 7 points, 4.5 on average");
	});

	it("is not drawn on a creature page, on a Ledger note, nor on any section but the first", async () => {
		const v = await vault();
		expect(panelOf(await openPage(v, WOLF))).toBeNull();
		expect(panelOf(await openPage(v, NOTES))).toBeNull();
		expect(panelOf(await openPage(v, TASKS, [], 9))).toBeNull();
	});

	it("is live: a change of difficulty changes the target number and the chance at once", async () => {
		// 000: "The target number is always three times the task's difficulty"
		q000("The target number is always three times the task's difficulty");
		const task = calculator(await openPage(await vault(), TASKS), "task");
		expect(line(task, "target")).toBe("Target number 12 (3 × 4)");
		choose(task, "difficulty", "3");
		expect(line(task, "target")).toBe("Target number 9 (3 × 3)");
		expect(line(task, "chance")).toBe("Chance of success: 60% (12 in 20)");
	});

	it("logs its roll to the current session, linking back to the rule page", async () => {
		const v = await vault();
		const task = calculator(await openPage(v, TASKS, [1]), "task");
		// 000: "If you roll a 1 on a task, the GM gets a “free” intrusion"
		q000("If you roll a 1 on a task, the GM gets a “free” intrusion");
		const rolled = await roll(task);
		expect(rolled.result).toBe("Task at difficulty 4 (target 12): 1 against 12: failure, a GM intrusion");
		expect(rolled.record).toMatch(/^Logged to Session 3, /);
		const [entry] = await entries(v);
		expect(entry?.links).toEqual(["Compendium/Rules/Tasks"]);
		expect(await v.read(SESSION)).toContain("rule: [[Compendium/Rules/Tasks]]");
	});

	it("goes with the note: unloaded, the panel is removed, and a roll still under way draws nothing", async () => {
		const v = await vault();
		const el = await openPage(v, TASKS, [12]);
		const task = calculator(el, "task");
		task.querySelector<HTMLButtonElement>(".cl-rules-button")?.click();
		unloadAll();
		await settle();
		expect(panelOf(el)).toBeNull();
		expect(task.querySelector(".cl-rules-result")).toBeNull();
		// The roll was made before the note closed: it is in the log all the same.
		expect((await entries(v)).map((e) => e.outcome?.text)).toEqual(["12 against 12: success"]);
	});
});
