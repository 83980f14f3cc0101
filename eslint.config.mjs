import { defineConfig, globalIgnores } from "eslint/config";
import obsidianmd from "eslint-plugin-obsidianmd";
import { DEFAULT_ACRONYMS } from "eslint-plugin-obsidianmd/dist/lib/rules/ui/acronyms.js";

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
					allowDefaultProject: ["eslint.config.mjs", "esbuild.config.mjs", "scripts/*.mjs"],
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
		// builtin-modules is part of the project's agreed package set (the esbuild externals list);
		// keep the recommended presets and allow just this one.
		files: ["package.json"],
		rules: {
			"depend/ban-dependencies": ["error", { presets: ["native", "microutilities", "preferred"], allowed: ["builtin-modules"] }],
		},
	},
	{
		// The engine is pure: it runs in Node, in tests and on phones, and never sees Obsidian.
		files: ["src/engine/**/*.ts"],
		rules: {
			"no-restricted-imports": [
				"error",
				{
					paths: [{ name: "obsidian", message: "src/engine must stay free of Obsidian: move this to src/notes or src/ui." }],
					patterns: [
						{ group: ["**/notes/**", "**/ui/**", "../notes/*", "../ui/*"], message: "The engine never imports the notes or ui layers." },
					],
				},
			],
		},
	},
	{
		// notes/ never knows about widgets.
		files: ["src/notes/**/*.ts"],
		rules: {
			"no-restricted-imports": [
				"error",
				{ patterns: [{ group: ["**/ui/**", "../ui/*"], message: "The notes layer never imports the ui layer." }] },
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
		},
	},
]);
