// The community directory's check, as near as this repository can run it: eslint-plugin-obsidianmd's
// recommended configuration as it ships, over every file the directory scans (bench/, preview/, scripts/
// and test/ included, which the project's own eslint.config.mjs treats as Node code), with nothing
// turned off. `npm run lint:directory` runs it; CI runs it beside `npm run lint`.
import { defineConfig, globalIgnores } from "eslint/config";
import obsidianmd from "eslint-plugin-obsidianmd";
import tseslint from "typescript-eslint";

export default defineConfig([
	// Built and installed files: not sources.
	globalIgnores(["node_modules/", "main.js", "build/", "coverage/", "test-output/", "bench/results/", "demo-vault/.obsidian/", "package-lock.json"]),
	...obsidianmd.configs.recommended,
	{
		languageOptions: {
			parserOptions: {
				projectService: {
					allowDefaultProject: ["eslint.config.mjs", "eslint.directory.config.mjs", "esbuild.config.mjs", "scripts/*.mjs"],
					maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 32,
				},
			},
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
