import { defineConfig, globalIgnores } from "eslint/config";
import obsidianmd from "eslint-plugin-obsidianmd";
import tseslint from "typescript-eslint";
import { DEFAULT_ACRONYMS } from "eslint-plugin-obsidianmd/dist/lib/rules/ui/acronyms.js";
import { regexPatternProblems } from "./scripts/check-mobile.mjs";

/**
 * Regex syntax iOS 15's Safari cannot parse (look-behind `(?<=` and `(?<!`, modifier groups), in
 * regex literals and in the strings and templates handed to `new RegExp`. It replaces
 * obsidianmd/regex-lookbehind, which catches `(?<=` literals only. Same reading of the pattern as
 * scripts/check-mobile.mjs, which checks the built main.js.
 */
const mobileRegexRule = {
	meta: { type: "problem", schema: [], messages: { mobile: "{{problem}}: Obsidian mobile on iOS 15 cannot run it; rewrite without it (see scripts/check-mobile.mjs)." } },
	create(context) {
		const check = (node, text) => {
			for (const problem of regexPatternProblems(text)) context.report({ node, messageId: "mobile", data: { problem } });
		};
		return {
			Literal(node) {
				if (node.regex) check(node, node.regex.pattern);
				else if (typeof node.value === "string") check(node, node.value);
			},
			TemplateElement(node) {
				check(node, node.value.raw);
			},
		};
	},
};

export default defineConfig([
	globalIgnores([
		"node_modules/",
		"main.js",
		"build/",
		"coverage/",
		"test-output/",
		"demo-vault/",
		"bench/results/",
		"package-lock.json",
	]),
	...obsidianmd.configs.recommended,
	{
		languageOptions: {
			parserOptions: {
				projectService: {
					allowDefaultProject: ["eslint.config.mjs", "eslint.directory.config.mjs", "esbuild.config.mjs", "scripts/*.mjs"],
					// The build, test and release scripts (scripts/*.mjs, some 20 small files) and the three configs are
					// outside tsconfig; the limit leaves room for a few more.
					maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 32,
				},
			},
		},
	},
	{
		// Tabletop acronyms keep their capitals in UI text ("GM intrusion", "2 XP"), as players write them.
		files: ["src/**/*.ts"],
		rules: {
			"obsidianmd/ui/sentence-case": [
				"warn",
				{ enforceCamelCaseLower: true, acronyms: [...DEFAULT_ACRONYMS, "GM", "XP", "PC", "NPC", "CSRD", "DN", "DC", "BCB", "CMA", "CMD"] },
			],
		},
	},
	{
		// main.js runs on iOS 15's Safari: no regex it cannot parse, no built-ins it lacks (Safari 15.4+).
		// scripts/check-mobile.mjs checks the built bundle for the full list; these catch the usual ones early.
		files: ["src/**/*.ts"],
		plugins: { "campaign-ledger": { rules: { "mobile-regex": mobileRegexRule } } },
		rules: {
			"obsidianmd/regex-lookbehind": "off",
			"campaign-ledger/mobile-regex": "error",
			"no-restricted-properties": [
				"error",
				{ object: "Object", property: "hasOwn", message: "Object.hasOwn needs iOS 15.4: use Object.prototype.hasOwnProperty.call." },
			],
			"no-restricted-globals": ["error", { name: "structuredClone", message: "structuredClone needs iOS 15.4." }],
			"no-restricted-syntax": [
				"error",
				{ selector: "CallExpression[callee.property.name=/^(at|findLast|toSorted|toReversed|toSpliced)$/]", message: "This array method needs iOS 15.4 or later: index from the length, or copy and sort." },
			],
		},
	},
	{
		// The preview's stand-in for the "obsidian" module re-exports the moment library Obsidian itself
		// bundles (obsidian-plugin code must import it from "obsidian", which is what this file is there).
		files: ["preview/obsidian-shim.ts"],
		rules: { "@typescript-eslint/no-restricted-imports": "off" },
	},
	{
		// builtin-modules is part of the project's agreed package set (the esbuild externals list);
		// moment is the library Obsidian itself ships and exports as `moment` (the plugin imports it
		// from "obsidian" and never bundles it): the DOM tests and the preview use the same version.
		// Keep the recommended presets and allow just these.
		files: ["package.json"],
		rules: {
			"depend/ban-dependencies": ["error", { presets: ["native", "microutilities", "preferred"], allowed: ["builtin-modules", "moment"] }],
		},
	},
	{
		// The engine is pure: it runs in Node, in tests and on phones, and never sees Obsidian. So are the
		// language catalogues (src/lang), which every layer, the engine included, takes its words from.
		files: ["src/engine/**/*.ts", "src/lang/**/*.ts"],
		rules: {
			"no-restricted-imports": [
				"error",
				{
					paths: [{ name: "obsidian", message: "src/engine must stay free of Obsidian: move this to src/notes or src/ui." }],
					patterns: [
						{ group: ["**/notes/**", "**/ui/**", "**/games/**", "../notes/*", "../ui/*", "../games/*"], message: "The engine never imports the notes, games or ui layers." },
					],
				},
			],
		},
	},
	{
		// games/ holds what each game shows and asks as data (sheets, dialog fields, previews, view-models):
		// pure like the engine, so its tests check models and it runs anywhere. It may read the engine and
		// the notes layer's pure schema readers; it never imports Obsidian, never touches the DOM, and takes
		// from ui/ at most a type (erased from main.js), never a value.
		files: ["src/games/**/*.ts"],
		rules: {
			"@typescript-eslint/no-restricted-imports": [
				"error",
				{
					paths: [{ name: "obsidian", message: "src/games must stay free of Obsidian: move this to src/ui." }],
					patterns: [
						{ group: ["**/ui/**", "../ui/*"], allowTypeImports: true, message: "games/ takes only types from the ui layer." },
						{ regex: "notes/(?!schema/)", allowTypeImports: true, message: "games/ reads notes only through the pure schema readers (notes/schema)." },
					],
				},
			],
			"no-restricted-globals": [
				"error",
				...["document", "window", "activeDocument", "activeWindow", "createEl", "createDiv", "createSpan", "createFragment", "setIcon"].map((name) => ({
					name,
					message: "games/ is pure: draw in src/ui.",
				})),
				{ name: "structuredClone", message: "structuredClone needs iOS 15.4." },
			],
		},
	},
	{
		// notes/ never knows about widgets, nor about what a game shows (docs/ARCHITECTURE.md, The layers).
		files: ["src/notes/**/*.ts"],
		rules: {
			"no-restricted-imports": [
				"error",
				{
					patterns: [
						// One exception: the rule packs' reader (games/pack) and the conditions a note holds
						// (games/conditions) are pure rule data that the notes layer reads from the vault and from
						// encounter notes; they import only the engine and notes/schema, so no cycle forms.
						{ group: ["**/ui/**", "../ui/*"], message: "The notes layer never imports the ui layer." },
						{ regex: "(^|/)games/(?!pack/|conditions/)", message: "The notes layer never imports the games layer (but the rule packs and held conditions)." },
					],
				},
			],
		},
	},
	{
		// Tests, benchmarks and build scripts run in Node, not in Obsidian.
		files: ["test/**/*.ts", "bench/**/*.ts", "scripts/**/*.mjs", "preview/**/*.ts", "*.mjs", "*.mts"],
		rules: {
			"obsidianmd/no-nodejs-modules": "off",
			"import/no-nodejs-modules": "off",
			"no-console": "off",
			"obsidianmd/rule-custom-message": "off",
			"obsidianmd/prefer-active-doc": "off",
			"obsidianmd/prefer-create-el": "off",
			"obsidianmd/no-global-this": "off",
			"obsidianmd/prefer-window-timers": "off",
			// Node runs these, and it has look-behind; only src/ ships to phones.
			"obsidianmd/regex-lookbehind": "off",
		},
	},
	{
		// manifest.json as the directory reads it: obsidianmd/validate-manifest (the keys, their types, and a
		// description of plain words, a capital first, a period last, no colon).
		files: ["manifest.json"],
		languageOptions: { parser: tseslint.parser, parserOptions: { projectService: false, project: null } },
		plugins: { obsidianmd },
		rules: { "obsidianmd/validate-manifest": "error" },
	},
]);
