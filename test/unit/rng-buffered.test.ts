/**
 * The production generator draws its 32-bit words from a buffer that one `crypto.getRandomValues`
 * call fills. These tests drive the same buffered generator with sources the test controls (a fixed
 * seed, or scripted words) and check that it stays uniform, unbiased at ranges that do not divide
 * 2^32, and in order across refills.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { bufferedRng, CRYPTO_BUFFER_WORDS, cryptoRng, seededRng } from "../../src/engine/rng";

const TWO_32 = 0x1_0000_0000;

/** A fill that writes uniform words from a seeded source, counting how often it was called. */
function seededFill(seed: number): { fill: (buffer: Uint32Array<ArrayBuffer>) => void; calls: () => number } {
	const words = seededRng(seed);
	let calls = 0;
	return {
		// nextInt(2^32) rejects nothing (2^32 is a multiple of itself), so it returns the raw word.
		fill: (buffer) => {
			calls++;
			for (let i = 0; i < buffer.length; i++) buffer[i] = words.nextInt(TWO_32);
		},
		calls: () => calls,
	};
}

/** A fill that plays back the given words in order, `buffer.length` at a time. */
function scriptedFill(words: readonly number[]): { fill: (buffer: Uint32Array<ArrayBuffer>) => void; calls: () => number } {
	let index = 0;
	let calls = 0;
	return {
		fill: (buffer) => {
			calls++;
			for (let i = 0; i < buffer.length; i++) {
				if (index >= words.length) throw new Error("script ran out");
				buffer[i] = words[index++] as number;
			}
		},
		calls: () => calls,
	};
}

/** Upper 0.999 quantile of chi-square (Wilson–Hilferty), as in the dice chi-square tests. */
function critical999(df: number): number {
	const a = 2 / (9 * df);
	return df * Math.pow(1 - a + 3.090232 * Math.sqrt(a), 3);
}

function chiSquare(counts: readonly number[], draws: number): number {
	const expected = draws / counts.length;
	return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

describe("buffered generator (what cryptoRng uses)", () => {
	afterEach(() => vi.restoreAllMocks());

	it.each([2, 3, 6, 7, 20, 100])("is uniform on 1..%i (chi-square, fixed seed, 0.999 level)", (n) => {
		const rng = bufferedRng(seededFill(2026 + n).fill, 64);
		const draws = n * 2000;
		const counts = new Array<number>(n).fill(0);
		for (let i = 0; i < draws; i++) {
			const value = rng.nextInt(n);
			counts[value] = (counts[value] ?? 0) + 1;
		}
		expect(chiSquare(counts, draws)).toBeLessThan(critical999(n - 1));
	});

	it.each([3, 100, 6, 1_000_000_007])("never returns a word from the biased top of the range for 1..%i", (n) => {
		// The words at or above the largest multiple of n below 2^32 would favour the low faces; they
		// must all be thrown away, and the next acceptable word used instead.
		const limit = TWO_32 - (TWO_32 % n);
		const biased = [limit, TWO_32 - 1, limit + Math.floor((TWO_32 - 1 - limit) / 2)].filter((word) => word < TWO_32);
		const accepted = limit - 1;
		const source = scriptedFill([...biased, accepted, ...new Array<number>(4).fill(0)]);
		const rng = bufferedRng(source.fill, 8);
		expect(rng.nextInt(n)).toBe(accepted % n);
	});

	it.each([3, 100])("gives each face of 1..%i equally often over a whole cycle of accepted words", (n) => {
		// Words k·n … k·n + n·m − 1 just under the rejection limit, then words above it: each face must
		// come up exactly m times, and the rejected words must not show up at all.
		const limit = TWO_32 - (TWO_32 % n);
		const m = 5;
		const start = limit - n * m;
		const words: number[] = [];
		for (let i = 0; i < n * m; i++) {
			words.push(start + i, limit + (i % (TWO_32 - limit)));
		}
		const rng = bufferedRng(scriptedFill([...words, ...new Array<number>(16).fill(0)]).fill, 16);
		const counts = new Array<number>(n).fill(0);
		for (let i = 0; i < n * m; i++) {
			const value = rng.nextInt(n);
			counts[value] = (counts[value] ?? 0) + 1;
		}
		expect(counts).toEqual(new Array<number>(n).fill(m));
	});

	it("hands out words in order across refills, refilling exactly when the buffer is used up", () => {
		const words = Array.from({ length: 12 }, (_, i) => i * 10 + 3);
		const source = scriptedFill(words);
		const rng = bufferedRng(source.fill, 4);
		expect(source.calls()).toBe(0);
		const drawn = Array.from({ length: 12 }, () => rng.nextInt(TWO_32));
		expect(drawn).toEqual(words);
		expect(source.calls()).toBe(3);
	});

	it("continues a rejection across a buffer boundary", () => {
		// The last word of the first buffer is rejected for 1..3; the draw goes on into the next buffer.
		const source = scriptedFill([4, 5, 6, TWO_32 - 1, 7, 8, 9, 10]);
		const rng = bufferedRng(source.fill, 4);
		expect([rng.nextInt(3), rng.nextInt(3), rng.nextInt(3)]).toEqual([1, 2, 0]);
		expect(rng.nextInt(3)).toBe(7 % 3);
		expect(source.calls()).toBe(2);
	});

	it("draws from crypto.getRandomValues once per buffer, not once per die", () => {
		const spy = vi.spyOn(globalThis.crypto, "getRandomValues");
		const rng = cryptoRng();
		for (let i = 0; i < CRYPTO_BUFFER_WORDS * 3; i++) rng.nextInt(TWO_32);
		expect(spy).toHaveBeenCalledTimes(3);
	});

	it("matches the seeded source word for word when nothing is rejected (the buffer changes no draw)", () => {
		const direct = seededRng(99);
		const buffered = bufferedRng(seededFill(99).fill, 5);
		for (let i = 0; i < 23; i++) expect(buffered.nextInt(TWO_32)).toBe(direct.nextInt(TWO_32));
	});
});
