/**
 * The pool game's registration at the shared table: its character and NPC sheets (the same sheet
 * for both, as seed 003 gives NPCs the same numbers), and the palette commands they answer under
 * the names every game shares ("Roll for this character", "Apply damage", "Recover").
 */
import type { TFile } from "obsidian";
import type { GameFactory, ReadResult, TableCommand, TableHost } from "../table/registry";
import { sheetKind } from "../table/registry";
import { openRollDialog } from "../table/roll-dialog";
import { POOL_COMMANDS } from "./commands";
import { poolGame } from "./game";
import type { PoolModel } from "./model";
import { readPoolNote } from "./note";

function readFor(host: TableHost): (file: TFile) => Promise<ReadResult<PoolModel>> {
	return (file) => readPoolNote(host.app, host.settings(), file);
}

/** A palette command: the note read fresh, then the sheet action's dialog, or the reason it cannot open. */
async function openFromCommand(host: TableHost, file: TFile, actionId: string): Promise<void> {
	const read = await readPoolNote(host.app, host.settings(), file);
	if (!read.ok) {
		host.deps.tell(read.error);
		return;
	}
	const kind = sheetKind({ game: poolGame, read: readFor(host) });
	if (!openRollDialog(host, kind, file, read.value, actionId)) {
		host.deps.tell(actionId === "drama" ? "There is no roll of this character's in the current session to add Drama Dice to." : "This action has nothing to open for this note.");
	}
}

export function poolTable(): GameFactory {
	return (host) => {
		const commands: Partial<Record<TableCommand, (file: TFile) => void>> = {
			roll: (file) => void openFromCommand(host, file, POOL_COMMANDS["roll-for-this-character"] ?? "check"),
			damage: (file) => void openFromCommand(host, file, POOL_COMMANDS["apply-damage"] ?? "damage"),
			recover: (file) => void openFromCommand(host, file, POOL_COMMANDS["recover"] ?? "recover"),
		};
		const kind = () =>
			sheetKind({
				game: poolGame,
				read: readFor(host),
				// The campaign sets the die; the session holds the last roll the Drama Dice button adds to.
				watches: (model: PoolModel) => [model.campaignPath, model.sessionPath].filter((path): path is string => path !== undefined),
				act(file: TFile, model: PoolModel, actionId: string) {
					// Drama Dice need a roll to follow: say so rather than "nothing to open".
					if (actionId === "drama" && model.lastCheck === undefined) {
						host.deps.tell("There is no roll of this character's in the current session to add Drama Dice to.");
						return true;
					}
					return false;
				},
				commands,
			});
		return { system: "pool", name: "the pool game", character: kind(), npc: kind() };
	};
}
