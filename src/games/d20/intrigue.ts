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
import { capital } from "../../engine/text";
import type { StateChange } from "../../engine/state";
import { recordActions } from "../frame/round";
import { formChoice, type Choices } from "../frame/fields";
import type { Field } from "../frame/game";
import { roundName } from "../frame/round";
import {
	chanceText,
	circumstanceFields,
	conditionsOnRoll,
	findTarget,
	guessAbility,
	pickFields,
	planCheck,
	TAKES_CHOICES,
	targetChoices,
	type AdjustmentPick,
	type CheckForm,
	type CheckPlan,
	type D20Preview,
} from "./form";
import type { D20Combatant, D20Note } from "./model";

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

const choicesOf = <Id extends string>(table: Readonly<Record<Id, { label: string }>>): Choices => (Object.keys(table) as Id[]).map((id) => [id, table[id].label] as const);

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
	const skills: Choices = [["", "No skill (untrained)"], ...Object.entries(note.character.skills).map(([name, ranks]) => [name, `${capital(name)} (${ranks} ranks)`] as const)];
	const abilities: Choices = (["str", "dex", "con", "int", "wis", "cha"] as const).map((a) => [a, a.toUpperCase()] as const);
	const fields: Field[] = [
		formChoice(form, "target", "Target", targetChoices(note)),
		formChoice(form, "intent", "Intent", choicesOf(INTRIGUE_INTENTS), { description: "What you hope to gain" }),
		formChoice(form, "method", "Method", choicesOf(INTRIGUE_METHODS), { description: "How you go about it" }),
		formChoice(form, "position", "Their position", choicesOf(INTRIGUE_POSITIONS), { description: "Where the target stands on it" }),
		formChoice(form, "resist", "They resist with", choicesOf(INTRIGUE_RESISTS), { description: "Their skill against yours" }),
		formChoice(form, "skill", "Your skill", skills),
		formChoice(form, "ability", "Ability", abilities, { rare: true }),
	];
	if (note.round !== undefined) fields.push(formChoice(form, "takes", "Takes", TAKES_CHOICES, { description: `From ${roundName(note.round)}`, rare: true }));
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
	const conditions = conditionsOnRoll(target, "checks", {}, " (the target)");
	const combined = combineAdjustments(conditions.adjustments.map((a) => ({ ...a, applies: "check" })), "check", note.settings);
	if (!combined.ok) return combined;
	const modifier = side.modifier + combined.value.value;
	const parts = [`${side.ability.toUpperCase()} ${signed(side.modifier - side.ranks)}`, side.ranks === 0 ? `no ${side.skill} ranks` : `${side.skill} ${side.ranks} ranks`, ...(combined.value.value === 0 ? [] : [`conditions ${signed(combined.value.value)}`])];
	return ok({ modifier, words: `${target.name}'s ${INTRIGUE_RESISTS[resist].label} ${signed(modifier)} (${parts.join(", ")}).`, lines: conditions.lines });
}

export function planIntrigue(note: D20Note, form: IntrigueForm): Result<IntriguePlan> {
	const target = findTarget(note, form.target);
	if (!target.ok) return target;
	const opposing = opposingSide(note, target.value, form.resist);
	if (!opposing.ok) return opposing;
	const position = INTRIGUE_POSITIONS[form.position];
	// The target's position is one more bonus or penalty on the track, from its own source.
	const positionPick: AdjustmentPick[] = position.adjustment ? [{ pick: `${position.adjustment.level}-${position.adjustment.direction}`, source: "the target's position", on: "attack" }] : [];
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
		{ text: `${INTRIGUE_INTENTS[form.intent].label}, by ${INTRIGUE_METHODS[form.method].doing}; ${target.value.name}: ${position.label.toLowerCase()}${position.adjustment ? ` (the target's position: a ${capital(position.adjustment.level)} ${position.adjustment.direction})` : ""}.`, source: "intrigue" },
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
	const tie = p.check.opponent.player ? "a tie goes to the one who speaks" : "matching the GM's roll succeeds";
	return ok({
		odds: [`Chance ${p.target.name} ${INTRIGUE_INTENTS[form.intent].success}: ${chanceText(p.check.odds)}`],
		notes: [...p.check.round.notes, ...p.explanation.map((s) => s.text), `Both sides roll a d20; ${tie}.`],
		dice: [
			{ count: 1, sides: 20, label: "d20" },
			{ count: 1, sides: 20, label: `${p.target.name}'s d20` },
		],
		submit: "Roll",
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
	const margin = `${r.actor.total} against ${r.opponent.total}`;
	return ok(
		d20Entry(meta, "check", `Intrigue with ${p.target.name}: ${intent.label.toLowerCase()}`, {
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
			outcome: r.success ? { text: `Success (${margin}): ${p.target.name} ${intent.success}`, code: "success" } : { text: `Failure (${margin}): ${p.target.name} is not moved`, code: "failure" },
			explanation: [...p.explanation, ...r.explanation, ...p.check.round.notes.map((text) => ({ text, source: "actionTypes" as const }))],
			changes,
		}),
	);
}
