/**
 * Bounds on what the dice engine accepts, so hostile or mistaken input
 * (a pasted novel, 10^20 dice, endless explosions) gets a clear message instead
 * of a frozen Obsidian. Exported so the UI and the manual (demo-vault/Manual/) can name them.
 */
export const DICE_LIMITS = {
	/** Longest notation accepted, in characters (label included). */
	maxInputLength: 500,
	/** Most dice in one dice term, e.g. the 1000 in `1000d6`. */
	maxDice: 1000,
	/** Most sides on one die. */
	maxSides: 10_000,
	/** Largest number literal (dice counts and sides have their own, smaller limits). */
	maxNumber: 1_000_000_000,
	/** Deepest nesting of parentheses and unary minus. */
	maxNesting: 32,
	/** Most times one die is rerolled by `r` before the roll settles on a non-matching face directly. */
	maxRerollsPerDie: 100,
	/** Most rerolled-away dice shown in one dice term; past it, dice settle directly on a non-matching face. */
	maxRerollsPerTerm: 1000,
	/**
	 * Most extra dice one die's explosions may add, when rolling and in the odds alike (one cap, so they
	 * agree): the last die of a capped chain stands even if it would explode. The odds report the share of
	 * rolls the cap changes in `truncated`.
	 */
	maxExplosionDepth: 50,
	/** Chains are also capped where reaching the next explosion is less likely than this (the same cap for rolls and odds). */
	explosionCutoff: 1e-15,
	/**
	 * Most dice one roll may throw, counted before rolling as the worst case: every chain exploding to its
	 * cap and every reroll allowed taken (roll-size.ts). `1000d2!` is just within it. A roll of this many
	 * dice takes some 5 MB and 3–25 ms; past it the roll is refused with a message, as the odds are past maxWork.
	 */
	maxRolledDice: 50_000,
	/** Most expressions in one group `{…}` or function call. */
	maxGroupItems: 20,
	/** Most distinct outcomes in any exact distribution (and most outcome pairs combined by `*` or `/`). */
	maxOutcomes: 100_000,
	/** Most elementary steps one exact-distribution computation may take (well under a second of work). */
	maxWork: 100_000_000,
} as const;
