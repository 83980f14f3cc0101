import { describe, expect, it } from "vitest";
import { SYSTEMS, systemById } from "../../../src/engine/systems/registry";

describe("system registry", () => {
	it("knows the three games of the seeds by the id a note's `system:` key carries", () => {
		expect(SYSTEMS.map((s) => s.id)).toEqual(["cypher", "pool", "d20"]);
		expect(systemById("Cypher")?.seed).toBe("000, 001, 002");
		expect(systemById(" pool ")?.seed).toBe("003");
		expect(systemById("d20")?.seed).toBe("004");
	});

	it("answers undefined for an unknown game instead of guessing", () => {
		expect(systemById("fate")).toBeUndefined();
	});
});
