import fc from "fast-check";
import { parseYaml } from "obsidian";
import { describe, expect, it } from "vitest";
import { frontmatterBlock, frontmatterText, noteBody } from "../../../src/notes/new-note-text";

/** What we write into new notes: text, numbers, booleans, lists of text, maps of name → number. */
const written = fc.dictionary(
	fc.string({ minLength: 1, maxLength: 20 }),
	fc.oneof(
		fc.string(),
		fc.integer(),
		fc.boolean(),
		fc.array(fc.string(), { maxLength: 4 }),
		fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.integer(), { maxKeys: 3 }),
		fc.constantFrom("yes", "no", "null", "~", "1e3", "0x1F", "[[Link]]", "- item", "key: value", "#tag", "'quoted'", '"dq"', "\\", "\u2028", "@at", "%pct", "`tick`", "&anchor", "*alias", "!tag", "{x}", "[y]", "> fold", "| lit", "---"),
	),
	{ minKeys: 1, maxKeys: 8 },
);

describe("a new note's properties, written by Obsidian's stringifyYaml", () => {
	it("read back exactly as written, whatever the names look like", () => {
		fc.assert(
			fc.property(written, (data) => {
				const block = frontmatterBlock(data);
				if (!block.ok) throw new Error(block.error);
				const note = `${block.value}# Body\n`;
				const yaml = frontmatterText(note);
				expect(yaml).toBeDefined();
				expect(parseYaml(yaml ?? "")).toEqual(data);
				expect(noteBody(note)).toBe("# Body\n");
			}),
			{ numRuns: 300 },
		);
	});

	it("fences the block and keeps links and YAML-looking names as text", () => {
		const block = frontmatterBlock({ ledger: "campaign", party: ["[[Aria]]"], answer: "yes", session: 2 });
		if (!block.ok) throw new Error(block.error);
		expect(block.value.startsWith("---\n")).toBe(true);
		expect(block.value.endsWith("\n---\n")).toBe(true);
		expect(parseYaml(frontmatterText(block.value) ?? "")).toEqual({ ledger: "campaign", party: ["[[Aria]]"], answer: "yes", session: 2 });
	});

	it("writes no block for no properties, and a note without one is all body", () => {
		expect(frontmatterBlock({})).toEqual({ ok: true, value: "" });
		expect(frontmatterText("# No properties\n")).toBeUndefined();
		expect(noteBody("# No properties\n")).toBe("# No properties\n");
	});
});
