/**
 * A roll table named by a link, read from a note's text: `[[Road tables^weather]]` (the table its
 * block id marks), `[[Road tables#^weather]]`, `[weather](Road%20tables#^weather)`, or
 * `[[Road tables#Encounters]]` (the first table under that heading). A table whose first column is a
 * die rolls by its die and ranges, as every roll table here does; any other table rolls one of its
 * rows, each as likely as the others (a table of three rows is a d3), which is how tables written for
 * Dice Roller are rolled. Pure, so every form is unit tested; reference.ts finds the note in the vault.
 */
import { cellText, findMarkdownTables, judgeTable, MAX_TABLE_ROWS, type RollTable, type SourceTable } from "../../engine/roll-tables/index";
import { fail, ok, type Result } from "../../engine/result";
import { t } from "../../lang";
import { headingRange, tableByBlock } from "../sections";

/** Where a linked table is: its note (as the link names it; "" for the note the link is in), and a block id or a heading. */
export interface TableLink {
	path: string;
	block?: string;
	heading?: string;
}

function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

/**
 * The table a link's target names ("Road tables^weather", "Road tables#Encounters"), or undefined
 * when it names a whole note (nothing says which table) or nothing.
 */
export function tableLinkOf(target: string): TableLink | undefined {
	const text = (target.split("|")[0] ?? "").trim();
	const hash = text.indexOf("#");
	const caret = text.indexOf("^");
	if (hash < 0 && caret < 0) return undefined;
	const cut = hash >= 0 && (caret < 0 || hash < caret) ? hash : caret;
	const path = text.slice(0, cut).trim();
	const anchor = text.slice(cut + (text[cut] === "#" ? 1 : 0)).trim();
	if (anchor.startsWith("^")) {
		const block = anchor.slice(1).trim();
		return block === "" ? undefined : { path, block };
	}
	// "Chapter#Part#Table" names the last heading, as Obsidian opens it.
	const heading = anchor.split("#").pop()?.trim() ?? "";
	return heading === "" ? undefined : { path, heading };
}

/** A whole `[[…]]` or `[text](…)` link read as a table link, or undefined when the text is not one link. */
export function readTableLink(text: string): TableLink | undefined {
	const trimmed = text.trim();
	const wiki = /^\[\[([^\]]+)\]\]$/.exec(trimmed);
	if (wiki) return tableLinkOf(wiki[1] as string);
	const markdown = /^\[[^\]]*\]\(([^)]+)\)$/.exec(trimmed);
	return markdown ? tableLinkOf(safeDecode(markdown[1] as string)) : undefined;
}

/** How a button names the table: its heading, else its note ("Encounters", "Road tables"), never a block id. */
export function tableLinkLabel(link: TableLink): string {
	return link.heading ?? (link.path === "" ? "this note's table" : link.path.split("/").pop() ?? link.path);
}

/** The first table under a heading (up to the next heading of its level or higher). */
export function tableUnderHeading(text: string, heading: string): SourceTable | undefined {
	const range = headingRange(text.split(/\r?\n/), heading);
	return range && findMarkdownTables(text).find((table) => table.line > range.from && table.line < range.to);
}

/**
 * A table as it rolls: a die table (its first column a die or ranges) by its die, any other table one
 * row in equal chance, every cell of the row its result. `column` keeps that column's cell only.
 */
export function rollableTable(source: SourceTable, column?: string): Result<RollTable> {
	const verdict = judgeTable(source);
	if (verdict.kind === "refused") return fail(verdict.message);
	if (verdict.kind === "broken") return fail(verdict.problems[0]?.text ?? t("tables.problem.notCovered"));
	const rows = source.rows.slice(0, MAX_TABLE_ROWS);
	let table: RollTable =
		verdict.kind === "rollable"
			? verdict.table
			: // The row numbers stand as the die's column; every cell is the result.
				{ die: rows.length, dieFrom: "ranges", columns: ["", ...source.header.map(cellText)], headerIsRow: false, rows: rows.map((cells, i) => ({ row: i + 1, label: String(i + 1), from: i + 1, to: i + 1, cells: cells.map(cellText) })) };
	if (table.rows.length === 0) return fail(t("tables.problem.noRows"));
	if (column !== undefined) {
		const index = table.columns.findIndex((name, i) => i > 0 && name.toLowerCase() === column.toLowerCase()) - 1;
		if (index < 0) return fail(t("tables.problem.noColumn", { column: column.slice(0, 40) }));
		table = { ...table, columns: [table.columns[0] ?? "", table.columns[index + 1] ?? ""], rows: table.rows.map((row) => ({ ...row, cells: [row.cells[index] ?? ""] })) };
	}
	return ok(table);
}

/** The table in a note's text a link names, or why there is none there, in the user's words. */
export function tableInText(text: string, link: TableLink, noteName: string, column?: string): Result<RollTable> {
	const source = link.block !== undefined ? tableByBlock(text, link.block) : tableUnderHeading(text, link.heading ?? "");
	if (!source) return fail(link.block !== undefined ? t("tables.problem.noBlock", { note: noteName, block: link.block.slice(0, 40) }) : t("tables.problem.noHeading", { note: noteName, heading: (link.heading ?? "").slice(0, 60) }));
	return rollableTable(source, column);
}
