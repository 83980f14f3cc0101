// Types for scripts/check-mobile.mjs, so the unit tests (TypeScript) can import its checks.
export interface ScriptFinding {
	feature: string;
	line: number;
	column: number;
	start: number;
	end: number;
}
export interface StyleFinding {
	feature: string;
	line: number;
	column: number;
}
export function regexPatternProblems(pattern: string): string[];
export function checkScript(code: string): ScriptFinding[];
export function checkStyles(css: string): StyleFinding[];
