/** The GM's procedures of seed 001 (and 000's object levels): tasks whose difficulty follows a rule or a table, and the GM's shortcuts. */
export * from "./task";
export * from "./tables";
export * from "./movement";
export * from "./might-tasks";
export * from "./chase";
export * from "./crafting";
export * from "./artifacts";
export * from "./modifying";
export * from "./opposed";
export * from "./creatures";
export * from "./intrusions";
export * from "./translation";
