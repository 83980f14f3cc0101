import { describe, expect, it } from "vitest";
import { DICE_LIMITS, DiceError, distribution, formatNotation, parse, roll, sample, type DieResult } from "../../../src/engine/dice/index";
import { scriptedRng, seededRng } from "../../../src/engine/rng";

/** Compact view of a die for table rows: value, then x = dropped, ! = exploded, r = rerolled away, s/f = success/failure. */
function show(d: DieResult): string {
	return `${d.value}${d.kept ? "" : "x"}${d.exploded ? "!" : ""}${d.rerolled ? "r" : ""}${d.outcome === "success" ? "s" : d.outcome === "failure" ? "f" : ""}`;
}

describe("rolling: every die is reported, grouped per dice term", () => {
	// [notation, faces the dice show in order, expected total, expected dice per group]
	const cases: Array<[string, number[], number, string[][]]> = [
		["2d6+1", [4, 3], 8, [["4", "3"]]],
		["4d6kh3", [2, 4, 6, 6], 16, [["2x", "4", "6", "6"]]],
		["4d6dl1", [2, 4, 6, 6], 16, [["2x", "4", "6", "6"]]],
		["4d6kl1", [5, 4, 6, 3], 3, [["5x", "4x", "6x", "3"]]],
		["4d6dh3", [5, 4, 6, 3], 3, [["5x", "4x", "6x", "3"]]],
		["2d20kh1", [7, 18], 18, [["7x", "18"]]],
		["2d20kl1", [7, 18], 7, [["7", "18x"]]],
		// Keep counts past the pool keep every die; drop counts past it drop every die.
		["2d6kh5", [3, 4], 7, [["3", "4"]]],
		["2d6dl5", [3, 4], 0, [["3x", "4x"]]],
		["3d6!", [6, 6, 2, 3, 4], 21, [["6", "6!", "2!", "3", "4"]]],
		["2d6r=1", [1, 1, 4, 5], 9, [["1xr", "1xr", "4", "5"]]],
		["2d6r<3", [2, 1, 3, 6], 9, [["2xr", "1xr", "3", "6"]]],
		// ro: the second face stands even when it matches again.
		["2d6ro1", [1, 1, 3], 4, [["1xr", "1", "3"]]],
		["5d6>=5", [5, 6, 1, 3, 2], 2, [["5s", "6s", "1", "3", "2"]]],
		["5d6>=5f1", [5, 6, 1, 3, 1], 0, [["5s", "6s", "1f", "3", "1f"]]],
		["3d6<3", [1, 2, 3], 2, [["1s", "2s", "3"]]],
		["3d6=6", [6, 6, 5], 2, [["6s", "6s", "5"]]],
		// scripted faces 1, 2, 3 are the Fudge faces -1, 0, +1
		["4dF", [1, 2, 3, 3], 1, [["-1", "0", "1", "1"]]],
		["d%", [100], 100, [["100"]]],
		["1d6-2d4", [3, 4, 4], -5, [["3"], ["4", "4"]]],
		["(1d6+1)*2", [5], 12, [["5"]]],
		["7/2", [], 3, []],
		["-7/2", [], -3, []],
		["1d20/1d4", [19, 4], 4, [["19"], ["4"]]],
		["4d6!!kh2", [6, 1, 2, 3, 4], 11, [["6", "1!", "2x", "3x", "4"]]],
		["4d6kh3>=5", [6, 5, 5, 1], 3, [["6s", "5s", "5s", "1x"]]],
	];

	it.each(cases)("%s with faces %j totals %i", (notation, faces, total, groups) => {
		const rng = scriptedRng(faces);
		const result = roll(notation, rng);
		expect(result.total).toBe(total);
		expect(result.groups.map((g) => g.dice.map(show))).toEqual(groups);
		expect(rng.remaining()).toBe(0);
	});

	it("reports each group's normalised notation and value, the expression and the label", () => {
		const result = roll("4d6KH3 + 1d4 + 2 # Sword", scriptedRng([2, 4, 6, 6, 3]));
		expect(result).toMatchObject({ total: 21, notation: "4d6kh3 + 1d4 + 2", label: "Sword" });
		expect(result.groups.map((g) => [g.notation, g.value])).toEqual([
			["4d6kh3", 16],
			["1d4", 3],
		]);
		expect(result.groups[0]?.dice.every((d) => d.sides === 6)).toBe(true);
	});

	it("writes a roll's notation as the notation writer does, whatever the expression's shape", () => {
		// A term and a number (the usual attack or check) is written directly; the rest by the general walk.
		const rng = seededRng(3);
		for (const text of ["2D20KH1+5", "1d20 - 3", "3d6 + 1d4", "1d20+5-2", "-1d6 + 2", "{1d20, 1d20}kl1 + 2", "floor(4d10/3) + 2d20kh1", "2 + 1d6", "(1d8 + 2) * 2"]) {
			expect(roll(text, rng).notation, text).toBe(formatNotation(parse(text)));
		}
	});

	it("rolls the same dice for the same seed", () => {
		const a = roll("10d10>=6 + 4d6kh3", seededRng(7));
		const b = roll("10d10>=6 + 4d6kh3", seededRng(7));
		expect(a).toEqual(b);
	});

	it("stops a d2 chain after 49 extra dice, the cap the odds use (the last face stands)", () => {
		// 2^-50 < 1e-15 (DICE_LIMITS.explosionCutoff): the 50th extra die is where both stop.
		const twos = new Array<number>(60).fill(2);
		const result = roll("1d2!", scriptedRng(twos));
		expect(result.groups[0]?.dice.filter((d) => d.exploded)).toHaveLength(49);
		expect(result.total).toBe(100);
		// …and the odds list that total.
		expect(distribution(parse("1d2!")).exactly(result.total)).toBeGreaterThan(0);
	});

	it(`settles a reroll after ${DICE_LIMITS.maxRerollsPerDie} matching faces on a face that does not match`, () => {
		// 100 ones are rerolled away; then the only face left (6) is drawn directly, as a d1 would be.
		const faces = [...new Array<number>(DICE_LIMITS.maxRerollsPerDie).fill(1), 1];
		const result = roll("1d6r<6", scriptedRng(faces));
		expect(result.total).toBe(6);
		expect(result.groups[0]?.dice.filter((d) => d.rerolled)).toHaveLength(DICE_LIMITS.maxRerollsPerDie);
	});

	it(`shows at most ${DICE_LIMITS.maxRerollsPerTerm} rerolled dice in one term, with the same odds`, () => {
		// Each d10000 here matches r<10000 almost surely; without a term bound this would list ~100,000 dice.
		const result = roll("1000d10000r<10000", seededRng(5));
		const dice = result.groups[0]?.dice ?? [];
		expect(dice.filter((d) => !d.rerolled)).toHaveLength(1000);
		expect(dice.filter((d) => d.rerolled).length).toBeLessThanOrEqual(DICE_LIMITS.maxRerollsPerTerm + 1000);
		expect(result.total).toBe(1000 * 10000);
	});

	// [notation, faces, message, span start]
	const failures: Array<[string, number[], RegExp, number]> = [
		["10/(1d6-3)", [3], /this \/ came out as 0, and division by zero has no value/, 2],
		["1000000000*1000000000", [], /too large/, 0],
		// Typed-in physical dice that run out: still a DiceError pointing at the term.
		["2d6+1d8", [3, 4], /could not be rolled/, 4],
	];
	it.each(failures)("%s fails with a DiceError", (notation, faces, message, start) => {
		let error: unknown;
		try {
			sample(parse(notation), scriptedRng(faces));
		} catch (e) {
			error = e;
		}
		expect(error).toBeInstanceOf(DiceError);
		expect((error as DiceError).message).toMatch(message);
		expect((error as DiceError).span.start).toBe(start);
	});
});
