import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EditorSelection, EditorState, type Extension } from "@codemirror/state";
import { markdown } from "@codemirror/lang-markdown";
import { EditorView } from "@codemirror/view";
import { ensureSyntaxTree } from "@codemirror/language";
import { editorLivePreviewField } from "obsidian";
import { App, Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { scriptedRng } from "../../../src/engine/rng";
import { DICE_LIMITS } from "../../../src/engine/dice/index";
import { inlineRollLivePreview } from "../../../src/ui/dice/live-preview";
import { frontmatterEnd, inlineCodeIn } from "../../../src/ui/dice/inline-code-tree";
import { obsidianLikeMarkdown } from "./obsidian-markdown-tree";

/**
 * Inline `roll: …` code in Live Preview, in a real CodeMirror editor on happy-dom,
 * checked as a user would: a button where the code was, a total after a click,
 * and the raw text back when the cursor goes into it. Every behaviour runs on the two syntax trees
 * the finder reads: Obsidian's naming (obsidian-markdown-tree.ts) and Lezer's Markdown parser.
 */

const TREES = { obsidian: obsidianLikeMarkdown, lezer: markdown() } as const;
let language: Extension = TREES.obsidian;

const views: EditorView[] = [];

afterEach(() => {
	for (const view of views.splice(0)) view.destroy();
	document.body.empty();
});

/** An editor on `doc`; Live Preview on unless told otherwise (Obsidian sets this field per editor). */
function editor(doc: string, extension: Extension, options: { livePreview?: boolean; cursor?: number } = {}): EditorView {
	const state = EditorState.create({
		doc,
		selection: EditorSelection.cursor(options.cursor ?? 0),
		extensions: [language, editorLivePreviewField.init(() => options.livePreview ?? true), extension],
	});
	const parent = createDiv();
	document.body.appendChild(parent);
	const view = new EditorView({ state, parent });
	views.push(view);
	return view;
}

function buttons(view: EditorView): HTMLButtonElement[] {
	return Array.from(view.contentDOM.querySelectorAll<HTMLButtonElement>("button.cl-inline-roll-button"));
}

function result(view: EditorView): string | null | undefined {
	return view.contentDOM.querySelector(".cl-inline-roll-result")?.textContent;
}

const ATTACK = "Attack `roll: 1d20+5` now";

describe.each(Object.keys(TREES) as (keyof typeof TREES)[])("inline rolls in Live Preview (%s tree)", (tree) => {
	beforeEach(() => {
		language = TREES[tree];
	});

	it("turns `roll: 1d20+5` into a button named after the expression, and the note's text is unchanged", () => {
		const view = editor(ATTACK, inlineRollLivePreview(scriptedRng([]))); // cursor at 0, outside the span
		const [button] = buttons(view);
		expect(button?.textContent).toBe("1d20+5");
		expect(button?.getAttribute("aria-label")).toBe("Roll 1d20+5");
		expect(view.contentDOM.textContent).not.toContain("roll:");
		expect(view.state.doc.toString()).toBe(ATTACK);
	});

	it("a click rolls with the injected generator and shows the total and the die", () => {
		const view = editor(ATTACK, inlineRollLivePreview(scriptedRng([14, 3])));
		buttons(view)[0]?.click();
		// 14 on the d20, +5.
		expect(result(view)).toBe("19 (14; 14 + 5)");
		buttons(view)[0]?.click();
		expect(result(view)).toBe("8 (3; 3 + 5)");
		// Rolling does not move the cursor into the span (which would hide the button).
		expect(view.state.selection.main.head).toBe(0);
	});

	it("shows the raw text while the cursor or a selection touches the span, and the button again after", () => {
		const view = editor(ATTACK, inlineRollLivePreview(scriptedRng([])));
		const start = ATTACK.indexOf("`");
		const end = ATTACK.lastIndexOf("`") + 1;
		for (const selection of [
			EditorSelection.cursor(start + 3), // inside
			EditorSelection.cursor(start), // just before the opening backtick
			EditorSelection.cursor(end), // just after the closing one
			EditorSelection.range(0, start + 1), // a selection reaching in
		]) {
			view.dispatch({ selection });
			expect(buttons(view)).toHaveLength(0);
			expect(view.contentDOM.textContent).toContain("`roll: 1d20+5`");
		}
		view.dispatch({ selection: EditorSelection.cursor(ATTACK.length) });
		expect(buttons(view)).toHaveLength(1);
	});

	it("leaves the raw text in source mode", () => {
		const view = editor(ATTACK, inlineRollLivePreview(scriptedRng([])), { livePreview: false });
		expect(buttons(view)).toHaveLength(0);
		expect(view.contentDOM.textContent).toContain("`roll: 1d20+5`");
	});

	it.each([
		["`roll: 2d`", "a die without sides"],
		["`roll: 1d6 +`", "a dangling operator"],
		["`roll:`", "no expression"],
		["`dice: 1d6`", "another plugin's prefix"],
		["`2d6`", "plain code"],
		["`roll: 1d6", "no closing backtick"],
		["\\`roll: 1d6`", "an escaped backtick"],
	])("%s (%s) stays as typed", (code) => {
		const view = editor(`Text ${code} end`, inlineRollLivePreview(scriptedRng([])));
		expect(buttons(view)).toHaveLength(0);
		expect(view.contentDOM.textContent).toContain(code);
	});

	it("shows HTML in an expression's label as text, never as markup", () => {
		const doc = "Hit `roll: 1d6 # <img src=x onerror=alert(1)><b>bold</b>` ok";
		const view = editor(doc, inlineRollLivePreview(scriptedRng([4])));
		const [button] = buttons(view);
		expect(button?.textContent).toBe("1d6 # <img src=x onerror=alert(1)><b>bold</b>");
		// (CodeMirror's own cursor buffers next to widgets are empty <img>s without a src.)
		expect(view.contentDOM.querySelector("img[src], img[onerror], b")).toBeNull();
		expect(view.contentDOM.querySelector(".cl-inline-roll")?.children).toHaveLength(2);
		button?.click();
		expect(result(view)).toBe("4 (4)");
	});

	it("turns every roll on a line into its own button, including ``double-backtick`` code", () => {
		const view = editor("Hit `roll: 1d20` for ``roll: 2d6+1`` damage", inlineRollLivePreview(scriptedRng([])));
		expect(buttons(view).map((b) => b.textContent)).toEqual(["1d20", "2d6+1"]);
	});

	it("leaves rolls inside fenced code blocks and frontmatter alone", () => {
		const doc = ["---", "attack: `roll: 1d20`", "---", "```js", "x = `roll: 1d6`", "```", "~~~", "`roll: 1d8`", "~~~", "After `roll: 1d4`"].join("\n");
		const view = editor(doc, inlineRollLivePreview(scriptedRng([])), { cursor: 0 });
		expect(buttons(view).map((b) => b.textContent)).toEqual(["1d4"]);
	});

	it("skips code longer than the dice input limit", () => {
		const long = `roll: 1d6${"+1".repeat(DICE_LIMITS.maxInputLength)}`;
		const view = editor(`Long \`${long}\` end`, inlineRollLivePreview(scriptedRng([])));
		expect(buttons(view)).toHaveLength(0);
	});

	it("follows edits: a fixed typo becomes a button, a removed roll goes away", () => {
		const view = editor("Dmg `roll: 2d` x", inlineRollLivePreview(scriptedRng([])), { cursor: 0 });
		expect(buttons(view)).toHaveLength(0);
		view.dispatch({ changes: { from: "Dmg `roll: 2d".length, insert: "6" }, selection: EditorSelection.cursor(0) });
		expect(buttons(view).map((b) => b.textContent)).toEqual(["2d6"]);
		view.dispatch({ changes: { from: 4, to: "Dmg `roll: 2d6`".length, insert: "" } });
		expect(buttons(view)).toHaveLength(0);
	});

	it("is registered by the plugin as an editor extension", () => {
		const app = App.createConfigured__();
		const plugin = new CampaignLedgerPlugin(app.asOriginalType__(), { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" }) as unknown as MockPlugin;
		plugin.load();
		const extensions = plugin.editorExtensions__ as Extension[];
		expect(extensions.length).toBeGreaterThan(0);
		const view = editor(ATTACK, extensions);
		expect(buttons(view).map((b) => b.textContent)).toEqual(["1d20+5"]);
		plugin.unload();
	});
});

describe("finding inline code in the syntax tree", () => {
	const spans = (doc: string, parser: Extension = TREES.lezer) => {
		const state = EditorState.create({ doc, extensions: [parser] });
		// A state without a view parses when asked: the finder reads the tree it is given.
		const tree = ensureSyntaxTree(state, state.doc.length, 1000) ?? undefined;
		return inlineCodeIn(state, 0, state.doc.length, frontmatterEnd(state.doc), tree).map((s) => s.code);
	};

	it.each([
		["a `b` c", ["b"]],
		["``a ` b`` c", ["a ` b"]],
		["`a` and `b`", ["a", "b"]],
		["``a` no close", []],
		["\\`a` b", []],
		["\\\\`a` b", ["a"]],
		["`a\\` b", ["a\\"]],
		["` `` ``` ````", []],
	])("%s → %j (Lezer's CommonMark)", (line, codes) => {
		expect(spans(line)).toEqual(codes);
	});

	it.each(Object.entries(TREES))("skips fenced blocks and frontmatter, not a one-line ```code``` (%s tree)", (_name, tree) => {
		const doc = ["---", "a: `x`", "---", "text `y`", "````", "```", "`z`", "````", "```roll: 1d6``` inline", "end"].join("\n");
		expect(spans(doc, tree)).toEqual(["y", "roll: 1d6"]);
	});

	it("finds where frontmatter ends, and none when it never closes", () => {
		expect(frontmatterEnd(EditorState.create({ doc: "---\na: 1\n---\nbody" }).doc)).toBe("---\na: 1\n---".length);
		expect(frontmatterEnd(EditorState.create({ doc: "---\na: 1\nbody" }).doc)).toBe(0);
		expect(frontmatterEnd(EditorState.create({ doc: "text\n---" }).doc)).toBe(0);
	});

	it("reads the spans of the visible part only, from the tree the editor keeps after an edit", () => {
		const lines = Array.from({ length: 400 }, (_, n) => `Line ${n} \`roll: 1d${n + 2}\``);
		const state = EditorState.create({ doc: lines.join("\n"), extensions: [TREES.obsidian] });
		const line = state.doc.line(201);
		const tree = ensureSyntaxTree(state, state.doc.length, 5000) ?? undefined;
		expect(inlineCodeIn(state, line.from, line.to, 0, tree).map((s) => s.code)).toEqual(["roll: 1d202"]);
		const edited = state.update({ changes: { from: line.from, insert: "`roll: 3d6` " } }).state;
		const after = edited.doc.line(201);
		const reparsed = ensureSyntaxTree(edited, edited.doc.length, 5000) ?? undefined;
		expect(inlineCodeIn(edited, after.from, after.to, 0, reparsed).map((s) => s.code)).toEqual(["roll: 3d6", "roll: 1d202"]);
	});
});
