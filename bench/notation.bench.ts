/**
 * The notation users already write (issue 15) and odds that never block (issue 13 §2).
 * - Parsing: ours against @dice-roller/rpg-dice-roller's Parser on the new forms, side by side,
 *   alternating, by CPU time. Budget: ours ≥ 10× theirs on each.
 * - Exact odds of the new forms: each as a multiple of one roll of it by rpg-dice-roller, measured
 *   in turns (budget: at most 500 of their rolls each; 77 at most today), with the median ms beside it.
 * - Odds that never hold the thread: the longest stretch between two pauses of the sliced
 *   computation (distributionSteps; the app pauses every 8 ms) on the heaviest pools, and how
 *   fast a refusal comes. Budget: ≤ 16 ms between pauses; a refusal ≤ 16 ms. Each pool is computed
 *   three times and the budget holds the best run: process CPU time also counts V8's compiler and
 *   garbage-collector threads, and one run's JIT warm-up or major GC is not the slicing's doing. The
 *   first (cold) run's figure is reported beside it.
 */
import { DiceRoller, Parser } from "@dice-roller/rpg-dice-roller";
import process from "node:process";
import type * as Distribution from "../src/engine/dice/distribution";
import type * as Dice from "../src/engine/dice/index";
import { bundled, finish, inTurns, report } from "./lib";

// The engine as main.js runs it (bundled), as rpg-dice-roller runs from its own built bundle.
const { distributionSteps, exactDistribution, DiceError, parse } = bundled<typeof Distribution & typeof Dice>(
	"notation",
	'export { distributionSteps, exactDistribution } from "./src/engine/dice/distribution"; export { DiceError, parse } from "./src/engine/dice/index";',
);

function cpuMs(): number {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
}

function cpuOpsPerSecond(fn: () => unknown, ms = 150): number {
	for (let i = 0; i < 500; i++) fn();
	const start = cpuMs();
	let count = 0;
	while (cpuMs() - start < ms) {
		for (let i = 0; i < 100; i++) fn();
		count += 100;
	}
	return (count * 1000) / (cpuMs() - start);
}

const PARSE_RATIO = 10;
for (const notation of ["2d6!=5", "8d4kh4!", "4d10!!<=3", "2d6!p", "{4d6, 2d10}kh1", "floor(4d10/3) + 2d20kh1", "5d20cs>=16cf<=2sd", "4d6min3"]) {
	let ours = 0;
	let theirs = 0;
	for (let round = 0; round < 3; round++) {
		ours = Math.max(ours, cpuOpsPerSecond(() => parse(notation)));
		theirs = Math.max(theirs, cpuOpsPerSecond((): void => void Parser.parse(notation)));
	}
	const ratio = ours / theirs;
	report({ name: `parse ${notation}: ours / rpg-dice-roller`, value: ratio, unit: "×", budget: `≥ ${PARSE_RATIO}×`, pass: ratio >= PARSE_RATIO });
}

/**
 * The exact odds of each new form, as a multiple of the time rpg-dice-roller takes to roll it once
 * (in turns, by CPU time). Budget: at most ODDS_BUDGET_ROLLS of their rolls, on each form (the old
 * budget, 50 ms, was 2,500 or more of them).
 */
const ODDS_BUDGET_ROLLS = 500;
const roller = new DiceRoller();
let theirRolls = 0;
// [ours, theirs when they write it differently]
const forms: Array<[string, string?]> = [["2d6!=5"], ["8d4kh4!"], ["4d10!!<=3kh2"], ["4d6!p"], ["{4d6, 2d10, 1d20}kh2"], ["floor(4d10/3)"], ["10d10u"], ["4d6min3"], ["3d6r2", "3d6r<2"], ["1d4!i=!3", "1d4!<>3"]];
for (const [notation, theirs = notation] of forms) {
	const ast = parse(notation);
	const turns = inTurns(
		() => exactDistribution(ast),
		() => {
			for (let i = 0; i < 20; i++) roller.roll(theirs);
			if (++theirRolls % 50 === 0) roller.clearLog();
		},
		9,
		2,
	);
	const rolls = turns.ratio * 20;
	report({ name: `odds ${notation}`, value: turns.ms, unit: "ms CPU (median)" });
	report({ name: `odds ${notation}, in rolls of it by rpg-dice-roller`, value: rolls, unit: "rolls", budget: `≤ ${ODDS_BUDGET_ROLLS}`, pass: rolls <= ODDS_BUDGET_ROLLS });
}

/** The sliced computation: longest CPU stretch between pauses, whole CPU time, and how it ended. */
function sliced(notation: string): { longest: number; total: number; refused: boolean } {
	const steps = distributionSteps(parse(notation));
	let longest = 0;
	let total = 0;
	for (;;) {
		const start = cpuMs();
		try {
			const next = steps.next();
			const ms = cpuMs() - start;
			longest = Math.max(longest, ms);
			total += ms;
			if (next.done) return { longest, total, refused: false };
		} catch (error) {
			if (!(error instanceof DiceError)) throw error;
			const ms = cpuMs() - start;
			return { longest: Math.max(longest, ms), total: total + ms, refused: true };
		}
	}
}

const SLICE_BUDGET_MS = 16;
// Before this work (issue 13): 100d100 took 75 ms and 500d%!kh3=-1 1.2–1.4 s, each in one block.
for (const notation of ["100d100", "1000d100", "500d%!kh3=-1", "60d20kh30", "1000d6kh1", "1000d1000kh500", "{1000d6, 1000d6}kh1"]) {
	const runs = [sliced(notation), sliced(notation), sliced(notation)];
	const [cold] = runs as [ReturnType<typeof sliced>];
	const run = runs.reduce((best, r) => (r.longest < best.longest ? r : best));
	report({
		name: `odds ${notation}: longest stretch without a pause${run.refused ? " (refused)" : ""}, best of ${runs.length} runs`,
		value: run.longest,
		unit: "ms CPU",
		budget: `≤ ${SLICE_BUDGET_MS} ms`,
		pass: run.longest <= SLICE_BUDGET_MS,
	});
	report({ name: `odds ${notation}: longest stretch in the first (cold) run`, value: cold.longest, unit: "ms CPU" });
	report({ name: `odds ${notation}: whole computation${run.refused ? " until refused" : ""}`, value: run.total, unit: "ms CPU" });
}

finish("notation");
