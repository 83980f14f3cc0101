/**
 * Rolls on tables as records: each roll is appended to the session note a free roll from the same
 * note goes to (a dice block's pipeline: see notes/dice/free-roll.ts), as a "roll" entry with the
 * table, the die, the face and the row, linking the table's page. Also what a linked page offers to
 * roll next: its first roll table, or a level formula such as "1d6 + 2" on a cypher.
 */
import type { App, TFile } from "obsidian";
import { tryParse } from "../../engine/dice/index";
import type { DiceAst } from "../../engine/dice/index";
import type { LogEntry } from "../../engine/log";
import { findMarkdownTables, judgeTable, tableRollEntry, type RollTable, type TableRoll } from "../../engine/tables/index";
import type { LedgerSettings } from "../../settings";
import { fileAt, pathLink } from "../campaign/notes";
import { freeRollSession, NEVER_LOG_REASON, rollActor, type FreeRollLogged } from "../dice/free-roll";
import { readStatBlock } from "../csrd/stat-block";
import { errorText } from "../frontmatter";
import { appendEntry } from "../log/append";
import { nextEntryId } from "../log/undo";

/** Most pages a result's links are followed to (a row rarely links more than one). */
export const MAX_FOLLOWED_LINKS = 3;

/** A table as the user names it: its page and its result column, "Firearm: Firearm". */
export function tableName(pageName: string, table: RollTable): string {
	const column = table.headerIsRow ? "" : (table.columns[1] ?? "");
	return column === "" ? pageName : `${pageName}: ${column}`;
}

/**
 * Appends a roll on a table to the session log; when it cannot, says why in one line (the result still
 * shows). `rolledIn` is the note the roll was made from, when not the table's own (a `dice:` link to it).
 */
export async function logTableRoll(app: App, settings: LedgerSettings, sourcePath: string, roll: TableRoll, rowLinks: readonly string[] = [], now: () => Date = () => new Date(), rolledIn = sourcePath): Promise<FreeRollLogged> {
	if (settings.logFreeRolls === false) return { logged: false, reason: NEVER_LOG_REASON };
	const session = await freeRollSession(app, settings, rolledIn);
	if (!session.ok) return { logged: false, reason: `Not logged: ${session.error}.`.replace(/\.\.$/, ".") };
	const page = fileAt(app, sourcePath);
	const linkOf = (file: TFile): string => app.metadataCache.fileToLinktext(file, session.value.path, true);
	const links = [page ? linkOf(page) : sourcePath.replace(/\.md$/i, "")];
	for (const link of rowLinks.slice(0, MAX_FOLLOWED_LINKS)) {
		const target = app.metadataCache.getFirstLinkpathDest(link, sourcePath);
		if (target) links.push(linkOf(target));
	}
	let entry: LogEntry;
	try {
		entry = tableRollEntry(roll, {
			id: nextEntryId(),
			time: now().toISOString(),
			actor: rollActor(app, rolledIn) ?? "",
			table: tableName(page?.basename ?? sourcePath, roll.table),
			from: page ? pathLink(page) : sourcePath,
			links,
		});
	} catch (error) {
		return { logged: false, reason: `Not logged: ${errorText(error)}` };
	}
	const appended = await appendEntry(app, session.value, entry);
	return appended.ok ? { logged: true, session: session.value, entry } : { logged: false, reason: `Not logged: ${appended.error}` };
}

/** What a page linked from a result offers to roll: its first roll table without problems, or its level formula. */
export type PageRoll = { kind: "table"; page: TFile; table: RollTable } | { kind: "level"; page: TFile; expression: string; ast: DiceAst };

/** Reads a linked page for something to roll; undefined when it has nothing (or cannot be read). */
export async function rollOfPage(app: App, linkpath: string, sourcePath: string): Promise<PageRoll | undefined> {
	const page = app.metadataCache.getFirstLinkpathDest(linkpath, sourcePath);
	if (!page || page.extension !== "md") return undefined;
	let text: string;
	try {
		text = await app.vault.cachedRead(page);
	} catch {
		return undefined;
	}
	// A level given as dice (cyphers, artifacts: "1d6 + 2"); a fixed level ("4") is not a roll.
	const level = readStatBlock(text).get("level") ?? /^\s*level\s*:\s*(.+)$/im.exec(text)?.[1]?.trim();
	if (level !== undefined && /\dd\d|^d\d/i.test(level.replace(/\s/g, ""))) {
		const parsed = tryParse(level);
		if (parsed.ok) return { kind: "level", page, expression: level, ast: parsed.ast };
	}
	for (const source of findMarkdownTables(text)) {
		const verdict = judgeTable(source);
		if (verdict.kind === "rollable") return { kind: "table", page, table: verdict.table };
	}
	return undefined;
}
