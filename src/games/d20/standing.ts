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
import { formatList, t } from "../../lang";
import { rollName, stanceName } from "./words";

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
		if (!adopted.ok) return fail(t("d20.refusal.condition", { name: combatant.name, refusal: adopted.error }));
		adjustments.push(...adopted.value.adjustments);
		// One line per stance; two combined say so, and warn when they pull one roll both ways.
		explanation.push(...adopted.value.explanation.slice(0, held.length));
		if (held.length > 1) explanation.push({ text: t("d20.log.combinesStances", { name: combatant.name, stances: formatList(held.map(stanceName)) }) });
		if (adopted.value.needsGmApproval) explanation.push({ text: t("d20.log.bothWays") });
	}
	crippling.forEach((roll, index) => {
		// Each injury is its own source: "Penalties stack in the usual way" (same-source ones would not).
		adjustments.push({ level: "minor", direction: "penalty", applies: roll, source: `crippling injury ${index + 1}` });
	});
	if (crippling.length > 0) {
		explanation.push({ text: t("d20.log.crippled", { name: combatant.name, count: crippling.length, rolls: crippling.map(rollName).join(", ") }) });
	}
	return ok({ adjustments, explanation });
}
