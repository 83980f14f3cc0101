/**
 * The dice fuzz at scale (issues 13 and 28): 10⁵ seeded inputs (generated notations, random text
 * over the notation's alphabet, and 0.1 % hostile sizes near the work limits) through parse,
 * sample and the exact odds (test/unit/dice/fuzz-core.ts says what is checked). Budgets: no failure
 * (only DiceError thrown); 0 disagreements between rolls and odds (impossible totals, the odds'
 * mass, chi-square of every 20th light input alone and of the whole run's rolls placed in their
 * odds, each at p < 1e-6); 0 stretches over 50 ms holding the thread (parse, a roll, odds between
 * pauses; CPU time, a stretch over it measured again, best of 4); the odds never past the work limit; no input over 100 MB. The run's own time
 * is reported (it runs in CI). DICE_FUZZ_CASES overrides the count.
 */
import process from "node:process";
import { MEMORY_LIMIT_MB, runDiceFuzz, STRETCH_LIMIT_MS } from "../test/unit/dice/fuzz-core";
import { finish, report } from "./lib";
import { print } from "../scripts/print.mjs";

const cases = Number(process.env.DICE_FUZZ_CASES ?? 100_000);
const started = performance.now();
const figures = runDiceFuzz(cases, 13_05_2026, 0.001);
const minutes = (performance.now() - started) / 60_000;

report({ name: "dice fuzz: inputs", value: figures.cases, unit: "cases" });
report({ name: "dice fuzz: failures", value: figures.failures.length, unit: "inputs", budget: "0", pass: figures.failures.length === 0 });
for (const failure of figures.failures) print(`  ${failure}`);
report({ name: "dice fuzz: disagreements of rolls with the odds", value: figures.disagreements, unit: "", budget: "0", pass: figures.disagreements === 0 });
report({ name: "dice fuzz: stretches holding the thread over 50 ms (each measured again 3 times, best kept)", value: figures.longStretches, unit: "", budget: "0", pass: figures.longStretches === 0 });
report({ name: "dice fuzz: stretches over 50 ms once, under it measured again (a garbage collection)", value: figures.stretchesRemeasured, unit: "" });
report({ name: "dice fuzz: worst parse", value: figures.worstParseMs, unit: "ms CPU", budget: `≤ ${STRETCH_LIMIT_MS} ms`, pass: figures.worstParseMs <= STRETCH_LIMIT_MS });
report({ name: "dice fuzz: worst roll", value: figures.worstRollMs, unit: "ms CPU", budget: `≤ ${STRETCH_LIMIT_MS} ms`, pass: figures.worstRollMs <= STRETCH_LIMIT_MS });
report({
	name: `dice fuzz: longest odds work between pauses (${JSON.stringify(figures.worstOddsStepInput)})`,
	value: figures.worstOddsStepMs,
	unit: "ms CPU",
	budget: `≤ ${STRETCH_LIMIT_MS} ms`,
	pass: figures.worstOddsStepMs <= STRETCH_LIMIT_MS,
});
report({ name: "dice fuzz: most work of one odds computation, share of the limit", value: figures.worstWorkShare, unit: "", budget: "≤ 1", pass: figures.worstWorkShare <= 1 });
report({ name: "dice fuzz: most memory one input added", value: figures.worstMemoryMb, unit: "MB", budget: `< ${MEMORY_LIMIT_MB} MB`, pass: figures.worstMemoryMb < MEMORY_LIMIT_MB });
report({ name: "dice fuzz: inputs tested alone by chi-square (2,000 rolls each)", value: figures.chiTests, unit: "inputs" });
report({ name: "dice fuzz: smallest chi-square p-value of one input", value: figures.smallestChiP, unit: "", budget: "≥ 1e-6", pass: figures.smallestChiP >= 1e-6 });
report({ name: `dice fuzz: chi-square p-value of all ${figures.transformCount.toLocaleString("en-US")} rolls placed in their odds`, value: figures.transformP, unit: "", budget: "≥ 1e-6", pass: figures.transformP >= 1e-6 });
report({ name: "dice fuzz: odds needing > 100 ms of work in all (sliced)", value: figures.oddsOver100Ms, unit: "inputs" });
report({ name: "dice fuzz: longest whole odds computation (sliced)", value: figures.worstOddsTotalMs, unit: "ms CPU" });
report({ name: "dice fuzz: odds computed", value: figures.oddsComputed, unit: "inputs" });
report({ name: "dice fuzz: odds refused (over a limit, or division by zero)", value: figures.oddsRefused, unit: "inputs" });
report({ name: "dice fuzz: rolls refused (over the dice limit)", value: figures.rollsRefused, unit: "inputs" });
report({ name: "dice fuzz: run time", value: minutes, unit: "minutes" });
finish("dice-fuzz");
