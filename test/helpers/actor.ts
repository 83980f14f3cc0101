/**
 * Reads any character or NPC note by its `ledger` kind and `system`, through the game's own schema
 * reader: the tests check every note the plugin writes or ships against it. (The plugin itself goes
 * to a game's reader through the table's registry, ui/frame/registry.ts.)
 */
import { readCypherCharacter, readCypherNpc, type CypherNpc, type CypherSheet } from "../../src/notes/schema/cypher";
import type { D20Character } from "../../src/engine/systems/d20/character";
import { readD20Character } from "../../src/notes/schema/d20";
import { noteKind, noteSystem, type SystemId } from "../../src/notes/schema/kind";
import type { Parsed } from "../../src/notes/schema/parsed";
import type { PoolCharacter } from "../../src/engine/systems/pool/character";
import { readPoolCharacter } from "../../src/notes/schema/pool";

export type Actor =
	| { system: "cypher"; kind: "character"; sheet: CypherSheet }
	| { system: "cypher"; kind: "npc"; npc: CypherNpc }
	| { system: "pool"; kind: "character" | "npc"; character: PoolCharacter }
	| { system: "d20"; kind: "character" | "npc"; character: D20Character };

export interface ActorOptions {
	name?: string;
	/** Used when the note has no `system` key (the campaign's system). */
	system?: SystemId;
	advancementStepsPerTier?: number;
}

export function readActor(frontmatter: unknown, options: ActorOptions = {}): Parsed<Actor> {
	const kind = noteKind(frontmatter);
	if (kind !== "character" && kind !== "npc") {
		return { ok: false, error: "Not a character or NPC note: set ledger: character or ledger: npc", problems: [] };
	}
	const system = noteSystem(frontmatter) ?? options.system;
	if (system === undefined) {
		return { ok: false, error: "system: expected one of cypher | pool | d20 (on the note or its campaign)", problems: [] };
	}
	const name = options.name === undefined ? {} : { name: options.name };
	if (system === "cypher") {
		if (kind === "npc") return wrap(readCypherNpc(frontmatter, name), (npc) => ({ system, kind, npc }));
		const opts = options.advancementStepsPerTier === undefined ? name : { ...name, advancementStepsPerTier: options.advancementStepsPerTier };
		return wrap(readCypherCharacter(frontmatter, opts), (sheet) => ({ system, kind, sheet }));
	}
	if (system === "pool") return wrap(readPoolCharacter(frontmatter, name), (character) => ({ system, kind, character }));
	return wrap(readD20Character(frontmatter, name), (character) => ({ system, kind, character }));
}

function wrap<T>(parsed: Parsed<T>, f: (value: T) => Actor): Parsed<Actor> {
	return parsed.ok ? { ok: true, value: f(parsed.value), unknown: parsed.unknown } : parsed;
}
