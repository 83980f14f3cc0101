/**
 * Appending an entry to a session note: planned by the pure placement (end of the ## Log section,
 * after a blank line, never inside another block), written through the open editor when there is
 * one (so unsaved typing survives) and through the atomic `vault.process` otherwise, one at a time
 * per note so a hundred appends fired at once all land, in order. A planner per note remembers
 * where the last append left the log, so appends in a row do not rescan a growing note.
 */
import type { App, TFile } from "obsidian";
import { InsertionPlanner, serializeEntry, type LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { errorText, stillExists } from "../frontmatter";
import { runExclusive } from "./file-queue";
import { openEditorFor } from "./open-note";

/** Planners of the notes appended to most recently (a few: each holds its note's text). */
const planners = new Map<string, InsertionPlanner>();
const PLANNERS_KEPT = 4;

function plannerFor(path: string): InsertionPlanner {
	const planner = planners.get(path) ?? new InsertionPlanner();
	planners.delete(path);
	planners.set(path, planner);
	for (const oldest of planners.keys()) {
		if (planners.size <= PLANNERS_KEPT) break;
		planners.delete(oldest);
	}
	return planner;
}

export function appendEntry(app: App, file: TFile, entry: LogEntry): Promise<Result<void>> {
	let block: string;
	try {
		block = serializeEntry(entry);
	} catch (error) {
		return Promise.resolve(fail(`The entry could not be written: ${errorText(error)}`));
	}
	return runExclusive(file.path, async () => {
		if (!stillExists(app, file)) {
			return fail<void>(`The session note "${file.path}" no longer exists (deleted or renamed?); the entry "${entry.title}" was not logged.`);
		}
		try {
			const planner = plannerFor(file.path);
			const editor = openEditorFor(app, file);
			if (editor) {
				const { insertion } = planner.plan(editor.getValue(), block);
				editor.replaceRange(insertion.text, editor.offsetToPos(insertion.offset));
			} else {
				await app.vault.process(file, (text) => planner.plan(text, block).result);
			}
		} catch (error) {
			return fail<void>(`The entry "${entry.title}" could not be added to "${file.path}": ${errorText(error)}`);
		}
		return ok(undefined);
	});
}
