/**
 * The `condition` kind: a condition a combatant bears (Dazed, Stunned, Prone…). Its note's
 * properties are the numbers the engine's condition rules take (engine/conditions.ts and each
 * game's conditions module); its body says in the pack's own words what it is and what the plugin
 * does not enforce.
 *
 *     ledger: rule          system: cypher        rule: condition
 *     id: dazed             label: Dazed          lasts: next-turn-end
 *     task-steps: 1         melee-attacks: 1      ranged-attacks: 1
 */
import type { ConditionBase } from "../../../engine/conditions";
import { describeCypherCondition, type CypherCondition } from "../../../engine/systems/cypher/health/conditions";
import { CONDITION_ROLLS, describeD20Condition, type ConditionAdjustment, type D20Condition } from "../../../engine/systems/d20/conditions";
import { describePoolCondition, type PoolCondition } from "../../../engine/systems/pool/conditions";
import type { SystemId } from "../../../notes/schema/kind";
import type { RuleReader } from "../rule-reader";
import type { RuleKind } from "./kind";
import { t } from "../../../lang";

/** A condition of any game, as the engine takes it. */
export type ConditionSpec = CypherCondition | PoolCondition | D20Condition;

/** Steps and dice a condition may move, at most: more is a different rule, or a typing mistake. */
const MAX_STEPS = 5;

/** Each game's own keys for a condition; a key of another game's is said plainly (rule-reader.ts). */
export const CONDITION_KEYS: Readonly<Record<SystemId, readonly string[]>> = {
	cypher: ["task-steps", "defense-steps", "effort-cost", "melee-attacks", "ranged-attacks", "attacks-hit"],
	pool: ["dice"],
	d20: ["attack", "damage", "defence", "defence-melee", "defence-ranged", "checks", "no-dex-to-defence", "wounds-unless-save"],
};

/** The d20 keys that hold a bonus or penalty, with the roll each applies to. */
const D20_ADJUSTMENT_KEYS: readonly (readonly [string, ConditionAdjustment["applies"], ConditionAdjustment["against"]])[] = [
	["attack", "attack", undefined],
	["damage", "damage", undefined],
	["defence", "defence", undefined],
	["defence-melee", "defence", "melee"],
	["defence-ranged", "defence", "ranged"],
	["checks", "checks", undefined],
];

function readBase(reader: RuleReader, id: string, label: string): ConditionBase {
	return {
		id,
		label,
		lasts: reader.duration("lasts", "until-removed"),
		endsOnRest: reader.bool("ends-on-rest"),
		losesTurn: reader.bool("loses-turn"),
		onlyDefends: reader.bool("only-defends"),
		noPhysicalActions: reader.bool("no-physical-actions"),
	};
}

export const conditionKind: RuleKind<ConditionSpec> = {
	name: "condition",
	noun: "condition",
	needsBody: false,
	read(reader, system, id, label) {
		reader.foreignKeys(system, CONDITION_KEYS[system], CONDITION_KEYS);
		const base = readBase(reader, id, label);
		const steps = (key: string): number => reader.int(key, 0, -MAX_STEPS, MAX_STEPS);
		if (system === "cypher") {
			return {
				...base,
				system,
				taskSteps: steps("task-steps"),
				defenseSteps: steps("defense-steps"),
				effortCost: steps("effort-cost"),
				meleeAttackSteps: steps("melee-attacks"),
				rangedAttackSteps: steps("ranged-attacks"),
				attacksHit: reader.bool("attacks-hit"),
			};
		}
		if (system === "pool") {
			// 003 has no rest: nothing would ever end such a condition, so the note is told so rather than obeyed.
			if (base.endsOnRest) reader.fields.note("ends-on-rest", t("pack.problem.poolNoRest"));
			return { ...base, system, dice: steps("dice") };
		}
		const adjustments: ConditionAdjustment[] = [];
		for (const [key, applies, against] of D20_ADJUSTMENT_KEYS) {
			const read = reader.adjustment(key);
			if (read) adjustments.push({ ...read, applies, ...(against === undefined ? {} : { against }) });
		}
		const dc = reader.int("wounds-unless-save", 0, 0, 40);
		return { ...base, system, adjustments, noDexToDefence: reader.bool("no-dex-to-defence"), woundsUnlessSave: dc === 0 ? null : dc };
	},
	describe: (rule) => describeCondition(rule),
};

/** What a condition does, in a sentence, by its game's own words. */
export function describeCondition(rule: ConditionSpec): string {
	return rule.system === "cypher" ? describeCypherCondition(rule) : rule.system === "pool" ? describePoolCondition(rule) : describeD20Condition(rule);
}

/** The rolls a d20 condition's keys name, for the Manual and the panel ("attack, damage, defence, checks"). */
export const D20_CONDITION_ROLLS = CONDITION_ROLLS;
