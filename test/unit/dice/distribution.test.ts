import { describe, expect, it } from "vitest";
import { DICE_LIMITS, DiceError, distribution, parse, type Distribution } from "../../../src/engine/dice/index";
import { enumerate, keepHighest, keepLowest, meanOf, range, sum } from "./brute-force";

const d6 = range(1, 6);

function expectMatches(dist: Distribution, reference: Map<number, number>): void {
	const values = [...reference.keys()].filter((v) => (reference.get(v) as number) > 0).sort((a, b) => a - b);
	expect(dist.outcomes.map((o) => o.value)).toEqual(values);
	for (const { value, p } of dist.outcomes) expect(p).toBeCloseTo(reference.get(value) as number, 12);
	expect(dist.mean).toBeCloseTo(meanOf(reference), 10);
	expect(dist.truncated).toBe(0);
}

describe("exact distributions agree with brute-force enumeration", () => {
	// [notation, dice, faces each die shows (equally likely), value of one whole roll]
	const cases: Array<[string, number, number[], (roll: number[]) => number]> = [
		["3d6", 3, d6, sum],
		["4d6kh3", 4, d6, keepHighest(3)],
		["4d6dl1", 4, d6, keepHighest(3)],
		["5d6kh2", 5, d6, keepHighest(2)],
		["5d6kl2", 5, d6, keepLowest(2)],
		["5d6dh2", 5, d6, keepLowest(3)],
		["2d20kl1", 2, range(1, 20), keepLowest(1)],
		["2d20kh1", 2, range(1, 20), keepHighest(1)],
		["4dF", 4, [-1, 0, 1], sum],
		["4dFkh2", 4, [-1, 0, 1], keepHighest(2)],
		["5d6>=5", 5, d6, (r) => r.filter((f) => f >= 5).length],
		["5d6>=5f1", 5, d6, (r) => r.filter((f) => f >= 5).length - r.filter((f) => f === 1).length],
		["6d10>7f<=2", 6, range(1, 10), (r) => r.filter((f) => f > 7).length - r.filter((f) => f <= 2).length],
		["4d6kh3>=5", 4, d6, (r) => [...r].sort((a, b) => b - a).slice(0, 3).filter((f) => f >= 5).length],
		// r=1 rerolls until the die is not 1: each die is equally likely to be 2..6.
		["3d6r=1", 3, range(2, 6), sum],
		// r with no condition rerolls the lowest face until it no longer shows.
		["3d6r", 3, range(2, 6), sum],
		["2d[3,5]", 2, range(3, 5), sum],
		["3d6min3", 3, [3, 3, 3, 4, 5, 6], sum],
		["3d6max2", 3, [1, 2, 2, 2, 2, 2], sum],
		["2dF.1", 2, [-1, 0, 0, 0, 0, 1], sum],
		["4d4sd", 4, range(1, 4), sum],
		["3d20cs>=19cf=1", 3, range(1, 20), sum],
		["3d6r<3", 3, range(3, 6), sum],
	];

	it.each(cases)("%s", (notation, n, faces, value) => {
		expectMatches(distribution(parse(notation)), enumerate(n, faces, value));
	});

	it("4d6kh3 has mean 15869/1296 = 12.2446…", () => {
		const dist = distribution(parse("4d6kh3"));
		expect(dist.mean).toBeCloseTo(15869 / 1296, 12);
		expect(dist.mean.toFixed(4)).toBe("12.2446");
		expect(dist.exactly(18)).toBeCloseTo(21 / 1296, 14);
		expect(dist.exactly(3)).toBeCloseTo(1 / 1296, 14);
	});

	it("3d6ro1 matches enumerating both throws of every die", () => {
		// ro1: a 1 is rolled again once, and the second face stands.
		const pairs = enumerate(6, d6, (r) => {
			let total = 0;
			for (let i = 0; i < 6; i += 2) total += r[i] === 1 ? (r[i + 1] as number) : (r[i] as number);
			return total;
		});
		expectMatches(distribution(parse("3d6ro1")), pairs);
	});

	it("arithmetic of independent terms matches enumeration", () => {
		const table: Array<[string, number, number[], (r: number[]) => number]> = [
			["1d6 - 1d6", 2, d6, (r) => (r[0] as number) - (r[1] as number)],
			["1d6 * 1d6", 2, d6, (r) => (r[0] as number) * (r[1] as number)],
			["(1d6 + 1d6) / 2", 2, d6, (r) => Math.trunc(((r[0] as number) + (r[1] as number)) / 2)],
			["(1d6 - 4) / 2", 1, d6, (r) => Math.trunc(((r[0] as number) - 4) / 2)],
			["-1d6 * 3 + 2", 1, d6, (r) => -(r[0] as number) * 3 + 2],
			["2d6 + 1d6 * 2", 3, d6, (r) => (r[0] as number) + (r[1] as number) + (r[2] as number) * 2],
		];
		for (const [notation, n, faces, value] of table) expectMatches(distribution(parse(notation)), enumerate(n, faces, value));
	});
});

describe("exploding dice", () => {
	/** Reference by recursion on the chain: P(chain total = t) for a dN! die, to `depth` explosions. */
	function explodingDie(sides: number, depth: number): Map<number, number> {
		const out = new Map<number, number>();
		for (let j = 0; j <= depth; j++) {
			for (let face = 1; face < sides; face++) out.set(j * sides + face, Math.pow(1 / sides, j + 1));
		}
		return out;
	}

	it("1d6! matches the chain enumeration, sums to 1 and reports the share the cap changes", () => {
		const dist = distribution(parse("1d6!"));
		const reference = explodingDie(6, 30);
		// Every chain below the cap (19 extra dice: 6^-20 < 1e-15) has its exact odds.
		for (const { value, p } of dist.outcomes) if (value < 19 * 6) expect(p).toBeCloseTo(reference.get(value) as number, 15);
		// The mean of an exploding d6 is 3.5 × 6/5 = 4.2.
		expect(dist.mean).toBeCloseTo(4.2, 10);
		expect(dist.truncated).toBeCloseTo(Math.pow(6, -20), 25);
		expect(dist.truncated).toBeLessThan(DICE_LIMITS.explosionCutoff);
		expect(dist.outcomes.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
	});

	it("1d2! caps chains at 49 extra dice (going on would be rarer than 1e-15) and counts the capped chain", () => {
		const dist = distribution(parse("1d2!"));
		expect(dist.truncated).toBeCloseTo(Math.pow(0.5, 50), 20);
		// The capped chain: 50 twos, the last one standing.
		expect(dist.max).toBe(100);
		expect(dist.exactly(100)).toBeCloseTo(Math.pow(0.5, 50), 20);
		expect(dist.mean).toBeCloseTo(3, 10); // 1.5 × 2/1
	});

	it("explodes on a condition: 2d6!=5 has mean about 8.4 (both peers), 4d10!<=3 about 31.4", () => {
		// Per d6 exploding on 5: 3.5 / (1 - 1/6) = 4.2.
		expect(distribution(parse("2d6!=5")).mean).toBeCloseTo(8.4, 9);
		expect(distribution(parse("2d6!>4")).mean).toBeCloseTo(2 * (3.5 / (1 - 2 / 6)), 9);
		expect(distribution(parse("4d10!<=3")).mean).toBeCloseTo(4 * (5.5 / (1 - 3 / 10)), 9);
		// Dice Roller's !3: at most three extra dice.
		const capped = distribution(parse("1d4!3"));
		expect(capped.max).toBe(16);
		expect(capped.truncated).toBe(0);
		expect(capped.exactly(16)).toBeCloseTo(Math.pow(0.25, 4), 15);
	});

	it("compounding !! keeps whole chains; penetrating !p counts each extra die one less", () => {
		expect(distribution(parse("2d6!!")).mean).toBeCloseTo(8.4, 9);
		// 4d6!p: 4 × (4.2 − 0.2) = 16 (rpg-dice-roller's own figure for its example).
		expect(distribution(parse("4d6!p")).mean).toBeCloseTo(16, 9);
		const one = distribution(parse("1d6!p"));
		// A 6 always explodes, so a total of 6 is only a 6 then a 1 (counted 6 + 0).
		expect(one.exactly(6)).toBeCloseTo(1 / 36, 14);
	});

	it("1d6!p enumerated: every total up to three dice", () => {
		const one = distribution(parse("1d6!p"));
		// 6, 6, then a non-six f: 6 + 5 + (f − 1) = 10 + f for f in 1..5.
		for (let f = 1; f <= 5; f++) expect(one.exactly(10 + f)).toBeCloseTo(Math.pow(1 / 6, 3), 15);
	});

	/**
	 * Brute force for "!" with keep/drop: every sequence of faces of every chain, to `depth`
	 * extra dice (the mass beyond is below the tolerance), each die of the pool kept or dropped on its own.
	 */
	function poolReference(n: number, sides: number, depth: number, value: (dice: number[]) => number): Map<number, number> {
		const chains: Array<{ dice: number[]; p: number }> = [];
		const grow = (dice: number[], p: number): void => {
			for (let f = 1; f <= sides; f++) {
				const next = [...dice, f];
				if (f === sides && next.length <= depth) grow(next, p / sides);
				else if (f !== sides) chains.push({ dice: next, p: p / sides });
			}
		};
		grow([], 1);
		const out = new Map<number, number>();
		const visit = (i: number, pool: number[], p: number): void => {
			if (i === n) {
				const v = value(pool);
				out.set(v, (out.get(v) ?? 0) + p);
				return;
			}
			for (const chain of chains) visit(i + 1, [...pool, ...chain.dice], p * chain.p);
		};
		visit(0, [], 1);
		return out;
	}

	it("! with keep/drop keeps among every die of the pool, extra dice included (rpg-dice-roller): brute force", () => {
		const cases: Array<[string, (dice: number[]) => number]> = [
			["2d3!kh1", keepHighest(1)],
			["2d3!kl1", keepLowest(1)],
			["3d3!kh2", keepHighest(2)],
			["2d3!dl1", (dice) => sum(dice) - Math.min(...dice)],
			["2d3!dh1", (dice) => sum(dice) - Math.max(...dice)],
		];
		for (const [notation, value] of cases) {
			const n = Number(notation[0]);
			const reference = poolReference(n, 3, 14, value);
			const dist = distribution(parse(notation));
			for (const [v, p] of reference) if (p > 1e-6) expect(Math.abs(dist.exactly(v) - p)).toBeLessThan(1e-4 * Math.max(p, 1e-3));
		}
	});

	it("8d4kh4! has rpg-dice-roller's mean of about 14.0 (not the 20.0 of keeping whole chains)", () => {
		expect(distribution(parse("8d4kh4!")).mean).toBeCloseTo(13.98, 1);
		expect(distribution(parse("8d4!!kh4")).mean).toBeCloseTo(20.0, 1);
	});

	it("rerolls apply to every die of a chain after the explosion (rpg-dice-roller's order): d6!r<3", () => {
		// A die of the chain showing 1 or 2 is rerolled to 3..6 and does not explode: per chain 0.2·6 + 4.2 = 5.4.
		expect(distribution(parse("1d6!r<3")).mean).toBeCloseTo(5.4, 9);
	});

	it("2d6!!kh1 keeps the better chain: brute force over two chains", () => {
		const die = explodingDie(6, 25);
		const reference = new Map<number, number>();
		for (const [a, pa] of die) for (const [b, pb] of die) reference.set(Math.max(a, b), (reference.get(Math.max(a, b)) ?? 0) + pa * pb);
		const dist = distribution(parse("2d6!!kh1"));
		// Below the cap (19 extra dice) the chains are the reference's.
		for (const { value, p } of dist.outcomes) if (value < 100) expect(p).toBeCloseTo(reference.get(value) as number, 14);
	});

	it("2d6!!kl1 and 3d6!!dh1 rank whole chains: brute force over the chains", () => {
		const die = explodingDie(6, 25);
		const chains = [...die];
		const lowestOfTwo = new Map<number, number>();
		for (const [a, pa] of chains) for (const [b, pb] of chains) lowestOfTwo.set(Math.min(a, b), (lowestOfTwo.get(Math.min(a, b)) ?? 0) + pa * pb);
		for (const { value, p } of distribution(parse("2d6!!kl1")).outcomes) if (value < 100) expect(p).toBeCloseTo(lowestOfTwo.get(value) as number, 14);
		// Keep the two lowest chains of three; the reference follows chains to 12 explosions (mass cut < 1e-9).
		const short = explodingDie(6, 12);
		const lowTwo = new Map<number, number>();
		for (const [a, pa] of short)
			for (const [b, pb] of short)
				for (const [c, pc] of short) {
					const v = a + b + c - Math.max(a, b, c);
					lowTwo.set(v, (lowTwo.get(v) ?? 0) + pa * pb * pc);
				}
		const dist = distribution(parse("3d6!!dh1"));
		for (const [value, p] of lowTwo) expect(dist.exactly(value)).toBeCloseTo(p, 10);
	});

	it("3d6>=5! counts every die of a chain", () => {
		// Per die: successes = number of sixes + [last face is 5]; mean per die = (2/6) / (5/6) · ... computed by the chain sum.
		let perDie = 0;
		for (let j = 0; j <= 40; j++) {
			for (let face = 1; face < 6; face++) perDie += Math.pow(1 / 6, j + 1) * (j + (face === 5 ? 1 : 0));
		}
		expect(distribution(parse("3d6>=5!")).mean).toBeCloseTo(3 * perDie, 10);
	});
});

describe("the Distribution answers the questions a player asks", () => {
	// 000: "a difficulty 5 task has a target number of 15. To succeed at the task, you must roll the target number or higher on a d20."
	it("000: P(d20 ≥ 15) is 6/20", () => {
		expect(distribution(parse("1d20")).atLeast(15)).toBeCloseTo(6 / 20, 15);
	});

	// 000: "When you take a recovery, roll a d6 and add your tier" — tier 3 recovers 4 to 9 points.
	it("000: a tier 3 recovery, 1d6+3, spans 4..9 with mean 6.5", () => {
		const dist = distribution(parse("1d6+3 # Recovery"));
		expect([dist.min, dist.max]).toEqual([4, 9]);
		expect(dist.mean).toBeCloseTo(6.5, 12);
		expect(dist.exactly(4)).toBeCloseTo(1 / 6, 15);
	});

	// 003: "roll two dice and take the highest one" (before doubles are added, which is the pool game's own rule).
	it("003: the highest of two d6 is 6 with probability 11/36", () => {
		expect(distribution(parse("2d6kh1")).exactly(6)).toBeCloseTo(11 / 36, 15);
	});

	// 004: "Action is resolved by rolling 1d20, and adding the relevant modifiers"
	it("004: 1d20+5 against 15 succeeds 55% of the time", () => {
		expect(distribution(parse("1d20+5")).atLeast(15)).toBeCloseTo(0.55, 15);
	});

	it("atLeast, atMost and exactly agree at and beyond the edges", () => {
		const dist = distribution(parse("2d6"));
		expect(dist.atLeast(2)).toBeCloseTo(1, 12);
		expect(dist.atLeast(13)).toBe(0);
		expect(dist.atMost(1)).toBe(0);
		expect(dist.atMost(12)).toBeCloseTo(1, 12);
		expect(dist.atLeast(7)).toBeCloseTo(21 / 36, 15);
		expect(dist.atMost(7)).toBeCloseTo(21 / 36, 15);
		expect(dist.atLeast(6.5)).toBeCloseTo(21 / 36, 15);
		expect(dist.exactly(7)).toBeCloseTo(6 / 36, 15);
		expect(dist.exactly(7.5)).toBe(0);
		expect(dist.stdDev).toBeCloseTo(Math.sqrt(35 / 6), 12);
	});

	it("remembers recent notations, however they were typed, and shares them read-only", () => {
		const first = distribution(parse("2d6+1"));
		expect(distribution(parse(" 2D6 + 1 # Again"))).toBe(first);
		expect(Object.isFrozen(first.outcomes)).toBe(true);
		expect(Object.isFrozen(first.outcomes[0])).toBe(true);
		expect(first.atLeast(Number.NaN)).toBe(0);
		expect(first.atMost(Number.NaN)).toBe(0);
		expect(first.exactly(Number.NaN)).toBe(0);
	});

	it("constant expressions are certain", () => {
		const dist = distribution(parse("(7 - 10) * 2 / 4"));
		expect(dist.outcomes).toEqual([{ value: -1, p: 1 }]);
		expect([dist.min, dist.max, dist.stdDev]).toEqual([-1, -1, 0]);
	});

	it("large pools stay exact: 1000d6 has mean 3500 and total mass 1", () => {
		const dist = distribution(parse("1000d6"));
		expect(dist.mean).toBeCloseTo(3500, 6);
		expect(dist.outcomes.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 9);
		expect(dist.stdDev).toBeCloseTo(Math.sqrt((1000 * 35) / 12), 6);
	});

	it("40d6kh20 sums to 1 and lies between 20 and 120", () => {
		const dist = distribution(parse("40d6kh20"));
		expect([dist.min, dist.max]).toEqual([20, 120]);
		expect(dist.outcomes.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 9);
	});
});

describe("sums of many fair dice, added by a sliding window", () => {
	it("1000d100 (99,001 outcomes) has its true range, mean and spread", () => {
		const dist = distribution(parse("1000d100"));
		expect([dist.min, dist.max]).toEqual([1000, 100_000]);
		expect(dist.mean).toBeCloseTo(50_500, 6);
		expect(dist.stdDev).toBeCloseTo(Math.sqrt((1000 * (100 * 100 - 1)) / 12), 4);
	});

	it("30d6: both tails equal 6^-30 exactly (to 12 digits), and the odds are symmetric", () => {
		const dist = distribution(parse("30d6"));
		const tail = Math.pow(6, -30);
		expect(dist.exactly(30) / tail).toBeCloseTo(1, 12);
		expect(dist.exactly(180) / tail).toBeCloseTo(1, 12);
		// P(31) = 30 · 6^-30: one die shows 2.
		expect(dist.exactly(31) / (30 * tail)).toBeCloseTo(1, 12);
		expect(dist.exactly(179) / (30 * tail)).toBeCloseTo(1, 12);
		for (let v = 30; v <= 105; v++) expect(dist.exactly(v) / dist.exactly(210 - v)).toBeCloseTo(1, 9);
	});
});

describe("exact odds refuse what they cannot bound", () => {
	// [notation, message, span start]
	const cases: Array<[string, RegExp, number]> = [
		["10/(1d6-1)", /can be 0 .*16\.7% of rolls/, 2],
		["1d10000*1d10000", /over the limit of 100,000/, 0],
		["1000d10000", /limit/, 0],
		["1000d1000kh500", /over the limit of 100,000,000/, 0],
		["1 + 1000d100ro1", /limit/, 4],
		["1000000000 * 1000000000 * 1d6", /too large/, 0],
	];
	it.each(cases)("%s", (notation, message, start) => {
		let error: unknown;
		try {
			distribution(parse(notation));
		} catch (e) {
			error = e;
		}
		expect(error).toBeInstanceOf(DiceError);
		expect((error as DiceError).message).toMatch(message);
		expect((error as DiceError).span.start).toBe(start);
	});
});
