/**
 * The pool game's dialogs as data: the starting form of each sheet action, its fields, how a field
 * change updates it, and the live preview (the exact chances the engine computes, the cost, a
 * refusal). The pool is built here once, by the engine's own poolSize, so the odds shown and the
 * dice rolled always come from the same pool.
 */
import { atZero, type Vitals } from "../../engine/systems/pool/character";
import { applyDamage, attackPool, defensePool, effectiveMultiplier, type DefenderTraits, type Multiplier, type Stance } from "../../engine/systems/pool/combat";
import { canAttackAt, damageModifiers, rangedPerk } from "../../engine/systems/pool/perks";
import { DIFFICULTIES, MAX_DIFFICULTY, MAX_DN, type DifficultyName } from "../../engine/systems/pool/difficulty";
import { DRAMA_DIE_COST, MIRACLE_COST, MIRACLE_DICE, RECOVERING_AMOUNT } from "../../engine/systems/pool/endurance";
import { extendedChance } from "../../engine/systems/pool/extended";
import type { LoggedCheck } from "../../engine/systems/pool/log-entries";
import { catastropheChance, chanceToBeat } from "../../engine/systems/pool/odds";
import { poolSize, type PoolSize, type PoolSizeInput } from "../../engine/systems/pool/pool-size";
import { diceToRoll, MAX_POOL } from "../../engine/systems/pool/settings";
import { teamUp } from "../../engine/systems/pool/teamwork";
import { fail, ok, type Result } from "../../engine/result";
import { formatPercent } from "../dice/format";
import { formChoice, formNumber, formText, formToggle, RARE, sameChoices, toggleField, type Choices } from "../frame/fields";
import { recordActions, roundName } from "../frame/round";
import { actionsThisRound, attackOn, nextAction } from "../../engine/systems/pool/multiple-actions";
import type { StateChange } from "../../engine/state";
import { refusedPreview, type DiceNeed, type Field, type Preview } from "../frame/game";
import { dramaChance } from "./drama-odds";
import { opposedOdds, workingOut, type OpposedOdds } from "./opposed-odds";
import { armoredLevel, brokenNoteRefusal, extendedGoal, extendedProgress, STANCES, type ExtendedTrack, type PoolModel } from "./model";
import { dxText, POOL_ACTIONS } from "./sheet";
import { conditionRefusal } from "../../engine/conditions";
import type { PoolCondition } from "../../engine/systems/pool/conditions";
import { specsOf } from "../conditions/held";
import { t } from "../../lang";
import { difficultyLabel, stanceName } from "./words";

/** What every roll builds its pool from: the abilities and weaknesses ticked, and what the GM adds. */
export interface PoolInputs {
	/** Names of the sheet's abilities that apply to this action. */
	abilities: string[];
	weaknesses: string[];
	bonus: number;
	penalty: number;
	/** Actions this character takes this round (1: no penalty). */
	actions: number;
}

export type CheckTarget = DifficultyName | "number" | "opposed";

export interface CheckForm extends PoolInputs {
	kind: "check";
	label: string;
	helpers: number;
	against: CheckTarget;
	/** The Difficulty Number when `against` is "number" (a named difficulty sets it too). */
	dn: number;
	/** The opposing side's pool when `against` is "opposed". */
	opposingPool: number;
	miracle: boolean;
	/** A Miracle adds six dice when the degree of success matters. */
	degreeMatters: boolean;
	/** Counts toward the note's Extended Action (its DN replaces the one chosen). */
	extended: boolean;
}

export interface AttackForm extends PoolInputs {
	kind: "attack";
	label: string;
	stance: Stance;
	/** The defender's Defense pool. */
	defensePool: number;
	/** False when the defender makes no Defense Roll (after their Kamikaze Strike): the attack counts against 0. */
	targetDefends: boolean;
	targetArmored: number;
	/** The defender's Resistance and Vulnerability to this attack's kind of harm (levels). */
	targetResistance: number;
	targetVulnerability: number;
	/** The foe is out of reach (flying, far off): only an attack with the Ranged perk can hit. */
	atRange: boolean;
	/** In a running encounter: whom the attack is on (their name there), or "" for no one named. */
	target: string;
}

export type DefenseResponse = "defend" | "dont-hurt-me" | "protect" | "counter";

export interface DefendForm extends PoolInputs {
	kind: "defend";
	response: DefenseResponse;
	/** The attacker's Attack pool. */
	attackPool: number;
	attackerDx: number;
	/** The attacker's Armored, for the damage a winning Counter deals them. */
	attackerArmored: number;
	/** The defender's own Resistances and Vulnerabilities (their names) that this attack's kind of harm meets. */
	resisted: string[];
	/** A Counter at range needs the Ranged perk, as any attack does. */
	atRange: boolean;
}

export interface DamageForm {
	kind: "damage";
	amount: number;
}

export interface RecoverForm {
	kind: "recover";
}

export interface DramaForm {
	kind: "drama";
	dice: number;
	check: LoggedCheck;
}

export interface ExtendedForm {
	kind: "extended";
	task: string;
	dn: number;
	successesNeeded: number;
	failureLimit: number;
}

export type PoolForm = CheckForm | AttackForm | DefendForm | DamageForm | RecoverForm | DramaForm | ExtendedForm;

/** Bounds on the numbers a dialog accepts. */
const MAX_DICE_FIELD = 30;
const MAX_DRAMA_FIELD = 10;
const MAX_DAMAGE = 9999;

/** A dialog's starting inputs: nothing ticked, and the actions this character takes this round (1 outside a running encounter). */
function noInputs(model: PoolModel, defense = false): PoolInputs {
	const record = model.round?.record;
	// A Defense Roll is no action: it takes the round's count as it stands; an action counts itself in.
	const actions = record === undefined ? 1 : defense ? (record.declared ?? 1) : actionsThisRound(record);
	return { abilities: [], weaknesses: [], bonus: 0, penalty: 0, actions };
}

/** The starting form of a sheet action; the Drama Dice need a roll to follow (`lastCheck`). */
export function poolForm(model: PoolModel, actionId: string, lastCheck?: LoggedCheck): PoolForm | undefined {
	switch (actionId) {
		case POOL_ACTIONS.check:
			return { kind: "check", label: "", ...noInputs(model), helpers: 0, against: "challenging", dn: 6, opposingPool: 2, miracle: false, degreeMatters: false, extended: false };
		case POOL_ACTIONS.attack:
			return { kind: "attack", label: "", ...noInputs(model), stance: model.stance, defensePool: 2, targetDefends: true, targetArmored: 0, targetResistance: 0, targetVulnerability: 0, atRange: false, target: "" };
		case POOL_ACTIONS.defend:
			return { kind: "defend", ...noInputs(model, true), response: "defend", attackPool: 2, attackerDx: 1, attackerArmored: 0, resisted: [], atRange: false };
		case POOL_ACTIONS.damage:
			return { kind: "damage", amount: 1 };
		case POOL_ACTIONS.recover:
			return { kind: "recover" };
		case POOL_ACTIONS.drama:
			return lastCheck ? { kind: "drama", dice: 1, check: lastCheck } : undefined;
		case POOL_ACTIONS.extended:
			return { kind: "extended", task: "", dn: 6, successesNeeded: 3, failureLimit: 3 };
		default:
			return undefined;
	}
}

/** Each dialog's title: the character's name and what the dialog does (the Drama Dice name the roll they follow). */
export function poolTitle(model: PoolModel, form: PoolForm): string {
	const name = model.character.name;
	switch (form.kind) {
		case "check":
			return t("pool.title.check", { name });
		case "attack":
			return t("pool.title.attack", { name });
		case "defend":
			return t("pool.title.defend", { name });
		case "damage":
			return t("pool.title.damage", { name });
		case "recover":
			return t("pool.title.recover", { name });
		case "drama":
			return t("pool.title.drama", { name, roll: form.check.title });
		case "extended":
			return t("pool.title.extended", { name });
	}
}

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

const ABILITY = "ability:";
const WEAKNESS = "weakness:";
/** A Defend toggle: the attack meets this Resistance or Vulnerability of the defender's. */
const RESISTS = "resists:";

function inputFields(model: PoolModel, form: PoolInputs): Field[] {
	const fields: Field[] = [];
	for (const [name, level] of Object.entries(model.character.abilities)) {
		fields.push(toggleField(ABILITY + name, t("pool.field.ability", { name, level }), form.abilities.includes(name), { description: t("pool.field.abilityDesc") }));
	}
	for (const [name, level] of Object.entries(model.character.weaknesses)) {
		fields.push(toggleField(WEAKNESS + name, t("pool.field.weakness", { name, level }), form.weaknesses.includes(name), { description: t("pool.field.weaknessDesc") }));
	}
	// The GM's extra dice and a round of several actions are the exceptions: under More.
	fields.push(
		formNumber(form, "bonus", t("pool.field.bonus"), 0, MAX_DICE_FIELD, RARE),
		formNumber(form, "penalty", t("pool.field.penalty"), 0, MAX_DICE_FIELD, RARE),
		formNumber(form, "actions", t("pool.field.actions"), 1, 10, { description: actionsDescription(model), rare: true }),
	);
	return fields;
}

/** What the Actions this round field says: the rule, and in a running encounter what the round holds so far. */
function actionsDescription(model: PoolModel): string {
	const round = model.round;
	if (round === undefined) return t("pool.field.actionsDesc");
	const taken = round.record.actions.length;
	return t("pool.field.actionsDescRound", { round: capitalFirst(roundName(round)), taken });
}

const capitalFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What a check is against: a named difficulty, another number, or an opposed roll (read when a dialog is drawn, in its language). */
function againstChoices(): Choices {
	return [
		...DIFFICULTIES.map((d) => [d.id, t("pool.field.difficulty", { difficulty: difficultyLabel(d.id), dn: d.dn })] as const),
		["number", t("pool.field.againstNumber")],
		["opposed", t("pool.field.againstOpposed")],
	];
}

function responseChoices(): Choices {
	return [
		["defend", t("pool.response.defend")],
		["dont-hurt-me", t("pool.field.dontHurtMe")],
		["protect", t("pool.field.protect")],
		["counter", t("pool.field.counter")],
	];
}

export function poolFields(model: PoolModel, form: PoolForm): Field[] {
	switch (form.kind) {
		case "check": {
			const fields: Field[] = [
				...inputFields(model, form),
				formText(form, "label", t("pool.field.attempted"), t("pool.field.attemptedPlaceholder"), RARE),
				formNumber(form, "helpers", t("pool.field.helpers"), 0, MAX_DICE_FIELD, { description: t("pool.field.helpersDesc"), rare: true }),
			];
			if (model.extended) fields.push(formToggle(form, "extended", t("pool.field.countsToward", { task: model.extended.task }), { description: extendedSoFar(model.extended) }));
			fields.push(formChoice(form, "against", t("pool.field.against"), againstChoices(), { disabled: form.extended }));
			if (form.against === "number" && !form.extended) fields.push(formNumber(form, "dn", t("pool.field.dn"), 0, MAX_DN));
			if (form.against === "opposed" && !form.extended) fields.push(formNumber(form, "opposingPool", t("pool.field.opposingPool"), -MAX_DICE_FIELD, MAX_DICE_FIELD));
			fields.push(formToggle(form, "miracle", t("pool.field.miracle", { cost: MIRACLE_COST }), { description: t("pool.field.miracleDesc"), rare: true }));
			if (form.miracle) fields.push(formToggle(form, "degreeMatters", t("pool.field.degreeMatters", { dice: MIRACLE_DICE }), RARE));
			return fields;
		}
		case "attack":
			return [
				...(model.round && model.round.others.length > 0
					? [formChoice(form, "target", t("pool.field.target"), [["", t("pool.field.targetNone")], ...sameChoices(model.round.others)], { description: t("pool.field.targetDesc") })]
					: []),
				...inputFields(model, form),
				formChoice(form, "stance", t("pool.sheet.stance"), STANCES.map(([id]) => [id, stanceName(id)] as const)),
				formNumber(form, "defensePool", t("pool.field.defensePool"), -MAX_DICE_FIELD, MAX_DICE_FIELD, { description: t("pool.field.defensePoolDesc") }),
				formNumber(form, "targetArmored", t("pool.field.targetArmored"), 0, 10, { description: t("pool.field.targetArmoredDesc") }),
				formToggle(form, "atRange", t("pool.field.atRange"), { description: rangedPerk(model.character) ? t("pool.field.atRangeRanged") : t("pool.field.atRangeDesc") }),
				formText(form, "label", t("pool.field.attackWith"), t("pool.field.attackWithPlaceholder"), RARE),
				formToggle(form, "targetDefends", t("pool.field.targetDefends"), { description: t("pool.field.targetDefendsDesc"), rare: true }),
				formNumber(form, "targetResistance", t("pool.field.targetResistance"), 0, 10, { description: t("pool.field.targetResistanceDesc"), rare: true }),
				formNumber(form, "targetVulnerability", t("pool.field.targetVulnerability"), 0, 10, { description: t("pool.field.targetVulnerabilityDesc"), rare: true }),
			];
		case "defend": {
			const { resistances, vulnerabilities } = damageModifiers(model.character);
			const traits = [...resistances.map(([name, level]) => toggleField(RESISTS + name, t("pool.field.meetsResistance", { name, level }), form.resisted.includes(name), { description: t("pool.field.meetsResistanceDesc") })),
				...vulnerabilities.map(([name, level]) => toggleField(RESISTS + name, t("pool.field.meetsVulnerability", { name, level }), form.resisted.includes(name), { description: t("pool.field.meetsVulnerabilityDesc") }))];
			return [
				formChoice(form, "response", t("pool.field.response"), responseChoices()),
				...inputFields(model, form),
				formNumber(form, "attackPool", t("pool.field.attackPool"), -MAX_DICE_FIELD, MAX_DICE_FIELD),
				formNumber(form, "attackerDx", t("pool.field.attackerDx"), 1, 100),
				...traits,
				...(form.response === "counter"
					? [formToggle(form, "atRange", t("pool.field.attackerAtRange"), { description: t("pool.field.attackerAtRangeDesc") }), formNumber(form, "attackerArmored", t("pool.field.attackerArmored"), 0, 10, RARE)]
					: []),
			];
		}
		case "damage":
			return [formNumber(form, "amount", t("pool.field.damage"), 0, MAX_DAMAGE, { description: t("pool.field.damageDesc") })];
		case "recover":
			return [];
		case "drama":
			return [formNumber(form, "dice", t("pool.field.dramaDice", { cost: DRAMA_DIE_COST }), 1, MAX_DRAMA_FIELD)];
		case "extended":
			return [
				formText(form, "task", t("pool.field.task"), t("pool.field.taskPlaceholder")),
				formNumber(form, "dn", t("pool.field.dn"), 0, MAX_DN),
				formNumber(form, "successesNeeded", t("pool.field.successesNeeded"), 1, 100),
				formNumber(form, "failureLimit", t("pool.field.failureLimit"), 1, 100),
			];
	}
}

// ---------------------------------------------------------------------------------------------
// Update
// ---------------------------------------------------------------------------------------------

function toggled(list: readonly string[], name: string, on: boolean): string[] {
	const rest = list.filter((n) => n !== name);
	return on ? [...rest, name] : rest;
}

/**
 * What a pool-game dialog change does beyond storing the checked value (the frame does that, from
 * the fields above): ticking abilities and weaknesses, a named difficulty that sets its DN, a
 * Miracle that allows degrees, an extended task that brings its DN.
 */
export function updatePoolForm(model: PoolModel, form: PoolForm, key: string, value: string | number | boolean): PoolForm {
	if ("abilities" in form) {
		if (key.startsWith(ABILITY)) {
			const name = key.slice(ABILITY.length);
			return name in model.character.abilities ? { ...form, abilities: toggled(form.abilities, name, value === true) } : form;
		}
		if (key.startsWith(WEAKNESS)) {
			const name = key.slice(WEAKNESS.length);
			return name in model.character.weaknesses ? { ...form, weaknesses: toggled(form.weaknesses, name, value === true) } : form;
		}
	}
	if (form.kind === "defend" && key.startsWith(RESISTS)) {
		const name = key.slice(RESISTS.length);
		const { resistances, vulnerabilities } = damageModifiers(model.character);
		return [...resistances, ...vulnerabilities].some(([n]) => n === name) ? { ...form, resisted: toggled(form.resisted, name, value === true) } : form;
	}
	if (form.kind !== "check") return form;
	switch (key) {
		case "against": {
			const named = DIFFICULTIES.find((d) => d.id === form.against);
			return named ? { ...form, dn: named.dn } : form;
		}
		case "miracle":
		case "degreeMatters":
			// Degrees of success count only under a Miracle.
			return { ...form, degreeMatters: form.miracle && form.degreeMatters };
		case "extended":
			return model.extended && form.extended ? { ...form, against: "number", dn: model.extended.dn } : { ...form, extended: false };
		default:
			return form;
	}
}

// ---------------------------------------------------------------------------------------------
// Pools and preview
// ---------------------------------------------------------------------------------------------

/** Only the ticked abilities and weaknesses that are still on the sheet, with their levels. */
function levels(all: Record<string, number>, names: readonly string[]): Record<string, number> {
	const out: Record<string, number> = {};
	for (const name of names) {
		const level = all[name];
		if (level !== undefined) out[name] = level;
	}
	return out;
}

/** Why the character's conditions forbid a check or an attack now (Stunned: it loses this action), or undefined. */
export function poolConditionRefusal(model: PoolModel): string | undefined {
	for (const condition of specsOf<PoolCondition>(model.conditions)) {
		const refusal = conditionRefusal(condition, { defense: false, physical: true });
		if (refusal !== undefined) return t("pool.preview.conditionRefusal", { name: model.character.name, refusal });
	}
	return undefined;
}

/** The engine's pool-size input for a form: the sheet's standing penalties (its conditions, at zero) always apply. */
export function sizeInput(model: PoolModel, form: PoolInputs): PoolSizeInput {
	return {
		abilities: levels(model.character.abilities, form.abilities),
		weaknesses: levels(model.character.weaknesses, form.weaknesses),
		bonus: form.bonus,
		penalty: form.penalty,
		actionsThisRound: form.actions,
		conditions: specsOf<PoolCondition>(model.conditions),
		atZero: atZero(model.character),
	};
}

/** The check's pool: its size, teaming up, and a Miracle's six dice when the degree matters. */
export function checkPool(model: PoolModel, form: CheckForm): Result<PoolSize> {
	const size = poolSize(sizeInput(model, form));
	if (!size.ok) return size;
	let { pool } = size.value;
	const explanation = [...size.value.explanation];
	if (form.helpers > 0) {
		const team = teamUp(pool, form.helpers);
		if (!team.ok) return team;
		pool = team.value.pool;
		explanation.push(...team.value.explanation);
	}
	if (form.miracle && form.degreeMatters) {
		pool += MIRACLE_DICE;
		if (pool > MAX_POOL) return fail(t("pool.preview.poolTooBig", { pool, max: MAX_POOL }));
		explanation.push({ text: t("pool.explain.miracleDegree", { dice: MIRACLE_DICE, pool }) });
	}
	return ok({ pool, explanation });
}

/** The defender's traits an attack meets: Armored always, the Resistances and Vulnerabilities ticked. */
export function defenderTraits(model: PoolModel, form: Pick<DefendForm, "resisted">): DefenderTraits {
	const { resistances, vulnerabilities } = damageModifiers(model.character);
	const ticked = (traits: [string, number][]): number => traits.filter(([name]) => form.resisted.includes(name)).reduce((sum, [, level]) => sum + level, 0);
	return { armored: armoredLevel(model.character), resistance: ticked(resistances), vulnerability: ticked(vulnerabilities) };
}

/** The attack's DX against the defender's Armored, Resistance and Vulnerability as the dialog gives them. */
export function attackDx(model: PoolModel, form: Pick<AttackForm, "targetArmored" | "targetResistance" | "targetVulnerability">): Result<Multiplier> {
	return effectiveMultiplier(model.character.damageMultiplier, { armored: form.targetArmored, resistance: form.targetResistance, vulnerability: form.targetVulnerability });
}

/** An Extended Action's count so far, as its dialogs show it: "The party's Extended Action against DN 8, so far Force the gate: 1/3 successes, 0/3 failures". */
export function extendedSoFar(x: ExtendedTrack): string {
	return x.shared ? t("pool.extended.soFarParty", { dn: x.dn, progress: extendedProgress(x) }) : t("pool.extended.soFar", { dn: x.dn, progress: extendedProgress(x) });
}

/** The Difficulty Number a check must beat (the Extended Action's when it counts toward one). */
export function checkDn(model: PoolModel, form: CheckForm): number {
	return form.extended && model.extended ? model.extended.dn : form.dn;
}

function diceNeed(pool: number, sides: number, whose: string): DiceNeed {
	const count = diceToRoll(pool);
	return { count, sides, label: pool < 1 ? t("pool.dice.lowest", { whose, notation: `${count}d${sides}` }) : t("pool.dice.highest", { whose, notation: `${count}d${sides}` }) };
}

function poolLine(pool: number, sides: number): string {
	if (pool >= 1) return t("pool.preview.pool", { pool, die: `d${sides}` });
	return t("pool.preview.poolNegative", { pool, dice: diceToRoll(pool), die: `d${sides}` });
}

/** "Armored 1", "Armored 0, Resistance 2", …: what stands between the attack and the damage. */
function againstText(armored: number, resistance: number, vulnerability: number): string {
	return [t("pool.preview.armored", { level: armored }), ...(resistance > 0 ? [t("pool.preview.resistance", { level: resistance })] : []), ...(vulnerability > 0 ? [t("pool.preview.vulnerability", { level: vulnerability })] : [])].join(", ");
}

function canPay(vitals: Vitals, cost: number): string | undefined {
	const left = vitals.endurance + vitals.health;
	return cost > left ? t("pool.preview.cannotPay", { cost, left }) : undefined;
}

export function poolPreview(model: PoolModel, form: PoolForm): Preview {
	const broken = brokenNoteRefusal(model);
	const preview = buildPreview(model, form);
	return broken === undefined ? preview : { ...preview, refusal: broken };
}

/** The actor's chance to win as the panel shows it, or that it is being worked out (the work joins `pending`). */
function winsText(versus: OpposedOdds, pending: Promise<unknown>[]): string {
	if ("pending" in versus) {
		pending.push(versus.pending);
		return workingOut();
	}
	return versus.ready.ok ? formatPercent(versus.ready.value.actorWins) : "";
}

/** The promise the dialog waits on to draw its panel again, when some odds are still being worked out. */
function whenReady(pending: readonly Promise<unknown>[]): Pick<Preview, "pending"> {
	return pending.length === 0 ? {} : { pending: Promise.all(pending) };
}

/** The word the round's record keeps for an action, or undefined for what is no action (a Defense Roll). */
export function actionWord(form: PoolForm): string | undefined {
	switch (form.kind) {
		case "check":
			return "check";
		case "attack":
			return form.target === "" ? "attack" : attackOn(form.target);
		case "recover":
			return "recover";
		default:
			return undefined;
	}
}

/** The actions this round a form counts with (Recovering, which has no field, the round's). */
const declaredOf = (model: PoolModel, form: PoolForm): number => ("actions" in form ? form.actions : model.round ? actionsThisRound(model.round.record) : 1);

/** In a running encounter: whether this action fits the round's record, and what the dialog says of it. */
export function roundFit(model: PoolModel, form: PoolForm): Result<string[]> {
	const round = model.round;
	const word = actionWord(form);
	if (round === undefined || word === undefined) return ok([]);
	if (round.problem !== undefined) return fail(round.problem);
	const fit = nextAction(round.record, word, declaredOf(model, form), model.character.name);
	return fit.ok ? ok(fit.value.map((step) => step.text)) : fit;
}

/** The change recording this action in the encounter's record of the round, when there is one. */
export function roundRecordChange(model: PoolModel, form: PoolForm): Result<StateChange[]> {
	const round = model.round;
	const word = actionWord(form);
	if (round === undefined || word === undefined) return ok([]);
	const change = recordActions(round, [word], declaredOf(model, form));
	return change.ok ? ok([change.value]) : change;
}

function buildPreview(model: PoolModel, form: PoolForm): Preview {
	const fit = roundFit(model, form);
	if (!fit.ok) return refusedPreview(fit.error);
	const preview = previewOf(model, form);
	return fit.value.length === 0 ? preview : { ...preview, notes: [...fit.value, ...(preview.notes ?? [])] };
}

function previewOf(model: PoolModel, form: PoolForm): Preview {
	const sides = model.dieSize;
	const c = model.character;
	/** Opposed odds still being worked out off the thread (opposed-odds.ts). */
	const pending: Promise<unknown>[] = [];
	const standing: string[] = [];
	if ("abilities" in form) {
		for (const condition of specsOf<PoolCondition>(model.conditions)) {
			if (condition.dice !== 0) standing.push(condition.dice > 0 ? t("pool.preview.conditionPlus", { condition: condition.label, dice: condition.dice }) : t("pool.preview.conditionMinus", { condition: condition.label, dice: -condition.dice }));
		}
		if (atZero(c)) standing.push(t("pool.preview.atZero"));
	}
	// A condition that takes the action away (Stunned) refuses a check or an attack; a Defense Roll is always allowed.
	const forbidden = form.kind === "check" || form.kind === "attack" ? poolConditionRefusal(model) : undefined;
	if (forbidden !== undefined) return refusedPreview(forbidden, { notes: standing });
	switch (form.kind) {
		case "check": {
			const size = checkPool(model, form);
			if (!size.ok) return refusedPreview(size.error);
			const pool = size.value.pool;
			const odds: string[] = [];
			const dice = [diceNeed(pool, sides, t("pool.dice.yourPool"))];
			const catastrophe = catastropheChance(pool, sides);
			if (form.against === "opposed" && !form.extended) {
				const versus = opposedOdds(pool, form.opposingPool, sides);
				if ("ready" in versus && !versus.ready.ok) return refusedPreview(versus.ready.error);
				// Asked even under a Miracle, so odds still being worked out go on (and are ready when it is unticked).
				const wins = winsText(versus, pending);
				odds.push(
					form.miracle
						? t("pool.preview.miracleSuccess")
						: "ready" in versus && versus.ready.ok
							? t("pool.preview.beatOpposingTie", { dice: form.opposingPool, chance: wins, tie: formatPercent(versus.ready.value.tie) })
							: t("pool.preview.beatOpposing", { dice: form.opposingPool, chance: wins }),
				);
				dice.push(diceNeed(form.opposingPool, sides, t("pool.dice.opposingPool")));
			} else {
				const dn = checkDn(model, form);
				const beat = chanceToBeat(pool, dn, sides);
				if (!beat.ok) return refusedPreview(beat.error);
				odds.push(form.miracle ? t("pool.preview.beatDnMiracle", { dn }) : t("pool.preview.beatDn", { dn, chance: formatPercent(beat.value) }));
				if (form.extended && model.extended && !form.miracle) {
					const x = model.extended;
					const finish = extendedChance(beat.value, Math.max(0, x.successesNeeded - x.successes), Math.max(0, x.failureLimit - x.failures));
					if (finish.ok) odds.push(t("pool.preview.finish", { task: x.task, chance: formatPercent(finish.value) }));
				}
			}
			// The chance (and an Extended Action's finish) first, the dialog's headline; then the pool it is rolled with.
			odds.push(poolLine(pool, sides), ...standing);
			const amazingTarget = form.against === "opposed" && !form.extended ? MAX_DIFFICULTY : Math.max(MAX_DIFFICULTY, checkDn(model, form));
			const amazing = chanceToBeat(pool, amazingTarget, sides);
			if (amazing.ok) odds.push(t("pool.preview.amazing", { max: MAX_DIFFICULTY, chance: formatPercent(amazing.value) }));
			if (catastrophe.ok) odds.push(pool >= 1 ? t("pool.preview.catastropheAllOnes", { chance: formatPercent(catastrophe.value) }) : t("pool.preview.catastropheAnyOne", { chance: formatPercent(catastrophe.value) }));
			const result: Preview = { odds, dice, ...whenReady(pending) };
			if (form.miracle) {
				result.cost = t("pool.preview.miracleCost", { cost: MIRACLE_COST });
				const refusal = canPay(c, MIRACLE_COST);
				if (refusal !== undefined) result.refusal = refusal;
			}
			return result;
		}
		case "attack": {
			const reach = canAttackAt(c, form.atRange);
			if (!reach.ok) return refusedPreview(reach.error);
			const size = attackPool(sizeInput(model, form), form.stance);
			if (!size.ok) return refusedPreview(size.error);
			const pool = size.value.pool;
			const dx = attackDx(model, form);
			if (!dx.ok) return refusedPreview(dx.error);
			const odds = [poolLine(pool, sides), ...standing, t("pool.preview.dxAgainst", { dx: dxText(dx.value.value), against: againstText(form.targetArmored, form.targetResistance, form.targetVulnerability) })];
			const dice = [diceNeed(pool, sides, t("pool.dice.attackRoll"))];
			if (form.targetDefends) {
				const versus = opposedOdds(pool, form.defensePool, sides);
				if ("ready" in versus && !versus.ready.ok) return { odds, refusal: versus.ready.error };
				odds.unshift(t("pool.preview.hit", { dice: form.defensePool, chance: winsText(versus, pending) }));
				dice.push(diceNeed(form.defensePool, sides, t("pool.response.defend")));
			} else {
				const hit = chanceToBeat(pool, 0, sides);
				if (hit.ok) odds.unshift(t("pool.preview.hitUndefended", { chance: formatPercent(hit.value) }));
			}
			const catastrophe = catastropheChance(pool, sides);
			if (catastrophe.ok) odds.push(t("pool.preview.catastrophe", { chance: formatPercent(catastrophe.value) }));
			return { odds, dice, ...whenReady(pending) };
		}
		case "defend": {
			if (form.response === "counter") {
				const reach = canAttackAt(c, form.atRange);
				if (!reach.ok) return refusedPreview(reach.error);
			}
			// A Counter is an Attack Roll, so the stance's attack dice count in it as in any attack (Rules interpretations).
			const mine = form.response === "counter" ? attackPool(sizeInput(model, form), model.stance) : defensePool(sizeInput(model, form), model.stance, form.response === "dont-hurt-me");
			if (!mine.ok) return refusedPreview(mine.error);
			const canDefend = !("canDefend" in mine.value) || mine.value.canDefend;
			const pool = mine.value.pool;
			const traits = defenderTraits(model, form);
			const dx = effectiveMultiplier(form.attackerDx, traits);
			if (!dx.ok) return refusedPreview(dx.error);
			const odds = [...standing];
			const dice: DiceNeed[] = [];
			if (canDefend) {
				odds.unshift(poolLine(pool, sides));
				dice.push(diceNeed(pool, sides, form.response === "counter" ? t("pool.dice.yourAttackRoll") : t("pool.dice.yourDefenseRoll")));
			} else {
				odds.unshift(t("pool.preview.kamikaze"));
			}
			dice.push(diceNeed(form.attackPool, sides, t("pool.dice.theirAttackRoll")));
			if (canDefend) {
				const versus = opposedOdds(form.attackPool, pool, sides);
				if ("ready" in versus && !versus.ready.ok) return { odds, refusal: versus.ready.error };
				odds.unshift(form.response === "counter" ? t("pool.preview.theyWinCounter", { chance: winsText(versus, pending) }) : t("pool.preview.theyHit", { chance: winsText(versus, pending) }));
				if (form.response === "counter") {
					const mineWins = opposedOdds(pool, form.attackPool, sides);
					if (!("ready" in mineWins) || mineWins.ready.ok) odds.push(t("pool.preview.youWinCounter", { chance: winsText(mineWins, pending) }));
				}
			}
			odds.push(t("pool.preview.theirDx", { dx: dxText(dx.value.value), against: againstText(traits.armored ?? 0, traits.resistance ?? 0, traits.vulnerability ?? 0) }));
			const result: Preview = { odds, dice, ...whenReady(pending) };
			if (form.response !== "defend") result.cost = form.response === "counter" ? t("pool.preview.loseAttack") : t("pool.preview.loseAction");
			return result;
		}
		case "damage": {
			// The engine's damage rule says where the points go (Health, then Endurance; a vehicle's stay in Health).
			const hit = applyDamage(c, form.amount);
			if (!hit.ok) return refusedPreview(hit.error, { submit: t("pool.action.damage") });
			const after = hit.value.vitals;
			const values = { health: c.health, healthAfter: after.health, endurance: c.endurance, enduranceAfter: after.endurance };
			const line =
				after.endurance === c.endurance
					? hit.value.outOfFight
						? t("pool.preview.damageHealthOut", values)
						: t("pool.preview.damageHealth", values)
					: hit.value.outOfFight
						? t("pool.preview.damageBothOut", values)
						: t("pool.preview.damageBoth", values);
			const notes = c.vehicle === true && form.amount > c.health ? [t("pool.preview.vehicleDamage")] : [];
			return { odds: [line], notes, submit: t("pool.action.damage") };
		}
		case "recover": {
			const ceiling = Math.max(0, c.enduranceMax - c.enduranceSpent);
			const after = Math.max(c.endurance, Math.min(ceiling, c.endurance + RECOVERING_AMOUNT));
			const result: Preview = { odds: [t("pool.preview.recover", { before: c.endurance, after })], cost: t("pool.preview.recoverCost"), submit: t("pool.action.recover") };
			if (model.recovered) result.refusal = t("pool.preview.recoveredAlready");
			return result;
		}
		case "drama": {
			const chance = dramaChance(form.check, form.dice);
			const cost = form.dice * DRAMA_DIE_COST;
			const result: Preview = {
				odds: chance.ok
					? [
							chance.value.before
								? t("pool.preview.dramaBeaten", { dice: form.dice, target: form.check.target, chance: formatPercent(chance.value.after) })
								: t("pool.preview.dramaNotBeaten", { dice: form.dice, target: form.check.target, chance: formatPercent(chance.value.after) }),
						]
					: [],
				cost: t("pool.preview.dramaCost", { cost }),
			};
			if (!chance.ok) result.refusal = chance.error;
			const refusal = canPay(c, cost);
			if (refusal !== undefined) result.refusal = refusal;
			if (form.check.pool >= 1) result.dice = [{ count: form.dice, sides: form.check.dieSize, label: t("pool.dice.drama", { notation: `${form.dice}d${form.check.dieSize}` }) }];
			return result;
		}
		case "extended": {
			const odds = [extendedGoal(form)];
			if (model.extendedHome !== "") odds.push(t("pool.preview.extendedParty"));
			const under = model.extended?.target === model.extendedHome ? model.extended : undefined;
			if (under) odds.push(t("pool.preview.extendedReplaces", { track: extendedSoFar(under) }));
			const result: Preview = { odds, submit: t("pool.preview.start") };
			if (form.task.trim() === "") result.refusal = t("pool.preview.nameTask");
			return result;
		}
	}
}
