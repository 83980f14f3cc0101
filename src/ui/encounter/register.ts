/**
 * Everything encounters add to Obsidian: the `ledger-encounter` block and the commands "Create
 * encounter", "Roll initiative", "Next turn", "Apply damage to a combatant" and "End encounter".
 * main.ts calls registerEncounterFeatures once; nothing runs until it is used.
 */
import { logActingInMelee, meleeDialog } from "./acting-in-melee";
import { announcer } from "../announce";
import type { App, Plugin, TFile } from "obsidian";
import { campaignForContext, notesOfKind, readCampaignNote, resolveLink } from "../../notes/campaign";
import { cachedFrontmatter, linkedCampaign } from "../../notes/campaign/notes";
import { createEncounter } from "../../notes/encounter/create";
import { readEncounterNote, type EncounterNote } from "../../notes/encounter/read";
import type { LedgerSettings } from "../../settings";
import { tableActions } from "../cypher/register";
import { activeNoteOf, addCommandFor } from "../commands/command-for";
import { t } from "../../lang";
import { RollModal } from "../frame/roll-modal";
import {
	addCombatant,
	declareActions,
	encounterDeps,
	endEncounter,
	harm,
	markAction,
	nextTurn,
	previousTurn,
	refoot,
	removeCombatant,
	rollInitiative,
	toggleFirstAction,
	toggleRoundChoice,
	actNow,
	toggleRestricted,
	type EncounterDeps,
} from "./actions";
import { AddCombatantModal, CreateEncounterModal, type EncounterCandidate } from "./modals";
import { breakSwarm, formSwarm, swarmDialog, swarmForm, swarmIds, toggleBoss } from "./creature-actions";
import { opposedDialog, opposedForm, rollOpposed } from "./opposed";
import { actionsDialog, actionsForm, endDialog, waitDialog, harmDialog, harmForm, harmRequest, openDialog } from "./dialogs";
import { openInitiativeDialog } from "./initiative-dialog";
import { areaAttackDialog, areaAttackForm, rollAreaAttack } from "./area-attack";
import { ENCOUNTER_LANGUAGE, EncounterTrackerChild, type TrackerActions } from "./tracker";
import { submittedWith, type SubmitHow } from "../frame/pipeline";
import { addFromTracker, removeFromTracker } from "../conditions/flows";

/** A dialog that only asks (Remove?): the table's frame with no fields, one line and the button that does it. */
export function confirm(app: App, title: string, line: string, submit: string, run: (how: SubmitHow) => Promise<{ ok: boolean }>): void {
	new RollModal(app, { title: () => title, fields: () => [], preview: () => ({ odds: [line], submit }) }, null, null, (_form, _entered, how) => run(how)).open();
}

/** The tracker's buttons and the commands, bound to one set of dependencies. */
export function encounterActions(deps: EncounterDeps): TrackerActions {
	const { app } = deps;
	const withNote = (file: TFile, then: (note: EncounterNote) => void): void => {
		void readEncounterNote(app, deps.settings(), file).then((note) => {
			if (note.ok) then(note.value);
			else deps.tell(note.error);
		});
	};
	const openHarm = (file: TFile, mode: "damage" | "heal", id?: string, amount?: number): void => {
		// An amount from the row's field is applied at once, by the combatant's own game (actions.ts, harm).
		if (amount !== undefined && id !== undefined) {
			void harm(deps, file, { id, mode, amount });
			return;
		}
		withNote(file, (note) => openDialog(app, harmDialog, note, harmForm(note, mode, id), (form, how) => harm(submittedWith(deps, how), file, harmRequest(form))));
	};
	return {
		rollInitiative: (file) =>
			withNote(file, (note) => {
				openInitiativeDialog(app, note, (options, typed, how) => rollInitiative(submittedWith(deps, how), file, options, typed));
			}),
		nextTurn: (file) => void nextTurn(deps, file),
		previousTurn: (file) => void previousTurn(deps, file),
		damage: (file, id, amount) => openHarm(file, "damage", id, amount),
		heal: (file, id, amount) => openHarm(file, "heal", id, amount),
		add: (file) => new AddCombatantModal(app, (linkpath, count) => addCombatant(deps, file, linkpath, count)).open(),
		remove: (file, id) => confirm(app, t("encounter.remove.confirmTitle", { name: id }), t("encounter.remove.confirm", { name: id, encounter: file.basename }), t("encounter.remove.confirmButton"), (how) => removeCombatant(submittedWith(deps, how), file, id)),
		end: (file) => withNote(file, (note) => openDialog(app, endDialog, note, { xp: 0 }, (form, how) => endEncounter(submittedWith(deps, how), file, form.xp))),
		firstAction: (file, id) => void toggleFirstAction(deps, file, id),
		lastAction: (file, id) => void toggleRoundChoice(deps, file, id, "last"),
		wait: (file, id) =>
			withNote(file, (note) => {
				// Back to the normal turn needs no question; waiting asks what for (optional).
				if (note.waiting.includes(id)) void toggleRoundChoice(deps, file, id, "wait");
				else openDialog(app, waitDialog, note, { id, trigger: "" }, (form) => toggleRoundChoice(deps, file, id, "wait", form.trigger));
			}),
		actNow: (file, id) => void actNow(deps, file, id),
		refoot: (file, id) => void refoot(deps, file, id),
		addCondition: (file, id) => void addFromTracker(deps, file, id),
		removeCondition: (file, id, condition) => void removeFromTracker(deps, file, id, condition),
		boss: (file, id) => void toggleBoss(deps, file, id),
		swarm: (file, id) =>
			withNote(file, (note) => {
				const c = note.combatants.find((x) => x.ref.id === id);
				if (c?.swarm !== undefined) confirm(app, t("encounter.swarm.breakTitle", { name: id }), t("encounter.swarm.breakConfirm"), t("encounter.swarm.breakButton"), () => breakSwarm(deps, file, id));
				else openDialog(app, swarmDialog, note, swarmForm(note, id), (form) => formSwarm(deps, file, swarmIds(form)));
			}),
		areaAttack: (file, id) => withNote(file, (note) => openDialog(app, areaAttackDialog, note, areaAttackForm(note, id), (form) => rollAreaAttack(deps, file, form))),
		opposed: (file, id) => withNote(file, (note) => openDialog(app, opposedDialog, note, opposedForm(note, id), (form) => rollOpposed(deps, file, form))),
		intrusion: (file, id) =>
			withNote(file, (note) => {
				const pc = note.combatants.find((c) => c.ref.id === id)?.file;
				if (pc) tableActions(deps).openIntrusion(pc, file);
			}),
		standardAction: (file, id) => void markAction(deps, file, id, "standard"),
		shortAction: (file, id) => void markAction(deps, file, id, "short"),
		fullRoundAction: (file, id) => void markAction(deps, file, id, "full-round"),
		restricted: (file, id) => void toggleRestricted(deps, file, id),
		actionsThisRound: (file, id) => withNote(file, (note) => openDialog(app, actionsDialog, note, actionsForm(note, id), (form) => declareActions(deps, file, id, form.actions))),
		actingInMelee: (file, id) => withNote(file, (note) => openDialog(app, meleeDialog, note, { id, onlyMoving: false }, (form) => logActingInMelee(deps, file, form))),
	};
}

/** Who of the campaign can join: its party, then its characters and NPCs (by their `campaign` link). */
export async function encounterCandidates(app: App, settings: LedgerSettings, campaign: TFile): Promise<EncounterCandidate[]> {
	const seen = new Set<string>();
	const out: EncounterCandidate[] = [];
	const add = (file: TFile | undefined, what: "pc" | "npc"): void => {
		if (!file || seen.has(file.path)) return;
		seen.add(file.path);
		out.push({ linkpath: app.metadataCache.fileToLinktext(file, campaign.path, true), label: what === "pc" ? t("encounter.candidate.pc", { name: file.basename }) : t("encounter.candidate.npc", { name: file.basename }) });
	};
	const read = await readCampaignNote(app, campaign, settings);
	if (read.ok) for (const link of read.value.campaign.party) add(resolveLink(app, link, campaign.path), "pc");
	for (const kind of ["character", "npc"] as const) {
		for (const file of notesOfKind(app, kind)) {
			if (linkedCampaign(app, cachedFrontmatter(app, file) as Record<string, unknown> | undefined, file.path)?.path === campaign.path) add(file, kind === "character" ? "pc" : "npc");
		}
	}
	return out.slice(0, 100);
}

/**
 * `encounter` says which encounter the commands act on: by default the open encounter note; the
 * plugin passes the running encounter (ui/commands/current-notes.ts), so Next turn works from a
 * phone's toolbar while the session note is open.
 */
export function registerEncounterFeatures(plugin: Plugin, getSettings: () => LedgerSettings, encounter: () => TFile | undefined = () => activeNoteOf(plugin.app, "encounter")): void {
	const { app } = plugin;
	const deps = encounterDeps(app, getSettings, announcer(plugin));
	const actions = encounterActions(deps);
	plugin.registerMarkdownCodeBlockProcessor(ENCOUNTER_LANGUAGE, (source, el, ctx) => {
		ctx.addChild(new EncounterTrackerChild(el, app, ctx.sourcePath, getSettings, actions, source));
	});

	const onEncounter = (id: string, name: string, run: (file: TFile) => void, icon?: string): void => addCommandFor(plugin, id, name, encounter, run, icon);
	plugin.addCommand({
		id: "create-encounter",
		name: t("commands.createEncounter.name"),
		callback: () => {
			const campaign = campaignForContext(app, getSettings(), app.workspace.getActiveFile());
			if (!campaign) {
				deps.tell(t("commands.createEncounter.noCampaign"));
				return;
			}
			void encounterCandidates(app, getSettings(), campaign).then((candidates) => {
				new CreateEncounterModal(app, campaign.basename, candidates, async (name, lines) => {
					const made = await createEncounter(app, campaign, name, lines);
					if (made.ok) void app.workspace.getLeaf(false).openFile(made.value);
					return made;
				}).open();
			});
		},
	});
	onEncounter("encounter-roll-initiative", t("commands.tracker.rollInitiative"), (file) => actions.rollInitiative(file));
	onEncounter("encounter-next-turn", t("commands.tracker.nextTurn"), (file) => actions.nextTurn(file), "skip-forward");
	onEncounter("encounter-apply-damage", t("commands.tracker.damage"), (file) => actions.damage(file));
	onEncounter("encounter-end", t("commands.tracker.end"), (file) => actions.end(file));
}
