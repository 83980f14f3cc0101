/**
 * Paying Endurance (Drama Dice, Miracles, other Endurance costs) and
 * Recovering. Endurance spent on Drama Dice and Miracles is counted in
 * `endurance-spent`, because it "cannot be regained in the usual manner":
 * Recovering fills Endurance only up to `endurance-max − endurance-spent`.
 */
import { wholeNumberProblem } from "../../checks";
import { fail, ok, type Result } from "../../result";
import type { StateChange } from "../../state";
import { outOfFight, POOL_KEYS, type Vitals } from "./character";
import type { CitedExplanation } from "./citations";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

export const DRAMA_DIE_COST = 5;
export const MIRACLE_COST = 30;
export const MIRACLE_DICE = 6;
export const RECOVERING_AMOUNT = 10;
/** Most Drama Dice bought at once: past this the cost is surely a typo. */
export const MAX_DRAMA_DICE = 100;

export type EnduranceUse = "drama" | "miracle" | "other";

export interface VitalsUpdate {
	vitals: Vitals;
	changes: StateChange[];
	explanation: CitedExplanation;
}

/**
 * Pays `cost` Endurance. What Endurance cannot cover comes out of Health (the
 * seed: at zero Endurance, Endurance costs are "just taken from Health").
 * Refused when Health and Endurance together cannot pay.
 */
export function payEndurance(vitals: Vitals, cost: number, use: EnduranceUse, target = ""): Result<VitalsUpdate> {
	const problem = wholeNumberProblem(t("engine.pool.field.enduranceCost"), cost, 0);
	if (problem) return fail(problem);
	if (cost > vitals.endurance + vitals.health) {
		return fail(t("engine.pool.endurance.cannotPay", { cost, left: vitals.endurance + vitals.health }));
	}
	const fromEndurance = Math.min(cost, vitals.endurance);
	const fromHealth = cost - fromEndurance;
	const tracked = use === "other" ? 0 : fromEndurance;
	const next: Vitals = {
		...vitals,
		endurance: vitals.endurance - fromEndurance,
		health: vitals.health - fromHealth,
		enduranceSpent: vitals.enduranceSpent + tracked,
	};
	const explanation: CitedExplanation = [
		citedStep(
			t("engine.pool.endurance.pays", { cost, fromEndurance, before: vitals.endurance, after: next.endurance }),
			use === "drama" ? "dramaDice" : use === "miracle" ? "miracle" : "enduranceCost",
		),
	];
	if (fromHealth > 0) {
		explanation.push(citedStep(
			t("engine.pool.endurance.fromHealth", { fromHealth, before: vitals.health, after: next.health }),
			"enduranceZero",
		));
	}
	if (tracked > 0) {
		explanation.push(citedStep(
			t("engine.pool.endurance.spent", { tracked, before: vitals.enduranceSpent, after: next.enduranceSpent }),
			"dramaNotRegained",
		));
	}
	if (outOfFight(next)) explanation.push(citedStep(t("engine.pool.endurance.out"), "outOfFight"));
	return ok({ vitals: next, changes: vitalsChanges(vitals, next, target), explanation });
}

/** Buys `dice` Drama Dice at 5 Endurance each. */
export function buyDramaDice(vitals: Vitals, dice: number, target = ""): Result<VitalsUpdate> {
	if (!Number.isInteger(dice) || dice < 1 || dice > MAX_DRAMA_DICE) {
		return fail(t("engine.pool.endurance.dramaCount", { max: MAX_DRAMA_DICE, got: String(dice) }));
	}
	return payEndurance(vitals, dice * DRAMA_DIE_COST, "drama", target);
}

/** Pays for a Miracle: 30 Endurance. */
export function payMiracle(vitals: Vitals, target = ""): Result<VitalsUpdate> {
	return payEndurance(vitals, MIRACLE_COST, "miracle", target);
}

/**
 * Recovering: once per combat, the character's action restores 10 Endurance,
 * never past `endurance-max − endurance-spent`. `alreadyRecovered` says whether
 * they have Recovered in this combat (kept by the encounter, not the sheet).
 */
export function recover(vitals: Vitals, alreadyRecovered: boolean, target = ""): Result<VitalsUpdate> {
	if (alreadyRecovered) return fail(t("engine.pool.endurance.recoveredAlready"));
	const ceiling = Math.max(0, vitals.enduranceMax - vitals.enduranceSpent);
	const after = Math.max(vitals.endurance, Math.min(ceiling, vitals.endurance + RECOVERING_AMOUNT));
	const next: Vitals = { ...vitals, endurance: after };
	const explanation: CitedExplanation = [
		citedStep(t("engine.pool.endurance.recovering", { before: vitals.endurance, after }), "recovering"),
	];
	if (after < vitals.endurance + RECOVERING_AMOUNT) {
		explanation.push(citedStep(
			t("engine.pool.endurance.capped", { ceiling, spent: vitals.enduranceSpent }),
			"dramaNotRegained",
		));
	}
	return ok({ vitals: next, changes: vitalsChanges(vitals, next, target), explanation });
}

/** One StateChange per track that moved, keyed by its frontmatter key. */
export function vitalsChanges(before: Vitals, after: Vitals, target: string): StateChange[] {
	const changes: StateChange[] = [];
	const tracks: ["health" | "endurance" | "enduranceSpent", string][] = [
		["health", POOL_KEYS.health],
		["endurance", POOL_KEYS.endurance],
		["enduranceSpent", POOL_KEYS.enduranceSpent],
	];
	for (const [field, key] of tracks) {
		if (before[field] !== after[field]) changes.push({ target, key, before: before[field], after: after[field] });
	}
	return changes;
}
