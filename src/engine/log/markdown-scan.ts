/**
 * A line scanner that reads a note the way Obsidian renders it, as far as the session log needs:
 * which lines are properties (never Markdown), which are hidden (inside a fenced code block, an
 * Obsidian comment `%%`, display math `$$`, or an HTML block that CommonMark leaves open until its
 * end marker), where the top-level headings are, and where the log's entries are: callouts
 * `> [!ledger|id]` (at any quote depth, inside list items too) and the older fenced
 * ```` ```ledger-entry ```` blocks.
 *
 * It is one pass, line by line, with a cheap look at each line's first character before any
 * pattern, because session notes grow to megabytes. Containers are followed as far as they decide
 * what is hidden: a fence or HTML block opened inside a callout ends where the callout ends, one
 * opened in a list item ends where the item ends. Obsidian's own comments and math are not known to
 * end with their container, so the scanner treats them as running to their closing marker: when in
 * doubt, it says "hidden", and the writer then puts a new entry where it is certainly seen.
 */

import { runToEnd } from "../steps";
import { propertiesLineCount } from "../properties-block";
import { withoutLinkNames } from "./entry-lines";

export type HiddenKind = "fence" | "comment" | "math" | "html";


/** A stretch of lines Obsidian does not show as Markdown (or shows as code). */
export interface HiddenRange {
	kind: HiddenKind;
	/** 0-based line where it opens. */
	startLine: number;
	/** 0-based line where it closes (inclusive), or -1 when it runs to the end of the note. */
	endLine: number;
}

/** A `> [!ledger|id]` callout: one entry of the log in its current form. */
export interface ScannedCallout {
	startLine: number;
	/** Last line of the callout (inclusive). */
	endLine: number;
	/** The `^id` line after it, or -1. */
	blockIdLine: number;
	/** What follows `[!ledger|`: the entry id as written. */
	metadata: string;
	/** The rest of the first line: the summary a reader sees. */
	title: string;
	/** The callout's content lines, each without the callout's own quote markers. */
	body: string[];
}

/** A fenced ```` ```ledger-entry ```` block: one entry of the log in its older form. */
export interface ScannedLegacyBlock {
	startLine: number;
	/** 0-based line of the closing fence, or -1 when the block runs to the end of the note. */
	endLine: number;
	body: string;
}

export interface ScannedHeading {
	level: number;
	text: string;
	line: number;
}

/** An entry-looking line Obsidian does not show as an entry (it sits in a comment, math or HTML). */
export interface HiddenEntry {
	line: number;
	kind: HiddenKind;
}

export interface ScanResult {
	lines: string[];
	/** Offset of the start of each line. */
	lineStarts: number[];
	/** First line after the properties (0 when the note has none). */
	bodyStart: number;
	headings: ScannedHeading[];
	callouts: ScannedCallout[];
	legacyBlocks: ScannedLegacyBlock[];
	hidden: HiddenRange[];
	hiddenEntries: HiddenEntry[];
	/** What is still open at the end of the note, and the line that opened it. */
	openAtEnd: { kind: HiddenKind; line: number } | null;
}

const FENCE_OPEN = /^(`{3,}|~{3,})([^]*)$/;
const FENCE_CLOSE = /^(`{3,}|~{3,})[ \t]*$/;
const isSpaceOrTab = (code: number): boolean => code === 32 || code === 9;

/**
 * An ATX heading (`## Log`, `# Title #`), read as CommonMark reads it: one to six `#` then a space,
 * a tab or the end; a closing run of `#` after a space is not the text. One pass from each end (a
 * pattern with a lazy middle took minutes on a heading line of many spaces).
 */
export function atxHeading(line: string): { level: number; text: string } | null {
	let level = 0;
	while (level < line.length && line.charCodeAt(level) === 35) level++;
	if (level < 1 || level > 6 || (level < line.length && !isSpaceOrTab(line.charCodeAt(level)))) return null;
	let end = line.length;
	while (end > level && isSpaceOrTab(line.charCodeAt(end - 1))) end--;
	let closing = end;
	while (closing > level && line.charCodeAt(closing - 1) === 35) closing--;
	if (closing < end && (closing === level || isSpaceOrTab(line.charCodeAt(closing - 1)))) {
		end = closing;
		while (end > level && isSpaceOrTab(line.charCodeAt(end - 1))) end--;
	}
	return { level, text: line.slice(level, end).trim() };
}

const SETEXT_UNDERLINE = /^(=+|-+)[ \t]*$/;
const LIST_MARKER = /^([-+*]|\d{1,9}[.)])([ \t]+|$)/;
const CALLOUT_HEAD = /^\[!ledger\|([^\]\n]*)\]([+-]?)[ \t]*([^]*)$/i;
const BLOCK_ID_LINE = /^\^([A-Za-z0-9-]+)[ \t]*$/;
/**
 * Text without its code spans, as CommonMark finds them: a run of backticks opens one, and the next
 * run of exactly as many closes it (a longer or shorter run does not); a run never closed is text.
 * What a span held is replaced by its line breaks only, so the lines of the text stay where they were.
 */
export function withoutCodeSpans(text: string): string {
	if (!text.includes("`")) return text;
	const runs: { start: number; length: number }[] = [];
	for (let index = 0; index < text.length; ) {
		if (text.charCodeAt(index) !== 96) {
			index++;
			continue;
		}
		let end = index;
		while (text.charCodeAt(end) === 96) end++;
		runs.push({ start: index, length: end - index });
		index = end;
	}
	// The next run of the same length after each run, found from the end in one pass (a search from
	// each opener took time growing with the square of the runs of different lengths).
	const nextOfLength = new Array<number>(runs.length);
	const latest = new Map<number, number>();
	for (let at = runs.length - 1; at >= 0; at--) {
		const length = (runs[at] as { length: number }).length;
		nextOfLength[at] = latest.get(length) ?? runs.length;
		latest.set(length, at);
	}
	let out = "";
	let at = 0;
	for (let open = 0; open < runs.length; open++) {
		const opener = runs[open] as { start: number; length: number };
		const close = nextOfLength[open] as number;
		if (close >= runs.length) continue;
		const closer = runs[close] as { start: number; length: number };
		out += text.slice(at, opener.start) + text.slice(opener.start, closer.start + closer.length).replace(/[^\n]/g, "");
		at = closer.start + closer.length;
		open = close;
	}
	return out + text.slice(at);
}

/**
 * Text without its complete inline HTML comments (`<!-- … -->`), their line breaks kept so the lines
 * stay where they were. One pass: an opener never closed ends the search, so a paragraph of many
 * unclosed `<!--` reads in time linear in its length (a pattern searched from each opener took 5 s
 * on a note of 0.36 MB).
 */
export function withoutHtmlComments(text: string): string {
	let open = text.indexOf("<!--");
	if (open < 0) return text;
	let out = "";
	let at = 0;
	while (open >= 0) {
		const close = text.indexOf("-->", open + 4);
		if (close < 0) break;
		out += text.slice(at, open) + text.slice(open, close + 3).replace(/[^\n]/g, "");
		at = close + 3;
		open = text.indexOf("<!--", at);
	}
	return out + text.slice(at);
}

/** CommonMark's HTML block starts (types 1 to 7), read on a line's content after up to three spaces. */
const HTML_RAW_TEXT = /^<(script|pre|style|textarea)(?:[\s>]|$)/i;
const HTML_RAW_TEXT_END = /<\/(script|pre|style|textarea)>/i;
const HTML_BLOCK_TAGS = new Set(
	(
		"address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt fieldset " +
		"figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu " +
		"menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead title tr track ul"
	).split(" "),
);
const HTML_BLOCK_TAG = /^<\/?([A-Za-z][A-Za-z0-9-]*)(?:[\s/>]|$)/;
const HTML_LONE_TAG =
	/^(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*$/;

type HtmlEnd = { kind: "marker"; marker: RegExp | string } | { kind: "blank" };

/** The HTML block a line starts, and what ends it; `paragraphOpen` blocks type 7, which cannot interrupt one. */
function htmlBlockStart(content: string, paragraphOpen: boolean): HtmlEnd | null {
	if (content.charCodeAt(0) !== 60 /* < */) return null;
	if (HTML_RAW_TEXT.test(content)) return { kind: "marker", marker: HTML_RAW_TEXT_END };
	if (content.startsWith("<!--")) return { kind: "marker", marker: "-->" };
	if (content.startsWith("<?")) return { kind: "marker", marker: "?>" };
	if (content.startsWith("<![CDATA[")) return { kind: "marker", marker: "]]>" };
	if (/^<![A-Za-z]/.test(content)) return { kind: "marker", marker: ">" };
	const tag = HTML_BLOCK_TAG.exec(content)?.[1]?.toLowerCase();
	if (tag !== undefined && HTML_BLOCK_TAGS.has(tag)) return { kind: "blank" };
	if (!paragraphOpen && HTML_LONE_TAG.test(content)) return { kind: "blank" };
	return null;
}

function endsHtml(end: HtmlEnd, content: string): boolean {
	if (end.kind !== "marker") return false;
	return typeof end.marker === "string" ? content.includes(end.marker) : end.marker.test(content);
}

/**
 * How many `>` markers a line opens with (up to three spaces before each, any indentation before the
 * first), and what follows them. Past `maxDepth` markers, the further ones are the content's text (a
 * quote inside a block opened at that depth).
 */
export function splitQuotes(line: string, maxDepth = Number.POSITIVE_INFINITY, startColumn = 0): { depth: number; content: string } {
	let index = 0;
	let depth = 0;
	/** Columns of a tab after the last marker that its optional space did not take (CommonMark's tab stops of 4). */
	let tabRest = 0;
	let column = startColumn;
	while (depth < maxDepth) {
		let probe = index;
		let probeColumn = column;
		// Indentation before the first marker may be a list item's; between markers, up to three spaces.
		const limit = depth === 0 ? line.length : index + 3;
		while (probe < limit && (line.charCodeAt(probe) === 32 || line.charCodeAt(probe) === 9)) {
			probeColumn += line.charCodeAt(probe) === 9 ? 4 - (probeColumn % 4) : 1;
			probe++;
		}
		if (line.charCodeAt(probe) !== 62 /* > */) break;
		depth++;
		column = probeColumn + 1;
		index = probe + 1;
		tabRest = 0;
		// The marker's optional space: a space, or one column of a tab (the rest of the tab is the content's indentation).
		if (line.charCodeAt(index) === 32) {
			index++;
			column++;
		} else if (line.charCodeAt(index) === 9) {
			const width = 4 - (column % 4);
			column += width;
			index++;
			tabRest = width - 1;
		}
	}
	if (depth === 0) return { depth, content: line };
	// Tabs in the content's indentation, as the columns they reach from where the content starts.
	let spaces = tabRest;
	let rest = index;
	for (; rest < line.length && (line.charCodeAt(rest) === 32 || line.charCodeAt(rest) === 9); rest++) {
		const width = line.charCodeAt(rest) === 9 ? 4 - (column % 4) : 1;
		spaces += width;
		column += width;
	}
	if (spaces === 0 || (tabRest === 0 && !line.slice(index, rest).includes("\t"))) return { depth, content: line.slice(index) };
	return { depth, content: " ".repeat(spaces) + line.slice(rest) };
}

function indentOf(line: string): number {
	let width = 0;
	for (let index = 0; index < line.length; index++) {
		const code = line.charCodeAt(index);
		if (code === 32) width++;
		else if (code === 9) width += 4 - (width % 4);
		else break;
	}
	return width;
}

/** Markdown's whitespace is spaces and tabs only (JavaScript's trim also takes U+2028, no-break spaces…). */
export function trimStartMarkdown(text: string): string {
	let index = 0;
	while (index < text.length && (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9)) index++;
	return index === 0 ? text : text.slice(index);
}

export function isBlankMarkdown(text: string): boolean {
	for (let index = 0; index < text.length; index++) {
		const code = text.charCodeAt(index);
		if (code !== 32 && code !== 9) return false;
	}
	return true;
}

function count(text: string, needle: string): number {
	let found = 0;
	for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) found++;
	return found;
}

/**
 * The line's text with inline code and link names removed, so `%%` or `$$` shown as code opens
 * nothing, nor does one in the name of a note a link points to (Obsidian writes such names into
 * links when it renames a note: a name is a name, not a marker).
 */
function proseOf(line: string): string {
	return withoutLinkNames(withoutCodeSpans(line));
}

const THEMATIC_BREAK = /^(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/** Whether a line (indentation set aside) starts a block that ends a paragraph, rather than continuing it. */
function interruptsParagraph(trimmed: string): boolean {
	if (trimmed === "") return true;
	const lead = trimmed.charCodeAt(0);
	if (lead === 96 || lead === 126) return FENCE_OPEN.test(trimmed);
	if (lead === 35) return atxHeading(trimmed) !== null;
	if (lead === 62) return true;
	if (lead === 60) return htmlBlockStart(trimmed, true) !== null;
	return THEMATIC_BREAK.test(trimmed);
}

/**
 * A backtick fence's info string may not hold a backtick. Some readers stop looking at a line
 * separator (U+2028) inside the line, so only the part before one counts: then more lines count as a
 * fence, which is the safe side (an entry is never placed where one reader hides it).
 */
function infoHasBacktick(info: string): boolean {
	return /^[^\u2028\u2029]*`/.test(info);
}

interface OpenFence {
	char: string;
	length: number;
	/** Quote depth it was opened at; a line with fewer markers ends it. */
	quoteDepth: number;
	/** Column where its list item's content starts (0 outside lists); a less indented line ends it. */
	itemColumn: number;
	/** Columns of indentation its lines lose (the fence's own). */
	indent: number;
	legacy: { block: ScannedLegacyBlock; lines: string[] } | null;
	range: HiddenRange;
}

interface OpenHtml {
	end: HtmlEnd;
	quoteDepth: number;
	itemColumn: number;
	range: HiddenRange;
}

/** Removes up to `columns` columns of leading spaces. */
function dedent(line: string, columns: number): string {
	let index = 0;
	while (index < columns && line.charCodeAt(index) === 32) index++;
	return line.slice(index);
}


/** Whether `line` has left the container a block was opened in (fewer quote markers, or out of its list item). */
function leftContainer(line: string, depth: number, block: { quoteDepth: number; itemColumn: number }): boolean {
	if (depth < block.quoteDepth) return true;
	return block.itemColumn > 0 && depth === 0 && !isBlankMarkdown(line) && indentOf(line) < block.itemColumn;
}

/**
 * A line inside a block opened at quote depth `depth`: whether it is still inside that quote, and its
 * text without that quote's markers (markers beyond them, and any `>` at depth 0, are the block's text).
 */
function insideQuote(line: string, depth: number): { depth: number; content: string } {
	return depth === 0 ? { depth: 0, content: line } : splitQuotes(line, depth);
}

/**
 * The note's lines as Obsidian's editor reads them: a line ends at "\n", "\r\n" or a lone "\r"; the
 * lines hold no line-break characters, and each one's offset in the text is kept.
 */
export function splitLines(text: string): { lines: string[]; lineStarts: number[] } {
	return runToEnd(splitLineSteps(text));
}

/** Lines split per step of `splitLineSteps`: a few milliseconds of work. */
const LINES_SPLIT_PER_STEP = 20000;

/**
 * splitLines as a generator that yields every few thousand lines: a session of 170,000 lines split
 * in one go held the page some 60 ms (the split makes a string per line), which the scan's own steps
 * then could not give back.
 */
export function* splitLineSteps(text: string): Generator<void, { lines: string[]; lineStarts: number[] }, void> {
	const lines: string[] = [];
	const lineStarts: number[] = [];
	const carriageReturns = text.includes("\r");
	// The next "\n" and "\r" at or after the line's start (-1: none left), found again only once passed.
	let newline = -2;
	let carriageReturn = carriageReturns ? -2 : -1;
	let start = 0;
	let nextPause = LINES_SPLIT_PER_STEP;
	for (;;) {
		if (lines.length >= nextPause) {
			nextPause += LINES_SPLIT_PER_STEP;
			yield;
		}
		if (newline !== -1 && newline < start) newline = text.indexOf("\n", start);
		if (carriageReturn !== -1 && carriageReturn < start) carriageReturn = text.indexOf("\r", start);
		const end = newline === -1 ? carriageReturn : carriageReturn === -1 ? newline : Math.min(newline, carriageReturn);
		lineStarts.push(start);
		if (end === -1) {
			lines.push(text.slice(start));
			return { lines, lineStarts };
		}
		lines.push(text.slice(start, end));
		start = end === carriageReturn && newline === end + 1 ? end + 2 : end + 1;
	}
}

/** Lines scanned per step of `scanSteps`: a few milliseconds of work. */
const LINES_PER_STEP = 20000;

export interface ScanOptions {
	/**
	 * Whether an open `%%` or `$$` hides the code blocks and HTML blocks that start inside it (the
	 * default: the first thing opened wins). With false, blocks are read first, as CommonMark reads
	 * them, and the markers only in prose: the placement reads a note both ways, and an entry goes
	 * where both show it, because where the two meet (an HTML block opened inside a comment, say) it
	 * is not certain which one Obsidian follows. (A reading without the markers at all would add
	 * nothing: its blocks and headings are this one's, and it hides less.)
	 */
	markersHideBlocks?: boolean;
}

/** Scans in one go. */
export function scanMarkdown(text: string, options: ScanOptions = {}): ScanResult {
	return runToEnd(scanSteps(text, options));
}

/**
 * The scan as a generator that yields every few thousand lines, so a note of megabytes can be read
 * in slices while the page stays responsive.
 */
export function* scanSteps(text: string, options: ScanOptions = {}): Generator<void, ScanResult, void> {
	const markersHideBlocks = options.markersHideBlocks !== false;
	const { lines, lineStarts } = yield* splitLineSteps(text);
	const bodyStart = propertiesLineCount(lines.length, (index) => lines[index] ?? "");
	const result: ScanResult = { lines, lineStarts, bodyStart, headings: [], callouts: [], legacyBlocks: [], hidden: [], hiddenEntries: [], openAtEnd: null };

	let fence: OpenFence | null = null;
	let html: OpenHtml | null = null;
	/**
	 * Obsidian's comment and math markers, each counted on its own: which of the two wins where they
	 * meet is not known, so a line counts as hidden while either is open (an entry then goes earlier,
	 * never inside one).
	 */
	const markersOpen: Record<"comment" | "math", HiddenRange | null> = { comment: null, math: null };
	const toggleMarkers = (prose: string, line: number): void => {
		for (const [kind, needle] of [["comment", "%%"], ["math", "$$"]] as const) {
			if (!prose.includes(needle) || count(prose, needle) % 2 === 0) continue;
			const range = markersOpen[kind];
			if (range) {
				range.endLine = line;
				markersOpen[kind] = null;
			} else markersOpen[kind] = open(kind, line);
		}
	};
	/**
	 * Read blocks first: a paragraph's prose is read as a whole when it ends, without its code spans and
	 * its complete inline HTML comments, which may each run over several lines.
	 */
	const pending: { line: number; text: string }[] = [];
	const flush = (): void => {
		if (pending.length === 0) return;
		const joined = pending.map((item) => item.text).join("\n");
		const prose = withoutLinkNames(withoutHtmlComments(withoutCodeSpans(joined)));
		const parts = prose.split("\n");
		for (const [at, item] of pending.entries()) toggleMarkers(parts[at] ?? "", item.line);
		pending.length = 0;
	};
	const addProse = (line: string, index: number): void => {
		if (markersHideBlocks) toggleMarkers(proseOf(line), index);
		else pending.push({ line: index, text: line });
	};
	/** The top-level paragraph line that is open (for setext headings, and HTML type 7, which cannot interrupt one). */
	let paragraphLine = -1;
	/** Content column of the list item the latest lines belong to (0 outside lists). */
	let itemColumn = 0;
	/** Content columns of the list items open around the current line, outermost first (nested lists). */
	const items: number[] = [];
	const enterItem = (markerIndent: number, column: number): void => {
		while (items.length > 0 && (items[items.length - 1] as number) > markerIndent) items.pop();
		items.push(column);
		itemColumn = column;
	};
	/** Content column of the innermost open list item a line indented `indent` columns sits in (0 outside lists). */
	const containerOf = (indent: number): number => {
		for (let at = items.length - 1; at >= 0; at--) if ((items[at] as number) <= indent) return items[at] as number;
		return 0;
	};
	const leaveItemsDeeperThan = (indent: number): void => {
		while (items.length > 0 && (items[items.length - 1] as number) > indent) items.pop();
		itemColumn = items[items.length - 1] ?? 0;
	};
	/** The latest list item ends in paragraph text, which a less indented line may continue ("lazily"). */
	let itemLazy = false;
	/** Likewise for a quote: a line without ">" may continue its paragraph. */
	let quoteLazy = false;
	// After a final newline there is no further line.
	const last = lines.length > 0 && lines[lines.length - 1] === "" ? lines.length - 1 : lines.length;

	const open = (kind: HiddenKind, line: number): HiddenRange => {
		const range: HiddenRange = { kind, startLine: line, endLine: -1 };
		result.hidden.push(range);
		return range;
	};
	const closeFence = (endLine: number, closed: boolean): void => {
		if (!fence) return;
		fence.range.endLine = endLine;
		if (fence.legacy) {
			fence.legacy.block.endLine = closed ? endLine : -1;
			fence.legacy.block.body = fence.legacy.lines.join("\n");
		}
		fence = null;
	};

	let nextPause = bodyStart + LINES_PER_STEP;
	for (let index = bodyStart; index < last; index++) {
		if (index >= nextPause) {
			nextPause = index + LINES_PER_STEP;
			yield;
		}
		const line = lines[index] as string;
		if (fence) {
			const { depth, content } = insideQuote(line, fence.quoteDepth);
			if (leftContainer(line, depth, fence)) closeFence(index - 1, false);
			else {
				const inner = fence.quoteDepth > 0 ? content : line;
				const relative = dedent(inner, fence.itemColumn);
				const close = indentOf(relative) <= 3 ? FENCE_CLOSE.exec(trimStartMarkdown(relative)) : null;
				const mark = close?.[1];
				if (mark && mark[0] === fence.char && mark.length >= fence.length) closeFence(index, true);
				else fence.legacy?.lines.push(dedent(inner, fence.indent));
				continue;
			}
		}
		if (html) {
			const { depth, content } = insideQuote(line, html.quoteDepth);
			if (leftContainer(line, depth, html) || (html.end.kind === "blank" && isBlankMarkdown(content))) {
				html.range.endLine = index - 1;
				html = null;
			} else {
				if (/\[!ledger\|/i.test(content)) result.hiddenEntries.push({ line: index, kind: "html" });
				if (endsHtml(html.end, content)) {
					html.range.endLine = index;
					html = null;
				}
				continue;
			}
		}
		if ((markersOpen.comment || markersOpen.math) && markersHideBlocks) {
			toggleMarkers(proseOf(line), index);
			const still = markersOpen.comment ?? markersOpen.math;
			if (still && (/\[!ledger\|/i.test(line) || line.includes("```ledger-entry"))) result.hiddenEntries.push({ line: index, kind: still.kind });
			continue;
		}
		if (isBlankMarkdown(line)) {
			flush();
			paragraphLine = -1;
			itemLazy = false;
			quoteLazy = false;
			continue;
		}
		const first = line.charCodeAt(0);
		// A ">" four columns past its container's start is code or a paragraph's text, never a quote.
		const quoted = first === 62 /* > */ || ((first === 32 || first === 9) && trimStartMarkdown(line).charCodeAt(0) === 62 && indentOf(line) - containerOf(indentOf(line)) <= 3);
		let { depth, content } = quoted ? splitQuotes(line) : { depth: 0, content: line };
		let indent = indentOf(content);
		let trimmed = trimStartMarkdown(content);
		let listMatch = LIST_MARKER.exec(trimmed);
		// A list item that holds a callout ("- > [!ledger|…]"): the quote starts after the marker.
		if (depth === 0 && listMatch && trimmed.charCodeAt(listMatch[0].length) === 62) {
			enterItem(indent, indent + listMatch[0].length);
			({ depth, content } = splitQuotes(trimmed.slice(listMatch[0].length), Number.POSITIVE_INFINITY, indent + listMatch[0].length));
			indent = indentOf(content);
			trimmed = trimStartMarkdown(content);
			listMatch = LIST_MARKER.exec(trimmed);
		}
		// A paragraph continues here (so an HTML tag alone on the line cannot start a block).
		const paragraphOpen = paragraphLine >= 0 || itemLazy || quoteLazy;
		quoteLazy = depth > 0 ? !interruptsParagraph(trimmed) && !listMatch : quoteLazy && !interruptsParagraph(trimmed) && !listMatch;
		let containerColumn = 0;
		if (depth === 0) {
			if (listMatch) enterItem(indent, indent + listMatch[0].length);
			// Out of the items it is less indented than, unless it continues the innermost item's paragraph lazily.
			else if (itemColumn > 0 && indent < itemColumn && !(itemLazy && !interruptsParagraph(trimmed))) leaveItemsDeeperThan(indent);
			containerColumn = listMatch ? itemColumn : itemColumn > 0 && (indent >= itemColumn || itemLazy) ? itemColumn : 0;
		} else if (itemColumn > 0 && indentOf(line) < itemColumn) leaveItemsDeeperThan(indentOf(line));
		itemLazy = itemColumn > 0 && depth === 0 && !interruptsParagraph(listMatch ? trimStartMarkdown(trimmed.slice(listMatch[0].length)) : trimmed);
		const relativeIndent = listMatch ? 0 : indent - containerColumn;
		const blockContent = listMatch ? trimStartMarkdown(trimmed.slice(listMatch[0].length)) : trimmed;
		const blockStart = relativeIndent <= 3;
		// Indented code (four columns in, no paragraph to continue): code, not prose.
		if (!blockStart && !paragraphOpen) {
			flush();
			paragraphLine = -1;
			continue;
		}
		const lead = blockContent.charCodeAt(0);

		if (blockStart && (lead === 96 /* ` */ || lead === 126) /* ~ */) {
			const opened = FENCE_OPEN.exec(blockContent);
			const fenceMark = opened?.[1];
			if (opened && fenceMark && !(fenceMark[0] === "`" && infoHasBacktick(opened[2] ?? ""))) {
				flush();
				const language = (opened[2] ?? "").trim().split(/\s+/)[0] ?? "";
				let legacy: OpenFence["legacy"] = null;
				if (language === "ledger-entry") {
					legacy = { block: { startLine: index, endLine: -1, body: "" }, lines: [] };
					result.legacyBlocks.push(legacy.block);
				}
				fence = {
					char: fenceMark[0] as string,
					length: fenceMark.length,
					quoteDepth: depth,
					itemColumn: containerColumn,
					indent: listMatch ? itemColumn : indent,
					legacy,
					range: open("fence", index),
				};
				paragraphLine = -1;
				continue;
			}
		}
		// A callout entry: its lines are the ones that keep its quote markers.
		if (depth > 0 && lead === 91 /* [ */ && !listMatch) {
			const head = CALLOUT_HEAD.exec(blockContent);
			if (head) {
				flush();
				index = readCallout(result, lines, index, last, depth, head);
				paragraphLine = -1;
				// A hand-edited entry that leaves a comment or math open hides what follows, as Obsidian shows it.
				const body = result.callouts[result.callouts.length - 1]?.body ?? [];
				for (const [offsetInBody, bodyLine] of body.entries()) toggleMarkers(proseOf(bodyLine), index - body.length + offsetInBody + 1);
				continue;
			}
		}
		if (blockStart && lead === 60 /* < */) {
			const end = htmlBlockStart(blockContent, paragraphOpen);
			if (end) {
				flush();
				const range = open("html", index);
				if (endsHtml(end, blockContent.slice(1))) range.endLine = index;
				else html = { end, quoteDepth: depth, itemColumn: containerColumn, range };
				paragraphLine = -1;
				continue;
			}
		}
		if (depth === 0 && !listMatch && containerColumn === 0 && indent <= 3) {
			if (lead === 35 /* # */) {
				const heading = atxHeading(trimmed);
				if (heading) {
					flush();
					result.headings.push({ level: heading.level, text: heading.text, line: index });
					paragraphLine = -1;
					leaveItemsDeeperThan(-1);
					toggleMarkers(proseOf(line), index);
					continue;
				}
			}
			if (paragraphLine >= 0 && SETEXT_UNDERLINE.test(trimmed)) {
				flush();
				result.headings.push({ level: trimmed[0] === "=" ? 1 : 2, text: (lines[paragraphLine] ?? "").trim(), line: paragraphLine });
				paragraphLine = -1;
				continue;
			}
			if (paragraphLine < 0) paragraphLine = index;
		} else if (!(paragraphLine >= 0 && depth === 0 && !listMatch && containerColumn === 0)) paragraphLine = -1;
		// (A line four columns in that continues a paragraph leaves it open.)
		addProse(line, index);
	}
	flush();
	if (fence) closeFence(-1, false);
	// An HTML block that ends at a blank line hides nothing after one (and an entry always follows one).
	if (html && html.end.kind === "blank") html.range.endLine = Math.max(html.range.startLine, last - 1);
	const openRange = result.hidden.find((range) => range.endLine === -1);
	if (openRange) result.openAtEnd = { kind: openRange.kind, line: openRange.startLine };
	return result;
}

/** Reads one callout entry from its first line; returns the last line it used. */
function readCallout(result: ScanResult, lines: readonly string[], start: number, last: number, depth: number, head: RegExpExecArray): number {
	const body: string[] = [];
	let end = start;
	for (let index = start + 1; index < last; index++) {
		const line = lines[index] as string;
		// Content inside the callout: the text after its own markers (a deeper quote keeps its extra ">").
		const split = splitQuotes(line, depth);
		if (split.depth < depth) break;
		body.push(split.content);
		end = index;
	}
	// The block id: on its own line after a blank line (Obsidian's way for a callout), or right after it.
	let blockIdLine = -1;
	for (let index = end + 1; index < last && index <= end + 2; index++) {
		const line = lines[index] as string;
		const content = depth > 1 ? splitQuotes(line).content : line.trim();
		if (isBlankMarkdown(content) && index === end + 1) continue;
		if (BLOCK_ID_LINE.test(content.trim())) blockIdLine = index;
		break;
	}
	result.callouts.push({ startLine: start, endLine: end, blockIdLine, metadata: (head[1] ?? "").trim(), title: head[3] ?? "", body });
	return blockIdLine >= 0 ? blockIdLine : end;
}
