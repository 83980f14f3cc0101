/**
 * Copies of a session note that a sync tool made when two devices changed it at once (OneDrive's
 * "Session 2-DESKTOP-ABC123", Windows' and Google Drive's "Session 2 (1)", iCloud's "Session 2 2",
 * Dropbox's "(conflicted copy …)", Syncthing's ".sync-conflict-…", Finder's "Session 2 copy"…).
 *
 * A copy is recognised by what it is, not by its name alone: a second session note of the same
 * campaign with the same session number and the same entries (they share at least one entry id, or
 * neither has any). Its name only helps to say which note to keep: the one whose name is not another's
 * with a sync tool's mark; else the one with more entries. Entries only a copy holds are not lost:
 * the recap counts every entry of the group once, and the advice says to move them over first.
 */
import type { TFile } from "obsidian";
import { t } from "../../lang";

export interface SessionNote {
	file: TFile;
	number: number;
	/** The ids of the entries it holds. */
	ids: readonly string[];
}

export interface SessionCopy {
	/** The note to keep. */
	keep: TFile;
	/** The copy to delete. */
	copy: TFile;
	/** Entries both hold. */
	shared: number;
	/** Entries only the copy holds (to move over before deleting it). */
	onlyInCopy: number;
}

export interface SessionGroup {
	/** The note to keep: the session as the recap names it. */
	keep: SessionNote;
	/** Its copies, with what to tell the user about each. */
	copies: SessionCopy[];
	/** Every note of the group, the kept one first. */
	notes: SessionNote[];
}

/** What a sync tool adds to a copy's name: " (1)", " 2", "-DESKTOP-ABC123", " (… conflicted copy …)", ".sync-conflict-…", " copy". */
const COPY_MARK = /^(?: \(\d{1,3}\)| \d{1,3}|-[A-Za-z0-9][A-Za-z0-9_-]{0,39}| \([^()]{1,120}\)| \[[^[\]]{1,120}\]|\.sync-conflict-.{1,80}|\.conflict.{0,80}| copy(?: \d{1,3})?)$/i;

/** Whether `name` is `original`'s name with a mark a sync tool adds to a copy. */
export function isCopyName(name: string, original: string): boolean {
	return name.length > original.length && name.startsWith(original) && COPY_MARK.test(name.slice(original.length));
}

/** Whether two notes of one session number are one session: the same entries (at least one id shared), or both without any. */
function sameSession(a: SessionNote, b: SessionNote): boolean {
	if (a.number !== b.number) return false;
	if (a.ids.length === 0 && b.ids.length === 0) return true;
	const ids = new Set(a.ids);
	return b.ids.some((id) => ids.has(id));
}

/** Groups a campaign's session notes into sessions, each with its copies; groups in the notes' order. */
export function groupSessionCopies(notes: readonly SessionNote[]): SessionGroup[] {
	// Union-find over the notes: copies of copies are one session too.
	const parent = notes.map((_, index) => index);
	const root = (index: number): number => {
		while (parent[index] !== index) index = parent[index] = parent[parent[index] as number] as number;
		return index;
	};
	for (let a = 0; a < notes.length; a++) {
		for (let b = a + 1; b < notes.length; b++) {
			if (sameSession(notes[a] as SessionNote, notes[b] as SessionNote)) parent[root(b)] = root(a);
		}
	}
	const members = new Map<number, SessionNote[]>();
	notes.forEach((note, index) => {
		const at = root(index);
		members.set(at, [...(members.get(at) ?? []), note]);
	});
	return [...members.values()].map((group) => {
		const keep = chooseKept(group);
		const kept = new Set(keep.ids);
		const copies = group
			.filter((note) => note !== keep)
			.map((note) => ({ keep: keep.file, copy: note.file, shared: note.ids.filter((id) => kept.has(id)).length, onlyInCopy: note.ids.filter((id) => !kept.has(id)).length }));
		return { keep, copies, notes: [keep, ...group.filter((note) => note !== keep)] };
	});
}

/** The note to keep: not named as another's copy, then the most entries, then the shortest name. */
function chooseKept(group: readonly SessionNote[]): SessionNote {
	const named = (note: SessionNote): boolean => group.some((other) => other !== note && isCopyName(note.file.basename, other.file.basename));
	const ranked = [...group].sort((a, b) => Number(named(a)) - Number(named(b)) || b.ids.length - a.ids.length || a.file.basename.length - b.file.basename.length || a.file.path.localeCompare(b.file.path));
	return ranked[0] as SessionNote;
}

/** The advice for one copy, in the user's words. */
export function copyAdvice(copy: SessionCopy, number: number): string {
	const values = { copy: copy.copy.basename, keep: copy.keep.basename, number, shared: copy.shared, only: copy.onlyInCopy };
	return copy.onlyInCopy === 0 ? t("notes.campaign.copyAdvice", values) : t("notes.campaign.copyAdviceMove", values);
}
