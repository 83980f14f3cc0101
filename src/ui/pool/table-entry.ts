/**
 * The pool game's registration at the shared table: its character and NPC sheets (the same sheet
 * for both, as seed 003 gives NPCs the same numbers), and the palette commands they answer under
 * the names every game shares ("Roll for this character", "Apply damage", "Recover").
 */
import type { GameFactory, SheetKind } from "../frame/registry";
import { sheetKind } from "../frame/registry";
import { commandDialogs } from "../frame/command-dialogs";
import { poolBindable, POOL_COMMAND_ACTIONS } from "../../games/pool/commands";
import type { PoolForm } from "../../games/pool/form";
import { poolGame } from "../../games/pool/game";
import type { PoolModel } from "../../games/pool/model";
import { readPoolNote } from "./note";
import { POOL_ACTIONS } from "../../games/pool/sheet";
import { t } from "../../lang";

export function poolTable(): GameFactory {
	return (host) => {
		const kind: SheetKind<PoolModel, PoolForm> = {
			game: poolGame,
			read: (file) => readPoolNote(host.app, host.settings(), file),
			bindable: poolBindable(),
			// The campaign sets the die; the session holds the last roll the Drama Dice button adds to.
			watches: (model) => [model.campaignPath, model.sessionPath, model.round?.encounterPath].filter((path): path is string => path !== undefined),
			act(_file, model, actionId) {
				// Drama Dice need a roll to follow: say so rather than "nothing to open".
				if (actionId === POOL_ACTIONS.drama && model.lastCheck === undefined) {
					host.deps.tell(t("pool.drama.noRoll"));
					return true;
				}
				return false;
			},
		};
		// A note with problems opens its dialogs, which show the problem and refuse to roll.
		kind.commands = commandDialogs(host, kind, POOL_COMMAND_ACTIONS);
		const registered = sheetKind(kind);
		return { system: "pool", name: "the pool game", character: registered, npc: registered };
	};
}
