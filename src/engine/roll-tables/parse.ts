/**
 * Roll tables: a Markdown table whose first column names a die ("d20", "1d20", "d%", "D00",
 * "Roll d6", a `dice: 1d20` cell) or lists its faces ("1", "4-6", "97–00"). This reads one table,
 * given as cell texts (from the note's source or from the rendered note), into the die and the rows
 * with the faces each row covers. Pure: no Obsidian. Checking the rows against the die is check.ts.
 */
import { t } from "../../lang";
import { fail, ok, type Result } from "../result";

/** Largest die a table may name, and most rows a table may have: past these a table is refused, not read. */
export const MAX_TABLE_DIE = 10_000;
export const MAX_TABLE_ROWS = 1_000;
/** A first cell longer than this is text, not a range (and is never run through the range pattern). */
const MAX_RANGE_TEXT = 40;

/** Dice a table whose header only says "Roll" is assumed to use: the smallest one its rows fit. */
const COMMON_DICE = [2, 3, 4, 6, 8, 10, 12, 20, 100, 1000] as const;

export interface RollTableRow {
	/** 1 for the first row under the header (or for the header itself when it is a row of faces). */
	row: number;
	/** The first cell as it reads, e.g. "97-00". */
	label: string;
	/** The faces the row covers, both included; absent when the first cell is not a number or range. */
	from?: number;
	to?: number;
	/** The other cells, as text: the row's result. */
	cells: string[];
}

export interface RollTable {
	/** Faces of the die: 20 for a d20, 100 for d% or d100. */
	die: number;
	/** Where the die came from: the first header cell, a `dice:` line before the table, or the rows' highest face. */
	dieFrom: "header" | "dice line" | "ranges";
	/** The header row's cells, as text. */
	columns: string[];
	/** The header row is itself a row of faces (a table written without a header). */
	headerIsRow: boolean;
	rows: RollTableRow[];
}

const ENTITIES: Record<string, string> = { nbsp: "\u00a0", ndash: "–", mdash: "—", minus: "−", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", ensp: "\u2002", emsp: "\u2003", thinsp: "\u2009" };

/** HTML entities as a note may carry them in Markdown (&nbsp; &ndash; &#8211; &#x2013; &amp;); unknown ones stay as written. */
export function decodeEntities(text: string): string {
	if (!text.includes("&")) return text;
	return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
		if (name.startsWith("#")) {
			const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
			return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
		}
		return ENTITIES[name.toLowerCase()] ?? whole;
	});
}

/** A cell as a reader sees it: entities decoded, bold/italic/code marks dropped, spaces (non-breaking too) collapsed. */
export function cellText(cell: string): string {
	return decodeEntities(cell)
		.replace(/[*_`]+/g, "")
		.replace(/[\s\u00a0\u2002\u2003\u2009]+/g, " ")
		.trim();
}

/** The die a header cell or `dice:` line names: "d20" → 20, "1d20" → 20, "d%"/"d00"/"D - 100" → 100; "2d6" → a refusal. */
function namedDie(text: string): number | string | undefined {
	const match = /^(?:roll(?: a)? )?(?:dice: ?)?(\d*) ?d ?-? ?(\d{1,9}|%)(?: roll)?$/.exec(text.toLowerCase());
	if (!match) return undefined;
	const count = match[1] ?? "";
	const faces = match[2] === "%" || match[2] === "00" ? 100 : Number(match[2]);
	if (count !== "" && count !== "1") return t("tables.problem.manyDice", { count, faces: String(faces) });
	if (faces < 2) return t("tables.problem.noFaces", { faces: String(faces) });
	if (faces > MAX_TABLE_DIE) return t("tables.problem.dieTooLarge", { faces: String(faces), max: String(MAX_TABLE_DIE) });
	return faces;
}

/** Header words that say "the first column is the die roll" without naming the die. */
const ROLL_WORDS = new Set(["roll", "rolls", "#", "die", "dice", "die roll", "dice roll", "result", "roll result"]);

interface Faces {
	from: number;
	to: number;
	/** A face was written 0 or 00: the die's top face on a d10 or d100 ("00" is 100, "99-0" is 99–100). */
	zero: boolean;
}

/** "7", "01", "4-6", "4–6", "97-00", "99-0", "00": the faces a first cell covers (0 read as the top face later). */
export function readFaces(text: string): Faces | undefined {
	if (text.length > MAX_RANGE_TEXT) return undefined;
	const match = /^(\d{1,6})(?: ?(?:-|–|—|−|to) ?(\d{1,6}))?$/i.exec(text);
	if (!match) return undefined;
	const from = Number(match[1]);
	const to = match[2] === undefined ? from : Number(match[2]);
	return { from, to, zero: from === 0 || to === 0 };
}

/** Whether a first header cell may start a roll table: checked before anything else is read. */
export function mayBeRollHeader(header: string): boolean {
	const text = cellText(header).toLowerCase();
	return text !== "" && (ROLL_WORDS.has(text) || namedDie(text) !== undefined || readFaces(text) !== undefined);
}

/**
 * Reads a table (header cells, then each row's cells) as a roll table. `ok(null)`: not a roll table
 * (its first column is not a die). A failure: it is one, but it cannot be read (a die too large,
 * 2d6, too many rows), said so the user knows what to change. Rows are checked by checkRollTable.
 */
export function parseRollTable(header: readonly string[], body: readonly (readonly string[])[], diceLine?: string): Result<RollTable | null> {
	const columns = header.map(cellText);
	const first = (columns[0] ?? "").toLowerCase();
	// The die: named in the first header cell, else (header "Roll" or empty) on a `dice:` line before
	// the table, else inferred from the rows; a header that is itself a row of faces infers it too.
	let named = namedDie(first);
	let dieFrom: RollTable["dieFrom"] = "header";
	let headerIsRow = false;
	if (named === undefined) {
		if (ROLL_WORDS.has(first) || first === "") {
			named = diceLine === undefined ? undefined : namedDie(cellText(diceLine).replace(/^dice: ?/i, "").toLowerCase());
			dieFrom = named === undefined ? "ranges" : "dice line";
		} else if (readFaces(first)) {
			headerIsRow = true;
			dieFrom = "ranges";
		} else return ok(null);
	}
	if (typeof named === "string") return fail(named);
	if (body.length + 1 > MAX_TABLE_ROWS) return fail(t("tables.problem.tooManyRows", { rows: String(body.length), max: String(MAX_TABLE_ROWS) }));
	const rows: RollTableRow[] = [];
	const zeros: boolean[] = [];
	for (const [index, cells] of (headerIsRow ? [header, ...body] : body).entries()) {
		const label = cellText(cells[0] ?? "");
		const faces = readFaces(label);
		const row: RollTableRow = { row: index + 1, label, cells: cells.slice(1).map(cellText) };
		if (faces) {
			row.from = faces.from;
			row.to = faces.to;
		}
		zeros.push(faces?.zero ?? false);
		rows.push(row);
	}
	let die = named;
	if (die === undefined) {
		// Inferred from the rows, which must mostly be faces: the smallest common die they fit,
		// a d100 when a face is written 0 or 00 past 9 (percentile tables), a d10 below that.
		const read = rows.filter((row) => row.to !== undefined);
		if (read.length < 2 || read.length * 2 < rows.length) return ok(null);
		const highest = Math.max(...read.map((row) => Math.max(row.from ?? 0, row.to ?? 0)));
		const anyZero = zeros.some(Boolean);
		die = COMMON_DICE.find((faces) => faces >= highest && (!anyZero || faces === 10 || faces === 100));
		if (die === undefined) return fail(t("tables.problem.dieTooHigh", { highest: String(highest), max: String(MAX_TABLE_DIE) }));
	}
	// 0 and 00 are the top face of a d10 or d100, as those dice are read ("00" is 100, "99-0" is 99–100).
	if (die === 10 || die === 100) {
		for (const [index, row] of rows.entries()) {
			if (!zeros[index]) continue;
			if (row.from === 0) row.from = die;
			if (row.to === 0) row.to = die;
		}
	}
	return ok({ die, dieFrom, columns, headerIsRow, rows });
}

/** "d20", "d100": how the die is written to the user. */
export function dieName(die: number): string {
	return `d${die}`;
}
