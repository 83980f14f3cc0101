import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceError, distribution, formatNotation, parse, sample, tryParse } from "../../../src/engine/dice/index";
import { seededRng } from "../../../src/engine/rng";
import { expression } from "./generators";

const diceAlphabet = fc.constantFrom(..."0123456789dDfF%!khlrosucpmaxin<>=+-*/^(){}[], #.".split(""));

describe("properties of the dice engine", () => {
	it("parse never throws anything but a DiceError, whatever the text", () => {
		fc.assert(
			fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: diceAlphabet, maxLength: 30 })), (text) => {
				try {
					parse(text);
				} catch (error) {
					expect(error).toBeInstanceOf(DiceError);
					const span = (error as DiceError).span;
					expect(span.start).toBeGreaterThanOrEqual(0);
					expect(span.end).toBeLessThanOrEqual(text.length);
				}
				expect(tryParse(text).ok).toBeTypeOf("boolean");
			}),
			{ numRuns: 2000 },
		);
	});

	it("sample and distribution throw nothing but DiceError on whatever parses", () => {
		fc.assert(
			fc.property(fc.string({ unit: diceAlphabet, minLength: 1, maxLength: 10 }), fc.integer(), (text, seed) => {
				const parsed = tryParse(text);
				if (!parsed.ok) return;
				for (const run of [() => sample(parsed.ast, seededRng(seed)), () => distribution(parsed.ast)]) {
					try {
						run();
					} catch (error) {
						expect(error).toBeInstanceOf(DiceError);
					}
				}
			}),
			{ numRuns: 1000 },
		);
	});

	it("normalised notation parses back to itself", () => {
		fc.assert(
			fc.property(expression, (text) => {
				const once = formatNotation(parse(text));
				expect(formatNotation(parse(once))).toBe(once);
			}),
			{ numRuns: 300 },
		);
	});

	it("probabilities sum to 1 and every sampled total is possible (explosions included: one cap for both)", () => {
		fc.assert(
			fc.property(expression, fc.integer(), (text, seed) => {
				const ast = parse(text);
				let dist: ReturnType<typeof distribution>;
				try {
					dist = distribution(ast);
				} catch (error) {
					// Exact odds may be refused up front when they would take too long (keeping among long
					// explosion chains): that refusal is a DiceError naming the limit, never another failure.
					expect(error).toBeInstanceOf(DiceError);
					expect((error as DiceError).message).toMatch(/limit/);
					return;
				}
				const mass = dist.outcomes.reduce((a, o) => a + o.p, 0);
				expect(Math.abs(mass - 1)).toBeLessThan(1e-9);
				expect(dist.outcomes.every((o) => o.p > 0)).toBe(true);
				expect(dist.mean).toBeGreaterThanOrEqual(dist.min - 1e-9);
				expect(dist.mean).toBeLessThanOrEqual(dist.max + 1e-9);
				const rng = seededRng(seed);
				for (let i = 0; i < 5; i++) {
					const { total } = sample(ast, rng);
					expect(dist.exactly(total)).toBeGreaterThan(0);
				}
			}),
			{ numRuns: 300 },
		);
	}, 60_000);
});
