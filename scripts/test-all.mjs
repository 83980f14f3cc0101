// `npm test`: the three layers in order. unit + dom run under vitest; e2e drives
// Debian's Chromium through playwright-core (scripts/run-e2e.mjs), which skips
// with a one-line notice when Chromium is missing, unless CI=true.
// Each layer also writes a JSON report, so the run ends with one plain line:
// "Tests: N passed, N failed" over all layers, and, when some were not run or some quotations were
// not checked against the seed texts (a fresh clone has no ../shared beside it), how many and why.
// A test file that fails to load, or a layer that fails outside any test, counts as a failure
// there, and the exit code is 1 exactly when that line reports a failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { print } from "./print.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const REPORTS = join(ROOT, "build", "test-reports");
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// The same places test/helpers/seeds.ts looks: the seed texts and the CSRD compendium beside the repository.
const seedsDir = process.env.SEEDS_DIR ?? join(ROOT, "..", "shared", "seeds");
const missing = [
	[seedsDir, "seed texts"],
	[join(seedsDir, "..", "csrd-vault"), "CSRD compendium"],
].filter(([folder]) => !existsSync(folder));
const missingWhat = missing.map(([, name]) => name).join(" and ");
if (missing.length > 0 && process.env.CI !== "true") {
	const where = missing.map(([folder, name]) => `${name} (${folder})`).join(" and ");
	print(`Not found: ${where}. The tests that need them are not run; set SEEDS_DIR to run them.`);
}

function run(command, args) {
	// test/helpers/seeds.ts writes the quotations it could not check into the report folder.
	const env = { ...process.env, LEDGER_TEST_REPORTS: REPORTS };
	const result = spawnSync(command, args, { stdio: "inherit", cwd: ROOT, env, shell: process.platform === "win32" });
	return result.status ?? 1;
}

/** Passed, failed and skipped tests of one layer, from its vitest JSON report and exit code. */
function tally(layer, file, status) {
	let passed = 0;
	let failed = 0;
	let skipped = 0;
	const ran = existsSync(file);
	if (ran) {
		const report = JSON.parse(readFileSync(file, "utf8"));
		passed = report.numPassedTests ?? 0;
		failed = (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0);
		skipped = report.numPendingTests ?? 0;
		// A file that stops before its tests (an import or top-level error) has no failed test of its own.
		for (const result of report.testResults ?? []) {
			const failedInFile = (result.assertionResults ?? []).filter((test) => test.status === "failed").length;
			if (result.status === "failed" && failedInFile === 0) {
				print(`${layer}: ${result.name} failed to load; counted as one failure.`);
				failed++;
			}
		}
	}
	if (status !== 0 && failed === 0) {
		print(`${layer}: exited with code ${status} without a failing test (an error outside the tests); counted as one failure.`);
		failed = 1;
	}
	return { passed, failed, skipped, ran };
}

const json = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${join(REPORTS, `${name}.json`)}`];
const layers = [
	tally("unit + dom", join(REPORTS, "unit-dom.json"), run("npx", ["vitest", "run", ...json("unit-dom")])),
	tally("e2e", join(REPORTS, "e2e.json"), run("node", ["scripts/run-e2e.mjs", ...json("e2e")])),
];

const total = layers.reduce(
	(sum, layer) => ({ passed: sum.passed + layer.passed, failed: sum.failed + layer.failed, skipped: sum.skipped + layer.skipped }),
	{ passed: 0, failed: 0, skipped: 0 },
);
/** Quotations test/helpers/seeds.ts could not check (no seed texts): how many, in how many files. */
function uncheckedQuotes() {
	const file = join(REPORTS, "unchecked-quotes.tsv");
	if (!existsSync(file)) return { quotes: 0, files: 0 };
	const rows = readFileSync(file, "utf8").trim().split("\n").map((line) => line.split("\t"));
	return { quotes: rows.reduce((sum, row) => sum + Number(row[2] ?? 0), 0), files: new Set(rows.map((row) => row[0])).size };
}

// What was not run or not checked, and why, in the same line as the counts.
const why = missingWhat === "" ? "" : `: the ${missingWhat} ${missing.length > 1 ? "are" : "is"} not beside the repository (set SEEDS_DIR)`;
const notes = [];
if (total.skipped > 0) notes.push(`${total.skipped} not run`);
const unchecked = uncheckedQuotes();
if (unchecked.quotes > 0) notes.push(`${unchecked.quotes} seed quotations in ${unchecked.files} files not checked`);
let notRun = notes.length > 0 ? `; ${notes.join(" and ")}${why || ": skipped (no test may be skipped; look for .skip)"}` : "";
if (!layers[1].ran && layers[1].failed === 0) notRun += "; the browser layer did not run (Chromium not found)";
print(`\nTests: ${total.passed} passed, ${total.failed} failed${notRun}`);
process.exit(total.failed > 0 ? 1 : 0);
