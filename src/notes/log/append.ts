/**
 * Appending an entry to a session note: planned by the pure placement (end of the ## Log section,
 * after a blank line, never inside another block), written through the open editor when there is
 * one (so unsaved typing survives) and through the atomic `vault.process` otherwise, one at a time
 * per note so a hundred appends fired at once all land, in order.
 */
import type { App, TFile } from "obsidian";
import { applyInsertion, planInsertion, serializeEntry, type LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { errorText, stillExists } from "../frontmatter";
import { runExclusive } from "./file-queue";
import { openEditorFor } from "./open-note";

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
			const editor = openEditorFor(app, file);
			if (editor) {
				const plan = planInsertion(editor.getValue(), block);
				editor.replaceRange(plan.text, editor.offsetToPos(plan.offset));
			} else {
				await app.vault.process(file, (text) => applyInsertion(text, planInsertion(text, block)));
			}
		} catch (error) {
			return fail<void>(`The entry "${entry.title}" could not be added to "${file.path}": ${errorText(error)}`);
		}
		return ok(undefined);
	});
}
