/**
 * Campaign settings of the d20 game. Seed 004 names the adjustment levels and
 * the stance table but gives neither their sizes nor the table's rows, so both
 * are settings with documented defaults (demo-vault/Manual/Rules interpretations.md, "The d20 game").
 * The campaign note's keys are read and validated by the notes layer
 * (src/notes/schema/campaign.ts, under SETTINGS_KEYS); the engine takes the model.
 */
export type AdjustmentLevel = "minor" | "major" | "extreme";
export const ADJUSTMENT_LEVELS: readonly AdjustmentLevel[] = ["minor", "major", "extreme"];

/** One row of the stance table: from this BCB upwards, stances may be as large as `max`. */
export interface StanceRow {
	minBcb: number;
	max: AdjustmentLevel;
}

export interface D20Settings {
	/** Size of a Minor bonus or penalty (frontmatter `d20-minor`). */
	minor: number;
	/** Size of a Major bonus or penalty (`d20-major`). */
	major: number;
	/** Size of an Extreme bonus or penalty (`d20-extreme`). */
	extreme: number;
	/** BCB → largest stance adjustment (`d20-stance-table`), sorted by `minBcb`. Below the first row no stance is allowed. */
	stanceTable: StanceRow[];
}

/**
 * Minor +2, Major +4, Extreme +8: with these sizes the seed's combination table
 * is also true as arithmetic (2+2 = 4, 4+2+2 = 8, 4+4 = 8), so a table that simply
 * adds numbers gets the same total as one moving along the track. +2 is the
 * customary size of a d20 circumstance bonus.
 *
 * Stance table: any BCB of +1 allows a Minor stance, +6 a Major, +11 an Extreme:
 * the BCB values at which d20 games traditionally grant a second and third
 * attack, so a stance grows with the same combat experience.
 */
// Marked pure so a bundle that never reads the defaults leaves them out (a call is otherwise kept).
export const DEFAULT_D20_SETTINGS: Readonly<D20Settings> = /* @__PURE__ */ Object.freeze<D20Settings>({
	minor: 2,
	major: 4,
	extreme: 8,
	stanceTable: [
		{ minBcb: 1, max: "minor" },
		{ minBcb: 6, max: "major" },
		{ minBcb: 11, max: "extreme" },
	],
});

/** The frontmatter keys of a campaign note that hold these settings. */
/**
 * The adjustment sizes alone, for the plugin's settings and campaign notes. Written out rather than
 * taken from DEFAULT_D20_SETTINGS so a bundle that needs only these leaves the stance table out;
 * a unit test keeps the two equal.
 */
export const DEFAULT_ADJUSTMENT_SIZES: Readonly<Pick<D20Settings, AdjustmentLevel>> = { minor: 2, major: 4, extreme: 8 };

export const SETTINGS_KEYS = {
	minor: "d20-minor",
	major: "d20-major",
	extreme: "d20-extreme",
	stanceTable: "d20-stance-table",
} as const;

export function adjustmentSize(level: AdjustmentLevel, settings: D20Settings): number {
	return settings[level];
}

/** The largest stance adjustment a character with this BCB may take, or null for none. */
export function maxStanceLevel(bcb: number, settings: D20Settings): AdjustmentLevel | null {
	let best: AdjustmentLevel | null = null;
	for (const row of settings.stanceTable) if (bcb >= row.minBcb) best = row.max;
	return best;
}
