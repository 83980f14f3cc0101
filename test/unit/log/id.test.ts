import { describe, expect, it } from "vitest";
import { createIdFactory, ENTRY_ID_PATTERN } from "../../../src/engine/log";
import { seededRng } from "../../../src/engine/rng";

describe("entry ids", () => {
	it("are short, sort in creation order even within one millisecond, and never repeat", () => {
		let clock = Date.UTC(2026, 10, 21, 2, 30);
		const next = createIdFactory(seededRng(7), () => clock);
		const ids = Array.from({ length: 500 }, (_, i) => {
			if (i % 100 === 0) clock -= 5; // a clock that steps back must not break the order
			return next();
		});
		for (const id of ids) expect(id).toMatch(ENTRY_ID_PATTERN);
		expect([...ids].sort()).toEqual(ids);
		expect(new Set(ids).size).toBe(ids.length);
	});

	it("start with the time, so ids of later sessions sort after earlier ones", () => {
		const early = createIdFactory(seededRng(1), () => Date.UTC(2026, 0, 1))();
		const late = createIdFactory(seededRng(1), () => Date.UTC(2027, 0, 1))();
		expect(early < late).toBe(true);
	});
});
