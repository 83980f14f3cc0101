/** Cypher System damage, health and defense rules (seeds 000 and 001). */
export * from "./outcome";
export * from "./validate";
export * from "./wounds";
export * from "./pool-damage";
export * from "./damage-kind";
export * from "./npc";
export * from "./object";
export * from "./damage-track";
export * from "./shield";
export * from "./defense";
export * from "./special-damage";
export * from "./conditions";
