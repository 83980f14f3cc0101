// `npm run pictures`: takes the README's pictures from the demo vault in Debian's Chromium
// (test/pictures/readme.pictures.ts). They go to build/pictures/, outside the tracked tree, to look
// at; `npm run pictures -- --docs` writes them over docs/images/, the ones the README shows.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import process from "node:process";
import { print } from "./print.mjs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const chromium = candidates.find((path) => existsSync(path));
if (!chromium) {
	console.error("pictures: Chromium not found (apt-get install -y chromium).");
	process.exit(1);
}
const into = process.argv.includes("--docs") ? "docs/images" : "build/pictures";
const result = spawnSync("npx", ["vitest", "run", "--config", "test/pictures/vitest.pictures.config.ts"], {
	stdio: "inherit",
	env: { ...process.env, CHROMIUM_PATH: chromium, LEDGER_PICTURES_DIR: into, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
	shell: process.platform === "win32",
});
if (result.status === 0) print(`pictures: written to ${into}/`);
process.exit(result.status ?? 1);
