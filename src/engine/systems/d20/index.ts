/**
 * The d20 + modifier game of seed 004 as a pure engine: checks, the
 * Minor/Major/Extreme track, combat stances, initiative, attacks, critical
 * hits, combat manoeuvres, damage and recovery, and exact odds.
 */
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

