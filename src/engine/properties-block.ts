/**
 * Where a note's properties (its YAML frontmatter) end, read by Obsidian's rule: the note's first
 * line is exactly `---`, and the block ends at the next line that is exactly `---` (a `...` line, a
 * fence of four dashes or one with spaces after it is not one). Code that can ask Obsidian does
 * (getFrontMatterInfo, the metadata cache); this is the same rule for the pure code that reads lines
 * (the session log's scanner, the editor's document, the compendium's test corpora), and a test
 * holds it to Obsidian's own reading.
 */

/** A fence line, with the carriage return a CRLF note leaves when split on "\n". */
const isFence = (line: string): boolean => line === "---" || line === "---\r";

/**
 * How many lines the properties block takes at the top (its two fences included), or 0 when the
 * note has none: no `---` first line, or one never closed within `maxLines` lines.
 */
export function propertiesLineCount(lineCount: number, lineAt: (index: number) => string, maxLines = Number.POSITIVE_INFINITY): number {
	const last = Math.min(lineCount, maxLines);
	if (last < 2 || !isFence(lineAt(0))) return 0;
	for (let index = 1; index < last; index++) if (isFence(lineAt(index))) return index + 1;
	return 0;
}

/** A note's properties block found in its text by the same rule: its YAML, and where the rest of the note starts. */
export interface PropertiesBlock {
	yaml: string;
	/** The offset just after the closing fence's line. */
	contentStart: number;
}

/**
 * The properties block at the top of `text`, or undefined when it has none. It walks the lines from
 * the top and stops at the closing fence: a session note of megabytes is never split whole (this
 * runs on every read of a note's properties, and once per append in the preview's index).
 */
export function propertiesBlock(text: string): PropertiesBlock | undefined {
	if (!text.startsWith("---")) return undefined;
	const lineEnd = (start: number): number => {
		const newline = text.indexOf("\n", start);
		return newline < 0 ? text.length : newline;
	};
	const firstEnd = lineEnd(0);
	if (firstEnd >= text.length || !isFence(text.slice(0, firstEnd))) return undefined;
	for (let start = firstEnd + 1; ; ) {
		const end = lineEnd(start);
		if (isFence(text.slice(start, end))) {
			// The lines between the fences, without the carriage return a CRLF note leaves on the last.
			const yaml = text.slice(firstEnd + 1, Math.max(firstEnd + 1, start - 1)).replace(/\r$/, "");
			return { yaml, contentStart: Math.min(end + 1, text.length) };
		}
		if (end >= text.length) return undefined;
		start = end + 1;
	}
}
