/** The shield as a character note keeps it (000): carried or not, its wound boxes, broken. */
import { describe, expect, it } from "vitest";
import { readCypherCharacter } from "../../../../src/notes/schema";

const POOLS = { "might-max": 10, "speed-max": 10, "intellect-max": 10 };
const read = (keys: Record<string, unknown>) => readCypherCharacter({ ...POOLS, ...keys });
const shieldOf = (keys: Record<string, unknown>) => {
	const r = read(keys);
	if (!r.ok) throw new Error(r.error);
	return r.value.character.shield;
};

describe("reading a shield from the note", () => {
	it("no shield unless the note says so", () => {
		expect(shieldOf({})).toBeUndefined();
		expect(shieldOf({ shield: false, "shield-wounds-minor": 1 })).toBeUndefined();
	});

	it("`shield: true` is a whole shield; its boxes say what it has taken", () => {
		expect(shieldOf({ shield: true })).toEqual({ minor: 0, moderate: 0, broken: false });
		expect(shieldOf({ "shield-wounds-minor": 2, "shield-wounds-moderate": 1 })).toEqual({ minor: 2, moderate: 1, broken: false });
		expect(shieldOf({ "shield-broken": true })).toEqual({ minor: 0, moderate: 0, broken: true });
	});

	it("a box beyond what a shield can take is a problem with the note", () => {
		// 000: "A shield can take three minor wounds, two moderate wounds, and one major wound."
		const r = read({ shield: true, "shield-wounds-moderate": 3 });
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.error).toContain("shield-wounds-moderate");
	});
});
