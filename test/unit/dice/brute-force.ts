/**
 * Brute-force reference odds for tests: enumerate every roll of a small pool
 * and tally. Deliberately naive and independent of the engine's code.
 */

/** Every tuple of `n` picks from `faces` (each equally likely), as exact weights. */
export function enumerate(n: number, faces: readonly number[], value: (roll: number[]) => number): Map<number, number> {
	const tally = new Map<number, number>();
	const total = Math.pow(faces.length, n);
	const roll = new Array<number>(n).fill(0);
	const visit = (i: number): void => {
		if (i === n) {
			const v = value(roll);
			tally.set(v, (tally.get(v) ?? 0) + 1 / total);
			return;
		}
		for (const f of faces) {
			roll[i] = f;
			visit(i + 1);
		}
	};
	visit(0);
	return tally;
}

export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export const keepHighest = (k: number) => (roll: number[]): number => sum([...roll].sort((a, b) => b - a).slice(0, k));

export const keepLowest = (k: number) => (roll: number[]): number => sum([...roll].sort((a, b) => a - b).slice(0, k));

export function meanOf(dist: Map<number, number>): number {
	let m = 0;
	for (const [v, p] of dist) m += v * p;
	return m;
}
