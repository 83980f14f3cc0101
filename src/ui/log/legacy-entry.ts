/**
 * An entry of the older form (a fenced ```` ```ledger-entry ```` block), drawn as the entry it would
 * be in the current form: the block's entry is written as its callout and handed to Obsidian's own
 * Markdown renderer, so an older entry looks, folds, links and undoes exactly as a new one does, in
 * reading view and Live Preview alike (the decoration is entry-callout.ts's). The note itself is
 * never changed here: "Convert this session's log to callouts" does that, as one undoable write.
 * An entry that no longer parses is shown as written, with a warning: a hand edit never makes a
 * result disappear.
 */
import { MarkdownRenderChild, MarkdownRenderer, type App } from "obsidian";
import { CALLOUT_TYPE, entryLines, parseLegacyEntryBody } from "../../engine/log";
import { EntryCalloutChild } from "./entry-callout";
import { fileAt } from "../../notes/campaign/notes";
import { readNoteLog } from "./note-log";
import type { UndoFlowHooks } from "./undo-flow";
import { t } from "../../lang";

export class LegacyEntryChild extends MarkdownRenderChild {
	constructor(
		containerEl: HTMLElement,
		private readonly app: App,
		private readonly source: string,
		private readonly sourcePath: string,
		private readonly hooks?: UndoFlowHooks,
	) {
		super(containerEl);
	}

	override onload(): void {
		void this.draw();
	}

	private async draw(): Promise<void> {
		const parsed = parseLegacyEntryBody(this.source);
		if (!parsed.ok) {
			const box = this.containerEl.createDiv({ cls: "cl-entry cl-entry-unreadable" });
			box.createEl("p", { cls: "cl-warning", text: t("log.legacy.unreadable", { error: parsed.error }) });
			box.createEl("pre", { cls: "cl-entry-raw", text: this.source });
			return;
		}
		// An older copy of an entry the note also holds as a callout: said so, and drawn without its own Undo.
		const file = fileAt(this.app, this.sourcePath);
		const copy = file && (await readNoteLog(this.app, file)).problems.find((problem) => problem.id === parsed.value.id && problem.copyOf !== undefined);
		if (copy) {
			// Not drawn as an entry (it would offer the callout's Undo a second time): the advice, and the block as written.
			const box = this.containerEl.createDiv({ cls: "cl-entry cl-entry-old-copy" });
			box.createEl("p", { cls: "cl-warning", text: copy.message });
			const folded = box.createEl("details");
			folded.createEl("summary", { text: t("log.legacy.olderCopy") });
			folded.createEl("pre", { cls: "cl-entry-raw", text: this.source });
			return;
		}
		// The callout's own lines: its block id line is the fence's to give, not the drawing's.
		const callout = entryLines(parsed.value).filter((line) => line.startsWith(">"));
		await MarkdownRenderer.render(this.app, callout.join("\n"), this.containerEl, this.sourcePath, this);
		// Obsidian runs the plugin's post-processors on what it renders, and they decorate the callout;
		// where they did not (or not yet), it is decorated here, once.
		const el = this.containerEl.querySelector<HTMLElement>(`.callout[data-callout="${CALLOUT_TYPE}"]`);
		if (el && el.dataset.entryId === undefined) this.addChild(new EntryCalloutChild(el, this.app, this.sourcePath, parsed.value.id, this.hooks));
	}
}
