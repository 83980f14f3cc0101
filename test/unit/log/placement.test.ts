import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyInsertion, makeEntry, parseEntries, planInsertion, serializeEntry } from "../../../src/engine/log";
import { hostileString } from "./arbitraries";

const entry = (id: string) => makeEntry({ id, time: "2026-11-21T02:30:00.000Z", kind: "roll", actor: "[[Kira]]", title: "Climb" });
const block = serializeEntry(entry("e1"));
const append = (text: string, blockText = block) => applyInsertion(text, planInsertion(text, blockText));

describe("where an entry goes", () => {
	it("creates a ## Log heading at the end when the note has none", () => {
		expect(append("# Session 3\n\nWe met at the inn.\n")).toBe(`# Session 3\n\nWe met at the inn.\n\n## Log\n\n${block}\n`);
	});

	it("starts an empty note with the heading", () => {
		expect(append("")).toBe(`## Log\n\n${block}\n`);
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
	])("after %s it is its own block, with a blank line before it", (_name, note) => {
		const result = append(note);
		expect(result.startsWith(note.replace(/\n$/, ""))).toBe(true);
		expect(result).toContain(`\n\n${block}`);
		expect(parseEntries(result).entries.map((e) => e.entry.id)).toEqual(["e1"]);
	});

	it.each([
		["an unclosed backtick fence", "## Log\n\n````md\nhalf-written", "````"],
		["an unclosed tilde fence", "## Log\n\n~~~\ncode\n", "~~~"],
		["an unclosed Obsidian comment", "## Log\n\n%% secret GM note\nstill secret", "%%"],
		["an unclosed HTML comment", "## Log\n\n<!-- hidden\nstill hidden\n", "-->"],
		["an unclosed display-math block", "## Log\n\n$$\nx^2 + y^2", "$$"],
	])("after %s it closes it at the very end first, so the entry is not swallowed", (_name, note, closer) => {
		const result = append(note);
		expect(result.startsWith(note)).toBe(true);
		expect(result.slice(note.length)).toContain(`${closer}\n\n${block}\n`);
		expect(parseEntries(result).entries.map((e) => e.entry.id)).toEqual(["e1"]);
	});

	it("an unclosed fence before any log heading gets the heading after the closer", () => {
		const note = "# Session\n\n```\ncode";
		expect(append(note)).toBe(`${note}\n\`\`\`\n\n## Log\n\n${block}\n`);
	});

	it("ignores a '## Log' heading inside a code block", () => {
		const note = "```md\n## Log\n```\n";
		const result = append(note);
		expect(result).toBe(`${note}\n## Log\n\n${block}\n`);
	});

	it("leaves closed and inline math alone: nothing is added before the entry", () => {
		const note = "## Log\n\nInline $$a+b$$ and\n$$\nx^2\n$$\n";
		expect(append(note)).toBe(`${note}\n${block}\n`);
	});

	it("ignores a '## Log' heading inside a closed %% comment", () => {
		const note = "%%\n## Log\n%%\nText\n";
		expect(append(note)).toBe(`${note}\n## Log\n\n${block}\n`);
	});

	it("works in a note with Windows line endings, leaving its bytes alone", () => {
		const note = "# Session\r\n\r\n## Log\r\n\r\nArrived.\r\n";
		const result = append(note);
		expect(result.replace(`\n\n${block}`, "")).toBe(note);
		expect(parseEntries(result).entries.map((e) => e.entry.id)).toEqual(["e1"]);
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
				expect(parseEntries(text).entries.map((e) => e.entry.id).filter((id) => /^e\d$/.test(id))).toEqual(
					Array.from({ length: count }, (_, i) => `e${i}`),
				);
			}),
			{ numRuns: 300 },
		);
	});
});
