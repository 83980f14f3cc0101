/**
 * The Cypher sheet's Defend: one dialog for an attack on the character, by the campaign's damage
 * model. Under seed 000's wounds the player blocks (Might) or dodges (Speed): armor eases a block
 * and hinders a dodge, a dodge against an area attack is hindered, and a shield may take a blocked
 * wound whole; or makes a plain Might, Speed or Intellect defense roll against an attack that
 * bypasses both. The attack deals a wound or damages a Pool. Under seed 001's damage track the
 * defense is a Speed task (usually) and a hit's damage, less Armor, comes off a Pool.
 *
 * The roll is the task engine's (odds, Effort, special rolls) and what a hit leaves is the health
 * rules'; one log entry holds both, so one undo puts back the Pool, the wounds and the shield.
 */
import type { ExplainStep } from "../../engine/explain";
import { fail, ok, type Result } from "../../engine/result";
import { ARMOR_DAMAGE_KEY, STATS, withChanges, type CypherCharacter, type Stat } from "../../engine/systems/cypher/character";
import { citedStep } from "../../engine/systems/cypher/cited-step";
import {
	applyDefendedWound,
	applyPoolDamage,
	applyTrackDamage,
	ARMOR_VALUE,
	defenseSteps,
	isDead,
	SEVERITIES,
	shieldBrokenText,
	SHIELD_CAPACITY,
	SAVE_STEPS,
	damageArmor,
	SHIELD_KEYS,
	surpriseOnDefense,
	takeWound,
	woundFromPoolDamage,
	type DamageKind,
	type RuleOutcome,
	type Surprise,
	type WoundSeverity,
} from "../../engine/systems/cypher/health";
import { aimChanges, costText, cypherEntry, pagesOf, taskEntry, taskOutcomeText } from "../../engine/systems/cypher/log-entries";
import { COMBAT_CIRCUMSTANCES, DEFENSE_ONE_DAMAGE, defenseOneDamageStep, MAX_ASSET_STEPS, planTask, resolveTask, type TaskRequest, type TaskResult } from "../../engine/systems/cypher/task";
import { ONE_D20, type DiceNeed } from "../../engine/dice/physical";
import type { LogEntry, LogInput } from "../../engine/log";
import { choiceField, numberField, toggleField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type PreviewLine, type ResolveContext } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle, usesWounds } from "./character";
import { movementDefense, type CreatureMovement } from "../../engine/systems/cypher/procedures";
import { skillChoices, statChoices } from "./choices";
import { damageKindChoices } from "./damage-kinds";
import { chanceText, conditionLines, difficultyText, ownConditions, standingHindrance } from "./task-form";
import { CONDITIONS_KEY, ruleNotes } from "../conditions/held";
import { applyPlan, clockRuns, type ConditionPlan } from "../conditions/apply";
import type { CypherPc } from "./task-game";
import { currentLanguage, intlTag, t } from "../../lang";
import { changeHelp, FOE_TOGGLES, foeOnDefense, helpFields, helpOnRoll, helpRuleOf, together, type Cooperation, type FoeForm, type HelpForm } from "./cooperation";

export const DEFEND_ACTION = "defend";
/** The preset a creature page's "Defend against it" gives: its damage in points (see update). */
export const ATTACK_DAMAGE = "attackDamage";

/** Block and dodge (000 only), a plain defense roll of a stat, no defense at all, or taking the attack for someone. */
type Defense = "block" | "dodge" | Stat | "none" | "take";

export interface DefendForm extends HelpForm, FoeForm {
	defense: Defense;
	/** The attacker's level: the defense's difficulty. */
	level: number;
	/** What a hit does: a wound (000), or damage to this Pool (000's special attacks, 001's damage). */
	harm: WoundSeverity | Stat;
	/** Points of damage, when `harm` is a Pool. */
	damage: number;
	/** Damage track: which damage Armor stops, and the Armor (the sheet's category by default). */
	kind: DamageKind;
	armor: number;
	/** 000: "dodge rolls against area attacks are hindered". */
	area: boolean;
	/** On a successful block, the shield takes the whole wound instead of the character. */
	shield: boolean;
	/** 000: the attack (a special one, or an intrusion) damages the worn armor, unless it is avoided altogether. */
	damagesArmor: boolean;
	skill: string;
	assets: number;
	effort: number;
	easing: number;
	hindering: number;
	/** The attack is a ranged one: a condition such as prone weighs ranged and melee attacks apart. */
	ranged: boolean;
	/** How far the attacker moves in a round (001: a slow one eases the defense, a fast one hinders it); "" unsaid. */
	foeMovement?: CreatureMovement | "";
	/** How surprised the defender is; "" for a defender who saw the attack coming. */
	surprise: Surprise | "";
	/** A named circumstance of the attack, read from the attacker's side (its id), or "". */
	circumstance: string;
	/** What a natural 1 on the defense brings when the attack deals points: the GM's free intrusion, or 2 more damage (001). */
	onOne: "intrusion" | "damage";
	/** 001's save: a second defense roll after a hit, and what failing it does. */
	save: boolean;
	saveStat: Stat;
	saveLevel: number;
	saveHarm: WoundSeverity | Stat;
	saveDamage: number;
	saveEffort: number;
	/** 001: taking the attack needs a Speed task when the GM asks ("Speed task (optional)"): rolled first, at the attacker's level. */
	getInTheWay?: boolean;
	/** Taking the attack again although the sheet says it was taken since the last turn: the player says their turn has come since. */
	turnSince?: boolean;
}

/** A defense as the dialog offers it: "Block (Might)", "Speed defense". */
function defenseLabel(defense: Defense): string {
	switch (defense) {
		case "block":
			return t("cypher.defend.defense.block");
		case "dodge":
			return t("cypher.defend.defense.dodge");
		case "none":
			return t("cypher.defend.defense.none");
		case "take":
			return t("cypher.defend.defense.take");
		default:
			return statDefense(defense);
	}
}
/** "Might defense", "Speed defense", "Intellect defense". */
const statDefense = (stat: Stat): string => t("cypher.defend.statDefense", { stat });
/** "Might", "Speed", "Intellect" in the user's language. */
const statName = (stat: string): string => t("encounter.stat", { stat });
/** "Minor wound", "Moderate wound", "Major wound". */
const woundName = (severity: WoundSeverity): string => t("cypher.defend.wound", { severity });
/** What a hit does, as the dialog offers it: a wound (000 only) or damage to a Pool. */
const harmChoices = (wounds: boolean): [string, string][] =>
	wounds ? [...SEVERITIES.map((s): [string, string] => [s, woundName(s)]), ...statChoices((s) => t("cypher.defend.damageTo", { stat: statName(s) }))] : statChoices(statName);
/** 000 offers block and dodge; 001's defense is a plain defense task ("Speed task (usually)"). */
const defensesOf = (pc: CypherPc): Defense[] =>
	usesWounds(pc.note) ? ["block", "dodge", ...STATS, "none", "take"] : [...STATS, "none", "take"];

/** The attacker's movement as the defense reads it (001): immediate eases, long hinders, short changes nothing. */
const FOE_MOVEMENTS: readonly (CreatureMovement | "")[] = ["", "immediate", "short", "long"];
const foeMovementChoices = (): [CreatureMovement | "", string][] => [
	["", t("cypher.defend.movement.unsaid")],
	["immediate", t("cypher.defend.movement.immediate")],
	["short", t("cypher.defend.movement.short")],
	["long", t("cypher.defend.movement.long")],
];

const MAX_LEVEL = 10;
/** "2 more damage": what a natural 1 adds when the table takes it as damage (001). */
const moreDamage = (): string => t("cypher.defend.onOne.damage", { damage: DEFENSE_ONE_DAMAGE });
const oneChoices = (): ["intrusion" | "damage", string][] => [
	["intrusion", t("cypher.defend.onOne.intrusion")],
	["damage", moreDamage()],
];
const MAX_DAMAGE = 30;
const MAX_OTHER_STEPS = 5;

const statOf = (defense: Defense): Stat | undefined =>
	defense === "block" ? "might" : defense === "dodge" ? "speed" : defense === "none" || defense === "take" ? undefined : defense;
/** What the roll is called in the log and the preview: "block", "dodge", or "defense" for a plain defense roll. */
const rollName = (defense: Defense): string => (defense === "block" || defense === "dodge" ? defense : "defense");
const isWound = (harm: DefendForm["harm"]): harm is WoundSeverity => (SEVERITIES as readonly string[]).includes(harm);
/** A sheet skill named for the defense ("speed defense") is chosen for it. */
const defenseSkill = (c: CypherCharacter, stat: Stat | undefined): string =>
	stat !== undefined && c.skills[`${stat} defense`] !== undefined ? `${stat} defense` : "";
/** The shield takes a wound only on a block against a wound attack, and only while it is whole. */
const shieldUsable = (c: CypherCharacter, form: DefendForm, wounds: boolean): boolean =>
	wounds && form.defense === "block" && isWound(form.harm) && c.shield !== undefined && !c.shield.broken;

function startForm(pc: CypherPc): DefendForm {
	const c = pc.note.sheet.character;
	const wounds = usesWounds(pc.note);
	const defense: Defense = wounds ? (c.armor === "none" ? "dodge" : "block") : "speed";
	return {
		defense,
		level: 3,
		harm: wounds ? "moderate" : "might",
		// 001: "Medium Weapon: 4 damage".
		damage: 4,
		kind: "physical",
		armor: ARMOR_VALUE[c.armor],
		area: false,
		shield: false,
		damagesArmor: false,
		skill: defenseSkill(c, statOf(defense)),
		assets: 0,
		effort: 0,
		easing: 0,
		hindering: 0,
		ranged: false,
		surprise: "",
		circumstance: "",
		onOne: "intrusion",
		save: false,
		// 000's example of a second defense: a venomous bite, then "a Might defense roll against the poison".
		saveStat: "might",
		saveLevel: 3,
		saveHarm: wounds ? "minor" : "speed",
		saveDamage: 3,
		saveEffort: 0,
		helpFrom: "",
		followerLevel: 3,
		guarding: false,
		distracted: false,
		drewAttack: false,
		coveringFire: false,
		highAndLow: false,
	};
}

const surpriseChoices = (): [Surprise | "", string][] => [
	["", t("cypher.defend.surprise.none")],
	["partial", t("cypher.defend.surprise.partial")],
	["full", t("cypher.defend.surprise.full")],
	["unaware", t("cypher.defend.surprise.unaware")],
];

/**
 * The situations of 000's combat tables an attack on you can be in, each read from the attacker's
 * side and turned round for the defense: what eases the attack hinders you. Surprise has its own
 * row (it also takes Effort away); rows that decide without a roll have "No defense".
 */
const DEFENSE_CIRCUMSTANCES = COMBAT_CIRCUMSTANCES.filter((c) => (c.effect === "ease" || c.effect === "hinder") && c.id !== "surprise" && c.id !== "partial-surprise");
const circumstanceChoices = (): [string, string][] => [
	["", t("cypher.defend.none")],
	...DEFENSE_CIRCUMSTANCES.map((c): [string, string] => [
		c.id,
		c.effect === "ease" ? t("cypher.defend.circumstance.hinders", { label: c.label, steps: c.steps }) : t("cypher.defend.circumstance.eases", { label: c.label, steps: c.steps }),
	]),
];

/** The surprise that applies to the defense roll (none for no defense, or taking the attack). */
const surpriseOf = (form: DefendForm) => (statOf(form.defense) === undefined || form.surprise === "" ? undefined : surpriseOnDefense(form.surprise));

/** True when one of the character's conditions weighs melee and ranged attacks apart (prone): the dialog then asks which. */
const rangeMatters = (pc: CypherPc): boolean => ownConditions(pc.note).some(({ condition }) => condition.meleeAttackSteps !== condition.rangedAttackSteps);

function fields(pc: CypherPc, form: DefendForm): Field[] {
	const c = pc.note.sheet.character;
	const wounds = usesWounds(pc.note);
	const list: Field[] = [
		choiceField("defense", t("cypher.defend.field.defense"), form.defense, defensesOf(pc).map((d) => [d, defenseLabel(d)]), {
			description: wounds ? t("cypher.defend.field.defenseWoundsDesc") : t("cypher.defend.field.defenseTrackDesc"),
		}),
		numberField("level", t("cypher.defend.field.level"), form.level, 0, MAX_LEVEL, { description: t("cypher.defend.field.levelDesc") }),
		wounds
			? choiceField("harm", t("cypher.defend.field.harmWounds"), form.harm, harmChoices(true))
			: choiceField("harm", t("cypher.defend.field.harmTrack"), form.harm, harmChoices(false), { description: t("cypher.defend.field.harmTrackDesc") }),
	];
	if (!isWound(form.harm)) list.push(numberField("damage", t("cypher.defend.field.damage"), form.damage, 1, MAX_DAMAGE));
	if (!wounds) {
		list.push(
			choiceField("kind", t("cypher.defend.field.kind"), form.kind, damageKindChoices()),
			numberField("armor", t("cypher.defend.field.armor"), form.armor, 0, MAX_LEVEL, { description: t("cypher.defend.field.armorDesc", { armor: c.armor, value: ARMOR_VALUE[c.armor] }) }),
		);
	} else {
		list.push(toggleField("area", t("cypher.defend.field.area"), form.area, { description: t("cypher.defend.field.areaDesc") }));
		if (c.armor !== "none") {
			list.push(toggleField("damagesArmor", t("cypher.defend.field.damagesArmor"), form.damagesArmor, { rare: true, description: t("cypher.defend.field.damagesArmorDesc") }));
		}
		if (c.shield) {
			list.push(
				toggleField("shield", t("cypher.defend.field.shield"), form.shield && shieldUsable(c, form, wounds), {
					disabled: !shieldUsable(c, form, wounds),
					description: c.shield.broken ? shieldBrokenText() : t("cypher.defend.field.shieldDesc"),
				}),
			);
		}
	}
	if (form.defense === "take") {
		list.push(toggleField("getInTheWay", t("cypher.defend.field.getInTheWay"), form.getInTheWay === true, { description: t("cypher.defend.field.getInTheWayDesc") }));
		if (tookAttack(pc) !== undefined) {
			list.push(toggleField("turnSince", t("cypher.defend.field.turnSince"), form.turnSince === true, { description: t("cypher.defend.field.turnSinceDesc") }));
		}
	}
	if (statOf(form.defense) !== undefined) {
		const surprise = surpriseOf(form);
		list.push(
			choiceField("skill", t("cypher.defend.field.skill"), surprise?.noSkill === true ? "" : form.skill, skillChoices(c, t("cypher.defend.field.noSkill")), surprise?.noSkill === true ? { disabled: true, description: t("cypher.defend.field.skillSurprised") } : {}),
			numberField("assets", t("cypher.defend.field.assets"), form.assets, 0, MAX_ASSET_STEPS, { description: t("cypher.defend.field.assetsDesc") }),
			numberField("effort", t("cypher.defend.field.effort"), surprise ? 0 : form.effort, 0, c.effort, surprise ? { disabled: true, description: t("cypher.defend.field.effortSurprised") } : {}),
			choiceField("surprise", t("cypher.defend.field.surprise"), form.surprise, surpriseChoices(), { rare: true, description: t("cypher.defend.field.surpriseDesc") }),
			choiceField("circumstance", t("cypher.defend.field.circumstance"), form.circumstance, circumstanceChoices(), { rare: true, description: t("cypher.defend.field.circumstanceDesc") }),
			numberField("easing", t("cypher.defend.field.easing"), form.easing, 0, MAX_OTHER_STEPS, { description: t("cypher.defend.field.easingDesc"), rare: true }),
			numberField("hindering", t("cypher.defend.field.hindering"), form.hindering, 0, MAX_OTHER_STEPS, { description: t("cypher.defend.field.hinderingDesc"), rare: true }),
			choiceField("foeMovement", t("cypher.defend.field.foeMovement"), form.foeMovement ?? "", foeMovementChoices(), { rare: form.foeMovement === undefined || form.foeMovement === "", description: t("cypher.defend.field.foeMovementDesc") }),
		);
		// Cooperation (000's cooperative actions and guarding; 001's combat actions and circumstances), under More until chosen.
		list.push(...helpFields(form, c.tier, true));
		for (const toggle of FOE_TOGGLES.filter((toggle) => !(wounds && toggle.classicOnly === true))) {
			list.push(toggleField(toggle.key, toggle.label, form[toggle.key] === true, { rare: form[toggle.key] !== true, description: toggle.description }));
		}
		if (rangeMatters(pc)) list.push(toggleField("ranged", t("cypher.defend.field.ranged"), form.ranged, { description: t("cypher.defend.field.rangedDesc") }));
		if (!isWound(form.harm)) {
			list.push(choiceField("onOne", t("cypher.defend.field.onOne"), form.onOne, oneChoices(), { rare: true, description: t("cypher.defend.field.onOneDesc", { damage: DEFENSE_ONE_DAMAGE }) }));
		}
	}
	list.push(toggleField("save", t("cypher.defend.field.save"), form.save, { rare: true, description: t("cypher.defend.field.saveDesc") }));
	if (form.save) {
		list.push(
			choiceField("saveStat", t("cypher.defend.field.saveStat"), form.saveStat, statChoices(statDefense), { rare: true }),
			numberField("saveLevel", t("cypher.defend.field.saveLevel"), form.saveLevel, 0, MAX_LEVEL, { rare: true, description: t("cypher.defend.field.saveLevelDesc") }),
			wounds
				? choiceField("saveHarm", t("cypher.defend.field.saveHarmWounds"), form.saveHarm, harmChoices(true), { rare: true })
				: choiceField("saveHarm", t("cypher.defend.field.saveHarmTrack"), form.saveHarm, harmChoices(false), { rare: true }),
		);
		if (!isWound(form.saveHarm)) list.push(numberField("saveDamage", t("cypher.defend.field.saveDamage"), form.saveDamage, 1, MAX_DAMAGE, { rare: true, description: t("cypher.defend.field.saveDamageDesc") }));
		list.push(numberField("saveEffort", t("cypher.defend.field.saveEffort"), form.saveEffort, 0, c.effort, { rare: true }));
	}
	return list;
}

/**
 * What a change does beyond storing the checked value (the frame does that): a new defense brings
 * its stat's defense skill; the attacker's damage in points ("Damage Inflicted: 2 points" on a
 * creature page) becomes what the attack deals by the campaign's rules.
 */
function update(pc: CypherPc, form: DefendForm, key: string, value: string | number | boolean): DefendForm {
	const text = String(value);
	// The form holds no movement until one is said (a creature page's Movement line, or the field).
	if (FOE_TOGGLES.some((toggle) => toggle.key === key) || key === "getInTheWay" || key === "turnSince") return { ...form, [key]: value === true };
	const helped = changeHelp(form, key, value, pc.note.sheet.character.tier);
	if (helped !== undefined) return helped;
	if (key === "foeMovement") return FOE_MOVEMENTS.some((id) => id === text) ? { ...form, foeMovement: text as CreatureMovement | "" } : form;
	if (key === ATTACK_DAMAGE && typeof value === "number" && Number.isInteger(value) && value > 0) {
		// Under wounds the points are read as 000's table reads Pool damage: 1–4 minor, 5–8 moderate, 9+ major.
		if (usesWounds(pc.note)) return { ...form, harm: woundFromPoolDamage(value) ?? "minor" };
		return { ...form, damage: Math.min(value, MAX_DAMAGE) };
	}
	if (key === "defense" && (defensesOf(pc) as string[]).includes(text)) {
		const defense = text as Defense;
		// The frame has already stored the new defense, so the old one is not known here: the defense's
		// stat brings its own defense skill when the sheet has one, and another stat's defense skill goes.
		const own = defenseSkill(pc.note.sheet.character, statOf(defense));
		const otherStats = STATS.filter((stat) => stat !== statOf(defense)).map((stat) => `${stat} defense`);
		const skill = own !== "" ? own : otherStats.includes(form.skill) ? "" : form.skill;
		return { ...form, defense, skill };
	}
	return form;
}

interface Built {
	/** The defense roll, or undefined when there is none (no defense, taking the attack). */
	request?: TaskRequest;
	/** Why the roll is eased or hindered before the player's choices: armor, area, wounds. */
	before: ExplainStep[];
	/** What the entry is called: "Block", "Dodge", "Defense", "No defense", "Taking the attack". */
	label: string;
	/** The help and what the others did to the attacker, when any counts. */
	cooperation?: Cooperation;
	/** Why the help chosen cannot count, in the user's words. */
	problem?: string;
}

function build(pc: CypherPc, form: DefendForm): Built {
	const c = pc.note.sheet.character;
	const stat = statOf(form.defense);
	if (stat === undefined) return { before: [], label: form.defense === "none" ? t("cypher.defend.label.none") : t("cypher.defend.label.take") };
	// Block and dodge carry their own armor steps (and the wounds' hindrance); a dodge is not hindered
	// twice by unpracticed armor. A plain defense roll gets the same standing hindrances as any task.
	let standing = standingHindrance(c, stat, pc.note.damageModel);
	if (form.defense === "block" || form.defense === "dodge") {
		const steps = defenseSteps(c, form.defense, { areaAttack: form.area, includeWounds: usesWounds(pc.note) });
		standing = { steps: steps.difficultyChange, explanation: steps.explanation };
	}
	const movement = movementDefense(form.foeMovement === undefined || form.foeMovement === "" ? "short" : form.foeMovement);
	const surprise = surpriseOf(form);
	const request: TaskRequest = {
		stat,
		difficulty: form.level,
		skills: form.skill === "" || surprise?.noSkill === true ? [] : [form.skill],
		assets: form.assets,
		effort: surprise?.noEffort === true ? 0 : form.effort,
		extraEasing: form.easing + Math.max(0, -standing.steps) + movement.easing,
		extraHindering: form.hindering + Math.max(0, standing.steps) + movement.hindering + (surprise?.steps ?? 0),
		defense: true,
		conditions: ownConditions(pc.note),
		ranged: form.ranged,
	};
	if (form.circumstance !== "") request.againstAttack = [form.circumstance];
	const built: Built = { request, before: [...standing.explanation, ...movement.explanation, ...(surprise?.explanation ?? [])], label: t("cypher.defend.label.roll", { roll: rollName(form.defense) }) };
	// The help and the others' actions against the attacker, each by its party rule.
	const rule = helpRuleOf(usesWounds(pc.note));
	const skill = request.skills?.[0];
	const helped = helpOnRoll(form, rule, skill === undefined ? undefined : c.skills[skill], { name: skill ?? `${stat} defense`, tier: c.tier, defense: true, attack: false });
	if (!helped.ok) return { ...built, problem: helped.error };
	const cooperation = together([helped.value, foeOnDefense(form, rule)]);
	if (cooperation.explanation.length === 0) return built;
	request.assets = (request.assets ?? 0) + cooperation.assets;
	request.extraEasing = (request.extraEasing ?? 0) + cooperation.easing;
	request.extraHindering = (request.extraHindering ?? 0) + cooperation.hindering;
	request.rollBonus = (request.rollBonus ?? 0) + cooperation.rollBonus;
	return { ...built, cooperation, before: [...built.before, ...cooperation.explanation] };
}

/** The save's roll on the character the hit left: a plain defense roll of its stat, with the sheet's defense skill and the standing hindrances. */
function saveRequest(pc: CypherPc, form: DefendForm, c: CypherCharacter): { request: TaskRequest; before: ExplainStep[] } {
	const standing = standingHindrance(c, form.saveStat, pc.note.damageModel);
	const skill = defenseSkill(c, form.saveStat);
	const request: TaskRequest = {
		stat: form.saveStat,
		difficulty: form.saveLevel,
		skills: skill === "" ? [] : [skill],
		effort: form.saveEffort,
		extraHindering: standing.steps,
		defense: true,
	};
	return { request, before: [SAVE_STEPS.follows(form.saveStat), ...standing.explanation] };
}

type Harm = RuleOutcome<{ dead?: boolean } | null>;

/**
 * What the attack leaves once the defense succeeded or not (no defense and taking the attack never
 * succeed); `extra` is damage the attack adds (a natural 1 taken as 2 more damage).
 */
function harmOf(pc: CypherPc, form: DefendForm, c: CypherCharacter, succeeded: boolean, extra = 0): Result<Harm> {
	const wounds = usesWounds(pc.note);
	const { harm, defense } = form;
	// 000's block, dodge, no defense and taking the attack against a wound: the defense rules say what is left.
	if (wounds && isWound(harm) && statOf(defense) !== defense) {
		const chosen =
			defense === "none" ? { kind: "none" as const } : defense === "take" ? { kind: "take-the-attack" as const } : { kind: defense as "block" | "dodge", succeeded, useShield: form.shield && shieldUsable(c, form, wounds) };
		return applyDefendedWound(c, harm, chosen, c.shield ?? null);
	}
	if (wounds && defense === "take") return fail(t("cypher.defend.refusal.takeNeedsWound"));
	const roll = rollName(defense);
	if (succeeded) return ok({ value: null, explanation: [citedStep(t("cypher.defend.why.succeeds", { roll }))], changes: [] });
	const damage = form.damage + extra;
	const hit: Result<Harm> = wounds
		? isWound(harm)
			? takeWound(c, harm)
			: applyPoolDamage(c, harm, damage)
		: isWound(harm)
			? fail(t("cypher.defend.refusal.trackNeedsPool"))
			: applyTrackDamage(c, damage, { stat: harm, kind: form.kind, armor: form.armor, takingTheAttack: defense === "take" });
	if (!hit.ok) return hit;
	const lead =
		defense === "none"
			? citedStep(t("cypher.defend.why.noDefense"))
			: defense === "take"
				? undefined
				: citedStep(t("cypher.defend.why.fails", { roll }), "defenseFails", "Defense-Tasks");
	const more = extra > 0 ? [defenseOneDamageStep(damage)] : [];
	return ok({ ...hit.value, explanation: [...(lead ? [lead] : []), ...more, ...hit.value.explanation] });
}

/**
 * The attack's harm, with the armor damaged when the attack says so and was not avoided altogether
 * (a successful dodge or plain defense avoids it; a successful block still meets the blow).
 */
function withArmorDamage(pc: CypherPc, form: DefendForm, c: CypherCharacter, harm: Harm, succeeded: boolean): Harm {
	const avoided = succeeded && form.defense !== "block";
	if (!form.damagesArmor || !usesWounds(pc.note) || c.armor === "none" || avoided) return harm;
	const damaged = damageArmor(c);
	return { ...harm, explanation: [...harm.explanation, ...damaged.explanation], changes: [...harm.changes, ...damaged.changes] };
}

/** What a failed save leaves: its wound or its damage, which gets past Armor (the first defense was the armor's chance). */
function saveHarmOf(pc: CypherPc, form: DefendForm, c: CypherCharacter): Result<Harm> {
	const lead = SAVE_STEPS.failed();
	const hit: Result<Harm> = usesWounds(pc.note)
		? isWound(form.saveHarm)
			? takeWound(c, form.saveHarm)
			: applyPoolDamage(c, form.saveHarm, form.saveDamage)
		: isWound(form.saveHarm)
			? fail(t("cypher.defend.refusal.saveNeedsPool"))
			: applyTrackDamage(c, form.saveDamage, { stat: form.saveHarm, kind: "bypass", armor: form.armor });
	return hit.ok ? ok({ ...hit.value, explanation: [lead, ...hit.value.explanation] }) : hit;
}

/** The extra damage a natural 1 brings when the table takes it as damage (001), for an attack that deals points. */
const oneDamage = (form: DefendForm, natural: number | undefined): number => (natural === 1 && form.onOne === "damage" && !isWound(form.harm) ? DEFENSE_ONE_DAMAGE : 0);

/** The key a change writes, in the sheet's words (a key this dialog does not know is shown as it is written). */
function keyLabel(key: string): string {
	if ((STATS as readonly string[]).includes(key)) return statName(key);
	const shield = /^shield-wounds-(\w+)$/.exec(key);
	if (shield?.[1] !== undefined) return t("cypher.defend.change.shieldWounds", { severity: shield[1] });
	const wounds = /^wounds-(\w+)$/.exec(key);
	if (wounds?.[1] !== undefined) return t("encounter.area.woundsOf", { severity: wounds[1] });
	if (key === "damage-track") return t("cypher.defend.change.damageTrack");
	return key.replace("-", " ");
}

/** What one change means in words: "moderate wounds 0 → 1", "the shield breaks", "the armor is damaged (…)". */
function changeText(change: Harm["changes"][number]): string {
	if (change.key === SHIELD_KEYS.broken) return t("cypher.defend.change.shieldBreaks");
	if (change.key === ARMOR_DAMAGE_KEY) return t("cypher.defend.change.armorDamaged", { steps: Number(change.after) });
	return t("cypher.defend.change.value", { what: keyLabel(change.key), before: String(change.before), after: String(change.after) });
}

/** "moderate wounds 0 → 1", "Might 7 → 3, damage track hale → impaired", "no harm". */
function harmText(harm: Harm): string {
	const parts = harm.changes.map(changeText);
	// Death by wounds says so; the damage track already reads "→ dead".
	if (harm.value?.dead === true && !harm.changes.some((change) => change.after === "dead")) parts.push(t("cypher.defend.change.dead"));
	return parts.length === 0 ? t("cypher.defend.change.none") : parts.join(", ");
}

/** Whether the hit killed: then no save is rolled. */
const killed = (harm: Harm): boolean => harm.value?.dead === true || harm.changes.some((change) => change.after === "dead");

/** "Major wound", "4 Speed damage", "6 physical damage to Might, Armor 1". */
function attackText(pc: CypherPc, form: DefendForm): string {
	if (isWound(form.harm)) return form.area ? t("cypher.defend.input.areaWound", { wound: woundName(form.harm) }) : woundName(form.harm);
	if (usesWounds(pc.note)) return t("cypher.defend.input.poolDamage", { damage: form.damage, stat: statName(form.harm) });
	return t("cypher.defend.input.trackDamage", { damage: form.damage, kind: form.kind, stat: statName(form.harm), armor: form.armor });
}

/** "Might defense at level 3: a minor wound", "Might defense at level 3: 3 Speed damage". */
function saveText(form: DefendForm): string {
	const harm = isWound(form.saveHarm) ? t("cypher.defend.input.aWound", { severity: form.saveHarm }) : t("cypher.defend.input.poolDamage", { damage: form.saveDamage, stat: statName(form.saveHarm) });
	return t("cypher.defend.input.save", { defense: statDefense(form.saveStat), level: form.saveLevel, harm });
}

/** The entry's inputs for what the attack is and the choices that change a defense beyond its numbers. */
function choiceInputs(pc: CypherPc, form: DefendForm): LogInput[] {
	const inputs: LogInput[] = [{ key: "attack", value: attackText(pc, form) }];
	if (form.shield && shieldUsable(pc.note.sheet.character, form, usesWounds(pc.note))) inputs.push({ key: "shield", value: t("cypher.defend.input.shield") });
	if (surpriseOf(form)) inputs.push({ key: "surprise", value: surpriseChoices().find(([id]) => id === form.surprise)?.[1] ?? form.surprise });
	if (statOf(form.defense) !== undefined && form.onOne === "damage" && !isWound(form.harm)) inputs.push({ key: "on a 1", value: moreDamage() });
	if (form.save) inputs.push({ key: "save", value: saveText(form) });
	return inputs;
}

/** The condition that says the character took an attack for someone and their next turn has not started yet. */
const TOOK_ATTACK = "took-attack";
const tookAttack = (pc: CypherPc) => pc.note.conditions.find((h) => h.id === TOOK_ATTACK);

/**
 * 000: "Once you take an attack this way, you can't do so again until the start of your next turn."
 * Refused while the character bears Took an attack, unless the player says their turn has come since.
 */
function takeRefusal(pc: CypherPc, form: DefendForm): string | undefined {
	if (form.defense !== "take" || tookAttack(pc) === undefined || form.turnSince === true) return undefined;
	return t("cypher.defend.refusal.takenAlready", { name: pc.note.sheet.character.name });
}

/** 001's optional Speed task to get in the way: a Speed task at the attacker's level, with the sheet's standing hindrances. */
function getInTheWayRequest(pc: CypherPc, form: DefendForm): { request: TaskRequest; before: ExplainStep[] } {
	const c = pc.note.sheet.character;
	const standing = standingHindrance(c, "speed", pc.note.damageModel);
	return { request: { stat: "speed", difficulty: form.level, skills: [], effort: 0, extraHindering: standing.steps, conditions: ownConditions(pc.note) }, before: standing.explanation };
}

/**
 * What taking the attack adds to the entry: Took an attack on the character, until their next turn
 * starts when a fight's clock runs (the tracker's Next turn ends it), else until removed.
 */
function tookAttackPlan(pc: CypherPc, target: string): Result<ConditionPlan> | undefined {
	const pack = pc.note.pack;
	if (!pack) return undefined;
	const fight = pc.note.fight;
	const bearer = { name: fight?.name ?? pc.note.sheet.character.name, values: pc.note.values, listKey: CONDITIONS_KEY, target, held: pc.note.conditions };
	const running = clockRuns(fight?.clock);
	return applyPlan(pack, bearer, TOOK_ATTACK, running ? "next-turn-start" : "until-removed", running ? fight?.clock : undefined);
}

/** Refuses a defense for a character who is already dead. */
function deadRefusal(pc: CypherPc): string | undefined {
	const c = pc.note.sheet.character;
	return isDead(c, pc.note.damageModel) ? t("cypher.defend.refusal.dead", { name: c.name }) : undefined;
}

/** The save's lines in the preview, on the character a hit leaves. */
function savePreview(pc: CypherPc, form: DefendForm, hitLeaves: CypherCharacter): Result<PreviewLine[]> {
	const save = saveRequest(pc, form, hitLeaves);
	const planned = planTask(hitLeaves, save.request, { damageModel: pc.note.damageModel });
	if (!planned.ok) return ok([{ text: t("cypher.defend.preview.noSave", { error: planned.error }), part: "save" }]);
	const lose = saveHarmOf(pc, form, withChanges(hitLeaves, [planned.value.spend]));
	if (!lose.ok) return lose;
	const cost = costText({ cost: { ...planned.value.cost, stat: form.saveStat, refunded: false }, effort: planned.value.effort });
	// As the cost line says "none": nothing paid before Edge, and no free level to mention.
	const free = planned.value.cost.beforeEdge === 0 && planned.value.effort.free <= 0;
	const said = { difficulty: difficultyText(form.saveLevel, planned.value), chance: chanceText(planned.value), cost };
	const lines: PreviewLine[] = [{ text: free ? t("cypher.defend.preview.save", said) : t("cypher.defend.preview.saveCost", said), part: "save" }];
	if (!planned.value.routine) lines.push({ text: t("cypher.defend.preview.saveFails", { harm: harmText(lose.value) }), part: "save-failure" });
	return ok(lines);
}

/** The dice a defense needs: its d20, and the save's when one may follow a hit. */
const saveD20 = (): DiceNeed => ({ count: 1, sides: 20, label: t("cypher.defend.dice.save") });
const defenseDice = (form: DefendForm, rolls: boolean): DiceNeed[] => [...(rolls ? [ONE_D20] : []), ...(form.save ? [saveD20()] : [])];

function preview(pc: CypherPc, form: DefendForm): Preview {
	const refusal = deadRefusal(pc);
	if (refusal !== undefined) return refusedPreview(refusal);
	const c = pc.note.sheet.character;
	const built = build(pc, form);
	const notes: PreviewLine[] = built.before.map((step) => ({ text: step.text, part: "defense" }));
	if (built.problem !== undefined) return refusedPreview(built.problem, { notes });
	const again = takeRefusal(pc, form);
	if (again !== undefined) return refusedPreview(again, { notes });
	const stat = statOf(form.defense);
	if (stat !== undefined) notes.push(...conditionLines(pc.note, { stat, defense: true, ranged: form.ranged }).map((text) => ({ text, part: "condition" })));
	if (built.request === undefined) {
		const harmed = harmOf(pc, form, c, false);
		if (!harmed.ok) return refusedPreview(harmed.error, { notes });
		const hit = withArmorDamage(pc, form, c, harmed.value, false);
		const odds: PreviewLine[] = [{ text: t("cypher.defend.preview.noRoll"), part: "chance" }, { text: t("cypher.defend.preview.leaves", { harm: harmText(hit) }), part: "failure" }];
		if (form.defense === "take" && form.getInTheWay === true) {
			const way = planTask(c, getInTheWayRequest(pc, form).request, { damageModel: pc.note.damageModel });
			if (!way.ok) return refusedPreview(way.error, { notes });
			odds.splice(
				0,
				2,
				{ text: t("cypher.defend.preview.wayChance", { chance: chanceText(way.value) }), part: "chance" },
				{ text: difficultyText(form.level, way.value), part: "difficulty" },
				{ text: t("cypher.defend.preview.wayLeaves", { harm: harmText(hit) }), part: "failure" },
				{ text: t("cypher.defend.preview.wayMissed"), part: "success" },
			);
			const result: Preview = { notes, odds };
			if (!way.value.routine && !way.value.impossible) result.dice = [ONE_D20];
			return result;
		}
		const result: Preview = { notes, odds };
		if (form.save && !killed(hit)) {
			const save = savePreview(pc, form, withChanges(c, hit.changes));
			if (!save.ok) return refusedPreview(save.error, { notes });
			odds.push(...save.value);
			result.dice = defenseDice(form, false);
		}
		return result;
	}
	const planned = planTask(c, built.request, { damageModel: pc.note.damageModel });
	// A debilitated character makes no roll (001), but the hit still lands: the dialog says how to apply it.
	if (!planned.ok) return refusedPreview(c.damageTrack === "debilitated" ? t("cypher.defend.preview.debilitated", { error: planned.error }) : planned.error, { notes });
	const plan = planned.value;
	// A hit lands after the Effort is paid (the same Pool may take both).
	const paid = withChanges(c, [plan.spend]);
	const won = harmOf(pc, form, paid, true);
	const lost = harmOf(pc, form, paid, false);
	if (!won.ok) return refusedPreview(won.error, { notes });
	if (!lost.ok) return refusedPreview(lost.error, { notes });
	const win = withArmorDamage(pc, form, paid, won.value, true);
	const lose = withArmorDamage(pc, form, paid, lost.value, false);
	// The chance first, as in the task dialog: the dialog keeps it in its footer, in view beside the button.
	const odds: PreviewLine[] = [
		{ text: t("cypher.defend.preview.chance", { chance: chanceText(plan) }), part: "chance" },
		{ text: difficultyText(form.level, plan), part: "difficulty" },
	];
	if (!plan.impossible) odds.push({ text: t("cypher.defend.preview.succeeds", { roll: rollName(form.defense), harm: harmText(win) }), part: "success" });
	if (!plan.routine) odds.push({ text: t("cypher.defend.preview.fails", { harm: harmText(lose) }), part: "failure" });
	const extra = oneDamage(form, 1);
	if (!plan.routine && !plan.impossible && extra > 0) {
		const worse = harmOf(pc, form, paid, false, extra);
		if (!worse.ok) return refusedPreview(worse.error, { notes });
		odds.push({ text: t("cypher.defend.preview.one", { extra, harm: harmText(withArmorDamage(pc, form, paid, worse.value, false)) }), part: "one" });
	}
	if (form.save && !plan.routine && !killed(lose)) {
		const save = savePreview(pc, form, withChanges(paid, lose.changes));
		if (!save.ok) return refusedPreview(save.error, { notes });
		odds.push(...save.value);
	}
	const result: Preview = { notes, odds, cost: costText({ cost: { ...plan.cost, stat: built.request.stat, refunded: false }, effort: plan.effort }) };
	if (!plan.routine && !plan.impossible) result.dice = defenseDice(form, true);
	return result;
}

/** The outcome words of the defense roll, a natural 1 taken as damage said as such. */
const rollWords = (result: TaskResult, extra: number): string => (extra > 0 ? t("cypher.defend.outcome.oneDamage", { extra }) : taskOutcomeText(result));

/** The entry with its outcome's words (its code stays the roll's, or "hit" when there was none). */
const withOutcome = (entry: LogEntry, text: string): LogEntry => ({ ...entry, outcome: { text, code: entry.outcome?.code ?? "hit" } });

/** The defense's entry, and what the character is left with, before any save. */
function defendEntry(pc: CypherPc, form: DefendForm, context: ResolveContext): Result<{ entry: LogEntry; hit: Harm; left: CypherCharacter; words: string; succeeded: boolean }> {
	const c = pc.note.sheet.character;
	const built = build(pc, form);
	if (built.problem !== undefined) return fail(built.problem);
	if (built.request === undefined) {
		const again = takeRefusal(pc, form);
		if (again !== undefined) return fail(again);
		const taking = form.defense === "take";
		// 001: "Speed task (optional), on success attack automatically hits you": rolled first, when the GM asks.
		let way: { entry: LogEntry; succeeded: boolean } | undefined;
		if (taking && form.getInTheWay === true) {
			const asked = getInTheWayRequest(pc, form);
			const rolled = resolveTask(c, asked.request, context.rng, { damageModel: pc.note.damageModel, target: context.meta.target });
			if (!rolled.ok) return rolled;
			way = { entry: taskEntry(context.meta, c, asked.request, rolled.value, { before: asked.before, label: t("cypher.defend.label.getInTheWay") }), succeeded: rolled.value.outcome === "success" || rolled.value.outcome === "routine" };
		}
		if (way && !way.succeeded) {
			const missed: Harm = { value: null, explanation: [citedStep(t("cypher.defend.why.notInTheWay"), "takeTheAttackClassic")], changes: [] };
			const entry: LogEntry = { ...way.entry, kind: "defense", title: t("cypher.defend.label.wayTitle", { label: built.label, title: way.entry.title }), inputs: [...choiceInputs(pc, form), ...way.entry.inputs], explanation: [...way.entry.explanation, ...missed.explanation.map((step) => step.text)] };
			return ok({ entry, hit: missed, left: c, words: t("cypher.defend.outcome.notInTheWay"), succeeded: true });
		}
		const harmed = harmOf(pc, form, c, false);
		if (!harmed.ok) return harmed;
		const hit = withArmorDamage(pc, form, c, harmed.value, false);
		const base = cypherEntry(context.meta, "defense", built.label, hit.explanation, { inputs: choiceInputs(pc, form), outcome: { text: "", code: "hit" }, changes: hit.changes, actorName: c.name });
		let entry: LogEntry = way ? { ...base, dice: way.entry.dice, explanation: [...way.entry.explanation, ...base.explanation], changes: [...way.entry.changes, ...base.changes] } : base;
		if (taking) {
			const plan = tookAttackPlan(pc, context.meta.target);
			if (plan?.ok === true) entry = { ...entry, changes: [...entry.changes, ...plan.value.changes], explanation: [...entry.explanation, ...plan.value.explanation], links: [...new Set([...entry.links, ...plan.value.links])] };
			else entry = { ...entry, explanation: [...entry.explanation, plan ? t("cypher.defend.why.notAgainBecause", { name: c.name, error: plan.error }) : t("cypher.defend.why.notAgain", { name: c.name })] };
		}
		return ok({ entry, hit, left: withChanges(c, hit.changes), words: t("cypher.defend.outcome.hit"), succeeded: false });
	}
	const target = context.meta.target;
	const rolled = resolveTask(c, built.request, context.rng, { damageModel: pc.note.damageModel, target });
	if (!rolled.ok) return rolled;
	const result = rolled.value;
	const succeeded = result.outcome === "success" || result.outcome === "routine";
	const extra = oneDamage(form, result.natural);
	const paid = withChanges(c, result.changes);
	const harmed = harmOf(pc, form, paid, succeeded, extra);
	if (!harmed.ok) return harmed;
	const hit = withArmorDamage(pc, form, paid, harmed.value, succeeded);
	const rolledEntry = taskEntry(context.meta, c, built.request, result, { before: built.before, label: built.label });
	const entry: LogEntry = {
		...rolledEntry,
		kind: "defense",
		inputs: [...choiceInputs(pc, form), ...rolledEntry.inputs, ...(built.cooperation?.inputs ?? [])],
		explanation: [...rolledEntry.explanation, ...hit.explanation.map((step) => step.text)],
		changes: [...rolledEntry.changes, ...aimChanges(hit.changes, c.name, target)],
		links: [...new Set([...rolledEntry.links, ...pagesOf(hit.explanation), ...ruleNotes(pc.note.conditions.filter((h) => h.spec))])],
	};
	return ok({ entry, hit, left: withChanges(paid, hit.changes), words: rollWords(result, extra), succeeded });
}

/**
 * An outcome's words in the middle of a sentence ("save success (12)"): the first letter in lower
 * case, except in German, where the outcome is a noun and keeps its capital ("Erfolg").
 */
const midSentence = (text: string): string => (currentLanguage() === "de" ? text : text.charAt(0).toLocaleLowerCase(intlTag()) + text.slice(1));

/** The save rolled into the defense's entry, on what the hit left (001: "Save: Second defense task after successful hit"). */
function withSave(pc: CypherPc, form: DefendForm, context: ResolveContext, entry: LogEntry, left: CypherCharacter): Result<{ entry: LogEntry; text: string }> {
	const target = context.meta.target;
	const save = saveRequest(pc, form, left);
	const saved = resolveTask(left, save.request, context.rng, { damageModel: pc.note.damageModel, target });
	if (!saved.ok) return saved;
	const result = saved.value;
	const resisted = result.outcome === "success" || result.outcome === "routine";
	const after: Result<Harm> = resisted ? ok({ value: null, explanation: [SAVE_STEPS.resisted()], changes: [] }) : saveHarmOf(pc, form, withChanges(left, result.changes));
	if (!after.ok) return after;
	const saveEntry = taskEntry(context.meta, left, save.request, result, { before: save.before, label: t("cypher.defend.label.save") });
	const text = t("cypher.defend.outcome.save", { outcome: midSentence(taskOutcomeText(result)), harm: harmText(after.value) });
	return ok({
		text,
		entry: {
			...entry,
			dice: [...entry.dice, ...saveEntry.dice.map((group) => ({ ...group, notation: `${group.notation} (save)` }))],
			explanation: [...entry.explanation, ...saveEntry.explanation, ...after.value.explanation.map((step) => step.text)],
			changes: [...entry.changes, ...saveEntry.changes, ...aimChanges(after.value.changes, pc.note.sheet.character.name, target)],
			links: [...new Set([...entry.links, ...saveEntry.links, ...pagesOf(after.value.explanation)])],
		},
	});
}

export const defendAction: CypherAction<DefendForm> = {
	sheet(pc) {
		const shield = pc.note.sheet.character.shield;
		const lists =
			shield && usesWounds(pc.note)
				? [
						{
							title: t("cypher.defend.shield.title"),
							items: [{ text: shield.broken ? shieldBrokenText() : t("cypher.defend.shield.state", { minor: shield.minor, minorMax: SHIELD_CAPACITY.minor, moderate: shield.moderate, moderateMax: SHIELD_CAPACITY.moderate }) }],
						},
					]
				: [];
		return { actions: [{ id: DEFEND_ACTION, label: t("cypher.defend.title"), description: t("cypher.defend.actionDesc") }], lists };
	},
	form: (pc, actionId) => (actionId === DEFEND_ACTION ? startForm(pc) : undefined),
	title: (pc) => dialogTitle(t("cypher.defend.title"), pc.note),
	fields,
	update,
	preview,
	resolve(pc, form, context) {
		const refusal = deadRefusal(pc);
		if (refusal !== undefined) return fail(refusal);
		const defended = defendEntry(pc, form, context);
		if (!defended.ok) return defended;
		const { entry, hit, left, words, succeeded } = defended.value;
		const text = t("cypher.defend.outcome.text", { words, harm: harmText(hit) });
		if (succeeded || !form.save || killed(hit)) return ok(withOutcome(entry, text));
		const saved = withSave(pc, form, context, entry, left);
		if (!saved.ok) return saved;
		return ok(withOutcome(saved.value.entry, t("cypher.defend.outcome.withSave", { defense: text, save: saved.value.text })));
	},
};
