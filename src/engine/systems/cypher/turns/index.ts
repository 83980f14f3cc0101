/** Cypher turns: initiative (PCs roll Speed, NPCs use their target number) and the round's running order. */
export * from "./initiative";
export * from "./round";
