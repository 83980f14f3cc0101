import { describe, expect, it } from "vitest";
import { readRulesBlock } from "../../../src/ui/rules/block";
import { calculator, choose, drawBlock, entries, roll, rulesVault, SESSION, topicsShown } from "./helpers";

const PREP = "Gate/Prep for session 4.md";

describe("the ledger-rules block", () => {
	it("reads the calculators named, one a line or several on one, in the order written, each once", () => {
		expect(readRulesBlock("recovery\ntask")).toEqual({ topics: ["recovery", "task"], unknown: [] });
		expect(readRulesBlock("Task, XP  task\n\n")).toEqual({ topics: ["task", "xp"], unknown: [] });
		expect(readRulesBlock("  \n")).toEqual({ topics: ["task", "effort", "damage", "recovery", "xp", "travel"], unknown: [] });
	});

	it("an empty block draws all six calculators, folded", async () => {
		const el = drawBlock(await rulesVault({ [PREP]: "# Prep\n" }), PREP, "");
		expect(topicsShown(el)).toEqual(["task", "effort", "damage", "recovery", "xp", "travel"]);
		expect(el.querySelectorAll("details[open]")).toHaveLength(0);
		expect(el.querySelector(".cl-rules-unknown")).toBeNull();
	});

	it("names the words it does not know, lists what it understands, and still draws the rest", async () => {
		const el = drawBlock(await rulesVault({ [PREP]: "# Prep\n" }), PREP, "task\nwounds\ninitiative");
		expect(el.querySelector(".cl-rules-unknown")?.textContent).toBe('ledger-rules does not know "wounds", "initiative". It understands task, effort, damage, recovery, xp, travel: one or more, or none for all of them.');
		expect(topicsShown(el)).toEqual(["task"]);
		// The one calculator left is open at once.
		expect(el.querySelector('details[data-topic="task"]')?.hasAttribute("open")).toBe(true);
		expect(el.querySelectorAll('[data-topic="task"] .cl-rules-field')).toHaveLength(5);
	});

	it("with nothing it knows, draws only the message", async () => {
		const el = drawBlock(await rulesVault({ [PREP]: "# Prep\n" }), PREP, "spells");
		expect(el.querySelector(".cl-rules-unknown")?.textContent).toContain('does not know "spells"');
		expect(topicsShown(el)).toEqual([]);
	});

	it("in a session note, rolls into that session with a link to it", async () => {
		const v = await rulesVault();
		const el = drawBlock(v, SESSION, "recovery", [6]);
		const recovery = calculator(el, "recovery");
		choose(recovery, "used", "1");
		const rolled = await roll(recovery);
		expect(rolled.result).toBe("Recovery roll (ten-minute, 1d6 + 1): 7 points");
		expect(rolled.record).toMatch(/^Logged to Session 3, /);
		const [entry] = await entries(v);
		expect(entry?.links).toEqual(["Gate/Session 3"]);
	});
});
