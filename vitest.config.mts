import { defineConfig } from "vitest/config";
import { textFilesPlugin } from "./scripts/text-loaders.mjs";

// Two of the three test layers run under vitest:
// - unit: the pure engine in plain Node;
// - dom: renderers and Obsidian-facing code in happy-dom against obsidian-test-mocks.
// The third layer (e2e, real Chromium) is driven by scripts/run-e2e.mjs.
export default defineConfig({
	test: {
		projects: [
			{
				plugins: [textFilesPlugin],
				test: {
					name: "unit",
					include: ["test/unit/**/*.test.ts"],
					environment: "node",
				},
			},
			{
				plugins: [textFilesPlugin],
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
