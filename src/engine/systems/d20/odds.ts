/**
 * Exact odds of d20 checks, as whole counts over the equally likely dice
 * (20 faces for one roller, 400 pairs for two), so results are exact fractions.
 */
import type { Contestant } from "./check";
import { tieWinner } from "./check";

export interface Odds {
	/** Equally likely outcomes counted. */
	outOf: number;
	/** Outcomes in which the roller (or actor) succeeds. */
	successes: number;
	/** successes / outOf. */
	chance: number;
}

export interface NaturalRules {
	/** A natural 20 always succeeds. */
	twentySucceeds?: boolean;
	/** A natural 1 always fails. */
	oneFails?: boolean;
}

const odds = (successes: number, outOf: number): Odds => ({ successes, outOf, chance: successes / outOf });

/** Faces of a d20 a contestant may show: 1..20, or just 10 when taking 10. */
export function faces(takes10: boolean | undefined): number[] {
	return takes10 ? [10] : Array.from({ length: 20 }, (_, i) => i + 1);
}

/**
 * Chance that d20 + modifier matches or beats the DC. Closed form: the faces
 * from max(1, DC − modifier) to 20 succeed; natural rules clamp the count.
 */
export function chanceVsDc(modifier: number, dc: number, options: NaturalRules & { takes10?: boolean } = {}): Odds {
	if (options.takes10) return odds(10 + modifier >= dc ? 1 : 0, 1);
	const need = dc - modifier;
	let count = Math.min(20, Math.max(0, 21 - Math.max(need, 1)));
	if (options.twentySucceeds) count = Math.max(count, 1);
	if (options.oneFails) count = Math.min(count, 19);
	return odds(count, 20);
}

/**
 * The odds of any roll of one side against another (a check, an attack, a manoeuvre): every pair
 * of faces the two may show (20×20 when both roll, 20 when one takes 10), counted by `wins`.
 */
export function pairOdds(actorTakes10: boolean | undefined, opponentTakes10: boolean | undefined, wins: (actor: number, opponent: number) => boolean): Odds {
	const theirs = faces(opponentTakes10);
	let successes = 0;
	let outOf = 0;
	for (const a of faces(actorTakes10)) {
		for (const b of theirs) {
			if (wins(a, b)) successes++;
			outOf++;
		}
	}
	return odds(successes, outOf);
}

/** Chance that the actor wins an opposed check, with the tie rule of `tieWinner`. */
export function opposedOdds(actor: Contestant, opponent: Contestant): Odds {
	const actorWinsTies = tieWinner(actor, opponent) === "actor";
	return pairOdds(actor.takes10, opponent.takes10, (a, b) => {
		const total = a + actor.modifier;
		const other = b + opponent.modifier;
		return total > other || (total === other && actorWinsTies);
	});
}

/** Formats a chance as a percentage with at most one decimal, e.g. "62.5%". */
export function percent(chance: number): string {
	return `${Math.round(chance * 1000) / 10}%`;
}
