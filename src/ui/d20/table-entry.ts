/**
 * The d20 game's registration at the shared table: character and NPC sheets drawn from the same
 * model, what their buttons open (the check, attack, manoeuvre, damage and recovery dialogs), and
 * the palette commands they answer ("Roll for this character" opens a check, "Apply damage",
 * "Recover").
 */
import type { GameFactory, SheetKind } from "../frame/registry";
import { sheetKind } from "../frame/registry";
import { commandDialogs } from "../frame/command-dialogs";
import { d20Bindable, D20_COMMAND_ACTIONS } from "../../games/d20/commands";
import type { D20Form } from "../../games/d20/form";
import { d20Game } from "../../games/d20/game";
import { fixNoteFirst, type D20Note } from "../../games/d20/model";
import { readD20Note } from "./note";

export function d20Table(): GameFactory {
	return (host) => {
		const kind: SheetKind<D20Note, D20Form> = {
			game: d20Game,
			read: (file) => readD20Note(host.app, file),
			bindable: d20Bindable(),
			watches: (note) => note.watches,
		};
		// A note that needs fixing opens no dialog: the command says what to fix.
		kind.commands = commandDialogs(host, kind, D20_COMMAND_ACTIONS, fixNoteFirst);
		const registered = sheetKind(kind);
		return { system: "d20", name: "the d20 game", character: registered, npc: registered };
	};
}
