import { describe, expect, it } from "vitest";
import { ABILITIES, damageKey, drainKey, KEYS } from "../../../src/engine/systems/d20/character";
import { POOL_KEYS } from "../../../src/engine/systems/pool/character";
import { newCharacterFrontmatter, SYSTEMS } from "../../../src/notes/schema";
import { readActor } from "../../helpers/actor";

describe("new character frontmatter", () => {
	it.each(SYSTEMS)("a new %s character passes its own schema", (system) => {
		const fm = newCharacterFrontmatter(system, "[[Gate]]");
		const r = readActor(fm, { name: "New" });
		expect(r.ok ? "ok" : r.error).toBe("ok");
		expect(r.ok && r.unknown).toEqual({});
	});

	// One list of keys per game: a new sheet writes only the engine's character keys (d20 leaves damage and drain out: 0).
	it.each([
		// The pool game's die size is the campaign's, never a character's.
		["pool", Object.values(POOL_KEYS).filter((key) => key !== POOL_KEYS.dieSize)],
		["d20", [...Object.values(KEYS), ...ABILITIES, ...ABILITIES.map(damageKey), ...ABILITIES.map(drainKey)]],
	] as const)("a new %s character's keys are the engine's keys", (system, keys: readonly string[]) => {
		const own = Object.keys(newCharacterFrontmatter(system, "[[G]]")).filter((key) => !["ledger", "system", "campaign"].includes(key));
		expect(own.filter((key) => !keys.includes(key))).toEqual([]);
		expect(own.length).toBeGreaterThan(5);
	});

	it("a Cypher character gets wound boxes or the damage track, per campaign", () => {
		expect(newCharacterFrontmatter("cypher", "[[G]]", "wounds")).toMatchObject({ "wounds-minor": 0, "wounds-moderate": 0, "wounds-major": 0 });
		const track = newCharacterFrontmatter("cypher", "[[G]]", "damage-track");
		expect(track["damage-track"]).toBe("hale");
		expect(track).not.toHaveProperty("wounds-minor");
	});

	// 003: "By expending 30 Endurance, a character may guarantee the success of a single action"
	it("a new pool character can afford one Miracle", () => {
		expect(newCharacterFrontmatter("pool", "[[G]]")["endurance-max"]).toBe(30);
	});
});
