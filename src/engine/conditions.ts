/**
 * A condition as the engine takes it: what a rule pack's note says a condition does, read into
 * numbers and yes/no values (src/games/pack/ reads the notes; the engine never sees a note). The
 * part every game shares is here; what only one game has a meaning for lives beside that game's
 * rules (systems/cypher/health/conditions.ts, systems/pool/conditions.ts, systems/d20/conditions.ts).
 */

/**
 * How long a condition lasts once applied, as the tracker counts it:
 * - `next-turn-start`: until the start of the bearer's next turn;
 * - `next-turn-end`: until the end of the bearer's next turn (a round's worth for the bearer);
 * - `round`: until the end of the round it was applied in;
 * - `encounter`: until the encounter ends;
 * - `until-removed`: until someone removes it.
 */
export const DURATIONS = ["next-turn-start", "next-turn-end", "round", "encounter", "until-removed"] as const;
export type Duration = (typeof DURATIONS)[number];

/** The durations that need an encounter's clock (turns and rounds) to end by themselves. */
export const TURN_DURATIONS: readonly Duration[] = ["next-turn-start", "next-turn-end", "round"];

/** What every game's condition has: who it is, how long it lasts by default, what it forbids. */
export interface ConditionBase {
	/** English, stable: what notes store ("dazed"); never translated. */
	id: string;
	/** What the user reads ("Dazed"). */
	label: string;
	/** The duration offered first when the condition is applied. */
	lasts: Duration;
	/** A rest or recovery of the bearer ends it (whatever its duration). */
	endsOnRest: boolean;
	/** The bearer loses its turn: Next turn passes over it. */
	losesTurn: boolean;
	/** The bearer may only defend: its other rolls are refused. */
	onlyDefends: boolean;
	/** The bearer cannot move or act physically (Cypher: its Might and Speed tasks are refused). */
	noPhysicalActions: boolean;
}

/** The part of a condition a roll's refusal looks at: the condition's label and what it forbids. */
export type ConditionLimits = Pick<ConditionBase, "label" | "losesTurn" | "onlyDefends" | "noPhysicalActions">;

/**
 * Why a condition forbids a roll, or undefined when it allows it. `defense` is a defense roll (the
 * one thing a stunned bearer still makes); `physical` is a roll of the body (Cypher: Might or Speed).
 */
export function conditionRefusal(condition: ConditionLimits, roll: { defense: boolean; physical: boolean }): string | undefined {
	if (roll.defense) return undefined;
	if (condition.losesTurn) return `${condition.label}: loses its turn, so only defense rolls are made.`;
	if (condition.onlyDefends) return `${condition.label}: can only defend.`;
	if (condition.noPhysicalActions && roll.physical) return `${condition.label}: cannot move or act physically.`;
	return undefined;
}
