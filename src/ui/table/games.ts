/**
 * The games at the table. Each game adds its one factory here (its import and its entry); the
 * `ledger-sheet` block and the palette commands find every note's game through this list.
 */
import { cypherTable } from "../cypher/table-entry";
import { d20Table } from "../d20/table-entry";
import type { GameFactory } from "./registry";

export const TABLE_GAMES: readonly GameFactory[] = [
	cypherTable(),
	d20Table(),
	// The pool game (seed 003) and the d20 game (seed 004) add their factory on the lines below.
];
