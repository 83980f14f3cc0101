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
import { opposedOdds, WORKING_OUT, type OpposedOdds } from "./opposed-odds";
import { armoredLevel, brokenNoteRefusal, extendedGoal, extendedProgress, STANCES, type ExtendedTrack, type PoolModel } from "./model";
import { dxText, POOL_ACTIONS } from "./sheet";
import { conditionRefusal } from "../../engine/conditions";
import type { PoolCondition } from "../../engine/systems/pool/conditions";
import { diceCount } from "../../engine/text";
import { specsOf } from "../conditions/held";

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

/** What each dialog does, after the character's name in its title. */
const TITLES: Record<PoolForm["kind"], string> = {
	check: "roll a check",
	attack: "attack",
	defend: "defend",
	damage: "apply damage",
	recover: "recover",
	drama: "Drama Dice for",
	extended: "start an Extended Action",
};

export function poolTitle(model: PoolModel, form: PoolForm): string {
	// The Drama Dice name the roll they follow.
	return `${model.character.name}: ${TITLES[form.kind]}${form.kind === "drama" ? ` ${form.check.title}` : ""}`;
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
		fields.push(toggleField(ABILITY + name, `${name} (+${level})`, form.abilities.includes(name), { description: "Ability: adds its level in dice" }));
	}
	for (const [name, level] of Object.entries(model.character.weaknesses)) {
		fields.push(toggleField(WEAKNESS + name, `${name} (−${level})`, form.weaknesses.includes(name), { description: "Weakness: takes its level in dice away" }));
	}
	// The GM's extra dice and a round of several actions are the exceptions: under More.
	fields.push(
		formNumber(form, "bonus", "Situational bonus dice", 0, MAX_DICE_FIELD, RARE),
		formNumber(form, "penalty", "Situational penalty dice", 0, MAX_DICE_FIELD, RARE),
		formNumber(form, "actions", "Actions this round", 1, 10, { description: actionsDescription(model), rare: true }),
	);
	return fields;
}

/** What the Actions this round field says: the rule, and in a running encounter what the round holds so far. */
function actionsDescription(model: PoolModel): string {
	const round = model.round;
	if (round === undefined) return "Two or more: each action is at −1 die per action";
	const taken = round.record.actions.length;
	return `Two or more: −1 die per action on each, Defense Rolls too. ${capitalFirst(roundName(round))}: ${taken} taken`;
}

const capitalFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const AGAINST_CHOICES: Choices = [...DIFFICULTIES.map((d) => [d.id, `${d.label} (DN ${d.dn})`] as const), ["number", "Another Difficulty Number"], ["opposed", "An opposed roll"]];
const RESPONSE_CHOICES: Choices = [
	["defend", "Defense Roll"],
	["dont-hurt-me", "Don't Hurt Me! (double the dice, lose the next action)"],
	["protect", "Protect someone (take the attack, lose the next action)"],
	["counter", "Counter (compare Attack Rolls, lose the next attack)"],
];

export function poolFields(model: PoolModel, form: PoolForm): Field[] {
	switch (form.kind) {
		case "check": {
			const fields: Field[] = [
				...inputFields(model, form),
				formText(form, "label", "What is attempted", "Climb the wall", RARE),
				formNumber(form, "helpers", "Helpers (teaming up)", 0, MAX_DICE_FIELD, { description: "One extra die per helper", rare: true }),
			];
			if (model.extended) fields.push(formToggle(form, "extended", `Counts toward ${model.extended.task}`, { description: extendedSoFar(model.extended) }));
			fields.push(formChoice(form, "against", "Against", AGAINST_CHOICES, { disabled: form.extended }));
			if (form.against === "number" && !form.extended) fields.push(formNumber(form, "dn", "Difficulty Number", 0, MAX_DN));
			if (form.against === "opposed" && !form.extended) fields.push(formNumber(form, "opposingPool", "Opposing pool (dice)", -MAX_DICE_FIELD, MAX_DICE_FIELD));
			fields.push(formToggle(form, "miracle", `Miracle (${MIRACLE_COST} Endurance)`, { description: "Success by at least one, whatever the dice say", rare: true }));
			if (form.miracle) fields.push(formToggle(form, "degreeMatters", `The degree of success matters (+${MIRACLE_DICE} dice)`, RARE));
			return fields;
		}
		case "attack":
			return [
				...(model.round && model.round.others.length > 0
					? [formChoice(form, "target", "Target", [["", "Not named"], ...sameChoices(model.round.others)], { description: "The same action may not be taken against the same target twice in a round" })]
					: []),
				...inputFields(model, form),
				formChoice(form, "stance", "Stance", STANCES),
				formNumber(form, "defensePool", "Defender's Defense pool (dice)", -MAX_DICE_FIELD, MAX_DICE_FIELD, { description: "Rolled with the attack, or typed in" }),
				formNumber(form, "targetArmored", "Defender's Armored", 0, 10, { description: "Lowers your DX; below 1 it counts as ½" }),
				formToggle(form, "atRange", "The foe is out of reach", { description: rangedPerk(model.character) ? "Flying, far off: your Ranged perk still reaches" : "Flying, far off: only an attack with the Ranged perk can hit" }),
				formText(form, "label", "Attack with", "Sword", RARE),
				formToggle(form, "targetDefends", "The defender makes a Defense Roll", { description: "Off after their Kamikaze Strike: the attack counts against 0", rare: true }),
				formNumber(form, "targetResistance", "Defender's Resistance to this attack", 0, 10, { description: "Lowers your DX by its level, as Armored does", rare: true }),
				formNumber(form, "targetVulnerability", "Defender's Vulnerability to this attack", 0, 10, { description: "Raises your DX by its level", rare: true }),
			];
		case "defend": {
			const { resistances, vulnerabilities } = damageModifiers(model.character);
			const traits = [...resistances.map(([name, level]) => toggleField(RESISTS + name, `The attack meets ${name} (−${level} DX)`, form.resisted.includes(name), { description: "Resistance: lowers the attacker's DX" })),
				...vulnerabilities.map(([name, level]) => toggleField(RESISTS + name, `The attack meets ${name} (+${level} DX)`, form.resisted.includes(name), { description: "Vulnerability: raises the attacker's DX" }))];
			return [
				formChoice(form, "response", "Response", RESPONSE_CHOICES),
				...inputFields(model, form),
				formNumber(form, "attackPool", "Attacker's Attack pool (dice)", -MAX_DICE_FIELD, MAX_DICE_FIELD),
				formNumber(form, "attackerDx", "Attacker's Damage Multiplier", 1, 100),
				...traits,
				...(form.response === "counter"
					? [formToggle(form, "atRange", "The attacker is out of reach", { description: "A Counter is an attack: at range it needs the Ranged perk" }), formNumber(form, "attackerArmored", "Attacker's Armored", 0, 10, RARE)]
					: []),
			];
		}
		case "damage":
			return [formNumber(form, "amount", "Damage", 0, MAX_DAMAGE, { description: "Health first; what Health cannot take goes to Endurance" })];
		case "recover":
			return [];
		case "drama":
			return [formNumber(form, "dice", `Drama Dice (${DRAMA_DIE_COST} Endurance each)`, 1, MAX_DRAMA_FIELD)];
		case "extended":
			return [
				formText(form, "task", "Task", "Pick the vault lock"),
				formNumber(form, "dn", "Difficulty Number", 0, MAX_DN),
				formNumber(form, "successesNeeded", "Successes needed", 1, 100),
				formNumber(form, "failureLimit", "Failures that end it", 1, 100),
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
		if (refusal !== undefined) return `${model.character.name}: ${refusal}`;
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
		if (pool > MAX_POOL) return fail(`A pool of ${pool} dice is more than the ${MAX_POOL} this plugin rolls.`);
		explanation.push({ text: `Miracle, the degree matters: +${MIRACLE_DICE} dice (pool ${pool}).` });
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
	return `${x.shared ? "The party's " : ""}Extended Action against DN ${x.dn}, so far ${extendedProgress(x)}`;
}

/** The Difficulty Number a check must beat (the Extended Action's when it counts toward one). */
export function checkDn(model: PoolModel, form: CheckForm): number {
	return form.extended && model.extended ? model.extended.dn : form.dn;
}

function diceNeed(pool: number, sides: number, whose: string): DiceNeed {
	const count = diceToRoll(pool);
	return { count, sides, label: `${whose} (${count}d${sides}${pool < 1 ? ", keep the lowest" : ""})` };
}

function poolLine(pool: number, sides: number): string {
	if (pool >= 1) return `Pool: ${pool} ${pool === 1 ? "die" : "dice"} (d${sides}), highest die or equal dice added`;
	return `Pool: ${pool}, so ${diceToRoll(pool)} negative dice (d${sides}), keep the lowest`;
}

/** "Armored 1", "Armored 0, Resistance 2", …: what stands between the attack and the damage. */
function againstText(armored: number, resistance: number, vulnerability: number): string {
	return [`Armored ${armored}`, ...(resistance > 0 ? [`Resistance ${resistance}`] : []), ...(vulnerability > 0 ? [`Vulnerability ${vulnerability}`] : [])].join(", ");
}

function canPay(vitals: Vitals, cost: number): string | undefined {
	const left = vitals.endurance + vitals.health;
	return cost > left ? `This costs ${cost} Endurance, but only ${left} Endurance and Health are left.` : undefined;
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
		return WORKING_OUT;
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
			if (condition.dice !== 0) standing.push(`${condition.label}: ${condition.dice > 0 ? "+" : "−"}${diceCount(Math.abs(condition.dice))}`);
		}
		if (atZero(c)) standing.push("Health or Endurance at zero: −1 die");
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
			const dice = [diceNeed(pool, sides, "Your pool")];
			const catastrophe = catastropheChance(pool, sides);
			if (form.against === "opposed" && !form.extended) {
				const versus = opposedOdds(pool, form.opposingPool, sides);
				if ("ready" in versus && !versus.ready.ok) return refusedPreview(versus.ready.error);
				// Asked even under a Miracle, so odds still being worked out go on (and are ready when it is unticked).
				const wins = winsText(versus, pending);
				const tie = "ready" in versus && versus.ready.ok ? ` (a tie is no success: ${formatPercent(versus.ready.value.tie)})` : "";
				odds.push(form.miracle ? "Success: guaranteed by the Miracle" : `Beat the opposing ${form.opposingPool} dice: ${wins}${tie}`);
				dice.push(diceNeed(form.opposingPool, sides, "Opposing pool"));
			} else {
				const dn = checkDn(model, form);
				const beat = chanceToBeat(pool, dn, sides);
				if (!beat.ok) return refusedPreview(beat.error);
				odds.push(form.miracle ? `Beat DN ${dn}: guaranteed by the Miracle` : `Beat DN ${dn}: ${formatPercent(beat.value)}`);
				if (form.extended && model.extended && !form.miracle) {
					const x = model.extended;
					const finish = extendedChance(beat.value, Math.max(0, x.successesNeeded - x.successes), Math.max(0, x.failureLimit - x.failures));
					if (finish.ok) odds.push(`Finish ${x.task} from here: ${formatPercent(finish.value)}`);
				}
			}
			// The chance (and an Extended Action's finish) first, the dialog's headline; then the pool it is rolled with.
			odds.push(poolLine(pool, sides), ...standing);
			const amazingTarget = form.against === "opposed" && !form.extended ? MAX_DIFFICULTY : Math.max(MAX_DIFFICULTY, checkDn(model, form));
			const amazing = chanceToBeat(pool, amazingTarget, sides);
			if (amazing.ok) odds.push(`Amazing Success (above ${MAX_DIFFICULTY}): ${formatPercent(amazing.value)}`);
			if (catastrophe.ok) odds.push(`Catastrophe (${pool >= 1 ? "all ones" : "any 1"}): ${formatPercent(catastrophe.value)}`);
			const result: Preview = { odds, dice, ...whenReady(pending) };
			if (form.miracle) {
				result.cost = `${MIRACLE_COST} Endurance for the Miracle (not regained by Recovering)`;
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
			const odds = [poolLine(pool, sides), ...standing, `DX ${dxText(dx.value.value)} against ${againstText(form.targetArmored, form.targetResistance, form.targetVulnerability)}`];
			const dice = [diceNeed(pool, sides, "Attack Roll")];
			if (form.targetDefends) {
				const versus = opposedOdds(pool, form.defensePool, sides);
				if ("ready" in versus && !versus.ready.ok) return { odds, refusal: versus.ready.error };
				odds.unshift(`Hit (beat the ${form.defensePool}-dice Defense Roll): ${winsText(versus, pending)}`);
				dice.push(diceNeed(form.defensePool, sides, "Defense Roll"));
			} else {
				const hit = chanceToBeat(pool, 0, sides);
				if (hit.ok) odds.unshift(`Hit (no Defense Roll, counts against 0): ${formatPercent(hit.value)}`);
			}
			const catastrophe = catastropheChance(pool, sides);
			if (catastrophe.ok) odds.push(`Catastrophe: ${formatPercent(catastrophe.value)}`);
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
				dice.push(diceNeed(pool, sides, form.response === "counter" ? "Your Attack Roll" : "Your Defense Roll"));
			} else {
				odds.unshift("Kamikaze Strike last turn: no Defense Roll, the attack counts against 0");
			}
			dice.push(diceNeed(form.attackPool, sides, "Their Attack Roll"));
			if (canDefend) {
				const versus = opposedOdds(form.attackPool, pool, sides);
				if ("ready" in versus && !versus.ready.ok) return { odds, refusal: versus.ready.error };
				odds.unshift(`${form.response === "counter" ? "They win the Counter" : "They hit"}: ${winsText(versus, pending)}`);
				if (form.response === "counter") {
					const mineWins = opposedOdds(pool, form.attackPool, sides);
					if (!("ready" in mineWins) || mineWins.ready.ok) odds.push(`You win the Counter: ${winsText(mineWins, pending)}`);
				}
			}
			odds.push(`Their DX ${dxText(dx.value.value)} after your ${againstText(traits.armored ?? 0, traits.resistance ?? 0, traits.vulnerability ?? 0)}`);
			const result: Preview = { odds, dice, ...whenReady(pending) };
			if (form.response !== "defend") result.cost = form.response === "counter" ? "You lose next round's attack" : "You lose your next action";
			return result;
		}
		case "damage": {
			// The engine's damage rule says where the points go (Health, then Endurance; a vehicle's stay in Health).
			const hit = applyDamage(c, form.amount);
			if (!hit.ok) return refusedPreview(hit.error, { submit: "Apply damage" });
			const after = hit.value.vitals;
			const endurance = after.endurance !== c.endurance ? `, Endurance ${c.endurance} → ${after.endurance}` : "";
			const out = hit.value.outOfFight ? ": out of the fight" : "";
			const notes = c.vehicle === true && form.amount > c.health ? ["A vehicle's Health and Endurance are not coupled: what Health cannot take is lost."] : [];
			return { odds: [`Health ${c.health} → ${after.health}${endurance}${out}`], notes, submit: "Apply damage" };
		}
		case "recover": {
			const ceiling = Math.max(0, c.enduranceMax - c.enduranceSpent);
			const after = Math.max(c.endurance, Math.min(ceiling, c.endurance + RECOVERING_AMOUNT));
			const result: Preview = { odds: [`Endurance ${c.endurance} → ${after}`], cost: "This character's action", submit: "Recover" };
			if (model.recovered) result.refusal = "Recovering is once per combat, and this character has already Recovered (ending the encounter clears the mark).";
			return result;
		}
		case "drama": {
			const chance = dramaChance(form.check, form.dice);
			const cost = form.dice * DRAMA_DIE_COST;
			const result: Preview = {
				odds: chance.ok
					? [`With ${form.dice} Drama ${form.dice === 1 ? "Die" : "Dice"}, beat ${form.check.target}: ${formatPercent(chance.value.after)} (now ${chance.value.before ? "beaten" : "not beaten"})`]
					: [],
				cost: `${cost} Endurance (not regained by Recovering)`,
			};
			if (!chance.ok) result.refusal = chance.error;
			const refusal = canPay(c, cost);
			if (refusal !== undefined) result.refusal = refusal;
			if (form.check.pool >= 1) result.dice = [{ count: form.dice, sides: form.check.dieSize, label: `Drama Dice (${form.dice}d${form.check.dieSize})` }];
			return result;
		}
		case "extended": {
			const odds = [extendedGoal(form)];
			if (model.extendedHome !== "") odds.push("The party's: every character's check can count toward it");
			const under = model.extended?.target === model.extendedHome ? model.extended : undefined;
			if (under) odds.push(`Replaces ${extendedSoFar(under)}`);
			const result: Preview = { odds, submit: "Start" };
			if (form.task.trim() === "") result.refusal = "Name the task.";
			return result;
		}
	}
}
