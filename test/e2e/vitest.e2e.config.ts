import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { textFilesPlugin } from "../../scripts/text-loaders.mjs";

// The third test layer: the plugin's real renderers in Debian's Chromium, driven by
// playwright-core. Kept out of vitest.config.mts so a plain `npx vitest run` stays
// fast and browser-free; scripts/run-e2e.mjs runs it (and skips without Chromium).
// It lives under test/ so the type-checked lint covers it.
export default defineConfig({
	root: fileURLToPath(new URL("../..", import.meta.url)),
	plugins: [textFilesPlugin],
	test: {
		name: "e2e",
		include: ["test/e2e/**/*.test.ts"],
		environment: "node",
		globalSetup: ["test/e2e/global-setup.ts"],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		fileParallelism: false,
	},
});
