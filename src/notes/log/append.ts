/**
 * Appending an entry to a session note: planned by the pure placement (end of the log section, after
 * a blank line, never inside another block, never hidden), written through the open editor when there
 * is one (so unsaved typing survives) and through the atomic `vault.process` otherwise, one at a time
 * per note so a hundred appends fired at once all land, in order. A planner per note remembers where
 * the last append left the log, so appends in a row do not rescan a growing note, and the note's
 * parsed log grows by the entry instead of being read again.
 */
import type { App, TFile } from "obsidian";
import { DEFAULT_LOG_HEADING, InsertionPlanner, layoutOf, layoutSteps, readingsOf, serializeSealedEntry, type Insertion, type LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { errorText, stillExists } from "../frontmatter";
import { runExclusive } from "./file-queue";
import { keepRecent } from "../recent";
import { runInSlices } from "../slices";
import { emitLogEvent } from "./log-events";
import { indexAppended } from "./log-index";
import { openEditorFor } from "./open-note";
import { gmLogHeading, isGmOnly } from "../gm-log";
import { sealFor } from "./seal-keys";
import { t } from "../../lang";

/** Planners of the notes appended to most recently (a few: each holds its note's text). */
const planners = new Map<string, InsertionPlanner>();
const PLANNERS_KEPT = 4;
let logHeading = DEFAULT_LOG_HEADING;

/** The heading entries go under (the "Log heading" setting). */
export function setLogHeading(heading: string): void {
	const next = heading.trim() === "" ? DEFAULT_LOG_HEADING : heading.trim();
	if (next === logHeading) return;
	logHeading = next;
	planners.clear();
}

/** A planner per note and heading: GM-only entries go under their own heading (notes/gm-log.ts). */
function plannerFor(path: string, heading: string): InsertionPlanner {
	const key = `${heading}\n${path}`;
	const planner = planners.get(key) ?? new InsertionPlanner((text) => layoutOf(readingsOf(text), text, heading));
	return keepRecent(planners, key, planner, PLANNERS_KEPT);
}

/**
 * Reads where entries go in `text` a slice at a time, when the planner does not know already (the
 * first append to a note, or after the user edited it): a session of megabytes is read without
 * holding the page, and the write itself then plans without a scan.
 */
async function learnInSlices(planner: InsertionPlanner, text: string, heading: string): Promise<void> {
	if (planner.knows(text)) return;
	planner.learn(text, await runInSlices(layoutSteps(text, heading)));
}

/** The entry's Markdown, sealed when a seal is given, or why it cannot be logged (an id or number no note can hold, or too long). */
export function entryMarkdown(entry: LogEntry, seal?: string, linkable?: (page: string) => boolean): Result<string> {
	try {
		return ok(serializeSealedEntry(entry, seal, linkable));
	} catch (error) {
		return fail(errorText(error));
	}
}

export function appendEntry(app: App, file: TFile, entry: LogEntry): Promise<Result<void>> {
	const heading = isGmOnly(entry) ? gmLogHeading() : logHeading;
	return runExclusive(file.path, async () => {
		// Sealed in turn, so appends fired at once land in the order they were made.
		const seal = await sealFor(entry);
		// Rule pages are linked only when the vault has them (from the session note, as Obsidian resolves the link).
		const block = entryMarkdown(entry, seal, (page) => app.metadataCache.getFirstLinkpathDest(page, file.path) !== null);
		if (!block.ok) return fail<void>(t("notes.log.append.notWritten", { title: entry.title, error: block.error }));
		if (!stillExists(app, file)) {
			return fail<void>(t("notes.log.append.sessionGone", { path: file.path, title: entry.title }));
		}
		let placed: { before: string; after: string; insertion: Insertion } | undefined;
		try {
			const planner = plannerFor(file.path, heading);
			await learnInSlices(planner, openEditorFor(app, file)?.getValue() ?? (await app.vault.cachedRead(file)), heading);
			// The note may have changed while it was read: the write plans on the text it finds (at once when it is the one read).
			const editor = openEditorFor(app, file);
			if (editor) {
				const before = editor.getValue();
				const { insertion, result } = planner.plan(before, block.value);
				editor.replaceRange(insertion.text, editor.offsetToPos(insertion.offset));
				placed = { before, after: result, insertion };
			} else {
				await app.vault.process(file, (before) => {
					const { insertion, result } = planner.plan(before, block.value);
					placed = { before, after: result, insertion };
					return result;
				});
			}
		} catch (error) {
			return fail<void>(t("notes.log.append.notAdded", { title: entry.title, path: file.path, error: errorText(error) }));
		}
		if (placed) {
			indexAppended(file, placed.before, placed.after, placed.insertion, block.value, entry, seal);
			emitLogEvent({ type: "appended", file, entry });
			if (placed.insertion.notice !== undefined) emitLogEvent({ type: "placed-elsewhere", file, entry, message: placed.insertion.notice });
		}
		return ok(undefined);
	});
}
