import { defineConfig, type Plugin } from "vitest/config";

/**
 * The rule packs' notes (src/games/<game>/pack/*.md) are imported as text, as esbuild's TEXT_LOADER
 * does for main.js: the module's default export is the note's whole text.
 */
const markdownAsText: Plugin = {
	name: "markdown-as-text",
	enforce: "pre",
	transform(code, id) {
		return id.endsWith(".md") ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
	},
};

// Two of the three test layers run under vitest:
// - unit: the pure engine in plain Node;
// - dom: renderers and Obsidian-facing code in happy-dom against obsidian-test-mocks.
// The third layer (e2e, real Chromium) is driven by scripts/run-e2e.mjs.
export default defineConfig({
	plugins: [markdownAsText],
	test: {
		projects: [
			{
				plugins: [markdownAsText],
				test: {
					name: "unit",
					include: ["test/unit/**/*.test.ts"],
					environment: "node",
				},
			},
			{
				plugins: [markdownAsText],
				resolve: {
					alias: { obsidian: "obsidian-test-mocks/obsidian" },
				},
				test: {
					name: "dom",
					include: ["test/dom/**/*.test.ts"],
					environment: "happy-dom",
					setupFiles: ["obsidian-test-mocks/vitest-setup"],
				},
			},
		],
	},
});
