/**
 * Pool game (seed 003) odds: the full distribution of 20- and 40-die pools and
 * a single "chance to beat" query. Budgets carry a safety margin for noisy
 * shared machines; the printed figure is the real median.
 */
import { finish, medianMs, opsPerSecond, report } from "./lib";
import { chanceToBeat, poolDistribution } from "../src/engine/systems/pool/odds";

// The budget is 5 ms; the real figure is far below it, so noise on a shared machine cannot flip it.
const twenty = medianMs(() => poolDistribution(20), 51, 5);
report({ name: "pool: exact distribution, 20 dice", value: twenty, unit: "ms (median)", budget: "< 5 ms", pass: twenty < 5 });

const forty = medianMs(() => poolDistribution(40), 21, 3);
report({ name: "pool: exact distribution, 40 dice", value: forty, unit: "ms (median)", budget: "< 40 ms", pass: forty < 40 });

const hundred = medianMs(() => poolDistribution(100), 7, 1);
report({ name: "pool: exact distribution, 100 dice", value: hundred, unit: "ms (median)" });

// The largest input accepted: 100 dice of 20 sides (881 possible results).
const worst = medianMs(() => poolDistribution(100, 20), 5, 1);
report({ name: "pool: exact distribution, 100d20 (worst case)", value: worst, unit: "ms (median)", budget: "< 2000 ms", pass: worst < 2000 });

// A threshold query, as a dialog asks it: 6 dice against Difficult 8, many calls per sample.
const batch = 1000;
const perQueryMs = medianMs(() => {
	for (let i = 0; i < batch; i++) chanceToBeat(6, 8);
}, 21, 3) / batch;
report({ name: "pool: chance to beat DN 8 with 6 dice", value: perQueryMs, unit: "ms per query (median)", budget: "< 0.1 ms", pass: perQueryMs < 0.1 });

const perQuery20 = medianMs(() => {
	for (let i = 0; i < 100; i++) chanceToBeat(20, 30);
}, 21, 3) / 100;
report({ name: "pool: chance to beat 30 with 20 dice", value: perQuery20, unit: "ms per query (median)", budget: "< 0.1 ms", pass: perQuery20 < 0.1 });

report({ name: "pool: chance to beat, 2 dice", value: opsPerSecond(() => chanceToBeat(2, 4)), unit: "queries/s" });

finish("pool");
