import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readYaml } from "../../preview/mini-yaml";
import { splitFrontmatter, toYaml } from "../../src/notes/schema/yaml";

/** Every note of the demo vault (hidden folders, the vault's config among them, skipped). */
function demoNotes(dir = "demo-vault"): string[] {
	return readdirSync(dir)
		.filter((name) => !name.startsWith("."))
		.flatMap((name) => {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) return demoNotes(path);
			return name.endsWith(".md") ? [path] : [];
		});
}

/** The preview's YAML subset must read our frontmatter conventions (DESIGN.md §5) exactly, or refuse. */
describe("the preview's YAML subset", () => {
	it("reads a Cypher character's frontmatter", () => {
		const yaml = [
			"ledger: character          # kind marker",
			"system: cypher",
			'campaign: "[[The Ninth Gate]]"',
			"tier: 1",
			"might-edge: 1",
			"trained: [climbing, stealth]",
			"specialized: []",
			"abilities:",
			'  - "[[Bash]]"',
			"  - '[[Onslaught]]'",
			"skills:",
			"  stealth: 4",
			"heroic: true",
			"note: it's a # not a comment inside? no: this one is",
			"empty:",
		].join("\n");
		expect(readYaml(yaml)).toEqual({
			ledger: "character",
			system: "cypher",
			campaign: "[[The Ninth Gate]]",
			tier: 1,
			"might-edge": 1,
			trained: ["climbing", "stealth"],
			specialized: [],
			abilities: ["[[Bash]]", "[[Onslaught]]"],
			skills: { stealth: 4 },
			heroic: true,
			note: "it's a",
			empty: null,
		});
	});

	it("reads lists written at the key's own indentation", () => {
		expect(readYaml('party:\n- "[[A]]"\n- "[[B]]"\nx: 1')).toEqual({ party: ["[[A]]", "[[B]]"], x: 1 });
	});

	it.each([
		{ yaml: "a: |\n  text", says: "beyond the preview's YAML subset" },
		{ yaml: "a: &anchor 1", says: "beyond the preview's YAML subset" },
		{ yaml: "a: 1\n- stray", says: 'expected "key: value"' },
		{ yaml: "a: [1, 2", says: "unclosed" },
		{ yaml: "list:\n  - name: x", says: "mappings inside lists" },
	])("refuses $yaml with a message naming the line", ({ yaml, says }) => {
		expect(() => readYaml(yaml)).toThrow(says);
		expect(() => readYaml(yaml)).toThrow(/YAML line \d+/);
	});

	// The preview's processFrontMatter reads with readYaml and writes back with toYaml: a write
	// that changes one key must leave every other value of the demo's notes as it was.
	it.each(demoNotes())("reads back what the preview writes for %s", (path) => {
		const { yaml } = splitFrontmatter(readFileSync(path, "utf8"));
		const before = readYaml(yaml ?? "") ?? {};
		const written = toYaml({ ...(before as Record<string, unknown>), might: 11 });
		expect(written.ok).toBe(true);
		expect(readYaml(written.ok ? written.value : "")).toEqual({ ...(before as Record<string, unknown>), might: 11 });
	});
});
