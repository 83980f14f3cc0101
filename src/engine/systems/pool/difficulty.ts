/**
 * Difficulty Numbers, success and Amazing Success. "Beat" is read strictly: a
 * result equal to the Difficulty Number fails (the Miracle rule speaks of
 * succeeding "by at least one").
 */
import { wholeNumberProblem } from "../../checks";
import { fail, ok, type Result } from "../../result";
import type { CitedExplanation } from "./citations";
import type { PoolRoll } from "./read";
import { citedStep } from "./cited-step";
import { t } from "../../../lang";

export type DifficultyName = "easy" | "moderate" | "challenging" | "difficult" | "very-difficult" | "nigh-impossible";

export interface Difficulty {
	id: DifficultyName;
	label: string;
	dn: number;
}

export const DIFFICULTIES: readonly Difficulty[] = [
	{ id: "easy", label: "Easy", dn: 2 },
	{ id: "moderate", label: "Moderate", dn: 4 },
	{ id: "challenging", label: "Challenging", dn: 6 },
	{ id: "difficult", label: "Difficult", dn: 8 },
	{ id: "very-difficult", label: "Very Difficult", dn: 10 },
	{ id: "nigh-impossible", label: "Nigh Impossible", dn: 12 },
];

/** The highest Difficulty Number; a result above it is an Amazing Success. */
export const MAX_DIFFICULTY = 12;

/** Upper bound on a Difficulty Number typed in by hand (a 100d20 pool cannot beat more). */
export const MAX_DN = 2000;

export function difficultyNumber(name: string): Result<number> {
	const key = name.trim().toLowerCase().replace(/\s+/g, "-");
	const found = DIFFICULTIES.find((d) => d.id === key);
	if (!found) return fail(`"${name}" is not a difficulty; use one of ${DIFFICULTIES.map((d) => d.label).join(", ")}.`);
	return ok(found.dn);
}

export function isAmazing(roll: PoolRoll): boolean {
	return !roll.catastrophe && roll.result > MAX_DIFFICULTY;
}

export interface CheckOutcome {
	success: boolean;
	/** Result − DN: how much the roll beat (positive) or missed (zero or negative) the number by. */
	margin: number;
	amazing: boolean;
	catastrophe: boolean;
	explanation: CitedExplanation;
}

/** A roll against a Difficulty Number. */
export function checkAgainst(roll: PoolRoll, dn: number): Result<CheckOutcome> {
	const problem = wholeNumberProblem(t("engine.pool.field.aDn"), dn, 0, MAX_DN);
	if (problem) return fail(problem);
	const explanation: CitedExplanation = [];
	const margin = roll.result - dn;
	if (roll.catastrophe) {
		explanation.push(citedStep(t("engine.pool.check.catastrophe", { dn }), roll.mode === "lowest" ? "negativeOnes" : "onesNeverAdd"));
		return ok({ success: false, margin, amazing: false, catastrophe: true, explanation });
	}
	const success = margin > 0;
	explanation.push(citedStep(
		success
			? t("engine.pool.check.beats", { result: roll.result, dn, margin })
			: margin === 0
				? t("engine.pool.check.tie", { result: roll.result, dn })
				: t("engine.pool.check.fails", { result: roll.result, dn }),
		"beat",
	));
	const amazing = isAmazing(roll);
	if (amazing) {
		explanation.push(citedStep(t("engine.pool.check.amazing", { result: roll.result, max: MAX_DIFFICULTY }), "amazing"));
	}
	return ok({ success, margin, amazing: amazing && success, catastrophe: false, explanation });
}

export interface OpposedOutcome {
	/** Who beat whom: the acting side must beat the opposing roll; a tie is no success for the actor. */
	winner: "actor" | "opponent";
	/** Actor's result − opponent's result. */
	margin: number;
	/** Which side may inflict a Complication: the one with an Amazing Success when the other has none. */
	complicationBy: "actor" | "opponent" | null;
	explanation: CitedExplanation;
}

/**
 * An opposed roll. The actor succeeds only by beating the opponent's roll;
 * a catastrophic failure never succeeds.
 */
export function opposed(actor: PoolRoll, opponent: PoolRoll): OpposedOutcome {
	const margin = actor.result - opponent.result;
	const actorWins = !actor.catastrophe && margin > 0;
	const explanation: CitedExplanation = [
		citedStep(
			actor.catastrophe
				? t("engine.pool.opposed.catastrophe")
				: actorWins
					? t("engine.pool.opposed.beats", { actor: actor.result, opponent: opponent.result, margin })
					: t("engine.pool.opposed.fails", { actor: actor.result, opponent: opponent.result }),
			actor.catastrophe ? "onesNeverAdd" : "beat",
		),
	];
	const actorAmazing = isAmazing(actor);
	const opponentAmazing = isAmazing(opponent);
	let complicationBy: OpposedOutcome["complicationBy"] = null;
	if (actorAmazing !== opponentAmazing) {
		complicationBy = actorAmazing ? "actor" : "opponent";
		explanation.push(citedStep(
			complicationBy === "actor" ? t("engine.pool.opposed.actorAmazing") : t("engine.pool.opposed.opponentAmazing"),
			"amazingOpposed",
		));
	}
	return { winner: actorWins ? "actor" : "opponent", margin, complicationBy, explanation };
}
