/**
 * The Cypher sheet's "Hours in armor": 001's cost of wearing armor one is not practiced in ("WEARING
 * ARMOR (being practiced in armor negates these costs)": light 1, medium 2, heavy 3 Might an hour; the
 * Speed Pool reduced by 2, 3 or 5). The engine's armorWearingCost gives the figures; the dialog takes
 * the Might for the hours worn, as one log entry Undo takes back, and the sheet's armor line says both
 * costs. Offered on the damage track (the table is the cheat sheet's) when the note lists the armor
 * the character is practiced in (`practiced-armor`) and the armor worn is not among them.
 */
import type { LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { CypherCharacter } from "../../engine/systems/cypher/character";
import { armorWearingCost } from "../../engine/systems/cypher/health";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { spendFromPool } from "../../engine/systems/cypher/task/costs";
import { t } from "../../lang";
import { numberField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type ResolveContext } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle, usesWounds, type CharacterNote } from "./character";
import type { CypherPc } from "./task-game";

export const ARMOR_HOURS_ACTION = "armor-hours";
const label = (): string => t("cypher.armor.title");
const submit = (): string => t("cypher.armor.submit");
const MAX_HOURS = 24;

export interface ArmorHoursForm {
	hours: number;
}

/** The costs of the armor worn, when the character pays them: on the damage track, armor it is not practiced in. */
export function armorCosts(note: Pick<CharacterNote, "damageModel" | "sheet">): { mightPerHour: number; speedPoolReduction: number } | undefined {
	const c: CypherCharacter = note.sheet.character;
	if (usesWounds(note) || c.armor === "none" || c.practicedArmor === undefined) return undefined;
	const cost = armorWearingCost(c.armor, c.practicedArmor.includes(c.armor)).value;
	return cost.mightPerHour > 0 ? cost : undefined;
}

/**
 * 001's Speed Pool reduction, taken off the Speed Pool's maximum while the armor is worn: the sheet's
 * meter, the task dialog and every rule that stops at the maximum (recovery, healing, damage) read
 * the lowered figure. Only the note as read is changed (`speed-max` stays what the user wrote), so
 * taking the armor off gives the maximum back. Returns what to show on the sheet when the note's Speed
 * is above the lowered maximum (the note is the user's to correct; nothing is written for them).
 */
export function applyArmorToSpeed(note: Pick<CharacterNote, "damageModel" | "sheet">): string | undefined {
	const cost = armorCosts(note);
	if (cost === undefined) return undefined;
	const c = note.sheet.character;
	const pool = c.pools.speed;
	const held = Math.min(pool.max, cost.speedPoolReduction);
	pool.max -= held;
	pool.armor = held;
	if (pool.current <= pool.max) return undefined;
	return t("cypher.armor.speedTooHigh", { current: pool.current, name: c.name, max: pool.max, armor: c.armor });
}

/** "not practiced: 1 Might an hour, Speed Pool −2", for the sheet's armor line. */
export function armorCostText(note: Pick<CharacterNote, "damageModel" | "sheet">): string | undefined {
	const cost = armorCosts(note);
	return cost === undefined ? undefined : t("cypher.armor.costLine", { might: cost.mightPerHour, speed: cost.speedPoolReduction });
}

function plan(pc: CypherPc, form: ArmorHoursForm, target: string): Result<{ points: number; text: string; explanation: string[]; change: LogEntry["changes"][number] }> {
	const c = pc.note.sheet.character;
	const cost = armorCosts(pc.note);
	if (cost === undefined) return fail(t("cypher.armor.free", { name: c.name }));
	const points = cost.mightPerHour * form.hours;
	const spent = spendFromPool(c, "might", points, target);
	if (!spent.ok) return fail(t("cypher.armor.cannotPay", { reason: spent.error }));
	const step = armorWearingCost(c.armor, false).explanation.map((s) => s.text);
	return ok({
		points,
		text: t("cypher.armor.outcome", { hours: form.hours, armor: c.armor, points, before: spent.value.before, after: spent.value.after }),
		explanation: [...step, t("cypher.armor.wear", { hours: form.hours, perHour: cost.mightPerHour, points })],
		change: spent.value.change,
	});
}

export const armorHoursAction: CypherAction<ArmorHoursForm> = {
	sheet: (pc) => (armorCosts(pc.note) === undefined ? {} : { actions: [{ id: ARMOR_HOURS_ACTION, label: label(), description: t("cypher.armor.titleHint") }] }),
	form: (_pc, actionId) => (actionId === ARMOR_HOURS_ACTION ? { hours: 1 } : undefined),
	title: (pc) => dialogTitle(label(), pc.note),
	fields: (): Field[] => [numberField("hours", t("cypher.armor.hoursWorn"), 1, 1, MAX_HOURS)],
	preview(pc, form): Preview {
		const done = plan(pc, form, "");
		if (!done.ok) return refusedPreview(done.error, { submit: submit() });
		const speed = armorCosts(pc.note)?.speedPoolReduction ?? 0;
		return {
			odds: [{ text: done.value.text, part: "armor" }],
			notes: [...done.value.explanation.map((text) => ({ text, part: "rule" })), { text: t("cypher.armor.speedNote", { speed }), part: "speed" }],
			submit: submit(),
		};
	},
	resolve(pc, form, context: ResolveContext): Result<LogEntry> {
		const done = plan(pc, form, context.meta.target);
		if (!done.ok) return done;
		return ok(cypherEntry(context.meta, "cost", label(), done.value.explanation.map((text) => ({ text })), { outcome: { text: done.value.text, code: "armor" }, changes: [done.value.change] }));
	},
};
