/**
 * Conditions in the Cypher System: what one does to a task, read from its values (a rule pack's
 * note gives them; the built-in pack holds seed 000's and 001's). Steps are always counted from the
 * roller's side, as the task engine counts them, because the player rolls everything: a dazed PC's
 * own tasks are hindered; a PC attacking a dazed foe is eased (000: "Target dazed"); a PC defending
 * against a dazed attacker is eased, since the attack is hindered (000: "Attacker dazed").
 *
 * The built-in pack's notes hold the seeds' values: citations "dazed" and "dazedClassic" (all tasks
 * hindered), "stunned" and "stunnedClassic" (the turn lost, defense at +1 difficulty), "paralysis".
 */
import { conditionRefusal, type ConditionBase } from "../../../conditions";
import type { ExplainStep } from "../../../explain";
import type { Stat } from "../character";
import { formatList, t } from "../../../../lang";

export interface CypherCondition extends ConditionBase {
	system: "cypher";
	/** Steps every task of the bearer is hindered by, defense rolls included; negative eases. */
	taskSteps: number;
	/** Further steps the bearer's defense rolls alone are hindered by (001's stunned: "defend at +1 difficulty"). */
	defenseSteps: number;
	/** Extra Pool points for each level of Effort the bearer applies. */
	effortCost: number;
	/** Steps a melee attack on the bearer is eased by (negative: hindered). */
	meleeAttackSteps: number;
	/** Steps a ranged attack on the bearer is eased by (negative: hindered). */
	rangedAttackSteps: number;
	/** Attacks on the bearer hit without a roll (000: "Target paralyzed or unconscious": Automatic Hit). */
	attacksHit: boolean;
}

/**
 * Whose condition it is, seen from the roller: `self` (the roller bears it), `target` (the roller
 * attacks the bearer), `attacker` (the roller defends against the bearer's attack).
 */
export type ConditionRole = "self" | "target" | "attacker";

/** The task a condition is weighed against. */
export interface ConditionTask {
	stat: Stat;
	/** A defense roll. */
	defense: boolean;
	/** The attack is a ranged one (the roller's own attack, or the one defended against); undefined when not known. */
	ranged?: boolean;
}

export interface ConditionOnTask {
	/** Steps the task is hindered by (negative: eased). */
	hinder: number;
	/** The roller's attack hits without a roll. */
	automaticHit: boolean;
	/** The roller's defense cannot succeed: the attack hits without a roll. */
	automaticMiss: boolean;
	/** Extra Pool points per level of Effort the roller pays. */
	effortCost: number;
	/** Why the task cannot be attempted at all. */
	refusal?: string;
	/** What the condition did to this task, in one line ("Dazed: one step harder"); none when it did nothing. */
	explanation: ExplainStep[];
}

/** "one step harder", "two steps easier", "4 steps harder". */
export function stepsWord(hinder: number): string {
	const steps = Math.abs(hinder);
	return hinder > 0 ? t("engine.cypher.health.condition.harder", { steps }) : t("engine.cypher.health.condition.easier", { steps });
}

/** What the condition is to the roller, as its line names it: "Dazed", "Prone (the target)". */
function whose(condition: CypherCondition, role: ConditionRole): string {
	return role === "self" ? condition.label : t("engine.cypher.health.condition.whose", { label: condition.label, role });
}

/** What one condition does to one task, from the roller's side. */
export function conditionOnTask(condition: CypherCondition, role: ConditionRole, task: ConditionTask): ConditionOnTask {
	const result: ConditionOnTask = { hinder: 0, automaticHit: false, automaticMiss: false, effortCost: 0, explanation: [] };
	/** Steps attacks on the bearer are eased by, for the kind of attack (melee when not said). */
	const attackSteps = task.ranged === true ? condition.rangedAttackSteps : condition.meleeAttackSteps;
	const parts: string[] = [];
	if (role === "self") {
		const refusal = conditionRefusal(condition, { defense: task.defense, physical: task.stat !== "intellect" });
		if (refusal !== undefined) result.refusal = refusal;
		result.hinder = condition.taskSteps + (task.defense ? condition.defenseSteps : 0);
		// Defending, the bearer is the one attacked: what eases attacks on it hinders its defense.
		if (task.defense) {
			result.hinder += attackSteps;
			if (condition.attacksHit) {
				result.automaticMiss = true;
				parts.push(t("engine.cypher.health.condition.attacksOnItHit"));
			}
		}
		result.effortCost = condition.effortCost;
		if (condition.effortCost !== 0) {
			const cost = Math.abs(condition.effortCost);
			parts.push(condition.effortCost > 0 ? t("engine.cypher.health.condition.effortMore", { cost }) : t("engine.cypher.health.condition.effortLess", { cost }));
		}
	} else if (role === "target") {
		result.hinder = -attackSteps;
		if (condition.attacksHit) {
			result.automaticHit = true;
			parts.push(t("engine.cypher.health.condition.attackHits"));
		}
	} else {
		// The bearer's own attack is one of its tasks: what hinders it eases the defense against it.
		result.hinder = -condition.taskSteps;
	}
	if (result.hinder !== 0) parts.unshift(stepsWord(result.hinder));
	if (result.refusal !== undefined) result.explanation.push({ text: result.refusal });
	else if (parts.length > 0) result.explanation.push({ text: t("engine.cypher.health.condition.line", { who: whose(condition, role), effects: parts.join("; ") }) });
	return result;
}

/** What a condition does, in a sentence for its chip and its note's panel ("All tasks one step harder; loses its turn."). */
export function describeCypherCondition(condition: CypherCondition): string {
	const parts: string[] = [];
	if (condition.taskSteps !== 0) parts.push(t("engine.cypher.health.condition.allTasks", { steps: stepsWord(condition.taskSteps) }));
	if (condition.defenseSteps !== 0) parts.push(t("engine.cypher.health.condition.defenseBesides", { steps: stepsWord(condition.defenseSteps) }));
	if (condition.effortCost !== 0) {
		const cost = Math.abs(condition.effortCost);
		parts.push(condition.effortCost > 0 ? t("engine.cypher.health.condition.eachEffortMore", { cost }) : t("engine.cypher.health.condition.eachEffortLess", { cost }));
	}
	if (condition.losesTurn) parts.push(t("engine.cypher.health.condition.losesTurn"));
	else if (condition.onlyDefends) parts.push(t("engine.cypher.health.condition.onlyDefends"));
	if (condition.noPhysicalActions) parts.push(t("engine.cypher.health.condition.noPhysical"));
	if (condition.attacksHit) parts.push(t("engine.cypher.health.condition.attacksOnItHit"));
	else {
		const melee = condition.meleeAttackSteps;
		const ranged = condition.rangedAttackSteps;
		if (melee === ranged && melee !== 0) parts.push(t("engine.cypher.health.condition.attacksOnIt", { steps: stepsWord(-melee) }));
		else {
			if (melee !== 0) parts.push(t("engine.cypher.health.condition.meleeOnIt", { steps: stepsWord(-melee) }));
			if (ranged !== 0) parts.push(t("engine.cypher.health.condition.rangedOnIt", { steps: stepsWord(-ranged) }));
		}
	}
	return sentence(parts);
}

/** "A, b and c." with a capital, or "No effect the plugin applies." */
export function sentence(parts: readonly string[]): string {
	if (parts.length === 0) return t("engine.cypher.health.condition.noEffect");
	const text = formatList(parts);
	return t("engine.cypher.health.condition.sentence", { text: `${text.charAt(0).toUpperCase()}${text.slice(1)}` });
}
