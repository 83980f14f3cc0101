/** Encounters for every game: combatant lines, the order and its turns, each game's initiative. */
export * from "./combatants";
export * from "./turns";
export * from "./initiative";
export * from "./timers";
export * from "./initiative-odds";
