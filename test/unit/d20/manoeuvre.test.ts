import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../src/engine/rng";
import { blankD20Character, type Size } from "../../../src/engine/systems/d20/character";
import { cma, cmd, resolveManoeuvre, SIZE_MODIFIER, type ManoeuvreInput } from "../../../src/engine/systems/d20/manoeuvre";

const scores = (str: number, dex: number) => ({ str, dex, con: 10, int: 10, wis: 10, cha: 10 });

function manoeuvre(input: ManoeuvreInput, faces: number[]) {
	const result = resolveManoeuvre(input, scriptedRng(faces));
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe("d20 combat manoeuvres", () => {
	// 004: "Fine –8, Diminutive –4, Tiny –2, Small –1, Medium +0, Large +1, Huge +2, Gargantuan +4, Colossal +8."
	it.each([
		["fine", -8],
		["diminutive", -4],
		["tiny", -2],
		["small", -1],
		["medium", 0],
		["large", 1],
		["huge", 2],
		["gargantuan", 4],
		["colossal", 8],
	] as const)("size %s: %i", (size, modifier) => {
		expect(SIZE_MODIFIER[size]).toBe(modifier);
	});

	// 004: "CMA = Base combat bonus + Strength modifier + special size modifier"
	// 004: "Creatures that are size Tiny or smaller use their Dexterity modifier in place of their Strength modifier"
	it.each([
		["medium", 3 + 2 + 0],
		["large", 3 + 2 + 1],
		["small", 3 + 2 - 1],
		["tiny", 3 + 4 - 2],
		["fine", 3 + 4 - 8],
	] as [Size, number][])("CMA of a %s creature with BCB 3, STR 14, DEX 18", (size, expected) => {
		expect(cma(blankD20Character({ bcb: 3, size, scores: scores(14, 18) })).value).toBe(expected);
	});

	// 004: "CMD = Base attack bonus + Strength modifier + Dexterity modifier + special size modifier"
	it("CMD adds STR and DEX and size", () => {
		expect(cmd(blankD20Character({ bcb: 3, size: "huge", scores: scores(14, 18) })).value).toBe(3 + 2 + 4 + 2);
	});

	// 004: "If your CMA roll equals or exceeds the CMD of the target, your manoeuvre is a success."
	// 004: "your NPC opponents add 10 to their CMA and CMD, and your roll is checked against that total."
	it.each([
		{ face: 12, success: true, why: "17 beats 10 + 6" },
		{ face: 11, success: true, why: "16 equals 10 + 6" },
		{ face: 10, success: false, why: "15 is below 10 + 6" },
	])("a player trips an NPC (CMA +5 vs CMD +6): $why", ({ face, success }) => {
		const result = manoeuvre({ attacker: { label: "Ada", bonus: 5, player: true }, defender: { label: "Orc", bonus: 6, player: false } }, [face]);
		expect(result.defence.total).toBe(16);
		expect(result.success).toBe(success);
	});

	// 004: "Rolling a natural 20 while attempting a combat manoeuvre is always a success (except when attempting to escape from bonds), while rolling a natural 1 is always a failure."
	it.each([
		{ face: 20, bonus: 0, escapingBonds: false, success: true },
		{ face: 20, bonus: 0, escapingBonds: true, success: false },
		{ face: 1, bonus: 50, escapingBonds: false, success: false },
	])("natural $face (escaping bonds $escapingBonds): success $success", ({ face, bonus, escapingBonds, success }) => {
		const result = manoeuvre({ attacker: { label: "Ada", bonus, player: true }, defender: { label: "Ogre", bonus: 25, player: false }, escapingBonds }, [face]);
		expect(result.success).toBe(success);
	});

	// 004: "If the defender wins, he may make an attack of opportunity against the attacker"
	it("a failed manoeuvre lets the defender counter", () => {
		const result = manoeuvre({ attacker: { label: "Ada", bonus: 0, player: true }, defender: { label: "Orc", bonus: 5, player: false } }, [3]);
		expect(result.defenderMayCounter).toBe(true);
		expect(result.margin).toBe(3 - 15);
	});

	it("an NPC manoeuvring against a player: the NPC adds 10, the player rolls CMD", () => {
		const result = manoeuvre({ attacker: { label: "Orc", bonus: 4, player: false }, defender: { label: "Ada", bonus: 3, player: true } }, [11]);
		expect(result.attack).toEqual({ natural: 10, took10: true, total: 14 });
		expect(result.defence.total).toBe(14);
		expect(result.success).toBe(true); // equals: success for the attacker
	});
});
