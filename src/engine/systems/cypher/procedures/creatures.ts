/**
 * The GM's shortcuts for creatures (001): defending against a slow creature is eased and against a
 * fast one hindered; four creatures fight as one of the highest level + 1 with at least 2 more
 * damage (a swarm); a boss gets +10 health, +1 Armor, +3 damage and +1 level on its attacks and
 * defenses.
 */
import { formatList, t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import { citedStep } from "../cited-step";
import { MAX_DIFFICULTY } from "../task/difficulty";

/** How fast a creature moves, as 001 names it by range: an immediate mover is slow, a long one fast. */
export type CreatureMovement = "immediate" | "short" | "long";

/** The steps a PC's defense against a creature of this movement is eased (+) or hindered (−). */
export function movementDefense(movement: CreatureMovement): { easing: number; hindering: number; explanation: ExplainStep[] } {
	if (movement === "immediate") return { easing: 1, hindering: 0, explanation: [citedStep(t("engine.cypher.procedure.slowFoe"), "slowCreatureDefense")] };
	if (movement === "long") return { easing: 0, hindering: 1, explanation: [citedStep(t("engine.cypher.procedure.fastFoe"), "fastCreatureDefense")] };
	return { easing: 0, hindering: 0, explanation: [] };
}

/** The movement a creature page's "Movement" line names, or undefined when it names no range. */
export function readMovement(text: string | undefined): CreatureMovement | undefined {
	if (text === undefined) return undefined;
	const word = /\b(immediate|short|long|very long)\b/i.exec(text)?.[1]?.toLowerCase();
	if (word === "immediate" || word === "short") return word;
	return word === undefined ? undefined : "long";
}

/** A creature as the swarm and boss rules read it. */
export interface CreatureNumbers {
	name: string;
	level: number;
	health: number;
	healthMax: number;
	armor: number;
	damage: number;
}

export const SWARM_SIZE = 4;
export const SWARM_MIN_DAMAGE_BONUS = 2;
/** 001: "NPC Health Default = Level x 3": the health one level is worth. */
export const HEALTH_PER_LEVEL = 3;

export interface Swarm {
	level: number;
	health: number;
	armor: number;
	damage: number;
	/** The member the swarm's numbers start from: the highest level (the first listed on a tie). */
	leader: string;
	explanation: ExplainStep[];
}

/**
 * Four creatures as one (001): the highest level + 1. The seed gives its damage (at least +2) but
 * not its health or Armor: here it keeps the leader's Armor and takes the leader's full health
 * plus one level's worth (3, as an NPC's default health is three times its level), since the four
 * fight as a single creature one level up. Its damage is the leader's + 2 (one level would add
 * only 1 to a default damage, under the minimum).
 */
export function swarmOf(members: readonly CreatureNumbers[]): Result<Swarm> {
	if (members.length !== SWARM_SIZE) return fail(t("engine.cypher.procedure.swarmSize", { size: SWARM_SIZE, chosen: members.length }));
	const leader = members.reduce((best, m) => (m.level > best.level ? m : best));
	const level = Math.min(MAX_DIFFICULTY, leader.level + 1);
	const health = leader.healthMax + HEALTH_PER_LEVEL;
	const damage = leader.damage + SWARM_MIN_DAMAGE_BONUS;
	return ok({
		level,
		health,
		armor: leader.armor,
		damage,
		leader: leader.name,
		explanation: [
			citedStep(t("engine.cypher.procedure.swarm", { leader: leader.name, leaderLevel: leader.level, level, target: level * 3, bonus: SWARM_MIN_DAMAGE_BONUS, damage }), "swarm"),
			citedStep(t("engine.cypher.procedure.swarmHealth", { leader: leader.name, leaderHealth: leader.healthMax, perLevel: HEALTH_PER_LEVEL, health }), "npcHealthDefault"),
		],
	});
}

/**
 * What a swarm's members are left with when it breaks up: the health the swarm lost falls on them
 * one after another, each losing what it has left before the next is touched.
 */
export function splitSwarm(members: readonly Pick<CreatureNumbers, "name" | "health">[], lost: number): { health: number[]; explanation: ExplainStep[] } {
	let left = Math.max(0, lost);
	const health = members.map((m) => {
		const taken = Math.min(left, m.health);
		left -= taken;
		return m.health - taken;
	});
	const fallen = members.filter((_, i) => health[i] === 0 && (members[i]?.health ?? 0) > 0).map((m) => m.name);
	const text =
		lost <= 0
			? t("engine.cypher.procedure.swarmUnhurt")
			: fallen.length > 0
				? t("engine.cypher.procedure.swarmLostFallen", { lost, fallen: formatList(fallen), count: fallen.length })
				: t("engine.cypher.procedure.swarmLost", { lost });
	return { health, explanation: [citedStep(text, "swarm")] };
}

export const BOSS = { health: 10, armor: 1, damage: 3, level: 1 } as const;

/** A creature with the boss package: its numbers after it, and the level its attacks and defenses are rolled against. */
export function bossOf(creature: CreatureNumbers): { health: number; healthMax: number; armor: number; damage: number; combatLevel: number; explanation: ExplainStep[] } {
	const combatLevel = Math.min(MAX_DIFFICULTY, creature.level + BOSS.level);
	return {
		health: creature.health + BOSS.health,
		healthMax: creature.healthMax + BOSS.health,
		armor: creature.armor + BOSS.armor,
		damage: creature.damage + BOSS.damage,
		combatLevel,
		explanation: [
			citedStep(t("engine.cypher.procedure.bossHealth", { health: creature.health, bonus: BOSS.health, total: creature.health + BOSS.health }), "bossHealth"),
			citedStep(t("engine.cypher.procedure.bossArmor", { armor: creature.armor, bonus: BOSS.armor, total: creature.armor + BOSS.armor }), "bossArmor"),
			citedStep(t("engine.cypher.procedure.bossDamage", { damage: creature.damage, bonus: BOSS.damage, total: creature.damage + BOSS.damage }), "bossDamage"),
			citedStep(t("engine.cypher.procedure.bossLevel", { level: combatLevel, target: combatLevel * 3, base: creature.level }), "bossLevel"),
		],
	};
}
