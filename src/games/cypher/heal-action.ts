/**
 * Healing on the Cypher sheet outside the recovery roll. Under wounds (000): rallying — spend Might
 * to remove a minor or moderate wound, no roll — and treatment — an Intellect task using the
 * healing skill, made by the character or by an ally ("they make the roll"). Under the damage track
 * (001): "HEALING: Intellect task, difficulty # of points healed". Either way, 001's lasting damage
 * heals with the days that pass ("heal at 1 point per day of full rest / 3 days of regular
 * activity"). A button shows only while there is something it can heal; each dialog resolves to the engine's changes and one undoable entry.
 */
import type { LogEntry } from "../../engine/log";
import { ok, type Result } from "../../engine/result";
import { rollDie } from "../../engine/rng";
import { STATS, type CypherCharacter, type Stat } from "../../engine/systems/cypher/character";
import { healLastingDamage, isDead, SEVERITIES, type WoundSeverity } from "../../engine/systems/cypher/health";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { healPoints, rally, RALLY_COST, taskChance, TREATMENT_DIFFICULTY, treatmentTime, treatWound, type TaskRoll } from "../../engine/systems/cypher/recovery";
import { capital } from "../../engine/text";
import { formatNumber, t } from "../../lang";
import { SKILL_STEPS } from "../../engine/systems/cypher/task/steps";
import { ONE_D20 } from "../../engine/dice/physical";
import { choiceField, countChoices, numberField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type PreviewLine, type ResolveContext, type SheetAction } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle, usesWounds } from "./character";
import { statChoices } from "./choices";
import type { CypherPc } from "./task-game";
import { chanceText, standingHindrance, statName } from "./task-form";

type HealKind = "rally" | "treat" | "points" | "lasting";

export interface HealForm {
	kind: HealKind;
	severity: WoundSeverity;
	/** Who makes the treatment or healing roll: the character, or an ally (000: "they make the roll"). */
	healer: "self" | "ally";
	/** The healer's steps: healing skill and assets ease, wounds and the like hinder. */
	eased: number;
	hindered: number;
	/** Damage track: the Pool healed and the points (the task's difficulty). */
	stat: Stat;
	points: number;
	/** Lasting damage: the days that have passed, of full rest and of regular activity. */
	fullRest: number;
	regular: number;
}

/** The commands' names (bindable.ts reads them at load); the sheet and the dialogs say them in the user's language (labelOf). */
const LABEL: Record<HealKind, string> = { rally: "Rally", treat: "Treat a wound", points: "Heal points", lasting: "Heal lasting damage" };
function labelOf(kind: HealKind): string {
	switch (kind) {
		case "rally":
			return t("cypher.heal.rally");
		case "treat":
			return t("cypher.heal.treat");
		case "points":
			return t("cypher.heal.points");
		case "lasting":
			return t("cypher.heal.lasting");
	}
}
const idOf = (kind: HealKind): string => `heal:${kind}`;
/** Every healing action a sheet may offer (each only when the character can use it now), as commands bind them. */
export const HEAL_ACTIONS: readonly { id: string; label: string }[] = (Object.keys(LABEL) as HealKind[]).map((kind) => ({ id: idOf(kind), label: LABEL[kind] }));
/** More steps than this are a different difficulty, as in the task dialog. */
const MAX_STEPS = 5;
/** 001's healing task's difficulty is the points healed, and difficulty stops at 10. */
const MAX_HEAL_POINTS = 10;
/** A year of days at most in one go: far more than any Pool holds back. */
const MAX_DAYS = 365;
const RALLY_SEVERITIES: readonly WoundSeverity[] = ["minor", "moderate"];

const room = (c: CypherCharacter, stat: Stat): number => Math.max(0, c.pools[stat].max - c.pools[stat].current);
const lastingOf = (c: CypherCharacter, stat: Stat): number => c.pools[stat].lasting ?? 0;

/** The kinds of healing this character can use now, by the campaign's damage model. */
function kinds(pc: CypherPc): HealKind[] {
	const c = pc.note.sheet.character;
	if (isDead(c, pc.note.damageModel)) return [];
	const lasting: HealKind[] = STATS.some((s) => lastingOf(c, s) > 0) ? ["lasting"] : [];
	if (!usesWounds(pc.note)) return [...(STATS.some((s) => room(c, s) > 0) ? (["points"] as const) : []), ...lasting];
	// 000: rallying "only works with minor and moderate wounds"; treatment works on any.
	const canRally = RALLY_SEVERITIES.some((s) => c.wounds[s] > 0);
	const hurt = SEVERITIES.some((s) => c.wounds[s] > 0);
	return [...(["rally", "treat"] as const).filter((kind) => (kind === "rally" ? canRally : hurt)), ...lasting];
}

/** The healer's own steps when the character heals: their healing skill eases, their wounds hinder. */
function selfSteps(pc: CypherPc): Pick<HealForm, "eased" | "hindered"> {
	const c = pc.note.sheet.character;
	const level = c.skills["healing"];
	const skill = level === undefined ? 0 : SKILL_STEPS[level];
	const standing = standingHindrance(c, "intellect", pc.note.damageModel).steps;
	return { eased: Math.max(0, skill), hindered: Math.min(MAX_STEPS, standing + (skill < 0 ? -skill : 0)) };
}

function startForm(pc: CypherPc, kind: HealKind): HealForm {
	const c = pc.note.sheet.character;
	const severities = kind === "rally" ? RALLY_SEVERITIES : SEVERITIES;
	return {
		kind,
		severity: severities.find((s) => c.wounds[s] > 0) ?? "minor",
		healer: "self",
		...selfSteps(pc),
		stat: (kind === "lasting" ? STATS.find((s) => lastingOf(c, s) > 0) : STATS.find((s) => room(c, s) > 0)) ?? "might",
		points: 1,
		fullRest: 1,
		regular: 0,
	};
}

/** "0 steps", "1 step", …: how far the healer's task is eased or hindered. */
const stepChoices = (): [string, string][] => countChoices(MAX_STEPS, (steps) => t("cypher.heal.steps", { steps }));

function fields(pc: CypherPc, form: HealForm): Field[] {
	const c = pc.note.sheet.character;
	if (form.kind === "lasting") {
		return [
			choiceField("stat", t("cypher.taskForm.field.pool"), form.stat, statChoices((s) => t("cypher.heal.lastingChoice", { stat: statName(s), points: lastingOf(c, s) }))),
			numberField("fullRest", t("cypher.heal.fullRest"), form.fullRest, 0, MAX_DAYS, { description: t("cypher.heal.fullRestHint") }),
			numberField("regular", t("cypher.heal.regular"), form.regular, 0, MAX_DAYS, { description: t("cypher.heal.regularHint") }),
		];
	}
	if (form.kind === "rally") {
		return [
			choiceField("severity", t("cypher.taskForm.field.wound"), form.severity, RALLY_SEVERITIES.map((s) => [s, t("cypher.heal.rallyChoice", { severity: s, cost: RALLY_COST[s] ?? 0, taken: c.wounds[s] })]), {
				description: t("cypher.heal.rallyHint"),
			}),
		];
	}
	const list: Field[] =
		form.kind === "treat"
			? [choiceField("severity", t("cypher.taskForm.field.wound"), form.severity, SEVERITIES.map((s) => [s, t("cypher.heal.treatChoice", { severity: s, difficulty: TREATMENT_DIFFICULTY[s], time: treatmentTime(s), taken: c.wounds[s] })]))]
			: [
					choiceField("stat", t("cypher.taskForm.field.pool"), form.stat, statChoices((s) => `${statName(s)} (${formatNumber(c.pools[s].current)}/${formatNumber(c.pools[s].max)})`)),
					numberField("points", t("cypher.heal.pointsHealed"), form.points, 1, MAX_HEAL_POINTS, { description: t("cypher.heal.pointsHealedHint") }),
				];
	list.push(
		choiceField("healer", form.kind === "treat" ? t("cypher.heal.treatedBy") : t("cypher.heal.healedBy"), form.healer, [
			["self", t("cypher.heal.selfRolls", { name: c.name })],
			["ally", t("cypher.heal.allyRolls")],
		]),
		choiceField("eased", t("cypher.heal.easedBy"), String(form.eased), stepChoices(), { description: t("cypher.heal.easedByHint") }),
		choiceField("hindered", t("cypher.heal.hinderedBy"), String(form.hindered), stepChoices(), { description: t("cypher.heal.hinderedByHint") }),
	);
	return list;
}

function update(pc: CypherPc, form: HealForm, key: string): HealForm {
	// Choosing the healer starts their steps again: the character's own skill and wounds, or none for an ally.
	if (key === "healer") return { ...form, ...(form.healer === "self" ? selfSteps(pc) : { eased: 0, hindered: 0 }) };
	return form;
}

/** The task's difficulty before the healer's steps: treatment by severity (000), healing by points (001). */
const baseDifficulty = (form: HealForm): number => (form.kind === "treat" ? TREATMENT_DIFFICULTY[form.severity] : form.points);
const effective = (form: HealForm): number => Math.max(0, baseDifficulty(form) + form.hindered - form.eased);

/**
 * The engine's answer with the task's outcome given: used for the refusal before anything is rolled.
 * Lasting damage never comes here: it heals by days (healLasting), and preview and resolve take it first.
 */
function heal(c: CypherCharacter, form: HealForm, outcome: TaskRoll): ReturnType<typeof treatWound> | ReturnType<typeof healPoints> {
	if (form.kind === "rally") return rally(c, form.severity);
	return form.kind === "treat" ? treatWound(c, form.severity, outcome) : healPoints(c, form.stat, form.points, outcome);
}

/** 001's lasting damage healed by the days that passed: no roll, the engine's rates. */
function healLasting(c: CypherCharacter, form: HealForm): ReturnType<typeof healLastingDamage> {
	return healLastingDamage(c, form.stat, { fullRest: form.fullRest, regular: form.regular });
}

function preview(pc: CypherPc, form: HealForm): Preview {
	const c = pc.note.sheet.character;
	if (form.kind === "lasting") {
		const healed = healLasting(c, form);
		if (!healed.ok) return refusedPreview(healed.error, { submit: t("cypher.heal.submit.heal") });
		const { healed: points } = healed.value.value;
		const pool = c.pools[form.stat];
		return {
			odds: [{ text: t("cypher.heal.lastingPreview", { stat: statName(form.stat), points, before: pool.current, after: pool.current + points, max: pool.max + points }), part: "effect" }],
			notes: healed.value.explanation.map((step) => ({ text: step.text, part: "rule" })),
			submit: t("cypher.heal.submit.heal"),
		};
	}
	const space = room(c, form.stat);
	if (form.kind === "points" && form.points > space) {
		return refusedPreview(t("cypher.heal.noRoom", { stat: statName(form.stat), space, current: c.pools[form.stat].current, max: c.pools[form.stat].max }));
	}
	const checked = heal(c, form, { succeeded: true });
	if (!checked.ok) return refusedPreview(checked.error);
	if (form.kind === "rally") {
		// Rallying rolls nothing: what it does and costs, and why Edge does not lower it, are the engine's own steps.
		const [effect, ...rules] = checked.value.explanation.map((step) => step.text);
		return { odds: [{ text: effect ?? "", part: "effect" }], notes: rules.map((text) => ({ text, part: "rule" })), cost: t("cypher.heal.mightCost", { cost: RALLY_COST[form.severity] ?? 0 }), submit: t("cypher.heal.rally") };
	}
	const base = baseDifficulty(form);
	const level = effective(form);
	const what = form.kind === "treat" ? t("cypher.heal.treating", { severity: form.severity }) : t("cypher.heal.healing", { points: form.points, stat: statName(form.stat) });
	const chance = taskChance(base, form.hindered - form.eased);
	const difficulty = level === base ? formatNumber(base) : `${formatNumber(base)} → ${formatNumber(level)}`;
	const odds: PreviewLine[] = [
		{ text: level === 0 ? t("cypher.heal.taskRoutine", { what, difficulty }) : t("cypher.heal.taskTarget", { what, difficulty, target: 3 * level }), part: "difficulty" },
		{ text: t("cypher.heal.chance", { chance: chanceText({ odds: { success: chance.ok ? chance.value : 0 }, routine: level === 0, impossible: false }) }), part: "chance" },
	];
	if (form.kind === "treat") odds.push({ text: form.healer === "self" ? t("cypher.heal.timeSelf", { time: treatmentTime(form.severity), name: c.name }) : t("cypher.heal.timeAlly", { time: treatmentTime(form.severity), name: c.name }), part: "time" });
	const result: Preview = { odds };
	if (chance.ok && chance.value === 0) result.refusal = t("cypher.heal.unreachable", { level });
	else if (level > 0) result.dice = [ONE_D20];
	else result.submit = form.kind === "treat" ? t("cypher.heal.submit.treat") : t("cypher.heal.submit.heal");
	return result;
}

function resolve(pc: CypherPc, form: HealForm, context: ResolveContext): Result<LogEntry> {
	const c = pc.note.sheet.character;
	if (form.kind === "lasting") {
		const healed = healLasting(c, form);
		if (!healed.ok) return healed;
		const { value, explanation, changes } = healed.value;
		const inputs: LogEntry["inputs"] = [
			{ key: "pool", value: capital(form.stat) },
			{ key: "days of full rest", value: form.fullRest },
			{ key: "days of regular activity", value: form.regular },
		];
		const outcome = { text: t("cypher.heal.lastingHealed", { points: value.healed }), code: "recovery" };
		return ok(cypherEntry(context.meta, "recovery", t("cypher.heal.lastingTitle", { stat: statName(form.stat) }), explanation, { inputs, outcome, changes, actorName: c.name }));
	}
	// The d20 is rolled (or the typed face played back) only when the task is not routine.
	const face = form.kind !== "rally" && effective(form) > 0 ? rollDie(context.rng, 20) : undefined;
	const healed = heal(c, form, { roll: face, steps: form.hindered - form.eased });
	if (!healed.ok) return healed;
	const title =
		form.kind === "rally" ? t("cypher.heal.rallyTitle", { severity: form.severity }) : form.kind === "treat" ? t("cypher.heal.treatTitle", { severity: form.severity }) : t("cypher.heal.pointsTitle", { points: form.points, stat: statName(form.stat) });
	const succeeded = "removed" in healed.value.value ? healed.value.value.removed : healed.value.value.succeeded;
	const done = form.kind === "points" ? t("cypher.heal.pointsHealedOutcome", { points: form.points, stat: statName(form.stat) }) : t("cypher.heal.woundRemoved", { severity: form.severity });
	const outcome =
		form.kind === "rally"
			? { text: t("cypher.heal.rallied", { done, cost: RALLY_COST[form.severity] ?? 0 }), code: "recovery" }
			: succeeded
				? { text: face === undefined ? t("cypher.heal.routineOutcome", { done }) : t("cypher.heal.successOutcome", { face, done }), code: "success" }
				: { text: form.kind === "treat" ? t("cypher.heal.woundStays", { face: face ?? 0 }) : t("cypher.heal.noPointsHealed", { face: face ?? 0 }), code: "failure" };
	const inputs: LogEntry["inputs"] = form.kind === "rally" ? [{ key: "wound", value: form.severity }] : [
		form.kind === "treat" ? { key: "wound", value: form.severity } : { key: form.stat, value: form.points },
		{ key: "healer", value: form.healer === "self" ? c.name : "an ally" },
		{ key: "difficulty", value: effective(form) },
	];
	const { explanation, changes } = healed.value;
	if (form.kind !== "rally" && form.healer === "ally") {
		explanation.unshift({ text: form.kind === "treat" ? t("cypher.heal.allyTreats") : t("cypher.heal.allyHeals") });
	}
	const dice = face === undefined ? [] : [{ notation: "d20", dice: [{ value: face, kept: true }], total: face }];
	return ok(cypherEntry(context.meta, "recovery", title, explanation, { inputs, dice, outcome, changes, actorName: c.name }));
}

export const healAction: CypherAction<HealForm> = {
	sheet: (pc) => ({ actions: kinds(pc).map((kind): SheetAction => ({ id: idOf(kind), label: labelOf(kind) })) }),
	form(pc, actionId) {
		const kind = kinds(pc).find((k) => idOf(k) === actionId);
		return kind && startForm(pc, kind);
	},
	title: (pc, form) => dialogTitle(labelOf(form.kind), pc.note),
	fields,
	update,
	preview,
	resolve,
};
