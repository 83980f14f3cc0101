/**
 * Inline code in the editor, read from the syntax tree the editor already keeps (`@codemirror/language`,
 * provided by Obsidian and external to main.js), instead of scanning the note's text on every change:
 * the parser has already decided what is code, what is a fenced block and what is frontmatter, and it
 * re-parses only what an edit touched.
 *
 * Two trees are read. Obsidian's own Markdown mode is a stream parser whose node names are its token
 * classes joined by "_": the backticks are `formatting_formatting-code_inline-code` (with more classes
 * in a list or a heading, such as `_list-1`), the code between them `inline-code`; inside fenced blocks
 * and frontmatter it emits no inline-code tokens at all. Lezer's Markdown parser (what a CodeMirror
 * editor outside Obsidian uses) names a span `InlineCode`, its backticks `CodeMark`, and knows no
 * frontmatter, so a note's leading `---` block is skipped here by its lines.
 */
import { syntaxTree } from "@codemirror/language";
import type { EditorState, Text } from "@codemirror/state";
import type { Tree } from "@lezer/common";
import { propertiesLineCount } from "../../engine/properties-block";

/** One inline code span: offsets of the whole span (backticks included) in the document, and its code. */
export interface InlineCodeSpan {
	from: number;
	to: number;
	code: string;
}

/** Whether a node of Obsidian's tree is a run of inline-code backticks (its classes name both). */
function isBacktickRun(name: string): boolean {
	if (!name.includes("formatting-code")) return false;
	const classes = name.split("_");
	return classes.includes("formatting-code") && classes.includes("inline-code");
}

/**
 * Where the note's frontmatter ends (the offset after its closing line), or 0 when it has none, by
 * Obsidian's rule (engine/properties-block.ts). Reads only the block's own lines, at most `maxLines`:
 * a note whose first line is `---` but never closes has no frontmatter, as Obsidian reads it.
 */
export function frontmatterEnd(doc: Text, maxLines = 2000): number {
	const lines = propertiesLineCount(doc.lines, (index) => doc.line(index + 1).text, maxLines);
	return lines === 0 ? 0 : doc.line(lines).to;
}

/**
 * The inline code spans that lie in [from, to] of the document, in order, as far as the editor has
 * parsed it (the caller redraws when the tree grows). A span is opened and closed on one line: a
 * backtick run the parser left open is not code. `skipBefore` is where the frontmatter ends; `tree`
 * is the editor's (a test or a bench may pass one it had parsed further).
 */
export function inlineCodeIn(state: EditorState, from: number, to: number, skipBefore = 0, tree: Tree = syntaxTree(state)): InlineCodeSpan[] {
	const spans: InlineCodeSpan[] = [];
	const doc = state.doc;
	let open: { from: number; to: number; line: number } | undefined;
	tree.iterate({
		// From the start of the line, so a span is never met by its closing backticks first.
		from: Math.max(doc.lineAt(from).from, skipBefore),
		to,
		enter(node) {
			if (node.to <= skipBefore) return false;
			if (node.name === "InlineCode") {
				const marks = node.node.getChildren("CodeMark");
				const first = marks[0];
				const last = marks[marks.length - 1];
				if (first && last && first !== last) spans.push({ from: node.from, to: node.to, code: doc.sliceString(first.to, last.from) });
				return false;
			}
			if (!isBacktickRun(node.name)) return undefined;
			const line = doc.lineAt(node.from).number;
			if (open && open.line === line) {
				spans.push({ from: open.from, to: node.to, code: doc.sliceString(open.to, node.from) });
				open = undefined;
			} else {
				open = { from: node.from, to: node.to, line };
			}
			return undefined;
		},
	});
	return spans;
}
