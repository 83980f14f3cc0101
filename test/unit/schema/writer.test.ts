import { describe, expect, it } from "vitest";
import type { StateChange } from "../../../src/engine/state";
import { applyPatch, frontmatterBlock, linkPath, splitFrontmatter, toFrontmatterPatch, toUndoPatch, toYaml, wikilink } from "../../../src/notes/schema";

describe("YAML writer", () => {
	it("writes flat keys, quoted strings, lists in block style and empty lists inline", () => {
		const y = toYaml({ ledger: "campaign", system: "cypher", party: ["[[Aria]]", "[[Bron]]"], "pool-die-size": 6, "light-weapons-ease": false, cyphers: [] });
		expect(y.ok && y.value).toBe(
			'ledger: "campaign"\nsystem: "cypher"\nparty:\n  - "[[Aria]]"\n  - "[[Bron]]"\npool-die-size: 6\nlight-weapons-ease: false\ncyphers: []\n',
		);
	});

	it("quotes every string so YAML-looking names stay text", () => {
		const y = toYaml({ a: "yes", b: "1e3", c: "key: value", d: "#tag", e: 'say "hi"\nnext', f: "\u2028" });
		expect(y.ok && y.value).toBe('a: "yes"\nb: "1e3"\nc: "key: value"\nd: "#tag"\ne: "say \\"hi\\"\\nnext"\nf: "\\u2028"\n');
	});

	it("quotes keys that are not plain words", () => {
		const y = toYaml({ "my key": 1, "x:y": 2 });
		expect(y.ok && y.value).toBe('"my key": 1\n"x:y": 2\n');
	});

	it("writes nested maps and non-finite numbers as null", () => {
		const y = toYaml({ abilities: { Quick: 1 }, n: NaN, empty: {} });
		expect(y.ok && y.value).toBe('abilities:\n  Quick: 1\nn: null\nempty: {}\n');
	});

	it("refuses nesting deeper than 8 levels with a message instead of a stack overflow", () => {
		let deep: Record<string, unknown> = { x: 1 };
		for (let i = 0; i < 10_000; i++) deep = { a: deep };
		const y = toYaml(deep);
		expect(!y.ok && y.error).toBe("frontmatter nested more than 8 levels deep");
	});

	it("frontmatterBlock fences the YAML", () => {
		const b = frontmatterBlock({ session: 2 });
		expect(b.ok && b.value).toBe("---\nsession: 2\n---\n");
	});

	it("splitFrontmatter separates the block from the body", () => {
		expect(splitFrontmatter("---\na: 1\n---\n# Body\n")).toEqual({ yaml: "a: 1", body: "# Body\n" });
		expect(splitFrontmatter("# No frontmatter\n")).toEqual({ yaml: undefined, body: "# No frontmatter\n" });
		expect(splitFrontmatter("---\n---\nbody")).toEqual({ yaml: "", body: "body" });
	});
});

describe("links", () => {
	it.each([
		["[[The Ninth Gate]]", "The Ninth Gate"],
		["[[Campaigns/Gate/Session 2|S2]]", "Campaigns/Gate/Session 2"],
		["[[Session 2#Log]]", "Session 2"],
		["Session 2", "Session 2"],
		["[[]]", undefined],
		["[[a]] and [[b]]", undefined],
	])("%s → %s", (text, path) => {
		expect(linkPath(text)).toBe(path);
	});

	it("wikilink drops the .md extension", () => {
		expect(wikilink("Campaigns/Gate/Session 1.md")).toBe("[[Campaigns/Gate/Session 1]]");
	});
});

describe("frontmatter patches from state changes", () => {
	// 000: "Using Effort ... costs 3 points from the stat Pool"; then damage lowers the same Pool again.
	const changes: StateChange[] = [
		{ target: "", key: "might", before: 12, after: 9 },
		{ target: "", key: "might", before: 9, after: 5 },
		{ target: "", key: "xp", before: 3, after: 4 },
		{ target: "NPCs/Ghoul.md", key: "health", before: 9, after: 4 },
	];

	it("the last after-value of each key of the chosen note wins", () => {
		expect(toFrontmatterPatch(changes)).toEqual({ might: 5, xp: 4 });
		expect(toFrontmatterPatch(changes, "NPCs/Ghoul.md")).toEqual({ health: 4 });
	});

	it("undo restores the first before-value", () => {
		expect(toUndoPatch(changes)).toEqual({ might: 12, xp: 3 });
	});

	it("applyPatch sets exactly the patched keys and leaves every other key alone", () => {
		const fm: Record<string, unknown> = { might: 12, xp: 3, tags: ["pc"], notes: "keep me" };
		applyPatch(fm, { might: 5, cyphers: ["[[Detonation]]"] });
		expect(fm).toEqual({ might: 5, xp: 3, tags: ["pc"], notes: "keep me", cyphers: ["[[Detonation]]"] });
	});
});
