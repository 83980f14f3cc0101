import { describe, expect, it } from "vitest";
import { readSpecialRoll, specialDamageBonus } from "../../../../src/engine/systems/cypher/task";
import { citedWords } from "../citations";

const hit = { success: true, damagingAttack: true };

describe("special rolls on a damage-dealing attack (000)", () => {
	// 000: "rolling a 17 or higher means you get to add extra damage to the attack: +1 for a 17, +2 for an 18, +3 for a 19 (if you don't choose a minor effect), or +4 for a 20 (if you don't choose a major effect)."
	it.each([
		[16, 0],
		[17, 1],
		[18, 2],
		[19, 3],
		[20, 4],
	])("a natural %i that hits adds %i damage", (natural, bonus) => {
		expect(readSpecialRoll(natural, hit).bonusDamage).toBe(bonus);
	});

	// 000: "For example, if you roll a 17 but you needed an 18 to hit, you miss and don't inflict any damage at all."
	it("a 17 that needed an 18 misses: no extra damage", () => {
		const read = readSpecialRoll(17, { success: false, damagingAttack: true });
		expect(read.bonusDamage).toBe(0);
		expect(read.kind).toBe("none");
	});

	// 000: "if you're attacking with a mind control ability and you roll a 19, that doesn't mean your mind control also inflicts +3 damage."
	it("an attack that deals no damage gets the minor effect, not +3", () => {
		const read = readSpecialRoll(19, { success: true, damagingAttack: false });
		expect(read.bonusDamage).toBe(0);
		expect(read.minorEffect).toBe(true);
	});

	// 000: "if you're rolling to defend against an NPC's attack and you roll an 18, that doesn't mean your foe takes damage from your defense."
	it("a defense roll of 18 deals no damage", () => {
		expect(readSpecialRoll(18, { success: true, damagingAttack: false, defense: true }).bonusDamage).toBe(0);
	});

	// 000: "19: +3 damage bonus or minor effect." / "20: +4 damage bonus or major effect."
	it.each([
		[19, "minor-effect"],
		[20, "major-effect"],
	])("choosing the effect on a %i gives a %s and no damage", (natural, kind) => {
		const read = readSpecialRoll(natural, { ...hit, effectChoice: "effect" });
		expect(read.kind).toBe(kind);
		expect(read.bonusDamage).toBe(0);
	});
});

describe("special rolls on other tasks (000)", () => {
	// 000: "If the roll was something other than an attack, you can choose a minor effect" / "a major effect"
	it.each([
		[19, true, false],
		[20, false, true],
	])("a %i on a non-attack gives minor %s / major %s", (natural, minor, major) => {
		const read = readSpecialRoll(natural, { success: true, damagingAttack: false });
		expect(read.minorEffect).toBe(minor);
		expect(read.majorEffect).toBe(major);
	});

	// 000: "And the point cost for the action (if any) decreases to 0"
	it("a 20 refunds the action's cost; a 19 does not", () => {
		expect(readSpecialRoll(20, { success: true, damagingAttack: false }).refund).toBe(true);
		expect(readSpecialRoll(19, { success: true, damagingAttack: false }).refund).toBe(false);
	});

	// 000: "If you roll a 1 on a task, the GM gets a “free” intrusion—they get to intrude, and they don't give out any XP for it."
	it("a 1 is a free GM intrusion, success or not", () => {
		for (const success of [true, false]) {
			const read = readSpecialRoll(1, { success, damagingAttack: true });
			expect(read.kind).toBe("gm-intrusion");
			expect(read.freeIntrusion).toBe(true);
			expect(read.bonusDamage).toBe(0);
		}
	});

	// 002: "For GM intrusion on a defense roll, a roll of 1 might mean that the PC takes 2 additional points of damage from the attack"
	it("a 1 on defense mentions the 2 extra damage option", () => {
		const read = readSpecialRoll(1, { success: false, damagingAttack: false, defense: true });
		expect(read.explanation.some((s) => s.source !== undefined && citedWords(s.source).startsWith("002"))).toBe(true);
	});
});

describe("damage track: impaired (001)", () => {
	// 001: "Impaired … Rolls of 17+ only deal +1 damage. Ignore major/minor effects."
	it.each([17, 18, 19, 20])("a %i deals only +1 damage", (natural) => {
		expect(specialDamageBonus(natural, true)).toBe(1);
		const read = readSpecialRoll(natural, { ...hit, impaired: true, effectChoice: "effect" });
		expect(read.bonusDamage).toBe(1);
		expect(read.minorEffect || read.majorEffect).toBe(false);
	});

	it("no minor or major effect on a non-attack", () => {
		const read = readSpecialRoll(20, { success: true, damagingAttack: false, impaired: true });
		expect(read.majorEffect).toBe(false);
		// Interpretation: the refund is not an effect, so it stays.
		expect(read.refund).toBe(true);
	});
});
