/**
 * The d20 game (seed 004) on the shared table: its sheet, dialogs and resolution, as the pure
 * functions the frame in ui/frame draws and runs through the one action pipeline.
 */
import type { TableGame } from "../frame/game";
import { d20Resolve } from "./actions";
import { d20Fields, d20Form, d20Preview, d20Title, d20Update, type D20Form } from "./form";
import type { D20Note } from "./model";
import { d20Sheet } from "./sheet";

export const d20Game: TableGame<D20Note, D20Form> = {
	system: "d20",
	sheet: d20Sheet,
	form: d20Form,
	title: d20Title,
	fields: d20Fields,
	update: d20Update,
	preview: d20Preview,
	resolve: d20Resolve,
};
