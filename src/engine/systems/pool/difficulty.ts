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
	const problem = wholeNumberProblem("A Difficulty Number", dn, 0, MAX_DN);
	if (problem) return fail(problem);
	const explanation: CitedExplanation = [];
	const margin = roll.result - dn;
	if (roll.catastrophe) {
		explanation.push(citedStep(`Catastrophic failure against DN ${dn}.`, roll.mode === "lowest" ? "negativeOnes" : "onesNeverAdd"));
		return ok({ success: false, margin, amazing: false, catastrophe: true, explanation });
	}
	const success = margin > 0;
	explanation.push(citedStep(
		success
			? `${roll.result} beats DN ${dn} by ${margin}: success.`
			: `${roll.result} does not beat DN ${dn}${margin === 0 ? " (a tie is not enough)" : ""}: failure.`,
		"beat",
	));
	const amazing = isAmazing(roll);
	if (amazing) {
		explanation.push(citedStep(`${roll.result} is above ${MAX_DIFFICULTY}: an Amazing Success.`, "amazing"));
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
				? "The actor's roll is a catastrophic failure."
				: actorWins
					? `${actor.result} beats ${opponent.result} by ${margin}: the actor succeeds.`
					: `${actor.result} does not beat ${opponent.result}: the actor fails.`,
			actor.catastrophe ? "onesNeverAdd" : "beat",
		),
	];
	const actorAmazing = isAmazing(actor);
	const opponentAmazing = isAmazing(opponent);
	let complicationBy: OpposedOutcome["complicationBy"] = null;
	if (actorAmazing !== opponentAmazing) {
		complicationBy = actorAmazing ? "actor" : "opponent";
		explanation.push(citedStep(
			`The ${complicationBy} rolled an Amazing Success and the other side did not: they may inflict a Complication.`,
			"amazingOpposed",
		));
	}
	return { winner: actorWins ? "actor" : "opponent", margin, complicationBy, explanation };
}
