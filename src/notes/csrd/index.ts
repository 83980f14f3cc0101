export * from "./page";
export * from "./page-kind";
export * from "./tags";
export * from "./stat-block";
export * from "./creature";
export * from "./ability";
export * from "./items";
export * from "./entries";
