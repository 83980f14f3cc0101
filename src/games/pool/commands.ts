/**
 * The palette commands of the pool game. The same action has the same name in every game ("Roll
 * for this character", "Apply damage", "Recover"); here each name opens the pool sheet's dialog of
 * the same meaning.
 */
import type { TableCommand } from "../../ui/frame/registry";
import { POOL_ACTIONS, type PoolActionId } from "./sheet";

/** The pool sheet action each shared command opens. */
export const POOL_COMMAND_ACTIONS: Readonly<Record<TableCommand, PoolActionId>> = {
	roll: POOL_ACTIONS.check,
	damage: POOL_ACTIONS.damage,
	recover: POOL_ACTIONS.recover,
};
