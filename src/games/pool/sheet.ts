/**
 * The pool-game sheet as data: Health and Endurance with their maximum (steppers), the Damage
 * Multiplier and Armored, stance, its conditions (Stunned, Impaired) and the Weakness complication, abilities and weaknesses with
 * their levels, the Extended Action under way, and the actions a player takes every turn. A
 * problem in the note is shown on the line it belongs to, and the note's steppers are locked.
 */
import { POOL_KEYS } from "../../engine/systems/pool/character";
import { DRAMA_DIE_COST, RECOVERING_AMOUNT } from "../../engine/systems/pool/endurance";
import { damageModifiers, rangedPerk } from "../../engine/systems/pool/perks";
import type { SheetAction, SheetList, SheetMeter, SheetModel } from "../frame/game";
import { armoredLevel, extendedProgress, problemAt, STANCES, TABLE_KEYS, type PoolModel } from "./model";
import { sheetConditions } from "../conditions/held";

/** The sheet's action ids; `form` opens a dialog for each. */
export const POOL_ACTIONS = {
	check: "check",
	attack: "attack",
	defend: "defend",
	damage: "damage",
	recover: "recover",
	drama: "drama",
	extended: "extended",
} as const;

export type PoolActionId = (typeof POOL_ACTIONS)[keyof typeof POOL_ACTIONS];

/** "½" for the half multiplier, the number otherwise. */
export function dxText(dx: number): string {
	return dx === 0.5 ? "½" : String(dx);
}

export function poolSheet(model: PoolModel): SheetModel {
	const c = model.character;
	const broken = model.problems.length > 0;
	const K = POOL_KEYS;
	const meters: SheetMeter[] = [
		{
			label: "Health",
			key: K.health,
			value: c.health,
			max: c.healthMax,
			detail: problemAt(model, K.health, K.healthMax) ?? (c.health === 0 ? (c.vehicle === true ? "At zero: out of the fight" : "At zero: −1 die on all actions") : `max ${c.healthMax}`),
			editable: !broken,
		},
		{
			label: "Endurance",
			key: K.endurance,
			value: c.endurance,
			max: c.enduranceMax,
			detail:
				problemAt(model, K.endurance, K.enduranceMax, K.enduranceSpent) ??
				(c.enduranceSpent > 0 ? `${c.enduranceSpent} spent on Drama Dice or Miracles (not regained by Recovering)` : `max ${c.enduranceMax}`),
			editable: !broken,
		},
	];
	// DX and Armored are read, not stepped (DX may be ½; Armored is an ability's level), so they are a
	// short list rather than two more meters squeezing the Health and Endurance steppers.
	const dxProblem = problemAt(model, K.damageMultiplier);
	const combat: SheetList = {
		title: "Combat",
		items: [
			dxProblem === undefined
				? { text: `Damage Multiplier (DX): ${dxText(c.damageMultiplier)}${c.damageMultiplierFrom === undefined ? "" : ` = ${c.damageMultiplierFrom}${c.damageMultiplierFrom === "1" ? " (no damage perk or flaw)" : ""}`}` }
				: { text: `Problem: ${dxProblem}`, problem: true },
			{ text: `Armored: ${armoredLevel(c)} (lowers an attacker's DX; below 1 it counts as ½)` },
			...traitItems(model),
		],
	};
	const extended = model.extended;
	const extendedItems: SheetList["items"] = extended ? [{ text: `${extended.shared ? "The party's " : ""}${extendedProgress(extended)}, against DN ${extended.dn}` }] : [];
	const extendedProblem = problemAt(model, ...Object.values(TABLE_KEYS).filter((k) => k.startsWith("extended")));
	if (extendedProblem !== undefined) extendedItems.push({ text: `Problem: ${extendedProblem}`, problem: true });
	const elsewhere = model.problems.filter((p) => p.key === "" || p.key === "campaign" || p.key === "name");
	// The frame leaves out a list with nothing in it (no Extended Action under way, no problem elsewhere).
	const lists: SheetList[] = [
		combat,
		levelList("Abilities", c.abilities, problemAt(model, K.abilities)),
		levelList("Weaknesses", c.weaknesses, problemAt(model, K.weaknesses)),
		{ title: "Extended Action", items: extendedItems },
		{ title: "Problems", items: elsewhere.map((p) => ({ text: p.message, problem: true })) },
	];
	const stanceProblem = problemAt(model, TABLE_KEYS.stance);
	const marks: [string, string, boolean][] = [
		["Weakness complication", TABLE_KEYS.weaknessComplication, model.weaknessComplication],
		["Recovered this combat", TABLE_KEYS.recovered, model.recovered],
	];
	// A box click writes at once and boxes have no read-only form: on a note with problems the marks
	// are shown as text instead, so nothing can be written until the note is fixed.
	const boxes = broken ? [] : marks.map(([label, key, on]) => ({ label, key, taken: on ? 1 : 0, total: 1 }));
	if (broken) lists.push({ title: "Complications", items: marks.map(([label, key, on]) => ({ text: `${label}: ${problemAt(model, key) ?? (on ? "yes" : "no")}` })) });
	const subtitle = [
		model.character.vehicle === true ? "Vehicle" : model.kind === "npc" ? "NPC" : "Character",
		`d${model.dieSize} pool`,
		`DX ${dxText(c.damageMultiplier)}`,
		stanceProblem === undefined ? undefined : `stance: ${stanceProblem}`,
	].filter((part) => part !== undefined);
	return {
		system: "pool",
		title: c.name,
		subtitle: subtitle.join(" · "),
		meters,
		boxes,
		tracks: [
			{
				label: "Stance",
				key: TABLE_KEYS.stance,
				steps: STANCES.map(([, label]) => label),
				current: STANCES.find(([id]) => id === model.stance)?.[1] ?? "Normal",
				editable: !broken,
			},
		],
		lists,
		actions: sheetActions(model),
		// Stunned, Impaired and any other condition, with a way to add and remove one (not on a note with problems).
		...(broken ? {} : { conditions: sheetConditions(model.conditions) }),
		problems: model.problems.map((p) => p.message),
	};
}

/** The traits the rules give a part of their own: the Ranged perk, Resistances and Vulnerabilities, a vehicle. */
function traitItems(model: PoolModel): SheetList["items"] {
	const c = model.character;
	const items: SheetList["items"] = [];
	const ranged = rangedPerk(c);
	if (ranged) items.push({ text: `${ranged[0]}: attacks reach a foe out of reach` });
	const { resistances, vulnerabilities } = damageModifiers(c);
	for (const [name, level] of resistances) items.push({ text: `${name}: an attack it meets has ${level} less DX` });
	for (const [name, level] of vulnerabilities) items.push({ text: `${name}: an attack it meets has ${level} more DX` });
	if (c.vehicle === true) items.push({ text: "Vehicle: damage stays in Health, never passes to Endurance; out at zero Health" });
	return items;
}

function levelList(title: string, levels: Record<string, number>, problem: string | undefined): SheetList {
	const items: SheetList["items"] = Object.entries(levels).map(([name, level]) => ({ text: `${name} ${level}` }));
	if (items.length === 0 && problem === undefined) items.push({ text: "None" });
	if (problem !== undefined) items.push({ text: `Problem: ${problem}`, problem: true });
	return { title, items };
}

function sheetActions(model: PoolModel): SheetAction[] {
	const actions: SheetAction[] = [
		{ id: POOL_ACTIONS.check, label: "Roll a check", description: "2 dice + abilities, against a Difficulty Number or an opposed roll", emphasis: "primary" },
		{ id: POOL_ACTIONS.attack, label: "Attack", description: "Attack Roll against a Defense Roll; damage is the margin times DX", emphasis: "primary" },
		{ id: POOL_ACTIONS.defend, label: "Defend", description: "Defense Roll against an attack; the damage comes off this sheet" },
		{ id: POOL_ACTIONS.damage, label: "Apply damage", description: "Health first, then Endurance" },
		{ id: POOL_ACTIONS.recover, label: "Recover", description: `Once per combat: +${RECOVERING_AMOUNT} Endurance` },
		{ id: POOL_ACTIONS.drama, label: "Buy Drama Dice", description: `After this character's last roll: ${DRAMA_DIE_COST} Endurance a die` },
	];
	actions.push({
		id: POOL_ACTIONS.extended,
		label: model.extended ? "New Extended Action" : "Start an Extended Action",
		description: "Successes to reach before a number of failures",
	});
	return actions;
}
