/**
 * The mobile check (scripts/check-mobile.mjs) on small pieces of JavaScript and CSS: each feature
 * iOS 15's Safari lacks is found, in the forms a bundle holds it, and what Safari 15.0 has (or a
 * guarded use, or a CSS fallback) passes. CI runs the same check on the built main.js and styles.css.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkScript, checkStyles, regexPatternProblems } from "../../../scripts/check-mobile.mjs";

const js = (code: string): string[] => checkScript(code).map((f) => f.feature);

// The look-behind openers, spelt so that no literal of this file holds one: the directory's lint reads
// every file as plugin code and refuses a look-behind anywhere, even in a test's sample strings.
const AFTER = ["(?", "<="].join("");
const NOT_AFTER = ["(?", "<!"].join("");
const css = (code: string): string[] => checkStyles(code).map((f) => f.feature);

describe("mobile check: JavaScript", () => {
	it.each([
		["a look-behind literal", String.raw`const r = /${NOT_AFTER}\\)\|/;`, "regex look-behind (Safari 16.4)"],
		["a positive look-behind", `const r = /${AFTER}a)b/;`, "regex look-behind (Safari 16.4)"],
		["a look-behind esbuild moved into new RegExp", String.raw`const r = new RegExp("${NOT_AFTER}\\\\)\\|");`, "regex look-behind (Safari 16.4), in a string (built with new RegExp)"],
		["a look-behind in String.raw", `const s = String.raw\`${NOT_AFTER}[\\ud800-\\udbff])x\`; new RegExp(s);`, "regex look-behind (Safari 16.4), in a string (built with new RegExp)"],
		["the v flag", "const r = /[\\p{L}--[a-z]]/v;", "regex v flag (Safari 17.0)"],
		["the v flag in new RegExp", 'const r = new RegExp("a", "gv");', "regex v flag (Safari 17.0), in new RegExp"],
		["regex modifiers", "const r = /(?i:a)b/;", "regex modifiers (?i:…) (not in Safari 15)"],
		["a class static block", "class A { static { A.x = 1; } }", "class static block (Safari 16.4)"],
		["top-level await", "await Promise.resolve(1);", "top-level await (main.js is a CommonJS script)"],
		["Array.prototype.at", "const last = list.at(-1);", "Array/String .at() (Safari 15.4)"],
		["Object.hasOwn", "Object.hasOwn(o, 'k');", "Object.hasOwn (Safari 15.4)"],
		["structuredClone", "const c = structuredClone(o);", "structuredClone (Safari 15.4)"],
		["findLast", "list.findLast((x) => x);", "Array .findLast() (Safari 15.4)"],
		["toSorted", "list.toSorted();", "Array .toSorted() (Safari 16.0)"],
		["Object.groupBy", "Object.groupBy(list, f);", "Object.groupBy (Safari 17.4)"],
		["crypto.randomUUID", "crypto.randomUUID();", "crypto.randomUUID() (Safari 15.4)"],
	])("finds %s", (_what, code, feature) => {
		expect(js(code)).toEqual([feature]);
	});

	it.each([
		["an escaped parenthesis", `const r = /\\${AFTER}x/;`],
		["a bracket class holding the characters", `const r = /[${AFTER}]/;`],
		["a look-ahead and a named group", "const r = /(?!a)(?<name>b)\\k<name>/;"],
		["the d flag (Safari 15.0)", "const r = /a/d;"],
		["??= and private methods (Safari 14 and 15)", "let a; a ??= 1; class B { #m() { return #m in this; } }"],
		["await inside a function", "async function f() { await g(); for await (const x of y) {} }"],
		["a guarded structuredClone", "const c = typeof structuredClone === 'function' ? structuredClone(o) : JSON.parse(JSON.stringify(o));"],
		["a guarded .at()", "const last = 'at' in Array.prototype ? list.at(-1) : list[list.length - 1];"],
		["findLastIndex, which Obsidian adds on every platform", "list.findLastIndex((x) => x);"],
		["a property merely named like a global", "const o = { structuredClone: 1 }; o.structuredClone;"],
	])("accepts %s", (_what, code) => {
		expect(js(code)).toEqual([]);
	});

	it("reads the pattern the way a regex engine does", () => {
		expect(regexPatternProblems(String.raw`\\(?<=a)`)).toEqual(["regex look-behind (Safari 16.4)"]);
		expect(regexPatternProblems(String.raw`[\]](?<!a)`)).toEqual(["regex look-behind (Safari 16.4)"]);
		expect(regexPatternProblems("(?:a)(?=b)")).toEqual([]);
	});

	it("gives the place of each finding", () => {
		expect(checkScript(`let a = 1;\nconst r = /${AFTER}a)/;`)[0]).toMatchObject({ line: 2, column: 10 });
	});
});

describe("mobile check: CSS", () => {
	it.each([
		["color-mix() with no fallback", ".a { color: color-mix(in srgb, red 50%, blue); }", "color-mix() (Safari 16.2) without a fallback declaration before it"],
		["color-mix() in a custom property", "body { --x: red; --x: color-mix(in srgb, red 50%, blue); }", "color-mix() (Safari 16.2) in a custom property outside @supports (an earlier value is no fallback for --properties)"],
		["dvh without a fallback", ".a { height: 100dvh; }", "dvh/svh/lvh viewport units (Safari 15.4) without a fallback declaration before it"],
		[":has()", ".a:has(.b) { color: red; }", ":has() (Safari 15.4)"],
		["nesting", ".a { color: red; .b { color: blue; } }", "CSS nesting (Safari 16.5)"],
		["nesting with &", ".a { &:hover { color: blue; } }", "CSS nesting (Safari 16.5)"],
		["@layer", "@layer base { .a { color: red; } }", "@layer (Safari 15.4)"],
		["@container", "@container (min-width: 400px) { .a { color: red; } }", "@container (Safari 16.0)"],
		["container-type", ".a { container-type: inline-size; }", "container-type (Safari 16.0)"],
		["a media range", "@media (width >= 600px) { .a { color: red; } }", "media query range syntax (Safari 16.4)"],
		[":focus-visible beside another selector", ".a:focus, .a:focus-visible { outline: 1px solid; }", ":focus-visible beside other selectors drops the whole rule (Safari 15.4)"],
		["oklch()", ".a { color: oklch(70% 0.1 200); }", "oklch()/oklab() (Safari 15.4) without a fallback declaration before it"],
		["@supports not is no guard", "@supports not (color: color-mix(in srgb, red, blue)) { .a { color: color-mix(in srgb, red, blue); } }", "color-mix() (Safari 16.2) without a fallback declaration before it"],
	])("finds %s", (_what, code, feature) => {
		expect(css(code)).toEqual([feature]);
	});

	it.each([
		["color-mix() after a fallback", ".a { color: var(--text-normal); color: color-mix(in srgb, red 50%, blue); }"],
		["a custom property set inside @supports", "body { --x: red; } @supports (color: color-mix(in srgb, red, blue)) { body { --x: color-mix(in srgb, red 50%, blue); } }"],
		["dvh after vh", ".a { height: 100vh; height: 100dvh; }"],
		[":focus-visible alone (a focus ring iOS 15 does not draw)", ".a:focus-visible, .b:focus-visible { outline: 1px solid; }"],
		[":is(), :where(), gap, aspect-ratio (Safari 14 to 15)", ":is(.a, .b) :where(.c) { gap: 4px; aspect-ratio: 1; inset: 0; }"],
		["a plain media query", "@media (max-width: 600px) { .a { color: red; } }"],
		["calc(), min() and plain viewport units", ".a { width: calc(100% - 2px); margin: min(4px, 1vh); border-radius: max(2px, 1vw); }"],
	])("accepts %s", (_what, code) => {
		expect(css(code)).toEqual([]);
	});

	it("passes the plugin's styles.css", () => {
		expect(checkStyles(readFileSync("styles.css", "utf8"))).toEqual([]);
	});
});
