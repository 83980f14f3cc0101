/**
 * The tracker's dialogs that take numbers and choices, as games of the table's one roll dialog
 * (ui/frame/roll-modal.ts): damage or healing for a combatant, each game's initiative options (Cypher
 * assets and Speed Effort per PC, d20 awareness) and the end of the encounter. The frame draws
 * them as it draws every roll (one-tap buttons, the button in view, Enter), and the submit it is
 * given runs the tracker's action; a refusal is told as every action's is.
 */
import type { App } from "obsidian";
import { STATS, type Stat } from "../../engine/systems/cypher/character";
import { ARMOR_VALUE, DAMAGE_KINDS, type DamageKind } from "../../engine/systems/cypher/health";
import { capital } from "../../engine/text";
import type { Combatant, EncounterNote } from "../../notes/encounter/read";
import type { Field } from "../../games/frame/game";
import { RollModal, type DialogGame } from "../frame/roll-modal";
import type { SubmitHow } from "../frame/pipeline";
import { sameChoices } from "../../games/frame/fields";
import { fought, healTracks, type HarmRequest } from "./actions";
import { actionsThisRound } from "../../engine/systems/pool/multiple-actions";
import { MAX_TRIGGER } from "../../engine/encounter";

const MAX_POINTS = 9999;
/** The Pools a Cypher PC's damage can come off. */
const POOL_CHOICES = STATS.map((s) => [s, capital(s)] as const);

/** Opens one of these dialogs: the frame, the dialog's starting form, and what its button runs. */
export function openDialog<Form>(app: App, game: DialogGame<EncounterNote, Form>, note: EncounterNote, form: Form, run: (form: Form, how: SubmitHow) => Promise<{ ok: boolean }>): void {
	new RollModal(app, game, note, form, (submitted, _entered, how) => run(submitted, how)).open();
}

// ---------------------------------------------------------------------------------------------
// Damage and healing
// ---------------------------------------------------------------------------------------------

export interface HarmForm {
	mode: "damage" | "heal";
	id: string;
	amount: number;
	/** Cypher NPCs: the kind of damage (Armor stops physical damage only). */
	kind: string;
	/** Cypher PCs: "wound" (a creature's attack: a wound by its points) or the Pool the points come off. */
	pool: string;
	/** Healing: the track it restores ("" for the combatant's first). */
	track: string;
	/** The pool game: the Combat Complication the GM picks for a hit of half the maximum Health or more ("" for none yet). */
	complication: string;
}

const usable = (note: EncounterNote): Combatant[] => note.combatants.filter((c) => c.problem === undefined);
const chosen = (note: EncounterNote, form: HarmForm): Combatant | undefined => note.combatants.find((c) => c.ref.id === form.id);

export const harmForm = (note: EncounterNote, mode: HarmForm["mode"], id?: string): HarmForm => ({ mode, id: id ?? usable(note)[0]?.ref.id ?? "", amount: 0, kind: "physical", pool: "wound", track: "", complication: "" });

/** The tracker's request for the form, by the combatant's game. */
export function harmRequest(form: HarmForm): HarmRequest {
	if (form.mode === "heal") return { id: form.id, mode: "heal", amount: form.amount, ...(form.track === "" ? {} : { track: form.track }) };
	const request: HarmRequest = { id: form.id, mode: "damage", amount: form.amount, kind: form.kind as DamageKind, ...(form.complication === "" ? {} : { complication: form.complication }) };
	return form.pool === "wound" ? request : { ...request, stat: form.pool as Stat };
}

export const harmDialog: DialogGame<EncounterNote, HarmForm> = {
	title: (_note, form) => (form.mode === "damage" ? "Damage" : "Heal"),
	fields(note, form): Field[] {
		const c = chosen(note, form);
		const data = c?.data;
		const list: Field[] = [
			{ kind: "choice", key: "id", label: "Combatant", value: form.id, choices: usable(note).map((x) => [x.ref.id, x.ref.id]) },
			{ kind: "number", key: "amount", label: form.mode === "damage" ? "Points of damage" : "Points healed", value: form.amount, min: 0, max: MAX_POINTS },
		];
		if (form.mode === "heal" && c) {
			const tracks = healTracks(c);
			list.push({ kind: "choice", key: "track", label: "Track", value: form.track || (tracks[0]?.[0] ?? ""), choices: tracks.map(([key, label]) => [key, label]) });
		} else if (data?.system === "cypher" && "pc" in data && note.damageModel === "wounds") {
			list.push({ kind: "choice", key: "pool", label: "Damage to", value: form.pool, choices: [["wound", "A wound"], ...POOL_CHOICES], description: "An attack's points make a wound (1–4 minor, 5–8 moderate, 9+ major); a poison hits a Pool." });
		} else if (data?.system === "pool" && form.mode === "damage") {
			// 003: a hit of at least half the maximum Health brings a Combat Complication, which the GM picks.
			const choices = [...note.pack.effects.values()].filter((e) => e.rule.roll === "complication").map((e): [string, string] => [e.rule.id, e.rule.label]);
			list.push({ kind: "choice", key: "complication", label: "Complication", value: form.complication, choices: [["", "None yet"], ...choices], description: "If the hit deals half the maximum Health or more: the one the GM picks.", rare: true });
		} else if (data?.system === "cypher") {
			// The damage track: points off a Pool, less Armor for physical damage; an NPC: health, less its Armor.
			if ("pc" in data) list.push({ kind: "choice", key: "pool", label: "Pool", value: form.pool === "wound" ? "might" : form.pool, choices: POOL_CHOICES });
			list.push({ kind: "choice", key: "kind", label: "Kind", value: form.kind, choices: sameChoices(DAMAGE_KINDS), description: `Armor ${"npc" in data ? data.npc.armor : ARMOR_VALUE[data.pc.armor]} is subtracted from physical damage.` });
		}
		return list;
	},
	// A new combatant starts from its own first track.
	update: (_note, form, key) => (key === "id" ? { ...form, track: "", pool: "wound" } : form),
	preview(note, form) {
		const c = chosen(note, form);
		const submit = form.mode === "damage" ? "Apply damage" : "Heal";
		if (!c) return { odds: [], refusal: "Choose a combatant.", submit };
		const now = `${c.health}${c.status.length > 0 ? ` · ${c.status.join(" · ")}` : ""}`;
		const notes = note.system === "d20" && form.mode === "damage" && note.flatFooted.includes(c.ref.id) ? ["Flat-footed: a DC 15 Reflex save is rolled; if it fails, the damage goes to Wound points."] : [];
		return { odds: [now], notes, submit, ...(form.amount <= 0 ? { refusal: "Type the points." } : {}) };
	},
};

// Initiative: its own module, initiative-dialog.ts.
export { initiativeDialog, initiativeForm, initiativeOptions, type InitiativeForm } from "./initiative-dialog";

// ---------------------------------------------------------------------------------------------
// The pool game's actions this round
// ---------------------------------------------------------------------------------------------

export interface ActionsForm {
	id: string;
	actions: number;
}

/** The combatant's actions this round as the round's record has them (one when nothing is declared). */
export function actionsForm(note: EncounterNote, id: string): ActionsForm {
	const record = note.combatants.find((c) => c.ref.id === id)?.round;
	return { id, actions: record === undefined ? 1 : actionsThisRound(record) };
}

export const actionsDialog: DialogGame<EncounterNote, ActionsForm> = {
	title: (_note, form) => `${form.id}: actions this round`,
	fields: (note, form) => [
		{ kind: "number", key: "actions", label: "Actions this round", value: form.actions, min: 1, max: 10, description: `${note.round === 0 ? "This round" : `Round ${note.round}`}: each action and each Defense Roll is at −1 die per action when there are two or more.` },
	],
	preview: (note, form) => {
		const taken = note.combatants.find((c) => c.ref.id === form.id)?.round.actions.length ?? 0;
		const odds = [form.actions === 1 ? "One action: no penalty." : `${form.actions} actions: −${form.actions} dice on each, and on this round's Defense Rolls.`];
		return form.actions < taken ? { odds, refusal: `${form.id} has taken ${taken} actions this round already.`, submit: "Declare" } : { odds, submit: "Declare" };
	},
};

// ---------------------------------------------------------------------------------------------
// The end
// ---------------------------------------------------------------------------------------------

export const endDialog: DialogGame<EncounterNote, { xp: number }> = {
	title: (note) => `End encounter: ${note.file.basename}`,
	fields: (note, form) => [
		{ kind: "number", key: "xp", label: "Experience points to each player character", value: form.xp, min: 0, max: 100, description: note.system === "cypher" ? "Written to each PC's xp; 0 for none." : "Recorded in the session log; 0 for none." },
	],
	preview: (note) => ({ odds: [`${fought(note).text}.`], submit: "End encounter" }),
};

// ---------------------------------------------------------------------------------------------
// Waiting (Cypher)
// ---------------------------------------------------------------------------------------------

export interface WaitForm {
	id: string;
	/** What the combatant waits for, in the user's words; empty to wait until the others have acted. */
	trigger: string;
}

/** 001: "Select a trigger action and resolve your action when the trigger occurs"; 000: wait "until later in the initiative order". */
export const waitDialog: DialogGame<EncounterNote, WaitForm> = {
	title: (_note, form) => `${form.id} waits`,
	fields: (_note, form) => [
		{
			kind: "text",
			key: "trigger",
			label: "Waits for",
			value: form.trigger,
			placeholder: "The guard opens the door",
			maxLength: MAX_TRIGGER,
			description: "Optional. When it happens, Act now on the row places this turn right before the one under way. Left empty, the turn comes after the others'.",
		},
	],
	preview: (_note, form) => ({
		odds: [form.trigger.trim() === "" ? `${form.id} acts once the others have taken their turns this round.` : `${form.id} acts when this happens, right before the turn under way then.`],
		submit: "Wait",
	}),
};
