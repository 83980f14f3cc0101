/**
 * Issue 28: the limits are honest. The odds never do more work than the limit allows (the work a
 * computation does is what it ticks between pauses; it must never pass DICE_LIMITS.maxWork), a
 * refusal comes before the memory is spent, and a roll is bounded before any die is thrown.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DICE_LIMITS, DiceError, parse, sample } from "../../../src/engine/dice/index";
import { distributionSteps } from "../../../src/engine/dice/distribution";
import { STEPS_PER_PAUSE } from "../../../src/engine/dice/pmf";
import { OddsQueue } from "../../../src/engine/dice/odds-job";
import { diceBound } from "../../../src/engine/dice/roll-size";
import { seededRng } from "../../../src/engine/rng";
import { expression } from "./generators";

/** The pauses a computation makes until it ends or is refused, and how it ended. */
function pausesOf(notation: string): { pauses: number; refusal?: string } {
	const steps = distributionSteps(parse(notation));
	let pauses = 0;
	try {
		while (!steps.next().done) pauses++;
		return { pauses };
	} catch (error) {
		if (!(error instanceof DiceError)) throw error;
		return { pauses, refusal: error.message };
	}
}

/** The most pauses the work limit allows: maxWork steps, a pause every STEPS_PER_PAUSE. */
const PAUSES_ALLOWED = DICE_LIMITS.maxWork / STEPS_PER_PAUSE;

describe("the odds never work past the limit they charge", () => {
	it.each([
		// Keeping among group items followed lists of kept values at 40× the steps it charged: 7.7 s for 3d%.
		"{2d%,2d%,2d%}kh2",
		"{3d%,3d%,3d%}kh2",
		"{1d100, 1d100, 1d100, 1d100, 1d100}kh3",
		"{4d6, 4d6, 4d6, 4d6, 4d6, 4d6, 4d6, 4d6, 4d6, 4d6, 4d6, 4d6, 4d6, 4d6}kh3",
		"{1d20, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20}kl2>=5",
		// Sums of sparse terms fell back to pairing every outcome in a Map, uncharged.
		"1d10000*1000 + 1d1000",
		"1d1000*1000 + 1d1000",
		"1d100*100000 + 1d100",
		// Products and other Map work.
		"1d300 * 1d300",
		"abs(1d10000*7 - 1d10000*11)",
		"8d4kh4!",
		"4d10!!<=3kh2",
	])("%s", (notation) => {
		const { pauses } = pausesOf(notation);
		expect(pauses).toBeLessThanOrEqual(PAUSES_ALLOWED);
	});

	it("generated notations too (200 seeded)", () => {
		for (const notation of fc.sample(expression, { numRuns: 200, seed: 2028 })) {
			expect(pausesOf(notation).pauses, notation).toBeLessThanOrEqual(PAUSES_ALLOWED);
		}
	});
});

describe("a sum of sparse terms is refused before it fills memory", () => {
	it("1d10000*1000 + 1d1000 is refused within a few pauses (it took 10.5 s and 1.26 GB before the refusal)", () => {
		const { pauses, refusal } = pausesOf("1d10000*1000 + 1d1000");
		expect(refusal).toMatch(/limit/);
		// The product before it takes ~20 pauses of work; the sum is refused before any of its own.
		expect(pauses).toBeLessThan(100);
	});

	it("a sparse sum with few outcomes is still exact: 1d100*100000 + 1d100 has 10,000 equally likely totals", () => {
		const steps = distributionSteps(parse("1d100*100000 + 1d100"));
		let next = steps.next();
		while (!next.done) next = steps.next();
		const dist = next.value;
		expect(dist.outcomes.length).toBe(10_000);
		expect(dist.exactly(100_001)).toBeCloseTo(1e-4, 15);
		expect(dist.max).toBe(10_000_100);
	});
});

describe("rolls are bounded before any die is thrown", () => {
	it("forty exploding pools in one notation are refused with the limit named (1.94 million dice before)", () => {
		const notation = Array.from({ length: 38 }, () => "1000d2!50>=1").join("+").slice(0, DICE_LIMITS.maxInputLength);
		const trimmed = notation.slice(0, notation.lastIndexOf("+"));
		let thrown = 0;
		const counting = { nextInt: (n: number): number => (thrown++, seededRng(thrown).nextInt(n)) };
		expect(() => sample(parse(trimmed), counting)).toThrow(/could take up to [\d,]+ dice .*over the limit of 50,000; try fewer dice/);
		expect(thrown).toBe(0);
	});

	it("1000d2! and 1000d2!49>=1 (50,000 dice at most) still roll; 1000d2!50>=1 (51,000) is refused", () => {
		expect(diceBound(parse("1000d2!").root)).toBe(50_000);
		const result = sample(parse("1000d2!49>=1"), seededRng(3));
		expect(result.groups.reduce((n, g) => n + g.dice.length, 0)).toBe(50_000);
		expect(() => sample(parse("1000d2!50>=1"), seededRng(3))).toThrow(/51,000 dice/);
	});

	it("limited rerolls count every allowed reroll; unlimited ones and u stop at the term's budget", () => {
		expect(diceBound(parse("1000d6r3").root)).toBe(4000);
		expect(() => sample(parse("1000d6r60"), seededRng(1))).toThrow(/61,000 dice/);
		expect(diceBound(parse("1000d6r").root)).toBe(2000 + DICE_LIMITS.maxRerollsPerTerm);
		expect(diceBound(parse("1000d1000u").root)).toBe(2000 + DICE_LIMITS.maxRerollsPerTerm);
	});

	it("no roll throws more dice than its bound (generated notations and hostile sizes, seeded)", () => {
		const hostile = ["1000d1000u", "10d10u", "1000d2r<2", "500d4r3", "1000d6!", "1000d2!!", "100d3!>=2r=2", "{1000d6!, 500d2!}kh1"];
		const notations = [...hostile, ...fc.sample(expression, { numRuns: 300, seed: 2029 })];
		notations.forEach((notation, i) => {
			const ast = parse(notation);
			const bound = diceBound(ast.root);
			const rng = seededRng(i);
			for (let roll = 0; roll < 3; roll++) {
				let result;
				try {
					result = sample(ast, rng);
				} catch (error) {
					if (error instanceof DiceError && /by zero|exponent|too large/.test(error.message)) return;
					throw error;
				}
				const dice = result.groups.reduce((n, g) => n + g.dice.length, 0);
				expect(dice, notation).toBeLessThanOrEqual(bound);
			}
		});
	});
});

describe("a notation that will be refused is refused before the heavy work (issue 33)", () => {
	// Before: 1–3.7 s of CPU in short slices (9,840 ms and 15,400 ms on a loaded CI machine) before the refusal.
	it.each(["3d9821!>4", "d7064r3!i>=5", "d10000!>2", "10d10000!>1", "2d9000!p>10"])("%s is refused before its first pause, and in the first slice of the queue", async (notation) => {
		const { pauses, refusal } = pausesOf(notation);
		expect(refusal).toMatch(/would take more than 100,000,000 steps/);
		expect(pauses).toBe(0);
		const queue = new OddsQueue(8);
		let slices = 0;
		const run = queue.run.bind(queue);
		const result = await run(() => {
			slices++;
			return distributionSteps(parse(notation));
		});
		expect(result.ok).toBe(false);
		expect(slices).toBe(1);
	});

	it.each(["1d200!", "1d100!>1", "2d100!>50"])("%s, within the limit, is still computed", (notation) => {
		expect(pausesOf(notation).refusal).toBeUndefined();
	});
});
