/**
 * Several actions in one round (seed 003): every action of the round, and every Defense Roll made in
 * it, loses as many dice as there are actions (pool-size.ts counts the penalty); the same action may
 * not be taken against the same target twice. Here: what a round's record of actions (the encounter
 * keeps it, engine/encounter/round-record.ts) allows the next action.
 */
import { fail, ok, type Result } from "../../result";
import type { RoundRecord } from "../../encounter/round-record";
import type { CitedExplanation } from "./citations";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

/** How the record names an attack: the action and its target ("attack: Bandit 1"). */
export const ATTACKED = "attack: ";
export const attackOn = (target: string): string => `${ATTACKED}${target}`;

/** The actions-this-round a dialog starts from: those declared, or one more than taken once they are used up. */
export function actionsThisRound(record: RoundRecord): number {
	const declared = record.declared ?? 1;
	return Math.max(declared, record.actions.length + 1);
}

/**
 * Whether one more action (`action`, with `declared` actions this round) fits the round's record:
 * the count must include every action taken and this one; the same action on the same target is
 * refused (003: "the same action may not be taken against the same target twice, so you can't get
 * multiple attacks against the same target"). The steps say what it means for the earlier rolls.
 */
export function nextAction(record: RoundRecord, action: string, declared: number, who: string): Result<CitedExplanation> {
	const taken = record.actions.length;
	if (declared < taken + 1) {
		return fail(t("engine.pool.actions.tooFew", { who, taken, next: taken + 1 }));
	}
	if (action.startsWith(ATTACKED) && record.actions.includes(action)) {
		return fail(t("engine.pool.actions.sameTarget", { who, target: action.slice(ATTACKED.length) }));
	}
	const steps: CitedExplanation = [];
	const before = record.declared ?? 1;
	if (taken > 0 && declared > before) {
		steps.push(citedStep(before === 1 ? t("engine.pool.actions.earlierOnly", { next: taken + 1, declared, taken }) : t("engine.pool.actions.earlierOneOf", { next: taken + 1, declared, taken, before }), "multipleActions"));
	} else if (declared > 1) {
		steps.push(citedStep(t("engine.pool.actions.nth", { next: taken + 1, declared }), "multipleActions"));
	}
	return ok(steps);
}
