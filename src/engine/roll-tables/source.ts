/**
 * Tables in a note's Markdown source: a header row, a delimiter row (`| --- | :-: |`) and the rows
 * under it, also inside callouts and block quotes (`>` prefixes), never inside fenced code. Used to
 * count the tables of a vault and to read a table that the rendered note does not show whole.
 */
import { checkRollTable, type TableProblem } from "./check";
import { MAX_TABLE_ROWS, parseRollTable, type RollTable } from "./parse";

export interface SourceTable {
	/** 0-based line of the header row. */
	line: number;
	header: string[];
	rows: string[][];
	/** A `dice: 1d20` line just before the table, as written. */
	diceLine?: string;
}

const DELIMITER = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const FENCE = /^(`{3,}|~{3,})/;
const DICE_LINE = /^`?dice:\s*[^`]+`?$/i;

/** The cells of a table row: split on pipes that are not escaped (`[[Page\|Name]]` stays one cell). */
export function splitRow(line: string): string[] {
	let text = line.trim();
	if (text.startsWith("|")) text = text.slice(1);
	if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
	// A loop, not a split on a look-behind regex: iOS 15's Safari cannot parse look-behind.
	const cells: string[] = [];
	let cell = "";
	for (let i = 0; i < text.length; i++) {
		const c = text[i] as string;
		if (c === "\\" && text[i + 1] === "|") {
			cell += "|";
			i++;
		} else if (c === "|") {
			cells.push(cell.trim());
			cell = "";
		} else cell += c;
	}
	cells.push(cell.trim());
	return cells;
}

function unquoted(line: string): string {
	return line.replace(/^\s*(?:>\s?)+/, "");
}

/** Every table of a note's text, in order. Rows past MAX_TABLE_ROWS are counted but not kept (see parseRollTable). */
export function findMarkdownTables(text: string): SourceTable[] {
	const lines = text.split(/\r?\n/);
	return findMarkdownTablesIn(lines.length, (index) => lines[index] ?? "");
}

/**
 * The same, over a note's lines read one at a time (the editor's document, without joining it into
 * one string); the lines come without their line break. A line with no pipe, backtick or tilde can neither be a table's first line nor open
 * or close a code block, so it costs three character searches: a long session log is mostly such lines.
 * `from`/`to` limit the scan to one stretch of lines known to be outside code (a table section of
 * Obsidian's cache); the die line above a table is still looked for before `from`.
 */
export function findMarkdownTablesIn(lineCount: number, lineAt: (index: number) => string, from = 0, to = lineCount): SourceTable[] {
	const lines: NoteLineReader = { length: to, line: (index: number): string | undefined => (index >= 0 && index < lineCount ? lineAt(index) : undefined) };
	const tables: SourceTable[] = [];
	let fence: string | undefined;
	for (let index = from; index < lines.length; index++) {
		const raw = lines.line(index) as string;
		if (!raw.includes("|") && !raw.includes("`") && !raw.includes("~")) continue;
		const line = unquoted(raw).trim();
		const opened = FENCE.exec(line)?.[1];
		if (fence !== undefined) {
			if (opened !== undefined && opened[0] === fence[0] && opened.length >= fence.length) fence = undefined;
			continue;
		}
		if (opened !== undefined) {
			fence = opened;
			continue;
		}
		const next = lines.line(index + 1);
		if (!line.includes("|") || next === undefined || !DELIMITER.test(unquoted(next).trim()) || !unquoted(next).includes("-")) continue;
		const table: SourceTable = { line: index, header: splitRow(line), rows: [] };
		const before = previousLine(lines, index);
		if (before !== undefined && DICE_LINE.test(before)) table.diceLine = before;
		let end = index + 2;
		for (; end < lines.length; end++) {
			const row = unquoted(lines.line(end) as string).trim();
			if (row === "" || !row.includes("|")) break;
			// One row past the limit is kept, so the table is refused with its true size rather than cut.
			if (table.rows.length <= MAX_TABLE_ROWS) table.rows.push(splitRow(row));
		}
		tables.push(table);
		index = end - 1;
	}
	return tables;
}

/** Lines by index; read through one function whether they come from a string or the editor's document. */
interface NoteLineReader {
	readonly length: number;
	line(index: number): string | undefined;
}

function previousLine(lines: NoteLineReader, index: number): string | undefined {
	for (let back = index - 1; back >= 0 && back >= index - 3; back--) {
		const text = unquoted(lines.line(back) as string).trim();
		if (text !== "") return text;
	}
	return undefined;
}

/** A `dice:` line ending right before a section of the note (the rendered table's section), if any. */
export function diceLineBefore(text: string, lineStart: number): string | undefined {
	const lines = text.split(/\r?\n/, lineStart);
	const before = previousLine({ length: lines.length, line: (index) => lines[index] }, lineStart);
	return before !== undefined && DICE_LINE.test(before) ? before : undefined;
}

export type TableVerdict = { kind: "plain" } | DieTableVerdict;

/** A table whose first column is a die: refused (too large, 2d6…), rollable, or broken (its problems by row). */
export type DieTableVerdict = { kind: "refused"; message: string } | { kind: "rollable"; table: RollTable } | { kind: "broken"; table: RollTable; problems: TableProblem[] };

/** What a table is: plain (not a die table), refused (too large, 2d6…), rollable, or broken (problems by row). */
export function judgeTable(source: SourceTable): TableVerdict {
	const read = parseRollTable(source.header, source.rows, source.diceLine);
	if (!read.ok) return { kind: "refused", message: read.error };
	if (read.value === null) return { kind: "plain" };
	const problems = checkRollTable(read.value);
	return problems.length === 0 ? { kind: "rollable", table: read.value } : { kind: "broken", table: read.value, problems };
}

export interface TableCensus {
	pages: number;
	/** Every table found. */
	tables: number;
	/** Tables whose first column is a die: rollable + broken + refused. */
	dieTables: number;
	rollable: number;
	broken: number;
	refused: number;
	/** Where each broken or refused table is, with its first problem. */
	problems: { path: string; line: number; text: string }[];
}

/** Counts the tables of a set of pages and judges each one. */
export function tableCensus(pages: Iterable<{ path: string; text: string }>): TableCensus {
	const census: TableCensus = { pages: 0, tables: 0, dieTables: 0, rollable: 0, broken: 0, refused: 0, problems: [] };
	for (const page of pages) {
		census.pages++;
		for (const table of findMarkdownTables(page.text)) {
			census.tables++;
			const verdict = judgeTable(table);
			if (verdict.kind === "plain") continue;
			census.dieTables++;
			census[verdict.kind]++;
			if (verdict.kind !== "rollable") census.problems.push({ path: page.path, line: table.line + 1, text: verdict.kind === "refused" ? verdict.message : (verdict.problems[0]?.text ?? "") });
		}
	}
	return census;
}
