/**
 * Removing wounds in the wounds variant (000) outside rest: rallying (spend
 * Might, no roll, no Edge) and treatment (an Intellect task using the healing
 * skill, by the wound's severity).
 */
import { poolKey, woundKey, type CypherCharacter, type Wounds } from "../character";
import type { ExplainStep } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import { PAGE, pushChange, shortName, type RuleOutcome } from "../health/outcome";
import { checkCharacter } from "../health/validate";
import { isDeadByWounds, severityProblem, type WoundSeverity } from "../health/wounds";
import { decideTask, type TaskRoll } from "./task-roll";
import { citedStep } from "../cited-step";

/** 000's rallying table: Might cost per wound; null where rallying is not allowed. */
export const RALLY_COST: Record<WoundSeverity, number | null> = { minor: 2, moderate: 5, major: null };
/** 000's treatment table: difficulty of the Intellect task per wound (0 = routine). */
export const TREATMENT_DIFFICULTY: Record<WoundSeverity, number> = { minor: 0, moderate: 3, major: 6 };
/** 000's treatment table: the time the healer and the patient both spend, per wound. */
export const TREATMENT_TIME: Record<WoundSeverity, string> = { minor: "one minute", moderate: "ten minutes", major: "one hour" };

export interface WoundHealingResult {
	wounds: Wounds;
	removed: boolean;
	mightAfter: number;
}

function precheck(character: CypherCharacter, severity: WoundSeverity): string | null {
	const error = checkCharacter(character) ?? severityProblem(severity);
	if (error) return error;
	if (isDeadByWounds(character.wounds, character.woundBoxes)) return `${shortName(character.name)} is dead.`;
	if (character.wounds[severity] === 0) return `${shortName(character.name)} has no ${severity} wound to remove.`;
	return null;
}

export function rally(character: CypherCharacter, severity: WoundSeverity): Result<RuleOutcome<WoundHealingResult>> {
	const error = precheck(character, severity);
	if (error) return fail(error);
	const cost = RALLY_COST[severity];
	if (cost === null) {
		return fail("You can't rally to remove a major wound; use treatment, rest, or an exceptional healing ability.");
	}
	const might = character.pools.might.current;
	if (might < cost) return fail(`Rallying from a ${severity} wound costs ${cost} Might; ${shortName(character.name)} has ${might}.`);
	const wounds = { ...character.wounds, [severity]: character.wounds[severity] - 1 };
	const explanation: ExplainStep[] = [
		citedStep(
			`Rallying removes one ${severity} wound for ${cost} Might (${might} → ${might - cost}), no roll, one action.`,
			"rally",
			PAGE.rules,
		),
		citedStep("Might Edge does not reduce the cost.", "rallyNoEdge", PAGE.rules),
	];
	const changes: RuleOutcome<WoundHealingResult>["changes"] = [];
	pushChange(changes, character.name, poolKey("might"), might, might - cost);
	pushChange(changes, character.name, woundKey(severity), character.wounds[severity], wounds[severity]);
	return ok({ value: { wounds, removed: true, mightAfter: might - cost }, explanation, changes });
}

/**
 * Treatment: the healer (the character or an ally) makes the Intellect task;
 * give its outcome. A minor wound is routine and needs none.
 */
export function treatWound(
	character: CypherCharacter,
	severity: WoundSeverity,
	outcome?: TaskRoll,
): Result<RuleOutcome<WoundHealingResult>> {
	const error = precheck(character, severity);
	if (error) return fail(error);
	const difficulty = TREATMENT_DIFFICULTY[severity];
	const task = decideTask(`Treating a ${severity} wound (Intellect, healing skill)`, difficulty, outcome);
	if (!task.ok) return task;
	const explanation: ExplainStep[] = [
		citedStep(
			`Treating a ${severity} wound is an Intellect task of difficulty ${difficulty}${difficulty === 0 ? " (routine)" : ""}; it costs no Might.`,
			"treatWound",
			PAGE.rules,
		),
		...task.value.explanation,
	];
	const changes: RuleOutcome<WoundHealingResult>["changes"] = [];
	let wounds = character.wounds;
	if (task.value.succeeded) {
		wounds = { ...wounds, [severity]: wounds[severity] - 1 };
		pushChange(changes, character.name, woundKey(severity), character.wounds[severity], wounds[severity]);
		explanation.push(citedStep(`One ${severity} wound removed.`));
	}
	return ok({
		value: { wounds, removed: task.value.succeeded, mightAfter: character.pools.might.current },
		explanation,
		changes,
	});
}
