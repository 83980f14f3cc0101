/** Cypher System recovery and healing rules (seeds 000 and 001). */
export * from "./task-roll";
export * from "./recovery";
export * from "./wound-healing";
export * from "./track-healing";
export * from "./odds";
