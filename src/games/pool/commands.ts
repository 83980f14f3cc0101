/**
 * The palette commands of the pool game. The same action has the same name in every game ("Roll
 * for this character", "Apply damage", "Recover"); here each name opens the pool sheet's dialog of
 * the same meaning.
 */
import type { TableCommand } from "../../ui/frame/registry";
import type { BindableAction } from "../frame/game";
import { POOL_ACTIONS, type PoolActionId } from "./sheet";
import { t } from "../../lang";

/** The pool sheet action each shared command opens. */
export const POOL_COMMAND_ACTIONS: Readonly<Record<TableCommand, PoolActionId>> = {
	roll: POOL_ACTIONS.check,
	damage: POOL_ACTIONS.damage,
	recover: POOL_ACTIONS.recover,
};

/**
 * Every action of a pool-game sheet as a command (the Extended Action's button is named for what it
 * does next). A function, so the names are read in the language set when the commands are registered.
 */
export function poolBindable(): readonly BindableAction[] {
	return [
		{ id: POOL_ACTIONS.check, name: t("pool.action.check") },
		{ id: POOL_ACTIONS.attack, name: t("pool.action.attack") },
		{ id: POOL_ACTIONS.defend, name: t("pool.action.defend") },
		{ id: POOL_ACTIONS.damage, name: t("pool.action.damage") },
		{ id: POOL_ACTIONS.recover, name: t("pool.action.recover") },
		{ id: POOL_ACTIONS.drama, name: t("pool.action.drama") },
		{ id: POOL_ACTIONS.extended, name: t("pool.action.extended") },
	];
}
