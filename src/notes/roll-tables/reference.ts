/**
 * A roll table named by a link (table-link.ts), found in the vault and rolled from anywhere: inline
 * `roll: [[…]]`, Dice Roller's `dice: [[…]]`, the "Roll a table…" command and the sidebar's dice
 * tray all read and roll linked tables through here, each row logged with the table's note linked.
 */
import { parseLinktext, type App, type TFile } from "obsidian";
import { rollOnTable, resultText, type RollTable, type TableRoll } from "../../engine/roll-tables/index";
import { fail, ok, type Result } from "../../engine/result";
import { t } from "../../lang";
import type { Rng } from "../../engine/rng";
import type { LedgerSettings } from "../../settings";
import { fileAt } from "../campaign/notes";
import type { FreeRollLogged } from "../dice/free-roll";
import { tableInText, type TableLink } from "./table-link";
import { logTableRoll } from "./table-roll";

/** Most rows one click rolls (`3[[…]]` in Dice Roller's notation asks for three). */
export const MAX_ROWS_PER_ROLL = 20;

export interface LinkedTable {
	/** The note that holds the table. */
	file: TFile;
	table: RollTable;
}

/** Reads the table a link names, as seen from the note at `sourcePath` (links resolve from there). */
export async function findLinkedTable(app: App, link: TableLink, sourcePath: string, column?: string): Promise<Result<LinkedTable>> {
	const path = parseLinktext(link.path).path;
	const file = path === "" ? fileAt(app, sourcePath) : (app.metadataCache.getFirstLinkpathDest(path, sourcePath) ?? undefined);
	if (!file) return fail(t("tables.problem.noNote", { note: link.path.slice(0, 60) }));
	let text: string;
	try {
		text = await app.vault.cachedRead(file);
	} catch {
		return fail(`${file.basename} could not be read.`);
	}
	const table = tableInText(text, link, file.basename, column);
	return table.ok ? ok({ file, table: table.value }) : table;
}

export interface RolledRows {
	/** Each row rolled, in order, and where its entry went (or why it was not logged). */
	rows: { roll: TableRoll; logged: FreeRollLogged }[];
	/** "2: Rain; 5: A lost child": the rows as one line. */
	text: string;
}

/**
 * Rolls `count` rows (at most MAX_ROWS_PER_ROLL) of a table, each logged as a table roll with the
 * table's note linked, to the session of the note the roll was made in (`rolledIn`).
 */
export async function rollTableRows(app: App, settings: LedgerSettings, found: LinkedTable, count: number, rng: Rng, rolledIn: string): Promise<Result<RolledRows>> {
	const rows: RolledRows["rows"] = [];
	for (let n = Math.max(1, Math.min(Math.trunc(count) || 1, MAX_ROWS_PER_ROLL)); n > 0; n--) {
		const roll = rollOnTable(found.table, rng);
		if (!roll.ok) return roll;
		rows.push({ roll: roll.value, logged: await logTableRoll(app, settings, found.file.path, roll.value, [], undefined, rolledIn) });
	}
	return ok({ rows, text: rows.map(({ roll }) => `${roll.face}: ${resultText(roll)}`).join("; ") });
}
