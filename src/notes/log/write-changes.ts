/**
 * Writing a set of changes across several notes as one step: each note is written atomically
 * (check every expected value, then set), and if a later note refuses, the notes already written
 * are put back. Shared by applying an outcome and by undo.
 */
import type { App, TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import type { StateValue } from "../../engine/state";
import { readValue, sameValue, showValue, updateFrontmatter, writeValue } from "../frontmatter";
import { targetLabel } from "./targets";
import { t } from "../../lang";

export interface KeyWrite {
	key: string;
	/** The value the key must hold now; ignored when forced. */
	expected: StateValue;
	/**
	 * Instead of `expected`: exactly what the user was shown the key holds (any value, a group of
	 * values or nothing), when they agreed to a write knowing it; still checked when forced.
	 */
	shown?: { value: unknown };
	value: StateValue;
}

/** The same value, as the note's properties hold it (absent and empty alike). */
export function identical(a: unknown, b: unknown): boolean {
	return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export interface NoteWrite {
	file: TFile;
	/** How the entry names the note, for messages ("[[Kira]]"). */
	reference: string;
	writes: KeyWrite[];
}

export interface AppliedNote {
	file: TFile;
	reference: string;
	/** What each key held before this write (null for absent), to put it back. */
	previous: Map<string, unknown>;
	/** What each key holds after it. */
	written: Map<string, StateValue>;
}

export function mismatchMessage(reference: string, key: string, current: unknown, expected: StateValue): string {
	return t("notes.log.write.mismatch", { note: targetLabel(reference), key, now: showValue(current), expected: showValue(expected) });
}

function writeNote(app: App, note: NoteWrite, force: boolean): Promise<Result<AppliedNote>> {
	const applied: AppliedNote = { file: note.file, reference: note.reference, previous: new Map(), written: new Map() };
	return updateFrontmatter(app, note.file, (frontmatter) => {
		for (const write of note.writes) {
			const current = readValue(frontmatter, write.key);
			if (write.shown !== undefined) {
				if (!identical(current, write.shown.value)) return t("notes.log.write.changedSinceAgreed", { note: targetLabel(note.reference), key: write.key, now: showValue(current), shown: showValue(write.shown.value) });
			} else if (!force && !sameValue(current, write.expected)) return t("notes.log.write.nothingChanged", { problem: mismatchMessage(note.reference, write.key, current, write.expected) });
			if (!applied.previous.has(write.key)) applied.previous.set(write.key, current);
			writeValue(frontmatter, write.key, write.value);
			applied.written.set(write.key, write.value);
		}
	}).then((result) => (result.ok ? ok(applied) : fail(result.error)));
}

/** Writes every note in order; on a refusal, puts back what was written and explains both. */
export async function writeNotes(app: App, notes: readonly NoteWrite[], force = false): Promise<Result<AppliedNote[]>> {
	const done: AppliedNote[] = [];
	for (const note of notes) {
		const result = await writeNote(app, note, force);
		if (!result.ok) {
			const leftovers = await rollBack(app, done);
			return fail([result.error, ...leftovers].join(" "));
		}
		done.push(result.value);
	}
	return ok(done);
}

/**
 * Puts back the previous values of applied notes (newest first). Returns sentences describing what
 * could not be put back (a note changed again in between, or was deleted); empty when all went back.
 */
export async function rollBack(app: App, applied: readonly AppliedNote[]): Promise<string[]> {
	const problems: string[] = [];
	for (const note of [...applied].reverse()) {
		const result = await updateFrontmatter(app, note.file, (frontmatter) => {
			for (const [key, value] of note.written) {
				const current = readValue(frontmatter, key);
				if (!sameValue(current, value)) return t("notes.log.write.changedAgain", { note: targetLabel(note.reference), key, now: showValue(current) });
			}
			for (const [key, previous] of note.previous) {
				if (previous === null) delete frontmatter[key];
				else frontmatter[key] = previous;
			}
		});
		if (!result.ok) problems.push(t("notes.log.write.notPutBack", { note: targetLabel(note.reference), error: result.error }));
	}
	return problems;
}
