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
import { t } from "../../../../lang";

/** 000's rallying table: Might cost per wound; null where rallying is not allowed. */
export const RALLY_COST: Record<WoundSeverity, number | null> = { minor: 2, moderate: 5, major: null };
/** 000's treatment table: difficulty of the Intellect task per wound (0 = routine). */
export const TREATMENT_DIFFICULTY: Record<WoundSeverity, number> = { minor: 0, moderate: 3, major: 6 };
/** 000's treatment table: the time the healer and the patient both spend, per wound ("ten minutes"), in the user's language. */
export const treatmentTime = (severity: WoundSeverity): string => t("engine.cypher.recovery.treatmentTime", { severity });

export interface WoundHealingResult {
	wounds: Wounds;
	removed: boolean;
	mightAfter: number;
}

function precheck(character: CypherCharacter, severity: WoundSeverity): string | null {
	const error = checkCharacter(character) ?? severityProblem(severity);
	if (error) return error;
	if (isDeadByWounds(character.wounds, character.woundBoxes)) return t("engine.cypher.recovery.isDead", { name: shortName(character.name) });
	if (character.wounds[severity] === 0) return t("engine.cypher.recovery.noWound", { name: shortName(character.name), severity });
	return null;
}

export function rally(character: CypherCharacter, severity: WoundSeverity): Result<RuleOutcome<WoundHealingResult>> {
	const error = precheck(character, severity);
	if (error) return fail(error);
	const cost = RALLY_COST[severity];
	if (cost === null) {
		return fail(t("engine.cypher.recovery.rallyMajor"));
	}
	const might = character.pools.might.current;
	if (might < cost) return fail(t("engine.cypher.recovery.rallyTooCostly", { severity, cost, name: shortName(character.name), might }));
	const wounds = { ...character.wounds, [severity]: character.wounds[severity] - 1 };
	const explanation: ExplainStep[] = [
		citedStep(
			t("engine.cypher.recovery.rally", { severity, cost, before: might, after: might - cost }),
			"rally",
			PAGE.rules,
		),
		citedStep(t("engine.cypher.recovery.rallyNoEdge"), "rallyNoEdge", PAGE.rules),
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
	const task = decideTask(t("engine.cypher.recovery.treatLabel", { severity }), difficulty, outcome);
	if (!task.ok) return task;
	const explanation: ExplainStep[] = [
		citedStep(
			difficulty === 0 ? t("engine.cypher.recovery.treatRoutine", { severity }) : t("engine.cypher.recovery.treat", { severity, difficulty }),
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
		explanation.push(citedStep(t("engine.cypher.recovery.woundRemoved", { severity })));
	}
	return ok({
		value: { wounds, removed: task.value.succeeded, mightAfter: character.pools.might.current },
		explanation,
		changes,
	});
}
