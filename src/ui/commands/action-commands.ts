/**
 * Every sheet and tracker action as a command, so it can take a hotkey and be called from other
 * plugins (Commander, Meta Bind buttons, QuickAdd macros):
 *
 * - sheet actions: every game's, registered at load from the games' own lists (sheet-commands.ts);
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
import { t } from "../../lang";
import type { GameRegistry, TableHost } from "../frame/registry";
import { addCommandFor } from "./command-for";
import { CurrentNotes } from "./current-notes";
import { registerSheetCommands, type SheetCommand } from "./sheet-commands";

/**
 * The tracker's actions, each with its command. `registered` marks the four the encounter module
 * already offers (they act on the encounter note open); the rest act on the running encounter.
 * `combatant` asks whom first. Names are read when the command is registered, in the language of that moment.
 */
export const TRACKER_COMMANDS: Record<keyof TrackerActions, { id: string; name: () => string; registered?: true; combatant?: true; icon?: string; condition?: true }> = {
	rollInitiative: { id: "encounter-roll-initiative", name: () => t("commands.tracker.rollInitiative"), registered: true },
	nextTurn: { id: "encounter-next-turn", name: () => t("commands.tracker.nextTurn"), registered: true },
	previousTurn: { id: "encounter-previous-turn", name: () => t("commands.tracker.previousTurn"), icon: "skip-back" },
	damage: { id: "encounter-apply-damage", name: () => t("commands.tracker.damage"), registered: true },
	heal: { id: "encounter-heal", name: () => t("commands.tracker.heal") },
	add: { id: "encounter-add-combatant", name: () => t("commands.tracker.add") },
	remove: { id: "encounter-remove-combatant", name: () => t("commands.tracker.remove"), combatant: true },
	end: { id: "encounter-end", name: () => t("commands.tracker.end"), registered: true },
	firstAction: { id: "encounter-first-action", name: () => t("commands.tracker.firstAction"), combatant: true },
	lastAction: { id: "encounter-last-action", name: () => t("commands.tracker.lastAction"), combatant: true },
	wait: { id: "encounter-wait", name: () => t("commands.tracker.wait"), combatant: true },
	actNow: { id: "encounter-act-now", name: () => t("commands.tracker.actNow"), combatant: true },
	refoot: { id: "encounter-refoot", name: () => t("commands.tracker.refoot"), combatant: true },
	intrusion: { id: "encounter-gm-intrusion", name: () => t("commands.tracker.intrusion"), combatant: true },
	addCondition: { id: "encounter-add-condition", name: () => t("commands.tracker.addCondition"), combatant: true },
	removeCondition: { id: "encounter-remove-condition", name: () => t("commands.tracker.removeCondition"), combatant: true, condition: true },
	boss: { id: "encounter-boss", name: () => t("commands.tracker.boss"), combatant: true },
	swarm: { id: "encounter-swarm", name: () => t("commands.tracker.swarm"), combatant: true },
	opposed: { id: "encounter-opposed", name: () => t("commands.tracker.opposed") },
	areaAttack: { id: "encounter-area-attack", name: () => t("commands.tracker.areaAttack") },
	standardAction: { id: "encounter-standard-action", name: () => t("commands.tracker.standardAction"), combatant: true },
	shortAction: { id: "encounter-short-action", name: () => t("commands.tracker.shortAction"), combatant: true },
	fullRoundAction: { id: "encounter-full-round-action", name: () => t("commands.tracker.fullRoundAction"), combatant: true },
	restricted: { id: "encounter-restricted", name: () => t("commands.tracker.restricted"), combatant: true },
	actionsThisRound: { id: "encounter-actions-this-round", name: () => t("commands.tracker.actionsThisRound"), combatant: true },
	actingInMelee: { id: "encounter-acting-in-melee", name: () => t("commands.tracker.actingInMelee"), combatant: true },
};

export interface ActionCommands {
	current: CurrentNotes;
	/** The tracker's actions, bound to the plugin's dialogs (what the sidebar's tracker runs too). */
	tracker: TrackerActions;
	/** The sheet commands registered at load. */
	sheetCommands: readonly SheetCommand[];
}

export function registerActionCommands(plugin: Plugin, host: TableHost, registry: GameRegistry, current: CurrentNotes = new CurrentNotes(host.app)): ActionCommands {
	const { app, settings: getSettings } = host;
	const { tell } = host.deps;
	const sheetCommands = registerSheetCommands(plugin, host, registry, current);

	const actions = encounterActions(encounterDeps(app, getSettings, tell));
	for (const [key, command] of Object.entries(TRACKER_COMMANDS) as [keyof TrackerActions, (typeof TRACKER_COMMANDS)[keyof TrackerActions]][]) {
		if (command.registered) continue;
		addCommandFor(
			plugin,
			command.id,
			command.name(),
			() => current.encounter(),
			(file) => {
				if (command.condition) pickCombatant(app, getSettings(), file, tell, (id, conditions) => pickCondition(app, id, conditions, tell, (condition) => actions.removeCondition(file, id, condition)));
				else if (command.combatant) pickCombatant(app, getSettings(), file, tell, (id) => (actions[key] as (file: TFile, id: string) => void)(file, id));
				else (actions[key] as (file: TFile) => void)(file);
			},
			command.icon,
		);
	}

	plugin.registerEvent(app.workspace.on("file-open", (file) => current.saw(file)));
	app.workspace.onLayoutReady(() => current.saw(app.workspace.getActiveFile()));
	return { current, tracker: actions, sheetCommands };
}

/** "Whom?": the encounter's combatants, then `then` with the one picked (and the conditions it bears). */
function pickCombatant(app: App, settings: LedgerSettings, file: TFile, tell: (message: string) => void, then: (id: string, conditions: { id: string; label: string }[]) => void): void {
	void readEncounterNote(app, settings, file).then((note) => {
		if (!note.ok) return tell(note.error);
		const combatants = note.value.combatants;
		if (combatants.length === 0) return tell(t("commands.pick.nobody", { encounter: file.basename }));
		const ids = combatants.map((c) => c.ref.id);
		new PickModal(app, t("commands.pick.whichCombatant", { encounter: file.basename }), ids, (id) => id, (id) => then(id, combatants.find((c) => c.ref.id === id)?.conditions ?? [])).open();
	});
}

/** "Which condition?" of a combatant's, then `then` with its id. */
function pickCondition(app: App, id: string, conditions: { id: string; label: string }[], tell: (message: string) => void, then: (condition: string) => void): void {
	if (conditions.length === 0) return tell(t("commands.pick.noCondition", { name: id }));
	new PickModal(app, t("commands.pick.whichCondition", { name: id }), conditions, (c) => c.label, (c) => then(c.id)).open();
}
