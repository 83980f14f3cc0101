/**
 * Where an entry goes (issue 22 §3): at the end of the log section, as its own block, adding nothing
 * but the entry; never where Obsidian would hide it, and never reading the properties as Markdown.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../src/lang";
import { applyInsertion, makeEntry, parseEntries, planInsertion, serializeEntry } from "../../../src/engine/log";
import { hostileString } from "./arbitraries";

const entry = (id: string) => makeEntry({ id, time: "2026-11-21T02:30:00.000Z", kind: "roll", actor: "[[Kira]]", title: "Climb" });
const block = serializeEntry(entry("e1"));
const append = (text: string, blockText = block) => applyInsertion(text, planInsertion(text, blockText));
const ids = (text: string) => parseEntries(text).entries.map((e) => e.entry.id);

describe("where an entry goes", () => {
	it("creates a ## Log heading at the end when the note has none", () => {
		expect(append("# Session 3\n\nWe met at the inn.\n")).toBe(`# Session 3\n\nWe met at the inn.\n\n## Log\n\n${block}\n`);
	});

	it("starts an empty note with the heading", () => {
		expect(append("")).toBe(`## Log\n\n${block}\n`);
	});

	it("goes under the heading the settings name", () => {
		const note = "# Session\n\n## Journal\n\nArrived.\n";
		expect(applyInsertion(note, planInsertion(note, block, "Journal"))).toBe(`${note}\n${block}\n`);
	});

	it("goes at the end of the log section, before the next heading, after a blank line", () => {
		const note = "## Log\n\nfirst line\n\n## Loot\n\n- a rope\n";
		expect(append(note)).toBe(`## Log\n\nfirst line\n\n${block}\n\n## Loot\n\n- a rope\n`);
	});

	it.each([
		["a paragraph with no final newline", "## Log\n\nThe door creaks"],
		["a callout", "## Log\n\n> [!note] Ambush\n> They wait"],
		["a list", "## Log\n\n- one\n- two\n"],
		["a closed code block", "## Log\n\n```js\nlet a = 1;\n```\n"],
		["another entry", `## Log\n\n${serializeEntry(entry("e0"))}\n`],
	])("after %s it is its own block, with a blank line before it", (_name, note) => {
		const result = append(note);
		expect(result.startsWith(note.replace(/\n$/, ""))).toBe(true);
		expect(result).toContain(`\n\n${block}`);
		expect(ids(result)).toContain("e1");
	});

	it.each([
		["an unclosed backtick fence", "## Log\n\nArrived.\n\n````md\nhalf-written", "a code block", 5],
		["an unclosed tilde fence", "## Log\n\nArrived.\n\n~~~\ncode\n", "a code block", 5],
		["an unclosed Obsidian comment", "## Log\n\nArrived.\n\n%% secret GM note\nstill secret", "a comment (%%)", 5],
		["an unclosed HTML comment", "## Log\n\nArrived.\n\n<!-- hidden\nstill hidden\n", "an HTML block", 5],
		["an unclosed <pre>", "## Log\n\nArrived.\n\n<pre>\nhidden\n", "an HTML block", 5],
		["an unclosed display-math block", "## Log\n\nArrived.\n\n$$\nx^2 + y^2", "a math block ($$)", 5],
	])("after %s it goes just before it, adds nothing else, and says why", (_name, note, what, line) => {
		const plan = planInsertion(note, block);
		const result = applyInsertion(note, plan);
		expect(result).toBe(note.replace("Arrived.\n\n", `Arrived.\n\n${block}\n\n`));
		expect(plan.notice).toContain(`${what} opened on line ${line}`);
		expect(ids(result)).toEqual(["e1"]);
	});

	describe("in German", () => {
		afterEach(() => setLanguage("en"));

		it("the notice about a never-closed block names it in the reader's language", () => {
			setLanguage("de");
			const plan = planInsertion("## Log\n\nArrived.\n\n$$\nx^2 + y^2", block);
			expect(plan.notice).toMatch(/^Die Sitzungsnotiz hat einen Formelblock \(\$\$\), der in Zeile 5 geöffnet und nie geschlossen wird/);
		});
	});

	it("an unclosed fence that swallows the log heading: the entry goes before it, and no second heading is added", () => {
		const note = "# Session\n\nWe met.\n\n```\ncode\n\n## Log\n";
		const plan = planInsertion(note, block);
		const result = applyInsertion(note, plan);
		expect(result).toBe(`# Session\n\nWe met.\n\n${block}\n\n\`\`\`\ncode\n\n## Log\n`);
		expect(result.match(/## Log/g)).toHaveLength(1);
		expect(plan.notice).toBeDefined();
	});

	it("an open fence in a list item: the entry goes before the list, which stays whole", () => {
		const note = "## Log\n\nArrived.\n\n- step one\n- step two\n\n  ```\n  code";
		expect(append(note)).toBe(note.replace("Arrived.\n\n", `Arrived.\n\n${block}\n\n`));
	});

	it("ignores a '## Log' heading inside a code block", () => {
		const note = "```md\n## Log\n```\n";
		expect(append(note)).toBe(`${note}\n## Log\n\n${block}\n`);
	});

	it("leaves closed and inline math alone: nothing is added before the entry", () => {
		const note = "## Log\n\nInline $$a+b$$ and\n$$\nx^2\n$$\n";
		expect(append(note)).toBe(`${note}\n${block}\n`);
	});

	it("ignores a '## Log' heading inside a closed %% comment", () => {
		const note = "%%\n## Log\n%%\nText\n";
		expect(append(note)).toBe(`${note}\n## Log\n\n${block}\n`);
	});

	it.each([
		["price: $$", "---\nledger: session\nprice: $$\n---\n# Session\n\n## Log\n"],
		["progress: 100%% done", "---\nledger: session\nprogress: 100%% done\n---\n# Session\n\n## Log\n"],
		["a <!-- in a property", "---\nledger: session\nnote: <!-- draft\n---\n# Session\n\n## Log\n"],
		["a block scalar holding a fence line", "---\nledger: session\nnotes: |\n  ```\n  code\n---\n# Session\n\n## Log\n"],
		["a ## Log line inside a block scalar", "---\nledger: session\nnotes: |\n  ## Log\n---\n# Session\n"],
	])("never reads the properties as Markdown (%s): the entry is all it adds", (_name, note) => {
		const plan = planInsertion(note, block);
		const result = applyInsertion(note, plan);
		expect(plan.notice).toBeUndefined();
		const added = result.slice(plan.offset, plan.offset + plan.text.length);
		expect(added.replace(block, "").replace("## Log", "").trim()).toBe("");
		expect(result.match(/^## Log$/gm)?.length).toBe(1);
		expect(result.endsWith(`${block}\n`)).toBe(true);
	});

	it("a lone <!-- in the middle of a sentence hides nothing: no closer, no second heading", () => {
		const note = "# Session\n\nThe sign reads <!-- and nothing more.\n\n## Log\n\nArrived.\n";
		expect(append(note)).toBe(`${note}\n${block}\n`);
	});

	it("works in a note with Windows line endings, leaving its bytes alone and adding lines in its own breaks (issue 33)", () => {
		const note = "# Session\r\n\r\n## Log\r\n\r\nArrived.\r\n";
		const result = append(note);
		expect(result.replace(`\r\n\r\n${block.replace(/\n/g, "\r\n")}`, "")).toBe(note);
		expect(ids(result)).toEqual(["e1"]);
	});

	it("keeps every byte and lands every entry, whatever the note holds", () => {
		fc.assert(
			fc.property(fc.array(hostileString, { maxLength: 8 }), fc.integer({ min: 1, max: 4 }), (pieces, count) => {
				const note = pieces.join("\n");
				let text = note;
				for (let i = 0; i < count; i++) {
					const plan = planInsertion(text, serializeEntry(entry(`e${i}`)));
					const next = applyInsertion(text, plan);
					// One insertion: what was before stays before, what was after stays after.
					expect(next.slice(0, plan.offset) + next.slice(plan.offset + plan.text.length)).toBe(text);
					text = next;
				}
				expect(ids(text).filter((id) => /^e\d$/.test(id))).toEqual(Array.from({ length: count }, (_, i) => `e${i}`));
			}),
			{ numRuns: 300 },
		);
	});
});
