/**
 * Issue 28: `npm run bench` printed OVER BUDGET lines and still said every file was within budget,
 * because a budget was only checked under --check. A figure over its budget now fails the bench
 * file wherever it is printed, with or without --check.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** Runs a one-figure bench file through tsx, as scripts/bench.mjs runs each file. */
function runBench(pass: boolean, args: string[]): { status: number | null; output: string } {
	mkdirSync("build/tmp", { recursive: true });
	const file = resolve(`build/tmp/budget-${pass ? "held" : "broken"}.bench.ts`);
	writeFileSync(
		file,
		[
			`import { finish, report } from ${JSON.stringify(resolve("bench/lib.ts"))};`,
			`report({ name: "a figure", value: ${pass ? 1 : 3}, unit: "ms", budget: "≤ 2 ms", pass: ${pass ? "true" : "false"} });`,
			'finish("budget-test");',
		].join("\n"),
	);
	const run = spawnSync("npx", ["tsx", file, ...args], { encoding: "utf8" });
	return { status: run.status, output: run.stdout + run.stderr };
}

describe("a budget broken fails the bench wherever it is printed", () => {
	it.each([[[]], [["--check"]]])("over budget, with arguments %j: printed and failed", (args) => {
		const { status, output } = runBench(false, args);
		expect(output).toContain("OVER BUDGET");
		expect(status).toBe(1);
	}, 60_000);

	it("within budget: ok and passed", () => {
		const { status, output } = runBench(true, []);
		expect(output).toContain("ok");
		expect(status).toBe(0);
	}, 60_000);
});
