/**
 * The contract of the dice engine. One AST, two interpreters:
 * `sample(ast, rng)` rolls it, `distribution(ast)` computes its exact odds.
 * The UI and the rules engines depend only on these types and on index.ts.
 */

/** A position range in the source text (0-based, end exclusive). */
export interface Span {
	start: number;
	end: number;
}

/** The only error type the parser and interpreters throw. `span` points at the offending text. */
export class DiceError extends Error {
	constructor(
		message: string,
		readonly span: Span,
	) {
		super(message);
		this.name = "DiceError";
	}
}

/** How each die of a roll fared, for display: every die is shown, never only totals. */
export interface DieResult {
	/** The face rolled (1..sides; -1/0/+1 for Fudge dice). */
	value: number;
	sides: number | "F";
	/** False when a keep/drop modifier dropped it. */
	kept: boolean;
	/** True when it was added by an explosion. */
	exploded?: boolean;
	/** True when it was rerolled away (the replacement follows it). */
	rerolled?: boolean;
	/** For success counting: "success", "failure" or undefined when neither. */
	outcome?: "success" | "failure";
	/** Marked by `cs`/`cf` (display only: it changes no total). */
	critical?: "success" | "failure";
}

/** One dice term of the expression with its dice, e.g. the `4d6kh3` in `4d6kh3+2`. */
export interface DiceGroupResult {
	notation: string;
	dice: DieResult[];
	/** The value this term contributes (sum of kept dice, or the success count). */
	value: number;
}

/** A group roll `{4d6, 2d10}kh1`: each item's value and whether it was kept or counted. */
export interface RollSetResult {
	notation: string;
	items: Array<{ notation: string; value: number; kept: boolean; outcome?: "success" | "failure" }>;
	value: number;
}

export interface RollResult {
	/** The whole expression's value. */
	total: number;
	/** Every dice term rolled, in order (a group's items' dice included; dice of dropped items are not kept). */
	groups: DiceGroupResult[];
	/** Group rolls `{…}`, when the notation has any. */
	sets?: RollSetResult[];
	/** The expression as written, normalised (e.g. "4d6kh3 + 2"). */
	notation: string;
	label?: string;
}

export interface Distribution {
	/**
	 * Outcomes in ascending order with their exact probabilities (all > 0), summing to 1
	 * (up to rounding). Totals so unlikely that their probability underflows to 0 (the
	 * far tails of huge pools) are omitted.
	 */
	outcomes: ReadonlyArray<{ value: number; p: number }>;
	/**
	 * The true smallest and largest totals (1000 and 6000 for `1000d6`), even when
	 * their probabilities underflow to 0 and `outcomes` leaves them out. With
	 * explosions, `max` is that of the chains the odds follow (see maxExplosionDepth).
	 */
	min: number;
	max: number;
	/** Mean and standard deviation of the listed outcomes. */
	mean: number;
	stdDev: number;
	/**
	 * The share of rolls in which the explosion cap stopped a chain that would have gone on
	 * (0 when nothing explodes). Rolls and odds share the cap (DICE_LIMITS.maxExplosionDepth),
	 * so those rolls are counted at their capped totals: the odds still match the roller exactly.
	 */
	truncated: number;
	/** P(total ≥ x). */
	atLeast(x: number): number;
	/** P(total ≤ x). */
	atMost(x: number): number;
	/** P(total = x). */
	exactly(x: number): number;
}
