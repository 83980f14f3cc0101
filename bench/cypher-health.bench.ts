/**
 * Cypher damage and recovery (seeds 000, 001): how fast "Apply damage" and
 * "Recovery" resolve, one rule call each including its explanation and state
 * changes. An encounter applies a handful per round, so the budgets only guard
 * against an accidental blow-up; the printed figure is the real one.
 */
import { finish, opsPerSecond, report } from "./lib";
import { seededRng } from "../src/engine/rng";
import type { CypherCharacter } from "../src/engine/systems/cypher/character";
import { applyDefendedWound, applyPoolDamage, applyTrackDamage, damageObject, newObject } from "../src/engine/systems/cypher/health";
import { applyRecovery, rollRecovery, suggestSplit } from "../src/engine/systems/cypher/recovery";

const pc: CypherCharacter = {
	name: "Bench",
	tier: 2,
	effort: 2,
	xp: 0,
	pools: { might: { current: 4, max: 14, edge: 1 }, speed: { current: 9, max: 12, edge: 0 }, intellect: { current: 3, max: 10, edge: 1 } },
	skills: {},
	armor: "medium",
	recoveriesUsed: 1,
	wounds: { minor: 3, moderate: 2, major: 0 },
	damageTrack: "hale",
	cypherLimit: 2,
	cyphers: [],
};
const rng = seededRng(1);

const wounds = opsPerSecond(() => applyDefendedWound(pc, "moderate", { kind: "block", succeeded: true }));
report({ name: "cypher: defended wound with rollover", value: wounds, unit: "ops/s", budget: "> 50,000", pass: wounds > 50_000 });

const pool = opsPerSecond(() => applyPoolDamage(pc, "intellect", 9));
report({ name: "cypher: Pool damage into a wound", value: pool, unit: "ops/s", budget: "> 50,000", pass: pool > 50_000 });

const track = opsPerSecond(() => applyTrackDamage(pc, 12));
report({ name: "cypher: damage-track damage across Pools", value: track, unit: "ops/s", budget: "> 50,000", pass: track > 50_000 });

const door = opsPerSecond(() => damageObject(newObject("Steel door", 6), 7));
report({ name: "cypher: object damage", value: door, unit: "ops/s", budget: "> 50,000", pass: door > 50_000 });

const recovery = opsPerSecond(() => {
	const roll = rollRecovery(pc, { rng });
	if (!roll.ok) throw new Error(roll.error);
	const points = roll.value.value.points;
	return applyRecovery(pc, { model: "wounds", points, split: suggestSplit(pc, points) });
});
report({ name: "cypher: recovery roll and split", value: recovery, unit: "ops/s", budget: "> 20,000", pass: recovery > 20_000 });

finish("cypher-health");
