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
import { capital } from "../../text";
import { t } from "../../../lang";

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
	return t("engine.d20.condition.adjustment", { level: a.level, direction: a.direction, roll: a.applies, against: a.against ?? "any" });
}

/** What a condition does, in a sentence for its chip and its note's panel. */
export function describeD20Condition(condition: D20Condition): string {
	const parts = condition.adjustments.map(adjustmentWords);
	if (condition.noDexToDefence) parts.push(t("engine.d20.condition.noDex"));
	if (condition.woundsUnlessSave !== null) parts.push(t("engine.d20.condition.woundsUnlessSave", { dc: condition.woundsUnlessSave }));
	if (condition.losesTurn) parts.push(t("engine.d20.condition.losesTurn"));
	else if (condition.onlyDefends) parts.push(t("engine.d20.condition.onlyDefends"));
	if (condition.noPhysicalActions) parts.push(t("engine.d20.condition.noPhysical"));
	if (parts.length === 0) return t("engine.d20.condition.noEffect");
	return t("engine.d20.condition.effects", { effects: capital(parts.join(", ")) });
}
