/**
 * A roll table checked against its die before any roll: every face of the die must be covered by
 * exactly one row. Faces no row covers (gaps), faces two rows cover (overlaps), rows past the die's
 * faces, rows running backwards and rows whose first cell is not a face are problems, named by row,
 * and a table with problems is never rolled (the real compendium has such tables).
 */
import { fail, ok, type Result } from "../result";
import { rollDie, scriptedRng, type Rng } from "../rng";
import { readEnteredDice } from "../dice/physical";
import { t } from "../../lang";
import { dieName, type RollTable, type RollTableRow } from "./parse";

export interface TableProblem {
	kind: "gap" | "overlap" | "outside" | "backwards" | "unreadable";
	/** The rows concerned (1 = first row under the header); none for a gap at the very start or end. */
	rows: number[];
	/** One sentence for the user. */
	text: string;
}

/** Most problems listed for one table; past this a last line counts the rest (a hostile table must not flood the note). */
export const MAX_LISTED_PROBLEMS = 20;

function faces(from: number, to: number): string {
	return from === to ? String(from) : `${from}–${to}`;
}

/** Whether the row covers faces that are all on the die, in order (the rows used to roll). */
function coverable(row: RollTableRow, die: number): row is RollTableRow & { from: number; to: number } {
	return row.from !== undefined && row.to !== undefined && row.from <= row.to && row.from >= 1 && row.to <= die;
}

/** The problems of a table, by row; an empty list means every face picks exactly one row. */
export function checkRollTable(table: RollTable): TableProblem[] {
	const { die, rows } = table;
	const name = dieName(die);
	const problems: TableProblem[] = [];
	const usable: (RollTableRow & { from: number; to: number })[] = [];
	for (const row of rows) {
		if (row.from === undefined || row.to === undefined) {
			problems.push({ kind: "unreadable", rows: [row.row], text: t("tables.problem.unreadable", { row: String(row.row), label: row.label.slice(0, 40), die: name }) });
		} else if (row.from > row.to) {
			problems.push({ kind: "backwards", rows: [row.row], text: t("tables.problem.backwards", { row: String(row.row), label: row.label }) });
		} else if (!coverable(row, die)) {
			problems.push({ kind: "outside", rows: [row.row], text: t("tables.problem.outside", { row: String(row.row), label: row.label, die: name, faces: String(die) }) });
		} else usable.push(row);
	}
	// Overlaps: rows sorted by their first face, each compared with the rows still open (O(n log n + overlaps)).
	const sorted = [...usable].sort((a, b) => a.from - b.from || a.row - b.row);
	for (const [index, row] of sorted.entries()) {
		for (let next = index + 1; next < sorted.length; next++) {
			const other = sorted[next] as (typeof sorted)[number];
			if (other.from > row.to) break;
			const [a, b] = row.row < other.row ? [row, other] : [other, row];
			problems.push({ kind: "overlap", rows: [a.row, b.row], text: t("tables.problem.overlap", { first: String(a.row), second: String(b.row), faces: faces(other.from, Math.min(row.to, other.to)) }) });
			if (problems.length > MAX_LISTED_PROBLEMS) break;
		}
	}
	// Gaps: the faces between the rows (sorted), before the first and after the last.
	let covered = 0;
	let before: RollTableRow | undefined;
	for (const row of sorted) {
		if (row.from > covered + 1) problems.push(gap(covered + 1, row.from - 1, before, row, name));
		if (row.to > covered) {
			covered = row.to;
			before = row;
		}
	}
	if (covered < die) problems.push(gap(covered + 1, die, before, undefined, name));
	return problems;
}

function gap(from: number, to: number, before: RollTableRow | undefined, after: RollTableRow | undefined, name: string): TableProblem {
	const values = { faces: faces(from, to), die: name, before: String(before?.row ?? ""), after: String(after?.row ?? "") };
	const text =
		before && after ? t("tables.problem.gap.between", values)
		: after ? t("tables.problem.gap.before", values)
		: before ? t("tables.problem.gap.after", values)
		: t("tables.problem.gap.anywhere", values);
	const rows = [before?.row, after?.row].filter((row): row is number => row !== undefined);
	return { kind: "gap", rows, text };
}

/** The problems as the user reads them: at most MAX_LISTED_PROBLEMS lines, then how many more. */
export function problemLines(problems: readonly TableProblem[]): string[] {
	const lines = problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => problem.text);
	if (problems.length > MAX_LISTED_PROBLEMS) lines.push(t("tables.problem.more", { count: problems.length - MAX_LISTED_PROBLEMS }));
	return lines;
}

export interface TableRoll {
	table: RollTable;
	/** The face the die showed. */
	face: number;
	row: RollTableRow;
	/** The face was rolled at the table and typed in, not drawn by the plugin. */
	enteredByHand?: boolean;
}

/** The row a face picks, on a table that has been checked. */
export function rowFor(table: RollTable, face: number): RollTableRow | undefined {
	return table.rows.find((row) => row.from !== undefined && row.to !== undefined && row.from <= face && face <= row.to);
}

/** Rolls the table's die (through the Rng, so tests script it) and picks the row; a table with problems is refused. */
export function rollOnTable(table: RollTable, rng: Rng, problems: readonly TableProblem[] = checkRollTable(table)): Result<TableRoll> {
	if (problems.length > 0) return fail(t("tables.problem.refused", { die: dieName(table.die), problem: problems[0]?.text ?? "" }));
	const face = rollDie(rng, table.die);
	const row = rowFor(table, face);
	return row ? ok({ table, face, row }) : fail(t("tables.problem.noRow", { face: String(face), die: dieName(table.die) }));
}

/**
 * The row a face rolled at the table picks, as the plugin's own roll with that face would (the same
 * check of the table first), marked entered by hand. A face that is not on the die is refused in words.
 */
export function rowForTypedFace(table: RollTable, typed: string, problems: readonly TableProblem[] = checkRollTable(table)): Result<TableRoll> {
	// Percentile dice show 00 for 100, as the table's own rows write it ("96-00").
	const face = table.die === 100 && typed.trim() === "00" ? "100" : typed;
	const faces = readEnteredDice([{ count: 1, sides: table.die, label: dieName(table.die) }], [face]);
	if (!faces.ok) return faces;
	const roll = rollOnTable(table, scriptedRng(faces.value.flat()), problems);
	return roll.ok ? ok({ ...roll.value, enteredByHand: true }) : roll;
}

/** Each row's chance: the faces it covers over the die's faces (for a checked table these add up to 1). */
export function rowOdds(table: RollTable): number[] {
	return table.rows.map((row) => (coverable(row, table.die) ? (row.to - row.from + 1) / table.die : 0));
}

/** For a table whose header does not name its die: how the die was chosen, shown beside its problems. */
export function inferredDieNote(table: RollTable): string | undefined {
	if (table.dieFrom !== "ranges") return undefined;
	const highest = Math.max(...table.rows.map((row) => Math.max(row.from ?? 0, row.to ?? 0)));
	return t("tables.problem.inferredDie", { die: dieName(table.die), highest: String(highest) });
}
