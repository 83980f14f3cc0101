/** The session-log entry of a roll on a table: which table, the die, the face, the row and its result. */
import { logInput } from "../systems/entry";
import { makeEntry, type LogEntry } from "../log";
import type { TableRoll } from "./check";
import { dieName } from "./parse";
import { ENTERED_BY_HAND } from "../dice/physical";
import { t } from "../../lang";

/** Longest result text kept in the entry (a row may hold a paragraph). */
const RESULT_CHARS = 300;

export interface TableRollAbout {
	id: string;
	time: string;
	/** Who rolled, as a link, when the table is in a character or NPC note; else "". */
	actor: string;
	/** The table's name as the user knows it, e.g. "Firearm: Firearm" (page and result column). */
	table: string;
	/** The note the table is in, as a link. */
	from: string;
	/** Pages to link from the entry: the table's page first, then pages the row links to. */
	links: string[];
}

/** The row's result as one line: its cells after the first, joined. */
export function resultText(roll: TableRoll): string {
	const text = roll.row.cells.filter((cell) => cell !== "").join(" · ") || roll.row.label;
	return text.length > RESULT_CHARS ? `${text.slice(0, RESULT_CHARS - 1)}…` : text;
}

export function tableRollEntry(roll: TableRoll, about: TableRollAbout): LogEntry {
	const die = dieName(roll.table.die);
	const result = resultText(roll);
	return makeEntry({
		id: about.id,
		time: about.time,
		kind: "roll",
		actor: about.actor,
		title: t("tables.log.title", { table: about.table }),
		inputs: [
			logInput("table", about.table),
			logInput("from", about.from),
			logInput("die", die),
			logInput("rolled", roll.face),
			logInput("row", roll.row.row),
			...(roll.enteredByHand === true ? [logInput("dice", ENTERED_BY_HAND)] : []),
		],
		dice: [{ notation: `1${die}`, dice: [{ value: roll.face, kept: true }], total: roll.face }],
		outcome: { text: result },
		explanation: [
			t("tables.log.why", { die, face: String(roll.face), row: String(roll.row.row), label: roll.row.label, result }),
			...(roll.enteredByHand === true ? [t("tables.log.byHand", { die })] : []),
		],
		links: [...new Set(about.links)],
	});
}
