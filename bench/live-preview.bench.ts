/**
 * Live Preview inline rolls: what runs on every edit and cursor move. The spans come from the
 * editor's syntax tree (src/ui/dice/inline-code-tree.ts), which the editor keeps and re-parses only
 * around an edit, so nothing here rescans the note. Obsidian's own parser cannot run outside
 * Obsidian; Lezer's Markdown parser (what CodeMirror uses elsewhere) stands in for it.
 * Each figure must stay far below a frame (16 ms) on big or hostile notes.
 *
 * Run: npx tsx bench/live-preview.bench.ts [--check]
 */
import { markdown } from "@codemirror/lang-markdown";
import { ensureSyntaxTree } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { inlineCodeIn } from "../src/ui/dice/inline-code-tree";
import { finish, medianMs, report } from "./lib";

// A 20,000-line campaign note: prose with inline rolls, a code block every 50 lines.
const lines: string[] = [];
for (let n = 0; n < 20_000; n++) {
	if (n % 50 === 0) lines.push("```ledger-roll", "1d20 vs 12", "```");
	else lines.push(`Line ${n}: the goblin attacks \`roll: 1d20+4\` and hits for \`roll: 1d6+2\` damage.`);
}
const parsed = (state: EditorState) => ensureSyntaxTree(state, state.doc.length, 60_000) ?? undefined;
const note = EditorState.create({ doc: lines.join("\n"), extensions: [markdown()] });
const tree = parsed(note);

// A screenful of lines in the middle of the note (what the view plugin reads on a cursor move).
const first = note.doc.line(10_001);
const last = note.doc.line(10_060);
const screenMs = medianMs(() => inlineCodeIn(note, first.from, last.to, 0, tree), 201);
report({ name: "inline code of 60 visible lines, from the tree", value: screenMs, unit: "ms", budget: "< 1 ms", pass: screenMs < 1 });

// An edit in the middle: the parser reuses the tree around it; then the screen is read again.
const editMs = medianMs(() => {
	const edited = note.update({ changes: { from: first.from, insert: "x" } }).state;
	const reparsed = ensureSyntaxTree(edited, last.to + 1, 1000) ?? undefined;
	return inlineCodeIn(edited, first.from, last.to + 1, 0, reparsed);
}, 21);
report({ name: "one keystroke mid-note: re-parse to the screen and read it, 20k-line note", value: editMs, unit: "ms", budget: "< 16 ms", pass: editMs < 16 });

// Hostile: 200,000 characters of backtick runs on one line. Repeating widths 1..9 (each closes 9
// runs on), then widths 1, 2, 3, … each used once, so no run ever closes.
let repeating = "";
for (let i = 0; repeating.length < 200_000; i++) repeating += "`".repeat((i % 9) + 1) + "x";
let growing = "";
for (let width = 1; growing.length < 200_000; width++) growing += "`".repeat(width) + "x";
for (const [name, line] of [
	["repeating widths", repeating],
	["growing widths, never closed", growing],
] as const) {
	const state = EditorState.create({ doc: line, extensions: [markdown()] });
	const hostileTree = parsed(state);
	const ms = medianMs(() => inlineCodeIn(state, 0, state.doc.length, 0, hostileTree), 11);
	report({ name: `inline code of 200k chars of ${name}`, value: ms, unit: "ms", budget: "< 16 ms", pass: ms < 16 });
}

finish("live-preview");
