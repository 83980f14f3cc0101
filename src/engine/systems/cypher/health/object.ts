/**
 * Damaging objects (000): the level is both Armor and health. Damage through
 * the Armor lowers the level one for one; at level 0 the object is broken;
 * further damage equal to its original level destroys it.
 *
 * Object note keys: `level` (current), `level-max` (original level) and
 * `damage-past-broken` (damage taken while at level 0).
 */
import type { ExplainStep } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import { PAGE, pushChange, shortName, type RuleOutcome } from "./outcome";
import { checkAmount, checkWhole } from "./validate";
import { citedStep } from "../cited-step";
import { t } from "../../../../lang";

export const OBJECT_KEYS = { level: "level", originalLevel: "level-max", pastBroken: "damage-past-broken" } as const;

export interface ObjectState {
	name: string;
	/** Current level: its Armor and what is left of its health. */
	level: number;
	originalLevel: number;
	/** Damage inflicted after the object reached level 0. */
	damagePastBroken: number;
}

export type ObjectCondition = "intact" | "broken" | "destroyed";

export interface ObjectDamageResult {
	object: ObjectState;
	/** Points that got through the Armor this hit. */
	through: number;
	condition: ObjectCondition;
}

export const newObject = (name: string, level: number): ObjectState => ({
	name,
	level,
	originalLevel: level,
	damagePastBroken: 0,
});

export function objectCondition(object: ObjectState): ObjectCondition {
	if (object.level > 0) return "intact";
	return object.damagePastBroken >= object.originalLevel ? "destroyed" : "broken";
}

/** The condition in the GM's words: "Intact (level 5 of 6)", "Broken: another 6 damage destroys it", "Destroyed". */
export function objectConditionText(object: ObjectState): string {
	const condition = objectCondition(object);
	if (condition === "intact") return t("engine.cypher.health.objectIntact", { level: object.level, original: object.originalLevel });
	return condition === "broken" ? t("engine.cypher.health.objectBrokenState", { damage: object.originalLevel - object.damagePastBroken }) : t("engine.cypher.health.objectDestroyedState");
}

export function damageObject(object: ObjectState, damage: number): Result<RuleOutcome<ObjectDamageResult>> {
	const error =
		checkAmount(t("engine.cypher.health.field.damage"), damage) ??
		checkWhole("level-max", object.originalLevel, 0, 100) ??
		checkWhole("level", object.level, 0, object.originalLevel) ??
		checkAmount("damage-past-broken", object.damagePastBroken);
	if (error) return fail(error);
	const explanation: ExplainStep[] = [];
	const changes: RuleOutcome<ObjectDamageResult>["changes"] = [];
	const name = object.name;
	if (objectCondition(object) === "destroyed") {
		explanation.push(citedStep(t("engine.cypher.health.objectAlreadyDestroyed", { name: shortName(name) })));
		return ok({ value: { object, through: 0, condition: "destroyed" }, explanation, changes });
	}
	if (object.level > 0) {
		// Armor equals the current level, which is why each hit on the steel door gets further through.
		const through = Math.max(0, damage - object.level);
		const level = Math.max(0, object.level - through);
		explanation.push(citedStep(
			t("engine.cypher.health.objectHit", { damage, level: object.level, through, after: level }),
			"objectLosesLevels",
			PAGE.rules,
		));
		if (level === 0) {
			// The seed's door: 4 points get through at level 3 and the seed still asks for "another 6 or more", so
			// damage beyond 0 in the breaking hit does not count toward destroying it.
			explanation.push(citedStep(
				t("engine.cypher.health.objectBroken", { name: shortName(name), damage: object.originalLevel }),
				"objectBroken",
				PAGE.rules,
			));
		}
		pushChange(changes, name, OBJECT_KEYS.level, object.level, level);
		const next = { ...object, level };
		return ok({ value: { object: next, through, condition: objectCondition(next) }, explanation, changes });
	}
	// Broken: no Armor left, damage adds up toward the original level.
	const pastBroken = Math.min(object.originalLevel, object.damagePastBroken + damage);
	const next = { ...object, damagePastBroken: pastBroken };
	const condition = objectCondition(next);
	explanation.push(citedStep(
		condition === "destroyed"
				? t("engine.cypher.health.objectDestroyed", { damage, name: shortName(name), original: object.originalLevel })
				: t("engine.cypher.health.objectDamaged", { damage, name: shortName(name), past: pastBroken, original: object.originalLevel }),
		"objectDestroyed",
		PAGE.rules,
	));
	pushChange(changes, name, OBJECT_KEYS.pastBroken, object.damagePastBroken, pastBroken);
	return ok({ value: { object: next, through: damage, condition }, explanation, changes });
}
