/**
 * Issue 28: successes on compounding chains, and success counts among the kept items of a group.
 * The roller and the odds share their single-die model, so agreeing with each other proves little:
 * each case here is checked against an independent reference (enumeration of chains or of item
 * values, written here without the engine) and against rpg-dice-roller where it reads the notation.
 */
import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { describe, expect, it } from "vitest";
import { distribution, parse, sample } from "../../../src/engine/dice/index";
import { exactDistribution } from "../../../src/engine/dice/distribution";
import { seededRng } from "../../../src/engine/rng";
import { enumerate, range, sum } from "./brute-force";

/** The totals of one compounding die of `sides` (face `sides` adds another roll), to `depth` extra dice. */
function compoundedDie(sides: number, depth: number, penetrate = false): Map<number, number> {
	const out = new Map<number, number>();
	for (let j = 0; j <= depth; j++) {
		// j maxima (each extra one counting one less when penetrating), then a face below the maximum.
		const before = j * sides - (penetrate ? Math.max(0, j - 1) : 0);
		for (let face = 1; face < sides; face++) {
			const last = penetrate && j > 0 ? face - 1 : face;
			out.set(before + last, (out.get(before + last) ?? 0) + Math.pow(1 / sides, j + 1));
		}
	}
	return out;
}

/** The number of successes (minus failures) of `n` independent chains, each scored on its total. */
function chainSuccesses(n: number, chain: Map<number, number>, score: (total: number) => number): Map<number, number> {
	let counts = new Map<number, number>([[0, 1]]);
	for (let i = 0; i < n; i++) {
		const next = new Map<number, number>();
		for (const [c, pc] of counts) for (const [total, p] of chain) next.set(c + score(total), (next.get(c + score(total)) ?? 0) + pc * p);
		counts = next;
	}
	return counts;
}

function expectClose(notation: string, reference: Map<number, number>, digits = 12): void {
	const dist = distribution(parse(notation));
	for (const [value, p] of reference) expect(dist.exactly(value)).toBeCloseTo(p, digits);
	for (const { value } of dist.outcomes) expect(reference.has(value)).toBe(true);
}

describe("successes on a compounding chain count the chain's total, as rpg-dice-roller and AnyDice do", () => {
	const d10 = compoundedDie(10, 30);
	const d6 = compoundedDie(6, 30);

	it("5d10>=13!!: a chain of 10 then 3 or more is one success (no single face reaches 13)", () => {
		const reference = chainSuccesses(5, d10, (t) => (t >= 13 ? 1 : 0));
		expectClose("5d10>=13!!", reference);
		// Per chain 0.1 · 0.8 = 0.08: no success in 0.92^5 of rolls.
		expect(distribution(parse("5d10>=13!!")).exactly(0)).toBeCloseTo(Math.pow(0.92, 5), 14);
	});

	it.each([
		["4d6>7!!", (t: number) => (t > 7 ? 1 : 0)],
		["4d6<3!!", (t: number) => (t < 3 ? 1 : 0)],
		["4d6<=8!!", (t: number) => (t <= 8 ? 1 : 0)],
		["4d6=9!!", (t: number) => (t === 9 ? 1 : 0)],
		["4d6>=10f<3!!", (t: number) => (t >= 10 ? 1 : t < 3 ? -1 : 0)],
		// A chain meeting both conditions counts as a success (rpg-dice-roller reads 3d6>=4f<=4's 4 as +1).
		["4d6>=3f<8!!", (t: number) => (t >= 3 ? 1 : t < 8 ? -1 : 0)],
	])("%s compares each chain's total", (notation, score) => {
		expectClose(notation, chainSuccesses(4, d6, score));
	});

	it("penetrating chains (!!p) are scored on their total after the penetration: 3d6>=7!!p", () => {
		expectClose("3d6>=7!!p", chainSuccesses(3, compoundedDie(6, 30, true), (t) => (t >= 7 ? 1 : 0)));
	});

	it("with keep/drop, whole chains are kept by their totals and the kept ones are scored: 3d6>=8!!kh2", () => {
		const chains = [...compoundedDie(6, 12)];
		const reference = new Map<number, number>();
		for (const [a, pa] of chains)
			for (const [b, pb] of chains)
				for (const [c, pc] of chains) {
					const kept = [a, b, c].sort((x, y) => y - x).slice(0, 2);
					const v = kept.filter((t) => t >= 8).length;
					reference.set(v, (reference.get(v) ?? 0) + pa * pb * pc);
				}
		expectClose("3d6>=8!!kh2", reference, 8);
	});

	it("\"!\" (not compounding) still counts every die of a chain on its own: 3d6>=5!", () => {
		// Unchanged: each six is a success and explodes; the chain's last face counts if it is a 5.
		const reference = distribution(parse("3d6>=5!"));
		expect(reference.mean).toBeCloseTo(3 * (2 / 6) * (6 / 5), 10);
	});

	it("a roll shows the chain's outcome on its last die, and the total counts chains", () => {
		const ast = parse("5d10>=13!!");
		const rng = seededRng(7);
		let sawCompoundedSuccess = false;
		for (let i = 0; i < 400; i++) {
			const { total, groups } = sample(ast, rng);
			const dice = groups[0]?.dice ?? [];
			// Chains: a die that starts a chain is not marked exploded; the extra dice of the chain are.
			const chains: number[][] = [];
			for (const die of dice) {
				if (die.exploded) (chains[chains.length - 1] as number[]).push(die.value);
				else chains.push([die.value]);
			}
			expect(total).toBe(chains.filter((chain) => sum(chain) >= 13).length);
			expect(dice.filter((die) => die.outcome === "success").length).toBe(total);
			if (chains.some((chain) => chain.length > 1 && sum(chain) >= 13)) sawCompoundedSuccess = true;
		}
		expect(sawCompoundedSuccess).toBe(true);
	});

	it("agrees with rpg-dice-roller's mean on 5d10>=13!! and 4d6>=10f<3!! (sampled, within 5 standard errors)", () => {
		for (const notation of ["5d10>=13!!", "4d6>=10f<3!!"]) {
			const rolls = 20_000;
			let total = 0;
			let squares = 0;
			for (let i = 0; i < rolls; i++) {
				const value = new DiceRoll(notation).total;
				total += value;
				squares += value * value;
			}
			const mean = total / rolls;
			const error = Math.sqrt((squares / rolls - mean * mean) / rolls);
			expect(Math.abs(distribution(parse(notation)).mean - mean)).toBeLessThan(5 * error + 1e-9);
		}
	});
});

/** Every combination of the items' values (each item's faces equally likely), tallied by `value`. */
function itemsReference(items: number[][], value: (values: number[]) => number): Map<number, number> {
	const out = new Map<number, number>();
	const visit = (i: number, picked: number[], p: number): void => {
		if (i === items.length) {
			const v = value(picked);
			out.set(v, (out.get(v) ?? 0) + p);
			return;
		}
		const faces = items[i] as number[];
		for (const f of faces) visit(i + 1, [...picked, f], p / faces.length);
	};
	visit(0, [], 1);
	return out;
}

const highestFirst = (values: number[]): number[] => [...values].sort((a, b) => b - a);
const lowestFirst = (values: number[]): number[] => [...values].sort((a, b) => a - b);

describe("a group with keep/drop and a success condition counts successes among the kept items only", () => {
	it("{1d20,1d20}kl1>=11: 0 or 1 success at 75/25 %, as the roller gives (not 0–2 at 25/50/25 %)", () => {
		const dist = distribution(parse("{1d20,1d20}kl1>=11"));
		expect(dist.outcomes.map((o) => o.value)).toEqual([0, 1]);
		expect(dist.exactly(0)).toBeCloseTo(0.75, 14);
		expect(dist.exactly(1)).toBeCloseTo(0.25, 14);
		expect(dist.max).toBe(1);
	});

	const d = (sides: number): number[] => range(1, sides);
	// 2d4 as an item: its totals with their multiplicity.
	const twoD4 = enumerate(2, d(4), sum);
	const twoD4Faces = [...twoD4].flatMap(([v, p]) => Array.from({ length: Math.round(p * 16) }, () => v));
	it.each([
		["{1d6, 1d8, 1d10}kh2>=5", [d(6), d(8), d(10)], (v: number[]) => highestFirst(v).slice(0, 2).filter((x) => x >= 5).length],
		["{1d6, 1d8, 1d10}dh1>=4f1", [d(6), d(8), d(10)], (v: number[]) => lowestFirst(v).slice(0, 2).reduce((s, x) => s + (x >= 4 ? 1 : x === 1 ? -1 : 0), 0)],
		["{2d4, 1d6, 1d8}kl2>3", [twoD4Faces, d(6), d(8)], (v: number[]) => lowestFirst(v).slice(0, 2).filter((x) => x > 3).length],
		["{1d4, 1d6, 1d8, 1d10}dl2<=3", [d(4), d(6), d(8), d(10)], (v: number[]) => highestFirst(v).slice(0, 2).filter((x) => x <= 3).length],
	])("%s: brute force over the items' values", (notation, items, value) => {
		expectClose(notation, itemsReference(items, value));
	});
});

describe("keeping among group items is exact and within the work limit (by values, not by lists of kept values)", () => {
	const d = (sides: number): number[] => range(1, sides);
	const twoD4 = [...enumerate(2, d(4), sum)].flatMap(([v, p]) => Array.from({ length: Math.round(p * 16) }, () => v));
	it.each([
		["{1d6, 1d8, 1d10}kh2", [d(6), d(8), d(10)], (v: number[]) => sum(highestFirst(v).slice(0, 2))],
		["{1d6, 1d8, 1d10}kl2", [d(6), d(8), d(10)], (v: number[]) => sum(lowestFirst(v).slice(0, 2))],
		["{2d4, 1d6, 1d6, 1d8}dh2", [twoD4, d(6), d(6), d(8)], (v: number[]) => sum(lowestFirst(v).slice(0, 2))],
		["{1d4, 1d6, 1d8, 1d10}dl1", [d(4), d(6), d(8), d(10)], (v: number[]) => sum(highestFirst(v).slice(0, 3))],
		["{1dF, 1d4 - 3, 1d6}kh2", [[-1, 0, 1], [-2, -1, 0, 1], d(6)], (v: number[]) => sum(highestFirst(v).slice(0, 2))],
	])("%s: brute force over the items' values", (notation, items, value) => {
		expectClose(notation, itemsReference(items, value));
	});

	it("{3d%,3d%,3d%}kh2 is computed (it took 7.7 s before, undercounted): kh2 + kl1 average three items' mean", () => {
		const kh2 = exactDistribution(parse("{3d%,3d%,3d%}kh2"));
		const kl1 = exactDistribution(parse("{3d%,3d%,3d%}kl1"));
		// The kept two and the dropped one are all three items: E[kh2] + E[kl1] = 3 · 151.5.
		expect(kh2.mean + kl1.mean).toBeCloseTo(3 * 151.5, 8);
		expect(kh2.min).toBe(6);
		expect(kh2.max).toBe(600);
		expect(kh2.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
	});
});
