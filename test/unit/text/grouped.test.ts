import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grouped } from "../../../src/engine/text";

describe("grouped: counts in the dice messages", () => {
	it("writes thousands separators and at most three decimals", () => {
		expect(grouped(0)).toBe("0");
		expect(grouped(999)).toBe("999");
		expect(grouped(1000)).toBe("1,000");
		expect(grouped(100_000_000)).toBe("100,000,000");
		expect(grouped(247_401_000)).toBe("247,401,000");
		expect(grouped(1234.5678)).toBe("1,234.568");
		expect(grouped(-1234567)).toBe("-1,234,567");
	});

	it("writes every number as toLocaleString('en-US') does (it stays out of the hot path: its first call loads locale data)", () => {
		fc.assert(
			fc.property(fc.oneof(fc.integer({ min: -1e15, max: 1e15 }), fc.double({ min: -1e12, max: 1e12, noNaN: true })), (n) => {
				// toLocaleString writes -0 (and what rounds to it) as "-0"; the messages never count below zero.
				if (Object.is(Math.round(n * 1000) / 1000, -0) || (n < 0 && Math.round(-n * 1000) === 0)) return;
				expect(grouped(n)).toBe(n.toLocaleString("en-US"));
			}),
			{ numRuns: 2000 },
		);
	});
});
