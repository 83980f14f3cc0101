/**
 * The d20 + modifier game of seed 004 as a pure engine: checks, the
 * Minor/Major/Extreme track, combat stances, initiative, attacks, critical
 * hits, combat manoeuvres, damage and recovery, and exact odds.
 */
import { ABILITIES, damageKey, drainKey, KEYS } from "./character";
import { DEFAULT_D20_SETTINGS, SETTINGS_KEYS } from "./settings";

export * from "./adjustments";
export * from "./character";
export * from "./check";
export * from "./combat";
export * from "./damage";
export * from "./initiative";
export * from "./manoeuvre";
export * from "./odds";
export * from "./settings";
export * from "./setup";
export * from "./stances";
// The type only: the quotations stay out of the bundle (see citations.ts).
export type { CitationId } from "./citations";

/** What the rest of the plugin needs to know about this game. */
export const d20System = {
	id: "d20",
	name: "d20 + modifier",
	seed: "004",
	defaultSettings: DEFAULT_D20_SETTINGS,
	settingsKeys: SETTINGS_KEYS,
	/** Frontmatter keys of a character note this game reads and writes. */
	frontmatterKeys: [
		...Object.values(KEYS),
		...ABILITIES,
		...ABILITIES.map(damageKey),
		...ABILITIES.map(drainKey),
	] as readonly string[],
} as const;
