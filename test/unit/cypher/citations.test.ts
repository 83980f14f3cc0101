import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CITATIONS } from "../../../src/engine/systems/cypher/citations";
import { CIRCUMSTANCES } from "../../../src/engine/systems/cypher/task";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const src = join(repo, "src");
const tsFiles = (dir: string): string[] =>
	readdirSync(dir, { recursive: true, encoding: "utf8" })
		.filter((path) => path.endsWith(".ts"))
		.map((path) => join(dir, path));
const citationsFile = join(src, "engine", "systems", "cypher", "citations.ts");

describe("the Cypher citations table", () => {
	it("holds a seed's words (000, 001, 002) or a CSRD reading in every entry", () => {
		for (const [id, words] of Object.entries(CITATIONS)) expect(words, id).toMatch(/^(00[0-2](: |, )|CSRD: )/);
	});

	it("has no entry the rule code does not name", () => {
		// Rule code names a citation by its id in quotes: as a step's source, in a table of rows, or in the
		// comment beside a refusal whose message states the rule in plain words. The rows of 000's
		// circumstance tables derive theirs from the row's id.
		const circumstanceRows = new Set<string>(CIRCUMSTANCES.map((c) => c.source));
		const ruleCode = [...tsFiles(join(src, "engine", "systems", "cypher")), ...tsFiles(join(src, "engine", "encounter"))]
			.filter((path) => path !== citationsFile)
			.map((path) => readFileSync(path, "utf8"))
			.join("\n");
		const unnamed = Object.keys(CITATIONS).filter((id) => !ruleCode.includes(`"${id}"`) && !circumstanceRows.has(id));
		expect(unnamed).toEqual([]);
	});

	it("stays out of the bundle: nothing under src/ imports it except as a type", () => {
		// A value import (or re-export) would put every quotation back into main.js.
		const imports = tsFiles(src).flatMap((path) =>
			[...readFileSync(path, "utf8").matchAll(/^(import|export)\b[^;]*?from\s+["']([^"']+)["']/gms)]
				.filter((m) => `${resolve(dirname(path), m[2] as string)}.ts` === citationsFile)
				.map((m) => `${relative(repo, path)}: ${m[0].replace(/\s+/g, " ")}`),
		);
		expect(imports.length).toBeGreaterThan(5);
		expect(imports.filter((line) => !/^[^:]+: (import|export) type\b/.test(line))).toEqual([]);
	});
});
