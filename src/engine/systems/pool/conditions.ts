/**
 * Conditions in the pool game (seed 003): what one does to a roll, read from its values (a rule
 * pack's note gives them; the built-in pack holds 003's Combat Complications). The built-in values
 * follow citations "stunned" (loses the next action, still makes Defense Rolls) and "impaired" (−1
 * die to all actions until the end of combat); the third complication, "weaknessComplication", is
 * the pack's effect that applies no condition.
 */
import type { ConditionBase } from "../../conditions";
import { diceCount } from "../../text";

export interface PoolCondition extends ConditionBase {
	system: "pool";
	/** Dice added to every roll of the bearer, Defense Rolls included (negative: taken away). */
	dice: number;
}

/** What a condition does, in a sentence for its chip and its note's panel ("−1 die on every roll."). */
export function describePoolCondition(condition: PoolCondition): string {
	const parts: string[] = [];
	if (condition.dice !== 0) parts.push(`${condition.dice > 0 ? "+" : "−"}${diceCount(Math.abs(condition.dice))} on every roll`);
	if (condition.losesTurn) parts.push("loses its next action (it still makes Defense Rolls)");
	else if (condition.onlyDefends) parts.push("can only make Defense Rolls");
	if (condition.noPhysicalActions) parts.push("cannot move or act physically");
	if (parts.length === 0) return "No effect the plugin applies.";
	const text = parts.join(", ");
	return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
