/**
 * Conditions in the d20 game (seed 004): what one does to a roll, read from its values (a rule
 * pack's note gives them; the built-in pack holds 004's flat-footed, citations "flatFooted",
 * "flatFootedDex" and "flatFootedWounds", and lying prone from its list of example bonuses and
 * penalties). Its bonuses and
 * penalties are ordinary adjustments, so they meet every other one on the Minor → Major → Extreme
 * track, each condition its own source.
 */
import type { ConditionBase } from "../../conditions";
import type { Adjustment, Direction } from "./adjustments";
import type { AdjustmentLevel } from "./settings";

/** The rolls a condition's bonus or penalty can apply to. */
export const CONDITION_ROLLS = ["attack", "damage", "defence", "checks"] as const;
export type ConditionRoll = (typeof CONDITION_ROLLS)[number];

export interface ConditionAdjustment {
	level: AdjustmentLevel;
	direction: Direction;
	applies: ConditionRoll;
	/** Only against this kind of attack (defence only: 004's prone is better against ranged attacks, worse against melee). */
	against?: "melee" | "ranged";
}

export interface D20Condition extends ConditionBase {
	system: "d20";
	adjustments: ConditionAdjustment[];
	/** The bearer's Dexterity bonus does not count toward its Defence (a penalty still does). */
	noDexToDefence: boolean;
	/** Damage to the bearer goes to Wound Points unless it makes a Reflex save of this DC; null for none. */
	woundsUnlessSave: number | null;
}

/**
 * The adjustments the bearer's conditions put on one roll, as the track combines them: a
 * defence's only when the attack's kind matches (an attack of unknown kind counts as melee).
 */
export function conditionAdjustments(conditions: readonly D20Condition[], roll: ConditionRoll, attack: { ranged?: boolean } = {}): Adjustment[] {
	const kind = attack.ranged === true ? "ranged" : "melee";
	return conditions.flatMap((condition) =>
		condition.adjustments
			.filter((a) => a.applies === roll && (a.against === undefined || a.against === kind))
			.map((a): Adjustment => ({ level: a.level, direction: a.direction, applies: roll, source: condition.label })),
	);
}

/** "a Minor penalty to attack", "a Minor bonus to Defence against ranged attacks". */
export function adjustmentWords(a: ConditionAdjustment): string {
	const level = `${a.level.charAt(0).toUpperCase()}${a.level.slice(1)}`;
	const roll = a.applies === "defence" ? "Defence" : a.applies;
	return `a ${level} ${a.direction} to ${roll}${a.against === undefined ? "" : ` against ${a.against} attacks`}`;
}

/** What a condition does, in a sentence for its chip and its note's panel. */
export function describeD20Condition(condition: D20Condition): string {
	const parts = condition.adjustments.map(adjustmentWords);
	if (condition.noDexToDefence) parts.push("no Dexterity bonus to Defence");
	if (condition.woundsUnlessSave !== null) parts.push(`damage goes to Wound Points unless a Reflex save (DC ${condition.woundsUnlessSave}) succeeds`);
	if (condition.losesTurn) parts.push("loses its turn");
	else if (condition.onlyDefends) parts.push("can only defend");
	if (condition.noPhysicalActions) parts.push("cannot move or act physically");
	if (parts.length === 0) return "No effect the plugin applies.";
	const text = parts.join(", ");
	return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
