/** Cypher experience: GM and player intrusions, XP spending and advancement toward the next tier. */
export * from "./xp";
export * from "./advancement";
