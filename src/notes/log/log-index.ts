/**
 * One parsed log per session note, shared by everything that reads it (cards, summaries, undo, the
 * API), kept for the few notes used last, and extended on append instead of re-read:
 *
 * - a note's text is the key: an index is reused exactly when the note holds the text it was built
 *   from (comparing two strings is far cheaper than parsing one, and no timestamp can go stale);
 * - building it reads the note in slices of a few milliseconds, yielding between them, so opening a
 *   session of ten thousand entries never holds the page;
 * - an append made by the plugin knows the text before, the text after and the entry, so the index
 *   grows by that one entry (and an undo marks its target) without reading the note again.
 */
import type { TFile } from "obsidian";
import { keepRecent } from "../recent";
import { runInSlices } from "../slices";
import { insertedRange, markUndone, readEntries, scanSteps, type Insertion, type LogEntry, type ParsedEntry, type ParsedLog } from "../../engine/log";

export interface LogIndex extends ParsedLog {
	/** The note text this index was built from. */
	readonly text: string;
	readonly byId: ReadonlyMap<string, ParsedEntry>;
}

/** Indexes kept: the notes read last. Each holds its note's text (shared, not copied) and about as much again in entries. */
const NOTES_KEPT = 4;

const indexes = new Map<TFile, LogIndex>();
const pending = new Map<TFile, { text: string; done: Promise<LogIndex> }>();

function remember(file: TFile, index: LogIndex): LogIndex {
	return keepRecent(indexes, file, index, NOTES_KEPT);
}

function withIds(text: string, log: ParsedLog): LogIndex {
	const byId = new Map<string, ParsedEntry>();
	for (const item of log.entries) byId.set(item.entry.id, item);
	return { text, entries: log.entries, problems: log.problems, byId };
}

/** Reads a note's log in slices; the same result as parseEntries(text). */
export async function buildIndex(text: string): Promise<LogIndex> {
	const scan = await runInSlices(scanSteps(text));
	return withIds(text, await runInSlices(readEntries(scan)));
}

/** The index of `file` as it holds `text`: the kept one when the text matches, else built (once, however many ask). */
export function logIndexFor(file: TFile, text: string): Promise<LogIndex> {
	const kept = indexes.get(file);
	if (kept && kept.text === text) return Promise.resolve(remember(file, kept));
	const building = pending.get(file);
	if (building && building.text === text) return building.done;
	const done = buildIndex(text).then((index) => {
		if (pending.get(file)?.done === done) pending.delete(file);
		return remember(file, index);
	});
	pending.set(file, { text, done });
	return done;
}

/** The index kept for `file` when it is exactly for `text`, without building one. */
export function keptIndex(file: TFile, text?: string): LogIndex | undefined {
	const kept = indexes.get(file);
	return kept && (text === undefined || kept.text === text) ? kept : undefined;
}

/**
 * After the plugin appended `entry` (its Markdown `block`) with `insertion`, turning `before` into
 * `after`: the kept index grows by that entry. When no index was kept for `before`, or the entry
 * lands before other entries (rare: a log section followed by more entries), the next read builds
 * a fresh one instead.
 */
export function indexAppended(file: TFile, before: string, after: string, insertion: Insertion, block: string, entry: LogEntry, seal?: string): void {
	const kept = indexes.get(file);
	if (!kept || kept.text !== before || kept.byId.has(entry.id)) {
		indexes.delete(file);
		return;
	}
	const lastEntry = kept.entries[kept.entries.length - 1];
	const lastProblem = kept.problems[kept.problems.length - 1];
	if ((lastEntry && lastEntry.startLine > insertion.line) || (lastProblem && lastProblem.line - 1 > insertion.line)) {
		indexes.delete(file);
		return;
	}
	const { startLine, endLine } = insertedRange(insertion, block);
	// A copy of the entry, so the caller's object is not marked undone behind its back.
	const item: ParsedEntry = { entry: { ...entry }, startLine, endLine, form: "callout", checksum: "ok" };
	if (seal !== undefined) item.seal = seal;
	const entries = [...kept.entries, item];
	const byId = new Map(kept.byId);
	byId.set(entry.id, item);
	markUndone([item], byId);
	remember(file, { text: after, entries, problems: kept.problems, byId });
}

/** Forgets every kept index (the plugin unloads). */
export function forgetIndexes(): void {
	indexes.clear();
	pending.clear();
}
