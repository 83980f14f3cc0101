import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run pictures` (scripts/pictures.mjs): the README's pictures, from the demo in Chromium.
// Not a test layer: nothing here is compared, so `npm test` never runs it.
export default defineConfig({
	root: fileURLToPath(new URL("../..", import.meta.url)),
	test: {
		name: "pictures",
		include: ["test/pictures/**/*.pictures.ts"],
		environment: "node",
		testTimeout: 120_000,
		hookTimeout: 60_000,
	},
});
