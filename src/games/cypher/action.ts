/**
 * One kind of Cypher sheet action (a task, a defense, an XP spend, a cypher, a healing): the
 * buttons and lists it adds to the character sheet and the dialog it opens, as pure functions. The
 * Cypher game (game.ts) puts them together into the one TableGame the shared frame draws, so each
 * rule lives in a small module of its own and the frame, the pipeline and undo are shared.
 */
import type { LogEntry } from "../../engine/log";
import type { Result } from "../../engine/result";
import type { Field, Preview, ResolveContext, SheetAction, SheetList } from "../frame/game";
import type { CypherPc } from "./task-game";

/** What an action adds to the character sheet. */
export interface SheetParts {
	/** Buttons, drawn after the task buttons and quick tasks. */
	actions?: SheetAction[];
	/** Titled lists, drawn after the sheet's own lists. */
	lists?: SheetList[];
}

/** The same functions as a TableGame's dialog, for one kind of action on a Cypher character. */
export interface CypherAction<Form> {
	sheet?(pc: CypherPc): SheetParts;
	/** The dialog's starting form for a sheet action id this kind answers, else undefined. */
	form(pc: CypherPc, actionId: string): Form | undefined;
	title(pc: CypherPc, form: Form): string;
	fields(pc: CypherPc, form: Form): Field[];
	/** Adjusts the form after the frame has checked and stored a plain field (see games/frame/form-change.ts). */
	update?(pc: CypherPc, form: Form, key: string, value: string | number | boolean): Form;
	preview(pc: CypherPc, form: Form): Preview;
	resolve(pc: CypherPc, form: Form, context: ResolveContext): Result<LogEntry>;
}
