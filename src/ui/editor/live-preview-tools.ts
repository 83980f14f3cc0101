/**
 * The page tools (page-tools.ts) in Live Preview, as block widgets between the note's lines: the
 * compendium panel or the rule tools above the first body line, an entry's bar under its heading,
 * a table's roll bar above the table. Obsidian's reading view draws these through post-processors,
 * which Live Preview does not run on plain text, so the editor draws them itself.
 *
 * Typing stays cheap: on an edit the widgets only move with the text (a mapping), and the note is
 * read for tools again once the typing pauses (READ_AFTER_MS); a note being opened is read right
 * after its editor is drawn, not before. A widget whose tool is unchanged keeps
 * its element, and with it what it showed (the last roll). Source mode shows none of them.
 */
import { editorInfoField, editorLivePreviewField, MarkdownRenderChild, type TFile } from "obsidian";
import { StateEffect, StateField, type EditorState, type Extension } from "@codemirror/state";
import { Decoration, EditorView, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate } from "@codemirror/view";
import type { TableDeps } from "../frame/pipeline";
import { linesOfDoc, pageTools, type PageTool } from "./page-tools";

/** How long typing pauses before the note is read for tools again. */
export const READ_AFTER_MS = 400;

/** The children drawn in widgets, by the widget's element, unloaded when CodeMirror destroys it. */
const children = new WeakMap<HTMLElement, MarkdownRenderChild>();

class ToolWidget extends WidgetType {
	constructor(readonly tool: PageTool) {
		super();
	}

	override eq(other: ToolWidget): boolean {
		return other.tool.key === this.tool.key;
	}

	override toDOM(): HTMLElement {
		const el = createDiv({ cls: "cl-live-preview-tool" });
		const child = this.tool.mount(el.createDiv(), false);
		children.set(el, child);
		child.load();
		return el;
	}

	override destroy(dom: HTMLElement): void {
		children.get(dom)?.unload();
		children.delete(dom);
	}

	override ignoreEvent(): boolean {
		// Clicks and typing in a tool are the tool's: the editor neither moves its cursor nor takes the keys.
		return true;
	}
}

const setTools = StateEffect.define<DecorationSet>();

/** The note an editor shows: Obsidian's field by default; tests pass their own. */
export type FileOf = (state: EditorState) => TFile | null | undefined;

const obsidianFile: FileOf = (state) => state.field(editorInfoField, false)?.file;

function toolDecorations(state: EditorState, deps: TableDeps, fileOf: FileOf): DecorationSet {
	const file = state.field(editorLivePreviewField, false) === true ? fileOf(state) : undefined;
	if (!file) return Decoration.none;
	const { doc } = state;
	const ranges = pageTools(deps, file, linesOfDoc(doc)).flatMap((tool) => {
		if (tool.line + 1 > doc.lines) return [];
		const line = doc.line(tool.line + 1);
		const before = tool.place === "before";
		return [Decoration.widget({ widget: new ToolWidget(tool), block: true, side: before ? -1 : 1 }).range(before ? line.from : line.to)];
	});
	return Decoration.set(ranges, true);
}

/** The Live Preview extension for the page tools; register it with `plugin.registerEditorExtension`. */
export function pageToolsLivePreview(deps: TableDeps, fileOf: FileOf = obsidianFile, readAfterMs = READ_AFTER_MS): Extension {
	const field = StateField.define<DecorationSet>({
		// Read once the editor is up (ViewPlugin below), so opening a long note is not held for it.
		create: () => Decoration.none,
		update(tools, tr) {
			for (const effect of tr.effects) if (effect.is(setTools)) return effect.value;
			return tr.docChanged ? tools.map(tr.changes) : tools;
		},
		provide: (f) => EditorView.decorations.from(f),
	});
	const reader = ViewPlugin.fromClass(
		class {
			private timer: number | undefined = undefined;

			constructor(private readonly view: EditorView) {
				this.read(0);
			}

			update(update: ViewUpdate): void {
				const modeChanged = update.state.field(editorLivePreviewField, false) !== update.startState.field(editorLivePreviewField, false);
				if (modeChanged) this.read(0);
				else if (update.docChanged) this.read(readAfterMs);
			}

			private read(after: number): void {
				const win = this.view.dom.ownerDocument.defaultView ?? window;
				if (this.timer !== undefined) win.clearTimeout(this.timer);
				this.timer = win.setTimeout(() => {
					this.timer = undefined;
					this.view.dispatch({ effects: setTools.of(toolDecorations(this.view.state, deps, fileOf)) });
				}, after);
			}

			destroy(): void {
				if (this.timer !== undefined) (this.view.dom.ownerDocument.defaultView ?? window).clearTimeout(this.timer);
			}
		},
	);
	return [field, reader];
}
