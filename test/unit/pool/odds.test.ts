import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catastropheChance, chanceToBeat, opposedChance, poolDistribution, type PoolDistribution } from "../../../src/engine/systems/pool/odds";
import { rollPool } from "../../../src/engine/systems/pool/roll";
import { seededRng } from "../../../src/engine/rng";

function dist(pool: number, dieSize = 6): PoolDistribution {
	const result = poolDistribution(pool, dieSize);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

function beat(pool: number, target: number, dieSize = 6): number {
	const result = chanceToBeat(pool, target, dieSize);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

/**
 * Independent reading for enumeration: every face's group is worth face × count
 * (ones worth 1 whatever their number); the result is the best group.
 * Negative dice: the lowest die.
 */
function bruteForce(pool: number, dieSize: number): Map<number, number> {
	const n = pool >= 1 ? pool : 2 - pool;
	const counts = new Map<number, number>();
	const dice = new Array<number>(n).fill(1);
	const total = dieSize ** n;
	for (let index = 0; index < total; index++) {
		let rest = index;
		for (let i = 0; i < n; i++) {
			dice[i] = (rest % dieSize) + 1;
			rest = Math.floor(rest / dieSize);
		}
		let value: number;
		if (pool >= 1) {
			value = 1;
			for (let face = 2; face <= dieSize; face++) {
				const c = dice.filter((d) => d === face).length;
				value = Math.max(value, face * c);
			}
		} else {
			value = Math.min(...dice);
		}
		counts.set(value, (counts.get(value) ?? 0) + 1);
	}
	const probabilities = new Map<number, number>();
	for (const [value, count] of counts) probabilities.set(value, count / total);
	return probabilities;
}

function expectMatches(exact: PoolDistribution, brute: Map<number, number>): void {
	expect(exact.outcomes.map((o) => o.value)).toEqual([...brute.keys()].sort((a, b) => a - b));
	for (const { value, p } of exact.outcomes) expect(p).toBeCloseTo(brute.get(value) ?? -1, 12);
}

describe("exact odds of the seed's basic roll", () => {
	// 003: "roll two dice and take the highest one. If they end up the same, add them together"
	it.each([
		{ value: 1, ways: 1 },
		{ value: 2, ways: 2 },
		{ value: 3, ways: 4 },
		{ value: 4, ways: 7 }, // (4, lower) six ways, plus double 2
		{ value: 5, ways: 8 },
		{ value: 6, ways: 11 }, // (6, lower) ten ways, plus double 3
		{ value: 8, ways: 1 },
		{ value: 10, ways: 1 },
		{ value: 12, ways: 1 },
	])("two dice show $value in $ways of 36 rolls", ({ value, ways }) => {
		expect(dist(2).exactly(value) * 36).toBeCloseTo(ways, 10);
	});

	it.each([
		// 003: "Easy 2 ... Nigh Impossible 12" with two dice, beating the number strictly
		{ dn: 2, ways: 33 },
		{ dn: 4, ways: 22 },
		{ dn: 6, ways: 3 },
		{ dn: 8, ways: 2 },
		{ dn: 10, ways: 1 },
		{ dn: 12, ways: 0 },
	])("two dice beat DN $dn in $ways of 36 rolls", ({ dn, ways }) => {
		expect(beat(2, dn) * 36).toBeCloseTo(ways, 10);
	});
});

describe("exact odds agree with brute-force enumeration", () => {
	it.each([1, 2, 3, 4, 5, 6, 7, 8])("%i d6", (pool) => {
		expectMatches(dist(pool), bruteForce(pool, 6));
	});

	it.each([
		{ pool: 4, dieSize: 2 },
		{ pool: 5, dieSize: 4 },
		{ pool: 4, dieSize: 10 },
		{ pool: 3, dieSize: 20 },
	])("$pool d$dieSize", ({ pool, dieSize }) => {
		expectMatches(dist(pool, dieSize), bruteForce(pool, dieSize));
	});

	// 003: "At zero, roll two dice and take the lowest. For each number below zero, roll an additional die"
	it.each([0, -1, -2, -3])("negative pool %i", (pool) => {
		expectMatches(dist(pool), bruteForce(pool, 6));
	});

	it.each([
		{ pool: 3, target: 5 },
		{ pool: 5, target: 8 },
		{ pool: 6, target: 12 },
		{ pool: 0, target: 3 },
		{ pool: -2, target: 1 },
		{ pool: 4, target: 0 },
	])("chance for $pool dice to beat $target", ({ pool, target }) => {
		const brute = bruteForce(pool, 6);
		let expected = 0;
		for (const [value, p] of brute) if (value > Math.max(target, 1)) expected += p;
		expect(beat(pool, target)).toBeCloseTo(expected, 12);
	});
});

describe("catastrophes", () => {
	it.each([
		// 003: "a roll of all ones is always a catastrophic failure"
		{ pool: 1, p: 1 / 6 },
		{ pool: 2, p: 1 / 36 },
		{ pool: 3, p: 1 / 216 },
		// 003: "At negative dice, any roll of 1 is considered as this"
		{ pool: 0, p: 11 / 36 },
		{ pool: -1, p: 1 - 125 / 216 },
	])("pool $pool: $p", ({ pool, p }) => {
		expect(catastropheChance(pool)).toEqual({ ok: true, value: expect.closeTo(p, 14) as number });
		expect(dist(pool).catastrophe).toBeCloseTo(p, 14);
	});

	it("a catastrophe never beats anything, not even 0", () => {
		expect(beat(1, 0)).toBeCloseTo(5 / 6, 14);
		expect(beat(0, 0)).toBeCloseTo(25 / 36, 14);
	});
});

describe("large pools", () => {
	function sample(pool: number, rolls: number, seed: number): Map<number, number> {
		const rng = seededRng(seed);
		const counts = new Map<number, number>();
		for (let i = 0; i < rolls; i++) {
			const roll = rollPool(pool, rng);
			if (!roll.ok) throw new Error(roll.error);
			counts.set(roll.value.result, (counts.get(roll.value.result) ?? 0) + 1);
		}
		return counts;
	}

	it.each([
		{ pool: 20, seed: 7 },
		{ pool: 40, seed: 11 },
		{ pool: -5, seed: 13 },
	])("seeded sampling of $pool dice agrees with the exact distribution", ({ pool, seed }) => {
		const rolls = 20000;
		const exact = dist(pool);
		const counts = sample(pool, rolls, seed);
		for (const [value] of counts) expect(exact.exactly(value), `result ${value} was rolled`).toBeGreaterThan(0);
		for (const { value, p } of exact.outcomes) {
			// Five standard errors: a wrong table misses by far more, a right one almost never does.
			const sigma = Math.sqrt((p * (1 - p)) / rolls);
			expect(Math.abs((counts.get(value) ?? 0) / rolls - p)).toBeLessThan(5 * sigma + 1e-4);
		}
	});

	it("a 40-die pool's rarest result (forty 6s) has its exact tiny chance", () => {
		const d = dist(40);
		expect(d.max).toBe(240);
		expect(d.exactly(240) / 6 ** -40).toBeCloseTo(1, 10);
		expect(d.catastrophe / 6 ** -40).toBeCloseTo(1, 10);
	});

	it("100 dice and a negative pool of -98 (100 dice) are computed", () => {
		const big = dist(100);
		expect(big.outcomes.reduce((sum, o) => sum + o.p, 0)).toBeCloseTo(1, 10);
		const low = dist(-98);
		expect(low.outcomes.reduce((sum, o) => sum + o.p, 0)).toBeCloseTo(1, 10);
	});

	it("refuses pools past 100 dice and odd die sizes with a message", () => {
		expect(poolDistribution(101)).toMatchObject({ ok: false });
		expect(poolDistribution(-99)).toMatchObject({ ok: false });
		expect(chanceToBeat(3, Number.POSITIVE_INFINITY)).toMatchObject({ ok: false });
		expect(catastropheChance(3, 21)).toMatchObject({ ok: false });
	});
});

describe("properties", () => {
	it("odds sum to 1, and the threshold query agrees with the distribution", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: -10, max: 30 }),
				fc.integer({ min: 2, max: 20 }),
				fc.integer({ min: 0, max: 60 }),
				(pool, dieSize, target) => {
					const d = dist(pool, dieSize);
					const total = d.outcomes.reduce((sum, o) => sum + o.p, 0);
					const fromTable = d.outcomes.reduce((sum, o) => (o.value > Math.max(target, 1) ? sum + o.p : sum), 0);
					return Math.abs(total - 1) < 1e-9 && Math.abs(beat(pool, target, dieSize) - fromTable) < 1e-9;
				},
			),
			{ numRuns: 200 },
		);
	});

	it("one more die never lowers the chance to beat a number", () => {
		fc.assert(
			fc.property(fc.integer({ min: -10, max: 30 }), fc.integer({ min: 0, max: 30 }), (pool, target) => {
				return beat(pool + 1, target) >= beat(pool, target) - 1e-12;
			}),
		);
	});
});

describe("opposed odds", () => {
	function bruteOpposed(a: number, b: number): { actorWins: number; tie: number } {
		const mine = bruteForce(a, 6);
		const theirs = bruteForce(b, 6);
		let actorWins = 0;
		let tie = 0;
		for (const [x, px] of mine)
			for (const [y, py] of theirs) {
				if (x === y) tie += px * py;
				if (x > y && x > 1) actorWins += px * py;
			}
		return { actorWins, tie };
	}

	it.each([
		// 003: "Attack Roll is Two Dice" against "Defense Roll is Two Dice"
		{ actor: 2, opponent: 2 },
		{ actor: 4, opponent: 2 },
		{ actor: 2, opponent: 5 },
		{ actor: 0, opponent: 1 },
		{ actor: 3, opponent: -1 },
	])("$actor dice against $opponent dice matches enumeration", ({ actor, opponent }) => {
		const exact = opposedChance(actor, opponent);
		expect(exact.ok).toBe(true);
		if (!exact.ok) return;
		const brute = bruteOpposed(actor, opponent);
		expect(exact.value.actorWins).toBeCloseTo(brute.actorWins, 12);
		expect(exact.value.tie).toBeCloseTo(brute.tie, 12);
	});

	it("two dice against two dice: a tie goes to the defender, so the attacker wins under half the time", () => {
		const exact = opposedChance(2, 2);
		expect(exact.ok && exact.value.actorWins).toBeLessThan(0.5);
	});
});
