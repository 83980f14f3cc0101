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
import type { Combatant, EncounterNote } from "../../notes/encounter/read";
import type { Field } from "../../games/frame/game";
import { RollModal, type DialogGame } from "../frame/roll-modal";
import type { SubmitHow } from "../frame/pipeline";
import { fought, healTracks, type HarmRequest } from "./actions";
import { actionsThisRound } from "../../engine/systems/pool/multiple-actions";
import { MAX_TRIGGER } from "../../engine/encounter";
import { t } from "../../lang";

const MAX_POINTS = 9999;
/** The Pools a Cypher PC's damage can come off. */
const poolChoices = (): [string, string][] => STATS.map((s) => [s, t("encounter.stat", { stat: s })]);

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
	title: (_note, form) => (form.mode === "damage" ? t("encounter.row.damagePlaceholder") : t("encounter.harmDialog.heal")),
	fields(note, form): Field[] {
		const c = chosen(note, form);
		const data = c?.data;
		const list: Field[] = [
			{ kind: "choice", key: "id", label: t("encounter.harmDialog.combatant"), value: form.id, choices: usable(note).map((x) => [x.ref.id, x.ref.id]) },
			{ kind: "number", key: "amount", label: form.mode === "damage" ? t("encounter.harmDialog.damagePoints") : t("encounter.harmDialog.healPoints"), value: form.amount, min: 0, max: MAX_POINTS },
		];
		if (form.mode === "heal" && c) {
			const tracks = healTracks(c);
			list.push({ kind: "choice", key: "track", label: t("encounter.harmDialog.track"), value: form.track || (tracks[0]?.[0] ?? ""), choices: tracks.map(([key, label]) => [key, label]) });
		} else if (data?.system === "cypher" && "pc" in data && note.damageModel === "wounds") {
			list.push({ kind: "choice", key: "pool", label: t("encounter.harmDialog.damageTo"), value: form.pool, choices: [["wound", t("encounter.harmDialog.aWound")], ...poolChoices()], description: t("encounter.harmDialog.woundHelp") });
		} else if (data?.system === "pool" && form.mode === "damage") {
			// 003: a hit of at least half the maximum Health brings a Combat Complication, which the GM picks.
			const choices = [...note.pack.effects.values()].filter((e) => e.rule.roll === "complication").map((e): [string, string] => [e.rule.id, e.rule.label]);
			list.push({ kind: "choice", key: "complication", label: t("encounter.harmDialog.complication"), value: form.complication, choices: [["", t("encounter.harmDialog.noneYet")], ...choices], description: t("encounter.harmDialog.complicationHelp"), rare: true });
		} else if (data?.system === "cypher") {
			// The damage track: points off a Pool, less Armor for physical damage; an NPC: health, less its Armor.
			if ("pc" in data) list.push({ kind: "choice", key: "pool", label: t("encounter.harmDialog.pool"), value: form.pool === "wound" ? "might" : form.pool, choices: poolChoices() });
			list.push({ kind: "choice", key: "kind", label: t("encounter.harmDialog.kind"), value: form.kind, choices: DAMAGE_KINDS.map((k): [string, string] => [k, t("encounter.damageKind", { kind: k })]), description: t("encounter.harmDialog.armorHelp", { armor: "npc" in data ? data.npc.armor : ARMOR_VALUE[data.pc.armor] }) });
		}
		return list;
	},
	// A new combatant starts from its own first track.
	update: (_note, form, key) => (key === "id" ? { ...form, track: "", pool: "wound" } : form),
	preview(note, form) {
		const c = chosen(note, form);
		const submit = form.mode === "damage" ? t("encounter.harmDialog.applyDamage") : t("encounter.harmDialog.heal");
		if (!c) return { odds: [], refusal: t("encounter.harmDialog.chooseCombatant"), submit };
		const now = `${c.health}${c.status.length > 0 ? ` · ${c.status.join(" · ")}` : ""}`;
		const notes = note.system === "d20" && form.mode === "damage" && note.flatFooted.includes(c.ref.id) ? [t("encounter.harmDialog.flatFooted", { dc: 15 })] : [];
		return { odds: [now], notes, submit, ...(form.amount <= 0 ? { refusal: t("encounter.harmDialog.typePoints") } : {}) };
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
	title: (_note, form) => t("encounter.actionsDialog.title", { name: form.id }),
	fields: (note, form) => [
		{ kind: "number", key: "actions", label: t("encounter.actionsDialog.label"), value: form.actions, min: 1, max: 10, description: t("encounter.actionsDialog.help", { round: note.round }) },
	],
	preview: (note, form) => {
		const taken = note.combatants.find((c) => c.ref.id === form.id)?.round.actions.length ?? 0;
		const odds = [t("encounter.actionsDialog.penalty", { count: form.actions })];
		const submit = t("encounter.actionsDialog.declare");
		return form.actions < taken ? { odds, refusal: t("encounter.actionsDialog.taken", { name: form.id, count: taken }), submit } : { odds, submit };
	},
};

// ---------------------------------------------------------------------------------------------
// The end
// ---------------------------------------------------------------------------------------------

export const endDialog: DialogGame<EncounterNote, { xp: number }> = {
	title: (note) => t("encounter.endDialog.title", { encounter: note.file.basename }),
	fields: (note, form) => [
		{ kind: "number", key: "xp", label: t("encounter.endDialog.xp"), value: form.xp, min: 0, max: 100, description: note.system === "cypher" ? t("encounter.endDialog.xpCypher", { key: "xp" }) : t("encounter.endDialog.xpLogged") },
	],
	preview: (note) => ({ odds: [`${fought(note).text}.`], submit: t("commands.tracker.end") }),
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
	title: (_note, form) => t("encounter.waitDialog.title", { name: form.id }),
	fields: (_note, form) => [
		{
			kind: "text",
			key: "trigger",
			label: t("encounter.waitDialog.label"),
			value: form.trigger,
			placeholder: t("encounter.waitDialog.placeholder"),
			maxLength: MAX_TRIGGER,
			description: t("encounter.waitDialog.help"),
		},
	],
	preview: (_note, form) => ({
		odds: [form.trigger.trim() === "" ? t("encounter.waitDialog.afterOthers", { name: form.id }) : t("encounter.waitDialog.onTrigger", { name: form.id })],
		submit: t("encounter.waitDialog.submit"),
	}),
};
