/**
 * The palette commands on an open d20 note. Every game answers the same three commands under the
 * same names ("Roll for this character", "Apply damage", "Recover"); for the d20 game they open
 * the check, damage and recovery dialogs.
 */
import type { TableCommand } from "../../ui/frame/registry";
import type { BindableAction } from "../frame/game";
import { D20_ACTIONS } from "./sheet";

/** The sheet action each shared command opens on a d20 note. */
export const D20_COMMAND_ACTIONS: Readonly<Record<TableCommand, string>> = {
	roll: "check",
	damage: "damage",
	recover: "recover",
};

/** Every action of a d20 sheet as a command: the sheet's buttons and a skill check asked for by skill. */
export const D20_BINDABLE: readonly BindableAction[] = [
	...D20_ACTIONS.map(({ id, label }) => ({ id, name: label })),
	{ among: ["check:"], name: "Skill check…", none: "has no skills with ranks" },
];
