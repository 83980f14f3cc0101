/**
 * Inline `roll: …` code in Live Preview: the editor-side twin of the reading-view
 * post-processor in inline-roll.ts (DESIGN §4). A CodeMirror view plugin finds
 * inline code spans in the visible part of the note and, where the code is a
 * roll that parses, replaces the span with the same button reading view shows.
 * Where the cursor or selection touches a span, the raw text is shown instead,
 * as Live Preview does for all formatting, so the user can edit it.
 */
import { editorLivePreviewField } from "obsidian";
import { RangeSetBuilder, type EditorState, type Extension, type Text } from "@codemirror/state";
import { Decoration, EditorView, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate } from "@codemirror/view";
import { DICE_LIMITS, tryParse } from "../../engine/dice/index";
import type { DiceAst } from "../../engine/dice/index";
import { cryptoRng, type Rng } from "../../engine/rng";
import { buildInlineRoll, inlineRollExpression, rollText } from "./inline-roll";

/** Most inline rolls drawn at once: a pasted wall of rolls must not stall typing. */
export const MAX_INLINE_ROLLS_IN_VIEW = 500;

/** One inline code span on a line: offsets of the whole span (backticks included) and its code. */
export interface InlineCodeSpan {
	from: number;
	to: number;
	code: string;
}

/**
 * Inline code spans of one line, by the CommonMark rule: a run of n backticks opens
 * a span that the next run of exactly n backticks closes. Spans are looked for
 * within a line only; a roll never needs more. A backslash before a run makes its
 * first backtick literal (outside code, backslash escapes apply).
 */
export function inlineCodeSpans(line: string): InlineCodeSpan[] {
	const spans: InlineCodeSpan[] = [];
	let i = 0;
	while (i < line.length) {
		if (line[i] !== "`") {
			i++;
			continue;
		}
		if (precededByEscape(line, i)) {
			i++;
			continue;
		}
		const openEnd = runEnd(line, i);
		const width = openEnd - i;
		const close = findClosingRun(line, openEnd, width);
		if (close < 0) {
			// No closer: the backticks are literal text.
			i = openEnd;
			continue;
		}
		spans.push({ from: i, to: close + width, code: line.slice(openEnd, close) });
		i = close + width;
	}
	return spans;
}

function precededByEscape(line: string, at: number): boolean {
	let slashes = 0;
	for (let j = at - 1; j >= 0 && line[j] === "\\"; j--) slashes++;
	return slashes % 2 === 1;
}

function runEnd(line: string, from: number): number {
	let end = from;
	while (line[end] === "`") end++;
	return end;
}

function findClosingRun(line: string, from: number, width: number): number {
	let i = from;
	while (i < line.length) {
		if (line[i] !== "`") {
			i++;
			continue;
		}
		const end = runEnd(line, i);
		if (end - i === width) return i;
		i = end;
	}
	return -1;
}

/**
 * Which lines are code blocks or frontmatter, where backticks are not inline code.
 * Fences are ``` or ~~~ (three or more), closed by a fence of the same character at
 * least as long; frontmatter is a `---` block at the very top. Computed once per
 * document version and reused while only the selection or viewport moves.
 */
export function blockLines(doc: Text): Set<number> {
	const inside = new Set<number>();
	let fence: { char: string; length: number } | undefined;
	let frontmatter = doc.lines > 1 && doc.line(1).text.trimEnd() === "---";
	for (let n = 1; n <= doc.lines; n++) {
		const text = doc.line(n).text;
		if (frontmatter) {
			inside.add(n);
			if (n > 1 && /^(---|\.\.\.)\s*$/.test(text)) frontmatter = false;
			continue;
		}
		const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text);
		if (fence) {
			inside.add(n);
			if (marker?.[1] && marker[1][0] === fence.char && marker[1].length >= fence.length && text.trim() === marker[1]) fence = undefined;
		} else if (marker?.[1] && !(marker[1][0] === "`" && text.slice(marker[0].length).includes("`"))) {
			// (A backtick fence's info string has no backticks: ```roll: 1d6``` is inline code.)
			inside.add(n);
			fence = { char: marker[1][0] as string, length: marker[1].length };
		}
	}
	return inside;
}

/** The button that stands in for a parsed `roll: …` span. Built with createEl/setText only. */
class InlineRollWidget extends WidgetType {
	constructor(
		private readonly expression: string,
		private readonly ast: DiceAst,
		private readonly rng: Rng,
	) {
		super();
	}

	override eq(other: InlineRollWidget): boolean {
		// Same expression: keep the existing element, and with it the last roll shown.
		return other.expression === this.expression;
	}

	override toDOM(): HTMLElement {
		const root = createSpan();
		const { button, output } = buildInlineRoll(root, this.expression);
		button.addEventListener("click", (event) => {
			event.preventDefault();
			output.setText(rollText(this.ast, this.rng));
		});
		return root;
	}

	override ignoreEvent(): boolean {
		// The editor leaves clicks on the button alone, so rolling does not put the cursor in the span.
		return true;
	}
}

function isLivePreview(state: EditorState): boolean {
	return state.field(editorLivePreviewField, false) === true;
}

/** Whether any selection range touches [from, to], ends included, as Live Preview reveals markup. */
function selectionTouches(state: EditorState, from: number, to: number): boolean {
	return state.selection.ranges.some((range) => range.from <= to && range.to >= from);
}

function buildDecorations(view: EditorView, blocks: Set<number>, rng: Rng): DecorationSet {
	const builder = new RangeSetBuilder<Decoration>();
	const { state } = view;
	if (!isLivePreview(state)) return builder.finish();
	let drawn = 0;
	let lastLine = 0;
	for (const { from, to } of view.visibleRanges) {
		for (let pos = from; pos <= to && drawn < MAX_INLINE_ROLLS_IN_VIEW; ) {
			const line = state.doc.lineAt(pos);
			pos = line.to + 1;
			// Visible ranges can share a line; draw each line once, in order.
			if (line.number <= lastLine) continue;
			lastLine = line.number;
			if (blocks.has(line.number)) continue;
			for (const span of inlineCodeSpans(line.text)) {
				if (span.code.length > DICE_LIMITS.maxInputLength) continue;
				const expression = inlineRollExpression(span.code);
				if (expression === undefined) continue;
				const start = line.from + span.from;
				const end = line.from + span.to;
				if (selectionTouches(state, start, end)) continue;
				const parsed = tryParse(expression);
				// A roll that does not parse stays as typed, so a typo never hides the text.
				if (!parsed.ok) continue;
				builder.add(start, end, Decoration.replace({ widget: new InlineRollWidget(expression, parsed.ast, rng) }));
				if (++drawn >= MAX_INLINE_ROLLS_IN_VIEW) break;
			}
		}
	}
	return builder.finish();
}

/**
 * The Live Preview extension for inline rolls. Register it with
 * `plugin.registerEditorExtension`. The Rng is injected so tests are deterministic.
 */
export function inlineRollLivePreview(rng: Rng = cryptoRng()): Extension {
	return ViewPlugin.fromClass(
		class {
			decorations: DecorationSet;
			private blocks: Set<number>;

			constructor(view: EditorView) {
				this.blocks = blockLines(view.state.doc);
				this.decorations = buildDecorations(view, this.blocks, rng);
			}

			update(update: ViewUpdate): void {
				const modeChanged = isLivePreview(update.state) !== isLivePreview(update.startState);
				if (update.docChanged) this.blocks = blockLines(update.state.doc);
				if (update.docChanged || update.viewportChanged || update.selectionSet || modeChanged) {
					this.decorations = buildDecorations(update.view, this.blocks, rng);
				}
			}
		},
		{ decorations: (plugin) => plugin.decorations },
	);
}
