/**
 * Inline `dice:` code as the Dice Roller plugin's users write it, read into what this plugin rolls:
 * a dice expression with the flags that mean something here, or a roll table linked by block id
 * (`[[Note^id]]`) or by heading (`[[Note#Heading]]`), or a form this plugin does not read, with why.
 * Pure (no Obsidian), so every documented form is unit tested. What each form does is listed in the
 * Manual ("Dice Roller notes").
 */
import { findMarkdownTables, type RollTable, type SourceTable, judgeTable, cellText, MAX_TABLE_ROWS } from "../../engine/tables/index";
import { fail, ok, type Result } from "../../engine/result";
import { headingRange } from "./note-text";

/** The flags that change something here; the others (nodice, render, norender, form, avg, none) have nothing to change. */
export interface DiceFlags {
	/** `|noform`: the total alone, without the dice. */
	noform?: boolean;
	/** `|text(Dexterity +2)`: the button's words, and the roll's label in the log. */
	text?: string;
}

export type PeerDice =
	| { kind: "roll"; expression: string; flags: DiceFlags }
	/** A table: `count` is how many rows (a whole number or dice), `column` the result column named after the link. */
	| { kind: "table"; path: string; block?: string; heading?: string; count: string; column?: string; flags: DiceFlags }
	| { kind: "unread"; reason: string };

const PREFIX = /^dice(?:\+|-|-mod)?:\s*/i;
const SECTION = "Rolling a random section of a note is not read here: link a table by its block id ([[Note^id]]) or its heading ([[Note#Heading]]).";

/** Splits on `|` outside [[…]] and (…), where Dice Roller's flags start. */
function splitFlags(text: string): string[] {
	const parts = [""];
	let depth = 0;
	for (const c of text) {
		if (c === "[" || c === "(") depth++;
		else if ((c === "]" || c === ")") && depth > 0) depth--;
		if (c === "|" && depth === 0) parts.push("");
		else parts[parts.length - 1] += c;
	}
	return parts.map((part) => part.trim());
}

/** What `dice: …` (also `dice+:`, `dice-:`, `dice-mod:`) asks for, or undefined when the code is not Dice Roller's. */
export function readPeerDice(code: string): PeerDice | undefined {
	const text = code.trim();
	const prefix = PREFIX.exec(text);
	if (!prefix) return undefined;
	const [body = "", ...rest] = splitFlags(text.slice(prefix[0].length));
	if (body === "") return undefined;
	const flags: DiceFlags = {};
	let column: string | undefined;
	for (const flag of rest) {
		const lower = flag.toLowerCase();
		if (lower === "noform") flags.noform = true;
		else if (/^text\(.*\)$/i.test(flag)) flags.text = flag.slice(5, -1).trim();
		else if (["line", "link", "-", "+"].includes(lower)) return { kind: "unread", reason: lower === "line" ? "A random line of a note is not read here." : SECTION };
		else if (!["nodice", "render", "norender", "form", "avg", "none"].includes(lower)) column ??= flag;
	}
	if (body.startsWith("#")) return { kind: "unread", reason: "Rolling on a tag (Dataview) is not read here: link a table instead." };
	if (/^dv\(/i.test(body)) return { kind: "unread", reason: "Dataview queries are not read here: link a table instead." };
	const linked = /^(.*?)(?:\[\[([^\]]+)\]\]|\[[^\]]*\]\(([^)]+)\))$/.exec(body);
	if (!linked) return { kind: "roll", expression: withDefaultFaces(body), flags };
	let target = linked[2] ?? safeDecode(linked[3] ?? "");
	target = (target.split("|")[0] ?? "").trim();
	const hash = target.indexOf("#");
	const caret = target.indexOf("^");
	if (hash < 0 && caret < 0) return { kind: "unread", reason: SECTION };
	// Dice Roller reads "3d[[…]]" as three rows (a bare d is one die of one face there), and "d" as one.
	const count = (linked[1] ?? "").trim().replace(/^(\d*)d$/i, (_, n: string) => n || "1") || "1";
	const path = target.slice(0, hash >= 0 ? hash : caret).trim();
	const anchor = target.slice((hash >= 0 ? hash : caret) + 1).trim();
	const table = { kind: "table" as const, path, count, flags, ...(column === undefined ? {} : { column }) };
	return anchor.startsWith("^") || (hash < 0 && caret >= 0) ? { ...table, block: anchor.replace(/^\^/, "") } : { ...table, heading: anchor };
}

function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

/** Dice Roller's omitted faces are 100 ("1d", "d+2"): written out so this plugin's parser reads them. */
export function withDefaultFaces(expression: string): string {
	return expression.replace(/(^|[^a-z])(\d*)d(?![\d%f[a-z])/gi, (_, before: string, count: string) => `${before}${count}d100`);
}

const LINES = /\r?\n/;

/** The table a block id names: as Obsidian places a table's id, on its own line `^id` after the table (blank lines between). */
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

/** The first table under a heading (up to the next heading of its level or higher). */
export function tableUnderHeading(text: string, heading: string): SourceTable | undefined {
	const range = headingRange(text.split(LINES), heading);
	return range && findMarkdownTables(text).find((table) => table.line > range.from && table.line < range.to);
}

/**
 * A table as Dice Roller rolls it: a die table (its first column a die or ranges, as this plugin's own
 * tables) by its die, any other table one row in equal chance. `column` keeps that column's cell only.
 */
export function peerTable(source: SourceTable, column?: string): Result<RollTable> {
	const verdict = judgeTable(source);
	if (verdict.kind === "refused") return fail(verdict.message);
	if (verdict.kind === "broken") return fail(verdict.problems[0]?.text ?? "The table's rows do not cover its die.");
	const rows = source.rows.slice(0, MAX_TABLE_ROWS);
	let table: RollTable =
		verdict.kind === "rollable"
			? verdict.table
			: // The row numbers stand as the die's column; every cell is the result.
				{ die: rows.length, dieFrom: "ranges", columns: ["", ...source.header.map(cellText)], headerIsRow: false, rows: rows.map((cells, i) => ({ row: i + 1, label: String(i + 1), from: i + 1, to: i + 1, cells: cells.map(cellText) })) };
	if (table.rows.length === 0) return fail("The table has no rows.");
	if (column !== undefined) {
		const index = table.columns.findIndex((name, i) => i > 0 && name.toLowerCase() === column.toLowerCase()) - 1;
		if (index < 0) return fail(`The table has no column "${column.slice(0, 40)}".`);
		table = { ...table, columns: [table.columns[0] ?? "", table.columns[index + 1] ?? ""], rows: table.rows.map((row) => ({ ...row, cells: [row.cells[index] ?? ""] })) };
	}
	return ok(table);
}
