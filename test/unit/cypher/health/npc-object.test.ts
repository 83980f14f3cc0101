import { describe, expect, it } from "vitest";
import { damageNpc, damageObject, newObject, npcStartingHealth } from "../../../../src/engine/systems/cypher/health";
import { must } from "./fixtures";

describe("NPC health (000, 001)", () => {
	it.each([
		// 001: "NPC Health Default = Level x 3"
		{ level: 4, page: undefined, health: 12 },
		{ level: 0, page: undefined, health: 0 },
		// 000: health "often is the same as their target number" — often, not always: the page's value wins.
		{ level: 5, page: 22, health: 22 },
	])("level $level, page health $page → $health", ({ level, page, health }) => {
		expect(must(npcStartingHealth(level, page)).value).toBe(health);
	});

	it.each([
		// 000: "a strange crab mutant covered in a thick shell probably has 3 Armor, so damage from every physical
		// attack against them is reduced by 3 points."
		{ damage: 6, armor: 3, kind: "physical", health: 12, after: 9 },
		// 000: "If the NPC's Armor reduces the incoming damage to 0 or less, the NPC takes no damage at all."
		{ damage: 2, armor: 3, kind: "physical", health: 12, after: 12 },
		// 000: "Mental attacks like a psychic blast ignore Armor"
		{ damage: 4, armor: 3, kind: "mental", health: 12, after: 8 },
		// 000: "some unusual physical attacks (such as poison on a blade) can bypass Armor."
		{ damage: 4, armor: 3, kind: "bypass", health: 12, after: 8 },
		// 001: "Ambient Damage: Not affected by armor."
		{ damage: 4, armor: 3, kind: "ambient", health: 12, after: 8 },
	] as const)("$damage $kind damage vs Armor $armor: $health → $after", ({ damage, armor, kind, health, after }) => {
		const out = must(damageNpc({ name: "Crab mutant", level: 4, health, armor }, damage, kind));
		expect(out.value.npc.health).toBe(after);
		expect(out.value.defeated).toBe(false);
	});

	it("at 0 health the NPC is defeated", () => {
		// 000: "When their health reaches 0 or lower, they're defeated."
		const out = must(damageNpc({ name: "Bandit", level: 2, health: 6, armor: 0 }, 9));
		expect(out.value.defeated).toBe(true);
		expect(out.changes).toEqual([{ target: "Bandit", key: "health", before: 6, after: 0 }]);
	});
});

describe("damaging objects (000)", () => {
	it("the level 2 window: 4 damage breaks it, 2 more destroy it", () => {
		// 000: "if you attack a level 2 window and inflict 4 damage, 2 points get through its Armor, reducing it
		// from level 2 to level 0. Now the window is broken ... If you inflict 2 more damage, the window is completely destroyed."
		const first = must(damageObject(newObject("Window", 2), 4));
		expect(first.value.through).toBe(2);
		expect(first.value.object.level).toBe(0);
		expect(first.value.condition).toBe("broken");
		const second = must(damageObject(first.value.object, 2));
		expect(second.value.condition).toBe("destroyed");
	});

	it("the level 6 steel door: 7 damage three times takes it 6 → 5 → 3 → 0, then 6 more destroy it", () => {
		// 000: "If you attack a level 6 steel door and inflict 7 damage, 1 point gets through its Armor and reduces it
		// o a level 5 door. Another hit for 7 damage means 2 points get through and makes it a level 3 door.
		// Another hit for 7 damage means 4 points get through and reduce its level to 0. ... If you inflict another 6
		// or more damage to it, you destroy it."
		let door = newObject("Steel door", 6);
		const seen: Array<[number, number, string]> = [];
		for (let hit = 0; hit < 3; hit++) {
			const out = must(damageObject(door, 7));
			door = out.value.object;
			seen.push([out.value.through, door.level, out.value.condition]);
		}
		expect(seen).toEqual([
			[1, 5, "intact"],
			[2, 3, "intact"],
			[4, 0, "broken"],
		]);
		// "another 6 or more": 5 is not enough, the sixth point is.
		const five = must(damageObject(door, 5));
		expect(five.value.condition).toBe("broken");
		expect(must(damageObject(five.value.object, 1)).value.condition).toBe("destroyed");
		expect(must(damageObject(door, 6)).value.condition).toBe("destroyed");
	});

	it("damage that does not get through the Armor leaves the object as it was", () => {
		// 000: "inflict enough damage to get hrough its Armor" — 6 damage against a level 6 door gets nothing through.
		const out = must(damageObject(newObject("Steel door", 6), 6));
		expect(out.value.object.level).toBe(6);
		expect(out.changes).toEqual([]);
	});

	it("records level changes with before-values", () => {
		const out = must(damageObject(newObject("Window", 2), 3));
		expect(out.changes).toEqual([{ target: "Window", key: "level", before: 2, after: 1 }]);
	});
});
