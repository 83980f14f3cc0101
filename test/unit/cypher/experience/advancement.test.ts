/**
 * A step toward the next tier (001: "4 XP: Character Advancement … (gain one step towards next
 * tier)") with the step the player takes, from the CSRD's Character Tiers page, and reacting to a
 * GM intrusion (000).
 */
import { describe, expect, it } from "vitest";
import { ADVANCEMENT_OPTIONS, buyAdvancement, reactToIntrusion, type AdvancementOption, type Advancer } from "../../../../src/engine/systems/cypher/experience";
import { seedQuoter } from "../../../helpers/seeds";
import { citedWords } from "../citations";

const q000 = seedQuoter("000");
const q001 = seedQuoter("001");

const ayla: Advancer = { name: "Ayla", xp: 5, target: "Ayla.md", tier: 1, advancementSteps: 0, effort: 1, pools: { might: { edge: 1 }, speed: { edge: 0 }, intellect: { edge: 2 } } };

function value<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("buying a step toward the next tier", () => {
	it("Extra Effort: 4 XP, one step, and Effort 1 → 2", () => {
		q001("4 XP: Character Advancement");
		expect(value(buyAdvancement(ayla, "effort")).changes).toEqual([
			{ target: "Ayla.md", key: "xp", before: 5, after: 1 },
			{ target: "Ayla.md", key: "advancement-steps", before: 0, after: 1 },
			{ target: "Ayla.md", key: "effort", before: 1, after: 2 },
		]);
	});

	it("Moving toward perfection raises the chosen Edge; the last step of the tier raises the tier too", () => {
		// CSRD Character Tiers: "You add 1 to your Might Edge, your Speed Edge, or your Intellect Edge (your choice)."
		expect(value(buyAdvancement({ ...ayla, advancementSteps: 3 }, "perfection", { stat: "intellect" })).changes).toEqual([
			{ target: "Ayla.md", key: "xp", before: 5, after: 1 },
			{ target: "Ayla.md", key: "advancement-steps", before: 3, after: 0 },
			{ target: "Ayla.md", key: "tier", before: 1, after: 2 },
			{ target: "Ayla.md", key: "intellect-edge", before: 2, after: 3 },
		]);
	});

	it.each<AdvancementOption>(["capabilities", "skills", "other"])("%s changes only XP and the step count, and names the step", (option) => {
		const { changes, explanation } = value(buyAdvancement(ayla, option));
		expect(changes.map((c) => c.key)).toEqual(["xp", "advancement-steps"]);
		expect(explanation.at(-1)?.text).toMatch(/the player writes it on the sheet\.$/);
	});

	it("every step cites the advancement rule", () => {
		for (const option of ADVANCEMENT_OPTIONS) {
			for (const step of value(buyAdvancement(ayla, option)).explanation) expect(citedWords(step.source)).toContain("4 XP: Character Advancement");
		}
	});

	it("Effort stops at six", () => {
		q000("More advanced characters can increase their Effort score (up to a maximum of six)");
		expect(buyAdvancement({ ...ayla, effort: 6 }, "effort")).toEqual({ ok: false, error: "Ayla's Effort is already 6, the most: choose another step." });
	});

	it("refuses an unknown step, too little XP and tier 6 with the engine's words", () => {
		expect(buyAdvancement(ayla, "flight" as AdvancementOption).ok).toBe(false);
		expect(buyAdvancement({ ...ayla, xp: 3 }, "skills")).toEqual({ ok: false, error: "Ayla has 3 XP; a step of advancement costs 4." });
		expect(buyAdvancement({ ...ayla, tier: 6 }, "skills").ok).toBe(false);
	});
});

describe("reacting to a GM intrusion (000)", () => {
	it("costs 1 XP, and needs XP to pay with", () => {
		q000("After the GM intrudes, you can spend 1 XP (assuming you have any to spend) on your next action to react to a GM Intrusion");
		expect(value(reactToIntrusion(ayla)).changes).toEqual([{ target: "Ayla.md", key: "xp", before: 5, after: 4 }]);
		expect(reactToIntrusion({ ...ayla, xp: 0 })).toEqual({ ok: false, error: "Ayla has no XP to react to the intrusion with." });
	});
});
