/**
 * Tiny benchmark helpers. Figures are printed as one line each; with --check a
 * figure outside its budget makes the process exit 1 (a known breach: only past its ceiling). These machines are
 * shared and noisy, so prefer ratios measured side by side and medians of many runs.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import process from "node:process";
import { performance } from "node:perf_hooks";

const checking = process.argv.includes("--check");
const figures: Figure[] = [];

export interface Figure {
	name: string;
	value: number;
	unit: string;
	/** Human text of the budget, e.g. "< 40 ms". */
	budget?: string;
	pass?: boolean;
	/**
	 * A budget this figure is known to break, while an open issue brings it back. It is printed as
	 * OVER BUDGET with the reason every time, and --check still fails when the figure gets worse than
	 * `ceiling` (a ratchet: it may not grow while the work is under way). Lower the ceiling as the
	 * figure improves, and remove the breach when the budget holds again.
	 */
	knownBreach?: { why: string; ceiling: string; withinCeiling: boolean };
}

/** Median wall time in milliseconds of `fn` over `runs` runs, after `warmup` runs. */
export function medianMs(fn: () => unknown, runs = 21, warmup = 3): number {
	for (let i = 0; i < warmup; i++) fn();
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		fn();
		times.push(performance.now() - start);
	}
	times.sort((a, b) => a - b);
	return times[Math.floor(times.length / 2)] as number;
}

/** Operations per second of `fn`, measured over about `ms` milliseconds; best of `rounds` rounds. */
export function opsPerSecond(fn: () => unknown, ms = 300, rounds = 5): number {
	for (let i = 0; i < 1000; i++) fn();
	let best = 0;
	for (let r = 0; r < rounds; r++) {
		let count = 0;
		const start = performance.now();
		let elapsed = 0;
		while (elapsed < ms) {
			for (let i = 0; i < 100; i++) fn();
			count += 100;
			elapsed = performance.now() - start;
		}
		best = Math.max(best, (count * 1000) / elapsed);
	}
	return best;
}

export function report(figure: Figure): void {
	figures.push(figure);
	const value = figure.value >= 1000 ? Math.round(figure.value).toLocaleString("en-US") : figure.value.toPrecision(4);
	const verdict = figure.pass === undefined ? "" : figure.pass ? "  ok" : "  OVER BUDGET";
	const budget = figure.budget ? `  (budget ${figure.budget})` : "";
	console.log(`${figure.name}: ${value} ${figure.unit}${budget}${verdict}`);
	const breach = figure.pass === false ? figure.knownBreach : undefined;
	if (breach) {
		console.log(`  known breach: ${breach.why}`);
		console.log(`  ceiling while it is brought back: ${breach.ceiling}  ${breach.withinCeiling ? "held" : "BROKEN"}`);
	}
}

/** Writes the figures to bench/results/<name>.json and exits 1 under --check when a budget broke. */
export function finish(name: string): void {
	mkdirSync("bench/results", { recursive: true });
	writeFileSync(`bench/results/${name}.json`, JSON.stringify(figures, null, 2));
	const broken = (figure: Figure): boolean => figure.pass === false && figure.knownBreach?.withinCeiling !== true;
	if (checking && figures.some(broken)) process.exit(1);
}
