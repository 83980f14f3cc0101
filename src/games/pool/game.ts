/**
 * The pool game (seed 003) on the shared table: the sheet, the dialogs and the resolution, each a
 * pure function of the note's PoolModel. The table frame draws and runs it like every other game.
 */
import type { TableGame } from "../frame/game";
import { resolvePool } from "./actions";
import { poolFields, poolForm, poolPreview, poolTitle, updatePoolForm, type PoolForm } from "./form";
import type { PoolModel } from "./model";
import { poolSheet } from "./sheet";

export const poolGame: TableGame<PoolModel, PoolForm> = {
	system: "pool",
	sheet: poolSheet,
	form: (model, actionId) => poolForm(model, actionId, model.lastCheck),
	title: poolTitle,
	fields: poolFields,
	update: updatePoolForm,
	preview: poolPreview,
	resolve: resolvePool,
};
