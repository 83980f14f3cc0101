// `npm run bench` runs every bench/*.bench.ts and prints its figures; a figure over its budget
// fails its file, and any failed file fails the run (the exit code is 1), with or without
// `--check` (kept for CI's command line; it changes nothing). Names given select files:
// `npm run bench -- dice plugin`. Flags are passed on to each file (`--require-peer`).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import process from "node:process";
import { print } from "./print.mjs";

const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const files = readdirSync("bench")
	.filter((name) => name.endsWith(".bench.ts"))
	.filter((name) => only.length === 0 || only.some((want) => name.includes(want)))
	.sort();

const failed = [];
for (const file of files) {
	print(`\n# ${file}`);
	const started = Date.now();
	// The benches that import the sources directly load a language catalogue as the builds ship it.
	const result = spawnSync("npx", ["tsx", "--import", "./scripts/catalogue-require.mjs", `bench/${file}`, ...flags], { stdio: "inherit" });
	print(`# ${file}: ${((Date.now() - started) / 1000).toFixed(1)} s${result.status === 0 ? "" : ", FAILED"}`);
	if (result.status !== 0) failed.push(file);
}
if (failed.length > 0) {
	console.error(`\n${failed.length} of ${files.length} benchmark files failed (a figure over its budget, or an error): ${failed.join(", ")}.`);
	process.exit(1);
}
print(`\nAll ${files.length} benchmark files within budget.`);
