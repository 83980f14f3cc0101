/**
 * Applying an engine's outcome: write its state changes to the notes they name, then append its
 * entry to the session note. Both or neither: if a note's value is not what the entry expects, nothing
 * is written; if the append fails after the writes, the writes are put back and the message says so.
 */
import type { App, TFile } from "obsidian";
import { serializeEntry, type LogEntry } from "../engine/log";
import { fail, ok, type Result } from "../engine/result";
import { errorText } from "./frontmatter";
import { appendEntry } from "./log/append";
import { groupByTarget } from "./log/targets";
import { rollBack, writeNotes } from "./log/write-changes";

export interface ApplyOutcomeRequest {
	sessionFile: TFile;
	entry: LogEntry;
}

export async function applyOutcome(app: App, { sessionFile, entry }: ApplyOutcomeRequest): Promise<Result<LogEntry>> {
	// An entry that cannot be written (a non-finite number from a runaway rule) is refused before any
	// note is touched, rather than discovered after the writes.
	try {
		serializeEntry(entry);
	} catch (error) {
		return fail(`"${entry.title}" cannot be logged (${errorText(error)}); nothing was changed.`);
	}
	const groups = groupByTarget(app, entry.changes, entry.actor, sessionFile.path);
	if (!groups.ok) return fail(`${groups.error} "${entry.title}" was not logged.`);
	const written = await writeNotes(
		app,
		groups.value.map((group) => ({
			file: group.file,
			reference: group.reference,
			writes: group.changes.map((change) => ({ key: change.key, expected: change.before, value: change.after })),
		})),
	);
	if (!written.ok) return fail(`${written.error} "${entry.title}" was not logged.`);
	const appended = await appendEntry(app, sessionFile, entry);
	if (appended.ok) return ok(entry);
	const leftovers = await rollBack(app, written.value);
	const changed = written.value.map((note) => note.reference).join(", ");
	if (leftovers.length === 0) {
		return fail(`${appended.error} ${changed ? `The changes to ${changed} were put back, so nothing happened.` : "Nothing was changed."}`);
	}
	return fail(`${appended.error} The changes to ${changed} were made but could not all be put back: ${leftovers.join(" ")}`);
}
