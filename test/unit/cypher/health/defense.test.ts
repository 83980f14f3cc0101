import { describe, expect, it } from "vitest";
import { applyDefendedWound, defenseSteps, newShield, speedTaskArmorPenalty } from "../../../../src/engine/systems/cypher/health";
import { must, pc } from "./fixtures";

describe("block and dodge steps with armor (000)", () => {
	it.each([
		// 000: "Light Armor: Block rolls are eased. Dodge rolls are hindered."
		{ armor: "light", block: -1, dodge: 1 },
		// 000: "Medium Armor: Block rolls are eased by two steps. Dodge rolls are hindered by two steps."
		{ armor: "medium", block: -2, dodge: 2 },
		// 000: "Heavy Armor: Block rolls are eased by three steps. Dodge rolls are hindered by three steps."
		{ armor: "heavy", block: -3, dodge: 3 },
		{ armor: "none", block: 0, dodge: 0 },
	] as const)("$armor armor: block $block, dodge $dodge", ({ armor, block, dodge }) => {
		expect(defenseSteps(pc({ armor }), "block").difficultyChange).toBe(block);
		expect(defenseSteps(pc({ armor }), "dodge").difficultyChange).toBe(dodge);
	});

	it("block is Might, dodge is Speed", () => {
		// 000: "To block, make a Might defense roll." / "To dodge, make a Speed defense roll."
		expect(defenseSteps(pc(), "block").stat).toBe("might");
		expect(defenseSteps(pc(), "dodge").stat).toBe("speed");
	});

	it("dodging an area attack is hindered, blocking it is not", () => {
		// 000: "Block rolls work normally against area attacks, but dodge rolls against area attacks are hindered."
		expect(defenseSteps(pc({ armor: "light" }), "dodge", { areaAttack: true }).difficultyChange).toBe(2);
		expect(defenseSteps(pc({ armor: "light" }), "block", { areaAttack: true }).difficultyChange).toBe(-1);
	});

	it("wound hindrances apply to defenses when asked", () => {
		// 000: "Each individual major wound hinders all of your actions."
		const character = pc({ armor: "medium", wounds: { minor: 0, moderate: 0, major: 1 } });
		expect(defenseSteps(character, "block", { includeWounds: true }).difficultyChange).toBe(-1);
	});

	it.each([
		// 000: "if you are wearing heavy armor but can't freely use it, all of your Speed tasks are hindered by three steps."
		{ armor: "heavy", practiced: [], steps: 3 },
		{ armor: "heavy", practiced: ["heavy"], steps: 0 },
		{ armor: "light", practiced: ["medium"], steps: 1 },
		{ armor: "none", practiced: [], steps: 0 },
	] as const)("unpracticed $armor armor (practiced: $practiced) hinders Speed tasks by $steps", ({ armor, practiced, steps }) => {
		expect(speedTaskArmorPenalty(pc({ armor, practicedArmor: [...practiced] })).steps).toBe(steps);
	});
});

describe("applying a defended wound (000)", () => {
	it.each([
		// 000: "If you fail, you are hit and take the wound from the attack."
		{ severity: "major", defense: { kind: "block", succeeded: false }, taken: ["major"] },
		{ severity: "moderate", defense: { kind: "dodge", succeeded: false }, taken: ["moderate"] },
		// 000: "an attack that inflicts a major wound only gives you a moderate wound, a moderate wound attack gives
		// you a minor wound, and a minor wound attack doesn't wound you at all."
		{ severity: "major", defense: { kind: "block", succeeded: true }, taken: ["moderate"] },
		{ severity: "moderate", defense: { kind: "block", succeeded: true }, taken: ["minor"] },
		{ severity: "minor", defense: { kind: "block", succeeded: true }, taken: [] },
		// 000: "If you succeed, you are not hit and take no wound from the attack."
		{ severity: "major", defense: { kind: "dodge", succeeded: true }, taken: [] },
		// 000: "The attack automatically succeeds against you and it inflicts an additional minor wound."
		{ severity: "moderate", defense: { kind: "take-the-attack" }, taken: ["moderate", "minor"] },
		{ severity: "minor", defense: { kind: "none" }, taken: ["minor"] },
	] as const)("$severity vs $defense → $taken", ({ severity, defense, taken }) => {
		const out = must(applyDefendedWound(pc(), severity, defense));
		expect(out.value.taken).toEqual(taken);
		const total = out.value.wounds.minor + out.value.wounds.moderate + out.value.wounds.major;
		expect(total).toBe(taken.length);
	});

	it("a shield takes the whole wound on a successful block", () => {
		// 000: "if you succeed at blocking an attack that inflicts a major wound, you can reduce the severity to a
		// moderate wound or have the shield take the" entire wound
		const out = must(applyDefendedWound(pc(), "moderate", { kind: "block", succeeded: true, useShield: true }, newShield()));
		expect(out.value.taken).toEqual([]);
		expect(out.value.shield).toEqual({ minor: 0, moderate: 1, broken: false });
		expect(out.changes).toEqual([{ target: "Ria", key: "shield-wounds-moderate", before: 0, after: 1 }]);
	});

	it.each([
		// 000: "A shield can take three minor wounds, two moderate wounds, and one major wound."
		{ shield: { minor: 2, moderate: 0, broken: false }, severity: "minor", after: { minor: 3, moderate: 0, broken: false } },
		// 000: "when a shield runs out of minor wounds, additional minor wounds become (“roll over to”) moderate wounds"
		{ shield: { minor: 3, moderate: 0, broken: false }, severity: "minor", after: { minor: 3, moderate: 1, broken: false } },
		// "... and when it runs out of moderate wounds, additional moderate wounds become (“roll over to”) major wounds."
		{ shield: { minor: 3, moderate: 2, broken: false }, severity: "minor", after: { minor: 3, moderate: 2, broken: true } },
		// 000: "When a shield takes a major wound, it is broken, ruined, or destroyed and no longer has any effect."
		{ shield: { minor: 0, moderate: 0, broken: false }, severity: "major", after: { minor: 0, moderate: 0, broken: true } },
	] as const)("shield $shield taking $severity → $after", ({ shield, severity, after }) => {
		const out = must(applyDefendedWound(pc(), severity, { kind: "block", succeeded: true, useShield: true }, { ...shield }));
		expect(out.value.shield).toEqual(after);
		expect(out.value.taken).toEqual([]);
	});

	it("a broken shield cannot take a wound", () => {
		const out = applyDefendedWound(pc(), "minor", { kind: "block", succeeded: true, useShield: true }, { minor: 0, moderate: 0, broken: true });
		expect(out).toEqual({ ok: false, error: "The shield is broken and no longer has any effect." });
	});
});
