/**
 * Every sheet and tracker action as a command, so it can take a hotkey and be called from other
 * plugins (Commander, Meta Bind buttons, QuickAdd macros):
 *
 * - sheet actions come from the games' own `sheet(model).actions` (games/frame/game.ts), read when a
 *   character or NPC note is opened: a command is added the first time an action is seen
 *   ("Cypher sheet: Might task", id `sheet-cypher-task-might`) and acts on the current character
 *   (current-notes.ts), as its button does. "Run a sheet action…" lists every action of that sheet;
 * - tracker actions come from the tracker's own TrackerActions (ui/encounter/tracker.ts), one entry
 *   each in TRACKER_COMMANDS, which TypeScript checks against that interface, so an action added
 *   there cannot be missed here. They act on the running encounter.
 */
import type { App, Plugin, TFile } from "obsidian";
import type { LedgerSettings } from "../../settings";
import { readEncounterNote } from "../../notes/encounter/read";
import { encounterDeps } from "../encounter/actions";
import { encounterActions } from "../encounter/register";
import type { TrackerActions } from "../encounter/tracker";
import { PickModal } from "../pick-modal";
import type { TableSystem } from "../../games/frame/game";
import type { GameRegistry, TableHost } from "../frame/registry";
import { addCommandFor } from "./command-for";
import { CurrentNotes } from "./current-notes";
import { readSheet, runSheetAction, sheetActions, type ReadSheet } from "./sheet-actions";

const GAME_WORD: Record<TableSystem, string> = { cypher: "Cypher", pool: "Pool game", d20: "d20" };

/** A command id from a game and an action id: "sheet-cypher-task-might". */
export const sheetCommandId = (system: TableSystem, actionId: string): string => `sheet-${system}-${actionId.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

/**
 * The tracker's actions, each with its command. `registered` marks the four the encounter module
 * already offers (they act on the encounter note open); the rest act on the running encounter.
 * `combatant` asks whom first.
 */
export const TRACKER_COMMANDS: Record<keyof TrackerActions, { id: string; name: string; registered?: true; combatant?: true }> = {
	rollInitiative: { id: "encounter-roll-initiative", name: "Roll initiative", registered: true },
	nextTurn: { id: "encounter-next-turn", name: "Next turn", registered: true },
	previousTurn: { id: "encounter-previous-turn", name: "Previous turn" },
	damage: { id: "encounter-apply-damage", name: "Apply damage to a combatant", registered: true },
	heal: { id: "encounter-heal", name: "Heal a combatant" },
	add: { id: "encounter-add-combatant", name: "Add combatant" },
	remove: { id: "encounter-remove-combatant", name: "Remove a combatant", combatant: true },
	end: { id: "encounter-end", name: "End encounter", registered: true },
	firstAction: { id: "encounter-first-action", name: "First action for a combatant (Cypher)", combatant: true },
	refoot: { id: "encounter-refoot", name: "Re-foot a combatant (pool game)", combatant: true },
	intrusion: { id: "encounter-gm-intrusion", name: "GM intrusion on a combatant (Cypher)", combatant: true },
	standardAction: { id: "encounter-standard-action", name: "A combatant takes a standard action (d20)", combatant: true },
	shortAction: { id: "encounter-short-action", name: "A combatant takes a short action (d20)", combatant: true },
	fullRoundAction: { id: "encounter-full-round-action", name: "A combatant takes a full-round action (d20)", combatant: true },
	restricted: { id: "encounter-restricted", name: "Restricted activity for a combatant (d20)", combatant: true },
	actionsThisRound: { id: "encounter-actions-this-round", name: "Actions this round for a combatant (pool game)", combatant: true },
};

export interface ActionCommands {
	current: CurrentNotes;
	/** The tracker's actions, bound to the plugin's dialogs (what the sidebar's tracker runs too). */
	tracker: TrackerActions;
	/** The ids of the sheet-action commands added so far. */
	sheetCommands: ReadonlySet<string>;
	/** Reads the note's sheet and adds a command for each of its actions not yet offered. */
	learn(file: TFile): Promise<void>;
}

export function registerActionCommands(plugin: Plugin, host: TableHost, registry: GameRegistry): ActionCommands {
	const { app, settings: getSettings } = host;
	const { tell } = host.deps;
	const current = new CurrentNotes(app);
	const added = new Set<string>();

	/** Runs `then` with the current character's sheet read fresh, or says why there is none. */
	const withSheet = (then: (read: ReadSheet) => void): void => {
		const file = current.character();
		if (!file) return tell("Open a character's or NPC's note first: the sheet commands act on the last one opened.");
		void readSheet(app, registry, file).then((read) => (read.ok ? then(read.value) : tell(read.error)));
	};
	const run = (read: ReadSheet, actionId: string): void => {
		const ran = runSheetAction(host, read, actionId);
		if (!ran.ok) tell(ran.error);
	};

	const learn = async (file: TFile): Promise<void> => {
		const read = await readSheet(app, registry, file);
		if (!read.ok) return;
		for (const action of read.value.sheet.actions) {
			const id = sheetCommandId(read.value.system, action.id);
			if (added.has(id)) continue;
			added.add(id);
			addCommandFor(plugin, id, `${GAME_WORD[read.value.system]} sheet: ${action.label}`, () => current.character(), () =>
				withSheet((sheet) => (sheet.system === read.value.system ? run(sheet, action.id) : tell(`${sheet.sheet.title} plays another game: this command is for ${GAME_WORD[read.value.system]} sheets.`))),
			);
		}
	};

	addCommandFor(plugin, "sheet-action", "Run a sheet action…", () => current.character(), () =>
		withSheet((read) => new PickModal(app, `${read.sheet.title}: which action?`, sheetActions(read.sheet), (a) => a.label, (a) => run(read, a.id)).open()),
	);

	const actions = encounterActions(encounterDeps(app, getSettings, tell));
	for (const [key, command] of Object.entries(TRACKER_COMMANDS) as [keyof TrackerActions, (typeof TRACKER_COMMANDS)[keyof TrackerActions]][]) {
		if (command.registered) continue;
		addCommandFor(plugin, command.id, command.name, () => current.encounter(), (file) => {
			if (command.combatant) pickCombatant(app, getSettings(), file, tell, (id) => actions[key](file, id));
			else (actions[key] as (file: TFile) => void)(file);
		});
	}

	const saw = (file: TFile | null): void => {
		current.saw(file);
		if (file && current.character() === file) void learn(file);
	};
	plugin.registerEvent(app.workspace.on("file-open", saw));
	app.workspace.onLayoutReady(() => saw(app.workspace.getActiveFile()));
	return { current, tracker: actions, sheetCommands: added, learn };
}

/** "Whom?": the encounter's combatants, then `then` with the one picked. */
function pickCombatant(app: App, settings: LedgerSettings, file: TFile, tell: (message: string) => void, then: (id: string) => void): void {
	void readEncounterNote(app, settings, file).then((note) => {
		if (!note.ok) return tell(note.error);
		const ids = note.value.combatants.map((c) => c.ref.id);
		if (ids.length === 0) return tell(`Nobody is in ${file.basename} yet.`);
		new PickModal(app, `${file.basename}: which combatant?`, ids, (id) => id, then).open();
	});
}
