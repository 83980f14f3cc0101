/**
 * A small line scanner for the Markdown structures that decide where an entry may go and which
 * blocks are entries: fenced code blocks (``` and ~~~), Obsidian comments (%%), HTML comments, display
 * math ($$), and
 * ATX headings outside them. Lines inside blockquotes/callouts (starting with ">") never open a
 * top-level fence, so an example inside a callout is not mistaken for an entry.
 *
 * What is left open at the end comes with the line that closes it the way CommonMark reads the note:
 * a fence opened with indentation (inside a list item) is closed with the same indentation, and a
 * comment opened inside a callout or list item is closed inside it ("> -->"), so the closer never
 * starts a new block of its own.
 */

export interface ScannedBlock {
	/** The fence's first info word, e.g. "ledger-entry". */
	language: string;
	/** 0-based line of the opening fence. */
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

export interface ScanResult {
	lines: string[];
	/** Offset of the start of each line. */
	lineStarts: number[];
	blocks: ScannedBlock[];
	headings: ScannedHeading[];
	/** What is still open at the end of the note, with the line that closes it. */
	openAtEnd: { kind: "fence" | "comment" | "html-comment" | "math"; closer: string } | null;
}

type CommentKind = "comment" | "html-comment" | "math";

const CLOSER: Record<CommentKind, string> = { comment: "%%", "html-comment": "-->", math: "$$" };

const QUOTE_MARKERS = /^(?: {0,3}>[ ]?)+/;
const LIST_MARKER = /^( {0,3})([-+*]|\d{1,9}[.)])( {1,4})(?=\S)/;

/**
 * The container marks a closing line must repeat to stay in the block a comment opened in: the
 * callout's "> " markers, or the indentation of a list item's text (for "- <!--" or "  <!--").
 */
function containerPrefix(line: string): string {
	const quote = QUOTE_MARKERS.exec(line)?.[0];
	if (quote) return quote.endsWith(" ") ? quote : `${quote} `;
	const item = LIST_MARKER.exec(line);
	if (item) return " ".repeat(item[0].length);
	const indent = /^ {1,3}/.exec(line)?.[0];
	return indent ?? "";
}

function isQuoteLine(line: string): boolean {
	return QUOTE_MARKERS.test(line);
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** An inline code span: a run of backticks, then anything up to the same run. */
const INLINE_CODE = /(`+)(?:(?!\1)[^])*?\1/g;
const MAX_INLINE_CODE_LINE = 4000;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;

function count(text: string, needle: string): number {
	return text.split(needle).length - 1;
}

/** The first character after up to three spaces of indentation (more makes an indented code line). */
function firstMark(line: string): string {
	let index = 0;
	while (index < 3 && line.charCodeAt(index) === 32) index++;
	return line.charAt(index);
}

function bodyOf(lines: readonly string[], openLine: number, closeLine: number): string {
	return lines
		.slice(openLine + 1, closeLine)
		.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line))
		.join("\n");
}

export function scanMarkdown(text: string): ScanResult {
	const lines = text.split("\n");
	const lineStarts: number[] = [];
	let offset = 0;
	for (const line of lines) {
		lineStarts.push(offset);
		offset += line.length + 1;
	}
	const blocks: ScannedBlock[] = [];
	const headings: ScannedHeading[] = [];
	let fence: { char: string; length: number; indent: number; block: ScannedBlock } | null = null;
	let comment: { kind: CommentKind; prefix: string; inQuote: boolean } | null = null;

	for (const [index, rawLine] of lines.entries()) {
		// After a final newline there is no further line (it must not end a callout, say).
		if (index === lines.length - 1 && rawLine === "") break;
		const line = rawLine.endsWith("\r") ? rawLine.slice(0, -1) : rawLine;
		if (fence) {
			const close = FENCE_CLOSE.exec(line);
			const marker = close?.[1];
			if (marker && marker[0] === fence.char && marker.length >= fence.length) {
				fence.block.endLine = index;
				fence.block.body = bodyOf(lines, fence.block.startLine, index);
				fence = null;
			}
			continue;
		}
		if (comment?.kind === "comment") {
			if (count(line, "%%") % 2 === 1) comment = null;
			continue;
		}
		if (comment?.kind === "math") {
			if (count(line, "$$") % 2 === 1) comment = null;
			continue;
		}
		if (comment?.kind === "html-comment") {
			// CommonMark ends an HTML block opened in a callout where the callout ends (a line without ">").
			if (comment.inQuote && !isQuoteLine(line)) comment = null;
			else {
				if (line.includes("-->")) comment = null;
				continue;
			}
		}
		// Session notes run to megabytes: look at the first non-space character before any regex.
		const first = firstMark(line);
		if (first === "`" || first === "~") {
			const open = FENCE_OPEN.exec(line);
			const marker = open?.[1];
			if (open && marker && !(marker[0] === "`" && (open[2] ?? "").includes("`"))) {
				const block: ScannedBlock = { language: (open[2] ?? "").trim().split(/\s+/)[0] ?? "", startLine: index, endLine: -1, body: "" };
				blocks.push(block);
				fence = { char: marker[0] as string, length: marker.length, indent: line.length - line.trimStart().length, block };
				continue;
			}
		} else if (first === "#") {
			const heading = HEADING.exec(line);
			if (heading) headings.push({ level: (heading[1] ?? "").length, text: (heading[2] ?? "").trim(), line: index });
		}
		// Markers inside inline code (`%%`, `<!--`) are text, not the start of anything. (Only on lines
		// of ordinary length: matching backtick runs can cost the square of a line's length.)
		const prose = line.length <= MAX_INLINE_CODE_LINE && line.includes("`") ? line.replace(INLINE_CODE, "") : line;
		let opened: CommentKind | null = null;
		if (prose.includes("%%") && count(prose, "%%") % 2 === 1) opened = "comment";
		// Display math left open would swallow an entry appended after it, like an open comment.
		else if (prose.includes("$$") && count(prose, "$$") % 2 === 1) opened = "math";
		else if (prose.includes("<!--")) {
			const htmlOpen = prose.lastIndexOf("<!--");
			if (!prose.slice(htmlOpen + 4).includes("-->")) opened = "html-comment";
		}
		if (opened) comment = { kind: opened, prefix: containerPrefix(line), inQuote: isQuoteLine(line) };
	}
	let openAtEnd: ScanResult["openAtEnd"] = null;
	if (fence) {
		fence.block.body = bodyOf(lines, fence.block.startLine, lines.length);
		// Same indentation as the opening fence: in a list item, a closer at column 0 would end the
		// item and open a new fence there instead, swallowing everything after it.
		openAtEnd = { kind: "fence", closer: `${" ".repeat(fence.indent)}${fence.char.repeat(fence.length)}` };
	} else if (comment) openAtEnd = { kind: comment.kind, closer: `${comment.prefix}${CLOSER[comment.kind]}` };
	return { lines, lineStarts, blocks, headings, openAtEnd };
}
