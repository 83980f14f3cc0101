import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceError, distribution, formatNotation, parse, sample, tryParse } from "../../../src/engine/dice/index";
import { seededRng } from "../../../src/engine/rng";

/** Small valid dice terms with any mix of modifiers the engine must agree on in both interpreters. */
const diceTerm: fc.Arbitrary<string> = fc
	.record({
		count: fc.integer({ min: 1, max: 4 }),
		sides: fc.constantFrom<number | "F">(2, 3, 4, 6, 8, "F"),
		explode: fc.boolean(),
		reroll: fc.constantFrom("", "r1", "ro1", "ro<3", "r>=8"),
		keep: fc.constantFrom("", "kh", "kl", "dh", "dl"),
		keepCount: fc.integer({ min: 1, max: 4 }),
		success: fc.constantFrom("", ">=2", "<2", "=1", ">=6f1", ">0f<=-1"),
	})
	.map(({ count, sides, explode, reroll, keep, keepCount, success }) => {
		// Avoid the combinations parse() rightly refuses: exploding Fudge dice, and rerolls that leave
		// nothing or only the exploding face. d2! is left out too: its 20-deep cut-off (2^-21 per die)
		// is large enough that a long run of sampling could, rarely, step past it.
		const canExplode = sides !== "F" && sides >= 3;
		const safeReroll = reroll === "r1" && sides === 2 ? "" : reroll === "r>=8" && sides !== 8 ? "" : reroll;
		return `${count}d${sides}${safeReroll}${explode && canExplode ? "!" : ""}${keep ? keep + keepCount : ""}${success}`;
	});

const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string; leaf: string }>((tie) => ({
	leaf: fc.oneof(diceTerm, fc.integer({ min: 0, max: 20 }).map(String)),
	expr: fc.oneof(
		{ depthSize: "small", withCrossShrink: true },
		tie("leaf"),
		fc.tuple(tie("expr"), fc.constantFrom("+", "-", "*"), tie("expr")).map(([a, op, b]) => `${a} ${op} ${b}`),
		fc.tuple(tie("expr"), fc.integer({ min: 1, max: 3 })).map(([a, b]) => `(${a}) / ${b}`),
		tie("expr").map((a) => `-(${a})`),
	),
})).expr;

const diceAlphabet = fc.constantFrom(..."0123456789dDfF%!khlro<>=+-*/() #.".split(""));

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

	it("probabilities sum to 1 (with what explosions cut off) and every sampled total is possible", () => {
		fc.assert(
			fc.property(expression, fc.integer(), (text, seed) => {
				const ast = parse(text);
				const dist = distribution(ast);
				const mass = dist.outcomes.reduce((a, o) => a + o.p, 0);
				expect(Math.abs(mass + dist.truncated - 1)).toBeLessThan(1e-9);
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
	});
});
