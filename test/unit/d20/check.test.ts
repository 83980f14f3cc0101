import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../src/engine/rng";
import { rollCheck, rollOpposed, type Contestant } from "../../../src/engine/systems/d20/check";
import { blankD20Character, skillModifier } from "../../../src/engine/systems/d20/character";
import { citedWords } from "./helpers";

const pc = (label: string, modifier: number): Contestant => ({ label, modifier, player: true });
const npc = (label: string, modifier: number, takes10 = false): Contestant => ({ label, modifier, player: false, takes10 });

describe("d20 action checks", () => {
	// 004: "1d20 + ability modifier + skill ranks or combat bonus (+ other modifiers)"
	it("the modifier is ability modifier + skill ranks", () => {
		const hacker = blankD20Character({ scores: { str: 10, dex: 10, con: 10, int: 16, wis: 10, cha: 10 }, skills: { computers: 4 } });
		expect(skillModifier(hacker, "int", "Computers")).toBe(3 + 4);
		expect(skillModifier(hacker, "int", "diplomacy", 2)).toBe(3 + 0 + 2);
	});

	// 004: "Unopposed action: match or beat fixed DC"
	it.each([
		{ face: 10, modifier: 5, dc: 15, success: true, why: "15 matches DC 15" },
		{ face: 11, modifier: 5, dc: 15, success: true, why: "16 beats DC 15" },
		{ face: 9, modifier: 5, dc: 15, success: false, why: "14 is below DC 15" },
		{ face: 1, modifier: 20, dc: 15, success: true, why: "no automatic failure on a 1 for checks" },
		{ face: 20, modifier: 0, dc: 25, success: false, why: "no automatic success on a 20 for checks" },
	])("d20 $face + $modifier vs DC $dc: $why", ({ face, modifier, dc, success }) => {
		const result = rollCheck({ label: "Hack the computer", modifier, dc }, scriptedRng([face]));
		expect(result.ok && result.value.success).toBe(success);
		expect(result.ok && result.value.margin).toBe(face + modifier - dc);
	});

	// 004: "For Easy tasks, don't roll except under Extreme conditions"
	it("Easy tasks do not roll, except under Extreme conditions", () => {
		const dice = scriptedRng([1]);
		const easy = rollCheck({ label: "Find a clue", modifier: 0, dc: 5, easy: true }, dice);
		expect(easy.ok && easy.value).toMatchObject({ roll: null, success: true });
		expect(dice.remaining()).toBe(1);
		const extreme = rollCheck({ label: "Find a clue", modifier: 0, dc: 5, easy: true, extremeConditions: true }, dice);
		expect(extreme.ok && extreme.value.success).toBe(false);
		expect(dice.remaining()).toBe(0);
	});

	// 004: "instead we assume they rolled a 10, and add their bonuses"
	it("a contestant taking 10 does not use the dice", () => {
		const dice = scriptedRng([]);
		const result = rollCheck({ label: "Guard", modifier: 4, dc: 14, takes10: true }, dice);
		expect(result.ok && result.value.roll).toEqual({ natural: 10, took10: true, total: 14 });
		expect(result.ok && result.value.success).toBe(true);
	});

	// 004: "you both roll and the best result wins (i.e.: if you match or beat their roll, you succeed ...)"
	it.each([
		{ faces: [12, 10], success: true, why: "beats" },
		{ faces: [10, 12], success: false, why: "is beaten" },
		{ faces: [11, 11], success: true, why: "matches: the actor wins the tie" },
	])("opposed: Deceive +3 against Sense motive +3, player $why", ({ faces, success }) => {
		const result = rollOpposed(pc("Ada deceives", 3), npc("Gangster", 3), scriptedRng(faces));
		expect(result.ok && result.value.success).toBe(success);
	});

	// 004: "Opposed action: match or beat the GM's opposed check"
	it("when the GM's character acts against a player, a tie goes to the player", () => {
		const result = rollOpposed(npc("Tiger wrestles", 2), pc("Ada resists", 2), scriptedRng([9, 9]));
		expect(result.ok && result.value).toMatchObject({ success: false, tieGoesTo: "opponent" });
		expect(result.ok && citedWords(result.value.explanation.at(-1))).toContain("match or beat the GM's opposed check");
	});

	it.each([
		[{ label: "x", modifier: 1.5, dc: 10 }],
		[{ label: "x", modifier: 1e9, dc: 10 }],
		[{ label: "x", modifier: 0, dc: Number.NaN }],
	])("bad numbers fail with a message: %j", (input) => {
		const result = rollCheck(input, scriptedRng([10]));
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toMatch(/whole number/);
	});

	it("a hostile, huge name is cut short in the explanation (and stays plain text)", () => {
		const name = "<img src=x onerror=alert(1)>".repeat(10_000);
		const result = rollCheck({ label: name, modifier: 0, dc: 10 }, scriptedRng([10]));
		expect(result.ok).toBe(true);
		if (result.ok) for (const step of result.value.explanation) expect(step.text.length).toBeLessThan(200);
	});
});
