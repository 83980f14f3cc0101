/**
 * Placement checked by a CommonMark reference parser (the `commonmark` package): after an entry is
 * appended to a note that ends with something left open, the parser must see the log heading and the
 * entry's code block as top-level blocks of their own, the open block closed where it was (inside its
 * list item or callout), and every byte the note had still there.
 */
import { Parser, type Node } from "commonmark";
import { describe, expect, it } from "vitest";
import { applyInsertion, makeEntry, planInsertion, serializeEntry } from "../../../src/engine/log";

const block = serializeEntry(makeEntry({ id: "e1", time: "2026-11-21T02:30:00.000Z", kind: "roll", actor: "[[Kira]]", title: "Climb" }));
const append = (text: string): string => applyInsertion(text, planInsertion(text, block));

function topLevel(markdown: string): Node[] {
	const children: Node[] = [];
	for (let node = new Parser().parse(markdown).firstChild; node; node = node.next) children.push(node);
	return children;
}

function textOf(node: Node): string {
	let text = "";
	const walker = node.walker();
	for (let step = walker.next(); step; step = walker.next()) if (step.entering && step.node.literal) text += step.node.literal;
	return text;
}

/** Index of the top-level "## Log" heading and of the entry block after it; both must exist. */
function expectLogAndEntryOnTop(markdown: string): Node[] {
	const blocks = topLevel(markdown);
	const heading = blocks.findIndex((node) => node.type === "heading" && node.level === 2 && textOf(node) === "Log");
	expect(heading, "a top-level ## Log heading").toBeGreaterThanOrEqual(0);
	const entry = blocks.findIndex((node, index) => index > heading && node.type === "code_block" && (node.info ?? "").startsWith("ledger-entry"));
	expect(entry, "a top-level ledger-entry block after the heading").toBeGreaterThan(heading);
	expect(blocks[entry]?.literal).toContain("id: e1");
	return blocks;
}

describe("closing what a note leaves open, as CommonMark reads it", () => {
	it.each([
		["a fence in a list item", "# Session\n\n- step\n\n  ```\n  code"],
		["a fence in a list item, with a final newline", "# Session\n\n- step\n\n  ```\n  code\n"],
		["a tilde fence in a numbered item", "1. step\n\n   ~~~~\n   code\n   more"],
		["a fence in a list item after the log heading", "## Log\n\n- step\n\n  ```js\n  let x = 1;"],
	])("%s: closed inside the item, the code stays in the item", (_name, note) => {
		const after = append(note);
		expect(after.startsWith(note)).toBe(true);
		const blocks = expectLogAndEntryOnTop(after);
		const list = blocks.find((node) => node.type === "list");
		expect(list && textOf(list)).toContain(note.includes("let x") ? "let x = 1;" : "code");
		// Nothing but the list, headings and the entry at the top level: no stray fence or paragraph.
		expect(blocks.map((node) => node.type).filter((type) => !["list", "heading", "code_block"].includes(type))).toEqual([]);
		expect(blocks.filter((node) => node.type === "code_block")).toHaveLength(1);
	});

	it.each([
		["a callout holding an open <!--", "> [!note] Secret\n> <!-- the GM's aside"],
		["a callout holding an open <!-- over two lines", "> [!note]\n> <!-- the GM's aside\n> more aside\n"],
		["a nested quote holding an open <!--", "> outer\n> > <!-- inner aside"],
	])("%s: the --> goes inside the callout", (_name, note) => {
		const after = append(note);
		expect(after.startsWith(note)).toBe(true);
		const blocks = expectLogAndEntryOnTop(after);
		// The comment ends inside the quote: no "-->" paragraph of its own at the top level.
		expect(blocks.filter((node) => node.type === "paragraph")).toEqual([]);
		const quote = blocks.find((node) => node.type === "block_quote");
		expect(quote && textOf(quote)).toContain("-->");
	});

	it.each([
		["an open <!-- at the top level", "# Session\n\n<!-- hidden"],
		["an open <!-- in a list item", "- a\n- <!-- hidden"],
		["an open fence at the top level", "```\ncode"],
		["an open fence indented by two spaces", "  ```\n  code"],
	])("%s: heading and entry on top after the closer", (_name, note) => {
		const after = append(note);
		expect(after.startsWith(note)).toBe(true);
		expectLogAndEntryOnTop(after);
		expect(topLevel(after).filter((node) => node.type === "paragraph")).toEqual([]);
	});
});

describe("markers inside inline code", () => {
	it.each([
		["%%", "Use `%%` around a GM aside.\n"],
		["<!--", "HTML comments start with `<!--`.\n"],
		["$$", "Display math sits between ``$$`` lines.\n"],
	])("`%s` in inline code opens nothing: no closer is added", (_marker, note) => {
		expect(append(note)).toBe(`${note}\n## Log\n\n${block}\n`);
	});
});
