/**
 * Everything the session log adds to Obsidian: the entry card, the summary block and the
 * "Undo last log entry" command. main.ts calls registerLogFeatures once from onload.
 */
import type { App, Plugin, TFile } from "obsidian";
import { ENTRY_LANGUAGE, lastUndoable, parseEntries } from "../../engine/log";
import { resolveSessionNote } from "../../notes/campaign/resolve-session";
import { readNoteText } from "../../notes/log/open-note";
import type { LedgerSettings } from "../../settings";
import { LedgerEntryChild } from "./entry-card";
import { LedgerSummaryChild, SUMMARY_LANGUAGE } from "./summary-block";
import { defaultHooks, runUndo, type UndoFlowHooks } from "./undo-flow";

/**
 * The session whose last entry "Undo last log entry" undoes: the same note rolls from the active
 * note would be logged to (the note itself when it is a session, else its campaign's current session).
 */
export async function undoLastInSession(app: App, settings: LedgerSettings, active: TFile | null, hooks: UndoFlowHooks = defaultHooks(app)): Promise<void> {
	const resolved = await resolveSessionNote(app, settings, active ? { sourcePath: active.path, actorPath: active.path } : {});
	if (!resolved.ok) hooks.tell(resolved.error);
	else await undoLastEntry(app, resolved.value, hooks);
}

export async function undoLastEntry(app: App, file: TFile, hooks: UndoFlowHooks = defaultHooks(app)): Promise<void> {
	const last = lastUndoable(parseEntries(await readNoteText(app, file)));
	if (!last) {
		hooks.tell("There is no log entry left to undo in this note.");
		return;
	}
	await runUndo(app, file, last.entry.id, last.entry.title, hooks);
}

export function registerLogFeatures(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	plugin.registerMarkdownCodeBlockProcessor(ENTRY_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new LedgerEntryChild(el, app, source, ctx.sourcePath));
	});
	plugin.registerMarkdownCodeBlockProcessor(SUMMARY_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new LedgerSummaryChild(el, app, ctx.sourcePath, source));
	});
	plugin.addCommand({
		id: "undo-last-log-entry",
		name: "Undo last log entry",
		callback: () => undoLastInSession(app, getSettings(), app.workspace.getActiveFile()),
	});
}
