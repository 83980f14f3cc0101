/**
 * Appends checked against a reference reader (issue 22 §3): session notes generated with hostile
 * properties and prose, entries appended through the planner, and then, for every append,
 * - the note holds exactly what it held plus the entry (and the blank lines around it);
 * - every entry reads back;
 * - every entry is visible as Obsidian shows a note: the `commonmark` package finds it as a
 *   callout (a block quote opening with its `[!ledger|id]` line) outside code and HTML blocks, and no
 *   Obsidian comment (`%%`) or display math (`$$`) is open where it starts. The properties are not
 *   Markdown, so they are taken off first, as Obsidian does.
 */
import { Parser, type Node } from "commonmark";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { InsertionPlanner, makeEntry, parseEntries, serializeEntry } from "../../../src/engine/log";
import { hostileString } from "./arbitraries";

const entry = (id: string) => makeEntry({ id, time: "2026-11-21T02:30:00.000Z", kind: "roll", actor: "[[Kira]]", title: "Climb" });

/** The note's body as Obsidian renders it: without its properties block. */
function body(text: string): string {
	const match = /^---[ \t]*\r?\n[^]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
	return match ? text.slice(match[0].length) : text;
}

/** Where each entry callout is, per commonmark: the ids of the block quotes that open with "[!ledger|id]", with the text before them. */
function visibleEntries(markdown: string): Map<string, string> {
	const found = new Map<string, string>();
	let before = "";
	const walker = new Parser().parse(markdown).walker();
	for (let step = walker.next(); step; step = walker.next()) {
		const node: Node = step.node;
		if (!step.entering) continue;
		if (node.type === "block_quote" && node.firstChild?.type === "paragraph") {
			const head = /^\[!ledger\|([A-Za-z0-9-]+)\]/.exec(firstLine(node.firstChild));
			if (head?.[1] && !found.has(head[1])) found.set(head[1], before);
		}
		// Obsidian's %% and $$ are read in prose, not in code or HTML.
		if (node.type === "text" && node.literal) before += node.literal;
		if (node.type === "softbreak" || node.type === "linebreak") before += "\n";
	}
	return found;
}

/** A paragraph's text up to its first line break (commonmark splits "[" and the rest into separate text nodes). */
function firstLine(paragraph: Node): string {
	let text = "";
	for (let child = paragraph.firstChild; child && child.type !== "softbreak"; child = child.next) text += child.literal ?? "";
	return text;
}

/** The note as a failure message shows it, every invisible or unusual character spelled out. */
const shown = (text: string) => text.replace(/[^\x20-\x7e\n]/g, (char) => `\\u{${char.codePointAt(0)?.toString(16)}}`);

const count = (text: string, needle: string) => text.split(needle).length - 1;

const structure = fc.constantFrom(
	"## Log",
	"## Loot",
	"# Session 4",
	"```",
	"  ```",
	"~~~~",
	"%%",
	"$$",
	"<!--",
	"-->",
	"<pre>",
	"</pre>",
	"<div>",
	"<?php",
	"<!DOCTYPE html",
	"<![CDATA[",
	"> <!--",
	"> [!note]",
	"- step",
	"  - nested",
	"1. first",
	"",
	"\r",
	"- <!-- x",
	"text <!-- mid-sentence",
	"100%% done",
	"costs $$5",
	"> [!ledger|fake1]- not an entry",
);
const prose = fc.array(fc.oneof(hostileString, structure, structure), { maxLength: 10 }).map((lines) => lines.join("\n"));
const properties = fc.dictionary(fc.constantFrom("price", "progress", "note", "notes", "title"), fc.oneof(hostileString, structure, fc.constant("```\ncode\n```")), { maxKeys: 3 });
const sessionNote = fc.tuple(properties, prose).map(([props, text]) => {
	const yaml = stringify({ ledger: "session", ...props });
	return `---\n${yaml}---\n${text}`;
});

describe("appending to notes with hostile properties and prose", () => {
	it("adds only the entry, reads every entry back, and puts each where Obsidian shows it", () => {
		fc.assert(
			fc.property(sessionNote, fc.integer({ min: 1, max: 3 }), (note, appends) => {
				const planner = new InsertionPlanner();
				let text = note;
				const mine: string[] = [];
				for (let i = 0; i < appends; i++) {
					const id = `zz${i}-e`;
					const block = serializeEntry(entry(id));
					const { insertion, result } = planner.plan(text, block);
					// Exactly the entry and blank lines are added; every byte the note had stays, in order.
					expect(result.slice(0, insertion.offset) + result.slice(insertion.offset + insertion.text.length)).toBe(text);
					expect(insertion.text.replace(block, "").replace(/^\n*## Log\n*$/, "").trim()).toBe("");
					text = result;
					mine.push(id);
				}
				const read = parseEntries(text).entries.map((item) => item.entry.id);
				for (const id of mine) expect(read).toContain(id);
				const visible = visibleEntries(body(text));
				for (const id of mine) {
					const before = visible.get(id);
					expect(before, `entry ${id} is shown in:\n${shown(text)}`).toBeDefined();
					expect(count(before ?? "", "%%") % 2, `no comment open before ${id} in:\n${shown(text)}`).toBe(0);
					expect(count(before ?? "", "$$") % 2, `no math open before ${id} in:\n${shown(text)}`).toBe(0);
				}
			}),
			{ numRuns: 600 },
		);
	});
});
