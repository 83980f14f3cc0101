/**
 * The "highest die, equal dice add" dice-pool game (seed 003) as a pure engine.
 * Everything the notes and ui layers need is exported from here.
 */
export * from "./character";
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
