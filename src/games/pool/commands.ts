/**
 * The palette commands of the pool game. The same action has the same name in every game ("Roll
 * for this character", "Apply damage", "Recover"); here each name opens the pool sheet's dialog of
 * the same meaning.
 */
import type { TableCommand } from "../../ui/frame/registry";
import type { BindableAction } from "../frame/game";
import { POOL_ACTIONS, type PoolActionId } from "./sheet";

/** The pool sheet action each shared command opens. */
export const POOL_COMMAND_ACTIONS: Readonly<Record<TableCommand, PoolActionId>> = {
	roll: POOL_ACTIONS.check,
	damage: POOL_ACTIONS.damage,
	recover: POOL_ACTIONS.recover,
};

/** Every action of a pool-game sheet as a command (the Extended Action's button is named for what it does next). */
export const POOL_BINDABLE: readonly BindableAction[] = [
	{ id: POOL_ACTIONS.check, name: "Roll a check" },
	{ id: POOL_ACTIONS.attack, name: "Attack" },
	{ id: POOL_ACTIONS.defend, name: "Defend" },
	{ id: POOL_ACTIONS.damage, name: "Apply damage" },
	{ id: POOL_ACTIONS.recover, name: "Recover" },
	{ id: POOL_ACTIONS.drama, name: "Buy Drama Dice" },
	{ id: POOL_ACTIONS.extended, name: "Extended Action" },
];
