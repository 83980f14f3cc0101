/** Frontmatter schemas for every note kind (pure: no Obsidian import, unit tested in Node). */
export * from "./fields";
export * from "./parsed";
export * from "./kind";
export * from "./cypher";
export * from "./pool";
export * from "./d20";
export * from "./campaign";
export * from "./defaults";
