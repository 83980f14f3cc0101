/**
 * Everything the session log adds to Obsidian: the entries (callouts Obsidian draws, which the plugin
 * decorates, and the cards of the older fenced form), the summary block, the notices a placement
 * needs, and the log's commands. main.ts calls registerLogFeatures once from onload.
 */
import { Notice, type App, type Plugin, type TFile } from "obsidian";
import { LEGACY_LANGUAGE, lastUndoable } from "../../engine/log";
import { resolveSessionNote } from "../../notes/campaign/resolve-session";
import { onLogEvent } from "../../notes/log/log-events";
import { forgetIndexes } from "../../notes/log/log-index";
import type { LedgerSettings } from "../../settings";
import { decorateEntryCallouts } from "./entry-callout";
import { LedgerEntryChild } from "./entry-card";
import { readNoteLog, stopWatchingLogs } from "./note-log";
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
	const last = lastUndoable(await readNoteLog(app, file));
	if (!last) {
		hooks.tell("There is no log entry left to undo in this note.");
		return;
	}
	await runUndo(app, file, last.entry.id, last.entry.title, hooks);
}

export function registerLogFeatures(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	plugin.registerMarkdownPostProcessor((el, ctx) => decorateEntryCallouts(el, ctx, app));
	plugin.registerMarkdownCodeBlockProcessor(LEGACY_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new LedgerEntryChild(el, app, source, ctx.sourcePath));
	});
	plugin.registerMarkdownCodeBlockProcessor(SUMMARY_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new LedgerSummaryChild(el, app, ctx.sourcePath, source));
	});
	plugin.register(
		onLogEvent((event) => {
			if (event.type === "placed-elsewhere") new Notice(event.message, 10000);
		}),
	);
	plugin.register(() => {
		stopWatchingLogs();
		forgetIndexes();
	});
	plugin.addCommand({
		id: "undo-last-log-entry",
		name: "Undo last log entry",
		callback: () => undoLastInSession(app, getSettings(), app.workspace.getActiveFile()),
	});
}
