/**
 * Issue 33 §4: the log is read as Obsidian (CommonMark) reads the note. A tab after `>` is a quote
 * marker and its space, so an entry written with tabs is shown and read; an entry indented four
 * columns is a code block, shown as code, and neither counted nor undoable; and reading takes time
 * linear in the note's length, whatever the text (a paragraph of unclosed `<!--` froze an append for
 * 5 s, a heading line of spaces for minutes).
 */
import process from "node:process";
import { describe, expect, it } from "vitest";
import { makeEntry, parseEntries, planInsertion, serializeEntry } from "../../../src/engine/log";

const time = "2026-11-21T02:30:00.000Z";
const climb = makeEntry({ id: "e1", time, kind: "task", actor: "[[Kira]]", title: "Climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
const written = serializeEntry(climb);
const ids = (text: string) => parseEntries(text).entries.map((item) => item.entry.id);

describe("tabs after > read as CommonMark reads them", () => {
	it.each([
		["a tab for the space after every >", (line: string) => line.replace(/^> /, ">\t")],
		["a space and a tab", (line: string) => line.replace(/^> /, "> \t")],
		["a tab on the callout's first line only", (line: string, index: number) => (index === 0 ? line.replace(/^> /, ">\t") : line)],
	])("an entry written with %s is read, with everything it holds", (_name, edit) => {
		const note = `## Log\n\n${written.split("\n").map(edit).join("\n")}\n`;
		const log = parseEntries(note);
		expect(log.problems).toEqual([]);
		expect(log.entries.map((item) => item.entry)).toEqual([climb]);
		expect(log.entries[0]?.checksum).toBe("ok");
	});

	it("a tab inside a list item's quote is read too", () => {
		const note = `- Earlier:\n${written.split("\n").map((line) => (line === "" ? "" : `  ${line.replace(/^> /, ">\t")}`)).join("\n")}\n`;
		expect(ids(note)).toEqual(["e1"]);
	});
});

describe("an entry indented four columns is a code block", () => {
	const indented = (prefix: string) => written.split("\n").map((line) => (line === "" ? "" : prefix + line)).join("\n");

	it.each([
		["four spaces", "    "],
		["a tab", "\t"],
		["six spaces", "      "],
	])("indented by %s at the top level, it is not counted (and so not undoable)", (_name, prefix) => {
		expect(ids(`## Log\n\nSome notes.\n\n${indented(prefix)}\n`)).toEqual([]);
	});

	it("indented four columns under a paragraph, it is the paragraph's text, not an entry", () => {
		expect(ids(`## Log\n\nSome notes\n${indented("    ")}\n`)).toEqual([]);
	});

	it("up to three spaces, or inside a list item, it is an entry", () => {
		expect(ids(`## Log\n\n${indented("   ")}\n`)).toEqual(["e1"]);
		expect(ids(`- Earlier\n\n${indented("  ")}\n`)).toEqual(["e1"]);
		expect(ids(`- Earlier\n\n${indented("    ")}\n`)).toEqual(["e1"]);
	});

	it("six columns inside a list item (four past its text) is that item's code", () => {
		expect(ids(`- Earlier\n\n${indented("      ")}\n`)).toEqual([]);
	});
});

describe("reading is linear in the note's length, for any text", () => {
	const entry = serializeEntry({ ...climb, id: "e9" });
	/** Milliseconds of this process's CPU time (user + system): time a loaded machine spends elsewhere does not count. */
	const cpuMs = (): number => {
		const { user, system } = process.cpuUsage();
		return (user + system) / 1000;
	};
	const plan = (text: string) => {
		const started = cpuMs();
		planInsertion(text, entry);
		parseEntries(text);
		return cpuMs() - started;
	};

	// Before, on the same loaded machine: 6.7 s for the first (0.36 MB; 5 s in the issue), 43 s for the second (growing with the square of its length).
	it.each([
		["a paragraph of unclosed <!--", "## Log\n\nNotes " + "a <!-- x\n".repeat(40_000)],
		["a heading line of spaces", `## Log\n\n# a${" ".repeat(60_000)}x\n`],
		["a line of unclosed <!--", `## Log\n\n${"<!-- a ".repeat(50_000)}\n`],
		["a line of unclosed links", `## Log\n\n${"x [[a".repeat(70_000)}\n`],
		// Unclosed code spans of 500 lengths, each looked for past 60,000 short spans.
		["backtick runs of many lengths", `## Log\n\n${Array.from({ length: 500 }, (_, i) => "`".repeat(i + 2)).join(" a ")}${" a `".repeat(60_000)}\n`],
		["an entry's fields line of brackets", `## Log\n\n> [!ledger|e1]- x\n> - ${"[".repeat(300_000)}\n`],
	])("%s (about 0.3 MB) is read and planned in under two seconds of CPU time", (_name, text) => {
		plan(text);
		expect(plan(text)).toBeLessThan(2000);
	});
});
