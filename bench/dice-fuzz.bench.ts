/**
 * The dice fuzz at scale (issue 13 §5): 10⁵ seeded inputs (generated notations, random text
 * over the notation's alphabet, and 0.1 % hostile sizes near the work limits) through parse,
 * sample and the exact odds. Budgets: no failure (only DiceError thrown, rolls agree with the
 * odds); parse and each roll under 100 ms; the odds never hold the thread over 100 ms between
 * two pauses (CPU time; the app's slices are 8 ms). The share of inputs whose odds need over
 * 100 ms of work in all (spread over pauses) is reported. DICE_FUZZ_CASES overrides the count.
 */
import process from "node:process";
import { runDiceFuzz } from "../test/unit/dice/fuzz-core";
import { finish, report } from "./lib";

const cases = Number(process.env.DICE_FUZZ_CASES ?? 100_000);
const started = performance.now();
const figures = runDiceFuzz(cases, 13_05_2026, 0.001);
const minutes = (performance.now() - started) / 60_000;

report({ name: "dice fuzz: inputs", value: figures.cases, unit: "cases" });
report({ name: "dice fuzz: failures", value: figures.failures.length, unit: "inputs", budget: "0", pass: figures.failures.length === 0 });
for (const failure of figures.failures) console.log(`  ${failure}`);
report({ name: "dice fuzz: worst parse", value: figures.worstParseMs, unit: "ms CPU", budget: "< 100 ms", pass: figures.worstParseMs < 100 });
report({ name: "dice fuzz: worst roll", value: figures.worstRollMs, unit: "ms CPU", budget: "< 100 ms", pass: figures.worstRollMs < 100 });
report({
	name: "dice fuzz: longest odds work between pauses",
	value: figures.worstOddsStepMs,
	unit: "ms CPU",
	budget: "< 100 ms",
	pass: figures.worstOddsStepMs < 100,
});
report({ name: "dice fuzz: odds needing > 100 ms of work in all (sliced)", value: figures.oddsOver100Ms, unit: "inputs" });
report({ name: "dice fuzz: longest whole odds computation (sliced)", value: figures.worstOddsTotalMs, unit: "ms CPU" });
report({ name: "dice fuzz: odds computed", value: figures.oddsComputed, unit: "inputs" });
report({ name: "dice fuzz: odds refused (over a limit, or division by zero)", value: figures.oddsRefused, unit: "inputs" });
report({ name: "dice fuzz: run time", value: minutes, unit: "minutes" });
finish("dice-fuzz");
