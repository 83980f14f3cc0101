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
