/** An object note: a Cypher NPC note with `object: true` (000: an object's "level acts like Armor and health"). */
import { describe, expect, it } from "vitest";
import { readCypherNpc } from "../../../src/notes/schema/cypher";

describe("Cypher object notes", () => {
	it("level-max defaults to the level, damage-past-broken to 0", () => {
		const read = readCypherNpc({ name: "Steel door", object: true, level: 6 });
		expect(read.ok && read.value.object).toEqual({ originalLevel: 6, damagePastBroken: 0 });
	});

	it("reads a broken object", () => {
		const read = readCypherNpc({ object: true, level: 0, "level-max": 6, "damage-past-broken": 2 });
		expect(read.ok && read.value.object).toEqual({ originalLevel: 6, damagePastBroken: 2 });
	});

	it("a level above level-max is a problem; an NPC note without `object` has no object part", () => {
		expect(readCypherNpc({ object: true, level: 7, "level-max": 6 }).ok).toBe(false);
		const npc = readCypherNpc({ level: 4 });
		expect(npc.ok && "object" in npc.value).toBe(false);
	});
});
