import { defineConfig } from "vitest/config";

// Two of the three test layers run under vitest:
// - unit: the pure engine in plain Node;
// - dom: renderers and Obsidian-facing code in happy-dom against obsidian-test-mocks.
// The third layer (e2e, real Chromium) is driven by scripts/run-e2e.mjs.
export default defineConfig({
	test: {
		projects: [
			{
				test: {
					name: "unit",
					include: ["test/unit/**/*.test.ts"],
					environment: "node",
				},
			},
			{
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
