/**
 * The d20 sheet (seed 004) as data: the six scores with their modifiers, skills with ranks, BCB,
 * Defence, CMA and CMD, Vitality and Wound Points as steppers, its conditions (flat-footed, prone),
 * the combat stance as a track, crippling injuries, and the actions. A note with problems shows each problem where its
 * value would be (a bad score in the scores list, a missing Vitality where the meter would be) and
 * offers no action and no stepper, so nothing is written until the note is fixed.
 */
import { ABILITIES, abilityModifier, effectiveScore, KEYS, modifierOf, type Ability } from "../../engine/systems/d20/character";
import { defenceModifier, opportunityAttacksPerRound } from "../../engine/systems/d20/combat";
import { signed } from "../../engine/systems/d20/log-entries";
import { cma, cmd } from "../../engine/systems/d20/manoeuvre";
import { maxStanceLevel } from "../../engine/systems/d20/settings";
import { adoptStances, NAMED_STANCES } from "../../engine/systems/d20/stances";
import { capital } from "../../engine/text";
import { describeValue, type Problem } from "../../notes/schema/fields";
import type { SheetAction, SheetList, SheetListItem, SheetMeter, SheetModel, SheetTrack } from "../frame/game";
import { defenderRules, playable, stancesHeld, STANCE_IDS, TABLE_KEYS, type D20Note } from "./model";
import { sheetConditions } from "../conditions/held";

const ABILITY_NAMES: Record<Ability, string> = { str: "Strength", dex: "Dexterity", con: "Constitution", int: "Intelligence", wis: "Wisdom", cha: "Charisma" };

/** The actions on every valid d20 sheet, in the order a turn uses them. */
export const D20_ACTIONS: readonly SheetAction[] = [
	{ id: "check", label: "Check", description: "d20 + ability modifier + ranks or BCB against a DC or an opposed roll", emphasis: "primary" },
	{ id: "attack", label: "Attack", description: "Attack against a target's Defence", emphasis: "primary" },
	{ id: "manoeuvre", label: "Combat manoeuvre", description: "CMA against the target's CMD" },
	{ id: "intrigue", label: "Intrigue", description: "Your words against their Sense motive or Knowledge: intent, method and where they stand" },
	{ id: "opportunity", label: "Opportunity attack", description: "An attack that uses one of the round's Opportunity attacks" },
	{ id: "damage", label: "Apply damage", description: "Damage to Vitality, then Wound Points" },
	{ id: "recover", label: "Recover", description: "Vitality, Wound Points and ability damage back at the seed's rates" },
];

/** The keys whose problems each part of the sheet shows in place. */
const ABILITY_KEYS = (ability: Ability): string[] => [ability, `${ability}-damage`, `${ability}-drain`];
const COMBAT_KEYS: string[] = [KEYS.bcb, KEYS.level, KEYS.heroic, KEYS.armorBonus, KEYS.shieldBonus, KEYS.size];
/** The two meters: label, note keys (value, maximum) and the character's fields for them. */
const METERS = [
	["Vitality", KEYS.vitality, KEYS.vitalityMax, "vitality", "vitalityMax"],
	["Wound points", KEYS.woundPoints, KEYS.woundPointsMax, "woundPoints", "woundPointsMax"],
] as const;
const PLACED_KEYS: string[] = [...ABILITIES.flatMap(ABILITY_KEYS), KEYS.skills, ...COMBAT_KEYS, ...METERS.flatMap(([, key, maxKey]) => [key, maxKey]), ...Object.values(TABLE_KEYS)];

const problemsAt = (problems: readonly Problem[], ...keys: string[]): Problem[] => problems.filter((p) => keys.includes(p.key));

function problemItems(problems: readonly Problem[]): SheetListItem[] {
	return problems.map((p) => ({ text: p.message, problem: true }));
}

function abilityItems(note: D20Note): SheetListItem[] {
	return ABILITIES.flatMap((ability): SheetListItem[] => {
		const label = ability.toUpperCase();
		const wrong = problemsAt(note.problems, ...ABILITY_KEYS(ability));
		if (wrong.length > 0) {
			const raw = note.raw[ability];
			return [{ text: `${label} (${ABILITY_NAMES[ability]}) ${raw === undefined ? "missing" : describeValue(raw)}`, problem: true }, ...problemItems(wrong)];
		}
		const c = note.character;
		const score = c.scores[ability];
		const now = effectiveScore(c, ability);
		const lost = c.damage[ability] + c.drain[ability];
		const worn = lost > 0 ? ` (${now} after ${[c.damage[ability] ? `${c.damage[ability]} damage` : "", c.drain[ability] ? `${c.drain[ability]} drain` : ""].filter(Boolean).join(", ")})` : "";
		return [{ text: `${label} ${score}${worn}`, detail: `modifier ${signed(abilityModifier(now))}` }];
	});
}

function skillItems(note: D20Note, canAct: boolean): SheetListItem[] {
	const wrong = problemsAt(note.problems, KEYS.skills);
	if (wrong.length > 0) return problemItems(wrong);
	return Object.entries(note.character.skills).map(([name, ranks]) => {
		const item: SheetListItem = { text: capital(name), detail: `${ranks} rank${ranks === 1 ? "" : "s"}` };
		if (canAct) item.action = { id: `check:${name}`, label: "Roll", description: `${name} check` };
		return item;
	});
}

function combatItems(note: D20Note): SheetListItem[] {
	const c = note.character;
	const wrong = problemsAt(note.problems, ...COMBAT_KEYS);
	// The Defence that counts now: a condition (flat-footed) may take the DEX bonus away.
	const noDex = defenderRules(note).noDex;
	const defence = defenceModifier(c, { flatFooted: noDex ?? false }).modifier;
	const usual = defenceModifier(c).modifier;
	const flatDefence = defenceModifier(c, { flatFooted: true }).modifier;
	const detail = noDex !== undefined ? `${noDex.toLowerCase()}: no DEX bonus (${signed(usual)} otherwise)` : `${signed(flatDefence)} flat-footed`;
	return [
		...problemItems(wrong),
		{ text: `BCB ${signed(c.bcb)}`, detail: c.heroic ? "Heroic: adds to Defence" : "not Heroic: not added to Defence" },
		{ text: `Defence ${signed(defence)}`, detail: `${detail}; NPCs take 10: ${10 + defence}` },
		{ text: `CMA ${signed(cma(c).value)} · CMD ${signed(cmd(c).value)}`, detail: `size ${c.size}` },
		{ text: `Initiative ${signed(c.bcb + modifierOf(c, "dex"))}`, detail: "BCB + DEX" },
		{ text: `Opportunity attacks ${opportunityAttacksPerRound(c).count} per round`, detail: "DEX bonus, at least 1" },
	];
}

function meters(note: D20Note, canAct: boolean): { meters: SheetMeter[]; healthProblems: SheetListItem[] } {
	const c = note.character;
	const out: SheetMeter[] = [];
	const healthProblems: SheetListItem[] = [];
	for (const [label, key, maxKey, field, maxField] of METERS) {
		const wrong = problemsAt(note.problems, key, maxKey);
		const [value, max] = [c[field], c[maxField]];
		if (wrong.length > 0) {
			healthProblems.push({ text: `${label}: cannot be shown`, problem: true }, ...problemItems(wrong));
			continue;
		}
		out.push({ label, key, value, max, min: 0, detail: `max ${max}`, editable: canAct });
	}
	if (note.problems.length === 0) {
		const perRound = opportunityAttacksPerRound(c).count;
		out.push({ label: "Opportunity attacks", key: TABLE_KEYS.opportunityUsed, value: Math.min(note.state.opportunityUsed, perRound), max: perRound, min: 0, detail: `used this round (back to 0 each round)`, editable: canAct });
	}
	return { meters: out, healthProblems };
}

function tracks(note: D20Note, canAct: boolean): SheetTrack[] {
	const max = maxStanceLevel(note.character.bcb, note.settings);
	const stanceSteps = max === null ? ["neutral"] : STANCE_IDS;
	const out: SheetTrack[] = [
		{ label: max === null ? `Stance (none with BCB ${signed(note.character.bcb)})` : `Stance (up to ${max})`, key: TABLE_KEYS.stance, steps: stanceSteps, current: note.state.stance, editable: canAct && max !== null },
	];
	// A second stance can be combined with the first (004: "You can combine stances, too"): any but the one taken.
	const { stance, secondStance } = note.state;
	if (max !== null) {
		const steps = STANCE_IDS.filter((s) => s === "neutral" || s !== stance || s === secondStance);
		out.push({ label: "Combined with", key: TABLE_KEYS.secondStance, steps, current: secondStance, editable: canAct });
	}
	return out;
}

function stanceItems(note: D20Note): SheetListItem[] {
	const { crippling } = note.state;
	const items: SheetListItem[] = problemItems(problemsAt(note.problems, TABLE_KEYS.stance, TABLE_KEYS.secondStance, TABLE_KEYS.crippling, TABLE_KEYS.flatFooted, TABLE_KEYS.opportunityUsed));
	const held = stancesHeld(note.state);
	const level = maxStanceLevel(note.character.bcb, note.settings);
	for (const stance of held) {
		const shape = NAMED_STANCES[stance];
		items.push(
			level === null
				? { text: `The ${stance} stance needs BCB of at least ${note.settings.stanceTable[0]?.minBcb ?? 1}`, problem: true }
				: { text: `${capital(stance)}: ${level} bonus to ${shape.bonus}, ${level} penalty to ${shape.penalty}` },
		);
	}
	if (held.length > 1 && level !== null) {
		// The two met on the track: what each roll gets in all, as the dialogs will add it.
		const adopted = adoptStances(note.character.bcb, held.map((stance) => ({ stance })), note.settings);
		if (adopted.ok) {
			const net = adopted.value.combined.filter((roll) => roll.value !== 0).map((roll) => `${roll.applies} ${signed(roll.value)}`);
			items.push({ text: `Together: ${net.length > 0 ? net.join(", ") : "they cancel out"}` });
			if (adopted.value.needsGmApproval) items.push({ text: "These stances pull one roll both ways: the GM may not allow the combination" });
		}
	}
	for (const roll of crippling) items.push({ text: `Crippling injury: Minor penalty to ${roll}` });
	return items;
}

export function d20Sheet(note: D20Note): SheetModel {
	const canAct = playable(note);
	const c = note.character;
	const { meters: m, healthProblems } = meters(note, canAct);
	// The frame leaves out a list with nothing in it (no skills, no stance, no problem left over).
	const lists: SheetList[] = [
		{ title: "Vitality and Wound points", items: healthProblems },
		{ title: "Abilities", items: abilityItems(note) },
		{ title: "Skills", items: skillItems(note, canAct) },
		{ title: "Combat", items: combatItems(note) },
		{ title: "Stance and injuries", items: stanceItems(note) },
		{ title: "Other problems", items: problemItems(note.problems.filter((p) => !PLACED_KEYS.includes(p.key))) },
	];
	const problems = note.problems.map((p) => p.message);
	if (note.settingsProblem !== undefined) problems.push(note.settingsProblem);
	// The frame draws a detail right after the text: a dash sets it apart ("STR 16 — modifier +3").
	for (const list of lists) for (const item of list.items) if (item.detail !== undefined) item.detail = `— ${item.detail}`;
	return {
		system: "d20",
		title: note.name,
		subtitle: `${note.kind === "npc" ? "NPC · " : ""}Level ${c.level} · ${capital(c.size)}${c.heroic ? " · Heroic" : ""}`,
		meters: m,
		boxes: [],
		tracks: tracks(note, canAct),
		lists,
		actions: canAct ? [...D20_ACTIONS] : [],
		// Flat-footed, prone and any other condition, with a way to add and remove one (not on a note with problems).
		...(canAct ? { conditions: sheetConditions(note.conditions) } : {}),
		problems,
	};
}
