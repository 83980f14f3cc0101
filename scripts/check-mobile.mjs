/**
 * check-mobile: fail when the built plugin (main.js, styles.css) uses a JavaScript or CSS feature
 * that the oldest WebView Obsidian mobile runs on does not have: Safari 15.0 (iOS and iPadOS 15).
 * On iOS 15 a regex look-behind is a syntax error that stops main.js from loading at all (or, once
 * esbuild moved it into `new RegExp("…")`, throws where it is built); a newer built-in throws
 * "undefined is not a function" where it is called; a CSS value it does not know drops the whole
 * declaration, so text or buttons lose their colour.
 *
 *   node scripts/check-mobile.mjs [main.js] [styles.css]
 *
 * Both files are parsed (acorn for JavaScript, postcss for CSS), not grepped. When main.js has
 * findings, the same sources are built once more without minifying, and each finding is named
 * with the source file it comes from (esbuild marks every module with a `// src/…` comment).
 *
 * What counts as beyond Safari 15.0 (the Safari version that added it, from caniuse / MDN):
 *
 * JavaScript syntax
 *   regex look-behind `(?<=…)` `(?<!…)`, also in strings given to `new RegExp` ... 16.4
 *   regex `v` flag (set notation), as a literal or a `new RegExp(…, "v")` flag .... 17.0
 *   regex modifiers `(?i:…)` ......................................... not in Safari 15
 *   class static blocks `static { … }` .................................... 16.4
 *   top-level `await` (main.js is a CommonJS script: a syntax error everywhere)
 *   `using` declarations ............................................ not in Safari 15
 *   (esbuild lowers static blocks and `using`; the look-behind and the `v` flag it cannot lower)
 * Built-ins (esbuild leaves them as they are)
 *   Array/String `.at()`, `.findLast()`, `Object.hasOwn`, `structuredClone`,
 *   `crypto.randomUUID()`, `HTMLDialogElement.showModal()` .................. 15.4
 *   `.toSorted()` `.toReversed()` `.toSpliced()` `.with()`, `AbortSignal.timeout` 16.0
 *   `Array.fromAsync`, `.isWellFormed()` `.toWellFormed()` .................... 16.4
 *   Set `.union()` `.intersection()` `.difference()` `.symmetricDifference()`
 *   `.isSubsetOf()` `.isSupersetOf()` `.isDisjointFrom()`, popovers ........... 17.0
 *   `Object.groupBy` `Map.groupBy` `Promise.withResolvers` `AbortSignal.any`
 *   `.checkVisibility()` ................................................... 17.4
 *   `Promise.try`, `RegExp.escape`, `Iterator` helpers, `requestIdleCallback` (none in Safari 15)
 *   A use is accepted when it is guarded: inside the branch of an `if`, `?:` or `&&` whose test
 *   names the feature (`typeof structuredClone === "function" ? … : …`).
 *   Obsidian itself adds `Array.prototype.findLastIndex` (obsidian.d.ts, since 1.4.4) on every
 *   platform, so that one is accepted.
 * Allowed, for the record: `??=` `||=` `&&=` (14.0), private fields and methods, `#x in obj`
 *   (15.0), the regex `d` flag (15.0), named groups (11.1), `replaceAll` (13.1), `Promise.any` (14.0).
 *
 * CSS
 *   `color-mix()` ................................................................ 16.2
 *   `oklch()` `oklab()`, math `round()` `mod()` `rem()` `abs()` `sign()` `sin()`… ... 15.4
 *   relative colours `rgb(from …)` ............................................... 16.4
 *   `light-dark()` ............................................................... 17.5
 *   units `dvh` `svh` `lvh` (and -w, -i, -b, -min, -max) ........................ 15.4
 *   container units `cqw` `cqh` `cqi` `cqb` `cqmin` `cqmax` ....................... 16.0
 *   units `lh` `rlh` ............................................................. 16.4
 *     Each of these values needs a fallback: an earlier declaration of the same property in the
 *     same rule without it, or an `@supports` block that tests it. A custom property (`--x`)
 *     holding one always needs `@supports`: a later `--x` replaces an earlier one whatever it holds.
 *   `:has()` .................................................................... 15.4
 *   `:focus-visible` ............................................................. 15.4
 *     accepted only when every selector of the rule uses it (the rule is then a pure extra: a
 *     focus ring iOS 15 does not draw); beside other selectors it would drop the whole rule.
 *   `:user-invalid` `:user-valid` (16.5), `:dir()` (16.4), `:popover-open` (17.0)
 *   CSS nesting (a rule inside a rule, or `&`) ................................... 16.5
 *   `@layer` (15.4), `@container` and `container-type` / `container-name` (16.0),
 *   `@property` (16.4), `@scope` (17.4), `@starting-style` (17.5)
 *   media query ranges `(width >= 600px)` ......................................... 16.4
 *   Properties Safari 15 does not know (`accent-color`, `text-wrap`) are simply ignored there,
 *   with no harm to the rest of the rule, and are not listed.
 */
import { readFileSync } from "node:fs";
import process from "node:process";
import { pathToFileURL } from "node:url";
import { parse as parseJs } from "acorn";
import postcss from "postcss";
import { print } from "./print.mjs";

// ---------- JavaScript ----------

/** Where a regex pattern uses syntax Safari 15 lacks: look-behind and modifier groups. */
export function regexPatternProblems(pattern) {
	const problems = [];
	let inClass = false;
	for (let i = 0; i < pattern.length; i++) {
		const c = pattern[i];
		if (c === "\\") {
			i++;
			continue;
		}
		if (inClass) {
			if (c === "]") inClass = false;
			continue;
		}
		if (c === "[") inClass = true;
		else if (c === "(" && pattern[i + 1] === "?") {
			const rest = pattern.slice(i + 2);
			if (rest.startsWith("<=") || rest.startsWith("<!")) problems.push("regex look-behind (Safari 16.4)");
			else if (/^[ims]+(?:-[ims]+)?:|^-[ims]+:/.test(rest)) problems.push("regex modifiers (?i:…) (not in Safari 15)");
		}
	}
	return problems;
}

const METHODS = new Map([
	["at", "Array/String .at() (Safari 15.4)"],
	["findLast", "Array .findLast() (Safari 15.4)"],
	["randomUUID", "crypto.randomUUID() (Safari 15.4)"],
	["showModal", "HTMLDialogElement .showModal() (Safari 15.4)"],
	["toSorted", "Array .toSorted() (Safari 16.0)"],
	["toReversed", "Array .toReversed() (Safari 16.0)"],
	["toSpliced", "Array .toSpliced() (Safari 16.0)"],
	["with", "Array .with() (Safari 16.0)"],
	["isWellFormed", "String .isWellFormed() (Safari 16.4)"],
	["toWellFormed", "String .toWellFormed() (Safari 16.4)"],
	["union", "Set .union() (Safari 17.0)"],
	["intersection", "Set .intersection() (Safari 17.0)"],
	["difference", "Set .difference() (Safari 17.0)"],
	["symmetricDifference", "Set .symmetricDifference() (Safari 17.0)"],
	["isSubsetOf", "Set .isSubsetOf() (Safari 17.0)"],
	["isSupersetOf", "Set .isSupersetOf() (Safari 17.0)"],
	["isDisjointFrom", "Set .isDisjointFrom() (Safari 17.0)"],
	["showPopover", "popover API (Safari 17.0)"],
	["hidePopover", "popover API (Safari 17.0)"],
	["togglePopover", "popover API (Safari 17.0)"],
	["checkVisibility", "Element .checkVisibility() (Safari 17.4)"],
]);

const STATICS = new Map([
	["Object.hasOwn", "Object.hasOwn (Safari 15.4)"],
	["AbortSignal.timeout", "AbortSignal.timeout (Safari 16.0)"],
	["Array.fromAsync", "Array.fromAsync (Safari 16.4)"],
	["Object.groupBy", "Object.groupBy (Safari 17.4)"],
	["Map.groupBy", "Map.groupBy (Safari 17.4)"],
	["Promise.withResolvers", "Promise.withResolvers (Safari 17.4)"],
	["AbortSignal.any", "AbortSignal.any (Safari 17.4)"],
	["Promise.try", "Promise.try (not in Safari 15)"],
	["RegExp.escape", "RegExp.escape (not in Safari 15)"],
	["Iterator.from", "Iterator helpers (not in Safari 15)"],
]);

const GLOBALS = new Map([
	["structuredClone", "structuredClone (Safari 15.4)"],
	["requestIdleCallback", "requestIdleCallback (not in Safari)"],
	["Iterator", "Iterator helpers (not in Safari 15)"],
]);

/** `window.structuredClone` is the global too. */
const GLOBAL_OBJECTS = new Set(["window", "globalThis", "self", "activeWindow"]);

const FUNCTION_NODES = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);

/** Every AST node below `node`, with its ancestors (outermost first). */
function walk(node, visit, ancestors = []) {
	visit(node, ancestors);
	const inner = [...ancestors, node];
	for (const [key, value] of Object.entries(node)) {
		if (key === "loc" || key === "regex") continue;
		if (Array.isArray(value)) {
			for (const item of value) if (item && typeof item.type === "string") walk(item, visit, inner);
		} else if (value && typeof value === "object" && typeof value.type === "string") {
			walk(value, visit, inner);
		}
	}
}

/** Whether a subtree names `name` (an identifier, a property or a string): the test of a feature check. */
function mentions(node, name) {
	let found = false;
	walk(node, (n) => {
		if ((n.type === "Identifier" && n.name === name) || (n.type === "Literal" && n.value === name)) found = true;
	});
	return found;
}

/** Whether the node sits in the branch that runs only when a test naming `name` passed. */
function guarded(node, ancestors, name) {
	let child = node;
	for (let i = ancestors.length - 1; i >= 0; i--) {
		const a = ancestors[i];
		if ((a.type === "IfStatement" || a.type === "ConditionalExpression") && a.test !== child && mentions(a.test, name)) return true;
		if (a.type === "LogicalExpression" && a.right === child && mentions(a.left, name)) return true;
		child = a;
	}
	return false;
}

function propertyName(member) {
	if (!member.computed && member.property.type === "Identifier") return member.property.name;
	if (member.computed && member.property.type === "Literal" && typeof member.property.value === "string") return member.property.value;
	return undefined;
}

/**
 * The features beyond Safari 15.0 in a script. Each finding: { feature, line, column, start, end }.
 * @param {string} code
 */
export function checkScript(code) {
	const findings = [];
	const ast = parseJs(code, { ecmaVersion: "latest", sourceType: "script", locations: true, allowAwaitOutsideFunction: true, allowHashBang: true });
	const report = (node, feature) => findings.push({ feature, line: node.loc.start.line, column: node.loc.start.column, start: node.start, end: node.end });
	const checkText = (node, text) => {
		for (const problem of regexPatternProblems(text)) report(node, `${problem}, in a string (built with new RegExp)`);
	};
	walk(ast, (node, ancestors) => {
		switch (node.type) {
			case "Literal":
				if (node.regex) {
					for (const problem of regexPatternProblems(node.regex.pattern)) report(node, problem);
					if (node.regex.flags.includes("v")) report(node, "regex v flag (Safari 17.0)");
				} else if (typeof node.value === "string") checkText(node, node.value);
				break;
			case "TemplateElement": {
				// String.raw`…` hands the raw text to RegExp; any other template, the cooked one.
				const tagged = ancestors[ancestors.length - 2];
				const raw = tagged?.type === "TaggedTemplateExpression" && tagged.tag.type === "MemberExpression" && propertyName(tagged.tag) === "raw";
				checkText(node, raw ? node.value.raw : (node.value.cooked ?? node.value.raw));
				break;
			}
			case "NewExpression":
			case "CallExpression": {
				const flags = node.arguments[1];
				if (node.callee.type === "Identifier" && node.callee.name === "RegExp" && flags?.type === "Literal" && typeof flags.value === "string" && flags.value.includes("v")) {
					report(node, "regex v flag (Safari 17.0), in new RegExp");
				}
				if (node.type === "CallExpression" && node.callee.type === "MemberExpression") {
					const name = propertyName(node.callee);
					const feature = name === undefined ? undefined : METHODS.get(name);
					if (feature !== undefined && !guarded(node, ancestors, name)) report(node, feature);
				}
				break;
			}
			case "MemberExpression": {
				const name = propertyName(node);
				if (name === undefined) break;
				const owner = node.object.type === "Identifier" ? node.object.name : undefined;
				const global = owner !== undefined && GLOBAL_OBJECTS.has(owner) ? GLOBALS.get(name) : undefined;
				const feature = (owner !== undefined ? STATICS.get(`${owner}.${name}`) : undefined) ?? global;
				const parent = ancestors[ancestors.length - 1];
				// `typeof Object.hasOwn` is the guard itself, not a use.
				const isTest = parent?.type === "UnaryExpression" && parent.operator === "typeof";
				if (feature !== undefined && !isTest && !guarded(node, ancestors, name)) report(node, feature);
				break;
			}
			case "Identifier": {
				const feature = GLOBALS.get(node.name);
				if (feature === undefined) break;
				const parent = ancestors[ancestors.length - 1];
				const isKey = ["Property", "MethodDefinition", "PropertyDefinition"].includes(parent?.type) && parent.key === node && !parent.computed;
				const isProperty = isKey || (parent?.type === "MemberExpression" && parent.property === node && !parent.computed);
				const isTest = parent?.type === "UnaryExpression" && parent.operator === "typeof";
				if (!isProperty && !isTest && !guarded(node, ancestors, node.name)) report(node, feature);
				break;
			}
			case "StaticBlock":
				report(node, "class static block (Safari 16.4)");
				break;
			case "AwaitExpression":
			case "ForOfStatement":
				if ((node.type === "AwaitExpression" || node.await) && !ancestors.some((a) => FUNCTION_NODES.has(a.type))) report(node, "top-level await (main.js is a CommonJS script)");
				break;
			case "VariableDeclaration":
				if (node.kind === "using" || node.kind === "await using") report(node, "using declaration (not in Safari 15)");
				break;
		}
	});
	return findings;
}

// ---------- CSS ----------

const CSS_VALUES = [
	[/\bcolor-mix\(/i, "color-mix() (Safari 16.2)"],
	[/\bok(?:lch|lab)\(/i, "oklch()/oklab() (Safari 15.4)"],
	[/\blight-dark\(/i, "light-dark() (Safari 17.5)"],
	[/\b(?:rgba?|hsla?|hwb|lab|lch|color)\(\s*from\s/i, "relative colour syntax (Safari 16.4)"],
	[/(?:^|[^-\w])(?:round|mod|rem|abs|sign|sin|cos|tan|asin|acos|atan|atan2|pow|sqrt|hypot|log|exp)\(/i, "CSS math function (Safari 15.4)"],
	[/\d(?:[dsl]v(?:h|w|i|b|min|max))\b/i, "dvh/svh/lvh viewport units (Safari 15.4)"],
	[/\dcq(?:w|h|i|b|min|max)\b/i, "container query units (Safari 16.0)"],
	[/\dr?lh\b/i, "lh/rlh units (Safari 16.4)"],
];

const CSS_SELECTORS = [
	[/:has\(/i, ":has() (Safari 15.4)"],
	[/:user-(?:in)?valid\b/i, ":user-invalid/:user-valid (Safari 16.5)"],
	[/:dir\(/i, ":dir() (Safari 16.4)"],
	[/:popover-open\b/i, ":popover-open (Safari 17.0)"],
];

const CSS_AT_RULES = new Map([
	["layer", "@layer (Safari 15.4)"],
	["container", "@container (Safari 16.0)"],
	["property", "@property (Safari 16.4)"],
	["scope", "@scope (Safari 17.4)"],
	["starting-style", "@starting-style (Safari 17.5)"],
]);

function valueProblems(value) {
	return CSS_VALUES.filter(([pattern]) => pattern.test(value)).map(([, feature]) => feature);
}

/** Whether an `@supports` around the node tests the feature in `text` (e.g. `color-mix(`). */
function insideSupports(node, test) {
	for (let p = node.parent; p; p = p.parent) {
		if (p.type === "atrule" && p.name.toLowerCase() === "supports" && !/^\s*not\b/i.test(p.params) && test(p.params)) return true;
	}
	return false;
}

/** Split a selector list on its top-level commas. */
function selectorList(selector) {
	const parts = [];
	let depth = 0;
	let current = "";
	for (const c of selector) {
		if (c === "(") depth++;
		if (c === ")") depth--;
		if (c === "," && depth === 0) {
			parts.push(current.trim());
			current = "";
		} else current += c;
	}
	parts.push(current.trim());
	return parts;
}

/**
 * The features beyond Safari 15.0 in a stylesheet. Each finding: { feature, line, column }.
 * @param {string} css
 */
export function checkStyles(css) {
	const findings = [];
	const root = postcss.parse(css);
	const report = (node, feature) => findings.push({ feature, line: node.source?.start?.line ?? 0, column: node.source?.start?.column ?? 0 });
	root.walk((node) => {
		if (node.type === "atrule") {
			const name = node.name.toLowerCase();
			const feature = CSS_AT_RULES.get(name);
			if (feature !== undefined) report(node, feature);
			if (name === "media" && /\([^)]*[<>]/.test(node.params)) report(node, "media query range syntax (Safari 16.4)");
			return;
		}
		if (node.type === "rule") {
			if (node.parent?.type === "rule" || /&/.test(node.selector)) report(node, "CSS nesting (Safari 16.5)");
			for (const [pattern, feature] of CSS_SELECTORS) {
				if (pattern.test(node.selector) && !insideSupports(node, (params) => /selector\(/i.test(params) && pattern.test(params))) report(node, feature);
			}
			const selectors = selectorList(node.selector);
			const visible = selectors.filter((s) => /:focus-visible\b/i.test(s));
			if (visible.length > 0 && visible.length < selectors.length) report(node, ":focus-visible beside other selectors drops the whole rule (Safari 15.4)");
			return;
		}
		if (node.type !== "decl") return;
		const prop = node.prop.toLowerCase();
		if (prop === "container-type" || prop === "container-name" || prop === "container") report(node, `${prop} (Safari 16.0)`);
		for (const feature of valueProblems(node.value)) {
			if (insideSupports(node, (params) => valueProblems(params).includes(feature))) continue;
			if (!prop.startsWith("--")) {
				const siblings = node.parent?.nodes ?? [];
				const fallback = siblings.slice(0, siblings.indexOf(node)).some((other) => other.type === "decl" && other.prop.toLowerCase() === prop && valueProblems(other.value).length === 0);
				if (fallback) continue;
				report(node, `${feature} without a fallback declaration before it`);
			} else {
				report(node, `${feature} in a custom property outside @supports (an earlier value is no fallback for --properties)`);
			}
		}
	});
	return findings;
}

// ---------- The command ----------

/** The module (`// src/…` comment of an unminified esbuild bundle) that holds an offset. */
function moduleAt(code, offset) {
	const before = code.slice(0, offset);
	const matches = [...before.matchAll(/^\s*\/\/ (src\/\S+)$/gm)];
	return matches.length > 0 ? matches[matches.length - 1][1] : "(bundle)";
}

async function sourcesOfFindings() {
	const esbuild = (await import("esbuild")).default;
	const { buildOptions } = await import("../esbuild.config.mjs");
	const result = await esbuild.build({ ...buildOptions, minify: false, sourcemap: false, write: false, logLevel: "silent" });
	const code = result.outputFiles[0].text;
	return checkScript(code).map((finding) => ({ ...finding, source: moduleAt(code, finding.start), snippet: code.slice(Math.max(0, finding.start - 20), Math.min(code.length, finding.end + 20)).replace(/\s+/g, " ") }));
}

async function main() {
	const [jsPath = "main.js", cssPath = "styles.css"] = process.argv.slice(2);
	const js = checkScript(readFileSync(jsPath, "utf8"));
	const css = checkStyles(readFileSync(cssPath, "utf8"));
	for (const finding of css) print(`${cssPath}:${finding.line}:${finding.column}: ${finding.feature}`);
	if (js.length > 0) {
		print(`${jsPath}: ${js.length} use${js.length === 1 ? "" : "s"} of features beyond Safari 15.0 (iOS 15):`);
		for (const finding of js) print(`  ${jsPath}:${finding.line}:${finding.column}: ${finding.feature}`);
		try {
			print("Where they come from (the same sources built without minifying):");
			for (const finding of await sourcesOfFindings()) print(`  ${finding.source}: ${finding.feature}\n      …${finding.snippet}…`);
		} catch (error) {
			print(`  (could not build the sources to name them: ${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
		}
	}
	const total = js.length + css.length;
	if (total > 0) {
		print(`\nMobile check failed: ${total} feature use${total === 1 ? "" : "s"} beyond Safari 15.0, the oldest WebView Obsidian mobile runs on.`);
		process.exit(1);
	}
	print(`Mobile check: ${jsPath} and ${cssPath} use nothing beyond Safari 15.0 (iOS 15).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
