/**
 * Tiny benchmark helpers. Figures are printed as one line each; a figure outside its budget is
 * printed OVER BUDGET and makes the process exit 1 (but for the few KNOWN_OVERRUNS below, reported and listed), in every run (`npm run bench` and CI's
 * `npm run bench -- --check` alike): a budget printed as broken is a failure wherever it is printed.
 * These machines are shared and noisy, so a figure that can be a ratio against a reference measured
 * in the same run is one (the machine's load then moves both sides), and times are medians of many
 * runs, by CPU time where the work is on one thread.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import process from "node:process";
import { performance } from "node:perf_hooks";
import { print } from "../scripts/print.mjs";

const figures: Figure[] = [];

/**
 * Budgets over which main is known to be, measured and reported rather than hidden: each is still
 * printed OVER BUDGET with its reason, and listed in the session's note, but does not fail the run,
 * so the work that made it can land ("never block on a budget: land the work, report the figure,
 * say what would win it back"). Keyed by the start of the figure's name. Remove a line once its
 * figure is back within budget; a figure listed here that passes is said so, to be removed.
 */
export const KNOWN_OVERRUNS: ReadonlyMap<string, string> = new Map([
	[
		"twenty heavy roll blocks: longest task while the odds fill in",
		"after the light line (issue 34.7) two runs at load 10–17 measured 20.5 and 9.3 ms best, within budget (by note 29.7, 20.5, 28.5, 104.5, 23.4 and 48.4, 9.3, 97.1, 51.0, 446 ms: single notes far over it on a machine whose wall times were 5–10× the thread times); kept listed until a quieter run confirms it. Before: 29–56 ms of thread time in every note after the language sweep (budget 25; 16–28 before it). The odds lines format through the catalogue, and the first note unpacks a catalogue three times larger (in the app that happens in an idle moment after the workspace is ready, see src/ui/language.ts)",
	],
	[
		"first word after load in",
		"65 ms of CPU cold in English and 100–102 ms in each translation in the verification run of this session (budget 50): the catalogue now holds 3,541 messages (the built-in rule notes' bodies and the Cypher and d20 engines' explanations joined it), so the first unpack parses more. What users meet is better than this figure: the plugin unpacks the active language in the first idle moment after the workspace is ready (src/ui/language.ts), never in onload. What would win it back: split each language's packed messages by area (sheet and dialog words first, explanations and rule-note bodies later) so the first word unpacks only its area",
	],
	[
		"append's longest task at 10,000 entries / at 500",
		"2.27× in the run after the language sweep (budget 2× or under 16 ms), beside the known 10,000-entry overruns above; not investigated this session (issue 34.7)",
	],
	[
		"main.js minified",
		"main.js is 1,386 KB (1.32 MiB) at the end of the 2026-11-29 sessions (1,364 KB at the start of the last, 1,030 KB before the language sweeps): the catalogue holds 3,744 messages in five languages, and the built-in rule notes' bodies now ship in all five (translations DEFLATE-compressed and written in Z85). Nothing users would miss is to be taken out for bytes; what would win it back: keep only English in main.js and fetch a translation's packed messages once from the plugin's release into the plugin's folder on first use (the directory ships three files only, so this needs a download step users must accept)",
	],
	[
		"our whole cold start / Dice Roller's parse alone",
		"the whole cold start measured 1.55× Dice Roller's parse alone at the end of the 2026-11-29 sessions (budget 1.25×; 1.54× at the start of the last, 1.08–1.34× at 1,030 KB): main.js is 1,386 KB, most of it the catalogues' strings, which V8 still scans at parse although they are unpacked only when first needed. Measured this session, parse alone, 21 fresh processes in turns: 68 ms as shipped, 59 ms with the four translations' packed text taken out, and 70 ms with that text moved inside a function that has not run (V8 scans a literal the same either way, so that is no cure). What would win it back: the same as main.js's size above (English alone in main.js, a translation fetched once into the plugin's folder); the code itself is 910 KB of the 1,364, as Dice Roller's whole main.js is 902 KB, so the rest is the code's own size",
	],
	[
		"10,000 entries (7.2 MB):",
		"a 10,000-entry session's open, roll and undo hold the thread 34, 71 and 54 ms on an idle machine and 51–61, 77–103 and 98–147 ms in three loaded runs (budget 50; they were 131, 149 and 165): the note's lines are now split in slices, its properties read from its first lines and the peer bars from their own lines, and the view's redraw runs after the write, so the longest task left is V8 copying the note just written (before + entry, 12 MB as UTF-16) into one string on its first read, which costs 50–110 ms of page faults on this VM (a 20 MB copy into fresh memory: 80–95 ms of CPU, into memory already touched: 1.3 ms); an idle machine should be checked before anything else is changed (issue 34.7)",
	],
	[
		"encounter: Next turn with its redraw / reference",
		"Next turn with its redraw was 2.9× its reference on an idle machine (budget 3.3×) but 3.8–5.7× on a loaded one: the turn's own work halved (28 → 12–14 ms) now that it reads the encounter note once and each combatant's note once; what is left lies between the write and the metadata cache's changed event, where the page draws. Kept listed until it holds under load; redrawing only the rows the turn changed would win the margin (issue 34.7)",
	],
	[
		"300 heavy roll blocks / no plugin",
		"after the light line (issue 34.7): a block now draws from the note's text alone (Roll, label, expression, Enter dice, its odds to come) and is built (parsed, odds asked for, last roll looked up) when it comes within a screen of the view, when touched, or in idle moments; the odds queue's first slice waits for an idle moment after the frame. Measured on a machine at load 10–17 (2 cores): the same process, fresh pages, plain/before/after in rotation, 9 runs: median 3.52× before, 2.99× after; three runs of the figure alone: 2.47×, 2.80×, 2.93× (one before: 2.87×). What is left, from a profile of a first open: the plugin's other section handlers run on every one of the 300 sections (the CSRD panel's check of the note's first section read the whole note: 13–229 ms under load), the light lines' template clone and Roll labels (some 90 ms profiled), the observers' registration (some 30 ms). Then (issue 34, h-csrd): the CSRD panel's check and the entry bars no longer read a note that cannot be a compendium page (properties, tags and folder first, then one search for the words an ability, creature or item needs; the note's entries are cut only when it has such words, its page kind read only when it has entries): `--blocks` runs of the figure alone, load 4–15 before and 10–15 after: 3.26× before, 2.47× and 2.79× after; the profile at that load is too noisy to rank the rest (the CSRD panel's part fell from some 22 ms to under 11 ms of a first open). What is left: the light lines' template clone and Roll labels, the observers' registration, and every section handler still asking for the section's info and the file on each of the 300 sections. What would win it back: measure on a quiet machine first; draw the line without the per-block Roll label (aria-labelledby)",
	],
	[
		"preview: open the note (split, draw every section), longest main-thread task",
		"the preview's open of a 6 MB session was 26 ms on an idle machine (budget 50; 52–65 ms before its properties were read from its first lines) and 22–24 ms in two loaded runs of four, 102–104 ms in the other two, where the longest task is a garbage collection of the young objects the drawing makes; kept listed until it holds under load (issue 34.7)",
	],
	[
		"preview: append one entry (index, draw the new section), longest main-thread task",
		"the preview's append to a 6 MB session was 47 ms on an idle machine (budget 50; 79–88 before) and 53–65 ms on a loaded one: what is left in it is V8 copying the note just written (before + entry) into one string on its first read, now a task of its own (see the 10,000-entry line above); kept listed until it holds under load (issue 34.7)",
	],
]);

/** The known overrun a figure falls under, if any. */
export function knownOverrun(name: string): string | undefined {
	for (const [start, why] of KNOWN_OVERRUNS) if (name.startsWith(start)) return why;
	return undefined;
}

export interface Figure {
	name: string;
	value: number;
	unit: string;
	/** Human text of the budget, e.g. "< 40 ms". */
	budget?: string;
	pass?: boolean;
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

/** Milliseconds of this process's CPU time (user + system): time spent descheduled on a shared machine does not count. */
export function cpuMs(): number {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
}

/**
 * `fn` and `reference` timed in turns by CPU time, so a burst of load lands on both: each turn runs
 * the reference then `fn`, each `repeat` times. Returns their medians per call (ms) and the median
 * of the per-turn ratios fn / reference, the figure a budget should hold.
 */
export function inTurns(fn: () => unknown, reference: () => unknown, runs = 21, warmup = 3, repeat = 1): { ms: number; referenceMs: number; ratio: number } {
	for (let i = 0; i < warmup; i++) {
		reference();
		fn();
	}
	const ours: number[] = [];
	const theirs: number[] = [];
	const ratios: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = cpuMs();
		for (let r = 0; r < repeat; r++) reference();
		const between = cpuMs();
		for (let r = 0; r < repeat; r++) fn();
		const end = cpuMs();
		theirs.push((between - start) / repeat);
		ours.push((end - between) / repeat);
		ratios.push((end - between) / Math.max(between - start, 0.001));
	}
	const middle = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
	return { ms: middle(ours), referenceMs: middle(theirs), ratio: middle(ratios) };
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
	const known = knownOverrun(figure.name);
	const verdict = figure.pass === undefined ? "" : figure.pass ? (known ? "  ok (listed as a known overrun: remove it from KNOWN_OVERRUNS)" : "  ok") : known ? `  OVER BUDGET (known, not failing: ${known})` : "  OVER BUDGET";
	const budget = figure.budget ? `  (budget ${figure.budget})` : "";
	print(`${figure.name}: ${value} ${figure.unit}${budget}${verdict}`);
}

/** Writes the figures to bench/results/<name>.json and exits 1 when a budget broke (with or without --check). */
export function finish(name: string): void {
	mkdirSync("bench/results", { recursive: true });
	writeFileSync(`bench/results/${name}.json`, JSON.stringify(figures, null, 2));
	const broken = figures.filter((figure) => figure.pass === false && knownOverrun(figure.name) === undefined);
	const known = figures.filter((figure) => figure.pass === false && knownOverrun(figure.name) !== undefined);
	if (known.length > 0) print(`${known.length} figure(s) OVER BUDGET, known and reported (bench/lib.ts KNOWN_OVERRUNS): ${known.map((figure) => figure.name).join("; ")}`);
	if (broken.length > 0) {
		print(`${broken.length} figure(s) OVER BUDGET: ${broken.map((figure) => figure.name).join("; ")}`);
		process.exit(1);
	}
}

/**
 * Modules of the plugin as users run them: bundled into one file, minified, for the engines main.js
 * targets (esbuild.config.mjs's TARGET, which a bench cannot import: it awaits at its top level).
 * Run under tsx, each module is compiled apart and every name it imports is read through a getter:
 * the dice engine paid a tenth to a fifth of a roll for it, which main.js does not.
 * `source` is a module of re-exports, e.g. `export { roll } from "./src/engine/dice/index";`.
 * Built as main.js is, with the CATALOGUES plugin of scripts/text-loaders.mjs (the engine's refusals
 * come from the language catalogue); esbuild runs plugins only in an asynchronous build, so the
 * build runs in a child process and this stays synchronous for the benches that call it.
 */
export function bundled<T>(name: string, source: string): T {
	const outfile = resolve("build/bench", `${name}.cjs`);
	const options = { source, outfile, target: ["es2021", "safari15"] };
	const script = `
		import { build } from "esbuild";
		import { CATALOGUES, TEXT_LOADERS } from "./scripts/text-loaders.mjs";
		const { source, outfile, target } = JSON.parse(process.env.BENCH_BUNDLE);
		await build({ stdin: { contents: source, resolveDir: process.cwd(), loader: "ts" }, bundle: true, format: "cjs", platform: "node", target, minify: true, loader: TEXT_LOADERS, plugins: [CATALOGUES], outfile, logLevel: "warning" });
	`;
	const built = spawnSync(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, BENCH_BUNDLE: JSON.stringify(options) }, stdio: ["ignore", "inherit", "inherit"] });
	if (built.status !== 0) throw new Error(`bundling ${name} for the bench failed`);
	return createRequire(resolve("bench/lib.ts"))(outfile) as T;
}
