import fc from "fast-check";
import { parseYaml } from "obsidian";
import { describe, expect, it } from "vitest";
import { splitFrontmatter, toYaml } from "../../../src/notes/schema/yaml";

/** What we write into new notes: text, numbers, booleans, lists of text, maps of name → number. */
const written = fc.dictionary(
	fc.string({ minLength: 1, maxLength: 20 }),
	fc.oneof(
		fc.string(),
		fc.integer(),
		fc.boolean(),
		fc.array(fc.string(), { maxLength: 4 }),
		fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.integer(), { maxKeys: 3 }),
		fc.constantFrom("yes", "no", "null", "~", "1e3", "0x1F", "[[Link]]", "- item", "key: value", "#tag", "'quoted'", '"dq"', "\\", "\u2028", "@at", "%pct", "`tick`", "&anchor", "*alias", "!tag", "{x}", "[y]", "> fold", "| lit"),
	),
	{ maxKeys: 8 },
);

describe("YAML writer round trip through Obsidian's YAML reader", () => {
	it("reads back exactly what was written, whatever the names look like", () => {
		fc.assert(
			fc.property(written, (data) => {
				const y = toYaml(data);
				if (!y.ok) throw new Error(y.error);
				const back: unknown = y.value === "" ? {} : parseYaml(y.value);
				expect(back).toEqual(data);
			}),
			{ numRuns: 500 },
		);
	});

	it("a written block splits back off the body", () => {
		const y = toYaml({ title: "---", n: 1 });
		if (!y.ok) throw new Error(y.error);
		expect(splitFrontmatter(`---\n${y.value}---\n# Body\n`)).toEqual({ yaml: `${y.value.trimEnd()}`, body: "# Body\n" });
	});
});
