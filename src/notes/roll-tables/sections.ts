/**
 * Where a link's table lives in a note: under a heading (`[[Road#Night]]`) or marked by a block id
 * (`[[Road^night]]`). Pure, so it is unit tested; a roll-table row's link follows these.
 */
import { findMarkdownTables, type SourceTable } from "../../engine/roll-tables/index";

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
