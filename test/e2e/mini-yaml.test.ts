import { describe, expect, it } from "vitest";
import { readYaml } from "../../e2e/mini-yaml";

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
});
