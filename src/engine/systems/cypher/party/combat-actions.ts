/**
 * Party combat actions of seed 000 (with 001's numbers as a variant):
 * distraction, drawing the attack, taking the attack, and guarding. The player
 * always rolls, so a foe's hindered attack is the PC's eased defense.
 */
import { t } from "../../../../lang";
import type { Explanation } from "../../../explain";
import { citedStep } from "../cited-step";

export type PartyRule = "000" | "001";

export interface Distraction {
	/** Steps the foe's attacks are hindered: the PCs' defenses against it are eased by as much. */
	foeAttackHindered: number;
	rounds: 1;
	explanation: Explanation;
}

/** Any number of distracting characters hinder the foe's attacks by one step for a round. */
export function distraction(distractors: number): Distraction {
	const steps = Number.isInteger(distractors) && distractors > 0 ? 1 : 0;
	return {
		foeAttackHindered: steps,
		rounds: 1,
		explanation: [citedStep(steps ? (distractors > 1 ? t("engine.cypher.party.distractedBy", { distractors }) : t("engine.cypher.party.distracted")) : t("engine.cypher.party.notDistracted"), "distraction", "Rules-of-the-Game")],
	};
}

export interface DrawTheAttack {
	/** Whether the foe now attacks the drawing character. */
	drawn: boolean;
	/** Steps the drawing character's defense is hindered against that attack. */
	defenseHindered: number;
	/** An Intellect action is needed against an intelligent or determined foe. */
	rollNeeded: boolean;
	explanation: Explanation;
}

/**
 * Drawing an NPC's attack. `drawers` is how many characters try at once;
 * `intelligentFoe` means an Intellect action is needed (and `succeeded` is its result).
 */
export function drawTheAttack(options: { drawers?: number; intelligentFoe?: boolean; succeeded?: boolean; rule?: PartyRule } = {}): DrawTheAttack {
	const drawers = options.drawers ?? 1;
	const rollNeeded = options.intelligentFoe === true;
	if (drawers >= 2) {
		return { drawn: false, defenseHindered: 0, rollNeeded: false, explanation: [citedStep(t("engine.cypher.party.drawCancel"), "drawTheAttack", "Rules-of-the-Game")] };
	}
	const drawn = drawers === 1 && (!rollNeeded || options.succeeded === true);
	const hindered = options.rule === "001" ? 1 : 2;
	return {
		drawn,
		defenseHindered: drawn ? hindered : 0,
		rollNeeded,
		explanation: [
			citedStep(
				drawn ? t("engine.cypher.party.drawn", { steps: hindered }) : t("engine.cypher.party.notDrawn"),
				options.rule === "001" ? "drawTheAttackClassic" : "drawTheAttack",
				"Rules-of-the-Game",
			),
		],
	};
}

export interface TakeTheAttack {
	automaticHit: true;
	/** Seed 000: one more minor wound (wounds model). */
	extraMinorWounds: number;
	/** Seed 001: +1 damage (damage-track model). */
	extraDamage: number;
	/** Once done, not again until the start of the character's next turn (000). */
	blockedUntilNextTurn: true;
	explanation: Explanation;
}

/** Throwing oneself in front of a hit: part B's damage rules apply what this returns. */
export function takeTheAttack(rule: PartyRule = "000"): TakeTheAttack {
	return {
		automaticHit: true,
		extraMinorWounds: rule === "000" ? 1 : 0,
		extraDamage: rule === "001" ? 1 : 0,
		blockedUntilNextTurn: true,
		explanation: [citedStep(rule === "000" ? t("engine.cypher.party.takeAttackWound") : t("engine.cypher.party.takeAttackDamage"), rule === "000" ? "takeTheAttack" : "takeTheAttackClassic", "Rules-of-the-Game")],
	};
}

export interface Guarding {
	/** Steps every defense task of the guard is eased. */
	defenseEased: number;
	/** Steps the guard's Speed action against a foe getting by is eased. */
	interceptEased: number;
	canAttack: false;
	explanation: Explanation;
}

/** A PC standing guard. */
export function guarding(): Guarding {
	return { defenseEased: 1, interceptEased: 1, canAttack: false, explanation: [citedStep(t("engine.cypher.party.guarding"), "guarding", "Rules-of-the-Game")] };
}

/** Steps a PC's Speed task is hindered to get past a guarding NPC. */
export function passGuardingNpc(): { speedHindered: number; explanation: Explanation } {
	return { speedHindered: 1, explanation: [citedStep(t("engine.cypher.party.npcGuarding"), "npcGuarding", "Rules-of-the-Game")] };
}

/**
 * 001's covering fire: a covering attack that hit hinders the foe's next attack one step. The
 * player rolls, so it is the defense against that attack that is eased.
 */
export function coveringFire(): { foeAttackHindered: number; explanation: Explanation } {
	return { foeAttackHindered: 1, explanation: [citedStep(t("engine.cypher.party.coveringFire"), "coveringFire", "Rules-of-the-Game")] };
}

/**
 * 001's high and low: a foe hit by a melee and a ranged attack in one round has its next task one
 * step harder. Against a PC its next task is usually an attack, which the PC's defense meets eased.
 */
export function highAndLow(): { foeTaskHindered: number; explanation: Explanation } {
	return { foeTaskHindered: 1, explanation: [citedStep(t("engine.cypher.party.highAndLow"), "highAndLow", "Rules-of-the-Game")] };
}

/** 001's three-on-one: with three (or more, as we read it) attacking one foe in melee, each gets +1 on the attack. */
export function threeOnOne(meleeAttackers: number): { rollBonus: number; explanation: Explanation } {
	const bonus = Number.isInteger(meleeAttackers) && meleeAttackers >= 3 ? 1 : 0;
	return {
		rollBonus: bonus,
		explanation: [citedStep(bonus ? t("engine.cypher.party.ganging", { attackers: meleeAttackers }) : t("engine.cypher.party.noGanging"), "threeOnOne", "Rules-of-the-Game")],
	};
}
