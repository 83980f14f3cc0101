/**
 * A small line scanner for the Markdown structures that decide where an entry may go and which
 * blocks are entries: fenced code blocks (``` and ~~~), Obsidian comments (%%), HTML comments, display
 * math ($$), and
 * ATX headings outside them. Lines inside blockquotes/callouts (starting with ">") never open a
 * top-level fence, so an example inside a callout is not mistaken for an entry.
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
	/** What is still open at the end of the note, with the text that closes it. */
	openAtEnd: { kind: "fence" | "comment" | "html-comment" | "math"; closer: string } | null;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
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
	let fence: { char: string; length: number; block: ScannedBlock } | null = null;
	let comment: "comment" | "html-comment" | "math" | null = null;

	for (const [index, rawLine] of lines.entries()) {
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
		if (comment === "comment") {
			if (count(line, "%%") % 2 === 1) comment = null;
			continue;
		}
		if (comment === "math") {
			if (count(line, "$$") % 2 === 1) comment = null;
			continue;
		}
		if (comment === "html-comment") {
			if (line.includes("-->")) comment = null;
			continue;
		}
		// Session notes run to megabytes: look at the first non-space character before any regex.
		const first = firstMark(line);
		if (first === "`" || first === "~") {
			const open = FENCE_OPEN.exec(line);
			const marker = open?.[1];
			if (open && marker && !(marker[0] === "`" && (open[2] ?? "").includes("`"))) {
				const block: ScannedBlock = { language: (open[2] ?? "").trim().split(/\s+/)[0] ?? "", startLine: index, endLine: -1, body: "" };
				blocks.push(block);
				fence = { char: marker[0] as string, length: marker.length, block };
				continue;
			}
		} else if (first === "#") {
			const heading = HEADING.exec(line);
			if (heading) headings.push({ level: (heading[1] ?? "").length, text: (heading[2] ?? "").trim(), line: index });
		}
		if (line.includes("%%") && count(line, "%%") % 2 === 1) comment = "comment";
		// Display math left open would swallow an entry appended after it, like an open comment.
		else if (line.includes("$$") && count(line, "$$") % 2 === 1) comment = "math";
		else if (line.includes("<!--")) {
			const htmlOpen = line.lastIndexOf("<!--");
			if (!line.slice(htmlOpen + 4).includes("-->")) comment = "html-comment";
		}
	}
	let openAtEnd: ScanResult["openAtEnd"] = null;
	if (fence) {
		fence.block.body = bodyOf(lines, fence.block.startLine, lines.length);
		openAtEnd = { kind: "fence", closer: fence.char.repeat(fence.length) };
	} else if (comment === "comment") openAtEnd = { kind: "comment", closer: "%%" };
	else if (comment === "html-comment") openAtEnd = { kind: "html-comment", closer: "-->" };
	else if (comment === "math") openAtEnd = { kind: "math", closer: "$$" };
	return { lines, lineStarts, blocks, headings, openAtEnd };
}
