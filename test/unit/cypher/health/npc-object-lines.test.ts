/** One-line summaries of a hit on an NPC and an object's condition (000's crab mutant, steel door and window). */
import { describe, expect, it } from "vitest";
import { damageNpc, newObject, npcHitLine, objectConditionText } from "../../../../src/engine/systems/cypher/health";
import { must } from "./fixtures";

describe("npcHitLine", () => {
	const crab = { name: "Crab mutant", level: 4, health: 12, armor: 3 };
	it.each([
		[6, "physical", "6 damage − Armor 3 = 3: health 12 → 9"],
		[4, "mental", "4 mental damage ignores Armor 3: health 12 → 8"],
		[4, "ambient", "4 ambient damage ignores Armor 3: health 12 → 8"],
		[4, "bypass", "4 damage gets past Armor 3: health 12 → 8"],
		[20, "physical", "20 damage − Armor 3 = 17: health 12 → 0, defeated"],
	] as const)("%i %s", (damage, kind, line) => {
		expect(npcHitLine(crab, damage, kind, must(damageNpc(crab, damage, kind)).value)).toBe(line);
	});

	it("without Armor, just the damage", () => {
		const bandit = { name: "Bandit", level: 2, health: 6, armor: 0 };
		expect(npcHitLine(bandit, 4, "physical", must(damageNpc(bandit, 4)).value)).toBe("4 damage: health 6 → 2");
	});
});

describe("objectConditionText", () => {
	it("intact, broken, destroyed", () => {
		expect(objectConditionText({ ...newObject("Door", 6), level: 5 })).toBe("Intact (level 5 of 6)");
		expect(objectConditionText({ ...newObject("Door", 6), level: 0, damagePastBroken: 2 })).toBe("Broken: another 4 damage destroys it");
		expect(objectConditionText({ ...newObject("Window", 2), level: 0, damagePastBroken: 2 })).toBe("Destroyed");
	});
});
