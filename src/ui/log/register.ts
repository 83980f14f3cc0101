/**
 * Everything the session log adds to Obsidian: the entry card, the summary block and the
 * "Undo last log entry" command. main.ts calls registerLogFeatures once from onload.
 */
import type { App, Plugin, TFile } from "obsidian";
import { ENTRY_LANGUAGE, lastUndoable, parseEntries } from "../../engine/log";
import { readNoteText } from "../../notes/log/open-note";
import { LedgerEntryChild } from "./entry-card";
import { LedgerSummaryChild, SUMMARY_LANGUAGE } from "./summary-block";
import { defaultHooks, runUndo, type UndoFlowHooks } from "./undo-flow";

/** For now the command acts on the active note when it is a session note (ledger: session). */
function isSessionNote(app: App, file: TFile): boolean {
	return app.metadataCache.getFileCache(file)?.frontmatter?.ledger === "session";
}

export async function undoLastEntry(app: App, file: TFile, hooks: UndoFlowHooks = defaultHooks(app)): Promise<void> {
	const last = lastUndoable(parseEntries(await readNoteText(app, file)));
	if (!last) {
		hooks.tell("There is no log entry left to undo in this note.");
		return;
	}
	await runUndo(app, file, last.entry.id, last.entry.title, hooks);
}

export function registerLogFeatures(plugin: Plugin): void {
	const { app } = plugin;
	plugin.registerMarkdownCodeBlockProcessor(ENTRY_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new LedgerEntryChild(el, app, source, ctx.sourcePath));
	});
	plugin.registerMarkdownCodeBlockProcessor(SUMMARY_LANGUAGE, (_source, el, ctx) => {
		ctx.addChild(new LedgerSummaryChild(el, app, ctx.sourcePath));
	});
	plugin.addCommand({
		id: "undo-last-log-entry",
		name: "Undo last log entry",
		checkCallback: (checking) => {
			const file = app.workspace.getActiveFile();
			if (!file || !isSessionNote(app, file)) return false;
			if (!checking) void undoLastEntry(app, file);
			return true;
		},
	});
}
