/**
 * What the entries shown from one session note share: one watcher per note, however many entries
 * and summaries of it are on screen. It reads the note's log once (notes/log/log-index.ts: built in
 * slices, extended on append), listens once (to the plugin's own log events, so a card changes the
 * moment an undo lands, and to Obsidian's metadata changes, for edits made by hand or by sync), and
 * on each change tells only the cards whose state changed. So an append to a 10,000-entry session costs
 * one lookup per card on screen, not a search of the log per card.
 */
import type { App, TFile } from "obsidian";
import type { LogIndex } from "../../notes/log/log-index";
import { logIndexFor } from "../../notes/log/log-index";
import { onLogEvent } from "../../notes/log/log-events";
import { readNoteText } from "../../notes/log/open-note";

/** Something drawn from a note's log that redraws when the log changes (a card, a summary). */
export interface LogViewer {
	/** Called with the note's current log; returns nothing, draws what changed. */
	update(index: LogIndex): void;
}

interface Watch {
	file: TFile;
	viewers: Set<LogViewer>;
	index: LogIndex | undefined;
	/** Bumped on each change, so a slow read never overwrites a newer one. */
	generation: number;
	stop: () => void;
}

const watches = new Map<string, Watch>();

async function refresh(app: App, watch: Watch): Promise<void> {
	const generation = ++watch.generation;
	const index = await logIndexFor(watch.file, await readNoteText(app, watch.file));
	if (generation !== watch.generation || watches.get(watch.file.path) !== watch) return;
	watch.index = index;
	for (const viewer of [...watch.viewers]) viewer.update(index);
}

/**
 * Starts showing `viewer` what `file`'s log holds; returns the function that stops. The viewer gets
 * the log at once when it is already read, else as soon as it is.
 */
export function watchNoteLog(app: App, file: TFile, viewer: LogViewer): () => void {
	let watch = watches.get(file.path);
	if (!watch || watch.file !== file) {
		watch?.stop();
		const created: Watch = { file, viewers: new Set(), index: undefined, generation: 0, stop: () => undefined };
		const offLog = onLogEvent((event) => {
			if (event.file === file) void refresh(app, created);
		});
		const ref = app.metadataCache.on("changed", (changed) => {
			if (changed.path === file.path) void refresh(app, created);
		});
		created.stop = () => {
			offLog();
			app.metadataCache.offref(ref);
			if (watches.get(file.path) === created) watches.delete(file.path);
		};
		watches.set(file.path, created);
		watch = created;
		void refresh(app, created);
	} else if (watch.index) viewer.update(watch.index);
	watch.viewers.add(viewer);
	const current = watch;
	return () => {
		current.viewers.delete(viewer);
		if (current.viewers.size === 0) current.stop();
	};
}

/** The log as the watcher last read it (for a viewer drawn after it was read). */
export function watchedIndex(file: TFile): LogIndex | undefined {
	return watches.get(file.path)?.index;
}

/** Reads a note's log (through the shared index). */
export async function readNoteLog(app: App, file: TFile): Promise<LogIndex> {
	return logIndexFor(file, await readNoteText(app, file));
}

/** Stops every watcher (the plugin unloads). */
export function stopWatchingLogs(): void {
	for (const watch of [...watches.values()]) watch.stop();
}
