/**
 * The dice fuzz run (issue 13 §5), shared by the unit test (a few thousand cases in CI)
 * and bench/dice-fuzz.bench.ts (10⁵ cases). Seeded, so any failure can be replayed.
 *
 * For every input: parse, sample and the exact odds throw nothing but DiceError; parse and
 * each roll take under 100 ms; the odds never hold the thread over 100 ms at a stretch (they
 * pause every few thousand steps: distributionSteps); and roll and odds agree: every rolled
 * total is one the odds give a positive probability, within their min and max.
 */
import fc from "fast-check";
import process from "node:process";
import { distributionSteps } from "../../../src/engine/dice/distribution";
import { DiceError, parse, sample, type DiceAst, type Distribution } from "../../../src/engine/dice/index";
import { seededRng } from "../../../src/engine/rng";
import { expression } from "./generators";

export interface FuzzFigures {
	cases: number;
	parsed: number;
	oddsComputed: number;
	oddsRefused: number;
	worstParseMs: number;
	worstRollMs: number;
	/** Longest stretch the odds held the thread between two pauses. */
	worstOddsStepMs: number;
	/** Longest whole odds computation (spread over many pauses in the app). */
	worstOddsTotalMs: number;
	/** Inputs over 100 ms of total odds work (each still in pauses of at most worstOddsStepMs). */
	oddsOver100Ms: number;
	failures: string[];
}

const LIMIT_MS = 100;

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
				fc.constantFrom("1000d10000", "1000d6!", "500d100!kh3", "100d100", "999d2!", "60d20kh30", "40d6!p", "{1000d6, 1000d6}kh1", "10d10u", "1000d1000kh500"),
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

/** The odds, a pause at a time, with the longest stretch between pauses. */
function oddsBySteps(ast: DiceAst): { dist?: Distribution; refused?: DiceError; longestStep: number; total: number } {
	const steps = distributionSteps(ast);
	let longestStep = 0;
	let total = 0;
	for (;;) {
		const start = cpuMs();
		let next: IteratorResult<void, Distribution>;
		try {
			next = steps.next();
		} catch (error) {
			const ms = cpuMs() - start;
			if (error instanceof DiceError) return { refused: error, longestStep: Math.max(longestStep, ms), total: total + ms };
			throw error;
		}
		const ms = cpuMs() - start;
		longestStep = Math.max(longestStep, ms);
		total += ms;
		if (next.done) return { dist: next.value, longestStep, total };
	}
}

export function runDiceFuzz(count: number, seed: number, hostileShare = 0.01): FuzzFigures {
	const figures: FuzzFigures = {
		cases: 0,
		parsed: 0,
		oddsComputed: 0,
		oddsRefused: 0,
		worstParseMs: 0,
		worstRollMs: 0,
		worstOddsStepMs: 0,
		worstOddsTotalMs: 0,
		oddsOver100Ms: 0,
		failures: [],
	};
	const fail = (text: string, what: string): void => {
		if (figures.failures.length < 20) figures.failures.push(`${JSON.stringify(text)}: ${what}`);
	};
	inputs(count, seed, hostileShare).forEach((text, i) => {
		figures.cases++;
		let ast: DiceAst;
		try {
			const parsed = timed(() => parse(text));
			figures.worstParseMs = Math.max(figures.worstParseMs, parsed.ms);
			if (parsed.ms > LIMIT_MS) fail(text, `parse took ${parsed.ms.toFixed(0)} ms`);
			ast = parsed.value;
		} catch (error) {
			if (!(error instanceof DiceError)) fail(text, `parse threw ${String(error)}`);
			return;
		}
		figures.parsed++;
		let odds: ReturnType<typeof oddsBySteps>;
		try {
			odds = oddsBySteps(ast);
		} catch (error) {
			fail(text, `odds threw ${String(error)}`);
			return;
		}
		figures.worstOddsStepMs = Math.max(figures.worstOddsStepMs, odds.longestStep);
		figures.worstOddsTotalMs = Math.max(figures.worstOddsTotalMs, odds.total);
		if (odds.total > LIMIT_MS) figures.oddsOver100Ms++;
		if (odds.longestStep > LIMIT_MS) fail(text, `the odds held the thread ${odds.longestStep.toFixed(0)} ms without a pause`);
		if (odds.dist) figures.oddsComputed++;
		else figures.oddsRefused++;
		const rng = seededRng(seed + i);
		for (let roll = 0; roll < 3; roll++) {
			let total: number;
			try {
				const rolled = timed(() => sample(ast, rng));
				figures.worstRollMs = Math.max(figures.worstRollMs, rolled.ms);
				if (rolled.ms > LIMIT_MS) fail(text, `a roll took ${rolled.ms.toFixed(0)} ms`);
				total = rolled.value.total;
			} catch (error) {
				if (!(error instanceof DiceError)) fail(text, `sample threw ${String(error)}`);
				return;
			}
			const dist = odds.dist;
			if (dist && !(dist.exactly(total) > 0 && total >= dist.min && total <= dist.max)) {
				fail(text, `rolled ${total}, which the odds give ${dist.exactly(total)} (range ${dist.min}–${dist.max})`);
			}
		}
		if (odds.dist) {
			const mass = odds.dist.outcomes.reduce((sum, o) => sum + o.p, 0);
			if (Math.abs(mass - 1) > 1e-9) fail(text, `the odds sum to ${mass}`);
		}
	});
	return figures;
}
