/**
 * The palette commands of the pool game. The same action has the same name in every game ("Roll
 * for this character", "Apply damage", "Recover"); here each name opens the pool sheet's dialog of
 * the same meaning, so the table's dispatch by game only needs this map.
 */
import { POOL_ACTIONS, type PoolActionId } from "./sheet";

/** Shared command (by its stable id suffix) → the pool sheet action it opens. */
export const POOL_COMMANDS: Readonly<Record<string, PoolActionId>> = {
	"roll-for-this-character": POOL_ACTIONS.check,
	"apply-damage": POOL_ACTIONS.damage,
	recover: POOL_ACTIONS.recover,
	"buy-drama-dice": POOL_ACTIONS.drama,
};

/** The sheet action a shared command opens on a pool note, or undefined when the game has none. */
export function poolCommandAction(commandId: string): PoolActionId | undefined {
	return Object.prototype.hasOwnProperty.call(POOL_COMMANDS, commandId) ? POOL_COMMANDS[commandId] : undefined;
}
