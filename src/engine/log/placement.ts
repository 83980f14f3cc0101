/**
 * Where a new entry goes in a session note: at the end of the `## Log` section (created at the end of
 * the note when absent), after a blank line, so it never joins a paragraph, list, callout or code
 * block. The plan is one insertion: every byte already in the note stays, in order.
 */
import { scanMarkdown } from "./markdown-scan";

export const LOG_HEADING = "## Log";

export interface Insertion {
	offset: number;
	text: string;
}

function isLogHeading(level: number, text: string): boolean {
	return level === 2 && text.toLowerCase() === "log";
}

/** Inserts `insertion` into `text` (the one way plans are applied, in tests and in the vault). */
export function applyInsertion(text: string, insertion: Insertion): string {
	return text.slice(0, insertion.offset) + insertion.text + text.slice(insertion.offset);
}

/** Plans where `block` (a serialized entry) goes in `text`. */
export function planInsertion(text: string, block: string): Insertion {
	const scan = scanMarkdown(text);
	const logHeading = scan.headings.find((heading) => isLogHeading(heading.level, heading.text));
	const nextHeading = logHeading && scan.headings.find((heading) => heading.line > logHeading.line && heading.level <= 2);

	// Something left open at the end (an unclosed fence or comment) would swallow anything appended.
	// It runs to the end of the note either way, so closing it right at the end changes nothing the
	// user had; the entry then follows after a blank line.
	if (scan.openAtEnd && !nextHeading) {
		const separator = text.endsWith("\n") ? "" : "\n";
		const heading = logHeading ? "" : `${LOG_HEADING}\n\n`;
		return { offset: text.length, text: `${separator}${scan.openAtEnd.closer}\n\n${heading}${block}\n` };
	}

	if (!logHeading) {
		const separator = text === "" || text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n";
		return { offset: text.length, text: `${separator}${LOG_HEADING}\n\n${block}\n` };
	}

	const end = nextHeading ? nextHeading.line : scan.lines.length;
	let last = logHeading.line;
	for (let line = end - 1; line > logHeading.line; line--) {
		if ((scan.lines[line] ?? "").trim() !== "") {
			last = line;
			break;
		}
	}
	const lastLine = (scan.lines[last] ?? "").replace(/\r$/, "");
	const offset = (scan.lineStarts[last] ?? 0) + lastLine.length;
	const atEnd = offset >= text.length;
	return { offset, text: `\n\n${block}${atEnd ? "\n" : ""}` };
}

/**
 * Plans appends into one note without rescanning it each time. After an insertion the planner knows
 * the note's next text and where its log now ends (the end of the entry just added); when the next
 * append finds exactly that text, the entry goes there, which is what a full scan would decide (the
 * entry is a closed block, and after it come only blank lines up to the next heading or the end).
 * Any other text (the user typed, another plugin wrote) gets a full scan. So 1,000 appends into one
 * session cost about the same each, not more as the note grows.
 */
export class InsertionPlanner {
	/** The note as the last append left it, where its log ends, and the text after that end (often just "\n"). */
	private known: { text: string; logEnd: number; tail: string } | null = null;

	/** `fullPlan` decides when the note is not the one last written (tests count its calls). */
	constructor(private readonly fullPlan: (text: string, block: string) => Insertion = planInsertion) {}

	/** Where `block` goes in `text`, and the note's text with it added. */
	plan(text: string, block: string): { insertion: Insertion; result: string } {
		const fromKnown = this.known && this.known.text === text ? this.known : null;
		const insertion: Insertion = fromKnown
			? { offset: fromKnown.logEnd, text: `\n\n${block}${fromKnown.logEnd >= text.length ? "\n" : ""}` }
			: this.fullPlan(text, block);
		// Appending where the last append ended: the note is `text` = head + tail, with the tail (usually
		// just the final newline) remembered. When the insertion starts with that tail, head + insertion + tail
		// equals text + the rest of the insertion + tail, built without slicing `text`: slicing a long
		// string copies it, which made each append cost as much as the note is long.
		const result =
			fromKnown && insertion.text.startsWith(fromKnown.tail)
				? text + insertion.text.slice(fromKnown.tail.length) + fromKnown.tail
				: applyInsertion(text, insertion);
		// The log now ends after the entry (before its closing newline, if it has one). The remembered text
		// is only ever used when the note holds exactly that text, so it cannot go stale unnoticed.
		const newline = insertion.text.endsWith("\n") ? "\n" : "";
		const after = fromKnown ? fromKnown.tail : text.slice(insertion.offset);
		this.known = { text: result, logEnd: insertion.offset + insertion.text.length - newline.length, tail: newline + after };
		return { insertion, result };
	}
}
