/**
 * 001's difficulty tables (climbing by surface, riding manoeuvres, what a character knows, and
 * what crafting builds and how long it takes) and 000's guide to an object's level, as typed data
 * that the rules below read. Each row says in our own words what the seed's row covers; ids stay
 * English and stable, so a later rule pack note can replace a row by id without touching the code.
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import type { Stat } from "../character";
import type { CitationId } from "../citations";
import { citedStep } from "../cited-step";
import { difficultyName } from "../task/difficulty";
import type { ProcedureTask } from "./task";

export interface TableRow {
	id: string;
	label: string;
	difficulty: number;
}

export interface DifficultyTable {
	id: string;
	/** What the table is about, as a menu names it. */
	label: string;
	/** The stat the table's tasks use (001 names it in each table's heading). */
	stat: Stat;
	rows: readonly TableRow[];
	source: CitationId;
}

export const CLIMB_TABLE: DifficultyTable = {
	id: "climb",
	label: "Climbing",
	stat: "might",
	source: "climbTable",
	rows: [
		{ id: "handholds", label: "A surface with plenty of handholds", difficulty: 2 },
		{ id: "stone-wall", label: "A stone wall with few handholds", difficulty: 3 },
		{ id: "crumbling", label: "A crumbling or slippery surface", difficulty: 4 },
		{ id: "smooth-stone", label: "Smooth stone", difficulty: 5 },
		{ id: "metal", label: "A metal wall", difficulty: 6 },
		{ id: "upside-down", label: "A smooth ceiling, climbing upside down", difficulty: 8 },
		{ id: "glass", label: "A glass wall", difficulty: 10 },
	],
};

export const RIDING_TABLE: DifficultyTable = {
	id: "riding",
	label: "Riding and driving manoeuvres",
	stat: "speed",
	source: "ridingTable",
	rows: [
		{ id: "ride", label: "Riding along", difficulty: 0 },
		{ id: "stay-on-in-battle", label: "Keeping your seat in a fight or a tight spot", difficulty: 1 },
		{ id: "stay-on-when-hurt", label: "Keeping your seat when you are hurt", difficulty: 3 },
		{ id: "mount-moving", label: "Mounting a steed on the move", difficulty: 4 },
		{ id: "abrupt-turn", label: "Turning hard in a fast vehicle", difficulty: 4 },
		{ id: "vehicle-double-speed", label: "Pushing a vehicle to twice its speed for a round", difficulty: 4 },
		{ id: "coax-mount", label: "Urging a mount to go twice as fast or jump twice as far", difficulty: 5 },
		{ id: "vehicle-jump", label: "Jumping a vehicle not built to fly, and keeping control", difficulty: 5 },
	],
};

export const KNOWLEDGE_TABLE: DifficultyTable = {
	id: "knowledge",
	label: "Remembering, identifying, understanding",
	stat: "intellect",
	source: "knowledgeTable",
	rows: [
		{ id: "common", label: "Common knowledge", difficulty: 0 },
		{ id: "simple", label: "Simple knowledge", difficulty: 1 },
		{ id: "scholar-knows", label: "What a scholar likely knows", difficulty: 3 },
		{ id: "scholar-may-not", label: "What even a scholar may not know", difficulty: 5 },
		{ id: "very-few", label: "What very few people know", difficulty: 7 },
		{ id: "lost", label: "Knowledge lost entirely", difficulty: 10 },
	],
};

/** One row of 001's crafting table: what is built at a difficulty, and how long building it takes. */
export interface CraftingRow extends TableRow {
	time: string;
}

/** 001's crafting table, one row a difficulty from 0 to 10. */
export const CRAFTING_TABLE: readonly CraftingRow[] = [
	{ id: "trivial", difficulty: 0, label: "Something trivial: a knot in a rope, a rock of the right size", time: "a few minutes at most" },
	{ id: "torch", difficulty: 1, label: "A torch", time: "5 minutes" },
	{ id: "spear", difficulty: 2, label: "A spear, a simple shelter, furniture", time: "1 hour" },
	{ id: "bow", difficulty: 3, label: "A bow, a door, plain clothing", time: "1 day" },
	{ id: "sword", difficulty: 4, label: "A sword, a chainmail vest", time: "1 to 2 days" },
	{ id: "common-tech", difficulty: 5, label: "Everyday technology (an electric light), fine jewelry or art", time: "1 week" },
	{ id: "tech", difficulty: 6, label: "Technology such as a watch or a transmitter, very fine jewelry or art", time: "1 month" },
	{ id: "advanced-tech", difficulty: 7, label: "Technology such as a computer, a major work of art", time: "1 year" },
	{ id: "beyond-earth-8", difficulty: 8, label: "Technology beyond Earth's", time: "many years" },
	{ id: "beyond-earth-9", difficulty: 9, label: "Technology beyond Earth's", time: "many years" },
	{ id: "beyond-earth-10", difficulty: 10, label: "Technology beyond Earth's", time: "many years" },
];

export const CRAFTING_TABLE_AS_DIFFICULTIES: DifficultyTable = { id: "crafting", label: "Crafting", stat: "intellect", source: "craftTime", rows: CRAFTING_TABLE };

/** The difficulty tables a task can take its difficulty from, by id. */
export const DIFFICULTY_TABLES: readonly DifficultyTable[] = [CLIMB_TABLE, RIDING_TABLE, KNOWLEDGE_TABLE, CRAFTING_TABLE_AS_DIFFICULTIES];

/** 000's guide to how hard an object is to break, as levels. */
export interface ObjectBand {
	id: string;
	label: string;
	levels: readonly number[];
}

export const OBJECT_LEVELS: readonly ObjectBand[] = [
	{ id: "easy", label: "Easy to break", levels: [1, 2] },
	{ id: "some-work", label: "Takes a little work to break", levels: [3, 4] },
	{ id: "needs-tools", label: "Hard to break without tools", levels: [5, 6, 7, 8, 9, 10] },
];

/** A difficulty table's name in the user's language, as a menu names it ("Climbing"). */
export const tableLabel = (tableId: string): string => t("engine.cypher.procedure.tableName", { table: tableId });

/** A table row's words in the user's language ("A glass wall"); the row's English `label` stays the log's. */
export function tableRowLabel(tableId: string, rowId: string): string {
	switch (tableId) {
		case "climb":
			return t("engine.cypher.procedure.climbRow", { row: rowId });
		case "riding":
			return t("engine.cypher.procedure.ridingRow", { row: rowId });
		case "knowledge":
			return t("engine.cypher.procedure.knowledgeRow", { row: rowId });
		default:
			return t("engine.cypher.procedure.craftRow", { row: rowId });
	}
}

/** How long building takes at a difficulty of the crafting table, in the user's language ("1 month"). */
export const craftingTime = (difficulty: number): string => t("engine.cypher.procedure.craftRowTime", { row: CRAFTING_TABLE[Math.max(0, Math.min(10, difficulty))]?.id ?? "trivial" });

/** An object band's words in the user's language ("Easy to break"). */
export const objectBandLabel = (bandId: string): string => t("engine.cypher.procedure.objectBand", { band: bandId });

/** The guide's words for an object of this level: "Easy to break (level 1 or 2)". */
export function objectLevelGuide(level: number): ExplainStep {
	const band = OBJECT_LEVELS.find((b) => b.levels.includes(level));
	const text = band
		? t("engine.cypher.procedure.objectLevel", { level, band: band.id, low: band.levels[0] ?? level, high: band.levels[1] ?? level })
		: t("engine.cypher.procedure.objectLevelBelow", { level });
	return citedStep(text, "objectLevels");
}

/** A label said inside a sentence: its first letter lowered (every language's rows are written so this reads right). */
const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The task a table's row sets: its stat and difficulty, said with the table's name. The label stays English (the log's input). */
export function tableTask(table: DifficultyTable, rowId: string): Result<ProcedureTask> {
	const row = table.rows.find((r) => r.id === rowId);
	if (!row) return fail(t("engine.cypher.procedure.chooseRow", { table: table.id }));
	return ok({
		stat: table.stat,
		difficulty: row.difficulty,
		assets: 0,
		hindering: 0,
		label: `${table.label}: ${row.label}`,
		explanation: [citedStep(t("engine.cypher.procedure.tableRowTask", { table: tableLabel(table.id), row: lowerFirst(tableRowLabel(table.id, row.id)), difficulty: row.difficulty, name: difficultyName(row.difficulty).toLowerCase() }), table.source)],
	});
}
