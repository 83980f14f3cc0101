/**
 * Every source file with code is code main.js runs: a rule or helper that only the tests reach is a
 * second implementation waiting to drift, or a feature nobody can use. The plugin is bundled as the
 * production build bundles it, and every file under src/ whose code lands in none of main.js's bytes
 * must be one of the few listed here, each with its reason. Files that hold only types or re-exports
 * are erased by any build and are not counted.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "acorn";
import { build, transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { buildOptions } from "../../../esbuild.config.mjs";

/** Files main.js does not contain on purpose, and why. */
const NOT_SHIPPED: Record<string, string> = {
	// The seeds' words each rule cites: data for the tests (checked against the seed texts) and the docs.
	"src/engine/systems/cypher/citations.ts": "quotations for the tests",
	"src/engine/systems/d20/citations.ts": "quotations for the tests",
	"src/engine/systems/pool/citations.ts": "quotations for the tests",
};

/** True when the file declares something that runs (not only types, imports and re-exports). */
function hasCode(path: string): boolean {
	const js = transformSync(readFileSync(path, "utf8"), { loader: "ts", format: "esm" }).code;
	const program = parse(js, { ecmaVersion: "latest", sourceType: "module" });
	return program.body.some(
		(statement) => statement.type !== "ImportDeclaration" && statement.type !== "ExportAllDeclaration" && !(statement.type === "ExportNamedDeclaration" && statement.declaration === null),
	);
}

describe("what main.js is made of", () => {
	it("contains the code of every source file, but for the few listed with their reason", async () => {
		const result = await build({ ...buildOptions, write: false, metafile: true, minify: true, logLevel: "silent" });
		const output = Object.values(result.metafile.outputs)[0];
		const shipped = new Set(Object.entries(output?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path));
		const sources = readdirSync("src", { recursive: true, encoding: "utf8" })
			.filter((name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))
			.map((name) => `src/${name.split("\\").join("/")}`);
		const unshipped = sources.filter((path) => !shipped.has(path) && hasCode(path));
		expect(unshipped.sort()).toEqual(Object.keys(NOT_SHIPPED).sort());
	}, 60_000);
});
