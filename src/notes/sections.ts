/**
 * Where things live in a note's Markdown: the lines under a heading (`[[Road#Night]]`), the table a
 * block id marks (`[[Road^night]]`), and the fenced blocks of a language (another plugin's
 * `statblock` or `encounter`). Pure, so it is unit tested; a roll-table row's link, a table named by
 * reference and other plugins' blocks are all found with these.
 */
import { findMarkdownTables, type SourceTable } from "../engine/roll-tables/index";

const LINES = /\r?\n/;

/** The lines [from, to) under a heading (to the next heading of its level or higher), or undefined. */
export function headingRange(lines: readonly string[], heading: string): { from: number; to: number } | undefined {
	const wanted = heading.trim().toLowerCase();
	let from = -1;
	let level = 0;
	let fence = "";
	for (const [index, line] of lines.entries()) {
		const opened = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
		if (opened !== undefined && (fence === "" || (opened[0] === fence[0] && opened.length >= fence.length))) fence = fence === "" ? opened : "";
		if (fence !== "") continue;
		const match = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
		if (!match) continue;
		const depth = (match[1] as string).length;
		if (from < 0 && (match[2] ?? "").toLowerCase() === wanted) {
			from = index;
			level = depth;
		} else if (from >= 0 && depth <= level) return { from, to: index };
	}
	return from < 0 ? undefined : { from, to: lines.length };
}

/** The table a block id marks: the id alone on the first non-blank line after the table. */
export function tableByBlock(text: string, id: string): SourceTable | undefined {
	const lines = text.split(LINES);
	const mark = `^${id.toLowerCase()}`;
	for (const table of findMarkdownTables(text)) {
		let next = table.line + 2 + table.rows.length;
		while (next < lines.length && (lines[next] ?? "").trim() === "") next++;
		if ((lines[next] ?? "").trim().toLowerCase() === mark) return table;
	}
	return undefined;
}

export interface FencedBlock {
	/** 0-based lines of the opening and closing fences (the closing one is the last line when never closed). */
	start: number;
	end: number;
	body: string;
}

/** Every fenced block of a language (```statblock …```), in order; blocks of other languages are skipped whole. */
export function fencedBlocks(lines: readonly string[], language: string): FencedBlock[] {
	const blocks: FencedBlock[] = [];
	const wanted = language.toLowerCase();
	for (let index = 0; index < lines.length; index++) {
		const open = /^ {0,3}(`{3,}|~{3,})\s*(\S*)/.exec(lines[index] ?? "");
		if (!open) continue;
		const fence = open[1] as string;
		const closes = (line: string): boolean => {
			const run = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
			return run !== undefined && run[0] === fence[0] && run.length >= fence.length;
		};
		let end = index + 1;
		while (end < lines.length && !closes(lines[end] ?? "")) end++;
		if ((open[2] ?? "").toLowerCase() === wanted) blocks.push({ start: index, end: Math.min(end, lines.length - 1), body: lines.slice(index + 1, end).join("\n") });
		index = end;
	}
	return blocks;
}
