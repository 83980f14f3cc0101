/**
 * Turning a session's older fenced entries into callouts, and back. The conversion is one logged
 * change that leaves every older block where it is and adds, at the end of the log, a callout copy
 * of each one (same id, everything it held, and a line naming the conversion, `converted: [[#^id]]`),
 * then the conversion's own entry. Nothing before the end of the log changes, so another device's
 * appends made meanwhile still merge (a rewrite in place moved the text their merge looked for, and
 * Obsidian Sync's text merge then dropped them). The reader counts each entry once, as its callout,
 * and tells the user to delete the older block (note.ts). Undoing the conversion takes the copies
 * out again (a conversion made in place by an earlier version turns its callouts back into blocks).
 * Only top-level blocks are copied (a fenced entry the user moved into a callout or list item stays
 * as it is, still read and counted).
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

/** The callout copies of the note's top-level fenced entries that have none yet, marked with `conversionId`. */
export function conversionCopies(scan: ScanResult, log: ParsedLog, conversionId: string): { copies: LogEntry[]; left: number } {
	const copies: LogEntry[] = [];
	let left = 0;
	for (const item of log.entries) {
		// An entry already copied is read as its callout: only those still fenced are copied.
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
		copies.push(entry);
	}
	return { copies, left };
}

/** The copies' Markdown, each a callout, with a blank line between. */
export function copiesMarkdown(copies: readonly LogEntry[]): string {
	return copies.map((entry) => entryLines(entry).join("\n")).join("\n\n");
}

function blockWroteUndone(scan: ScanResult, startLine: number, endLine: number): boolean {
	for (let line = startLine; line <= endLine; line++) if ((scan.lines[line] ?? "").startsWith("undone: ")) return true;
	return false;
}

/**
 * The undo of a conversion: the callout copies it added are taken out (with the blank line before
 * each), the older blocks they copied being still there; a callout an earlier version converted in
 * place (no block left) becomes its fenced block again.
 */
export function revertRewrites(scan: ScanResult, log: ParsedLog, conversionId: string): LineRewrite[] {
	const rewrites: LineRewrite[] = [];
	const copied = new Set(log.problems.filter((problem) => problem.copyOf !== undefined).map((problem) => problem.id));
	for (const item of log.entries) {
		if (item.form !== "callout" || item.entry.convertedBy !== conversionId) continue;
		if (copied.has(item.entry.id)) {
			const blankBefore = item.startLine > 0 && (scan.lines[item.startLine - 1] ?? "").trim() === "";
			rewrites.push({ startLine: blankBefore ? item.startLine - 1 : item.startLine, endLine: item.endLine, text: "" });
			continue;
		}
		const { convertedBy: _convertedBy, ...entry } = item.entry;
		if (entry.undone !== undefined) delete entry.undone;
		rewrites.push({ startLine: item.startLine, endLine: item.endLine, text: serializeLegacyEntry(entry) });
	}
	return rewrites;
}
