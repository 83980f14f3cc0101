/**
 * Every roll table of the vault, for "Roll a table…" (the command and the sidebar's button): the die
 * tables (a die or ranges in the first column) and the tables marked with a block id (as tables
 * written for Dice Roller are), each named by its note, the heading above it and its result column.
 * Only notes whose metadata lists a table are read, and reading stops at a bound, said in the answer.
 */
import type { App, TFile } from "obsidian";
import { findMarkdownTables, judgeTable } from "../../engine/roll-tables/index";
import { rollableTable } from "./table-link";
import type { LinkedTable } from "./reference";

/** Notes read at most for one list (a compendium of thousands of pages lists its first ones). */
export const MAX_TABLE_NOTES = 500;
/** Tables listed at most. */
export const MAX_LISTED_TABLES = 2_000;

export interface VaultTable extends LinkedTable {
	/** "Road tables › Encounters: Who". */
	name: string;
}

const HEADING = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const BLOCK_ID = /^\^([A-Za-z0-9-]+)$/;

/** The tables of one note's text, named; plain tables only when a block id marks them. */
export function tablesInNote(file: TFile, text: string): VaultTable[] {
	const lines = text.split(/\r?\n/);
	const found: VaultTable[] = [];
	for (const source of findMarkdownTables(text)) {
		let next = source.line + 2 + source.rows.length;
		while (next < lines.length && (lines[next] ?? "").trim() === "") next++;
		const block = BLOCK_ID.exec((lines[next] ?? "").trim())?.[1];
		const verdict = judgeTable(source);
		if (verdict.kind !== "rollable" && !(verdict.kind === "plain" && block !== undefined)) continue;
		const table = rollableTable(source);
		if (!table.ok) continue;
		let heading: string | undefined;
		for (let line = source.line - 1; line >= 0 && heading === undefined; line--) heading = HEADING.exec(lines[line] ?? "")?.[1];
		const column = table.value.headerIsRow ? "" : (table.value.columns.slice(1).find((c) => c !== "") ?? "");
		const where = heading !== undefined && heading !== file.basename ? `${file.basename} › ${heading}` : file.basename;
		found.push({ file, table: table.value, name: column === "" ? where : `${where}: ${column}` });
	}
	return found;
}

/** The vault's roll tables, and whether the bound stopped the reading (so the picker says so). */
export async function vaultTables(app: App): Promise<{ tables: VaultTable[]; stopped: boolean }> {
	const withTables = app.vault.getMarkdownFiles().filter((file) => app.metadataCache.getFileCache(file)?.sections?.some((section) => section.type === "table"));
	const tables: VaultTable[] = [];
	for (const file of withTables.slice(0, MAX_TABLE_NOTES)) {
		try {
			tables.push(...tablesInNote(file, await app.vault.cachedRead(file)));
		} catch {
			// A note that cannot be read has no table to offer.
		}
		if (tables.length >= MAX_LISTED_TABLES) return { tables: tables.slice(0, MAX_LISTED_TABLES), stopped: true };
	}
	return { tables, stopped: withTables.length > MAX_TABLE_NOTES };
}
