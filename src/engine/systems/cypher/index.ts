/**
 * The Cypher System (seeds 000, 001, 002). Import the parts as namespaces to
 * keep names apart: `import { task, health } from ".../cypher"`.
 */
export * as task from "./task";
export * as turns from "./turns";
export * as experience from "./experience";
export * as party from "./party";
export * as health from "./health";
export * as recovery from "./recovery";
export * from "./character";
