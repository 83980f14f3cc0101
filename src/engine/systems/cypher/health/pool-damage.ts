/**
 * Wounds variant (seed 000): special attacks that damage a stat Pool. The Pool
 * empties first; whatever is left over turns into one wound sized by the
 * 1–4 / 5–8 / 9+ table.
 */
import { t } from "../../../../lang";
import { poolKey, type CypherCharacter, type PoolState, type Stat, type Wounds } from "../character";
import type { ExplainStep } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import { PAGE, pushChange, type RuleOutcome } from "./outcome";
import { checkAmount, checkCharacter } from "./validate";
import { markWounds, type WoundSeverity } from "./wounds";
import { citedStep } from "../cited-step";

/** 000's table "Pool Damage | Wound Type": 1 to 4 minor, 5 to 8 moderate, 9+ major; 0 is no wound. */
export function woundFromPoolDamage(points: number): WoundSeverity | null {
	if (points <= 0) return null;
	if (points <= 4) return "minor";
	if (points <= 8) return "moderate";
	return "major";
}

export interface PoolDamageResult {
	pools: Record<Stat, PoolState>;
	/** Points the Pool actually lost. */
	poolLoss: number;
	/** Points beyond the Pool that turned into a wound. */
	excess: number;
	wound: WoundSeverity | null;
	wounds: Wounds;
	dead: boolean;
}

export function applyPoolDamage(
	character: CypherCharacter,
	stat: Stat,
	amount: number,
): Result<RuleOutcome<PoolDamageResult>> {
	const error = checkCharacter(character) ?? checkAmount(t("engine.cypher.health.field.damage"), amount);
	if (error) return fail(error);
	const pool = character.pools[stat];
	const poolLoss = Math.min(pool.current, amount);
	const excess = amount - poolLoss;
	const after = pool.current - poolLoss;
	const explanation: ExplainStep[] = [
		citedStep(t("engine.cypher.health.poolDamage", { amount, stat, before: pool.current, after }), "poolDamage", PAGE.rules),
	];
	const changes: RuleOutcome<PoolDamageResult>["changes"] = [];
	pushChange(changes, character.name, poolKey(stat), pool.current, after);
	const wound = woundFromPoolDamage(excess);
	let wounds = character.wounds;
	let dead = wounds.major >= 3;
	if (wound) {
		explanation.push(citedStep(
			t("engine.cypher.health.poolDamageWound", { points: excess, severity: wound }),
			"poolDamageToWounds",
			PAGE.rules,
		));
		const marked = markWounds(character.name, character.wounds, [wound], character.woundBoxes);
		explanation.push(...marked.explanation);
		changes.push(...marked.changes);
		wounds = marked.value.wounds;
		dead = marked.value.dead;
	}
	const pools = { ...character.pools, [stat]: { ...pool, current: after } };
	return ok({ value: { pools, poolLoss, excess, wound, wounds, dead }, explanation, changes });
}
