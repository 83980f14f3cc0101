/**
 * Cypher tasks (seed 000): how fast a dialog can show exact odds (planTask) and
 * a roll can be resolved, and the odds of one task on their own. Budgets carry
 * a wide margin for noisy shared machines; the printed figure is the real one.
 */
import { finish, medianMs, opsPerSecond, report } from "./lib";
import { seededRng } from "../src/engine/rng";
import type { CypherCharacter } from "../src/engine/systems/cypher/character";
import { planTask, resolveTask, taskOdds } from "../src/engine/systems/cypher/task";
import { buildRound, initiativeOrder } from "../src/engine/systems/cypher/turns";

const pc: CypherCharacter = {
	name: "Bench",
	tier: 3,
	effort: 3,
	xp: 0,
	pools: { might: { current: 20, max: 20, edge: 1 }, speed: { current: 20, max: 20, edge: 1 }, intellect: { current: 20, max: 20, edge: 1 } },
	skills: { climbing: "trained", swords: "specialized" },
	armor: "none",
	recoveriesUsed: 0,
	wounds: { minor: 0, moderate: 0, major: 0 },
	damageTrack: "hale",
	cypherLimit: 2,
	cyphers: [],
};
const attack = { stat: "might" as const, difficulty: 5, skills: ["swords"], assets: 1, effort: 2, effortOnDamage: 1, circumstances: ["cover"], attack: { weapon: "medium" as const } };

const oddsPerSecond = opsPerSecond(() => taskOdds({ target: 12, rollBonus: 1, attackDamage: 7 }));
report({ name: "cypher: exact odds of one attack", value: oddsPerSecond, unit: "ops/s", budget: "> 50,000", pass: oddsPerSecond > 50_000 });

const planPerSecond = opsPerSecond(() => planTask(pc, attack));
report({ name: "cypher: planTask (steps, cost, odds, explanation)", value: planPerSecond, unit: "ops/s", budget: "> 20,000", pass: planPerSecond > 20_000 });

const rng = seededRng(1);
const resolvePerSecond = opsPerSecond(() => resolveTask(pc, attack, rng));
report({ name: "cypher: resolveTask", value: resolvePerSecond, unit: "ops/s", budget: "> 20,000", pass: resolvePerSecond > 20_000 });

const pcs = Array.from({ length: 100 }, (_, i) => ({ name: `pc${i}`, initiative: (i * 7) % 23 }));
const npcs = Array.from({ length: 100 }, (_, i) => ({ name: `npc${i}`, level: i % 10 }));
const names = [...pcs.map((p) => p.name), ...npcs.map((n) => n.name)];
const choices = Object.fromEntries(names.filter((_, i) => i % 5 === 0).map((n, i) => [n, i % 2 ? { kind: "first" as const } : { kind: "last" as const }]));
const roundMs = medianMs(() => {
	initiativeOrder(pcs, npcs);
	buildRound(names, choices);
});
report({ name: "cypher: initiative order + round for 200 combatants", value: roundMs, unit: "ms (median)", budget: "< 5 ms", pass: roundMs < 5 });

finish("cypher-tasks");
