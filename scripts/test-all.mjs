// `npm test`: the three layers in order. unit + dom run under vitest; e2e drives
// Debian's Chromium through playwright-core (scripts/run-e2e.mjs), which skips
// with a one-line notice when Chromium is missing, unless CI=true.
// Each layer also writes a JSON report, so the run ends with one plain line:
// "Tests: N passed, N failed" over all layers.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import process from "node:process";

const REPORTS = "build/test-reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

function run(command, args, env = {}) {
	const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env }, shell: process.platform === "win32" });
	return result.status ?? 1;
}

function counts(file) {
	if (!existsSync(file)) return { passed: 0, failed: 0 };
	const report = JSON.parse(readFileSync(file, "utf8"));
	return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0) };
}

const json = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/${name}.json`];
const vitest = run("npx", ["vitest", "run", ...json("unit-dom")]);
const e2e = vitest === 0 ? run("node", ["scripts/run-e2e.mjs", ...json("e2e")]) : 1;

const total = [counts(`${REPORTS}/unit-dom.json`), counts(`${REPORTS}/e2e.json`)].reduce(
	(sum, layer) => ({ passed: sum.passed + layer.passed, failed: sum.failed + layer.failed }),
	{ passed: 0, failed: 0 },
);
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed`);
process.exit(vitest !== 0 ? vitest : e2e);
