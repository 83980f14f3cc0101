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
	/** Most extra dice that explosions may add to one dice term when rolling. */
	maxExplosionsPerTerm: 100,
	/** Most times one die is rerolled by `r` before the roll settles on a non-matching face directly. */
	maxRerollsPerDie: 100,
	/** Most rerolled-away dice shown in one dice term; past it, dice settle directly on a non-matching face. */
	maxRerollsPerTerm: 1000,
	/** Deepest explosion chain followed per die when computing odds; the mass beyond is reported in `truncated`. */
	maxExplosionDepth: 20,
	/** Explosion chains less likely than this are cut off early in odds (and reported in `truncated`). */
	explosionCutoff: 1e-15,
	/** Most distinct outcomes in any exact distribution (and most outcome pairs combined by `*` or `/`). */
	maxOutcomes: 100_000,
	/** Most elementary steps one exact-distribution computation may take (well under a second of work). */
	maxWork: 100_000_000,
} as const;
