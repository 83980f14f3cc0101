/**
 * The Cypher sheet's "Poison or disease": the Might defense against a poison (000: "you make a Might
 * defense roll to resist it"; 001: "POISON: Might defense, then special effect") and, when it fails,
 * the poison's own outcome applied to the character in the same log entry, so one Undo takes back
 * the roll, the Effort and the outcome together. The outcomes are the seeds' examples: a wound (000)
 * or a step down the damage track (001), damage to a Pool, damage repeated over rounds or hours, or
 * a condition of the rule pack that lasts (Poisoned for "hindered for a while", Paralyzed,
 * Unconscious…), for a duration the encounter's clock can count.
 *
 * The roll is the task engine's (odds, Effort, the character's conditions) and each outcome is the
 * health rules' or the conditions' own plan: nothing here decides a rule a second time.
 */
import type { Duration } from "../../engine/conditions";
import type { ExplainStep } from "../../engine/explain";
import type { LogEntry, LogInput } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { StateChange } from "../../engine/state";
import { STATS, withChanges, type CypherCharacter, type Stat } from "../../engine/systems/cypher/character";
import { citedStep } from "../../engine/systems/cypher/cited-step";
import { applyPoolDamage, applyTrackDamage, isDead, moveOnTrack, poisonOrDisease, SEVERITIES, takeWound, type WoundSeverity } from "../../engine/systems/cypher/health";
import { aimChanges, costText, pagesOf, taskEntry, taskOutcomeText } from "../../engine/systems/cypher/log-entries";
import { MAX_ASSET_STEPS, planTask, resolveTask, type TaskRequest } from "../../engine/systems/cypher/task";
import { capital } from "../../engine/text";
import { t } from "../../lang";
import { ONE_D20 } from "../../engine/dice/physical";
import { applyPlan, durationLabel, durationsFor, type Bearer } from "../conditions/apply";
import { CONDITIONS_KEY, ruleNotes } from "../conditions/held";
import { choiceField, numberField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type PreviewLine, type ResolveContext } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle, usesWounds } from "./character";
import { skillChoices, statChoices } from "./choices";
import { chanceText, conditionLines, difficultyText, mightTaskAgainst, severityName, statName } from "./task-form";
import type { CypherPc } from "./task-game";

export const POISON_ACTION = "poison";
/** The sheet's button for a Diseased character: the same dialog, set for the day's roll against the disease. */
export const DISEASE_DAY_ACTION = "disease-day";
/** The rule pack's condition that keeps a disease on the character. */
export const DISEASED = "diseased";
/** The command's name (bindable.ts reads it at load); the sheet and the dialog say it in the user's language. */
export const POISON_LABEL = "Poison or disease";

/** What a failed defense does: the seeds' examples of a poison's effect. */
export type PoisonEffect = "wound" | "track" | "pool" | "over-time" | "condition";

export interface PoisonForm {
	/** A poison strikes once; a disease stays (Diseased) and asks for a Might defense each day. */
	kind: "poison" | "disease";
	/** The poison's level: the defense's difficulty. */
	level: number;
	skill: string;
	assets: number;
	effort: number;
	effect: PoisonEffect;
	/** 000: the wound a failure deals. */
	wound: WoundSeverity;
	/** 001: steps down the damage track. */
	steps: number;
	/** The Pool that takes the damage, and the points (each round or hour, for damage over time). */
	stat: Stat;
	damage: number;
	every: "round" | "hour";
	/** Rounds or hours the damage has run, all applied at once. */
	times: number;
	/** The rule pack's condition it leaves, and for how long. */
	condition: string;
	duration: Duration;
}

const MAX_LEVEL = 10;
const MAX_DAMAGE = 30;
const MAX_TIMES = 24;
const MAX_TRACK_STEPS = 3;
/** The condition offered first: "hindered for a while" (000). */
const FIRST_CONDITION = "poisoned";

/** The effects a campaign's damage model offers: a wound under 000's wounds, a step down under 001's track. */
function effectChoices(pc: CypherPc): [PoisonEffect, string][] {
	return [
		usesWounds(pc.note) ? ["wound", t("cypher.poison.effect.wound")] : ["track", t("cypher.poison.effect.track")],
		["pool", t("cypher.poison.effect.pool")],
		["over-time", t("cypher.poison.effect.overTime")],
		["condition", t("cypher.poison.effect.condition")],
	];
}

const defenseSkill = (pc: CypherPc): string => (pc.note.sheet.character.skills["might defense"] !== undefined ? "might defense" : "");

export function poisonForm(pc: CypherPc, kind: PoisonForm["kind"] = "poison"): PoisonForm {
	const durations = durationsFor(pc.note.fight?.clock);
	return {
		kind,
		level: 3,
		skill: defenseSkill(pc),
		assets: 0,
		effort: 0,
		effect: "condition",
		wound: "minor",
		steps: 1,
		// 000's example: "a numbing poison that inflicts Speed damage".
		stat: "speed",
		damage: 2,
		every: "round",
		times: 1,
		condition: pc.note.pack?.conditions.has(FIRST_CONDITION) === true ? FIRST_CONDITION : ([...(pc.note.pack?.conditions.keys() ?? [])][0] ?? ""),
		duration: durations.includes("encounter") ? "encounter" : "until-removed",
	};
}

/** The pack's conditions, by label. */
function conditionChoices(pc: CypherPc): [string, string][] {
	return [...(pc.note.pack?.conditions.values() ?? [])].map((e): [string, string] => [e.rule.id, e.rule.label]).sort((a, b) => a[1].localeCompare(b[1]));
}

function fields(pc: CypherPc, form: PoisonForm): Field[] {
	const c = pc.note.sheet.character;
	const list: Field[] = [
		choiceField("kind", t("cypher.poison.against"), form.kind, [["poison", t("cypher.poison.aPoison")], ["disease", isDiseased(pc) ? t("cypher.poison.dayRollChoice") : t("cypher.poison.aDisease")]], {
			description: t("cypher.poison.againstHint"),
		}),
		numberField("level", t("cypher.poison.level"), form.level, 0, MAX_LEVEL, { description: t("cypher.poison.levelHint") }),
		choiceField("skill", t("cypher.taskForm.field.skill"), form.skill, skillChoices(c, t("cypher.taskForm.field.noSkill"))),
		numberField("assets", t("cypher.taskForm.field.assets"), form.assets, 0, MAX_ASSET_STEPS, { description: t("cypher.poison.assetsHint"), rare: true }),
		numberField("effort", t("cypher.taskForm.field.effort"), form.effort, 0, c.effort),
		choiceField("effect", t("cypher.poison.ifFails"), form.effect, effectChoices(pc)),
	];
	if (form.effect === "wound") list.push(choiceField("wound", t("cypher.taskForm.field.wound"), form.wound, SEVERITIES.map((s): [string, string] => [s, severityName(s)])));
	if (form.effect === "track") list.push(numberField("steps", t("cypher.poison.stepsDown"), form.steps, 1, MAX_TRACK_STEPS));
	if (form.effect === "pool" || form.effect === "over-time") {
		list.push(choiceField("stat", t("cypher.taskForm.field.pool"), form.stat, statChoices(statName)), numberField("damage", form.effect === "pool" ? t("cypher.poison.damage") : t("cypher.poison.damageEachTime"), form.damage, 1, MAX_DAMAGE));
	}
	if (form.effect === "over-time") {
		list.push(
			choiceField("every", t("cypher.poison.every"), form.every, [["round", t("cypher.poison.round")], ["hour", t("cypher.poison.hour")]]),
			numberField("times", form.every === "round" ? t("cypher.poison.roundsItRuns") : t("cypher.poison.hoursItRuns"), form.times, 1, MAX_TIMES, { description: t("cypher.poison.timesHint") }),
		);
	}
	if (form.effect === "condition") {
		const durations = durationsFor(pc.note.fight?.clock);
		list.push(
			choiceField("condition", t("cypher.poison.condition"), form.condition, conditionChoices(pc)),
			choiceField("duration", t("cypher.poison.lasts"), durations.includes(form.duration) ? form.duration : "until-removed", durations.map((d): [string, string] => [d, capital(durationLabel(d))]), {
				description: pc.note.fight ? t("cypher.poison.lastsHintTracker") : t("cypher.poison.lastsHintNoEncounter"),
			}),
		);
	}
	return list;
}

function request(pc: CypherPc, form: PoisonForm): { request: TaskRequest; before: ExplainStep[] } {
	const { request: task, standing } = mightTaskAgainst(pc.note, form, true);
	return { request: task, before: [...poisonOrDisease(form.kind), ...standing] };
}

/** What the outcome did, in the entry's and the preview's words, with the changes and the rule notes it names. */
interface Outcome {
	text: string;
	changes: StateChange[];
	explanation: ExplainStep[];
	links: string[];
}

/** The bearer of a condition the poison leaves: the character's own note, counted by its name in the fight. */
function bearer(pc: CypherPc, target: string): Bearer {
	return { name: pc.note.fight?.name ?? pc.note.sheet.character.name, values: pc.note.values, listKey: CONDITIONS_KEY, target, held: pc.note.conditions };
}

const isDiseased = (pc: CypherPc): boolean => pc.note.conditions.some((h) => h.id === DISEASED);

/**
 * A failed defense against a disease the character does not carry yet also puts Diseased on it, so the
 * sheet asks for the daily roll. Its change of the conditions list is merged with the effect's own, so
 * the entry writes the list once, from what the note held to what it holds after both.
 */
function withDisease(pc: CypherPc, form: PoisonForm, outcome: Outcome, target: string): Result<Outcome> {
	if (form.kind !== "disease" || isDiseased(pc)) return ok(outcome);
	const pack = pc.note.pack;
	if (!pack?.conditions.has(DISEASED)) return fail(t("cypher.poison.noDiseased"));
	const own = bearer(pc, target);
	const listChange = outcome.changes.find((ch) => ch.key === CONDITIONS_KEY && ch.target === target);
	const values = listChange === undefined ? own.values : { ...own.values, [CONDITIONS_KEY]: listChange.after };
	const plan = applyPlan(pack, { ...own, values }, DISEASED, "until-removed", undefined);
	if (!plan.ok) return plan;
	const changes: StateChange[] = [];
	for (const change of [...outcome.changes, ...plan.value.changes]) {
		const earlier = changes.findIndex((ch) => ch.key === change.key && ch.target === change.target);
		if (earlier >= 0) changes[earlier] = { ...change, before: changes[earlier]?.before ?? null };
		else changes.push(change);
	}
	return ok({
		text: t("cypher.poison.nowDiseased", { outcome: outcome.text }),
		changes,
		explanation: [...outcome.explanation, citedStep(t("cypher.poison.carriesDisease", { name: pc.note.sheet.character.name }), "disease")],
		links: [...outcome.links, ...plan.value.links],
	});
}

/** "Might 7 → 3", "minor wounds 0 → 1", "damage-track hale → impaired". */
function changesText(changes: readonly StateChange[]): string {
	const parts = changes.map((ch) => `${changedName(ch.key)} ${String(ch.before)} → ${String(ch.after)}`);
	return parts.length === 0 ? t("cypher.poison.noHarm") : parts.join(", ");
}

/** What a change's key names, in the player's words: "Might", "minor wounds", "damage track". */
function changedName(key: string): string {
	if ((STATS as readonly string[]).includes(key)) return statName(key as Stat);
	const wound = /^wounds-(minor|moderate|major)$/.exec(key);
	if (wound?.[1] !== undefined) return t("cypher.poison.woundsOf", { severity: wound[1] });
	return key === "damage-track" ? t("cypher.poison.damageTrack") : key.replace("-", " ");
}

/** The poison's effect on `c` (the character after the defense's Effort), by the health rules or the conditions' plan. */
function outcomeOf(pc: CypherPc, form: PoisonForm, c: CypherCharacter, target: string): Result<Outcome> {
	const wounds = usesWounds(pc.note);
	if (form.effect === "condition") {
		const pack = pc.note.pack;
		if (!pack) return fail(t("cypher.poison.noPack"));
		const clock = pc.note.fight?.clock;
		const duration = durationsFor(clock).includes(form.duration) ? form.duration : "until-removed";
		const plan = applyPlan(pack, bearer(pc, target), form.condition, duration, clock);
		// A condition already borne for as long is no refusal: the poison simply adds nothing.
		const held = pc.note.conditions.find((h) => h.id === form.condition);
		if (!plan.ok && held !== undefined) return ok({ text: t("cypher.poison.already", { condition: held.label }), changes: [], explanation: [citedStep(plan.error)], links: [] });
		if (!plan.ok) return plan;
		return ok({ text: plan.value.outcome, changes: plan.value.changes, explanation: plan.value.explanation.map((text) => citedStep(text)), links: plan.value.links });
	}
	if (form.effect === "wound" || form.effect === "track") {
		if (form.effect === "wound" && !wounds) return fail(t("cypher.poison.playsTrack"));
		if (form.effect === "track" && wounds) return fail(t("cypher.poison.playsWounds"));
		const hit = form.effect === "wound" ? takeWound(c, form.wound) : moveOnTrack(c, form.steps, t("cypher.poison.movesDown"));
		if (!hit.ok) return hit;
		return ok({ text: changesText(hit.value.changes), changes: hit.value.changes, explanation: hit.value.explanation, links: [] });
	}
	const times = form.effect === "over-time" ? form.times : 1;
	const points = form.damage * times;
	const lead =
		form.effect === "over-time"
			? [citedStep(form.every === "round" ? t("cypher.poison.overTimeRounds", { damage: form.damage, stat: statName(form.stat), times, points }) : t("cypher.poison.overTimeHours", { damage: form.damage, stat: statName(form.stat), times, points }))]
			: [];
	// A poison is not stopped by Armor (000: "poison on a blade can bypass Armor").
	const hit = wounds ? applyPoolDamage(c, form.stat, points) : applyTrackDamage(c, points, { stat: form.stat, kind: "bypass" });
	if (!hit.ok) return hit;
	return ok({ text: changesText(hit.value.changes), changes: hit.value.changes, explanation: [...lead, ...hit.value.explanation], links: [] });
}

function deadRefusal(pc: CypherPc): string | undefined {
	const c = pc.note.sheet.character;
	return isDead(c, pc.note.damageModel) ? t("cypher.poison.dead", { name: c.name }) : undefined;
}

function preview(pc: CypherPc, form: PoisonForm): Preview {
	const refusal = deadRefusal(pc);
	if (refusal !== undefined) return refusedPreview(refusal);
	const c = pc.note.sheet.character;
	const built = request(pc, form);
	const notes: PreviewLine[] = [...built.before.map((step) => ({ text: step.text, part: "rule" })), ...conditionLines(pc.note, { stat: "might", defense: true }).map((text) => ({ text, part: "condition" }))];
	const planned = planTask(c, built.request, { damageModel: pc.note.damageModel });
	if (!planned.ok) return refusedPreview(planned.error, { notes });
	const plan = planned.value;
	const effect = outcomeOf(pc, form, withChanges(c, [plan.spend]), "");
	const lost = effect.ok ? withDisease(pc, form, effect.value, "") : effect;
	if (!lost.ok) return refusedPreview(lost.error, { notes });
	const odds: PreviewLine[] = [
		{ text: t("cypher.poison.chance", { chance: chanceText(plan) }), part: "chance" },
		{ text: difficultyText(form.level, plan), part: "difficulty" },
	];
	if (!plan.routine) {
		odds.push({ text: t("cypher.poison.ifFailsPreview", { outcome: lost.value.text }), part: "failure" });
		notes.push(...lost.value.explanation.map((step) => ({ text: step.text, part: "outcome" })));
	}
	const result: Preview = { notes, odds, cost: costText({ cost: { ...plan.cost, stat: "might", refunded: false }, effort: plan.effort }) };
	if (!plan.routine && !plan.impossible) result.dice = [ONE_D20];
	return result;
}

/** What the entry lists about the poison beyond the roll's own inputs. */
function effectInput(pc: CypherPc, form: PoisonForm): LogInput {
	const label = effectChoices(pc).find(([id]) => id === form.effect)?.[1] ?? form.effect;
	const detail =
		form.effect === "wound"
			? t("cypher.poison.detail.wound", { severity: form.wound })
			: form.effect === "track"
				? t("cypher.poison.detail.steps", { steps: form.steps })
				: form.effect === "pool"
					? t("cypher.poison.detail.pool", { damage: form.damage, stat: statName(form.stat) })
					: form.effect === "over-time"
						? form.every === "round"
							? t("cypher.poison.detail.rounds", { damage: form.damage, stat: statName(form.stat), times: form.times })
							: t("cypher.poison.detail.hours", { damage: form.damage, stat: statName(form.stat), times: form.times })
						: (pc.note.pack?.conditions.get(form.condition)?.rule.label ?? form.condition);
	return { key: "if it fails", value: `${label}: ${detail}` };
}

function resolve(pc: CypherPc, form: PoisonForm, context: ResolveContext): Result<LogEntry> {
	const refusal = deadRefusal(pc);
	if (refusal !== undefined) return fail(refusal);
	const c = pc.note.sheet.character;
	const target = context.meta.target;
	const built = request(pc, form);
	const rolled = resolveTask(c, built.request, context.rng, { damageModel: pc.note.damageModel, target });
	if (!rolled.ok) return rolled;
	const result = rolled.value;
	const resisted = result.outcome === "success" || result.outcome === "routine";
	const rolledEntry = taskEntry(context.meta, c, built.request, result, { before: built.before, label: form.kind === "poison" ? t("cypher.poison.poison") : t("cypher.poison.disease") });
	const base: LogEntry = {
		...rolledEntry,
		kind: "defense",
		inputs: [effectInput(pc, form), ...rolledEntry.inputs],
		links: [...new Set([...rolledEntry.links, ...ruleNotes(pc.note.conditions.filter((h) => h.spec))])],
	};
	const words = taskOutcomeText(result);
	if (resisted) return ok({ ...base, outcome: { text: form.kind === "poison" ? t("cypher.poison.resisted", { outcome: words }) : t("cypher.poison.diseaseResisted", { outcome: words }), code: rolledEntry.outcome?.code ?? "success" } });
	const effect = outcomeOf(pc, form, withChanges(c, result.changes), target);
	const outcome = effect.ok ? withDisease(pc, form, effect.value, target) : effect;
	if (!outcome.ok) return outcome;
	return ok({
		...base,
		explanation: [...base.explanation, ...outcome.value.explanation.map((step) => step.text)],
		changes: [...base.changes, ...aimChanges(outcome.value.changes, c.name, target)],
		links: [...new Set([...base.links, ...pagesOf(outcome.value.explanation), ...outcome.value.links])],
		outcome: { text: t("cypher.poison.failed", { outcome: words, effect: outcome.value.text }), code: rolledEntry.outcome?.code ?? "failure" },
	});
}

export const poisonAction: CypherAction<PoisonForm> = {
	sheet: (pc) => ({
		actions: [
			{ id: POISON_ACTION, label: t("cypher.poison.title"), description: t("cypher.poison.titleHint") },
			...(isDiseased(pc) ? [{ id: DISEASE_DAY_ACTION, label: t("cypher.poison.dayRoll"), description: t("cypher.poison.dayRollHint") }] : []),
		],
	}),
	form: (pc, actionId) => (actionId === POISON_ACTION ? poisonForm(pc) : actionId === DISEASE_DAY_ACTION ? poisonForm(pc, "disease") : undefined),
	title: (pc) => dialogTitle(t("cypher.poison.title"), pc.note),
	fields,
	preview,
	resolve,
};
