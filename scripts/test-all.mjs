// `npm test`: the three layers in order. unit + dom run under vitest; e2e drives
// Debian's Chromium through playwright-core (scripts/run-e2e.mjs), which skips
// with a one-line notice when Chromium is missing, unless CI=true.
import { spawnSync } from "node:child_process";
import process from "node:process";

function run(command, args) {
	const result = spawnSync(command, args, { stdio: "inherit", shell: process.platform === "win32" });
	return result.status ?? 1;
}

const vitest = run("npx", ["vitest", "run"]);
if (vitest !== 0) process.exit(vitest);
process.exit(run("node", ["scripts/run-e2e.mjs"]));
