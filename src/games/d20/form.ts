/**
 * The d20 game's dialogs as data: the starting form of each sheet action, the fields the frame
 * draws, the update when one field changes, and the live preview (the modifier, the combined
 * bonuses and penalties with the reason, the exact chance from the engine's own odds functions,
 * the dice the roll needs, or the refusal that disables Roll). Pure: no DOM, no Obsidian.
 */
import { fail, ok, type Result } from "../../engine/result";
import { capital } from "../../engine/text";
import { combineAdjustments, type Adjustment, type CombinedAdjustment } from "../../engine/systems/d20/adjustments";
import { ABILITIES, modifierOf, type Ability } from "../../engine/systems/d20/character";
import { sumModifier, type Contestant } from "../../engine/systems/d20/check";
import type { CitedExplanation } from "../../engine/systems/d20/citations";
import { attackOdds, CRIPPLING_TARGETS, criticalOptions, opportunityAttacksPerRound, type AttackInput, type CripplingTarget, type CriticalOption } from "../../engine/systems/d20/combat";
import { manoeuvreOdds, type ManoeuvreInput } from "../../engine/systems/d20/manoeuvre";
import { chanceVsDc, opposedOdds, type Odds } from "../../engine/systems/d20/odds";
import { ADJUSTMENT_LEVELS, type AdjustmentLevel } from "../../engine/systems/d20/settings";
import { setupAttack, setupManoeuvre, type Combatant } from "../../engine/systems/d20/setup";
import { signed } from "../../engine/systems/d20/log-entries";
import { MAX_POINTS, type D20Character } from "../../engine/systems/d20/character";
import { applyDamage, MAX_PSYCHIC_SPEED, recover } from "../../engine/systems/d20/damage";
import { choiceField, formChoice, formNumber, formToggle, RARE, textField, toggleField, type Choices } from "../frame/fields";
import { roundName } from "../frame/round";
import { OPPORTUNITY, opportunityAttacksIn, takeAction, type ActionType } from "../../engine/systems/d20/action-types";
import { ATTACK_TYPE_IDS, ATTACK_TYPES, checkReach, defaultReach, type AttackType } from "../../engine/systems/d20/attack-types";
import { circumstanceAdjustments, circumstancesFor } from "../../engine/systems/d20/circumstances";
import type { DiceNeed, Field, Preview } from "../frame/game";
import { defenderRules, fixNoteFirst, type D20Combatant, type D20Note } from "./model";
import { conditionRefusal } from "../../engine/conditions";
import { adjustmentWords, conditionAdjustments, type ConditionRoll, type D20Condition } from "../../engine/systems/d20/conditions";
import { specsOf } from "../conditions/held";
import { FLAT_FOOTED_SAVE_DC } from "../../engine/systems/d20/damage";
import { standingAdjustments } from "./standing";
import { marginWords } from "../pack/kinds/effect";
import { intrigueFields, intrigueForm, intriguePreview, intrigueUpdate, type IntrigueForm } from "./intrigue";
import { formatList, formatPercent, t } from "../../lang";
import { abilityShort, actionTypeName, adjustmentName, attackTypeName, circumstanceName, criticalOptionName, rollName, skillName } from "./words";

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

/** One bonus or penalty picked in a dialog: its level and direction, where it comes from, what it applies to. */
export interface AdjustmentPick {
	/** "" for none, else "minor-bonus" … "extreme-penalty". */
	pick: string;
	/** The source in the user's words ("laser sight"); two from one source do not combine. */
	source: string;
	/** Attack dialogs only: the roll it applies to. */
	on: "attack" | "defence" | "damage";
}

/** Up to this many picks per dialog (the track ends at Extreme well before). */
export const MAX_PICKS = 4;

export interface CheckForm {
	action: "check";
	ability: Ability;
	/** "" for none (untrained), "bcb" for a combat check, else a skill name from the sheet. */
	skill: string;
	mode: "dc" | "opposed";
	dc: number;
	/** The opposing side's modifier (the GM names it). */
	opponentModifier: number;
	/** The opposing side is another player (else it is the GM's check, and a tie goes to the player). */
	opponentIsPlayer: boolean;
	easy: boolean;
	extremeConditions: boolean;
	picks: AdjustmentPick[];
	/** The named circumstances ticked (004's examples: improvised tools, persuading while allies attack). */
	circumstances: string[];
	/** In a running encounter: what the check takes from the round (a standard action unless the GM says). */
	takes: ActionType;
}

export interface AttackForm {
	/** "opportunity" spends one of the round's Opportunity attacks. */
	action: "attack" | "opportunity";
	/** The defender's link, or "" before one is chosen. */
	target: string;
	ability: "str" | "dex";
	/** Lowest natural roll that threatens a critical hit (20 for most weapons). */
	threat: number;
	/** What kind of attack (004's table): what it takes from the round and how many rolls it makes. */
	attackType: AttackType;
	/** A ranged attack (follows the attack type): no reach, and no Opportunity attack from a critical hit. */
	ranged: boolean;
	/** Attack rolls of a multiple or an extra attack (two at least). */
	attacks: number;
	/** Two-weapon fighting: the other weapon's damage. */
	offDamageDice: number;
	offDamageSides: number;
	offDamageBonus: number;
	/** A long weapon reaches 10 feet (a Large or bigger creature always does). */
	longWeapon: boolean;
	/** How far off the target stands, in feet (15 for anything farther than 10). */
	distance: number;
	/** The named circumstances ticked (004: cover, flanking, lying prone). */
	circumstances: string[];
	damageDice: number;
	damageSides: number;
	damageBonus: number;
	/** What a critical hit does: 004's three options. */
	critical: CriticalOption;
	crippleTo: CripplingTarget;
	picks: AdjustmentPick[];
}

export interface ManoeuvreForm {
	action: "manoeuvre";
	target: string;
	escapingBonds: boolean;
	/** The pack's manoeuvre ("trip"): on a success, a condition it applies goes on the target. "" for another. */
	effect: string;
	picks: AdjustmentPick[];
	/** Feet to the target, as for a melee attack (a manoeuvre is one). */
	distance: number;
}

export interface DamageForm {
	action: "damage";
	amount: number;
	/** Flat-footed: a DC 15 Reflex save, or it all goes to Wound Points. */
	flatFooted: boolean;
	ability: Ability | "";
	abilityAmount: number;
	abilityKind: "damage" | "drain";
}

export type PeriodId = "10-minutes-rest" | "hour-active" | "8-hours-rest" | "day-active" | "week-rest" | "month-active";

export interface RecoverForm {
	action: "recover";
	period: PeriodId;
	/** How many such periods passed in full. */
	periods: number;
	kind: "damage" | "drain";
	/** Psychic healing: how many times faster than natural recovery (1: none). Vitality never beyond rest's rate. */
	psychic: number;
}

export type D20Form = CheckForm | AttackForm | ManoeuvreForm | DamageForm | RecoverForm | IntrigueForm;
export type D20ActionId = D20Form["action"];

/** Minutes in each period the recovery dialog offers, and which activity it is (004's rates); the label is the English the log's input line keeps. */
export const PERIODS: Record<PeriodId, { label: string; minutes: number; activity: "rest" | "active" }> = {
	"10-minutes-rest": { label: "10 minutes of rest", minutes: 10, activity: "rest" },
	"hour-active": { label: "1 active hour", minutes: 60, activity: "active" },
	"8-hours-rest": { label: "8 hours of rest", minutes: 8 * 60, activity: "rest" },
	"day-active": { label: "1 active day", minutes: 24 * 60, activity: "active" },
	"week-rest": { label: "1 week of rest", minutes: 7 * 24 * 60, activity: "rest" },
	"month-active": { label: "1 active month (30 days)", minutes: 30 * 24 * 60, activity: "active" },
};

/** A period as a player reads it: "10 minutes of rest", "1 active day". */
export function periodName(id: PeriodId): string {
	return t("d20.period", { id });
}

const emptyPicks = (): AdjustmentPick[] => [];

/** The starting form of a sheet action ("check", "check:athletics", "attack", …), or undefined. */
export function d20Form(note: D20Note, actionId: string): D20Form | undefined {
	const [action, detail = ""] = actionId.split(":");
	const firstTarget = note.others[0]?.link ?? "";
	switch (action) {
		case "check": {
			const skill = detail !== "" && note.character.skills[detail] !== undefined ? detail : "";
			return { action: "check", ability: skill === "" ? "str" : guessAbility(skill), skill, mode: "dc", dc: 15, opponentModifier: 0, opponentIsPlayer: false, easy: false, extremeConditions: false, picks: emptyPicks(), circumstances: [], takes: "standard" };
		}
		case "attack":
		case "opportunity":
			return {
				action,
				target: firstTarget,
				ability: "str",
				threat: 20,
				attackType: "melee",
				ranged: false,
				attacks: 1,
				damageDice: 1,
				damageSides: 8,
				damageBonus: 0,
				offDamageDice: 1,
				offDamageSides: 6,
				offDamageBonus: 0,
				longWeapon: false,
				distance: 5,
				critical: "crippling-injury",
				crippleTo: "attack",
				picks: emptyPicks(),
				circumstances: [],
			};
		case "manoeuvre":
			return { action: "manoeuvre", target: firstTarget, escapingBonds: false, effect: "", picks: emptyPicks(), distance: 5 };
		case "damage":
			return { action: "damage", amount: 0, flatFooted: defenderRules(note).save !== undefined, ability: "", abilityAmount: 0, abilityKind: "damage" };
		case "recover":
			return { action: "recover", period: "10-minutes-rest", periods: 1, kind: "damage", psychic: 1 };
		case "intrigue":
			return intrigueForm(note);
		default:
			return undefined;
	}
}

/** The pack's combat manoeuvres, by label: what a success may do to the target. */
function manoeuvreChoices(note: D20Note): [string, string][] {
	return [...(note.pack?.effects.values() ?? [])].filter((e) => e.rule.roll === "manoeuvre").map((e): [string, string] => [e.rule.id, e.rule.label]);
}

/**
 * What the chosen manoeuvre does on a success, read from its rule note (so a GM's edit of the note
 * shows here): the condition it applies, how far it moves the target by the margin over the CMD.
 */
export function manoeuvreEffectWords(note: D20Note, effectId: string, target: string): string {
	const effect = note.pack?.effects.get(effectId)?.rule;
	if (effect === undefined) return t("d20.manoeuvre.effectGm");
	const parts: string[] = [];
	if (effect.applies !== undefined) parts.push(t("d20.manoeuvre.becomes", { condition: note.pack?.conditions.get(effect.applies)?.rule.label ?? effect.applies }));
	if (effect.margin) parts.push(marginWords(effect.margin));
	if (parts.length === 0) return t("d20.manoeuvre.effectNothing", { manoeuvre: effect.label });
	return t("d20.manoeuvre.effect", { target, effects: formatList(parts) });
}

/** The ability a skill is usually rolled with; the player changes it in the dialog when the GM says. */
const SKILL_ABILITY: Record<string, Ability> = {
	acrobatics: "dex", athletics: "str", stealth: "dex", perception: "wis", diplomacy: "cha", deceive: "cha", deception: "cha",
	"sense motive": "wis", knowledge: "int", mechanical: "int", computers: "int", medicine: "wis", survival: "wis", intimidate: "cha",
};
export const guessAbility = (skill: string): Ability => SKILL_ABILITY[skill] ?? "int";

/** Each dialog's title, from the note's name. */
export function d20Title(note: D20Note, form: D20Form): string {
	const name = note.name;
	switch (form.action) {
		case "check":
			return t("d20.title.check", { name });
		case "attack":
			return t("d20.title.attack", { name });
		case "opportunity":
			return t("d20.title.opportunity", { name });
		case "manoeuvre":
			return t("d20.title.manoeuvre", { name });
		case "damage":
			return t("d20.title.damage", { name });
		case "recover":
			return t("d20.title.recover", { name });
		case "intrigue":
			return t("d20.title.intrigue", { name });
	}
}

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

// The choices are built when a dialog opens, so they read in the language of the moment.
const abilityChoices = (): Choices => ABILITIES.map((a) => [a, abilityShort(a)] as const);
const PICK_IDS: readonly string[] = ["", ...(["bonus", "penalty"] as const).flatMap((direction) => ADJUSTMENT_LEVELS.map((level) => `${level}-${direction}`))];
const pickChoices = (): Choices => [
	["", t("d20.field.none")],
	...(["bonus", "penalty"] as const).flatMap((direction) => ADJUSTMENT_LEVELS.map((level) => [`${level}-${direction}`, adjustmentName(level, direction)] as const)),
];
const rollChoices = (): Choices => [
	["attack", t("d20.field.onAttack")],
	["defence", t("d20.field.onDefence")],
	["damage", t("d20.field.onDamage")],
];
const CRITICAL_IDS: readonly CriticalOption[] = ["opportunity-attack", "combat-manoeuvre", "crippling-injury"];
const criticalChoices = (): readonly (readonly [CriticalOption, string])[] => CRITICAL_IDS.map((option) => [option, criticalOptionName(option)] as const);
const crippleChoices = (): Choices => CRIPPLING_TARGETS.map((target) => [target, capital(rollName(target))] as const);
const DIE_CHOICES: Choices = [4, 6, 8, 10, 12, 20].map((sides) => [String(sides), `d${sides}`] as const);
const damageOrDrain = (): Choices => [
	["damage", t("d20.field.damage")],
	["drain", t("d20.field.drain")],
];
const periodChoices = (): Choices => (Object.keys(PERIODS) as PeriodId[]).map((id) => [id, periodName(id)] as const);
/** The range a modifier, a DC or a damage bonus may take in a dialog. */
const MODIFIER_MIN = -50;
const MODIFIER_MAX = 100;


/** Most attack rolls a multiple or an extra attack makes in the dialog. */
const MAX_ATTACKS = 4;
const attackTypeChoices = (): Choices => ATTACK_TYPE_IDS.map((id) => [id, attackTypeName(id)] as const);
export const takesChoices = (): Choices => (["standard", "short", "full-round", "free"] as const).map((type) => [type, actionTypeName(type)] as const);
const distanceChoices = (): Choices => [
	["5", t("d20.field.within5")],
	["10", t("d20.field.away10")],
	["15", t("d20.field.farther")],
];
const CIRCUMSTANCE = "circumstance:";

/** The named circumstances a dialog offers, one toggle each, under More (004 names them as examples). */
export function circumstanceFields(ticked: readonly string[], roll: "attack" | "check"): Field[] {
	return circumstancesFor(roll).map((c, index) =>
		toggleField(CIRCUMSTANCE + c.id, circumstanceName(c.id, c.label), ticked.includes(c.id), { rare: true, ...(index === 0 ? { description: t("d20.field.circumstanceDesc") } : {}) }),
	);
}

export function targetChoices(note: D20Note): Choices {
	return note.others.map((other) => [other.link, other.kind === "npc" ? t("d20.field.targetNpc", { name: other.name }) : t("d20.field.targetCharacter", { name: other.name })] as const);
}

/** The picks' fields: a level for each filled pick and one more, each with its source (and roll). */
export function pickFields(picks: readonly AdjustmentPick[], withRoll: boolean): Field[] {
	const fields: Field[] = [];
	const shown = Math.min(MAX_PICKS, picks.length + 1);
	for (let i = 0; i < shown; i++) {
		const pick = picks[i] ?? { pick: "", source: "", on: "attack" };
		const n = i + 1;
		// The GM's bonuses and penalties are the exception, not every roll: under More.
		fields.push(choiceField(`pick${n}`, t("d20.field.pick", { n }), pick.pick, pickChoices(), { rare: true, ...(i === 0 ? { description: t("d20.field.pickDesc") } : {}) }));
		if (pick.pick !== "") {
			fields.push(textField(`source${n}`, t("d20.field.source", { n }), pick.source, t("d20.field.sourcePlaceholder"), { rare: true, ...(i === 0 ? { description: t("d20.field.sourceDesc") } : {}) }));
			if (withRoll) fields.push(choiceField(`on${n}`, t("d20.field.appliesTo", { n }), pick.on, rollChoices(), RARE));
		}
	}
	return fields;
}

/** The sheet's skills as a dialog offers them: "Athletics (4 ranks)". */
export function skillChoices(note: D20Note): Choices {
	return Object.entries(note.character.skills).map(([name, ranks]) => [name, t("d20.field.skillRanks", { skill: skillName(name), ranks })] as const);
}

/** What the action takes from the round of a running encounter (a standard action unless the GM says). */
export function takesField(form: { takes: ActionType }, round: NonNullable<D20Note["round"]>): Field {
	return formChoice(form, "takes", t("d20.field.takes"), takesChoices(), { description: t("d20.field.takesDesc", { round: roundName(round) }), rare: true });
}

export function d20Fields(note: D20Note, form: D20Form): Field[] {
	switch (form.action) {
		case "check": {
			const skills: Choices = [
				["", t("d20.field.noSkill")],
				["bcb", t("d20.field.combatBcb", { bcb: signed(note.character.bcb) })],
				...skillChoices(note),
			];
			const fields: Field[] = [
				formChoice(form, "ability", t("d20.field.ability"), abilityChoices()),
				formChoice(form, "skill", t("d20.field.skillOrCombat"), skills),
				formChoice(form, "mode", t("d20.field.against"), [
					["dc", t("d20.field.againstDc")],
					["opposed", t("d20.field.againstOpposed")],
				]),
			];
			if (form.mode === "dc") {
				fields.push(
					formNumber(form, "dc", t("d20.field.dc"), MODIFIER_MIN, MODIFIER_MAX),
					formToggle(form, "easy", t("d20.field.easy"), { description: t("d20.field.easyDesc"), rare: true }),
				);
				if (form.easy) fields.push(formToggle(form, "extremeConditions", t("d20.field.extremeConditions"), RARE));
			} else {
				fields.push(
					formNumber(form, "opponentModifier", t("d20.field.opponentModifier"), MODIFIER_MIN, MODIFIER_MAX),
					formToggle(form, "opponentIsPlayer", t("d20.field.opponentIsPlayer"), { description: t("d20.field.opponentIsPlayerDesc"), rare: true }),
				);
			}
			if (note.round !== undefined) fields.push(takesField(form, note.round));
			return [...fields, ...circumstanceFields(form.circumstances, "check"), ...pickFields(form.picks, false)];
		}
		case "attack":
		case "opportunity": {
			const rule = ATTACK_TYPES[form.attackType];
			const fields: Field[] = [formChoice(form, "target", t("d20.field.target"), targetChoices(note))];
			// An Opportunity attack is a melee attack ("You can't make an Opportunity attack with a ranged weapon").
			if (form.action === "attack") {
				const takes = actionTypeName(rule.action);
				fields.push(formChoice(form, "attackType", t("d20.field.attackType"), attackTypeChoices(), { description: rule.attacks > 1 ? t("d20.field.attackTypeRolls", { takes, attacks: rule.attacks }) : takes }));
			}
			if (form.attackType === "multiple" || form.attackType === "extra") fields.push(formNumber(form, "attacks", t("d20.field.attacks"), 2, MAX_ATTACKS, { description: t("d20.field.attacksDesc") }));
			fields.push(
				formChoice(form, "ability", t("d20.field.weaponUses"), [
					["str", t("d20.field.weaponStr", { ability: abilityShort("str") })],
					["dex", t("d20.field.weaponDex", { ability: abilityShort("dex") })],
				]),
			);
			if (!form.ranged) {
				const reach = defaultReach(note.character.size, form.longWeapon);
				fields.push(choiceField("distance", t("d20.field.distance"), String(form.distance), distanceChoices(), { description: t("d20.field.reach", { feet: reach }) }));
				fields.push(formToggle(form, "longWeapon", t("d20.field.longWeapon"), { description: reach === 10 && !form.longWeapon ? t("d20.field.longWeaponBig") : t("d20.field.longWeaponDesc"), rare: true }));
			}
			fields.push(
				formNumber(form, "threat", t("d20.field.threat"), 2, 20, { description: t("d20.field.threatDesc"), rare: true }),
				formNumber(form, "damageDice", form.attackType === "two-weapon" ? t("d20.field.damageDiceFirst") : t("d20.field.damageDice"), 0, 20),
				// A choice of sizes for the number the form holds (form-change.ts stores it as a number).
				choiceField("damageSides", t("d20.field.die"), String(form.damageSides), DIE_CHOICES),
				formNumber(form, "damageBonus", t("d20.field.damageBonus"), MODIFIER_MIN, MODIFIER_MAX),
			);
			if (form.attackType === "two-weapon") {
				fields.push(
					formNumber(form, "offDamageDice", t("d20.field.damageDiceSecond"), 0, 20),
					choiceField("offDamageSides", t("d20.field.secondDie"), String(form.offDamageSides), DIE_CHOICES),
					formNumber(form, "offDamageBonus", t("d20.field.secondDamageBonus"), MODIFIER_MIN, MODIFIER_MAX),
				);
			}
			fields.push(
				formChoice(form, "critical", t("d20.field.critical"), criticalChoices(), RARE),
				...(form.critical === "crippling-injury" ? [formChoice(form, "crippleTo", t("d20.field.crippleTo"), crippleChoices(), RARE)] : []),
				...circumstanceFields(form.circumstances, "attack"),
				...pickFields(form.picks, true),
			);
			return fields;
		}
		case "manoeuvre":
			return [
				formChoice(form, "target", t("d20.field.target"), targetChoices(note)),
				formChoice(form, "effect", t("d20.field.manoeuvre"), [["", t("d20.field.manoeuvreOther")], ...manoeuvreChoices(note)], { description: t("d20.field.manoeuvreDesc") }),
				choiceField("distance", t("d20.field.distance"), String(form.distance), distanceChoices(), { description: t("d20.field.reach", { feet: defaultReach(note.character.size) }) }),
				formToggle(form, "escapingBonds", t("d20.field.escapingBonds"), { description: t("d20.field.escapingBondsDesc"), rare: true }),
				...pickFields(form.picks, false),
			];
		case "damage":
			return [
				formNumber(form, "amount", t("d20.field.damage"), 0, MAX_POINTS),
				formToggle(form, "flatFooted", t("d20.field.flatFooted", { dc: damageSaveDc(note) })),
				formChoice(form, "ability", t("d20.field.abilityDamage"), [["", t("d20.field.none")], ...abilityChoices()], RARE),
				...(form.ability === "" ? [] : [formNumber(form, "abilityAmount", t("d20.field.points"), 0, 60, RARE), formChoice(form, "abilityKind", t("d20.field.damageOrDrain"), damageOrDrain(), RARE)]),
			];
		case "recover":
			return [
				formChoice(form, "kind", t("d20.field.recoveringFrom"), damageOrDrain()),
				formChoice(form, "period", t("d20.field.period"), periodChoices()),
				formNumber(form, "periods", t("d20.field.periods"), 1, 365),
				formNumber(form, "psychic", t("d20.field.psychic"), 1, MAX_PSYCHIC_SPEED, { description: t("d20.field.psychicDesc") }),
			];
		case "intrigue":
			return intrigueFields(note, form);
	}
}

// ---------------------------------------------------------------------------------------------
// Update
// ---------------------------------------------------------------------------------------------

function updatePicks(picks: readonly AdjustmentPick[], key: string, value: string | number | boolean): AdjustmentPick[] | undefined {
	const m = /^(pick|source|on)([1-9])$/.exec(key);
	if (!m) return undefined;
	const index = Number(m[2]) - 1;
	if (index >= MAX_PICKS) return [...picks];
	const next = picks.map((p) => ({ ...p }));
	while (next.length <= index) next.push({ pick: "", source: "", on: "attack" });
	const pick = next[index] as AdjustmentPick;
	const text = String(value);
	if (m[1] === "pick") pick.pick = PICK_IDS.includes(text) ? text : "";
	else if (m[1] === "source") pick.source = text.slice(0, 80);
	else if (text === "attack" || text === "defence" || text === "damage") pick.on = text;
	// A cleared pick drops out; the ones after it move up, so the dialog never shows a gap.
	return next.filter((p) => p.pick !== "");
}

/**
 * What a d20 dialog change does beyond storing the checked value (the frame does that, from the
 * fields above): the picks, and a skill that brings its usual ability.
 */
export function d20Update(note: D20Note, form: D20Form, key: string, value: string | number | boolean): D20Form {
	if ("picks" in form) {
		const picks = updatePicks(form.picks, key, value);
		if (picks) return { ...form, picks };
	}
	if ((form.action === "check" || form.action === "intrigue" || form.action === "attack" || form.action === "opportunity") && key.startsWith(CIRCUMSTANCE)) {
		const id = key.slice(CIRCUMSTANCE.length);
		const rest = form.circumstances.filter((c) => c !== id);
		return { ...form, circumstances: value === true ? [...rest, id] : rest };
	}
	if ((form.action === "attack" || form.action === "opportunity") && key === "attackType") {
		const rule = ATTACK_TYPES[form.attackType];
		// The kind sets whether it is ranged (and a ranged attack usually uses DEX) and the rolls it makes at least.
		return { ...form, ranged: rule.ranged, attacks: Math.max(rule.attacks, form.attackType === "multiple" || form.attackType === "extra" ? form.attacks : 1), ...(rule.ranged ? { ability: "dex" as const } : {}) };
	}
	if (form.action === "check" && key === "skill" && form.skill !== "" && form.skill !== "bcb") return { ...form, ability: guessAbility(form.skill) };
	if (form.action === "intrigue") return intrigueUpdate(note, form, key);
	return form;
}

// ---------------------------------------------------------------------------------------------
// Plans: what the preview shows and what resolve rolls, built once so the two always agree
// ---------------------------------------------------------------------------------------------

/** The picks as engine adjustments (each unnamed one is its own source). */
export function pickedAdjustments(picks: readonly AdjustmentPick[], applies: (pick: AdjustmentPick) => string): Adjustment[] {
	return picks.flatMap((p, index) => {
		const [level, direction] = p.pick.split("-") as [AdjustmentLevel, "bonus" | "penalty"];
		if (!ADJUSTMENT_LEVELS.includes(level)) return [];
		const source = p.source.trim() === "" ? `pick ${index + 1}` : p.source.trim();
		return [{ level, direction, applies: applies(p), source }];
	});
}

/**
 * What the combatant's conditions put on one roll: the adjustments (each condition its own source)
 * and a line per condition that says so ("Prone (the target): a Minor penalty to Defence against
 * melee attacks"), so the dialog says which condition moved the chance.
 */
export function conditionsOnRoll(combatant: Pick<D20Combatant, "conditions">, roll: ConditionRoll, attack: { ranged?: boolean }, target = false): { adjustments: Adjustment[]; lines: string[] } {
	const specs = specsOf<D20Condition>(combatant.conditions);
	const kind = attack.ranged === true ? "ranged" : "melee";
	const lines = specs.flatMap((c) =>
		c.adjustments
			.filter((a) => a.applies === roll && (a.against === undefined || a.against === kind))
			.map((a) => (target ? t("d20.preview.conditionOnTarget", { condition: c.label, effect: adjustmentWords(a) }) : t("d20.preview.condition", { condition: c.label, effect: adjustmentWords(a) }))),
	);
	return { adjustments: conditionAdjustments(specs, roll, attack), lines };
}

/** Why the actor's conditions forbid this roll (one that only defends, or cannot act physically), or undefined. */
export function conditionForbids(note: Pick<D20Combatant, "name" | "conditions">, physical: boolean): string | undefined {
	for (const condition of specsOf<D20Condition>(note.conditions)) {
		const refusal = conditionRefusal(condition, { defense: false, physical });
		if (refusal !== undefined) return t("d20.refusal.condition", { name: note.name, refusal });
	}
	return undefined;
}

export interface CheckPlan {
	/** What the check takes from the round, when the character fights in a running encounter. */
	round: RoundUse;
	actor: Contestant;
	/** The DC, or the opponent when opposed. */
	dc?: number;
	opponent?: Contestant;
	easy: boolean;
	adjustment: CombinedAdjustment;
	odds: Odds;
	/** Why the modifier is what it is (parts and the combined adjustments). */
	explanation: CitedExplanation;
	skillLabel: string;
}

/** The check's modifier: ability + ranks (or BCB) + the standing and picked adjustments on the track. */
export function planCheck(note: D20Note, form: CheckForm): Result<CheckPlan> {
	const forbidden = conditionForbids(note, form.ability === "str" || form.ability === "dex" || form.ability === "con");
	if (forbidden !== undefined) return fail(forbidden);
	const standing = standingAdjustments(note, note.settings);
	if (!standing.ok) return standing;
	// Checks take the "skills" penalties of crippling injuries; a combat check those to attack.
	const standingRoll = form.skill === "bcb" ? "attack" : "skills";
	// A condition's bonus or penalty to checks (or, for a combat check, to attack) counts too.
	const conditions = conditionsOnRoll(note, form.skill === "bcb" ? "attack" : "checks", {});
	const adjustments = [
		...standing.value.adjustments.filter((a) => a.applies === standingRoll).map((a) => ({ ...a, applies: "check" })),
		...conditions.adjustments.map((a) => ({ ...a, applies: "check" })),
		...circumstanceAdjustments(form.circumstances, "check"),
		...pickedAdjustments(form.picks, () => "check"),
	];
	const combined = combineAdjustments(adjustments, "check", note.settings);
	if (!combined.ok) return combined;
	const abilityMod = modifierOf(note.character, form.ability);
	const ranks = form.skill === "" ? 0 : form.skill === "bcb" ? note.character.bcb : (note.character.skills[form.skill] ?? 0);
	const skillLabel = form.skill === "" ? "no skill" : form.skill === "bcb" ? "BCB" : form.skill;
	const parts = sumModifier([
		{ name: abilityShort(form.ability), value: abilityMod },
		{ name: form.skill === "bcb" ? t("d20.preview.partBcb") : t("d20.preview.partRanks", { skill: form.skill }), value: form.skill === "" ? 0 : ranks },
		{ name: t("d20.preview.partAdjustments"), value: combined.value.value },
	]);
	const explanation: CitedExplanation = [
		{ text: t("d20.preview.modifier", { modifier: signed(parts.modifier), parts: parts.text }), source: "check" },
		...conditions.lines.map((text) => ({ text })),
		...combined.value.explanation,
	];
	const player = note.kind === "character";
	const actor: Contestant = { label: note.name, modifier: parts.modifier, player };
	const round = roundUse(note, form.takes);
	if (!round.ok) return round;
	if (form.mode === "opposed") {
		const opponent: Contestant = { label: form.opponentIsPlayer ? t("d20.preview.opponent") : t("d20.preview.gmCheck"), modifier: form.opponentModifier, player: form.opponentIsPlayer };
		return ok({ round: round.value, actor, opponent, easy: false, adjustment: combined.value, odds: opposedOdds(actor, opponent), explanation, skillLabel });
	}
	const easy = form.easy && !form.extremeConditions;
	const odds: Odds = easy ? { successes: 1, outOf: 1, chance: 1 } : chanceVsDc(parts.modifier, form.dc);
	return ok({ round: round.value, actor, dc: form.dc, easy, adjustment: combined.value, odds, explanation, skillLabel });
}

/** What an action takes from the round of a running encounter: why (shown and logged) and what the record adds. */
export interface RoundUse {
	notes: string[];
	/** The words the encounter's record of this round gets ("standard", "opportunity attack"). */
	actions: string[];
}

/**
 * Checks an action of `type` against what the character's round still holds (004's action types;
 * restricted and in the surprise round, one standard or short action), and counts an Opportunity
 * attack against the round's. Outside a running encounter there is no round to count.
 */
export function roundUse(note: D20Note, type: ActionType, opportunities = 0): Result<RoundUse> {
	const round = note.round;
	if (round === undefined) return ok({ notes: [], actions: [] });
	if (round.problem !== undefined) return fail(round.problem);
	const limits = { restricted: round.restricted, surprise: round.surprise };
	const taken = takeAction(round.record.actions, type, limits);
	if (!taken.ok) return fail(t("d20.refusal.round", { name: note.name, round: roundName(round), error: taken.error }));
	const counted = type === "free" || type === "none" ? [] : [type];
	return ok({ notes: taken.value.map((step) => step.text), actions: [...counted, ...Array.from({ length: opportunities }, () => OPPORTUNITY)] });
}

/** Opportunity attacks made this round: the encounter's count in a running encounter, the note's otherwise. */
export function opportunityUsed(note: D20Note): number {
	return note.round === undefined ? note.state.opportunityUsed : opportunityAttacksIn(note.round.record.actions);
}

/**
 * The two sides of an attack or manoeuvre, each with their standing adjustments, their conditions,
 * the dialog's picks and the named circumstances ticked (`named`: cover to the target's Defence,
 * flanking to the attack).
 */
export function combatants(
	note: D20Note,
	target: D20Combatant,
	picks: readonly AdjustmentPick[],
	withRoll: boolean,
	attack: { ranged?: boolean } = {},
	named: readonly Adjustment[] = [],
): Result<{ attacker: Combatant; defender: Combatant; damage: Adjustment[]; conditionLines: string[] }> {
	const forbidden = conditionForbids(note, true);
	if (forbidden !== undefined) return fail(forbidden);
	const mine = standingAdjustments(note, note.settings);
	if (!mine.ok) return mine;
	const theirs = standingAdjustments(target, note.settings);
	if (!theirs.ok) return theirs;
	// The attacker's conditions on its attack and damage; the defender's on its Defence, by the attack's kind.
	const myAttack = conditionsOnRoll(note, "attack", attack);
	const myDamage = withRoll ? conditionsOnRoll(note, "damage", attack) : { adjustments: [], lines: [] };
	const theirDefence = conditionsOnRoll(target, "defence", attack, true);
	const picked = [...named, ...pickedAdjustments(picks, (p) => (withRoll ? p.on : "attack"))];
	const attackerAdjustments = [...mine.value.adjustments, ...myAttack.adjustments, ...myDamage.adjustments, ...picked.filter((a) => a.applies !== "defence")];
	const defenderAdjustments = [...theirs.value.adjustments.filter((a) => a.applies === "defence"), ...theirDefence.adjustments, ...picked.filter((a) => a.applies === "defence")];
	return ok({
		attacker: { label: note.name, character: note.character, player: note.kind === "character", adjustments: attackerAdjustments.filter((a) => a.applies === "attack") },
		defender: { label: target.name, character: target.character, player: target.kind === "character", adjustments: defenderAdjustments },
		damage: attackerAdjustments.filter((a) => a.applies === "damage"),
		conditionLines: [...myAttack.lines, ...myDamage.lines, ...theirDefence.lines],
	});
}

export interface AttackPlan {
	target: D20Combatant;
	input: AttackInput;
	explanation: CitedExplanation;
	hit: Odds;
	critical: Odds;
	/** The damage adjustment (stance, picks) on the track. */
	damageAdjustment: CombinedAdjustment;
	opportunityLeft: number;
	/** The attack rolls it makes (a multiple, an extra attack, two weapons: two or more). */
	attacks: number;
	/** What it takes from the round of a running encounter. */
	round: RoundUse;
}

/** The attack rolls an attack makes: one, or as many as a multiple or extra attack is given (two weapons: one each). */
export function attackRolls(form: Pick<AttackForm, "action" | "attackType" | "attacks">): number {
	if (form.action === "opportunity") return 1;
	const rule = ATTACK_TYPES[form.attackType];
	return form.attackType === "multiple" || form.attackType === "extra" ? Math.max(rule.attacks, form.attacks) : rule.attacks;
}

export function findTarget(note: D20Note, link: string): Result<D20Combatant> {
	if (note.others.length === 0) return fail(t("d20.refusal.noTargets", { npc: "ledger: npc", system: "system: d20" }));
	const target = note.others.find((o) => o.link === link);
	return target ? ok(target) : fail(t("d20.refusal.chooseTarget"));
}

export function planAttack(note: D20Note, form: AttackForm): Result<AttackPlan> {
	const target = findTarget(note, form.target);
	if (!target.ok) return target;
	// 004: "You need to be close enough to your opponent to hit them, which will depend on the weapon you're using".
	const reach = checkReach(defaultReach(note.character.size, form.longWeapon), form.distance, form.ranged);
	if (!reach.ok) return reach;
	const sides = combatants(note, target.value, form.picks, true, { ranged: form.ranged }, circumstanceAdjustments(form.circumstances, "attack", form.ranged));
	if (!sides.ok) return sides;
	const noDex = defenderRules(target.value).noDex;
	const setup = setupAttack(sides.value.attacker, sides.value.defender, { ability: form.ability, threat: form.threat, defenderFlatFooted: noDex ?? false }, note.settings);
	if (!setup.ok) return setup;
	const odds = attackOdds(setup.value.input);
	if (!odds.ok) return odds;
	const damageAdjustment = combineAdjustments(sides.value.damage, "damage", note.settings);
	if (!damageAdjustment.ok) return damageAdjustment;
	const perRound = opportunityAttacksPerRound(note.character).count;
	const used = opportunityUsed(note);
	const opportunityLeft = Math.max(0, perRound - used);
	if (form.action === "opportunity" && opportunityLeft < 1) {
		return fail(
			note.round === undefined ? t("d20.refusal.noOpportunity", { perRound, used }) : t("d20.refusal.noOpportunityIn", { round: roundName(note.round), perRound, used }),
		);
	}
	if (form.action === "opportunity" && form.ranged) return fail(t("d20.refusal.opportunityRanged"));
	// 004: an Opportunity attack "doesn't count as an action at all"; the others take what their kind takes.
	const round = roundUse(note, form.action === "opportunity" ? "none" : ATTACK_TYPES[form.attackType].action, form.action === "opportunity" ? 1 : 0);
	if (!round.ok) return round;
	return ok({
		target: target.value,
		input: setup.value.input,
		explanation: [...sides.value.conditionLines.map((text) => ({ text })), ...setup.value.explanation],
		hit: odds.value.hit,
		critical: odds.value.critical,
		damageAdjustment: damageAdjustment.value,
		opportunityLeft: opportunityLeft - (form.action === "opportunity" ? 1 : 0),
		attacks: attackRolls(form),
		round: round.value,
	});
}

export interface ManoeuvrePlan {
	target: D20Combatant;
	input: ManoeuvreInput;
	explanation: CitedExplanation;
	odds: Odds;
	round: RoundUse;
}

export function planManoeuvre(note: D20Note, form: ManoeuvreForm): Result<ManoeuvrePlan> {
	const target = findTarget(note, form.target);
	if (!target.ok) return target;
	const reach = checkReach(defaultReach(note.character.size), form.distance, false);
	if (!reach.ok) return reach;
	// 004: "A combat manoeuvre is a standard action, just like an attack."
	const round = roundUse(note, "standard");
	if (!round.ok) return round;
	const sides = combatants(note, target.value, form.picks, false);
	if (!sides.ok) return sides;
	const setup = setupManoeuvre(sides.value.attacker, sides.value.defender, { escapingBonds: form.escapingBonds }, note.settings);
	if (!setup.ok) return setup;
	return ok({ target: target.value, input: setup.value.input, explanation: [...sides.value.conditionLines.map((text) => ({ text })), ...setup.value.explanation], odds: manoeuvreOdds(setup.value.input), round: round.value });
}

// ---------------------------------------------------------------------------------------------
// Preview
// ---------------------------------------------------------------------------------------------

/** "55% (11 in 20)": exact, from the engine's count of faces. */
export function chanceText(odds: Odds): string {
	// Rounded to a tenth of a percent first, as the engine's percent() rounds it, then written the language's way.
	return t("d20.preview.chance", { percent: formatPercent(Math.round(odds.chance * 1000) / 1000), successes: odds.successes, outOf: odds.outOf });
}

const D20: DiceNeed = { count: 1, sides: 20, label: "d20" };

/** The Reflex save a defender rolls when flat-footed (004: "unless you succeed a Reflex save, DC 15"). */
export function reflexModifier(combatant: Pick<D20Combatant, "character">): number {
	return modifierOf(combatant.character, "dex");
}

/** The DC of the Reflex save that keeps damage off Wound Points: the combatant's condition's, else 004's 15. */
export function damageSaveDc(combatant: Pick<D20Combatant, "conditions">): number {
	return defenderRules(combatant).save?.dc ?? FLAT_FOOTED_SAVE_DC;
}

/** The Fortitude save against a crippling Strength attack. */
export function fortitudeModifier(combatant: Pick<D20Combatant, "character">): number {
	return modifierOf(combatant.character, "con");
}

/** The d20s of a manoeuvre: a player rolls their CMA or CMD, an NPC takes 10 on it. */
function manoeuvreDice(input: { attacker: { player: boolean }; defender: { player: boolean } }, target: string, when: string): DiceNeed[] {
	const dice: DiceNeed[] = [];
	if (input.attacker.player) dice.push({ ...D20, label: t("d20.dice.cma", { when }) });
	if (input.defender.player) dice.push({ ...D20, label: t("d20.dice.cmd", { target, when }) });
	return dice;
}

/** The frame's preview; the d20 game's notes are plain strings (why the modifier is what it is). */
export type D20Preview = Preview & { notes?: string[] };

/** Where each step of an attack draws its dice: indices into the dialog's list of dice. */
export interface SwingDice {
	/** The attack's d20 (and the target's Defence d20, when a player defends). */
	swing: number[];
	damage?: number;
	/** A flat-footed target's Reflex save, if the attack hits. */
	reflex?: number;
	/** The chosen critical option's dice, if the attack is a critical hit. */
	critical: { swing?: number[]; damage?: number; reflex?: number; manoeuvre?: number[]; save?: number };
}

export interface AttackDice {
	/** Every die the attack may need, as the dialog lists them for typing in. */
	needs: DiceNeed[];
	/** For each attack roll, where its steps draw from. */
	swings: SwingDice[];
}

/** The weapon an attack roll strikes with: the second roll of two-weapon fighting is the other weapon's. */
export function weaponOf(form: AttackForm, index: number): { dice: number; sides: number; bonus: number } {
	return form.attackType === "two-weapon" && index === 1 && form.action === "attack"
		? { dice: form.offDamageDice, sides: form.offDamageSides, bonus: form.offDamageBonus }
		: { dice: form.damageDice, sides: form.damageSides, bonus: form.damageBonus };
}

/**
 * Every die an attack may need, each in a group of its own: for each attack roll, the attack (and
 * Defence, when a player defends), the damage and the flat-footed target's Reflex save if it hits,
 * then the chosen critical option's dice. Each step draws only from its own groups, so faces typed
 * in at the table land where they were meant even when a branch is not reached (a miss takes no
 * damage die, and the next attack still reads its own).
 */
export function attackDice(form: AttackForm, plan: AttackPlan, criticalOpen: boolean): AttackDice {
	const attackerRolls = !(plan.input.attacker.takes10 ?? !plan.input.attacker.player);
	const defenderRolls = !(plan.input.defender.takes10 ?? !plan.input.defender.player);
	const target = plan.target.name;
	const needs: DiceNeed[] = [];
	const add = (need: DiceNeed): number => needs.push(need) - 1;
	const swings: SwingDice[] = [];
	for (let i = 0; i < plan.attacks; i++) {
		const which = plan.attacks > 1 ? t("d20.dice.whichAttack", { n: i + 1 }) : "";
		const weapon = weaponOf(form, i);
		const swing = (when: string): Pick<SwingDice, "swing" | "damage" | "reflex"> => {
			const dice: Pick<SwingDice, "swing" | "damage" | "reflex"> = { swing: [] };
			if (attackerRolls) dice.swing.push(add({ ...D20, label: t("d20.dice.attack", { when }) }));
			if (defenderRolls) dice.swing.push(add({ ...D20, label: t("d20.dice.defence", { target, when }) }));
			const ifHit = when === which ? t("d20.dice.ifHits", { which }) : when;
			if (weapon.dice > 0) dice.damage = add({ count: weapon.dice, sides: weapon.sides, label: t("d20.dice.damage", { dice: `${weapon.dice}d${weapon.sides}`, when: ifHit }) });
			const save = defenderRules(plan.target).save;
			if (save) dice.reflex = add({ ...D20, label: t("d20.dice.reflexCondition", { target, condition: save.label.toLowerCase(), when: ifHit }) });
			return dice;
		};
		const first = swing(which);
		const critical: SwingDice["critical"] = {};
		if (criticalOpen) {
			const onCritical = t("d20.dice.onCritical", { which });
			if (form.critical === "opportunity-attack") {
				const again = swing(onCritical);
				critical.swing = again.swing;
				if (again.damage !== undefined) critical.damage = again.damage;
				if (again.reflex !== undefined) critical.reflex = again.reflex;
			} else if (form.critical === "combat-manoeuvre") critical.manoeuvre = manoeuvreDice(plan.input, target, onCritical).map(add);
			else critical.save = add({ ...D20, label: form.ability === "str" ? t("d20.dice.fortitude", { target, when: onCritical }) : t("d20.dice.reflex", { target, when: onCritical }) });
		}
		swings.push({ ...first, critical });
	}
	return { needs, swings };
}

/** "; Gate Thug is flat-footed: Reflex save DC 15 or it goes to Wound Points", when a condition sends its damage there. */
function saveWords(target: D20Combatant): string {
	const save = defenderRules(target).save;
	return save ? t("d20.preview.saveOrWounds", { target: target.name, condition: save.label.toLowerCase(), dc: save.dc }) : "";
}

/** The button of a dialog that rolls nothing says what it does, even while it is refused ("Enter the damage."). */
function submitWords(action: D20Form["action"]): string | undefined {
	if (action === "damage") return t("d20.action.damage");
	if (action === "recover") return t("d20.action.recover");
	return undefined;
}

export function d20Preview(note: D20Note, form: D20Form): D20Preview {
	const submit = submitWords(form.action);
	const refused = (refusal: string): D20Preview => ({ odds: [], refusal, ...(submit !== undefined ? { submit } : {}) });
	const broken = fixNoteFirst(note);
	if (broken !== undefined) return refused(broken);
	const planned = previewOf(note, form);
	return planned.ok ? planned.value : refused(planned.error);
}

function previewOf(note: D20Note, form: D20Form): Result<D20Preview> {
	switch (form.action) {
		case "intrigue":
			return intriguePreview(note, form);
		case "check": {
			const plan = planCheck(note, form);
			if (!plan.ok) return plan;
			const p = plan.value;
			const notes = [...p.round.notes, ...p.explanation.map((s) => s.text)];
			if (p.easy) return ok({ odds: [t("d20.preview.easy", { chance: formatPercent(1) })], notes, submit: t("d20.preview.logSuccess") });
			if (p.opponent) {
				return ok({
					odds: [t("d20.preview.chanceOpposed", { modifier: signed(p.opponent.modifier), chance: chanceText(p.odds) })],
					notes: [...notes, p.opponent.player ? t("d20.preview.bothRollTieYou") : t("d20.preview.bothRollGm")],
					dice: [D20, { ...D20, label: t("d20.dice.opponent") }],
				});
			}
			return ok({ odds: [t("d20.preview.chanceDc", { dc: p.dc ?? 0, chance: chanceText(p.odds) })], notes, dice: [D20] });
		}
		case "attack":
		case "opportunity": {
			const plan = planAttack(note, form);
			if (!plan.ok) return plan;
			const p = plan.value;
			const options = criticalOptions({ ranged: form.ranged, opportunityAttacksLeft: p.opportunityLeft });
			const chosen = options.find((o) => o.option === form.critical);
			const dice = attackDice(form, p, chosen?.available === true);
			const damageLine = (index: number): string => {
				const weapon = weaponOf(form, index);
				const bonus = weapon.bonus + p.damageAdjustment.value;
				const least = Math.max(0, weapon.dice + bonus);
				const most = Math.max(0, weapon.dice * weapon.sides + bonus);
				return t("d20.preview.damageRange", { dice: `${weapon.dice}d${weapon.sides}${bonus === 0 ? "" : signed(bonus)}`, least, most });
			};
			const damage = form.attackType === "two-weapon" && form.action === "attack" ? t("d20.preview.damageTwoWeapons", { first: damageLine(0), second: damageLine(1) }) : damageLine(0);
			const notes = [
				...p.round.notes,
				...p.explanation.map((s) => s.text),
				...(p.input.attacker.player ? [] : [t("d20.preview.npcTakes10")]),
				...(p.input.defender.player ? [] : [t("d20.preview.targetTakes10", { target: p.target.name })]),
				...(p.attacks > 1 ? [t("d20.preview.attackRolls", { attacks: p.attacks })] : []),
				t("d20.preview.damageOnHit", { damage, save: saveWords(p.target) }),
				t("d20.preview.onCritical", { reason: chosen?.reason ?? "" }),
			];
			const hitLine = p.attacks > 1 ? t("d20.preview.chanceEachHits", { target: p.target.name, chance: chanceText(p.hit) }) : t("d20.preview.chanceHit", { target: p.target.name, chance: chanceText(p.hit) });
			return ok({
				odds: [hitLine, t("d20.preview.chanceCritical", { chance: chanceText(p.critical) })],
				notes,
				dice: dice.needs,
				...(form.action === "opportunity" ? { cost: t("d20.preview.opportunityCost", { left: p.opportunityLeft }) } : {}),
			});
		}
		case "manoeuvre": {
			const plan = planManoeuvre(note, form);
			if (!plan.ok) return plan;
			const p = plan.value;
			const dice = manoeuvreDice(p.input, p.target.name, "");
			const naturals = p.input.attacker.player ? (form.escapingBonds ? t("d20.preview.naturalsBonds") : t("d20.preview.naturals")) : t("d20.preview.npcManoeuvre");
			return ok({ odds: [t("d20.preview.chanceManoeuvre", { target: p.target.name, chance: chanceText(p.odds) })], notes: [manoeuvreEffectWords(note, form.effect, p.target.name), ...p.round.notes, ...p.explanation.map((s) => s.text), naturals], dice });
		}
		case "damage": {
			if (form.amount === 0 && (form.ability === "" || form.abilityAmount === 0)) return fail(t("d20.refusal.enterDamage"));
			const c = note.character;
			const notes: string[] = [];
			if (form.flatFooted) {
				const dc = damageSaveDc(note);
				const save = chanceVsDc(reflexModifier(note), dc);
				notes.push(t("d20.preview.reflexSave", { modifier: signed(reflexModifier(note)), dc, chance: chanceText(save) }));
			}
			// Where the damage goes is the headline, in view beside the button, with what is left after it:
			// the engine's own damage rule works it out (on Vitality first, or all on Wound Points after a failed save).
			const onVitality = applyDamage(c, form.amount);
			if (!onVitality.ok) return onVitality;
			const left = (after: D20Character): string =>
				after.woundPoints === 0 && c.woundPoints > 0
					? t("d20.preview.afterUnconscious", { vitality: c.vitality, vitalityAfter: after.vitality, wounds: c.woundPoints, woundsAfter: after.woundPoints })
					: t("d20.preview.after", { vitality: c.vitality, vitalityAfter: after.vitality, wounds: c.woundPoints, woundsAfter: after.woundPoints });
			const odds = [t("d20.preview.damageLeaves", { amount: form.amount, after: left(onVitality.value.character) })];
			if (form.flatFooted) {
				const failed = applyDamage(c, form.amount, { toWoundsDirectly: true });
				if (!failed.ok) return failed;
				odds[0] = t("d20.preview.ifSaveHolds", { after: left(onVitality.value.character) });
				odds.push(t("d20.preview.ifSaveFails", { after: left(failed.value.character) }));
			}
			return ok({ odds, notes, submit: t("d20.action.damage"), ...(form.flatFooted ? { dice: [{ ...D20, label: t("d20.dice.reflexSave") }] } : {}) });
		}
		case "recover": {
			const period = PERIODS[form.period];
			const perPeriod = Math.max(1, note.character.level + modifierOf(note.character, "con"));
			const rateNote = form.kind === "damage" ? t("d20.preview.rateDamage") : t("d20.preview.rateDrain");
			const notes = [
				t("d20.preview.perPeriod", { periods: form.periods, period: periodName(form.period), level: note.character.level, con: abilityShort("con"), modifier: signed(modifierOf(note.character, "con")), perPeriod }),
				rateNote,
			];
			if (form.psychic > 1) notes.push(t("d20.preview.psychic", { times: form.psychic }));
			// What the recovery would bring back, from the same engine function the Recover button runs.
			const after = recover(note.character, { minutes: period.minutes * form.periods, activity: period.activity, kind: form.kind, psychic: form.psychic });
			if (!after.ok) return ok({ odds: [], submit: t("d20.action.recover"), notes, refusal: after.error });
			const c = after.value.character;
			const odds = [
				t("d20.preview.vitalityBack", { before: note.character.vitality, after: c.vitality, max: c.vitalityMax }),
				t("d20.preview.woundsBack", { before: note.character.woundPoints, after: c.woundPoints, max: c.woundPointsMax }),
			];
			return ok({ odds, submit: t("d20.action.recover"), notes });
		}
	}
}
