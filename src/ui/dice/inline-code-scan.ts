/**
 * Finding inline code in editor text, for the Live Preview inline rolls. Kept
 * apart from the CodeMirror extension and free of the obsidian module, so it can
 * be tested and benchmarked on plain text. (Obsidian's own syntax tree would need
 * @codemirror/language, which the plugin does not depend on.)
 */
import type { Text } from "@codemirror/state";

/** One inline code span on a line: offsets of the whole span (backticks included) and its code. */
export interface InlineCodeSpan {
	from: number;
	to: number;
	code: string;
}

/**
 * Inline code spans of one line, by the CommonMark rule: a run of n backticks opens
 * a span that the next run of exactly n backticks closes. Spans are looked for
 * within a line only; a roll never needs more. A backslash before a run makes its
 * first backtick literal (outside code, backslash escapes apply; inside, they do not).
 * Linear in the line's length: every run is listed once, by width, and each width's
 * list is walked forward only, so a hostile line of unmatched backticks stays cheap.
 */
export function inlineCodeSpans(line: string): InlineCodeSpan[] {
	const runsByWidth = backtickRuns(line);
	const next = new Map<number, number>(); // width → index of the first run not yet passed
	const spans: InlineCodeSpan[] = [];
	let i = 0;
	while (i < line.length) {
		if (line[i] !== "`" || precededByEscape(line, i)) {
			i++;
			continue;
		}
		const openEnd = runEnd(line, i);
		const width = openEnd - i;
		const starts = runsByWidth.get(width) ?? [];
		let at = next.get(width) ?? 0;
		while (at < starts.length && (starts[at] as number) < openEnd) at++;
		next.set(width, at);
		const close = starts[at];
		if (close === undefined) {
			// No closer: the backticks are literal text.
			i = openEnd;
			continue;
		}
		spans.push({ from: i, to: close + width, code: line.slice(openEnd, close) });
		i = close + width;
	}
	return spans;
}

/** Start offsets of every maximal backtick run, grouped by the run's width, ascending. */
function backtickRuns(line: string): Map<number, number[]> {
	const byWidth = new Map<number, number[]>();
	let i = line.indexOf("`");
	while (i >= 0) {
		const end = runEnd(line, i);
		const starts = byWidth.get(end - i);
		if (starts) starts.push(i);
		else byWidth.set(end - i, [i]);
		i = line.indexOf("`", end);
	}
	return byWidth;
}

function precededByEscape(line: string, at: number): boolean {
	let slashes = 0;
	for (let j = at - 1; j >= 0 && line[j] === "\\"; j--) slashes++;
	return slashes % 2 === 1;
}

function runEnd(line: string, from: number): number {
	let end = from;
	while (line[end] === "`") end++;
	return end;
}

/**
 * Which lines are code blocks or frontmatter, where backticks are not inline code.
 * Fences are ``` or ~~~ (three or more), closed by a fence of the same character at
 * least as long; frontmatter is a `---` block at the very top. Computed once per
 * document version and reused while only the selection or viewport moves.
 */
export function blockLines(doc: Text): Set<number> {
	const inside = new Set<number>();
	let fence: { char: string; length: number } | undefined;
	let frontmatter = doc.lines > 1 && doc.line(1).text.trimEnd() === "---";
	for (let n = 1; n <= doc.lines; n++) {
		const text = doc.line(n).text;
		if (frontmatter) {
			inside.add(n);
			if (n > 1 && /^(---|\.\.\.)\s*$/.test(text)) frontmatter = false;
			continue;
		}
		const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text);
		if (fence) {
			inside.add(n);
			if (marker?.[1] && marker[1][0] === fence.char && marker[1].length >= fence.length && text.trim() === marker[1]) fence = undefined;
		} else if (marker?.[1] && !(marker[1][0] === "`" && text.slice(marker[0].length).includes("`"))) {
			// (A backtick fence's info string has no backticks: ```roll: 1d6``` is inline code.)
			inside.add(n);
			fence = { char: marker[1][0] as string, length: marker[1].length };
		}
	}
	return inside;
}
