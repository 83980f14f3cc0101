/**
 * The games at the table. Each game adds its one factory here (its import and its entry); the
 * `ledger-sheet` block and the palette commands find every note's game through this list.
 */
import { cypherTable } from "../cypher/table-entry";
import { d20Table } from "../d20/table-entry";
import { poolTable } from "../pool/table-entry";
import type { GameFactory } from "./registry";

export const TABLE_GAMES: readonly GameFactory[] = [
	cypherTable(),
	poolTable(), // seed 003
	d20Table(), // seed 004
];
