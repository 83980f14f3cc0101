/**
 * The "highest die, equal dice add" dice-pool game (seed 003) as a pure engine.
 * Everything the notes and ui layers need is exported from here.
 */
import { POOL_KEYS } from "./character";
import { DIFFICULTIES, MAX_DIFFICULTY } from "./difficulty";
import { DRAMA_DIE_COST, MIRACLE_COST, MIRACLE_DICE, RECOVERING_AMOUNT } from "./endurance";
import { BASE_POOL } from "./pool-size";
import { DEFAULT_DIE_SIZE, MAX_DIE_SIZE, MAX_POOL, MIN_DIE_SIZE, MIN_POOL } from "./settings";

/** What the rest of the plugin needs to know about this game. */
export const poolSystem = {
	id: "pool",
	name: "Dice pool (highest die, equal dice add)",
	seed: "003",
	basePool: BASE_POOL,
	defaultSettings: { dieSize: DEFAULT_DIE_SIZE },
	dieSizes: { min: MIN_DIE_SIZE, max: MAX_DIE_SIZE },
	poolBounds: { min: MIN_POOL, max: MAX_POOL },
	difficulties: DIFFICULTIES,
	maxDifficulty: MAX_DIFFICULTY,
	costs: { dramaDie: DRAMA_DIE_COST, miracle: MIRACLE_COST, miracleDice: MIRACLE_DICE, recovering: RECOVERING_AMOUNT },
	/** Campaign settings this game reads from the campaign note. */
	settingsKeys: { dieSize: POOL_KEYS.dieSize },
	/** Frontmatter keys of a character note this game reads and writes. */
	frontmatterKeys: Object.values(POOL_KEYS).filter((key) => key !== POOL_KEYS.dieSize) as readonly string[],
} as const;

export * from "./character";
export * from "./check";
export * from "./combat";
export * from "./difficulty";
export * from "./drama";
export * from "./endurance";
export * from "./extended";
export * from "./initiative";
export * from "./odds";
export * from "./pool-size";
export * from "./read";
export * from "./roll";
export * from "./settings";
export * from "./teamwork";
// The type only: the quotations stay out of the bundle (see citations.ts).
export type { CitationId } from "./citations";
