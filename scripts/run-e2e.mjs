// The browser layer of `npm test`. Needs Debian's Chromium (/usr/bin/chromium).
// Missing Chromium: one line and a skip on a developer machine; a failure under CI=true.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import process from "node:process";
import { print } from "./print.mjs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const chromium = candidates.find((path) => existsSync(path));
if (!chromium) {
	const message = "e2e: Chromium not found (apt-get install -y chromium); browser tests skipped.";
	if (process.env.CI === "true") {
		console.error(message.replace("skipped", "required under CI"));
		process.exit(1);
	}
	print(message);
	process.exit(0);
}
// The browser tests are a vitest project of their own (test/e2e/vitest.e2e.config.ts), kept out of
// the plain `npx vitest run`; they find Chromium through CHROMIUM_PATH.
const result = spawnSync("npx", ["vitest", "run", "--config", "test/e2e/vitest.e2e.config.ts", ...process.argv.slice(2)], {
	stdio: "inherit",
	// The config is TypeScript under test/ (so lint type-checks it); Vite bundles it, which is fine.
	env: { ...process.env, CHROMIUM_PATH: chromium, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
	shell: process.platform === "win32",
});
process.exit(result.status ?? 1);
