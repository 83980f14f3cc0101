// Types for scripts/release-dry-run.mjs, so the unit tests (TypeScript) can import its checks.
export const ASSETS: readonly string[];
export function requiredModules(code: string): string[];
export function installProblems(folder: string, root?: string): string[];
