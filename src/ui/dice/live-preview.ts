/**
 * Inline `roll: …` code in Live Preview: the editor-side twin of the reading-view
 * post-processor in inline-roll.ts (Obsidian draws inline code through both). A CodeMirror view plugin reads the
 * inline code spans of the visible part of the note from the editor's syntax tree
 * (inline-code-tree.ts) and, where the code is a roll that parses, replaces the span
 * with the same button reading view shows. Where the cursor or selection touches a
 * span, the raw text is shown instead, as Live Preview does for all formatting, so
 * the user can edit it.
 */
import { editorInfoField, editorLivePreviewField } from "obsidian";
import { syntaxTree } from "@codemirror/language";
import { RangeSetBuilder, type EditorState, type Extension } from "@codemirror/state";
import { Decoration, EditorView, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate } from "@codemirror/view";
import { DICE_LIMITS } from "../../engine/dice/index";
import { cryptoRng, type Rng } from "../../engine/rng";
import { inlineRollExpression, prepareInlineRoll, wireInlineRoll } from "./inline-roll";
import type { FreeRollContext } from "./roll-block";
import { frontmatterEnd, inlineCodeIn } from "./inline-code-tree";
import { readTableLink } from "../../notes/roll-tables/table-link";
import { wireTableRoll } from "../roll-tables/inline-table";

/** Most inline rolls drawn at once: a pasted wall of rolls must not stall typing. */
export const MAX_INLINE_ROLLS_IN_VIEW = 500;

/** What stands in for a span of inline code: `wire` builds it (createEl/setText only) into a span. */
export class InlineCodeWidget extends WidgetType {
	constructor(
		/** The span's code and its note: two widgets with one key are one, so the element (and the last roll shown) is kept. */
		private readonly key: string,
		private readonly wire: (root: HTMLElement) => void,
	) {
		super();
	}

	override eq(other: InlineCodeWidget): boolean {
		return other.key === this.key;
	}

	override toDOM(): HTMLElement {
		const root = createSpan();
		this.wire(root);
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

/** Makes a free-roll context for the note an editor shows; none outside a note (then rolls are not logged). */
export type ContextFor = (sourcePath: string) => FreeRollContext;

/** What a span of inline code becomes: a widget, or undefined to leave it as typed. */
export type InlineWidgetFor = (code: string, context: FreeRollContext | undefined) => InlineCodeWidget | undefined;

/** `roll: …` code that parses (and whose properties can be read) becomes the roll button; `roll: [[Note^table]]` the table's. */
const rollWidget =
	(rng: Rng): InlineWidgetFor =>
	(code, context) => {
		const expression = inlineRollExpression(code);
		// `roll: [[Road tables^weather]]`: the table's button, as reading view draws it.
		const link = expression === undefined || !context ? undefined : readTableLink(expression);
		if (link && context) return new InlineCodeWidget(`${code}\n${context.sourcePath}`, (root) => wireTableRoll(root, { link }, rng, context));
		const prepared = expression === undefined ? undefined : prepareInlineRoll(expression, context);
		// A roll that does not parse (or names a property that cannot be read) stays as typed,
		// so a typo never hides the text; reading view names the property that is wrong.
		return prepared === undefined || "error" in prepared ? undefined : new InlineCodeWidget(`${code}\n${context?.sourcePath ?? ""}`, (root) => wireInlineRoll(root, prepared, rng, context));
	};

function buildDecorations(view: EditorView, widgetFor: InlineWidgetFor, contextFor?: ContextFor): DecorationSet {
	const builder = new RangeSetBuilder<Decoration>();
	const { state } = view;
	if (!isLivePreview(state)) return builder.finish();
	const sourcePath = state.field(editorInfoField, false)?.file?.path;
	const context = sourcePath !== undefined && contextFor ? contextFor(sourcePath) : undefined;
	const skipBefore = frontmatterEnd(state.doc);
	let drawn = 0;
	let last = -1;
	for (const { from, to } of view.visibleRanges) {
		for (const span of inlineCodeIn(state, from, to, skipBefore)) {
			// Visible ranges can share a line: each span is drawn once, in order.
			if (span.from <= last) continue;
			last = span.from;
			if (span.code.length > DICE_LIMITS.maxInputLength || selectionTouches(state, span.from, span.to)) continue;
			const widget = widgetFor(span.code, context);
			if (widget === undefined) continue;
			builder.add(span.from, span.to, Decoration.replace({ widget }));
			if (++drawn >= MAX_INLINE_ROLLS_IN_VIEW) return builder.finish();
		}
	}
	return builder.finish();
}

/**
 * The Live Preview extension for inline rolls. Register it with
 * `plugin.registerEditorExtension`. The Rng is injected so tests are deterministic; `widgetFor`
 * says which inline code is a roll and draws its widget (by default `roll:` code, as reading view reads it).
 */
export function inlineRollLivePreview(rng: Rng = cryptoRng(), contextFor?: ContextFor, widgetFor: InlineWidgetFor = rollWidget(rng)): Extension {
	return ViewPlugin.fromClass(
		class {
			decorations: DecorationSet;

			constructor(view: EditorView) {
				this.decorations = buildDecorations(view, widgetFor, contextFor);
			}

			update(update: ViewUpdate): void {
				const modeChanged = isLivePreview(update.state) !== isLivePreview(update.startState);
				// The tree changes with every edit and whenever the parser reaches further into the note.
				const parsed = syntaxTree(update.state) !== syntaxTree(update.startState);
				if (update.docChanged || parsed || update.viewportChanged || update.selectionSet || modeChanged) {
					this.decorations = buildDecorations(update.view, widgetFor, contextFor);
				}
			}
		},
		{ decorations: (plugin) => plugin.decorations },
	);
}
