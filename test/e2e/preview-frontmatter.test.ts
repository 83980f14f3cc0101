import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getFrontMatterInfo, propertiesOf, withProperties } from "../../preview/frontmatter";

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

describe("the preview's frontmatter (the yaml package standing in for Obsidian's YAML)", () => {
	it("finds the block as Obsidian's getFrontMatterInfo describes it", () => {
		const text = "---\nledger: guide\n---\n# Body\n";
		expect(getFrontMatterInfo(text)).toEqual({ exists: true, frontmatter: "ledger: guide", from: 4, to: 17, contentStart: 22 });
		expect(getFrontMatterInfo("# No properties\n").exists).toBe(false);
	});

	it("keeps dates as text and links as strings, as Obsidian's Properties do", () => {
		expect(propertiesOf('---\ndate: 2026-03-14\ncampaign: "[[The Ninth Gate]]"\n---\n', "x.md")).toEqual({
			date: "2026-03-14",
			campaign: "[[The Ninth Gate]]",
		});
	});

	it("refuses properties that are not a map, naming the note", () => {
		expect(() => propertiesOf("---\n- a\n- b\n---\n", "Odd.md")).toThrow('The properties of Odd.md are not a list of "key: value" lines.');
	});

	// processFrontMatter in the preview reads with propertiesOf and writes back with withProperties: a
	// write that changes one key must leave every other value and the body of the demo's notes as they were.
	it.each(demoNotes())("reads back what the preview writes for %s", (path) => {
		const text = readFileSync(path, "utf8");
		const before = propertiesOf(text, path);
		const written = withProperties(text, { ...before, might: 11 });
		expect(propertiesOf(written, path)).toEqual({ ...before, might: 11 });
		const info = getFrontMatterInfo(text);
		expect(written.slice(getFrontMatterInfo(written).contentStart)).toBe(info.exists ? text.slice(info.contentStart) : text);
	});
});
