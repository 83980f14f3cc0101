import { describe, expect, it } from "vitest";
import type { StateChange } from "../../../src/engine/state";
import { applyPatch, linkPath, toFrontmatterPatch, toUndoPatch } from "../../../src/notes/schema";

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
