/**
 * What the entries shown from one session note share: one watcher per note, however many entries
 * and summaries of it are on screen. It reads the note's log once (notes/log/log-index.ts: built in
 * slices, extended on append), listens once (to the plugin's own log events, so a card changes the
 * moment an undo lands, and to Obsidian's metadata changes, for edits made by hand or by sync), and
 * on each change tells only the cards whose state changed. So an append to a 10,000-entry session costs
 * one lookup per card on screen, not a search of the log per card.
 */
import type { App, TFile } from "obsidian";
import type { LogEntry } from "../../engine/log";
import type { LogIndex } from "../../notes/log/log-index";
import { logIndexFor } from "../../notes/log/log-index";
import { onLogEvent } from "../../notes/log/log-events";
import { readNoteText } from "../../notes/log/open-note";
import { runInSlices } from "../../notes/slices";

/** Something drawn from a note's log that redraws when the log changes (a card, a summary). */
export interface LogViewer {
	/** The entry it shows, when it shows one: an append then updates only the entries it concerns. */
	readonly id?: string;
	/** Called with the note's current log; returns nothing, draws what changed. */
	update(index: LogIndex): void;
}

interface Watch {
	file: TFile;
	viewers: Set<LogViewer>;
	/** The viewers of each entry, by its id. */
	byId: Map<string, Set<LogViewer>>;
	index: LogIndex | undefined;
	/** Bumped on each change, so a slow read never overwrites a newer one. */
	generation: number;
	stop: () => void;
}

const watches = new Map<string, Watch>();

/**
 * Reads the note's log and updates its viewers. After the plugin's own append (`concerns`: the new
 * entry, the one it undid, the one that was newest), only those entries' viewers and the viewers of
 * no single entry are told; after any other change, all of them. Reading the same log again (Obsidian
 * re-reading a note the plugin just wrote) tells no one.
 */
async function refresh(app: App, watch: Watch, concerns?: readonly string[]): Promise<void> {
	const generation = ++watch.generation;
	const previous = watch.index;
	const index = await logIndexFor(watch.file, await readNoteText(app, watch.file));
	if (generation !== watch.generation || watches.get(watch.file.path) !== watch || index === previous) return;
	watch.index = index;
	if (concerns === undefined || previous === undefined) {
		await runInSlices(tell(watch, [...watch.viewers]));
		return;
	}
	const told = new Set<LogViewer>();
	for (const viewer of watch.viewers) if (viewer.id === undefined) told.add(viewer);
	for (const id of concerns) for (const viewer of watch.byId.get(id) ?? []) told.add(viewer);
	for (const viewer of told) viewer.update(index);
}

/**
 * Tells each viewer the log, a slice at a time: a session of 10,000 entries on screen is 10,000 cards
 * to decorate, which in one go held the page for some 30 ms. Each viewer gets the newest log when its
 * turn comes (a change meanwhile has set it), and one gone meanwhile is skipped.
 */
function* tell(watch: Watch, viewers: readonly LogViewer[]): Generator<void, void, void> {
	for (const viewer of viewers) {
		if (watch.index && watch.viewers.has(viewer)) viewer.update(watch.index);
		yield;
	}
}

/** The entries an append concerns: the new one, the one it undid, and the one that was newest before it. */
function concernedBy(entry: LogEntry, previous: LogIndex | undefined): string[] {
	const ids = [entry.id];
	if (entry.undoes !== undefined) ids.push(entry.undoes);
	const newest = previous?.entries[previous.entries.length - 1]?.entry.id;
	if (newest !== undefined) ids.push(newest);
	return ids;
}

/**
 * Starts showing `viewer` what `file`'s log holds; returns the function that stops. The viewer gets
 * the log at once when it is already read, else as soon as it is.
 */
export function watchNoteLog(app: App, file: TFile, viewer: LogViewer): () => void {
	let watch = watches.get(file.path);
	if (!watch || watch.file !== file) {
		watch?.stop();
		const created: Watch = { file, viewers: new Set(), byId: new Map(), index: undefined, generation: 0, stop: () => undefined };
		const offLog = onLogEvent((event) => {
			if (event.file !== file) return;
			if (event.type === "appended") void refresh(app, created, concernedBy(event.entry, created.index));
			else if (event.type === "undone") void refresh(app, created, [event.entry.id, event.undo.id]);
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
	if (viewer.id !== undefined) {
		const same = watch.byId.get(viewer.id) ?? new Set<LogViewer>();
		same.add(viewer);
		watch.byId.set(viewer.id, same);
	}
	const current = watch;
	return () => {
		current.viewers.delete(viewer);
		if (viewer.id !== undefined) current.byId.get(viewer.id)?.delete(viewer);
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
