/**
 * Where a new entry goes in a session note: at the end of the log section (its heading, "Log" by
 * default, created at the end of the note when the note has none), after a blank line, so it never
 * joins a paragraph, list, callout or code block. The plan is one insertion of the entry and the
 * blank lines around it: every byte already in the note stays, in order, and nothing else is added
 * (no closing fence, comment or math marker, never a second log heading).
 *
 * The entry must land where Obsidian shows it. The note is read two ways: with Obsidian's `%%` comments
 * and `$$` math opening first, and with CommonMark's blocks first and the markers only in prose; only
 * what both readings show counts, since where the two kinds meet (an HTML block opened inside a
 * comment, a `$$` inside an HTML block) it is not certain which one Obsidian follows. When the note
 * ends inside something left open (a code block, a comment, math, an HTML block that runs to the
 * end), anything appended there would be hidden; the entry then goes just before the block that
 * opened it, and the plan says why, for the user to read.
 */
import { t } from "../../lang";
import { isBlankMarkdown, scanMarkdown, scanSteps, type HiddenKind, type HiddenRange, type ScanResult } from "./markdown-scan";

export const DEFAULT_LOG_HEADING = "Log";

export interface Insertion {
	offset: number;
	text: string;
	/** The 0-based line at whose end the text goes (-1: before the first line). */
	line: number;
	/** Set when the entry could not go at the end of the log: what was in the way and where it went. */
	notice?: string;
}

/** Where entries go in one note's text, whatever the entry: the text goes in as prefix + entry + suffix. */
export interface Layout {
	offset: number;
	line: number;
	prefix: string;
	suffix: string;
	/** What runs to the end of the note and keeps entries from the end of the log: its kind and the 0-based line that opened it. */
	blocked?: { kind: HiddenKind; line: number };
	/** The note's line break ("\r\n" in a note written on Windows): what is added uses the same. */
	eol?: "\r\n";
}

/** The line break a note's lines end with: its first one decides ("\r\n", or "\n" for any other). */
export function lineBreakOf(text: string): "\n" | "\r\n" {
	const at = text.indexOf("\n");
	return at > 0 && text.charCodeAt(at - 1) === 13 ? "\r\n" : "\n";
}

/** Text written with "\n" line breaks, in the note's own line breaks. */
export function inLineBreaks(text: string, eol: "\n" | "\r\n" | undefined): string {
	return eol === "\r\n" ? text.replace(/\n/g, "\r\n") : text;
}

/** Inserts `insertion` into `text` (the one way plans are applied, in tests and in the vault). */
export function applyInsertion(text: string, insertion: Insertion): string {
	return text.slice(0, insertion.offset) + insertion.text + text.slice(insertion.offset);
}

export function insertionOf(layout: Layout, block: string): Insertion {
	const insertion: Insertion = { offset: layout.offset, line: layout.line, text: inLineBreaks(`${layout.prefix}${block}${layout.suffix}`, layout.eol) };
	const blocked = layout.blocked;
	if (blocked) {
		// The kind goes in as a select value (fence, comment, math, html), so each language words it in its own grammar.
		insertion.notice = t("engine.log.placement.unclosed", { kind: blocked.kind, line: String(blocked.line + 1) });
	}
	return insertion;
}

/** What the two readings agree on: headings both show, everything either hides, the earliest thing left open. */
interface Reading {
	scan: ScanResult;
	headings: ScanResult["headings"];
	hidden: HiddenRange[];
	openAtEnd: ScanResult["openAtEnd"];
}

function combine(readings: readonly ScanResult[]): Reading {
	const [first] = readings as [ScanResult, ...ScanResult[]];
	const shownByAll = (line: number) => readings.every((scan) => scan.headings.some((heading) => heading.line === line));
	const open = readings.map((scan) => scan.openAtEnd).filter((item) => item !== null).sort((a, b) => a.line - b.line);
	return {
		scan: first,
		headings: first.headings.filter((heading) => shownByAll(heading.line)),
		hidden: readings.flatMap((scan) => scan.hidden),
		openAtEnd: open[0] ?? null,
	};
}

/** The ways a note is read for placement (see the top of this file). */
const READINGS = [{}, { markersHideBlocks: false }] as const;

/** The note read every way. */
export function readingsOf(text: string): ScanResult[] {
	return READINGS.map((options) => scanMarkdown(text, options));
}

/** The offset right after line `line`'s text (before its line break). */
function endOfLine(scan: ScanResult, line: number): number {
	return (scan.lineStarts[line] ?? 0) + (scan.lines[line] ?? "").length;
}

/** The last line before `before` (exclusive) and at or after `from` that is not blank, or -1. */
function lastFilledLine(scan: ScanResult, from: number, before: number): number {
	for (let line = before - 1; line >= from; line--) if (!isBlankMarkdown(scan.lines[line] ?? "")) return line;
	return -1;
}

/** The hidden stretch that `line` is inside of (its closing line is not inside: after it, things show again). */
function hiddenAt(reading: Reading, line: number): HiddenRange | undefined {
	if (line < 0) return undefined;
	return reading.hidden.find((range) => range.startLine <= line && (range.endLine < 0 || line < range.endLine));
}

const LIST_ITEM = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/**
 * The first line of the top-level block that holds `line`: an entry put before that line does not
 * cut a paragraph, callout or list in two (a fence left open in a list item stays in its item).
 */
function topLevelBlockStart(scan: ScanResult, line: number): number {
	const text = (at: number): string => scan.lines[at] ?? "";
	const blank = (at: number): boolean => isBlankMarkdown(text(at));
	const indented = (at: number): boolean => /^[ \t]/.test(text(at)) && !blank(at);
	const quoted = (at: number): boolean => /^[ \t]*>/.test(text(at));
	const listItem = (at: number): boolean => LIST_ITEM.test(text(at)) && !/^[ \t]/.test(text(at));
	const first = scan.bodyStart;
	let start = line;
	for (let moved = true; moved; ) {
		const before = start;
		// Inside a quote or callout: back to the quote's first line.
		while (start > first && quoted(start) && quoted(start - 1)) start--;
		// Indented under a list item (across blank lines): back to that item, then to the list's first item.
		if (indented(start) || listItem(start)) {
			let probe = listItem(start) ? start : start - 1;
			while (probe >= first && !listItem(probe) && (blank(probe) || indented(probe))) probe--;
			if (probe >= first && listItem(probe)) {
				start = probe;
				for (;;) {
					let previous = start - 1;
					while (previous >= first && !listItem(previous) && (blank(previous) || indented(previous))) previous--;
					if (previous < first || !listItem(previous)) break;
					start = previous;
				}
			}
		}
		// A paragraph (or a block that interrupts one): back to its first line.
		while (start > first && !blank(start - 1) && !HEADING_LINE.test(text(start - 1)) && !HEADING_LINE.test(text(start))) start--;
		moved = start !== before;
	}
	return start;
}

function isLogHeading(level: number, text: string, heading: string): boolean {
	return level === 2 && text.toLowerCase() === heading.trim().toLowerCase();
}

/** The layout of a note from its readings (readingsOf). */
export function layoutOf(readings: readonly ScanResult[], text: string, headingText = DEFAULT_LOG_HEADING): Layout {
	const layout = layoutInLines(readings, text, headingText);
	if (lineBreakOf(text) === "\r\n") layout.eol = "\r\n";
	return layout;
}

function layoutInLines(readings: readonly ScanResult[], text: string, headingText: string): Layout {
	const reading = combine(readings);
	const { scan } = reading;
	const logHeading = reading.headings.find((heading) => isLogHeading(heading.level, heading.text, headingText));
	const nextHeading = logHeading && reading.headings.find((heading) => heading.line > logHeading.line && heading.level <= 2);

	if (reading.openAtEnd && !(nextHeading && nextHeading.line < reading.openAtEnd.line)) {
		// Before the block that holds the line that opened what runs to the end: the last place certainly shown.
		const opener = reading.openAtEnd.line;
		let start = topLevelBlockStart(scan, opener);
		let previous = lastFilledLine(scan, scan.bodyStart, start);
		// The line before must itself be shown: not inside a block that hides (an HTML block holding a heading, say).
		for (let hiding = hiddenAt(reading, previous); hiding; hiding = hiddenAt(reading, previous)) {
			start = topLevelBlockStart(scan, hiding.startLine);
			previous = lastFilledLine(scan, scan.bodyStart, start);
		}
		const blocked = { kind: reading.openAtEnd.kind, line: opener };
		if (previous < 0 && scan.bodyStart === 0) return { offset: 0, line: -1, prefix: "", suffix: "\n\n", blocked };
		const line = previous < 0 ? scan.bodyStart - 1 : previous;
		const blankAfter = isBlankMarkdown(scan.lines[line + 1] ?? "");
		return { offset: endOfLine(scan, line), line, prefix: "\n\n", suffix: blankAfter ? "" : "\n", blocked };
	}

	if (!logHeading) {
		const heading = `## ${headingText.trim() || DEFAULT_LOG_HEADING}\n\n`;
		// A note ending in a lone "\r" (an old Mac line break): the heading goes before it, since a "\n"
		// right after it would join it into one "\r\n" break.
		if (text.endsWith("\r")) {
			const line = scan.lines.length - 2;
			return { offset: text.length - 1, line, prefix: isBlankMarkdown(scan.lines[line] ?? "") ? heading : `\n\n${heading}`, suffix: "" };
		}
		// (A blank last line in a note of "\r\n" breaks counts as one.)
		const ending = text.slice(-4).replace(/\r\n/g, "\n");
		const separator = text === "" || ending.endsWith("\n\n") ? "" : ending.endsWith("\n") ? "\n" : "\n\n";
		// At the very end: after the last line's text when the note ends without a newline, else after the empty line the final newline leaves.
		const line = text === "" ? -1 : scan.lines.length - 1;
		return { offset: text.length, line, prefix: `${separator}${heading}`, suffix: "\n" };
	}

	const end = nextHeading ? nextHeading.line : scan.lines.length;
	const last = Math.max(logHeading.line, lastFilledLine(scan, logHeading.line + 1, end));
	const offset = endOfLine(scan, last);
	return { offset, line: last, prefix: "\n\n", suffix: offset >= text.length ? "\n" : "" };
}

/** Plans where `block` (a serialized entry) goes in `text`. */
export function planInsertion(text: string, block: string, headingText = DEFAULT_LOG_HEADING): Insertion {
	return insertionOf(layoutOf(readingsOf(text), text, headingText), block);
}

/** The same layout, read in slices (a generator that yields between them): for notes of megabytes. */
export function* layoutSteps(text: string, headingText = DEFAULT_LOG_HEADING): Generator<void, Layout, void> {
	const readings: ScanResult[] = [];
	for (const options of READINGS) readings.push(yield* scanSteps(text, options));
	return layoutOf(readings, text, headingText);
}

/** The 0-based lines the entry `block` occupies once `insertion` is applied. */
export function insertedRange(insertion: Insertion, block: string): { startLine: number; endLine: number } {
	// In a note of "\r\n" breaks, the block went in with them.
	const before = insertion.text.slice(0, insertion.text.indexOf(inLineBreaks(block, insertion.text.includes("\r\n") ? "\r\n" : "\n")));
	const newlines = before.split("\n").length - 1;
	// After line L's text: a newline ends L, so the block starts newlines lines later; at the top, on line newlines.
	const startLine = insertion.line < 0 ? newlines : insertion.line + newlines;
	return { startLine, endLine: startLine + block.split("\n").length - 1 };
}

/**
 * Plans appends into one note without rescanning it each time. After an insertion the planner knows
 * the note's next text and where the next entry goes (right after the one just added: it is a closed
 * block, and what followed it still follows it); when the next append finds exactly that text, the
 * entry goes there, which is what a full scan would decide. Any other text (the user typed, another
 * plugin wrote) gets a full scan, or, through `learn`, a scan read in slices before the write. So 1,000
 * appends into one session cost about the same each, not more as the note grows.
 */
export class InsertionPlanner {
	/** The note as the last append (or `learn`) left it, and where the next entry goes in it. */
	private known: { text: string; layout: Layout } | null = null;

	/** `fullLayout` decides when the note is not the one last written (tests count its calls). */
	constructor(private readonly fullLayout: (text: string) => Layout = (text) => layoutOf(readingsOf(text), text)) {}

	/** Whether the next append to `text` needs no scan. */
	knows(text: string): boolean {
		return this.known !== null && this.known.text === text;
	}

	/** Remembers a layout computed elsewhere (read in slices) for `text`. */
	learn(text: string, layout: Layout): void {
		this.known = { text, layout };
	}

	/** Where `block` goes in `text`, and the note's text with it added. */
	plan(text: string, block: string): { insertion: Insertion; result: string } {
		const layout = this.known && this.known.text === text ? this.known.layout : this.fullLayout(text);
		const insertion = insertionOf(layout, block);
		// Near the end of a long note, the result is built as text + … without slicing `text`: slicing a
		// long string copies it, which made each append cost as much as the note is long.
		const tail = text.length - insertion.offset <= 2 ? text.slice(insertion.offset) : null;
		const result = tail !== null && insertion.text.startsWith(tail) ? text + insertion.text.slice(tail.length) + tail : applyInsertion(text, insertion);
		// The next entry goes right after this one, with what followed this one still following.
		const nextOffset = insertion.offset + inLineBreaks(layout.prefix + block, layout.eol).length;
		const next: Layout = { offset: nextOffset, line: insertedRange(insertion, block).endLine, prefix: "\n\n", suffix: nextOffset >= result.length ? "\n" : "" };
		if (layout.eol) next.eol = layout.eol;
		// What blocked the end of the log is still there, further down by the lines just added.
		if (layout.blocked) next.blocked = { kind: layout.blocked.kind, line: layout.blocked.line + insertion.text.split("\n").length - 1 };
		this.known = { text: result, layout: next };
		return { insertion, result };
	}
}
