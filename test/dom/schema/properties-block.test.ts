/**
 * One rule for where a note's properties end: the engine's reader (engine/properties-block.ts, for
 * the pure code that reads lines) against Obsidian's getFrontMatterInfo, as obsidian-test-mocks
 * imitates it, on the shapes notes take, hand-made and generated. The compendium's quirks included:
 * a fence of four dashes or with spaces after it opens no properties, and neither does "...".
 */
import fc from "fast-check";
import { getFrontMatterInfo } from "obsidian";
import { describe, expect, it } from "vitest";
import { propertiesBlock } from "../../../src/engine/properties-block";

/** Both readers' answer: where the rest of the note starts (0 when there are no properties). */
const ours = (text: string): number => propertiesBlock(text)?.contentStart ?? 0;
const obsidians = (text: string): number => getFrontMatterInfo(text).contentStart;

describe("where a note's properties end", () => {
	it.each([
		["properties and a body", "---\ntags: [a]\n---\nBody"],
		["properties at the end of the note", "---\na: 1\n---"],
		["Windows line ends", "---\r\na: 1\r\n---\r\nBody"],
		["no properties", "Body\n---\na: 1\n---\n"],
		["a first line of four dashes (a compendium quirk)", "----\ntags:\n- Ability\n---\n## Glass Step\n"],
		["spaces after the opening fence", "--- \na: 1\n---\nBody"],
		["a closing fence with spaces after it", "---\na: 1\n--- \nBody"],
		["a YAML end marker instead of a fence", "---\na: 1\n...\nBody"],
		["never closed", "---\na: 1\nBody"],
		["dashes inside a value", "---\na: ---x\nb: 2\n---\nBody"],
		["a closing fence not at a line start", "---\na: 1---\nBody"],
		["a rule further down", "---\na: 1\n---\nText\n\n---\n\nMore"],
	])("%s: as Obsidian reads it", (_what, text) => {
		expect(ours(text)).toBe(obsidians(text));
	});

	it("agrees on generated notes made of fences, dashes, YAML and text", () => {
		const line = fc.constantFrom("---", "----", "--- ", "...", "a: 1", "tags: [x]", "- item", "", "Text", "---x", "\r");
		fc.assert(
			fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
				const text = lines.join("\n");
				// An empty block (`---` twice) is no properties to either; the mocks do not count it as a block at all.
				fc.pre(!/^---\r?\n---(\r?\n|$)/.test(text));
				expect(ours(text)).toBe(obsidians(text));
			}),
			{ numRuns: 2000, seed: 34 },
		);
	});
});
