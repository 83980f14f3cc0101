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
import type { StateChange } from "../../engine/state";
import { STATS, type CypherCharacter, type Stat } from "../../engine/systems/cypher/character";
import { citedStep } from "../../engine/systems/cypher/cited-step";
import {
	applyDefendedWound,
	applyPoolDamage,
	applyTrackDamage,
	ARMOR_VALUE,
	defenseSteps,
	isDead,
	SEVERITIES,
	SHIELD_BROKEN,
	SHIELD_CAPACITY,
	SHIELD_KEYS,
	takeWound,
	woundFromPoolDamage,
	type DamageKind,
	type RuleOutcome,
	type WoundSeverity,
} from "../../engine/systems/cypher/health";
import { aimChanges, costText, cypherEntry, pagesOf, taskEntry, taskOutcomeText } from "../../engine/systems/cypher/log-entries";
import { capital, MAX_ASSET_STEPS, planTask, resolveTask, type TaskRequest } from "../../engine/systems/cypher/task";
import { ONE_D20 } from "../../engine/dice/physical";
import { choiceField, numberField, toggleField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type PreviewLine } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle, usesWounds } from "./character";
import { movementDefense, type CreatureMovement } from "../../engine/systems/cypher/procedures";
import { skillChoices, statChoices } from "./choices";
import { DAMAGE_KIND_CHOICES } from "./damage-kinds";
import { chanceText, conditionLines, difficultyText, ownConditions, standingHindrance } from "./task-form";
import { ruleNotes } from "../conditions/held";
import type { CypherPc } from "./task-game";

export const DEFEND_ACTION = "defend";
/** The preset a creature page's "Defend against it" gives: its damage in points (see update). */
export const ATTACK_DAMAGE = "attackDamage";

/** Block and dodge (000 only), a plain defense roll of a stat, no defense at all, or taking the attack for someone. */
type Defense = "block" | "dodge" | Stat | "none" | "take";

export interface DefendForm {
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
	skill: string;
	assets: number;
	effort: number;
	easing: number;
	hindering: number;
	/** The attack is a ranged one: a condition such as prone weighs ranged and melee attacks apart. */
	ranged: boolean;
	/** How far the attacker moves in a round (001: a slow one eases the defense, a fast one hinders it); "" unsaid. */
	foeMovement?: CreatureMovement | "";
}

const DEFENSES: Record<Defense, string> = {
	block: "Block (Might)",
	dodge: "Dodge (Speed)",
	might: "Might defense",
	speed: "Speed defense",
	intellect: "Intellect defense",
	none: "No defense: the attack hits",
	take: "Take the attack for someone",
};
/** 000 offers block and dodge; 001's defense is a plain defense task ("Speed task (usually)"). */
const defensesOf = (pc: CypherPc): Defense[] =>
	usesWounds(pc.note) ? ["block", "dodge", ...STATS, "none", "take"] : [...STATS, "none", "take"];

/** The attacker's movement as the defense reads it (001): immediate eases, long hinders, short changes nothing. */
const FOE_MOVEMENTS: [CreatureMovement | "", string][] = [
	["", "Not said"],
	["immediate", "Slowly: an immediate distance (eases)"],
	["short", "A short distance"],
	["long", "Fast: a long distance (hinders)"],
];

const MAX_LEVEL = 10;
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
		skill: defenseSkill(c, statOf(defense)),
		assets: 0,
		effort: 0,
		easing: 0,
		hindering: 0,
		ranged: false,
	};
}

/** True when one of the character's conditions weighs melee and ranged attacks apart (prone): the dialog then asks which. */
const rangeMatters = (pc: CypherPc): boolean => ownConditions(pc.note).some(({ condition }) => condition.meleeAttackSteps !== condition.rangedAttackSteps);

function fields(pc: CypherPc, form: DefendForm): Field[] {
	const c = pc.note.sheet.character;
	const wounds = usesWounds(pc.note);
	const list: Field[] = [
		choiceField("defense", "Defense", form.defense, defensesOf(pc).map((d) => [d, DEFENSES[d]]), {
			description: wounds ? "A block lessens the wound, a dodge avoids it; a plain defense roll is for attacks that bypass both (poison gas, a mental blast)." : "Usually Speed. A hit's damage, less Armor, comes off a Pool.",
		}),
		numberField("level", "Attacker's level", form.level, 0, MAX_LEVEL, { description: "The defense's difficulty." }),
		wounds
			? choiceField("harm", "The attack deals", form.harm, [...SEVERITIES.map((s): [string, string] => [s, `${capital(s)} wound`]), ...statChoices((s) => `Damage to ${capital(s)}`)])
			: choiceField("harm", "Damage to", form.harm, statChoices(), { description: "The Might Pool unless the attack says otherwise." }),
	];
	if (!isWound(form.harm)) list.push(numberField("damage", "Damage", form.damage, 1, MAX_DAMAGE));
	if (!wounds) {
		list.push(
			choiceField("kind", "Kind of damage", form.kind, DAMAGE_KIND_CHOICES),
			numberField("armor", "Armor", form.armor, 0, MAX_LEVEL, { description: `The sheet says ${c.armor} armor (${ARMOR_VALUE[c.armor]}); change it for a force field, a cypher or an ability.` }),
		);
	} else {
		list.push(toggleField("area", "Area attack", form.area, { description: "Dodging an area attack is hindered; blocking it works normally." }));
		if (c.shield) {
			list.push(
				toggleField("shield", "The shield takes it", form.shield && shieldUsable(c, form, wounds), {
					disabled: !shieldUsable(c, form, wounds),
					description: c.shield.broken ? SHIELD_BROKEN : "On a successful block against a wound, the shield takes the whole wound instead of lowering it.",
				}),
			);
		}
	}
	if (statOf(form.defense) !== undefined) {
		list.push(
			choiceField("skill", "Skill", form.skill, skillChoices(c, "No skill")),
			numberField("assets", "Assets", form.assets, 0, MAX_ASSET_STEPS, { description: "Help with your defenses, cover, a follower defending you." }),
			numberField("effort", "Effort", form.effort, 0, c.effort),
			numberField("easing", "Other easing", form.easing, 0, MAX_OTHER_STEPS, { description: "Guarding eases every defense.", rare: true }),
			numberField("hindering", "Other hindering", form.hindering, 0, MAX_OTHER_STEPS, { description: "Drawing a foe's attack hinders your defense by two steps; so do tied hands or drugs.", rare: true }),
			choiceField("foeMovement", "The attacker moves", form.foeMovement ?? "", FOE_MOVEMENTS, { rare: form.foeMovement === undefined || form.foeMovement === "", description: "A slow creature is easier to defend against, a fast one harder." }),
		);
		if (rangeMatters(pc)) list.push(toggleField("ranged", "Ranged attack", form.ranged, { description: "A condition of yours weighs ranged and melee attacks apart." }));
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
	if (key === "foeMovement") return FOE_MOVEMENTS.some(([id]) => id === text) ? { ...form, foeMovement: text as CreatureMovement | "" } : form;
	if (key === ATTACK_DAMAGE && typeof value === "number" && Number.isInteger(value) && value > 0) {
		// Under wounds the points are read as 000's table reads Pool damage: 1–4 minor, 5–8 moderate, 9+ major.
		if (usesWounds(pc.note)) return { ...form, harm: woundFromPoolDamage(value) ?? "minor" };
		return { ...form, damage: Math.min(value, MAX_DAMAGE) };
	}
	if (key === "defense" && (defensesOf(pc) as string[]).includes(text)) {
		const defense = text as Defense;
		// A new stat brings its own defense skill, if the sheet has one.
		const skill = statOf(defense) === statOf(form.defense) ? form.skill : defenseSkill(pc.note.sheet.character, statOf(defense));
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
}

function build(pc: CypherPc, form: DefendForm): Built {
	const c = pc.note.sheet.character;
	const stat = statOf(form.defense);
	if (stat === undefined) return { before: [], label: form.defense === "none" ? "No defense" : "Taking the attack" };
	// Block and dodge carry their own armor steps (and the wounds' hindrance); a dodge is not hindered
	// twice by unpracticed armor. A plain defense roll gets the same standing hindrances as any task.
	let standing = standingHindrance(c, stat, pc.note.damageModel);
	if (form.defense === "block" || form.defense === "dodge") {
		const steps = defenseSteps(c, form.defense, { areaAttack: form.area, includeWounds: usesWounds(pc.note) });
		standing = { steps: steps.difficultyChange, explanation: steps.explanation };
	}
	const movement = movementDefense(form.foeMovement === undefined || form.foeMovement === "" ? "short" : form.foeMovement);
	const request: TaskRequest = {
		stat,
		difficulty: form.level,
		skills: form.skill === "" ? [] : [form.skill],
		assets: form.assets,
		effort: form.effort,
		extraEasing: form.easing + Math.max(0, -standing.steps) + movement.easing,
		extraHindering: form.hindering + Math.max(0, standing.steps) + movement.hindering,
		defense: true,
		conditions: ownConditions(pc.note),
		ranged: form.ranged,
	};
	return { request, before: [...standing.explanation, ...movement.explanation], label: capital(rollName(form.defense)) };
}

/** The character after the roll's own changes (Effort spent, refunded), so a hit lands on what is left. */
function afterChanges(c: CypherCharacter, changes: readonly StateChange[]): CypherCharacter {
	const pools = { ...c.pools };
	for (const change of changes) {
		if ((STATS as readonly string[]).includes(change.key) && typeof change.after === "number") pools[change.key as Stat] = { ...pools[change.key as Stat], current: change.after };
	}
	return { ...c, pools };
}

type Harm = RuleOutcome<{ dead?: boolean } | null>;

/** What the attack leaves once the defense succeeded or not (no defense and taking the attack never succeed). */
function harmOf(pc: CypherPc, form: DefendForm, c: CypherCharacter, succeeded: boolean): Result<Harm> {
	const wounds = usesWounds(pc.note);
	const { harm, defense } = form;
	// 000's block, dodge, no defense and taking the attack against a wound: the defense rules say what is left.
	if (wounds && isWound(harm) && statOf(defense) !== defense) {
		const chosen =
			defense === "none" ? { kind: "none" as const } : defense === "take" ? { kind: "take-the-attack" as const } : { kind: defense as "block" | "dodge", succeeded, useShield: form.shield && shieldUsable(c, form, wounds) };
		return applyDefendedWound(c, harm, chosen, c.shield ?? null);
	}
	if (wounds && defense === "take") return fail("Taking the attack for someone adds a minor wound to the attack's wound: choose the wound the attack deals.");
	const what = `The ${rollName(defense)}`;
	if (succeeded) return ok({ value: null, explanation: [citedStep(`${what} succeeds: the attack does no harm.`)], changes: [] });
	const hit: Result<Harm> = wounds
		? isWound(harm)
			? takeWound(c, harm)
			: applyPoolDamage(c, harm, form.damage)
		: isWound(harm)
			? fail("Under the damage track an attack deals damage to a Pool: choose the Pool.")
			: applyTrackDamage(c, form.damage, { stat: harm, kind: form.kind, armor: form.armor, takingTheAttack: defense === "take" });
	if (!hit.ok) return hit;
	const lead =
		defense === "none"
			? citedStep("No defense: the attack hits.")
			: defense === "take"
				? undefined
				: citedStep(`${what} fails: the attack hits.`, "defenseFails", "Defense-Tasks");
	return ok({ ...hit.value, explanation: lead ? [lead, ...hit.value.explanation] : hit.value.explanation });
}

/** The key a change writes, in the sheet's words. */
const keyLabel = (key: string): string =>
	(STATS as readonly string[]).includes(key) ? capital(key) : key.replace(/^shield-wounds-(\w+)$/, "shield's $1 wounds").replace(/^wounds-(\w+)$/, "$1 wounds").replace("-", " ");

/** "moderate wounds 0 → 1", "Might 7 → 3, damage track hale → impaired", "no harm". */
function harmText(harm: Harm): string {
	const parts = harm.changes.map((change) => (change.key === SHIELD_KEYS.broken ? "the shield breaks" : `${keyLabel(change.key)} ${String(change.before)} → ${String(change.after)}`));
	// Death by wounds says so; the damage track already reads "→ dead".
	if (harm.value?.dead === true && !harm.changes.some((change) => change.after === "dead")) parts.push("dead");
	return parts.length === 0 ? "no harm" : parts.join(", ");
}

/** "Major wound", "4 Speed damage", "6 physical damage to Might, Armor 1". */
function attackText(pc: CypherPc, form: DefendForm): string {
	if (isWound(form.harm)) return `${capital(form.harm)} wound${form.area ? " (area)" : ""}`;
	const base = `${form.damage} ${capital(form.harm)} damage`;
	return usesWounds(pc.note) ? base : `${form.damage} ${form.kind} damage to ${capital(form.harm)}, Armor ${form.armor}`;
}

/** Refuses a defense for a character who is already dead. */
function deadRefusal(pc: CypherPc): string | undefined {
	const c = pc.note.sheet.character;
	return isDead(c, pc.note.damageModel) ? `${c.name} is dead: there is nothing left to defend.` : undefined;
}

function preview(pc: CypherPc, form: DefendForm): Preview {
	const refusal = deadRefusal(pc);
	if (refusal !== undefined) return refusedPreview(refusal);
	const c = pc.note.sheet.character;
	const built = build(pc, form);
	const notes: PreviewLine[] = built.before.map((step) => ({ text: step.text, part: "defense" }));
	const stat = statOf(form.defense);
	if (stat !== undefined) notes.push(...conditionLines(pc.note, { stat, defense: true, ranged: form.ranged }).map((text) => ({ text, part: "condition" })));
	if (built.request === undefined) {
		const hit = harmOf(pc, form, c, false);
		if (!hit.ok) return refusedPreview(hit.error, { notes });
		return { notes, odds: [{ text: "No roll: the attack hits.", part: "chance" }, { text: `The attack leaves: ${harmText(hit.value)}`, part: "failure" }] };
	}
	const planned = planTask(c, built.request, { damageModel: pc.note.damageModel });
	// A debilitated character makes no roll (001), but the hit still lands: the dialog says how to apply it.
	if (!planned.ok) return refusedPreview(c.damageTrack === "debilitated" ? `${planned.error} Choose "No defense" to apply the hit.` : planned.error, { notes });
	const plan = planned.value;
	// A hit lands after the Effort is paid (the same Pool may take both).
	const paid = afterChanges(c, [plan.spend]);
	const win = harmOf(pc, form, paid, true);
	const lose = harmOf(pc, form, paid, false);
	if (!win.ok) return refusedPreview(win.error, { notes });
	if (!lose.ok) return refusedPreview(lose.error, { notes });
	const odds: PreviewLine[] = [
		{ text: difficultyText(form.level, plan), part: "difficulty" },
		{ text: `Chance to defend: ${chanceText(plan)}`, part: "chance" },
	];
	if (!plan.impossible) odds.push({ text: `If the ${built.label.toLowerCase()} succeeds: ${harmText(win.value)}`, part: "success" });
	if (!plan.routine) odds.push({ text: `If it fails: ${harmText(lose.value)}`, part: "failure" });
	const result: Preview = { notes, odds, cost: costText({ cost: { ...plan.cost, stat: built.request.stat, refunded: false }, effort: plan.effort }) };
	if (!plan.routine && !plan.impossible) result.dice = [ONE_D20];
	return result;
}

export const defendAction: CypherAction<DefendForm> = {
	sheet(pc) {
		const shield = pc.note.sheet.character.shield;
		const lists =
			shield && usesWounds(pc.note)
				? [{ title: "Shield", items: [{ text: shield.broken ? SHIELD_BROKEN : `Minor wounds ${shield.minor} of ${SHIELD_CAPACITY.minor}, moderate wounds ${shield.moderate} of ${SHIELD_CAPACITY.moderate}; a major wound breaks it` }] }]
				: [];
		return { actions: [{ id: DEFEND_ACTION, label: "Defend", description: "Roll to defend against an attack and apply what it leaves" }], lists };
	},
	form: (pc, actionId) => (actionId === DEFEND_ACTION ? startForm(pc) : undefined),
	title: (pc) => dialogTitle("Defend", pc.note),
	fields,
	update,
	preview,
	resolve(pc, form, context) {
		const refusal = deadRefusal(pc);
		if (refusal !== undefined) return fail(refusal);
		const c = pc.note.sheet.character;
		const built = build(pc, form);
		const attack = { key: "attack", value: attackText(pc, form) };
		if (built.request === undefined) {
			const hit = harmOf(pc, form, c, false);
			if (!hit.ok) return hit;
			const { explanation, changes } = hit.value;
			return ok(cypherEntry(context.meta, "defense", built.label, explanation, { inputs: [attack], outcome: { text: `Hit: ${harmText(hit.value)}`, code: "hit" }, changes, actorName: c.name }));
		}
		const rolled = resolveTask(c, built.request, context.rng, { damageModel: pc.note.damageModel, target: context.meta.target });
		if (!rolled.ok) return rolled;
		const result = rolled.value;
		const succeeded = result.outcome === "success" || result.outcome === "routine";
		const hit = harmOf(pc, form, afterChanges(c, result.changes), succeeded);
		if (!hit.ok) return hit;
		const entry = taskEntry(context.meta, c, built.request, result, { before: built.before, label: built.label });
		const extra = [attack];
		if (form.shield && shieldUsable(c, form, usesWounds(pc.note))) extra.push({ key: "shield", value: "takes the wound on a block" });
		return ok({
			...entry,
			kind: "defense",
			inputs: [...extra, ...entry.inputs],
			outcome: { text: `${taskOutcomeText(result)}: ${harmText(hit.value)}`, code: result.outcome },
			explanation: [...entry.explanation, ...hit.value.explanation.map((step) => step.text)],
			changes: [...entry.changes, ...aimChanges(hit.value.changes, c.name, context.meta.target)],
			links: [...new Set([...entry.links, ...pagesOf(hit.value.explanation), ...ruleNotes(pc.note.conditions.filter((h) => h.spec))])],
		});
	},
};
