/**
 * Which character and which encounter the table is about while the user writes elsewhere: the active
 * note when it is one, else the last one they had open, else (for an encounter) the one that runs,
 * the latest edited that has not ended. The sheet-action and tracker commands act on these, and the
 * sidebar shows them. Only paths are kept, so a renamed or deleted note is simply not found.
 */
import type { App, TFile } from "obsidian";
import { cachedFrontmatter, fileAt, notesOfKind } from "../../notes/campaign/notes";
import { ENCOUNTER_KEYS } from "../../notes/encounter/read";
import { noteKind } from "../../notes/schema/kind";

const kindOf = (app: App, file: TFile | null | undefined): string | undefined => (file ? noteKind(cachedFrontmatter(app, file)) : undefined);
const isSheetNote = (app: App, file: TFile | null | undefined): file is TFile => ["character", "npc"].includes(kindOf(app, file) ?? "");
const hasEnded = (app: App, file: TFile): boolean => (cachedFrontmatter(app, file) as Record<string, unknown> | undefined)?.[ENCOUNTER_KEYS.ended] === true;

/** The encounters that have not ended, the latest edited first. */
export const runningEncounters = (app: App): TFile[] => notesOfKind(app, "encounter").filter((file) => !hasEnded(app, file)).sort((a, b) => b.stat.mtime - a.stat.mtime);

export class CurrentNotes {
	private lastCharacter: string | undefined = undefined;
	private lastEncounter: string | undefined = undefined;

	constructor(private readonly app: App) {}

	/** A note was opened: remembered when it is a character, an NPC or an encounter. */
	saw(file: TFile | null): void {
		const kind = kindOf(this.app, file);
		if (!file || kind === undefined) return;
		if (kind === "character" || kind === "npc") this.lastCharacter = file.path;
		if (kind === "encounter") this.lastEncounter = file.path;
	}

	/** The character or NPC whose sheet the commands act on. */
	character(): TFile | undefined {
		const active = this.app.workspace.getActiveFile();
		if (isSheetNote(this.app, active)) return active;
		const last = this.lastCharacter === undefined ? undefined : fileAt(this.app, this.lastCharacter);
		return isSheetNote(this.app, last) ? last : undefined;
	}

	/** The running encounter: the active one, else the last opened that has not ended, else the latest edited that has not. */
	encounter(): TFile | undefined {
		const active = this.app.workspace.getActiveFile();
		if (active && kindOf(this.app, active) === "encounter") return active;
		const last = this.lastEncounter === undefined ? undefined : fileAt(this.app, this.lastEncounter);
		if (last && kindOf(this.app, last) === "encounter" && !hasEnded(this.app, last)) return last;
		return runningEncounters(this.app)[0];
	}
}
