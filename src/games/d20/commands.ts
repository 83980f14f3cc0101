/**
 * The palette commands on an open d20 note. Every game answers the same three commands under the
 * same names ("Roll for this character", "Apply damage", "Recover"); for the d20 game they open
 * the check, damage and recovery dialogs.
 */
import type { TableCommand } from "../../ui/frame/registry";
import type { BindableAction } from "../frame/game";
import { t } from "../../lang";

/** The sheet action each shared command opens on a d20 note. */
export const D20_COMMAND_ACTIONS: Readonly<Record<TableCommand, string>> = {
	roll: "check",
	damage: "damage",
	recover: "recover",
};

/**
 * Every action of a d20 sheet as a command: the sheet's buttons and a skill check asked for by skill.
 * A function, so the names are read in the language set when the commands are registered.
 */
export function d20Bindable(): readonly BindableAction[] {
	// The names only (the sheet's descriptions are not read at load): the same ids as the sheet's buttons.
	return [
		{ id: "check", name: t("d20.action.check") },
		{ id: "attack", name: t("d20.action.attack") },
		{ id: "manoeuvre", name: t("d20.action.manoeuvre") },
		{ id: "intrigue", name: t("d20.action.intrigue") },
		{ id: "opportunity", name: t("d20.action.opportunity") },
		{ id: "damage", name: t("d20.action.damage") },
		{ id: "recover", name: t("d20.action.recover") },
		{ among: ["check:"], name: t("d20.action.skillCheck"), none: t("d20.action.noSkills") },
	];
}
