import { describe, expect, it } from "vitest";
import { healPoints, rally, treatWound } from "../../../../src/engine/systems/cypher/recovery";
import { must, pc } from "../health/fixtures";

const withWounds = (minor: number, moderate: number, major: number, might = 10) =>
	pc({ wounds: { minor, moderate, major }, pools: { ...pc().pools, might: { current: might, max: 12, edge: 2 } } });

describe("rallying (000)", () => {
	it.each([
		// 000: "| Remove one minor wound | 2 |"
		{ severity: "minor", might: 10, after: 8 },
		// 000: "| Remove one moderate wound | 5 |"
		{ severity: "moderate", might: 10, after: 5 },
		// 000: "You cannot use Might Edge to reduce the cost of rallying." — Edge 2 changes nothing.
		{ severity: "minor", might: 2, after: 0 },
	] as const)("$severity from Might $might → $after", ({ severity, might, after }) => {
		const out = must(rally(withWounds(1, 1, 0, might), severity));
		expect(out.value.mightAfter).toBe(after);
		expect(out.value.wounds[severity]).toBe(0);
	});

	it("a major wound cannot be rallied", () => {
		// 000: "you can't rally to remove a major wound; you have to use treatment, rest, or an exceptional healing ability."
		expect(rally(withWounds(0, 0, 1), "major")).toEqual({
			ok: false,
			error: "You can't rally to remove a major wound; use treatment, rest, or an exceptional healing ability.",
		});
	});

	it("refuses when Might is short or there is no such wound", () => {
		expect(rally(withWounds(0, 1, 0, 4), "moderate")).toEqual({ ok: false, error: "Rallying from a moderate wound costs 5 Might; Ria has 4." });
		expect(rally(withWounds(0, 0, 0), "minor")).toEqual({ ok: false, error: "Ria has no minor wound to remove." });
	});
});

describe("treatment (000)", () => {
	it.each([
		// 000: "| Remove one minor wound | 0 (routine) |"
		{ severity: "minor", outcome: undefined, removed: true },
		// 000: "| Remove one moderate wound | 3 |" — target 9
		{ severity: "moderate", outcome: { roll: 9 }, removed: true },
		{ severity: "moderate", outcome: { roll: 8 }, removed: false },
		// Trained in healing eases it a step: difficulty 2, target 6.
		{ severity: "moderate", outcome: { roll: 6, steps: -1 }, removed: true },
		// 000: "| Remove one major wound | 6 |" — target 18
		{ severity: "major", outcome: { roll: 18 }, removed: true },
		{ severity: "major", outcome: { roll: 17 }, removed: false },
		// 000: "An ally can use treatment on you; you both spend the time, and they make the roll."
		{ severity: "major", outcome: { succeeded: true }, removed: true },
	] as const)("$severity with $outcome → removed $removed", ({ severity, outcome, removed }) => {
		const out = must(treatWound(withWounds(1, 1, 1), severity, outcome));
		expect(out.value.removed).toBe(removed);
		expect(out.value.wounds[severity]).toBe(removed ? 0 : 1);
		// 000: treatment "doesn't cost any Might points."
		expect(out.value.mightAfter).toBe(10);
	});

	it("asks for the roll of a task that is not routine", () => {
		expect(treatWound(withWounds(0, 1, 0), "moderate").ok).toBe(false);
	});
});

describe("healing on the damage track (001)", () => {
	it.each([
		// 001: "HEALING: Intellect task, difficulty # of points healed" — 3 points: difficulty 3, target 9.
		{ points: 3, roll: 9, healed: true },
		{ points: 3, roll: 8, healed: false },
		{ points: 5, roll: 15, healed: true },
	])("healing $points points with a $roll → $healed", ({ points, roll, healed }) => {
		const character = pc({ pools: { ...pc().pools, might: { current: 0, max: 10, edge: 0 } }, damageTrack: "impaired" });
		const out = must(healPoints(character, "might", points, { roll }));
		expect(out.value.succeeded).toBe(healed);
		expect(out.value.pools.might.current).toBe(healed ? points : 0);
		expect(out.value.damageTrack).toBe(healed ? "hale" : "impaired");
	});

	it("refuses healing past the difficulty scale or a Pool's maximum", () => {
		expect(healPoints(pc(), "might", 11, { roll: 20 }).ok).toBe(false);
		expect(healPoints(pc(), "might", 2, { roll: 20 })).toEqual({ ok: false, error: "might can take at most 0 more points (10 of 10)." });
	});
});
