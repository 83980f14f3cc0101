import { defineConfig } from "vitest/config";
import { textFilesPlugin } from "./scripts/text-loaders.mjs";

// Two of the three test layers run under vitest:
// - unit: the pure engine in plain Node;
// - dom: renderers and Obsidian-facing code in happy-dom against obsidian-test-mocks.
// The third layer (e2e, real Chromium) is driven by scripts/run-e2e.mjs.
const TIMEOUT_MS = 60_000;

export default defineConfig({
	test: {
		// A timeout catches a test that hangs; it is no measure of speed (bench/ measures that). The
		// property tests run thousands of cases, a few seconds on a quiet machine and several times
		// that on a loaded one, where vitest's default of 5 s failed them.
		projects: [
			{
				plugins: [textFilesPlugin],
				test: {
					name: "unit",
					testTimeout: TIMEOUT_MS,
					hookTimeout: TIMEOUT_MS,
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
					testTimeout: TIMEOUT_MS,
					hookTimeout: TIMEOUT_MS,
					include: ["test/dom/**/*.test.ts"],
					environment: "happy-dom",
					setupFiles: ["obsidian-test-mocks/vitest-setup"],
				},
			},
		],
	},
});
