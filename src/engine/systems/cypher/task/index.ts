/** Cypher tasks: difficulty, steps, costs, special rolls, odds, weapons and `resolveTask`. */
export * from "./difficulty";
export * from "./circumstances";
export * from "./costs";
export * from "./steps";
export * from "./special-rolls";
export * from "./odds";
export * from "./weapons";
export * from "./resolve";
export * from "./trade";
