/**
 * Rolls on tables as records: each roll is appended to the session note a free roll from the same
 * note goes to (a dice block's pipeline: see notes/dice/free-roll.ts), as a "roll" entry with the
 * table, the die, the face and the row, linking the table's page. Also what a linked page offers to
 * roll next: its first roll table, or a level formula such as "1d6 + 2" on a cypher.
 */
import { parseLinktext, type App, type TFile } from "obsidian";
import { tryParse } from "../../engine/dice/index";
import type { DiceAst } from "../../engine/dice/index";
import { findMarkdownTables, judgeTable, tableRollEntry, type RollTable, type SourceTable, type TableRoll } from "../../engine/roll-tables/index";
import type { LedgerSettings } from "../../settings";
import { fileAt, pathLink } from "../campaign/notes";
import { logRoll, rollActor, type FreeRollLogged } from "../dice/free-roll";
import { readStatBlock } from "../csrd/stat-block";
import { headingRange, tableByBlock } from "../sections";
import { nextEntryId } from "../log/undo";

/** Most pages a result's links are followed to (a row rarely links more than one). */
export const MAX_FOLLOWED_LINKS = 3;

/** A table as the user names it: its page and its result column, "Firearm: Firearm". */
export function tableName(pageName: string, table: RollTable): string {
	const column = table.headerIsRow ? "" : (table.columns[1] ?? "");
	return column === "" ? pageName : `${pageName}: ${column}`;
}

/**
 * Appends a roll on a table to the session log (see logRoll). `rolledIn` is the note the roll was made
 * from, when not the table's own (a `dice:` link to it). `rowLinks` are the row's links, as written.
 */
export function logTableRoll(app: App, settings: LedgerSettings, sourcePath: string, roll: TableRoll, rowLinks: readonly string[] = [], now: () => Date = () => new Date(), rolledIn = sourcePath): Promise<FreeRollLogged> {
	return logRoll(app, settings, rolledIn, (session) => {
		const page = fileAt(app, sourcePath);
		const linkOf = (file: TFile): string => app.metadataCache.fileToLinktext(file, session.path, true);
		const links = [page ? linkOf(page) : sourcePath.replace(/\.md$/i, "")];
		for (const link of rowLinks.slice(0, MAX_FOLLOWED_LINKS)) {
			const target = app.metadataCache.getFirstLinkpathDest(parseLinktext(link).path, sourcePath);
			if (target) links.push(linkOf(target));
		}
		return tableRollEntry(roll, {
			id: nextEntryId(),
			time: now().toISOString(),
			actor: rollActor(app, rolledIn) ?? "",
			table: tableName(page?.basename ?? sourcePath, roll.table),
			from: page ? pathLink(page) : sourcePath,
			links,
		});
	});
}

/**
 * What a page linked from a result offers to roll: its first roll table without problems, or its level
 * formula. `name` is what the link names: the heading it points at, else the page.
 */
export type PageRoll = { kind: "table"; page: TFile; name: string; table: RollTable } | { kind: "level"; page: TFile; name: string; expression: string; ast: DiceAst };

/**
 * Reads a linked page for something to roll; undefined when it has nothing (or cannot be read). A link
 * to a heading (`[[Cyphers#Hollow Key]]`) reads the section under that heading, one to a block
 * (`[[Tables#^events]]`) the table with that block id, as Obsidian opens them.
 */
export async function rollOfPage(app: App, link: string, sourcePath: string): Promise<PageRoll | undefined> {
	const { path, subpath } = parseLinktext(link);
	const page = app.metadataCache.getFirstLinkpathDest(path, sourcePath);
	if (!page || page.extension !== "md") return undefined;
	let text: string;
	try {
		text = await app.vault.cachedRead(page);
	} catch {
		return undefined;
	}
	const block = /^#\^(.+)$/.exec(subpath)?.[1];
	if (block !== undefined) {
		const source = tableByBlock(text, block);
		return source && firstRollable(page, page.basename, [source]);
	}
	// "#Chapter#Hollow Key" names the last heading.
	const heading = subpath.split("#").pop()?.trim() ?? "";
	if (heading !== "") {
		const lines = text.split(/\r?\n/);
		const range = headingRange(lines, heading);
		if (!range) return undefined;
		text = lines.slice(range.from, range.to).join("\n");
	}
	const name = heading === "" ? page.basename : heading;
	// A level given as dice (cyphers, artifacts: "1d6 + 2"); a fixed level ("4") is not a roll.
	const level = readStatBlock(text).get("level") ?? /^\s*level\s*:\s*(.+)$/im.exec(text)?.[1]?.trim();
	if (level !== undefined && /\dd\d|^d\d/i.test(level.replace(/\s/g, ""))) {
		const parsed = tryParse(level);
		if (parsed.ok) return { kind: "level", page, name, expression: level, ast: parsed.ast };
	}
	return firstRollable(page, name, findMarkdownTables(text));
}

/** The first of these tables that rolls without problems, as an offer. */
function firstRollable(page: TFile, name: string, tables: readonly SourceTable[]): PageRoll | undefined {
	for (const source of tables) {
		const verdict = judgeTable(source);
		if (verdict.kind === "rollable") return { kind: "table", page, name, table: verdict.table };
	}
	return undefined;
}
