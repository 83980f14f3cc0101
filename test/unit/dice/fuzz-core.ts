/**
 * The dice fuzz run (issues 13 and 28), shared by the unit test (a few thousand cases in CI)
 * and bench/dice-fuzz.bench.ts (10⁵ cases). Seeded, so any failure can be replayed.
 *
 * For every input: parse, sample and the exact odds throw nothing but DiceError, and
 * - nothing holds the thread 50 ms at a stretch: parse, each roll, and the odds between two pauses
 *   (they pause every few thousand steps: distributionSteps), by this process's CPU time. Process
 *   CPU time also counts the garbage collector's threads, and a major collection of the run's own
 *   heap can land on any step: a stretch over the limit is measured again (REMEASURES times, the
 *   best kept), so what fails is a stretch the code makes every time, not one collection;
 * - the odds never work past the limit: the steps done between pauses never pass DICE_LIMITS.maxWork;
 * - no roll throws more dice than its bound (roll-size.ts);
 * - rolls and odds agree: every rolled total is one the odds give a positive probability, within
 *   their min and max, and the odds sum to 1;
 * - the rolls follow the odds: each roll's place in its distribution (a randomized probability
 *   integral transform, uniform on 0…1 when the odds are right) is collected over the whole run and
 *   tested by chi-square; and every CHI_EVERY-th input is rolled CHI_ROLLS times and tested alone,
 *   each test at a p-value threshold strict enough for the family (CHI_P);
 * - no input takes 100 MB: the heap and array buffers it adds at any pause are sampled, and an input
 *   that seems to pass 100 MB is measured again with garbage collected at every pause.
 */
import fc from "fast-check";
import process from "node:process";
import v8 from "node:v8";
import vm from "node:vm";
import { distributionSteps } from "../../../src/engine/dice/distribution";
import { DICE_LIMITS, DiceError, parse, sample, type DiceAst, type Distribution } from "../../../src/engine/dice/index";
import { STEPS_PER_PAUSE } from "../../../src/engine/dice/pmf";
import { diceBound } from "../../../src/engine/dice/roll-size";
import { seededRng } from "../../../src/engine/rng";
import { expression } from "./generators";
import { chiSquareOfCounts, chiSquarePValue } from "./statistics";

export interface FuzzFigures {
	cases: number;
	parsed: number;
	oddsComputed: number;
	oddsRefused: number;
	rollsRefused: number;
	worstParseMs: number;
	worstRollMs: number;
	/** Longest stretch the odds held the thread between two pauses, and the input it came from. */
	worstOddsStepMs: number;
	worstOddsStepInput: string;
	/** Longest whole odds computation (spread over many pauses in the app). */
	worstOddsTotalMs: number;
	/** Inputs over 100 ms of total odds work (each still in pauses of at most worstOddsStepMs). */
	oddsOver100Ms: number;
	/** Stretches over STRETCH_LIMIT_MS (parse, a roll, or odds between pauses), measured again each time. */
	longStretches: number;
	/** Stretches over the limit the first time that were under it when measured again (a collection, not the code). */
	stretchesRemeasured: number;
	/** Most steps one odds computation did, as a share of DICE_LIMITS.maxWork. */
	worstWorkShare: number;
	/** Most memory (heap and array buffers) one input added, in MB. */
	worstMemoryMb: number;
	/** Inputs over MEMORY_LIMIT_MB. */
	memoryOverLimit: number;
	/** The run's rolls placed in their distributions: chi-square p-value of their uniformity. */
	transformP: number;
	transformCount: number;
	/** Inputs tested alone by chi-square, and the smallest p-value among them. */
	chiTests: number;
	smallestChiP: number;
	/** Rolls or tests that disagreed with the odds (impossible totals, chi-square below CHI_P, mass ≠ 1). */
	disagreements: number;
	failures: string[];
}

export const STRETCH_LIMIT_MS = 50;
/** How many times a stretch over the limit is measured again. */
const REMEASURES = 3;
export const MEMORY_LIMIT_MB = 100;
/** Every this many inputs with odds, one is rolled CHI_ROLLS times and tested alone. */
const CHI_EVERY = 20;
const CHI_ROLLS = 2000;
/** The p-value below which a chi-square test fails: 1,000 tests at this level raise a false alarm 0.1 % of the time. */
export const CHI_P = 1e-6;
/** Bins of the transform's histogram. */
const TRANSFORM_BINS = 20;

const hostileAlphabet = fc.constantFrom(..."0123456789dDfF%!khlrosucpmaxin<>=+-*/^(){}[], #.".split(""));

/**
 * Valid notations, random text over the notation's alphabet, and hostile sizes (big pools near
 * or over the work limits: each may take up to about a second of sliced work, so they are a
 * `hostileShare` of the run).
 */
function inputs(count: number, seed: number, hostileShare: number): string[] {
	const hostileCount = Math.round(count * hostileShare);
	const half = Math.ceil((count - hostileCount) / 2);
	const valid = fc.sample(expression, { numRuns: half, seed });
	const noise = fc.sample(fc.string({ unit: hostileAlphabet, minLength: 1, maxLength: 24 }), { numRuns: count - hostileCount - half, seed: seed + 1 });
	const hostile = fc.sample(
		fc
			.tuple(
				fc.constantFrom(
					"1000d10000",
					"1000d6!",
					"500d100!kh3",
					"100d100",
					"999d2!",
					"60d20kh30",
					"40d6!p",
					"{1000d6, 1000d6}kh1",
					"10d10u",
					"1000d1000kh500",
					// Issue 28's hostile inputs: a sparse sum, keeping among group items, the largest rolls.
					"1d10000*1000 + 1d1000",
					"{3d%,3d%,3d%}kh2",
					"{1d20,1d20}kl1>=11",
					"1000d2!49>=1",
					"1000d2!50>=1 + 1000d2!50>=1",
					"5d10>=13!!",
					"1000d1000u",
				),
				fc.constantFrom("", " + 1d6", " * 1d20", " ^ 2", " % 7", "!", "kh2", ">=5"),
				fc.integer({ min: 0, max: 40 }),
			)
			.map(([core, tail, depth]) => "(".repeat(depth % 34) + core + ")".repeat(depth % 34) + tail),
		{ numRuns: hostileCount, seed: seed + 2 },
	);
	return [...valid, ...noise, ...hostile];
}

/**
 * Milliseconds of this process's CPU time: the machines running CI are shared, and time
 * the process spends descheduled is not time the code held the thread.
 */
function cpuMs(): number {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
}

function timed<T>(run: () => T): { value: T; ms: number } {
	const start = cpuMs();
	const value = run();
	return { value, ms: cpuMs() - start };
}

/** Bytes of the heap and of array buffers (typed arrays' storage lies outside the heap). */
function memoryNow(): number {
	const heap = v8.getHeapStatistics();
	return heap.used_heap_size + heap.external_memory;
}

let collect: (() => void) | undefined;
/** A full garbage collection, for the rare input whose memory is measured exactly. */
function collectGarbage(): void {
	if (!collect) {
		v8.setFlagsFromString("--expose-gc");
		collect = vm.runInNewContext("gc") as () => void;
	}
	collect();
}

interface OddsRun {
	dist?: Distribution;
	refused?: DiceError;
	longestStep: number;
	total: number;
	pauses: number;
	/** Most memory added at a pause (garbage included unless collecting). */
	peakBytes: number;
}

/** The odds, a pause at a time, with the longest stretch between pauses and the memory at each pause. */
function oddsBySteps(ast: DiceAst, collecting = false): OddsRun {
	if (collecting) collectGarbage();
	const base = memoryNow();
	const steps = distributionSteps(ast);
	const run: OddsRun = { longestStep: 0, total: 0, pauses: 0, peakBytes: 0 };
	for (;;) {
		const start = cpuMs();
		let next: IteratorResult<void, Distribution>;
		try {
			next = steps.next();
		} catch (error) {
			const ms = cpuMs() - start;
			run.longestStep = Math.max(run.longestStep, ms);
			run.total += ms;
			if (error instanceof DiceError) return { ...run, refused: error };
			throw error;
		}
		const ms = cpuMs() - start;
		run.longestStep = Math.max(run.longestStep, ms);
		run.total += ms;
		if (collecting) collectGarbage();
		run.peakBytes = Math.max(run.peakBytes, memoryNow() - base);
		if (next.done) return { ...run, dist: next.value };
		run.pauses++;
	}
}

/** The most memory three rolls of `ast` add (their results kept, as a caller keeps them), garbage collected. */
function rollMemory(ast: DiceAst, seed: number): number {
	collectGarbage();
	const base = memoryNow();
	const rng = seededRng(seed);
	const kept: unknown[] = [];
	let peak = 0;
	for (let roll = 0; roll < 3; roll++) {
		try {
			kept.push(sample(ast, rng));
		} catch {
			break;
		}
		collectGarbage();
		peak = Math.max(peak, memoryNow() - base);
	}
	return peak;
}

/** Where a rolled total falls in its distribution, as a uniform number when the odds are right. */
function placeOf(dist: Distribution, total: number, u: number): number {
	return dist.atMost(total - 1) + u * dist.exactly(total);
}

export function runDiceFuzz(count: number, seed: number, hostileShare = 0.01): FuzzFigures {
	const figures: FuzzFigures = {
		cases: 0,
		parsed: 0,
		oddsComputed: 0,
		oddsRefused: 0,
		rollsRefused: 0,
		worstParseMs: 0,
		worstRollMs: 0,
		worstOddsStepMs: 0,
		worstOddsStepInput: "",
		worstOddsTotalMs: 0,
		oddsOver100Ms: 0,
		longStretches: 0,
		stretchesRemeasured: 0,
		worstWorkShare: 0,
		worstMemoryMb: 0,
		memoryOverLimit: 0,
		transformP: 1,
		transformCount: 0,
		chiTests: 0,
		smallestChiP: 1,
		disagreements: 0,
		failures: [],
	};
	const fail = (text: string, what: string): void => {
		if (figures.failures.length < 20) figures.failures.push(`${JSON.stringify(text)}: ${what}`);
	};
	/** Counts a stretch over the limit unless measuring it again (`again` gives a fresh figure) finds it under. */
	const stretch = (text: string, what: string, ms: number, again: () => number): number => {
		if (ms <= STRETCH_LIMIT_MS) return ms;
		let best = ms;
		for (let i = 0; i < REMEASURES && best > STRETCH_LIMIT_MS; i++) best = Math.min(best, again());
		if (best <= STRETCH_LIMIT_MS) {
			figures.stretchesRemeasured++;
			return best;
		}
		figures.longStretches++;
		fail(text, `${what} held the thread ${best.toFixed(0)} ms (best of ${REMEASURES + 1} measures)`);
		return best;
	};
	const disagree = (text: string, what: string): void => {
		figures.disagreements++;
		fail(text, what);
	};
	const histogram = new Array<number>(TRANSFORM_BINS).fill(0);
	const placing = seededRng(seed + 3);
	const pausesAllowed = DICE_LIMITS.maxWork / STEPS_PER_PAUSE;
	let lightWithOdds = 0;

	inputs(count, seed, hostileShare).forEach((text, i) => {
		figures.cases++;
		let ast: DiceAst;
		try {
			const parsed = timed(() => parse(text));
			const ms = stretch(text, "parse", parsed.ms, () => timed(() => parse(text)).ms);
			figures.worstParseMs = Math.max(figures.worstParseMs, ms);
			ast = parsed.value;
		} catch (error) {
			if (!(error instanceof DiceError)) fail(text, `parse threw ${String(error)}`);
			return;
		}
		figures.parsed++;
		let odds: OddsRun;
		try {
			odds = oddsBySteps(ast);
		} catch (error) {
			fail(text, `odds threw ${String(error)}`);
			return;
		}
		const longestStep = stretch(text, "the odds between two pauses", odds.longestStep, () => oddsBySteps(ast).longestStep);
		if (longestStep > figures.worstOddsStepMs) {
			figures.worstOddsStepMs = longestStep;
			figures.worstOddsStepInput = text;
		}
		figures.worstOddsTotalMs = Math.max(figures.worstOddsTotalMs, odds.total);
		if (odds.total > 100) figures.oddsOver100Ms++;
		// Each pause comes after STEPS_PER_PAUSE steps or more: the steps done are at least pauses × STEPS_PER_PAUSE.
		figures.worstWorkShare = Math.max(figures.worstWorkShare, odds.pauses / pausesAllowed);
		if (odds.pauses > pausesAllowed) fail(text, `the odds did ${odds.pauses} × ${STEPS_PER_PAUSE} steps, past the limit of ${DICE_LIMITS.maxWork}`);
		if (odds.dist) figures.oddsComputed++;
		else figures.oddsRefused++;

		const bound = diceBound(ast.root);
		const rng = seededRng(seed + i);
		const dist = odds.dist;
		const beforeRolls = memoryNow();
		// The results are kept while the next ones roll, as a widget keeps them, so their memory counts.
		const rolls: unknown[] = [];
		let rollBytes = 0;
		for (let roll = 0; roll < 3; roll++) {
			let total: number;
			try {
				const rolled = timed(() => sample(ast, rng));
				rolls.push(rolled.value);
				rollBytes = Math.max(rollBytes, memoryNow() - beforeRolls);
				const again = seededRng(seed + i + roll);
				const ms = stretch(text, "a roll", rolled.ms, () => timed(() => sample(ast, again)).ms);
				figures.worstRollMs = Math.max(figures.worstRollMs, ms);
				total = rolled.value.total;
				const dice = rolled.value.groups.reduce((n, group) => n + group.dice.length, 0);
				if (dice > bound) fail(text, `a roll threw ${dice} dice, over its bound of ${bound}`);
			} catch (error) {
				if (!(error instanceof DiceError)) fail(text, `sample threw ${String(error)}`);
				else if (/dice \(explosions and rerolls included\)/.test(error.message)) figures.rollsRefused++;
				break;
			}
			if (dist && !(dist.exactly(total) > 0 && total >= dist.min && total <= dist.max)) {
				disagree(text, `rolled ${total}, which the odds give ${dist.exactly(total)} (range ${dist.min}–${dist.max})`);
			} else if (dist) {
				const place = placeOf(dist, total, placing.nextInt(1_000_000) / 1_000_000 + 5e-7);
				const bin = Math.min(TRANSFORM_BINS - 1, Math.floor(place * TRANSFORM_BINS));
				histogram[bin] = (histogram[bin] as number) + 1;
				figures.transformCount++;
			}
		}
		if (dist) {
			const mass = dist.outcomes.reduce((sum, o) => sum + o.p, 0);
			if (Math.abs(mass - 1) > 1e-9) disagree(text, `the odds sum to ${mass}`);
			// Light inputs only (a roll under a millisecond), so the tests stay a small part of the run.
			if (dist.outcomes.length > 1 && rollIsLight(ast) && ++lightWithOdds % CHI_EVERY === 0) {
				const p = chiSquareAlone(ast, dist, seed + i);
				if (p !== undefined) {
					figures.chiTests++;
					figures.smallestChiP = Math.min(figures.smallestChiP, p);
					if (p < CHI_P) disagree(text, `${CHI_ROLLS} rolls do not fit the odds (chi-square p = ${p.toExponential(2)})`);
				}
			}
		}

		// Memory: screened cheaply (garbage included); an input that seems to pass the limit is measured exactly.
		let bytes = Math.max(odds.peakBytes, rollBytes);
		if (bytes > MEMORY_LIMIT_MB * 1e6) bytes = Math.max(oddsBySteps(ast, true).peakBytes, rollMemory(ast, seed + i));
		figures.worstMemoryMb = Math.max(figures.worstMemoryMb, bytes / 1e6);
		if (bytes > MEMORY_LIMIT_MB * 1e6) {
			figures.memoryOverLimit++;
			fail(text, `took ${(bytes / 1e6).toFixed(0)} MB`);
		}
	});

	if (figures.transformCount > 0) {
		const expected = figures.transformCount / TRANSFORM_BINS;
		const statistic = histogram.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
		figures.transformP = chiSquarePValue(statistic, TRANSFORM_BINS - 1);
		if (figures.transformP < CHI_P) {
			figures.disagreements++;
			figures.failures.push(`the rolls' places in their odds are not uniform (chi-square p = ${figures.transformP.toExponential(2)}; bins ${histogram.join(" ")})`);
		}
	}
	return figures;
}

/** Whether rolling `ast` CHI_ROLLS times is cheap: at most a few hundred dice a roll. */
function rollIsLight(ast: DiceAst): boolean {
	return diceBound(ast.root) <= 400;
}

/** The chi-square p-value of CHI_ROLLS rolls against the exact odds, or undefined when there are too few bins to test. */
function chiSquareAlone(ast: DiceAst, dist: Distribution, seed: number): number | undefined {
	const rng = seededRng(seed ^ 0x5eed);
	const counts = new Map<number, number>();
	for (let i = 0; i < CHI_ROLLS; i++) {
		let total: number;
		try {
			total = sample(ast, rng).total;
		} catch {
			return undefined;
		}
		counts.set(total, (counts.get(total) ?? 0) + 1);
	}
	const { statistic, df } = chiSquareOfCounts(dist.outcomes, counts, CHI_ROLLS);
	return df >= 1 ? chiSquarePValue(statistic, df) : undefined;
}
