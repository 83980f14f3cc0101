/**
 * The d20 game's Intrigue dialog (seed 004): the attempt framed by intent, method and the target's
 * position, rolled as the check dialog's opposed check against the target's Sense motive or
 * Knowledge. The check's own plan builds both sides (the speaker's modifier with its bonuses and
 * penalties on the track, the target's position among them; the tie rule between player and GM),
 * so an intrigue is exactly an opposed check with a frame around it, never a second resolution.
 */
import type { LogEntry } from "../../engine/log";
import { ok, type Result } from "../../engine/result";
import type { Rng } from "../../engine/rng";
import { combineAdjustments } from "../../engine/systems/d20/adjustments";
import type { Ability } from "../../engine/systems/d20/character";
import { rollOpposed, type Contestant } from "../../engine/systems/d20/check";
import type { CitedExplanation } from "../../engine/systems/d20/citations";
import {
	INTRIGUE_INTENTS,
	INTRIGUE_METHODS,
	INTRIGUE_POSITIONS,
	INTRIGUE_RESISTS,
	intrigueSkill,
	resistModifier,
	type IntrigueIntent,
	type IntrigueMethod,
	type IntriguePosition,
	type IntrigueResist,
} from "../../engine/systems/d20/intrigue";
import { d20Dice, d20Entry, input, rollText, signed, type D20EntryMeta } from "../../engine/systems/d20/log-entries";
import type { ActionType } from "../../engine/systems/d20/action-types";
import type { StateChange } from "../../engine/state";
import { recordActions } from "../frame/round";
import { formChoice, type Choices } from "../frame/fields";
import type { Field } from "../frame/game";
import {
	chanceText,
	circumstanceFields,
	conditionsOnRoll,
	findTarget,
	guessAbility,
	pickFields,
	planCheck,
	skillChoices,
	takesField,
	targetChoices,
	type AdjustmentPick,
	type CheckForm,
	type CheckPlan,
	type D20Preview,
} from "./form";
import type { D20Combatant, D20Note } from "./model";
import { t } from "../../lang";
import { abilityShort, adjustmentName, intentName, intentSuccess, methodName, positionName, resistName } from "./words";

export interface IntrigueForm {
	action: "intrigue";
	/** The target's link, or "" before one is chosen. */
	target: string;
	intent: IntrigueIntent;
	method: IntrigueMethod;
	position: IntriguePosition;
	/** The speaker's ability and skill ("" for none), as in the check dialog. */
	ability: Ability;
	skill: string;
	/** The target's opposing skill: the method's usual one until the GM picks the other. */
	resist: IntrigueResist;
	picks: AdjustmentPick[];
	circumstances: string[];
	takes: ActionType;
}

/** A table's ids, each with its name in the reader's language. */
const choicesOf = <Id extends string>(table: Readonly<Record<Id, unknown>>, name: (id: Id) => string): Choices => (Object.keys(table) as Id[]).map((id) => [id, name(id)] as const);

export function intrigueForm(note: D20Note): IntrigueForm {
	const method: IntrigueMethod = "convince";
	const skill = intrigueSkill(note.character, method);
	return {
		action: "intrigue",
		target: note.others[0]?.link ?? "",
		intent: "premise",
		method,
		position: "open",
		ability: skill === "" ? "cha" : guessAbility(skill),
		skill,
		resist: INTRIGUE_METHODS[method].resist,
		picks: [],
		circumstances: [],
		takes: "standard",
	};
}

export function intrigueFields(note: D20Note, form: IntrigueForm): Field[] {
	const skills: Choices = [["", t("d20.field.noSkill")], ...skillChoices(note)];
	const abilities: Choices = (["str", "dex", "con", "int", "wis", "cha"] as const).map((a) => [a, abilityShort(a)] as const);
	const fields: Field[] = [
		formChoice(form, "target", t("d20.field.target"), targetChoices(note)),
		formChoice(form, "intent", t("d20.intrigue.field.intent"), choicesOf(INTRIGUE_INTENTS, intentName), { description: t("d20.intrigue.field.intentDesc") }),
		formChoice(form, "method", t("d20.intrigue.field.method"), choicesOf(INTRIGUE_METHODS, methodName), { description: t("d20.intrigue.field.methodDesc") }),
		formChoice(form, "position", t("d20.intrigue.field.position"), choicesOf(INTRIGUE_POSITIONS, positionName), { description: t("d20.intrigue.field.positionDesc") }),
		formChoice(form, "resist", t("d20.intrigue.field.resist"), choicesOf(INTRIGUE_RESISTS, resistName), { description: t("d20.intrigue.field.resistDesc") }),
		formChoice(form, "skill", t("d20.intrigue.field.skill"), skills),
		formChoice(form, "ability", t("d20.field.ability"), abilities, { rare: true }),
	];
	if (note.round !== undefined) fields.push(takesField(form, note.round));
	return [...fields, ...circumstanceFields(form.circumstances, "check"), ...pickFields(form.picks, false)];
}

/** A method brings its usual opposing skill and the speaker's usual skill for it; a skill its usual ability. */
export function intrigueUpdate(note: D20Note, form: IntrigueForm, key: string): IntrigueForm {
	if (key === "method") {
		const skill = intrigueSkill(note.character, form.method);
		return { ...form, resist: INTRIGUE_METHODS[form.method].resist, skill, ability: skill === "" ? form.ability : guessAbility(skill) };
	}
	if (key === "skill" && form.skill !== "") return { ...form, ability: guessAbility(form.skill) };
	return form;
}

export interface IntriguePlan {
	target: D20Combatant;
	check: CheckPlan & { opponent: Contestant };
	/** Why the target's modifier is what it is. */
	opposing: string;
	explanation: CitedExplanation;
}

/** The target's opposing side: its skill and ability, and its own conditions on checks, on the track. */
function opposingSide(note: D20Note, target: D20Combatant, resist: IntrigueResist): Result<{ modifier: number; words: string; lines: string[] }> {
	const side = resistModifier(target.character, resist);
	const conditions = conditionsOnRoll(target, "checks", {}, true);
	const combined = combineAdjustments(conditions.adjustments.map((a) => ({ ...a, applies: "check" })), "check", note.settings);
	if (!combined.ok) return combined;
	const modifier = side.modifier + combined.value.value;
	const parts = [
		`${abilityShort(side.ability)} ${signed(side.modifier - side.ranks)}`,
		side.ranks === 0 ? t("d20.intrigue.noRanks", { skill: side.skill }) : t("d20.intrigue.ranks", { skill: side.skill, ranks: side.ranks }),
		...(combined.value.value === 0 ? [] : [t("d20.intrigue.conditions", { modifier: signed(combined.value.value) })]),
	];
	return ok({ modifier, words: t("d20.intrigue.opposing", { target: target.name, skill: resistName(resist), modifier: signed(modifier), parts: parts.join(", ") }), lines: conditions.lines });
}

export function planIntrigue(note: D20Note, form: IntrigueForm): Result<IntriguePlan> {
	const target = findTarget(note, form.target);
	if (!target.ok) return target;
	const opposing = opposingSide(note, target.value, form.resist);
	if (!opposing.ok) return opposing;
	const position = INTRIGUE_POSITIONS[form.position];
	// The target's position is one more bonus or penalty on the track, from its own source.
	const positionPick: AdjustmentPick[] = position.adjustment ? [{ pick: `${position.adjustment.level}-${position.adjustment.direction}`, source: t("d20.intrigue.positionSource"), on: "attack" }] : [];
	const check: CheckForm = {
		action: "check",
		ability: form.ability,
		skill: form.skill,
		mode: "opposed",
		dc: 0,
		opponentModifier: opposing.value.modifier,
		opponentIsPlayer: target.value.kind === "character",
		easy: false,
		extremeConditions: false,
		picks: [...positionPick, ...form.picks],
		circumstances: form.circumstances,
		takes: form.takes,
	};
	const planned = planCheck(note, check);
	if (!planned.ok) return planned;
	const opponent: Contestant = { ...(planned.value.opponent ?? { modifier: opposing.value.modifier, player: false }), label: target.value.name };
	const explanation: CitedExplanation = [
		{
			text: position.adjustment
				? t("d20.intrigue.frameAdjusted", { intent: intentName(form.intent), method: form.method, target: target.value.name, position: positionName(form.position).toLowerCase(), adjustment: adjustmentName(position.adjustment.level, position.adjustment.direction) })
				: t("d20.intrigue.frame", { intent: intentName(form.intent), method: form.method, target: target.value.name, position: positionName(form.position).toLowerCase() }),
			source: "intrigue",
		},
		{ text: opposing.value.words, source: "intrigueOpposed" },
		...opposing.value.lines.map((text) => ({ text })),
		...planned.value.explanation,
	];
	return ok({ target: target.value, check: { ...planned.value, opponent }, opposing: opposing.value.words, explanation });
}

export function intriguePreview(note: D20Note, form: IntrigueForm): Result<D20Preview> {
	const planned = planIntrigue(note, form);
	if (!planned.ok) return planned;
	const p = planned.value;
	return ok({
		odds: [t("d20.intrigue.chance", { success: intentSuccess(form.intent, p.target.name), chance: chanceText(p.check.odds) })],
		notes: [...p.check.round.notes, ...p.explanation.map((s) => s.text), p.check.opponent.player ? t("d20.intrigue.tieSpeaker") : t("d20.intrigue.tieGm")],
		dice: [
			{ count: 1, sides: 20, label: "d20" },
			{ count: 1, sides: 20, label: t("d20.dice.targets", { target: p.target.name }) },
		],
		submit: t("frame.dialog.roll"),
	});
}

export function resolveIntrigue(note: D20Note, form: IntrigueForm, rng: Rng, meta: D20EntryMeta): Result<LogEntry> {
	const planned = planIntrigue(note, form);
	if (!planned.ok) return planned;
	const p = planned.value;
	const rolled = rollOpposed(p.check.actor, p.check.opponent, rng);
	if (!rolled.ok) return rolled;
	const r = rolled.value;
	const changes: StateChange[] = [];
	if (note.round !== undefined && p.check.round.actions.length > 0) {
		const recorded = recordActions(note.round, p.check.round.actions);
		if (!recorded.ok) return recorded;
		changes.push(recorded.value);
	}
	const intent = INTRIGUE_INTENTS[form.intent];
	return ok(
		d20Entry(meta, "check", t("d20.log.intrigueTitle", { target: p.target.name, intent: intentName(form.intent).toLowerCase() }), {
			inputs: [
				input("target", p.target.link),
				input("intent", intent.label),
				input("method", INTRIGUE_METHODS[form.method].label),
				input("their position", INTRIGUE_POSITIONS[form.position].label),
				input("skill", form.skill === "" ? "none" : `${form.skill} (${note.character.skills[form.skill] ?? 0} ranks)`),
				input("ability", form.ability.toUpperCase()),
				input("modifier", signed(p.check.actor.modifier)),
				input("resisted with", `${INTRIGUE_RESISTS[form.resist].label} ${signed(p.check.opponent.modifier)}`),
				input("opponent", rollText(r.opponent, p.check.opponent.modifier)),
			],
			dice: [...d20Dice(r.actor, p.check.actor.modifier), ...d20Dice(r.opponent, p.check.opponent.modifier)],
			outcome: r.success
				? { text: t("d20.log.intrigueSuccess", { total: r.actor.total, against: r.opponent.total, success: intentSuccess(form.intent, p.target.name) }), code: "success" }
				: { text: t("d20.log.intrigueFailure", { total: r.actor.total, against: r.opponent.total, target: p.target.name }), code: "failure" },
			explanation: [...p.explanation, ...r.explanation, ...p.check.round.notes.map((text) => ({ text, source: "actionTypes" as const }))],
			changes,
		}),
	);
}
