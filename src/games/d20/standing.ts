/**
 * The bonuses and penalties a d20 combatant carries into every roll until they change: the combat
 * stance (sized by the campaign's stance table for the BCB) and the Minor penalties of crippling
 * injuries. They are ordinary adjustments, so they meet the dialog's own on the Minor → Major →
 * Extreme track (004: "You can combine stances, too"; "Penalties stack in the usual way").
 */
import { fail, ok, type Result } from "../../engine/result";
import type { Adjustment } from "../../engine/systems/d20/adjustments";
import type { CitedExplanation } from "../../engine/systems/d20/citations";
import type { D20Settings } from "../../engine/systems/d20/settings";
import { adoptStances } from "../../engine/systems/d20/stances";
import { stancesHeld, type D20Combatant } from "./model";

export interface Standing {
	adjustments: Adjustment[];
	explanation: CitedExplanation;
}

export function standingAdjustments(combatant: D20Combatant, settings: D20Settings): Result<Standing> {
	const adjustments: Adjustment[] = [];
	const explanation: CitedExplanation = [];
	const { crippling } = combatant.state;
	const held = stancesHeld(combatant.state);
	if (held.length > 0) {
		const adopted = adoptStances(combatant.character.bcb, held.map((stance) => ({ stance })), settings);
		if (!adopted.ok) return fail(`${combatant.name}: ${adopted.error}`);
		adjustments.push(...adopted.value.adjustments);
		// One line per stance; two combined say so, and warn when they pull one roll both ways.
		explanation.push(...adopted.value.explanation.slice(0, held.length));
		if (held.length > 1) explanation.push({ text: `${combatant.name} combines the ${held.join(" and ")} stances: they meet on the track like any bonuses and penalties.` });
		if (adopted.value.needsGmApproval) explanation.push({ text: "These stances pull one roll both ways: the GM may not allow the combination." });
	}
	crippling.forEach((roll, index) => {
		// Each injury is its own source: "Penalties stack in the usual way" (same-source ones would not).
		adjustments.push({ level: "minor", direction: "penalty", applies: roll, source: `crippling injury ${index + 1}` });
	});
	if (crippling.length > 0) {
		explanation.push({ text: `${combatant.name} has ${crippling.length === 1 ? "a crippling injury" : `${crippling.length} crippling injuries`}: a Minor penalty to ${crippling.join(", ")}.` });
	}
	return ok({ adjustments, explanation });
}
