// `npm run bench` runs every bench/*.bench.ts and prints its figures.
// `npm run bench -- --check` (CI) also fails when a figure breaks its budget.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import process from "node:process";

const check = process.argv.includes("--check");
const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const files = readdirSync("bench")
	.filter((name) => name.endsWith(".bench.ts"))
	.filter((name) => only.length === 0 || only.some((want) => name.includes(want)))
	.sort();

let failed = 0;
for (const file of files) {
	console.log(`\n# ${file}`);
	const result = spawnSync("npx", ["tsx", `bench/${file}`, ...(check ? ["--check"] : [])], { stdio: "inherit" });
	if (result.status !== 0) failed++;
}
if (failed > 0) {
	console.error(`\n${failed} benchmark file(s) broke a budget.`);
	process.exit(1);
}
console.log(`\nAll ${files.length} benchmark files within budget.`);
