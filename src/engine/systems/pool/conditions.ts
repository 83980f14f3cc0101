/**
 * Conditions in the pool game (seed 003): what one does to a roll, read from its values (a rule
 * pack's note gives them; the built-in pack holds 003's Combat Complications). The built-in values
 * follow citations "stunned" (loses the next action, still makes Defense Rolls) and "impaired" (−1
 * die to all actions until the end of combat); the third complication, "weaknessComplication", is
 * the pack's effect that applies no condition.
 */
import type { ConditionBase } from "../../conditions";
import { t } from "../../../lang";

export interface PoolCondition extends ConditionBase {
	system: "pool";
	/** Dice added to every roll of the bearer, Defense Rolls included (negative: taken away). */
	dice: number;
}

/** What a condition does, in a sentence for its chip and its note's panel ("−1 die on every roll."). */
export function describePoolCondition(condition: PoolCondition): string {
	const parts: string[] = [];
	if (condition.dice > 0) parts.push(t("engine.pool.condition.dicePlus", { n: condition.dice }));
	if (condition.dice < 0) parts.push(t("engine.pool.condition.diceMinus", { n: -condition.dice }));
	if (condition.losesTurn) parts.push(t("engine.pool.condition.losesTurn"));
	else if (condition.onlyDefends) parts.push(t("engine.pool.condition.onlyDefends"));
	if (condition.noPhysicalActions) parts.push(t("engine.pool.condition.noPhysical"));
	if (parts.length === 0) return t("engine.pool.condition.none");
	const text = parts.join(", ");
	return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
