/**
 * d20 game (seed 004): the exact odds a dialog shows before a roll (400 pairs of
 * dice at most) and a full resolved attack. Budgets carry a wide safety margin
 * for noisy shared machines; the printed figure is the real median.
 */
import { finish, medianMs, opsPerSecond, report } from "./lib";
import { seededRng } from "../src/engine/rng";
import { attackOdds, resolveAttack, type AttackInput } from "../src/engine/systems/d20/combat";
import { manoeuvreOdds } from "../src/engine/systems/d20/manoeuvre";
import { chanceVsDc, opposedOdds } from "../src/engine/systems/d20/odds";

const pvp: AttackInput = { attacker: { label: "Ada", modifier: 6, player: true, threat: 19 }, defender: { label: "Bo", modifier: 5, player: true } };

// A dialog may ask for odds on every keystroke: each query should take well under a millisecond.
const batch = 1000;
const attackMs = medianMs(() => {
	for (let i = 0; i < batch; i++) attackOdds(pvp);
}, 21, 3) / batch;
report({ name: "d20: exact attack odds, both roll (400 pairs)", value: attackMs, unit: "ms per query (median)", budget: "< 0.2 ms", pass: attackMs < 0.2 });

const opposedMs = medianMs(() => {
	for (let i = 0; i < batch; i++) opposedOdds({ label: "a", modifier: 3, player: true }, { label: "b", modifier: 4, player: true });
}, 21, 3) / batch;
report({ name: "d20: exact opposed odds (400 pairs)", value: opposedMs, unit: "ms per query (median)", budget: "< 0.2 ms", pass: opposedMs < 0.2 });

const cmMs = medianMs(() => {
	for (let i = 0; i < batch; i++) manoeuvreOdds({ attacker: { label: "a", bonus: 4, player: true }, defender: { label: "b", bonus: 6, player: true } });
}, 21, 3) / batch;
report({ name: "d20: exact manoeuvre odds (400 pairs)", value: cmMs, unit: "ms per query (median)", budget: "< 0.2 ms", pass: cmMs < 0.2 });

report({ name: "d20: chance vs a DC (closed form)", value: opsPerSecond(() => chanceVsDc(5, 15)), unit: "queries/s" });

const rng = seededRng(1);
const rolls = opsPerSecond(() => resolveAttack(pvp, rng));
report({ name: "d20: resolved attacks with explanation", value: rolls, unit: "attacks/s", budget: "> 50,000/s", pass: rolls > 50_000 });

finish("d20");
