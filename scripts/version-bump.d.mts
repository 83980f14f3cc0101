// Types for scripts/version-bump.mjs, so the unit tests (TypeScript) can import it.
export interface Manifest {
	version: string;
	minAppVersion: string;
	[key: string]: unknown;
}
export type Versions = Record<string, string>;
export const VERSION_PATTERN: RegExp;
export function bump(manifest: Manifest, versions: Versions, version: string): { manifest: Manifest; versions: Versions };
export function versionProblems(pkg: { version?: string }, manifest: Partial<Manifest>, versions: Versions, tag?: string): string[];
export function readJson(path: string): unknown;
export function bumpFiles(root: string, version?: string): { manifest: Manifest; versions: Versions };
