/**
 * The Cypher System's registration at the shared table: its character and NPC sheets (read from
 * their notes here, drawn and resolved by games/cypher/), what their buttons open (the task dialog,
 * the recovery roll) and the palette commands they answer ("Roll for this character", "Apply
 * damage", "Recover").
 */
import type { TFile } from "obsidian";
import type { Stat } from "../../engine/systems/cypher/character";
import { readCharacterAbilities } from "../../notes/csrd/abilities";
import type { GameFactory, ReadResult, SheetKind, TableHost } from "../frame/registry";
import { sheetKind } from "../frame/registry";
import { openRollDialog } from "../frame/roll-dialog";
import { OBJECT_KEYS } from "../../engine/systems/cypher/health";
import { frontmatterOf } from "../../notes/campaign/notes";
import { readCypherNpc } from "../../notes/schema/cypher";
import { cypherNpcGame, NPC_DAMAGE_ACTION, type CypherNpcModel, type NpcForm } from "../../games/cypher/npc-game";
import { DAMAGE_ACTION } from "../../games/cypher/damage-action";
import { readCharacterNote } from "./character-note";
import { cypherCharacterBindable, cypherNpcBindable } from "../../games/cypher/bindable";
import { tableActions } from "./register";
import { parseSheetSource, type QuickTask } from "../../games/cypher/sheet-source";
import { cypherGame, type CypherForm } from "../../games/cypher/game";
import { cypherPc, INTRUSION_ACTION, RECOVERY_ACTION, taskOfAction, type CypherPc } from "../../games/cypher/task-game";

/** The dialogs a Cypher sheet and its commands open. */
export interface CypherActions {
	openTask(file: TFile, stat: Stat, quick?: QuickTask): void;
	openRecovery(file: TFile): void;
	openIntrusion(active: TFile | null): void;
}

/** Reads a Cypher character with its block's quick tasks and its abilities' pages. */
export async function readCypherPc(host: TableHost, file: TFile, source: string): Promise<ReadResult<CypherPc>> {
	const note = await readCharacterNote(host.app, host.settings(), file);
	if (!note.ok) return note;
	const { abilities, problems } = await readCharacterAbilities(host.app, file, note.value.sheet.abilities);
	return { ok: true, value: cypherPc(note.value, abilities, parseSheetSource(source), problems) };
}

/** The Cypher game; `actions` replaces the real dialogs (tests watch what a button opens). */
export function cypherTable(actions: Partial<CypherActions> = {}): GameFactory {
	return (host) => {
		const open: CypherActions = { ...tableActions(host.deps), ...actions };
		const character: SheetKind<CypherPc, CypherForm> = {
			game: cypherGame,
			read: (file, source) => readCypherPc(host, file, source),
			watches: (pc) => (pc.note.campaignPath === undefined ? [] : [pc.note.campaignPath]),
			bindable: cypherCharacterBindable(),
			act(file, pc, actionId) {
				if (actionId === RECOVERY_ACTION) {
					open.openRecovery(file);
					return true;
				}
				if (actionId === INTRUSION_ACTION) {
					open.openIntrusion(file);
					return true;
				}
				const task = taskOfAction(pc, actionId);
				if (task === undefined) return false;
				// The dialog reads the ability pages again as it opens, so a page edited a moment ago prices the roll.
				open.openTask(file, task.stat, task.quick);
				return true;
			},
			commands: {
				roll: (file) => open.openTask(file, "might"),
				// The sheet's own Apply damage dialog (damage-action.ts).
				damage: (file) =>
					void readCypherPc(host, file, "").then((pc) => (pc.ok ? void openRollDialog(host, character, file, pc.value, DAMAGE_ACTION) : host.deps.tell(pc.error))),
				recover: (file) => open.openRecovery(file),
			},
		};
		return { system: "cypher", name: "the Cypher System", character: sheetKind(character), npc: cypherNpcKind(host) };
	};
}

/** Reads the NPC note through the Cypher NPC schema, with every problem when it cannot. */
export async function readNpcModel(host: TableHost, file: TFile): Promise<ReadResult<CypherNpcModel>> {
	const fm = await frontmatterOf(host.app, file);
	if (!fm.ok) return fm;
	const parsed = readCypherNpc(fm.value, { name: file.basename });
	if (!parsed.ok) return { ok: false, error: parsed.error, problems: parsed.problems };
	const model: CypherNpcModel = { npc: parsed.value };
	if (parsed.value.object && !Object.prototype.hasOwnProperty.call(fm.value, OBJECT_KEYS.originalLevel)) model.levelMaxMissing = true;
	return { ok: true, value: model };
}

/** The NPC kind at the table: its sheet, and "Apply damage" from the palette on an open NPC note. */
export function cypherNpcKind(host: TableHost): SheetKind<unknown, unknown> {
	const kind: SheetKind<CypherNpcModel, NpcForm> = {
		game: cypherNpcGame,
		read: (file) => readNpcModel(host, file),
		bindable: cypherNpcBindable(),
		commands: {
			damage: (file) =>
				void readNpcModel(host, file).then((model) => {
					if (model.ok) openRollDialog(host, kind, file, model.value, NPC_DAMAGE_ACTION);
					else host.deps.tell(model.error);
				}),
		},
	};
	return sheetKind(kind);
}
