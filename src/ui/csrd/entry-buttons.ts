/**
 * Entries inside a longer note (issue 23 §3): a chapter of the CSRD pasted into one note, a GM's prep
 * note with an ability and a creature among its own words, a character's pasted abilities. Beside
 * each recognised ability or creature entry, in reading view, a small bar with its numbers and the
 * page panel's buttons (Use, Add to character; Attack it, Defend against it, Add to encounter), its
 * links naming the entry ("[[Sea abilities#Salt Lash]]"). The note's text is never changed.
 *
 * Obsidian post-processes each section of a note on its own: the note's entries are found once per
 * text (findEntries, a pure function of it that a sidebar or an editor widget can call too), and
 * each section draws the bars of the entries whose first line it holds.
 */
import type { App, MarkdownPostProcessorContext, TFile } from "obsidian";
import { cachedFrontmatter, fileAt } from "../../notes/campaign/notes";
import { pageFromCache } from "../../notes/csrd/cached-page";
import { findEntries, type CsrdEntry } from "../../notes/csrd/entries";
import { readPageKind } from "../../notes/csrd/page-kind";
import { noteKind } from "../../notes/schema/kind";
import type { TableDeps } from "../frame/pipeline";
import { CsrdPanelChild, readEntryPanel } from "./panel";

const ENTRY = "cl-csrd-entry";

/** Notes of the plugin's own that hold no pasted entries (a session's log, a campaign, an encounter); a character's note may. */
const NO_ENTRIES = new Set(["campaign", "session", "encounter", "npc"]);

interface NoteEntries {
	path: string;
	text: string;
	entries: CsrdEntry[];
}

// Every section of a note asks in turn: the note's entries are found once per text.
let last: NoteEntries | undefined;

/**
 * The entries of a note that get a bar: all of them, but for the one that is the page itself (a
 * compendium page of one ability or creature has the page panel instead).
 */
export function noteEntries(app: App, file: TFile, text: string): CsrdEntry[] {
	if (last?.path === file.path && last.text === text) return last.entries;
	let entries: CsrdEntry[] = [];
	if (!NO_ENTRIES.has(noteKind(cachedFrontmatter(app, file)) ?? "")) {
		entries = findEntries(text);
		const lead = entries.find((entry) => !entry.nested);
		// The page's kind is read only for a note with entries (most notes have none).
		const reading = lead && readPageKind(pageFromCache(file.path, app.metadataCache.getFileCache(file), text));
		if (lead && reading?.source === "content" && reading.kind === lead.kind) entries = entries.filter((entry) => entry !== lead);
	}
	last = { path: file.path, text, entries };
	return entries;
}

/** Draws the bars of the entries whose first line is in this section; returns how many. */
export function mountEntryButtons(el: HTMLElement, ctx: MarkdownPostProcessorContext, deps: TableDeps): number {
	const info = ctx.getSectionInfo(el);
	if (!info) return 0;
	const file = fileAt(deps.app, ctx.sourcePath);
	if (!file) return 0;
	let mounted = 0;
	for (const entry of noteEntries(deps.app, file, info.text)) {
		if (entry.lineStart < info.lineStart || entry.lineStart > info.lineEnd) continue;
		// Drawn once: a section drawn again keeps its bar.
		if (el.querySelector(`.${ENTRY}[data-line="${entry.lineStart}"]`)) continue;
		// An entry that does not parse gets no bar and no error, as a page that cannot be read gets no panel.
		const read = readEntryPanel(file.path, entry);
		if (!read) continue;
		const bar = el.createDiv({ cls: ENTRY, attr: { "data-line": String(entry.lineStart) } });
		ctx.addChild(new CsrdPanelChild(bar, { file, entry: entry.name || file.basename }, read, deps));
		mounted++;
	}
	return mounted;
}
