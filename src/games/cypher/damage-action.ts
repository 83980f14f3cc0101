/**
 * "Apply damage" on a Cypher character, drawn by the table's roll dialog: under seed 000's wounds a
 * wound of a severity, or points of damage to a Pool (000's special attacks, rolling into wounds
 * when the Pool empties); under seed 001's damage track points to a Pool, less Armor for physical
 * damage. The sheet's button, the palette's "Apply damage" and the encounter tracker all open it;
 * what it leaves is the engine's (damageEntry), shown before it is applied.
 */
import type { LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { Stat } from "../../engine/systems/cypher/character";
import { ARMOR_VALUE, HAZARDS, hazardDamage, hazardLabel, hazardNote, SEVERITIES, type DamageKind, type Hazard, type WoundSeverity } from "../../engine/systems/cypher/health";
import { damageEntry, type DamageInput, type EntryMeta } from "../../engine/systems/cypher/log-entries";
import { t } from "../../lang";
import { choiceField, numberField } from "../frame/fields";
import { refusedPreview, type Field, type Preview } from "../frame/game";
import type { CypherAction } from "./action";
import type { CypherPc } from "./task-game";
import { dialogTitle, usesWounds, type CharacterNote } from "./character";
import { statChoices } from "./choices";
import { damageKindChoices } from "./damage-kinds";
import { severityName, statName } from "./task-form";

export const DAMAGE_ACTION = "damage";
/** The NPC's button, dialog and submit (npc-game.ts); a character's sheet says it in the user's language (applyDamage). */
export const APPLY_DAMAGE = "Apply damage";
/** The button, the dialog and its submit on a character's sheet, in the user's language. */
const applyDamage = (): string => t("cypher.damage.title");
const MAX_DAMAGE = 999;

export interface DamageForm {
	/** Wounds only: a wound, or points of damage to a Pool. */
	mode: "wound" | "pool";
	wound: WoundSeverity;
	stat: Stat;
	amount: number;
	/** Damage track only: which damage Armor stops, and the Armor (the sheet's by default). */
	kind: DamageKind;
	armor: number;
	/** How what the Pools lose heals: as usual, or 001's lasting or permanent damage. */
	heals: "normally" | "lasting" | "permanent";
	/** 001's hazard table: the hazard whose damage this is ("" for damage typed in), and its rounds or feet. */
	hazard?: Hazard | "";
	exposure?: number;
}

const heals = (): [DamageForm["heals"], string][] => [
	["normally", t("cypher.damage.heals.normally")],
	["lasting", t("cypher.damage.heals.lasting")],
	["permanent", t("cypher.damage.heals.permanent")],
];

export function damageForm(note: CharacterNote): DamageForm {
	return { mode: usesWounds(note) ? "wound" : "pool", wound: "minor", stat: "might", amount: 0, kind: "physical", armor: ARMOR_VALUE[note.sheet.character.armor], heals: "normally", hazard: "", exposure: 1 };
}

/** What the engine is given for the form, by the campaign's damage model. */
export function damageInput(note: CharacterNote, form: DamageForm): DamageInput {
	const held = form.heals === "normally" ? {} : { heals: form.heals };
	if (!usesWounds(note)) return { model: "damage-track", amount: form.amount, stat: form.stat, kind: form.kind, armor: form.armor, ...held };
	return form.mode === "wound" ? { model: "wounds", wound: form.wound } : { model: "wounds", stat: form.stat, amount: form.amount, ...held };
}

const MAX_EXPOSURE = 1000;
const hazardChoices = (): [string, string][] => [["", t("cypher.damage.noHazard")], ...Object.entries(HAZARDS).map(([id, rule]): [string, string] => [id, hazardNote(id) === "" ? hazardLabel(id, rule.label) : t("engine.cypher.health.hazardChoice", { hazard: hazardLabel(id, rule.label), note: hazardNote(id) })])];
const hazardOf = (form: DamageForm): Hazard | undefined => (form.hazard !== undefined && form.hazard !== "" && Object.prototype.hasOwnProperty.call(HAZARDS, form.hazard) ? form.hazard : undefined);

/**
 * The form with a hazard's damage worked out by the engine (001's table: its points, by rounds or
 * per 10 feet fallen, and whether Armor helps), and the line that says how; the form as it is without one.
 */
function withHazard(form: DamageForm): Result<{ form: DamageForm; lines: string[]; hazard?: string }> {
	const hazard = hazardOf(form);
	if (hazard === undefined) return ok({ form, lines: [] });
	const done = hazardDamage(hazard, form.exposure ?? 1);
	if (!done.ok) return done;
	const { damage: points, ambient } = done.value.value;
	if (points === 0) return fail(t("cypher.damage.shortFall", { hazard: hazardLabel(hazard, HAZARDS[hazard].label) }));
	return ok({ form: { ...form, mode: "pool", amount: points, kind: ambient ? "ambient" : "physical" }, lines: done.value.explanation.map((step) => step.text), hazard: HAZARDS[hazard].label });
}

/** The damage's entry by the engine, once there are points to apply. */
function damage(pc: CypherPc, form: DamageForm, meta: EntryMeta): Result<LogEntry> {
	const hazard = withHazard(form);
	if (!hazard.ok) return hazard;
	const applied = hazard.value.form;
	if (applied.mode === "pool" && applied.amount <= 0) return fail(t("cypher.damage.noPoints"));
	const entry = damageEntry(meta, pc.note.sheet.character, damageInput(pc.note, applied));
	if (!entry.ok || hazard.value.hazard === undefined) return entry;
	return ok({ ...entry.value, inputs: [{ key: "hazard", value: hazard.value.hazard }, ...entry.value.inputs], explanation: [...hazard.value.lines, ...entry.value.explanation] });
}

/** The preview's stand-in for the entry's who and when: only the outcome is shown. */
const PREVIEW_META = { id: "preview", time: new Date(0).toISOString(), actor: "", target: "" };

export const damageAction: CypherAction<DamageForm> = {
	sheet: () => ({ actions: [{ id: DAMAGE_ACTION, label: applyDamage() }] }),
	form: (pc, actionId) => (actionId === DAMAGE_ACTION ? damageForm(pc.note) : undefined),
	title: (pc) => dialogTitle(applyDamage(), pc.note),
	fields(pc, form): Field[] {
		const track = !usesWounds(pc.note);
		const list: Field[] = [choiceField("hazard", t("cypher.damage.hazard"), form.hazard ?? "", hazardChoices(), { rare: hazardOf(form) === undefined, description: t("cypher.damage.hazardHint") })];
		const hazard = hazardOf(form);
		if (hazard !== undefined) {
			const falling = HAZARDS[hazard].per === "10-feet";
			if (HAZARDS[hazard].per !== "once") list.push(numberField("exposure", falling ? t("cypher.damage.feetFallen") : t("cypher.damage.roundsExposed"), form.exposure ?? 1, 0, MAX_EXPOSURE));
			list.push(choiceField("stat", t("cypher.taskForm.field.pool"), form.stat, statChoices(statName)));
			if (track && !HAZARDS[hazard].ambient) list.push(numberField("armor", t("cypher.taskForm.field.armor"), form.armor, 0, 10, { description: t("cypher.damage.armorHintBlow") }));
			return list;
		}
		if (!track) list.push(choiceField("mode", t("cypher.damage.mode"), form.mode, [["wound", t("cypher.damage.mode.wound")], ["pool", t("cypher.damage.mode.pool")]]));
		if (!track && form.mode === "wound") {
			list.push(choiceField("wound", t("cypher.taskForm.field.wound"), form.wound, SEVERITIES.map((s): [string, string] => [s, severityName(s)])));
			return list;
		}
		list.push(numberField("amount", t("cypher.damage.points"), form.amount, 0, MAX_DAMAGE), choiceField("stat", t("cypher.taskForm.field.pool"), form.stat, statChoices(statName)));
		if (track) {
			list.push(
				choiceField("kind", t("cypher.damage.kind"), form.kind, damageKindChoices()),
				numberField("armor", t("cypher.taskForm.field.armor"), form.armor, 0, 10, { description: t("cypher.damage.armorHint"), rare: true }),
			);
		}
		list.push(choiceField("heals", t("cypher.damage.heals"), form.heals, heals(), { rare: true, description: t("cypher.damage.healsHint") }));
		return list;
	},
	update(_pc, form, key) {
		// A hazard brings its own measure: 10 feet for a fall, a round for the rest.
		const hazard = hazardOf(form);
		if (key === "hazard") return { ...form, exposure: hazard !== undefined && HAZARDS[hazard].per === "10-feet" ? 10 : 1 };
		return form;
	},
	preview(pc, form): Preview {
		const done = damage(pc, form, PREVIEW_META);
		if (!done.ok) return refusedPreview(done.error, { submit: applyDamage() });
		return { odds: [{ text: done.value.outcome?.text ?? "", part: "damage" }], notes: done.value.explanation.map((text) => ({ text, part: "rule" })), submit: applyDamage() };
	},
	resolve: (pc, form, { meta }) => damage(pc, form, meta),
};
