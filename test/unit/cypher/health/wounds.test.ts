import { describe, expect, it } from "vitest";
import { takeWound, woundHindrance } from "../../../../src/engine/systems/cypher/health";
import type { Wounds } from "../../../../src/engine/systems/cypher/character";
import { must, pc } from "./fixtures";

const w = (minor: number, moderate: number, major: number): Wounds => ({ minor, moderate, major });

describe("taking a wound (000 wounds variant)", () => {
	it.each([
		// 000: "Each time you take a wound, mark off the appropriate wound box on your character sheet."
		{ start: w(0, 0, 0), take: "minor", end: w(1, 0, 0), marked: "minor" },
		{ start: w(0, 0, 0), take: "moderate", end: w(0, 1, 0), marked: "moderate" },
		{ start: w(0, 0, 0), take: "major", end: w(0, 0, 1), marked: "major" },
		// 000: "When you've taken all of your minor wounds, any other minor wounds you take become (“roll over to”) moderate wounds."
		{ start: w(3, 0, 0), take: "minor", end: w(3, 1, 0), marked: "moderate" },
		// 000: "any other moderate wounds you take become (“roll over to”) major wounds."
		{ start: w(0, 3, 0), take: "moderate", end: w(0, 3, 1), marked: "major" },
		// Both rollovers in one wound: a minor wound with minor and moderate rows full becomes major.
		{ start: w(3, 3, 0), take: "minor", end: w(3, 3, 1), marked: "major" },
	] as const)("$take on $start marks $marked", ({ start, take, end, marked }) => {
		const out = must(takeWound(pc({ wounds: start }), take));
		expect(out.value.wounds).toEqual(end);
		expect(out.value.marked).toBe(marked);
		expect(out.value.dead).toBe(false);
	});

	it("the third major wound kills", () => {
		// 000: "When you take your third major wound, you die."
		const out = must(takeWound(pc({ wounds: w(0, 0, 2) }), "major"));
		expect(out.value.dead).toBe(true);
		expect(out.changes).toEqual([{ target: "Ria", key: "wounds-major", before: 2, after: 3 }]);
		expect(out.explanation.map((s) => s.text).join(" ")).toMatch(/dies/);
	});

	it("a minor wound rolling over twice into the third major wound kills", () => {
		// 000: "roll over to" moderate, then major; "When you take your third major wound, you die."
		const out = must(takeWound(pc({ wounds: w(3, 3, 2) }), "minor"));
		expect(out.value.dead).toBe(true);
		expect(out.value.wounds).toEqual(w(3, 3, 3));
	});

	it("a wound on a dead character changes nothing", () => {
		const out = must(takeWound(pc({ wounds: w(0, 0, 3) }), "minor"));
		expect(out.changes).toEqual([]);
		expect(out.value.marked).toBeNull();
	});

	it("refuses wound boxes outside 0..3 with a message naming the key", () => {
		const out = takeWound(pc({ wounds: w(7, 0, 0) }), "minor");
		expect(out).toEqual({ ok: false, error: "wounds-minor must be a whole number from 0 to 3 (got 7)." });
	});
});

describe("wound hindrance (000)", () => {
	it.each([
		// 000: "Individual minor wounds don't negatively affect your character in any way."
		{ wounds: w(3, 0, 0), steps: 0 },
		// 000: "Individual moderate wounds don't negatively affect your character in any way."
		{ wounds: w(0, 2, 0), steps: 0 },
		// 000: "When you've taken all of your moderate wounds, all of your actions are hindered"
		{ wounds: w(0, 3, 0), steps: 1 },
		// 000: "Each individual major wound hinders all of your actions."
		{ wounds: w(0, 0, 1), steps: 1 },
		{ wounds: w(0, 0, 2), steps: 2 },
		{ wounds: w(0, 3, 2), steps: 3 },
	])("$wounds hinders by $steps", ({ wounds, steps }) => {
		expect(woundHindrance(wounds).steps).toBe(steps);
	});

	it("counts no hindrance for the third major wound, which is death, and says so instead of naming two wounds", () => {
		// 000: "When you take your third major wound, you die."
		const dead = woundHindrance(w(0, 3, 3));
		expect(dead.steps).toBe(0);
		expect(dead.explanation.map((s) => s.text)).toEqual(["Three major wounds: the character is dead and takes no action."]);
		expect(woundHindrance(w(0, 0, 2)).explanation.map((s) => s.text)).toEqual(["2 major wounds: all actions are hindered by 2 steps."]);
	});
});
