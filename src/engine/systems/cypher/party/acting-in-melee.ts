/**
 * 001's optional rule "ACTING IN MELEE: Doing anything other than fighting provokes immediate extra
 * attack unless character's only action is to move." On when the encounter note says
 * `acting-in-melee: true`; the tracker then offers it on each combatant's row, and the entry says
 * whether the foes in melee get their extra attack.
 */
import { t } from "../../../../lang";
import type { Explanation } from "../../../explain";
import { citedStep } from "../cited-step";

/** The encounter's setting for the optional rule. */
export const ACTING_IN_MELEE_KEY = "acting-in-melee";

export interface MeleeAction {
	provokes: boolean;
	text: string;
	explanation: Explanation;
}

/** A combatant in melee does something other than fight: the foes engaging it attack at once, unless it only moves. */
export function actingInMelee(name: string, onlyMoving: boolean): MeleeAction {
	const text = onlyMoving
		? t("engine.cypher.party.onlyMoves", { name })
		: t("engine.cypher.party.extraAttacks", { name });
	return { provokes: !onlyMoving, text, explanation: [citedStep(onlyMoving ? t("engine.cypher.party.moveProvokesNothing", { name }) : t("engine.cypher.party.actsInMelee", { name }), "actingInMelee")] };
}
