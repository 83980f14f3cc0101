/**
 * Turning a session's older fenced entries into callouts, and back. The conversion is one logged
 * change: each entry it rewrites keeps its id and everything it held, and gains a line naming the
 * conversion (`converted: [[#^id]]`), so undoing the conversion turns exactly those entries back
 * into the fenced form they had, and nothing else. Only top-level blocks are rewritten (a fenced
 * entry the user moved into a callout or list item stays as it is, still read and counted).
 */
import { entryLines, SAFE_ENTRY_ID } from "./callout-format";
import type { LogEntry } from "./entry";
import { serializeLegacyEntry } from "./legacy-format";
import type { ParsedLog } from "./note";
import type { ScanResult } from "./markdown-scan";
import { inLineBreaks, lineBreakOf } from "./placement";

/** One rewrite of whole lines: lines `startLine`..`endLine` become `text`. */
export interface LineRewrite {
	startLine: number;
	endLine: number;
	text: string;
}

/** Offsets of a line rewrite in the note's text. */
export function rewriteRange(scan: ScanResult, rewrite: LineRewrite): { from: number; to: number; text: string } {
	const from = scan.lineStarts[rewrite.startLine] ?? 0;
	const to = (scan.lineStarts[rewrite.endLine] ?? 0) + (scan.lines[rewrite.endLine] ?? "").length;
	return { from, to, text: rewrite.text };
}

/** Applies rewrites (given in note order) to the text. */
export function applyRewrites(scan: ScanResult, text: string, rewrites: readonly LineRewrite[]): string {
	let out = text;
	const eol = lineBreakOf(text);
	for (const rewrite of [...rewrites].reverse()) {
		const { from, to } = rewriteRange(scan, rewrite);
		out = out.slice(0, from) + inLineBreaks(rewrite.text, eol) + out.slice(to);
	}
	return out;
}

/** The rewrites that turn the note's top-level fenced entries into callouts marked with `conversionId`. */
export function conversionRewrites(scan: ScanResult, log: ParsedLog, conversionId: string): { rewrites: LineRewrite[]; converted: LogEntry[]; left: number } {
	const rewrites: LineRewrite[] = [];
	const converted: LogEntry[] = [];
	let left = 0;
	for (const item of log.entries) {
		if (item.form !== "fenced") continue;
		const opening = scan.lines[item.startLine] ?? "";
		// Only blocks at the top level, with an id a callout can hold.
		if (!/^ {0,3}```/.test(opening) || !SAFE_ENTRY_ID.test(item.entry.id)) {
			left++;
			continue;
		}
		const entry: LogEntry = { ...item.entry, convertedBy: conversionId };
		// The undone mark is read from the undo entries; the fenced block did not hold it unless written.
		if (entry.undone !== undefined && !blockWroteUndone(scan, item.startLine, item.endLine)) delete entry.undone;
		rewrites.push({ startLine: item.startLine, endLine: item.endLine, text: entryLines(entry).join("\n") });
		converted.push(entry);
	}
	return { rewrites, converted, left };
}

function blockWroteUndone(scan: ScanResult, startLine: number, endLine: number): boolean {
	for (let line = startLine; line <= endLine; line++) if ((scan.lines[line] ?? "").startsWith("undone: ")) return true;
	return false;
}

/** The rewrites that turn the callouts a conversion made back into fenced entries. */
export function revertRewrites(log: ParsedLog, conversionId: string): LineRewrite[] {
	const rewrites: LineRewrite[] = [];
	for (const item of log.entries) {
		if (item.form !== "callout" || item.entry.convertedBy !== conversionId) continue;
		const { convertedBy: _convertedBy, ...entry } = item.entry;
		if (entry.undone !== undefined) delete entry.undone;
		rewrites.push({ startLine: item.startLine, endLine: item.endLine, text: serializeLegacyEntry(entry) });
	}
	return rewrites;
}
