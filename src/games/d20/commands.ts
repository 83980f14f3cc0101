/**
 * The palette commands on an open d20 note. Every game answers the same three commands under the
 * same names ("Roll for this character", "Apply damage", "Recover"); for the d20 game they open
 * the check, damage and recovery dialogs.
 */
import type { TableCommand } from "../../ui/frame/registry";

/** The sheet action each shared command opens on a d20 note. */
export const D20_COMMAND_ACTIONS: Readonly<Record<TableCommand, string>> = {
	roll: "check",
	damage: "damage",
	recover: "recover",
};
