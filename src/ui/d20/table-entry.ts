/**
 * The d20 game's registration at the shared table: character and NPC sheets drawn from the same
 * model, what their buttons open (the check, attack, manoeuvre, damage and recovery dialogs), and
 * the palette commands they answer ("Roll for this character" opens a check, "Apply damage",
 * "Recover").
 */
import type { TFile } from "obsidian";
import type { GameFactory, SheetKind, TableHost } from "../table/registry";
import { sheetKind } from "../table/registry";
import { openRollDialog } from "../table/roll-dialog";
import type { TableCommand } from "../table/registry";
import { d20CommandAction } from "./commands";
import { flatFootedEdit } from "./actions";
import { logSheetEdit } from "../table/pipeline";
import { FLAT_FOOTED_ACTION } from "./sheet";
import type { D20Form } from "./form";
import { d20Game } from "./game";
import { fixNoteFirst, type D20Note } from "./model";
import { readD20Note } from "./note";

/** Opens the dialog of a sheet action on a freshly read note (what the palette commands do). */
function openFor(host: TableHost, kind: SheetKind<D20Note, D20Form>, file: TFile, actionId: string): void {
	void readD20Note(host.app, file).then((note) => {
		if (!note.ok) {
			host.deps.tell(note.error);
			return;
		}
		const broken = fixNoteFirst(note.value);
		if (broken !== undefined) {
			host.deps.tell(broken);
			return;
		}
		openRollDialog(host, kind, file, note.value, actionId);
	});
}

export function d20Table(): GameFactory {
	return (host) => {
		const kind: SheetKind<D20Note, D20Form> = {
			game: d20Game,
			read: (file) => readD20Note(host.app, file),
			watches: (note) => note.watches,
			act(file, note, actionId) {
				if (actionId !== FLAT_FOOTED_ACTION) return false;
				// Flat-footed is a yes/no the note may hold as true or as text: the edit records what it holds.
				void logSheetEdit(host.deps, file, (f) => readD20Note(host.app, f), "d20", flatFootedEdit(note));
				return true;
			},
		};
		const command = (name: TableCommand) => (file: TFile) => openFor(host, kind, file, d20CommandAction(name));
		kind.commands = { roll: command("roll"), damage: command("damage"), recover: command("recover") };
		const registered = sheetKind(kind);
		return { system: "d20", name: "the d20 game", character: registered, npc: registered };
	};
}
