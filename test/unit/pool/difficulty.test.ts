import { describe, expect, it } from "vitest";
import { checkAgainst, DIFFICULTIES, difficultyNumber, opposed } from "../../../src/engine/systems/pool/difficulty";
import { readRoll, type PoolRoll } from "../../../src/engine/systems/pool/read";

function roll(dice: number[], pool = dice.length): PoolRoll {
	const result = readRoll(dice, pool);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("Difficulty Numbers", () => {
	it.each([
		// 003: "Easy 2 / Moderate 4 / Challenging 6 / Difficult 8 / Very Difficult 10 / Nigh Impossible 12"
		{ name: "Easy", dn: 2 },
		{ name: "Moderate", dn: 4 },
		{ name: "Challenging", dn: 6 },
		{ name: "Difficult", dn: 8 },
		{ name: "Very Difficult", dn: 10 },
		{ name: "Nigh Impossible", dn: 12 },
	])("$name is $dn", ({ name, dn }) => {
		expect(difficultyNumber(name)).toEqual({ ok: true, value: dn });
		expect(DIFFICULTIES.find((d) => d.label === name)?.dn).toBe(dn);
	});

	it("names an unknown difficulty and lists the known ones", () => {
		const result = difficultyNumber("Trivial");
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("Easy, Moderate");
	});
});

describe("checking a roll against a Difficulty Number", () => {
	it.each([
		// 003: "If you beat it, you succeed!" — beat is strictly greater
		{ dice: [5, 2], dn: 4, success: true, margin: 1, amazing: false },
		{ dice: [4, 2], dn: 4, success: false, margin: 0, amazing: false },
		{ dice: [3, 2], dn: 4, success: false, margin: -1, amazing: false },
		// 003: "If they end up the same, add them together" — double 6 is 12, which does not beat Nigh Impossible 12
		{ dice: [6, 6], dn: 12, success: false, margin: 0, amazing: false },
		// 003: "Rolling above max difficulty grants an Amazing Success"
		{ dice: [5, 5, 5], dn: 12, success: true, margin: 3, amazing: true },
		{ dice: [6, 6, 6], dn: 4, success: true, margin: 14, amazing: true },
		{ dice: [6, 6, 2], dn: 4, success: true, margin: 8, amazing: false },
	])("$dice against DN $dn", ({ dice, dn, success, margin, amazing }) => {
		const outcome = checkAgainst(roll(dice), dn);
		expect(outcome.ok).toBe(true);
		if (!outcome.ok) return;
		expect(outcome.value.success).toBe(success);
		expect(outcome.value.margin).toBe(margin);
		expect(outcome.value.amazing).toBe(amazing);
	});

	it("a catastrophe fails even against DN 0", () => {
		// 003: "a roll of all ones is always a catastrophic failure"
		const outcome = checkAgainst(roll([1, 1]), 0);
		expect(outcome.ok && outcome.value.success).toBe(false);
		expect(outcome.ok && outcome.value.catastrophe).toBe(true);
	});

	it("refuses a Difficulty Number that is not a sane whole number", () => {
		expect(checkAgainst(roll([3, 2]), -1).ok).toBe(false);
		expect(checkAgainst(roll([3, 2]), 1e9).ok).toBe(false);
	});
});

describe("opposed rolls", () => {
	it.each([
		// 003: "compared ... to a roll made by someone else. If you beat it, you succeed!"
		{ actor: [5, 3], opponent: [4, 2], winner: "actor", complicationBy: null },
		{ actor: [4, 3], opponent: [4, 2], winner: "opponent", complicationBy: null },
		{ actor: [3, 2], opponent: [4, 2], winner: "opponent", complicationBy: null },
		// 003: "If a character rolls an Amazing Success in an opposed roll and their opponent does not, the PC can choose to inflict a Complication"
		{ actor: [5, 5, 5], opponent: [6, 6], winner: "actor", complicationBy: "actor" },
		{ actor: [5, 5, 5], opponent: [5, 5, 5], winner: "opponent", complicationBy: null },
		{ actor: [2, 3], opponent: [4, 4, 4, 4], winner: "opponent", complicationBy: "opponent" },
	])("$actor against $opponent", ({ actor, opponent, winner, complicationBy }) => {
		const outcome = opposed(roll(actor), roll(opponent));
		expect(outcome.winner).toBe(winner);
		expect(outcome.complicationBy).toBe(complicationBy);
	});
});
