/**
 * Every random draw in Campaign Ledger goes through an `Rng`, so rolls can be
 * reproduced in tests (seeded, scripted) and are unbiased in play (crypto).
 */
export interface Rng {
	/** A uniformly distributed integer in [0, n). `n` is a positive safe integer. */
	nextInt(n: number): number;
}

/** Rolls one die with `sides` faces (1..sides). */
export function rollDie(rng: Rng, sides: number): number {
	return rng.nextInt(sides) + 1;
}

const UINT32_RANGE = 0x1_0000_0000;

/** How many 32-bit words the production generator draws per `crypto.getRandomValues` call (16 KiB). */
export const CRYPTO_BUFFER_WORDS = 4096;

/**
 * Production generator: `crypto.getRandomValues` with rejection sampling, so
 * `nextInt(6)` has no modulo bias. Works in browsers, Obsidian mobile and Node 20.
 * One call fills a buffer that serves many dice: a call costs about as much as a whole roll, so
 * calling it once per die made real rolls several times slower than the dice engine itself. The
 * buffer is large because the cost is mostly per call: in Node 20 a call takes some 5 µs however
 * little it fills, so 1 KiB buffers still cost about 20 ns a die, 16 KiB about 2 ns.
 */
export function cryptoRng(): Rng {
	return bufferedRng((buffer) => {
		crypto.getRandomValues(buffer);
	});
}

/**
 * An Rng over any source that fills a buffer of uniform 32-bit words (crypto in play, a seeded or
 * scripted source in tests): words are handed out in order, the buffer is refilled when used up,
 * and every draw goes through the same rejection sampling as the other generators.
 */
export function bufferedRng(fill: (buffer: Uint32Array<ArrayBuffer>) => void, words: number = CRYPTO_BUFFER_WORDS): Rng {
	const buffer = new Uint32Array(words);
	let next = words;
	return uniformFrom(() => {
		if (next === words) {
			fill(buffer);
			next = 0;
		}
		return buffer[next++] as number;
	});
}

/**
 * Deterministic generator for tests and reproducible simulations (mulberry32),
 * with the same rejection sampling as the crypto generator.
 */
export function seededRng(seed: number): Rng {
	let state = seed >>> 0;
	const next32 = (): number => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return (t ^ (t >>> 14)) >>> 0;
	};
	return uniformFrom(next32);
}

/**
 * Turns a source of uniform 32-bit integers into an Rng by rejection sampling: draws at or above
 * the largest multiple of n that fits in 2^32 are thrown away, so every result is equally likely.
 */
function uniformFrom(next32: () => number): Rng {
	return {
		nextInt(n: number): number {
			assertRange(n);
			if (n === 1) return 0;
			const limit = Math.floor(UINT32_RANGE / n) * n;
			for (;;) {
				const value = next32();
				if (value < limit) return remainder(value, n);
			}
		},
	};
}

/**
 * `value % n` for whole numbers below 2^32 (n ≥ 1), by division: `%` on numbers past 2^31 takes a slow
 * floating-point path that cost more than the rest of a draw. Exact: the quotient of two such numbers
 * is never rounded up to the next whole number, so the floor is the true one.
 */
function remainder(value: number, n: number): number {
	return value - Math.floor(value / n) * n;
}

/**
 * A generator that plays back die faces, for tests and for typing in physical
 * dice: each `nextInt(n)` consumes the next face (1..n) and returns face − 1.
 * Throws when the script runs out or a face does not fit the die asked for.
 */
export function scriptedRng(faces: readonly number[]): Rng & { remaining(): number } {
	let index = 0;
	return {
		nextInt(n: number): number {
			assertRange(n);
			if (index >= faces.length) {
				throw new Error(`Scripted dice ran out after ${faces.length} faces.`);
			}
			const face = faces[index++] as number;
			if (!Number.isInteger(face) || face < 1 || face > n) {
				throw new Error(`Scripted face ${face} does not fit a d${n}.`);
			}
			return face - 1;
		},
		remaining: () => faces.length - index,
	};
}

function assertRange(n: number): void {
	if (!Number.isSafeInteger(n) || n < 1 || n > UINT32_RANGE) {
		throw new RangeError(`Cannot draw from a range of ${n}.`);
	}
}
