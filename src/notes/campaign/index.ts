/** The vault as database: campaign, session and character notes read through Obsidian. */
export * from "./notes";
export * from "./names";
export * from "./resolve-session";
export * from "./create-campaign";
export * from "./sessions";
export * from "./write-frontmatter";
export * from "./context";
export * from "./create-character";
