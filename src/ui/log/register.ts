/**
 * Everything the session log adds to Obsidian: the entries (callouts Obsidian draws, which the plugin
 * decorates, and the older fenced form drawn as the same callouts), the summary block, the notices a placement
 * needs, and the log's commands. main.ts calls registerLogFeatures once from onload.
 */
import { Notice, type App, type Plugin, type TFile } from "obsidian";
import { labelText } from "../user-text";
import { LEGACY_LANGUAGE, lastUndoable } from "../../engine/log";
import { resolveSessionNote } from "../../notes/campaign/resolve-session";
import { onLogEvent } from "../../notes/log/log-events";
import { forgetIndexes } from "../../notes/log/log-index";
import type { LedgerSettings } from "../../settings";
import { decorateEntryCallouts } from "./entry-callout";
import { LegacyEntryChild } from "./legacy-entry";
import { readNoteLog, stopWatchingLogs } from "./note-log";
import { cachedFrontmatter } from "../../notes/campaign/notes";
import { recapScope } from "../../notes/campaign/recap";
import { convertSessionLog } from "../../notes/log/convert";
import { writeSessionTotals } from "../../notes/log/session-totals";
import { nextEntryId } from "../../notes/log/undo";
import { noteKind } from "../../notes/schema/kind";
import { LedgerSummaryChild, SUMMARY_LANGUAGE } from "./summary-block";
import { defaultHooks, runUndo, type UndoFlowHooks } from "./undo-flow";
import { t } from "../../lang";

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
		hooks.tell(t("log.undo.nothingLeft"));
		return;
	}
	await runUndo(app, file, last.entry.id, last.entry.title, hooks);
}

export function registerLogFeatures(plugin: Plugin, getSettings: () => LedgerSettings): void {
	const { app } = plugin;
	plugin.registerMarkdownPostProcessor((el, ctx) => decorateEntryCallouts(el, ctx, app));
	plugin.registerMarkdownCodeBlockProcessor(LEGACY_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new LegacyEntryChild(el, app, source, ctx.sourcePath));
	});
	plugin.registerMarkdownCodeBlockProcessor(SUMMARY_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new LedgerSummaryChild(el, app, ctx.sourcePath, source));
	});
	plugin.register(
		onLogEvent((event) => {
			if (event.type === "placed-elsewhere") new Notice(labelText(event.message), 10000);
		}),
	);
	plugin.register(() => {
		stopWatchingLogs();
		forgetIndexes();
	});
	plugin.addCommand({
		id: "undo-last-log-entry",
		name: t("sidebar.ribbon.undoLast"),
		icon: "undo-2",
		callback: () => undoLastInSession(app, getSettings(), app.workspace.getActiveFile()),
	});
	addSessionCommand(plugin, "convert-session-log", t("log.command.convertSession"), (session) => void convertAndTell(app, [session]));
	plugin.addCommand({
		id: "convert-campaign-logs",
		name: t("log.command.convertCampaign"),
		checkCallback: (checking) => {
			const active = app.workspace.getActiveFile();
			if (!active) return false;
			const scope = recapScope(app, active.path);
			if (!scope.ok) return false;
			if (!checking) void convertAndTell(app, scope.value.sessions.map((session) => session.file));
			return true;
		},
	});
	addSessionCommand(plugin, "write-session-totals", t("log.command.writeTotals"), (session) =>
		void writeSessionTotals(app, session).then((result) =>
			new Notice(labelText(result.ok ? t("log.totals.written", { session: session.basename, entries: result.value.entries, rolls: result.value.rolls, xp: result.value.xpAwarded }) : result.error)),
		),
	);
}

/** A command offered only while a session note is the active note, run on that note. */
function addSessionCommand(plugin: Plugin, id: string, name: string, run: (session: TFile) => void): void {
	plugin.addCommand({
		id,
		name,
		checkCallback: (checking) => {
			const active = plugin.app.workspace.getActiveFile();
			if (!active || noteKind(cachedFrontmatter(plugin.app, active)) !== "session") return false;
			if (!checking) run(active);
			return true;
		},
	});
}

/** Converts each session's older entries, then says in one notice what happened. */
export async function convertAndTell(app: App, sessions: readonly TFile[], tell: (message: string) => void = (message) => new Notice(labelText(message), 8000)): Promise<void> {
	const done: string[] = [];
	const problems: string[] = [];
	for (const session of sessions) {
		const result = await convertSessionLog(app, session, { newId: nextEntryId, now: () => new Date() });
		if (result.ok) done.push(`${session.basename}: ${result.value.inputs[0]?.value ?? 0}`);
		else if (sessions.length === 1) problems.push(result.error);
	}
	if (done.length > 0) tell(t("log.convert.done", { sessions: done.join("; ") }));
	else tell(problems[0] ?? t("log.convert.nothing"));
}
