/** Cypher party rules: cypher limit, artifacts and their depletion, equipment carried, help and complementary actions, distraction, drawing/taking the attack, guarding, followers and NPC allies. */
export * from "./cypher-limit";
export * from "./equipment";
export * from "./help";
export * from "./combat-actions";
export * from "./followers";
export * from "./artifacts";
export * from "./npc-allies";
export * from "./acting-in-melee";
