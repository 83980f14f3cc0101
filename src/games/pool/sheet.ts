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
import { t } from "../../lang";
import { stanceName } from "./words";

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
			label: t("pool.sheet.health"),
			key: K.health,
			value: c.health,
			max: c.healthMax,
			detail: problemAt(model, K.health, K.healthMax) ?? (c.health === 0 ? (c.vehicle === true ? t("pool.sheet.healthZeroVehicle") : t("pool.sheet.healthZero")) : t("pool.sheet.max", { max: c.healthMax })),
			editable: !broken,
		},
		{
			label: t("pool.sheet.endurance"),
			key: K.endurance,
			value: c.endurance,
			max: c.enduranceMax,
			detail:
				problemAt(model, K.endurance, K.enduranceMax, K.enduranceSpent) ??
				(c.enduranceSpent > 0 ? t("pool.sheet.enduranceSpent", { spent: c.enduranceSpent }) : t("pool.sheet.max", { max: c.enduranceMax })),
			editable: !broken,
		},
	];
	// DX and Armored are read, not stepped (DX may be ½; Armored is an ability's level), so they are a
	// short list rather than two more meters squeezing the Health and Endurance steppers.
	const dxProblem = problemAt(model, K.damageMultiplier);
	const combat: SheetList = {
		title: t("pool.sheet.combat"),
		items: [
			dxProblem === undefined
				? { text: dxLine(c.damageMultiplier, c.damageMultiplierFrom) }
				: { text: t("pool.sheet.problem", { problem: dxProblem }), problem: true },
			{ text: t("pool.sheet.armored", { level: armoredLevel(c) }) },
			...traitItems(model),
		],
	};
	const extended = model.extended;
	const extendedItems: SheetList["items"] = extended ? [{ text: extended.shared ? t("pool.sheet.extendedParty", { progress: extendedProgress(extended), dn: extended.dn }) : t("pool.sheet.extended", { progress: extendedProgress(extended), dn: extended.dn }) }] : [];
	const extendedProblem = problemAt(model, ...Object.values(TABLE_KEYS).filter((k) => k.startsWith("extended")));
	if (extendedProblem !== undefined) extendedItems.push({ text: t("pool.sheet.problem", { problem: extendedProblem }), problem: true });
	const elsewhere = model.problems.filter((p) => p.key === "" || p.key === "campaign" || p.key === "name");
	// The frame leaves out a list with nothing in it (no Extended Action under way, no problem elsewhere).
	const lists: SheetList[] = [
		combat,
		levelList(t("pool.sheet.abilities"), c.abilities, problemAt(model, K.abilities)),
		levelList(t("pool.sheet.weaknesses"), c.weaknesses, problemAt(model, K.weaknesses)),
		{ title: t("pool.sheet.extendedTitle"), items: extendedItems },
		{ title: t("pool.sheet.problems"), items: elsewhere.map((p) => ({ text: p.message, problem: true })) },
	];
	const stanceProblem = problemAt(model, TABLE_KEYS.stance);
	const marks: [string, string, boolean][] = [
		[t("pool.sheet.weaknessComplication"), TABLE_KEYS.weaknessComplication, model.weaknessComplication],
		[t("pool.sheet.recovered"), TABLE_KEYS.recovered, model.recovered],
	];
	// A box click writes at once and boxes have no read-only form: on a note with problems the marks
	// are shown as text instead, so nothing can be written until the note is fixed.
	const boxes = broken ? [] : marks.map(([label, key, on]) => ({ label, key, taken: on ? 1 : 0, total: 1 }));
	if (broken) lists.push({ title: t("pool.sheet.complications"), items: marks.map(([label, key, on]) => ({ text: t("pool.sheet.mark", { label, value: problemAt(model, key) ?? (on ? t("pool.sheet.yes") : t("pool.sheet.no")) }) })) });
	const subtitle = [
		model.character.vehicle === true ? t("pool.sheet.vehicle") : model.kind === "npc" ? t("pool.sheet.npc") : t("pool.sheet.character"),
		t("pool.sheet.diePool", { sides: model.dieSize }),
		t("pool.sheet.dx", { dx: dxText(c.damageMultiplier) }),
		stanceProblem === undefined ? undefined : t("pool.sheet.stanceProblem", { problem: stanceProblem }),
	].filter((part) => part !== undefined);
	return {
		system: "pool",
		title: c.name,
		subtitle: subtitle.join(" · "),
		meters,
		boxes,
		tracks: [
			{
				label: t("pool.sheet.stance"),
				key: TABLE_KEYS.stance,
				// The note keeps the English name (the value); the player reads it in their language.
				steps: STANCES.map(([, label]) => label),
				stepLabels: STANCES.map(([id]) => stanceName(id)),
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
	if (ranged) items.push({ text: t("pool.sheet.ranged", { name: ranged[0] }) });
	const { resistances, vulnerabilities } = damageModifiers(c);
	for (const [name, level] of resistances) items.push({ text: t("pool.sheet.resistance", { name, level }) });
	for (const [name, level] of vulnerabilities) items.push({ text: t("pool.sheet.vulnerability", { name, level }) });
	if (c.vehicle === true) items.push({ text: t("pool.sheet.vehicleRule") });
	return items;
}

/** "Damage Multiplier (DX): 2 = 1 + Strong 1", or "= 1 (no damage perk or flaw)" when nothing changes it. */
function dxLine(dx: number, from: string | undefined): string {
	if (from === undefined) return t("pool.sheet.dxLine", { dx: dxText(dx) });
	if (from === "1") return t("pool.sheet.dxLineNone", { dx: dxText(dx), from });
	return t("pool.sheet.dxLineFrom", { dx: dxText(dx), from });
}

function levelList(title: string, levels: Record<string, number>, problem: string | undefined): SheetList {
	const items: SheetList["items"] = Object.entries(levels).map(([name, level]) => ({ text: `${name} ${level}` }));
	if (items.length === 0 && problem === undefined) items.push({ text: t("pool.sheet.none") });
	if (problem !== undefined) items.push({ text: t("pool.sheet.problem", { problem }), problem: true });
	return { title, items };
}

function sheetActions(model: PoolModel): SheetAction[] {
	const actions: SheetAction[] = [
		{ id: POOL_ACTIONS.check, label: t("pool.action.check"), description: t("pool.action.checkDesc"), emphasis: "primary" },
		{ id: POOL_ACTIONS.attack, label: t("pool.action.attack"), description: t("pool.action.attackDesc"), emphasis: "primary" },
		{ id: POOL_ACTIONS.defend, label: t("pool.action.defend"), description: t("pool.action.defendDesc") },
		{ id: POOL_ACTIONS.damage, label: t("pool.action.damage"), description: t("pool.action.damageDesc") },
		{ id: POOL_ACTIONS.recover, label: t("pool.action.recover"), description: t("pool.action.recoverDesc", { amount: RECOVERING_AMOUNT }) },
		{ id: POOL_ACTIONS.drama, label: t("pool.action.drama"), description: t("pool.action.dramaDesc", { cost: DRAMA_DIE_COST }) },
	];
	actions.push({
		id: POOL_ACTIONS.extended,
		label: model.extended ? t("pool.action.extendedNew") : t("pool.action.extendedStart"),
		description: t("pool.action.extendedDesc"),
	});
	return actions;
}
