/**
 * A Cypher NPC at the shared table (the note "Create NPC from this creature page" writes, or one
 * by hand): level, target number (000: "The target number is always three times the task's
 * difficulty", and an NPC's level is the difficulty), health with a stepper, Armor, damage and
 * modifications. NPCs roll nothing here: the players' tasks are rolled against them.
 */
import type { TFile } from "obsidian";
import { fail } from "../../engine/result";
import { frontmatterOf } from "../../notes/campaign/notes";
import { readCypherNpc, type CypherNpc } from "../../notes/schema/cypher";
import type { SheetModel, TableGame } from "../table/game";
import type { ReadResult, TableHost } from "../table/registry";

export interface CypherNpcModel {
	npc: CypherNpc;
}

function sheet({ npc }: CypherNpcModel): SheetModel {
	return {
		system: "cypher",
		title: npc.name,
		subtitle: `Level ${npc.level} · target number ${npc.targetNumber}`,
		meters: [{ label: "Health", key: "health", value: npc.health, max: npc.healthMax }],
		boxes: [],
		tracks: [],
		lists: [
			{ title: "Combat", items: [{ text: `Armor: ${npc.armor}` }, { text: `Damage: ${npc.damage}` }] },
			{ title: "Modifications", items: npc.modifications.map((text) => ({ text })) },
		],
		actions: [],
		problems: [],
	};
}

export const cypherNpcGame: TableGame<CypherNpcModel, never> = {
	system: "cypher",
	sheet,
	form: () => undefined,
	title: ({ npc }) => npc.name,
	fields: () => [],
	update: (_model, form) => form,
	preview: () => ({ odds: [], refusal: "An NPC rolls nothing here: roll the players' tasks against its level." }),
	resolve: () => fail("An NPC rolls nothing here: roll the players' tasks against its level."),
};

/** Reads the NPC note through the Cypher NPC schema, with every problem when it cannot. */
export async function readNpcModel(host: TableHost, file: TFile): Promise<ReadResult<CypherNpcModel>> {
	const fm = await frontmatterOf(host.app, file);
	if (!fm.ok) return fm;
	const parsed = readCypherNpc(fm.value, { name: file.basename });
	return parsed.ok ? { ok: true, value: { npc: parsed.value } } : { ok: false, error: parsed.error, problems: parsed.problems };
}
