/**
 * Commands that act on something (the note open, the running encounter, the current character):
 * offered in the palette only while there is something, and run on it.
 */
import type { App, Plugin, TFile } from "obsidian";
import { cachedFrontmatter } from "../../notes/campaign/notes";
import { noteKind, type NoteKind } from "../../notes/schema/kind";

/** Adds a command that `find` decides on: hidden while it finds nothing, else run on what it found. */
export function addCommandFor<T>(plugin: Plugin, id: string, name: string, find: () => T | undefined, run: (found: T) => void, icon?: string): void {
	plugin.addCommand({
		id,
		name,
		...(icon === undefined ? {} : { icon }),
		checkCallback: (checking) => {
			const found = find();
			if (found === undefined) return false;
			if (!checking) run(found);
			return true;
		},
	});
}

/** The active note when it is a Campaign Ledger note of this kind. */
export function activeNoteOf(app: App, kind: NoteKind): TFile | undefined {
	const file = app.workspace.getActiveFile();
	return file && noteKind(cachedFrontmatter(app, file)) === kind ? file : undefined;
}
