/**
 * One parse of a session note's log shared by every card and summary in it. A note with hundreds of
 * entries re-renders all its cards on each change; without sharing, each card would re-parse the
 * whole note (quadratic in the log's length). The text itself is the cache key: comparing two
 * strings is far cheaper than parsing one, and no timestamp can go stale.
 */
import type { App, TFile } from "obsidian";
import { parseEntries, type ParsedLog } from "../../engine/log";

const cache = new WeakMap<TFile, { text: string; log: ParsedLog }>();

export async function readNoteLog(app: App, file: TFile): Promise<ParsedLog> {
	const text = await app.vault.cachedRead(file);
	const hit = cache.get(file);
	if (hit && hit.text === text) return hit.log;
	const log = parseEntries(text);
	cache.set(file, { text, log });
	return log;
}
