/**
 * The games Campaign Ledger knows, by the `system:` id a campaign or character
 * note carries. Each game's module is imported as a namespace so their rule
 * functions keep their own names.
 */
import { cypherSystem } from "./cypher";
import { d20System } from "./d20";
import { poolSystem } from "./pool";

export interface SystemDescriptor {
	id: string;
	name: string;
	/** The seed rule texts the game is built from. */
	seed: string;
}

export const SYSTEMS: readonly SystemDescriptor[] = [cypherSystem, poolSystem, d20System];
export type SystemId = "cypher" | "pool" | "d20";

/** The game for a note's `system:` value, or undefined for an unknown id. */
export function systemById(id: string): SystemDescriptor | undefined {
	const want = id.trim().toLowerCase();
	return SYSTEMS.find((system) => system.id === want);
}
