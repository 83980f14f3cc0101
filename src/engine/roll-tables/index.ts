/** Roll tables: read a Markdown table whose first column is a die, check it against the die, roll it. */
export { cellText, decodeEntities, dieName, mayBeRollHeader, MAX_TABLE_DIE, MAX_TABLE_ROWS, parseRollTable, readFaces, type RollTable, type RollTableRow } from "./parse";
export { checkRollTable, inferredDieNote, MAX_LISTED_PROBLEMS, problemLines, rollOnTable, rowFor, rowForTypedFace, rowOdds, type TableProblem, type TableRoll } from "./check";
export { diceLineBefore, findMarkdownTables, findMarkdownTablesIn, judgeTable, splitRow, tableCensus, type DieTableVerdict, type SourceTable, type TableCensus, type TableVerdict } from "./source";
export { resultText, tableRollEntry, type TableRollAbout } from "./entry";
