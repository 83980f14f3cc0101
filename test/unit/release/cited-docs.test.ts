/**
 * Comments and docs cite documents the repository has: every `*.md` a source, test or bench file
 * names by path exists, and every "ARCHITECTURE.md, <section>" names one of its sections. (Twenty-two
 * comments once cited a DESIGN.md the repository never had.)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const FOLDERS = ["src", "test", "bench", "preview", "scripts"];
const files = FOLDERS.flatMap((folder) =>
	readdirSync(folder, { recursive: true, encoding: "utf8" })
		.filter((name) => /\.(ts|mts|mjs)$/.test(name))
		.map((name) => `${folder}/${name.split("\\").join("/")}`)
		// This file names the missing document on purpose.
		.filter((path) => path !== "test/unit/release/cited-docs.test.ts"),
);
const architecture = readFileSync("docs/ARCHITECTURE.md", "utf8");
const sections = new Set([...architecture.matchAll(/^##+ (.+)$/gm)].map((match) => match[1]?.trim() ?? ""));

describe("documents the code cites", () => {
	it("every document named by its path exists (DESIGN.md is not one of them)", () => {
		const missing: string[] = [];
		for (const file of files) {
			const text = readFileSync(file, "utf8");
			for (const match of text.matchAll(/\b((?:docs|preview|demo-vault\/Manual)\/[\w ./-]*?\.md|DESIGN\.md|ARCHITECTURE\.md|README\.md)\b/g)) {
				const cited = match[1] ?? "";
				const path = cited === "ARCHITECTURE.md" ? "docs/ARCHITECTURE.md" : cited === "DESIGN.md" ? "DESIGN.md" : cited;
				if (!existsSync(path)) missing.push(`${file}: ${cited}`);
			}
			if (/\bDESIGN\b\s*§/.test(text)) missing.push(`${file}: DESIGN §`);
		}
		expect(missing).toEqual([]);
	});

	it('every "ARCHITECTURE.md, <section>" names a section of docs/ARCHITECTURE.md', () => {
		const wrong: string[] = [];
		for (const file of files) {
			for (const match of readFileSync(file, "utf8").matchAll(/ARCHITECTURE\.md, ([A-Z][a-z]+(?: [a-z]+)*)/g)) {
				const section = match[1] ?? "";
				if (![...sections].some((name) => name.startsWith(section))) wrong.push(`${file}: ${section}`);
			}
		}
		expect(wrong).toEqual([]);
	});
});
