/**
 * The Cypher System's character at the shared table: the sheet as a SheetModel (Pools with Edge,
 * XP, skills, abilities from their pages, armor, recoveries, wounds or the damage track, quick
 * tasks, recovery), and the task dialog as fields, a live preview and a resolve, all pure. The
 * frame in ui/frame draws them and runs resolve through the one pipeline.
 */
import { fail, ok, type Result } from "../../engine/result";
import { ARMOR_DAMAGE_KEY, fullMax, STATS, woundKey, type CypherCharacter, type PoolState, type Stat } from "../../engine/systems/cypher/character";
import { ARMOR_STEPS, isDead, SEVERITIES, trackStepEffects, WOUND_BOXES } from "../../engine/systems/cypher/health";
import { taskEntry } from "../../engine/systems/cypher/log-entries";
import { attackStat, readEquipment } from "../../engine/systems/cypher/party";
import { RECOVERY_ORDER } from "../../engine/systems/cypher/recovery";
import { capital, CIRCUMSTANCES, DIFFICULTY_NAMES, luckyShotSteps, MAX_ASSET_STEPS, MAX_EFFORT_LEVELS, TRADE_EFFECTS, WEAPON_DISTINCTIONS, type Reach, type WeaponDistinction, resolveTask, WEAPON_CATEGORIES, WEAPON_DAMAGE, type EffectChoice, type WeaponCategory } from "../../engine/systems/cypher/task";
import type { LogEntry } from "../../engine/log";
import type { CharacterAbility } from "../../notes/csrd/abilities";
import { abilityCostText, usableAbilities } from "./abilities";
import { linkpathOf } from "../../notes/schema/links";
import { DAMAGE_TRACK_STEPS, SKILL_LISTS } from "../../notes/schema/cypher";
import { ONE_D20 } from "../../engine/dice/physical";
import { choiceField, numberField, toggleField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type PreviewLine, type ResolveContext, type SheetAction, type SheetList, type SheetModel, type TableGame } from "../frame/game";
import type { CypherAction } from "./action";
import { skillChoices, statChoices } from "./choices";
import { dialogTitle, usesWounds, type CharacterNote } from "./character";
import type { QuickTask, SheetSource } from "./sheet-source";
import { ruleLink, ruleNotes, sheetConditions } from "../conditions/held";
import { armorCostText } from "./armor-action";
import { conditionOnTask } from "../../engine/systems/cypher/health/conditions";
import { applyPlan, durationsFor } from "../conditions/apply";
import { attacking, buildTask, conditionLines, targetConditions, defaultForm, previewTask, procedureContext, specialLines, standingHindrance, uselessEffort, type TaskForm } from "./task-form";
import { changeHelp, guardChoices, helpFields } from "./cooperation";
import { t } from "../../lang";
import { afterRoll, changeProcedure, chaseOddsLine, planProcedure, procedureFields, procedureOf, PROCEDURE_ACTION, procedureChoices, withProcedureInput } from "./procedures";

/** Other easing/hindering the GM names in plain steps; more than this is a different difficulty. */
const MAX_OTHER_STEPS = 5;
const MAX_ROLL_BONUS = 6;
const MAX_TARGET_ARMOR = 10;

/** A Cypher character as the table holds it: the note, the block's quick tasks, the abilities read from their pages. */
export interface CypherPc {
	note: CharacterNote;
	source: SheetSource;
	abilities: CharacterAbility[];
	/** Ability links that could not be read (not sheet warnings: a vault without the compendium still works). */
	abilityProblems: string[];
}

export function cypherPc(note: CharacterNote, abilities: readonly CharacterAbility[] = [], source: SheetSource = { tasks: [], problems: [] }, abilityProblems: string[] = []): CypherPc {
	return { note, source, abilities: [...abilities], abilityProblems };
}

/** Action ids: "task:might", "quick:Climb" (the block's quick task named Climb), "recovery". */
export const RECOVERY_ACTION = "recovery";
/** The GM's intrusion on this character (its own dialog: who is affected, accepted or refused, who gets the XP passed on). */
export const INTRUSION_ACTION = "intrusion";
export const taskAction = (stat: Stat): string => `task:${stat}`;
export const QUICK_TASK_PREFIX = "quick:";

/**
 * Each quick task's action id, by its name ("quick:Climb"), so a link, a script or a command names
 * the task rather than its place in the list; a name used twice gets its count ("quick:Climb 2").
 * Ids are matched without regard to case.
 */
export function quickActionIds(tasks: readonly QuickTask[]): string[] {
	const seen = new Map<string, number>();
	return tasks.map((task) => {
		const name = task.label.toLowerCase();
		const count = (seen.get(name) ?? 0) + 1;
		seen.set(name, count);
		return `${QUICK_TASK_PREFIX}${task.label}${count === 1 ? "" : ` ${count}`}`;
	});
}

/** The quick task an id names: by its name, or (as ids were once written) by its place, "quick:0" the first. */
function quickTaskOf(tasks: readonly QuickTask[], id: string): QuickTask | undefined {
	const named = quickActionIds(tasks).findIndex((own) => own.toLowerCase() === id.toLowerCase());
	if (named >= 0) return tasks[named];
	const place = id.slice(QUICK_TASK_PREFIX.length);
	return /^\d{1,3}$/.test(place) ? tasks[Number(place)] : undefined;
}

/**
 * The stat and quick task an action id names, or undefined for an id that is not a task. An
 * equipment weapon's Attack ("weapon:0") is a quick task made from its line: Might for melee,
 * Speed at range, its category as the weapon.
 */
export function taskOfAction(pc: CypherPc, actionId: string): { stat: Stat; quick?: SheetSource["tasks"][number] } | undefined {
	const colon = actionId.indexOf(":");
	const [kind, rest] = colon < 0 ? [actionId, ""] : [actionId.slice(0, colon), actionId.slice(colon + 1)];
	if (kind === "task" && (STATS as readonly string[]).includes(rest)) return { stat: rest as Stat };
	if (kind === "weapon") {
		const item = equipmentAt(pc, Number(rest));
		if (item?.weapon === undefined) return undefined;
		const stat = attackStat(item);
		return { stat, quick: { label: t("cypher.task.attackWithItem", { name: item.name }), stat, skill: "", weapon: item.weapon } };
	}
	const quick = kind === "quick" ? quickTaskOf(pc.source.tasks, actionId) : undefined;
	return quick ? { stat: quick.stat, quick } : undefined;
}

/** The sheet's equipment line at `index`, read; undefined when there is none. */
function equipmentAt(pc: CypherPc, index: number): ReturnType<typeof readEquipment> | undefined {
	const line = pc.note.sheet.equipment[index];
	return line === undefined ? undefined : readEquipment(line);
}

/** The dialog's starting form: a quick task's skill is used only when the sheet has it; its weapon makes it an attack. */
export function taskForm(pc: CypherPc, stat: Stat, label?: string, skill = "", weapon: WeaponCategory | "" = ""): TaskForm {
	const form = { ...defaultForm(stat, pc.note.sheet.character.skills[skill] !== undefined ? skill : ""), weapon };
	return label === undefined ? form : { ...form, label };
}

/** The sheet's own parts: Pools, XP, skills, abilities, armor, recoveries, wounds or the damage track, tasks. */
export function sheet(pc: CypherPc): SheetModel {
	const { note, source } = pc;
	const c = note.sheet.character;
	const lists: SheetList[] = [];
	const skills = SKILL_LISTS.flatMap((level) => {
		const names = Object.entries(c.skills).filter(([, l]) => l === level).map(([name]) => name);
		return names.length > 0 ? [{ text: t("cypher.task.sheet.skillsAt", { level, names: names.join(", ") }) }] : [];
	});
	lists.push({ title: t("cypher.task.sheet.skills"), items: skills });
	lists.push({ title: t("cypher.task.sheet.armorAndRecoveries"), items: [{ text: armorText(pc) }, { text: recoveriesText(c) }] });
	lists.push({
		title: t("cypher.task.sheet.abilities"),
		items: [
			...pc.abilities.map((ability) => ({ text: ability.name, link: ability.link, detail: `— ${ability.kind === "enabler" ? t("cypher.task.sheet.enabler") : abilityCostText(ability)}` })),
			...pc.abilityProblems.map((text) => ({ text, problem: true })),
		],
	});
	const actions: SheetAction[] = STATS.map((stat) => ({ id: taskAction(stat), label: t("cypher.task.sheet.statTask", { stat }), emphasis: "primary" as const }));
	const quickIds = quickActionIds(source.tasks);
	source.tasks.forEach((task, index) => {
		// "Climb (Might, trained, light weapon)": the stat, then the skill's level and the weapon when the task has them.
		const details = [statName(task.stat)];
		if (task.skill !== "") details.push(skillLevelText(c.skills[task.skill] ?? "untrained"));
		if (task.weapon !== undefined) details.push(t("cypher.task.weaponKind", { weapon: task.weapon }));
		actions.push({ id: quickIds[index] ?? `${QUICK_TASK_PREFIX}${index}`, label: t("cypher.task.sheet.quickTask", { label: task.label, details: details.join(", ") }) });
	});
	actions.push({ id: RECOVERY_ACTION, label: t("cypher.task.sheet.recovery") }, { id: INTRUSION_ACTION, label: t("cypher.task.sheet.intrusion") });
	return {
		system: "cypher",
		title: c.name,
		// The dead say so where the eye lands first; their tasks are refused in the dialog.
		subtitle: isDead(c, note.damageModel) ? t("cypher.task.sheet.subtitleDead", { tier: c.tier, effort: c.effort, xp: c.xp }) : t("cypher.task.sheet.subtitle", { tier: c.tier, effort: c.effort, xp: c.xp }),
		meters: [
			...STATS.map((stat) => ({ label: statName(stat), key: stat, value: c.pools[stat].current, max: c.pools[stat].max, detail: poolDetail(c.pools[stat]) })),
			{ label: t("cypher.task.sheet.xp"), key: "xp", value: c.xp },
			// 000: damaged armor eases blocks less; shown while damaged, so mending it is a step down.
			...(usesWounds(note) && (c.armorDamage ?? 0) > 0
				? [{ label: t("cypher.task.sheet.armorDamage"), key: ARMOR_DAMAGE_KEY, value: c.armorDamage ?? 0, max: ARMOR_STEPS[c.armor], detail: t("cypher.task.sheet.armorDamageDetail") }]
				: []),
		],
		// 000 wounds: three boxes of each severity, or as many as a type or ability gives (wounds-minor-max…).
		boxes: usesWounds(note)
			? SEVERITIES.map((severity) => ({ label: t("cypher.task.sheet.wounds", { severity }), key: woundKey(severity), taken: c.wounds[severity], total: c.woundBoxes?.[severity] ?? WOUND_BOXES }))
			: [],
		tracks: usesWounds(note) ? [] : [{ label: t("cypher.task.sheet.damageTrack"), key: "damage-track", steps: DAMAGE_TRACK_STEPS, current: c.damageTrack }],
		lists,
		actions,
		conditions: sheetConditions(note.conditions),
		problems: [...source.problems, ...(note.campaignProblem !== undefined ? [note.campaignProblem] : []), ...(note.conditionProblems ?? []), ...(note.armorProblem !== undefined ? [note.armorProblem] : [])],
	};
}

/** "Edge 1", or "Edge 1 · 3 lasting · 2 permanent (of 12)" when damage or unpracticed armor holds the maximum back (001). */
function poolDetail(pool: PoolState): string {
	const held = [
		...((pool.lasting ?? 0) > 0 ? [t("cypher.task.sheet.lasting", { count: pool.lasting ?? 0 })] : []),
		...((pool.permanent ?? 0) > 0 ? [t("cypher.task.sheet.permanent", { count: pool.permanent ?? 0 })] : []),
		...((pool.armor ?? 0) > 0 ? [t("cypher.task.sheet.heldByArmor", { count: pool.armor ?? 0 })] : []),
	];
	// 001's weakness: every task spending from the Pool costs that much more.
	const edge = (pool.weakness ?? 0) > 0 ? t("cypher.task.sheet.edgeWeakness", { edge: pool.edge, weakness: pool.weakness ?? 0 }) : t("cypher.task.sheet.edge", { edge: pool.edge });
	return held.length === 0 ? edge : t("cypher.task.sheet.edgeHeld", { edge, held: held.join(" · "), max: fullMax(pool) });
}

/** "Armor: light", "Armor: medium (damaged: eases blocks 1 step less)". */
function armorText(pc: CypherPc): string {
	const { armor, armorDamage = 0 } = pc.note.sheet.character;
	// 001's costs of armor worn unpracticed, on the damage track.
	const costs = armorCostText(pc.note);
	if (costs !== undefined) return t("cypher.task.sheet.armorCosts", { armor, costs });
	return armorDamage > 0 && armor !== "none" && usesWounds(pc.note) ? t("cypher.task.sheet.armorDamaged", { armor, steps: Math.min(armorDamage, ARMOR_STEPS[armor]) }) : t("cypher.task.sheet.armor", { armor });
}

function recoveriesText(c: CypherCharacter): string {
	const used = c.recoveriesTaken ? c.recoveriesTaken.length : c.recoveriesUsed;
	const next = c.recoveriesTaken ? RECOVERY_ORDER.find((k) => !c.recoveriesTaken?.includes(k)) : RECOVERY_ORDER[c.recoveriesUsed];
	return next ? t("cypher.task.sheet.recoveriesNext", { used, next }) : t("cypher.task.sheet.recoveriesDone", { used });
}

/** "Might", "Speed", "Intellect" in the user's language. */
const statName = (stat: string): string => t("encounter.stat", { stat });
/** A skill's level in a sentence: "trained", "specialized", "untrained". */
const skillLevelText = (level: string): string => t("cypher.task.skillLevel", { level });

/** "item:0" for the sheet's first equipment line, when the attack is made with it. */
const ITEM = "item:";

/** The sheet's weapons as the dialog's "Attack with" offers them: "Boarding Axe (4 damage)", by their equipment line. */
function weaponChoices(pc: CypherPc): [string, string][] {
	return pc.note.sheet.equipment.flatMap((line, index): [string, string][] => {
		const item = readEquipment(line);
		return item.weapon ? [[`${ITEM}${index}`, t("cypher.task.field.weaponItem", { name: item.name, damage: WEAPON_DAMAGE[item.weapon] })]] : [];
	});
}

/**
 * "Attack with" for an ability that is an attack made with a weapon (Bash): the sheet's first
 * weapon, else a light weapon, which is what an unarmed blow counts as (000's weapon table).
 */
export function abilityWeaponChoice(equipment: readonly string[]): string {
	const index = equipment.findIndex((line) => readEquipment(line).weapon !== undefined);
	return index < 0 ? "light" : `${ITEM}${index}`;
}

/** What "Attack with" holds now: an item of the sheet, a weapon category, or "" (not an attack). */
const attackValue = (form: TaskForm): string => (form.weaponItem !== undefined ? `${ITEM}${form.weaponItem}` : form.weapon);

/**
 * The dialog's fields: in view, what changes every roll (the stat, the difficulty, the skill, assets,
 * Effort, and for an attack its weapon and Effort on damage), each one tap; under "More" the rest
 * (another skill, a circumstance, other easing or hindering, a roll bonus, an area attack, what a 19
 * or 20 takes).
 */
function fields(pc: CypherPc, form: TaskForm): Field[] {
	const c = pc.note.sheet.character;
	const usable = usableAbilities(pc.abilities);
	const attack = form.weapon !== "" || form.attackDamage !== undefined;
	const track = usesWounds(pc.note) ? "hale" : c.damageTrack;
	const list: Field[] = [];
	if (usable.length > 0) {
		const index = form.ability ? usable.findIndex((a) => a.link === form.ability?.link && a.name === form.ability.name) : -1;
		list.push(choiceField("ability", t("cypher.task.field.ability"), index < 0 ? "" : String(index), [["", t("cypher.task.none")], ...usable.map((a, i): [string, string] => [String(i), `${a.name} (${abilityCostText(a)})`])]));
	}
	// The ability's points are paid from its Pool, so the task's stat is that Pool.
	const locked = form.ability !== undefined ? { description: t("cypher.task.field.statLocked"), disabled: true } : {};
	const procedure = procedureOf(form.procedure);
	const built = procedure ? buildTask(pc.note, form) : undefined;
	// A procedure that sets the difficulty shows it in the Difficulty row, locked like the stat under an ability.
	const setBy = built?.procedure?.setsDifficulty === true && procedure ? { description: t("cypher.task.field.difficultySetBy", { procedure: procedure.label.replace(/ \(.*\)$/, "").toLowerCase() }), disabled: true } : {};
	list.push(choiceField("stat", t("cypher.task.field.stat"), form.stat, statChoices((stat) => t("cypher.task.field.statChoice", { stat: statName(stat), current: c.pools[stat].current, max: c.pools[stat].max })), locked));
	if (procedure) list.push(choiceField("procedure", t("cypher.task.field.procedure"), form.procedure ?? "", procedureChoices()), ...procedureFields(procedure.id, form.procedureInputs ?? {}, procedureContext(pc.note, form)));
	list.push(
		numberField("difficulty", t("cypher.task.field.difficulty"), built?.procedure?.setsDifficulty === true ? built.request.difficulty : form.difficulty, 0, DIFFICULTY_NAMES.length - 1, setBy),
		choiceField("skill", t("cypher.task.field.skill"), form.skill, skillChoices(c, t("cypher.task.none"))),
		numberField("assets", t("cypher.task.field.assets"), form.assets, 0, MAX_ASSET_STEPS),
		numberField("effort", t("cypher.task.field.effort"), form.effort, 0, c.effort),
	);
	// 000's cooperative actions, followers and NPC allies; 001's helping (under More until someone helps).
	list.push(...helpFields(form, c.tier, false));
	// An ability that names its own damage (Use on an attack ability's page) is the attack: no weapon to choose.
	if (form.attackDamage === undefined) {
		const weapons = weaponChoices(pc);
		list.push(
			choiceField("weapon", t("cypher.task.field.attackWith"), attackValue(form), [["", t("cypher.task.field.notAnAttack")], ...weapons, ...WEAPON_CATEGORIES.map((w): [string, string] => [w, t("cypher.task.field.weaponCategory", { weapon: w, damage: WEAPON_DAMAGE[w] })])], {
				rare: !attack,
			}),
		);
	}
	if (attack) {
		list.push(numberField("effortOnDamage", t("cypher.task.field.effortOnDamage"), form.effortOnDamage, 0, c.effort, { description: t("cypher.task.field.effortOnDamageDesc", { damage: form.area === true ? 2 : 3 }) }));
		list.push(...weaponFields(pc, form));
		list.push(toggleField("area", t("cypher.task.field.area"), form.area === true, { description: t("cypher.task.field.areaDesc"), rare: true }));
		list.push(
			choiceField("effectChoice", t("cypher.task.field.effectChoice"), form.effectChoice ?? "damage", effectRows(), {
				rare: true,
				disabled: track !== "hale",
				description: track === "hale" ? t("cypher.task.field.effectChoiceDesc") : t("cypher.task.field.effectChoiceTrack", { track }),
			}),
		);
		list.push(...fightFields(pc, form));
		// 001: "THREE-ON-ONE", on a melee attack.
		if (!usesWounds(pc.note) && form.ranged !== true) list.push(toggleField("threeOnOne", t("cypher.task.field.threeOnOne"), form.threeOnOne === true, { rare: true, description: t("cypher.task.field.threeOnOneDesc") }));
	}
	// 000: guarding's eased Speed action, and the hindered Speed task to get past a guarding foe.
	if (!attack && (form.ability?.pool ?? form.stat) === "speed") {
		list.push(choiceField("guard", t("cypher.task.field.guard"), form.guard ?? "", guardChoices(), { rare: (form.guard ?? "") === "", description: t("cypher.task.field.guardDesc") }));
	}
	if (!attack) {
		// 000: "you have to apply at least one level of Effort each time"; a missed attack is a new attack next round, not a retry.
		list.push(toggleField("retry", t("cypher.task.field.retry"), form.retry === true, { rare: true, description: t("cypher.task.field.retryDesc") }));
	}
	if (track === "debilitated") list.push(toggleField("movementOnly", t("cypher.task.field.movementOnly"), form.movementOnly === true, { description: t("cypher.task.field.movementOnlyDesc") }));
	list.push(
		choiceField("otherLevel", t("cypher.task.field.otherLevel"), form.otherLevel, [["", t("cypher.task.none")], ...SKILL_LISTS.map((level): [string, string] => [level, skillLevelText(level)])], {
			rare: true,
			description: t("cypher.task.field.otherLevelDesc"),
		}),
		// Under More until one is chosen; then it sits above the difficulty it sets, with its own inputs.
		...(procedure ? [] : [choiceField("procedure", t("cypher.task.field.procedure"), "", procedureChoices(), { rare: true, description: t("cypher.task.field.procedureDesc") })]),
		choiceField(
			"circumstance",
			t("cypher.task.field.circumstance"),
			form.circumstance,
			[
				["", t("cypher.task.none")],
				...CIRCUMSTANCES.map((item): [string, string] => {
					const values = { label: item.label, steps: item.steps };
					switch (item.effect) {
						case "ease":
							return [item.id, t("cypher.task.circumstance.eases", values)];
						case "hinder":
							return [item.id, t("cypher.task.circumstance.hinders", values)];
						case "automatic-hit":
							return [item.id, t("cypher.task.circumstance.automaticHit", values)];
						default:
							return [item.id, t("cypher.task.circumstance.notAttackable", values)];
					}
				}),
			],
			{ rare: true },
		),
		...(attack && luckyShotSteps(form.circumstance) !== undefined
			? [toggleField("luckyShot", t("cypher.task.field.luckyShot"), form.luckyShot === true, { rare: true, description: t("cypher.task.field.luckyShotDesc") })]
			: []),
		numberField("extraEasing", t("cypher.task.field.extraEasing"), form.extraEasing, 0, MAX_OTHER_STEPS, { rare: true, description: t("cypher.task.field.extraEasingDesc") }),
		numberField("extraHindering", t("cypher.task.field.extraHindering"), form.extraHindering, 0, MAX_OTHER_STEPS, { rare: true }),
		numberField("rollBonus", t("cypher.task.field.rollBonus"), form.rollBonus, 0, MAX_ROLL_BONUS, { rare: true, description: t("cypher.task.field.rollBonusDesc") }),
		// 000: a free level "doesn't cost you any Pool points, and it doesn't count toward your Effort limit".
		numberField("freeEffort", t("cypher.task.field.freeEffort"), form.freeEffort ?? 0, 0, MAX_EFFORT_LEVELS, { rare: true, description: t("cypher.task.field.freeEffortDesc") }),
	);
	return list;
}

/** 001's weapon distinctions as the dialog offers them. */
const distinctionRows = (): [WeaponDistinction | "", string][] => [["", t("cypher.task.none")], ...WEAPON_DISTINCTIONS.map((d): [WeaponDistinction, string] => [d, t("cypher.task.distinction", { distinction: d })])];
const reachRows = (): [Reach, string][] => [
	["", t("cypher.task.reach.neither")],
	["foe-without-reach", t("cypher.task.reach.foeWithoutReach")],
	["close-quarters", t("cypher.task.reach.closeQuarters")],
];

/**
 * An attack's weapon rows (001): the weapon's distinction (from its sheet line, or chosen), the
 * target's Armor a crushing or slashing weapon reads, where a reaching weapon is used, and the
 * damage traded for an effect (its cost adds the creature's level, the difficulty).
 */
function weaponFields(pc: CypherPc, form: TaskForm): Field[] {
	const list: Field[] = [];
	if (form.attackDamage === undefined) {
		const item = form.weaponItem === undefined ? undefined : equipmentAt(pc, form.weaponItem);
		const fromSheet = item?.distinction !== undefined;
		list.push(
			choiceField("distinction", t("cypher.task.field.distinction"), form.distinction ?? "", distinctionRows(), {
				rare: !fromSheet,
				description: fromSheet ? t("cypher.task.field.distinctionFromSheet") : t("cypher.task.field.distinctionDesc"),
			}),
		);
		if (form.distinction === "crushing" || form.distinction === "slashing") {
			list.push(numberField("targetArmor", t("cypher.task.field.targetArmor"), form.targetArmor ?? 0, 0, MAX_TARGET_ARMOR, { description: t("cypher.task.field.targetArmorDesc") }));
		}
		if (form.distinction === "reaching") list.push(choiceField("reach", t("cypher.task.field.reach"), form.reach ?? "", reachRows()));
	}
	list.push(
		choiceField("trade", t("cypher.task.field.trade"), form.trade ?? "", [["", t("cypher.task.field.tradeNothing")], ...TRADE_EFFECTS.map((e): [string, string] => [e.id, t("cypher.task.field.tradeEffect", { label: e.label, damage: e.damage })])], {
			rare: true,
			description: t("cypher.task.field.tradeDesc", { level: form.difficulty }),
		}),
	);
	return list;
}

/**
 * In a running encounter, an attack names its target (its conditions count: a prone foe, a dazed
 * one) and, when a 19 or 20 takes an effect, which of the pack's effects: one that applies a
 * condition puts it on the target with the roll's entry (a major effect "Stun": Stunned).
 */
function fightFields(pc: CypherPc, form: TaskForm): Field[] {
	const fight = pc.note.fight;
	if (!fight || fight.targets.length === 0) return [];
	const fields: Field[] = [
		choiceField("target", t("cypher.task.field.target"), form.target ?? "", [["", t("cypher.task.field.targetNone")], ...fight.targets.map((target): [string, string] => [target.id, target.id])], {
			description: t("cypher.task.field.targetDesc"),
		}),
	];
	if ((form.target ?? "") === "") return fields;
	fields.push(toggleField("ranged", t("cypher.task.field.ranged"), form.ranged === true, { rare: true, description: t("cypher.task.field.rangedDesc") }));
	const effects = (roll: string): [string, string][] =>
		[...(pc.note.pack?.effects.values() ?? [])].filter((e) => e.rule.roll === roll).map((e): [string, string] => [e.rule.id, e.rule.label]);
	if (form.effectChoice === "effect" || form.effectChoice === "minor") {
		fields.push(choiceField("minorEffect", t("cypher.task.field.minorEffect"), form.minorEffect ?? "", [["", t("cypher.task.field.gmSays")], ...effects("minor")], { rare: true }));
	}
	if (form.effectChoice === "effect") fields.push(choiceField("majorEffect", t("cypher.task.field.majorEffect"), form.majorEffect ?? "", [["", t("cypher.task.field.gmSays")], ...effects("major")], { rare: true }));
	return fields;
}

/** What a hit on a 19 or 20 takes (000; 002 adds a minor effect on a 20). */
const EFFECT_CHOICES: readonly EffectChoice[] = ["damage", "effect", "minor"];
const effectRows = (): [EffectChoice, string][] => [
	["damage", t("cypher.task.effect.damage")],
	["effect", t("cypher.task.effect.effect")],
	["minor", t("cypher.task.effect.minor")],
];

/** The form after a change, its difficulty kept at what a chosen procedure sets (so the form says what will be rolled). */
function update(pc: CypherPc, form: TaskForm, key: string, value: string | number | boolean): TaskForm {
	const next = updateOwn(pc, form, key, value);
	if (!next.procedure) return next;
	const built = buildTask(pc.note, next);
	return built.procedure?.setsDifficulty === true && built.request.difficulty !== next.difficulty ? { ...next, difficulty: built.request.difficulty } : next;
}

function updateOwn(pc: CypherPc, form: TaskForm, key: string, value: string | number | boolean): TaskForm {
	const text = String(value);
	if (key === "procedure") return withProcedure(pc, form, text);
	const inputs = form.procedure ? changeProcedure(form.procedure, form.procedureInputs ?? {}, procedureContext(pc.note, form), key, value) : undefined;
	if (inputs !== undefined) return { ...form, procedureInputs: inputs };
	if (key === "ability") {
		const ability = text === "" ? undefined : usableAbilities(pc.abilities)[Number(text)];
		if (ability === undefined) {
			// Back to None: the stat the player had chosen before the ability locked it comes back.
			const { ability: _dropped, statBeforeAbility, ...rest } = form;
			return { ...rest, stat: statBeforeAbility ?? form.stat };
		}
		const before = form.ability ? (form.statBeforeAbility ?? form.stat) : form.stat;
		return { ...form, ability, stat: ability.pool ?? form.stat, statBeforeAbility: before };
	}
	if (key === "weapon") {
		// One of the sheet's weapons brings its category, and its stat (Speed at range, 000).
		const { weaponItem: _was, ...rest } = form;
		const item = text.startsWith(ITEM) ? equipmentAt(pc, Number(text.slice(ITEM.length))) : undefined;
		// The weapon's line brings its distinction; a bare category has none until the player chooses one.
		if (item?.weapon) return { ...rest, weapon: item.weapon, weaponItem: Number(text.slice(ITEM.length)), ranged: item.ranged, distinction: item.distinction ?? "", ...(form.ability ? {} : { stat: attackStat(item) }) };
		return { ...rest, weapon: (WEAPON_CATEGORIES as readonly string[]).includes(text) ? (text as WeaponCategory) : "", distinction: "", ...(text === "" ? { effortOnDamage: 0, trade: "" } : {}) };
	}
	if (key === "area" || key === "movementOnly" || key === "ranged" || key === "threeOnOne") return { ...form, [key]: value === true };
	if (key === "guard") return text === "" || text === "stopping" || text === "passing" ? { ...form, guard: text } : form;
	const helped = changeHelp(form, key, value, pc.note.sheet.character.tier);
	if (helped !== undefined) return helped;
	if (key === "target" || key === "minorEffect" || key === "majorEffect") return { ...form, [key]: text };
	// Marking a retry brings the one level of Effort it needs, when nothing eases it yet and the character can pay for one.
	if (key === "retry" && value === true && form.effort + (form.freeEffort ?? 0) === 0 && pc.note.sheet.character.effort >= 1) return { ...form, retry: true, effort: 1 };
	if (key === "retry") return { ...form, retry: value === true };
	if (key === "effectChoice" && EFFECT_CHOICES.some((id) => id === text)) return { ...form, effectChoice: text as EffectChoice };
	return form;
}

function preview(pc: CypherPc, form: TaskForm): Preview {
	const c = pc.note.sheet.character;
	const standing = standingHindrance(c, form.stat, pc.note.damageModel).explanation;
	// 001: what the track's step means in play (impaired's costs, debilitated's "If Speed is 0, cannot move.").
	if (!usesWounds(pc.note) && c.damageTrack !== "hale") standing.push(...trackStepEffects(c.damageTrack, c.pools.speed.current).explanation);
	const notes: PreviewLine[] = standing.map((step) => ({ text: step.text, part: "standing" }));
	// The character's conditions, each saying what it does to this task ("Dazed: one step harder.").
	notes.push(...conditionLines(pc.note, { stat: form.ability?.pool ?? form.stat, defense: false }).map((text) => ({ text, part: "condition" })));
	// The target's conditions, each saying what it does to the attack ("Prone (the target): one step easier.").
	for (const { condition, role } of attacking(form) ? targetConditions(pc.note, form) : []) {
		for (const step of conditionOnTask(condition, role, { stat: form.stat, defense: false, ...(form.ranged === true ? { ranged: true } : {}) }).explanation) notes.push({ text: step.text, part: "condition" });
	}
	// Who helps and what the guard or three-on-one does, each as its rule says it.
	const cooperation = buildTask(pc.note, form).cooperation;
	for (const step of cooperation?.explanation ?? []) notes.push({ text: step.text, part: "cooperation" });
	const ability = form.ability;
	if (ability?.pool) notes.push({ text: t("cypher.task.preview.abilityPool", { name: ability.name, stat: statName(ability.pool) }), part: "ability" });
	const built = form.procedure ? buildTask(pc.note, form) : undefined;
	// The procedure's steps lead the notes: where the difficulty comes from.
	if (built?.procedure) notes.unshift(...built.procedure.task.explanation.map((step): PreviewLine => ({ text: step.text, part: "procedure" })));
	const planned = previewTask(pc.note, form);
	if (!planned.ok) return refusedPreview(planned.error, { notes });
	const { plan } = planned.value;
	// The chance first: the dialog keeps it in view beside the button.
	const odds: PreviewLine[] = [
		{ text: t("cypher.task.preview.chance", { chance: planned.value.chance }), part: "chance" },
		{ text: planned.value.difficulty, part: "difficulty" },
	];
	if (planned.value.damage !== undefined) odds.push({ text: planned.value.damage, part: "damage" });
	for (const line of built?.procedure?.lines ?? []) notes.push({ text: line, part: "procedure" });
	if (form.procedure === "chase" && !plan.impossible) {
		const line = chaseOddsLine(procedureContext(pc.note, form), Number(form.procedureInputs?.["level"] ?? 0), plan.routine ? 1 : plan.odds.success);
		if (line) odds.push(line);
	}
	odds.push(...specialLines(plan, form));
	const result: Preview = { notes, odds, cost: planned.value.cost };
	// 000: an impossible task is not attempted; a routine one needs no die.
	if (plan.impossible) result.refusal = t("cypher.task.preview.impossible");
	else if (!plan.routine) result.dice = [ONE_D20];
	// A routine task rolls nothing: its button logs the success.
	else result.submit = t("cypher.task.preview.logSuccess");
	const useless = uselessEffort(pc.note, form);
	if (useless !== undefined) result.refusal = useless;
	return result;
}

/** The task's entry, and the damage a hit deals before Armor (0 on a miss; undefined when it is no attack). */
export function resolveTaskForm(pc: CypherPc, form: TaskForm, context: ResolveContext): Result<{ entry: LogEntry; damage?: number }> {
	// Effort that eases nothing is refused here too, so a forced Roll never charges it.
	const useless = uselessEffort(pc.note, form);
	if (useless !== undefined) return fail(useless);
	const built = buildTask(pc.note, form);
	if (built.procedureProblem !== undefined) return fail(built.procedureProblem);
	if (built.cooperationProblem !== undefined) return fail(built.cooperationProblem);
	const resolved = resolveTask(built.character, built.request, context.rng, { ...built.options, target: context.meta.target });
	if (!resolved.ok) return resolved;
	const ability = form.ability;
	// An ability names the roll ("Bash (Might)") unless a quick task already did; a procedure names it otherwise ("Long jump, 12 feet").
	const title = form.label ?? ability?.name ?? built.procedure?.task.label;
	const options = title === undefined ? { before: built.before } : { before: built.before, label: title };
	let entry = taskEntry(context.meta, built.character, built.request, resolved.value, options);
	if (built.procedure && form.procedure) {
		const after = afterRoll(form.procedure, form.procedureInputs ?? {}, procedureContext(pc.note, form), built.procedure, resolved.value, context.meta.target, context.rng);
		if (!after.ok) return after;
		entry = withProcedureInput(entry, built.procedure);
		entry.changes.push(...after.value.changes);
		entry.explanation.push(...after.value.explanation.map((step) => step.text));
		entry.dice.push(...after.value.dice);
		if (entry.outcome) {
			if (after.value.code !== undefined) entry.outcome = { text: capital(after.value.code), code: after.value.code };
			if (after.value.outcome !== undefined) entry.outcome = { ...entry.outcome, text: `${entry.outcome.text}; ${after.value.outcome}` };
		}
	}
	// Who helped, and how the others cooperated, among the inputs (the why is in the explanation, from `before`).
	for (const input of built.cooperation?.inputs ?? []) entry.inputs.push(input);
	if (built.cooperation?.inputs.some((input) => input.value === "a follower") === true && form.followerLevel !== undefined) entry.inputs.push({ key: "follower's level", value: form.followerLevel });
	if (ability) {
		// The card links the ability's page, both among the inputs and with the rules it cites.
		entry.inputs.splice(1, 0, { key: "ability", value: ability.link });
		entry.links.push(linkpathOf(ability.link));
	}
	// The conditions that weighed on the roll, by name, and the vault's notes of their rules.
	const weighed = pc.note.conditions.filter((h) => h.spec);
	for (const held of weighed) entry.inputs.push({ key: "condition", value: ruleLink(held) });
	entry.links.push(...ruleNotes(weighed));
	const special = resolved.value.special;
	const effect = special?.majorEffect === true ? form.majorEffect : special?.minorEffect === true ? form.minorEffect : undefined;
	if (effect !== undefined && effect !== "" && attacking(form)) applyEffect(pc, form, effect, entry);
	const damage = resolved.value.damage?.total;
	return ok(damage === undefined ? { entry } : { entry, damage });
}

/**
 * The chosen minor or major effect of a hit on a 19 or 20, played out: when the pack's effect applies
 * a condition, it goes on the target with the roll's own entry (one Undo takes both back). What
 * stops it (the target no longer in the fight) is said in the entry, never silently dropped.
 */
function applyEffect(pc: CypherPc, form: TaskForm, effectId: string, entry: LogEntry): void {
	const pack = pc.note.pack;
	const effect = pack?.effects.get(effectId);
	if (!pack || !effect) return;
	entry.inputs.push({ key: "effect", value: ruleLink({ label: effect.rule.label, ...(effect.from.kind === "vault" ? { notePath: effect.from.path } : {}) }) });
	const applies = effect.rule.applies;
	if (applies === undefined) {
		entry.explanation.push(t("cypher.task.effectApplied.noCondition", { effect: effect.rule.label }));
		return;
	}
	const target = pc.note.fight?.targets.find((candidate) => candidate.id === form.target);
	const condition = pack.conditions.get(applies)?.rule;
	if (!target || !pc.note.fight || !condition) {
		entry.explanation.push(t("cypher.task.effectApplied.targetGone", { effect: effect.rule.label }));
		return;
	}
	const duration = effect.rule.lasts ?? condition.lasts;
	const plan = applyPlan(pack, target.bearer, applies, durationsFor(pc.note.fight.clock).includes(duration) ? duration : "until-removed", pc.note.fight.clock);
	if (!plan.ok) {
		entry.explanation.push(t("cypher.task.effectApplied.refused", { effect: effect.rule.label, error: plan.error }));
		return;
	}
	entry.changes.push(...plan.value.changes);
	entry.explanation.push(t("cypher.task.effectApplied.applied", { effect: effect.rule.label, explanation: plan.value.explanation.join(" ") }));
	entry.links.push(...plan.value.links);
	if (entry.outcome) entry.outcome = { ...entry.outcome, text: t("cypher.task.effectApplied.outcome", { outcome: entry.outcome.text, target: target.id, effect: plan.value.outcome }) };
	if (effect.from.kind === "vault") entry.links.push(effect.from.path.replace(/\.md$/, ""));
}

function resolve(pc: CypherPc, form: TaskForm, context: ResolveContext): Result<LogEntry> {
	const done = resolveTaskForm(pc, form, context);
	return done.ok ? ok(done.value.entry) : done;
}

/** The task dialog as one of the Cypher sheet's actions (game.ts puts the actions together). */
/** The task dialog on a procedure ("procedure:chase"): its stat, its starting inputs (a chase under way keeps its NPC's level). */
function procedureForm(pc: CypherPc, id: string): TaskForm | undefined {
	const procedure = procedureOf(id);
	if (!procedure) return undefined;
	return withProcedure(pc, taskForm(pc, "might"), id);
}

/** The form with a procedure chosen (or none): its inputs from the start, the stat its task uses, the difficulty it sets. */
function withProcedure(pc: CypherPc, form: TaskForm, id: string): TaskForm {
	const procedure = procedureOf(id);
	const { procedure: _was, procedureInputs: _inputs, ...rest } = form;
	if (!procedure) return rest;
	const chase = pc.note.sheet.chase;
	const inputs = id === "chase" && chase !== undefined ? { ...procedure.start, level: chase.level } : procedure.start;
	const next: TaskForm = { ...rest, procedure: id, procedureInputs: inputs };
	const plan = planProcedure(id, inputs, procedureContext(pc.note, next));
	if (!plan?.ok) return next;
	// An ability keeps its Pool; a procedure that leaves the difficulty alone leaves the stat too.
	const stat = form.ability || !plan.value.setsDifficulty ? next.stat : plan.value.task.stat;
	return { ...next, stat, difficulty: plan.value.setsDifficulty ? plan.value.task.difficulty : next.difficulty };
}

export const cypherTask: CypherAction<TaskForm> = {
	form(pc, actionId) {
		if (actionId.startsWith(PROCEDURE_ACTION)) return procedureForm(pc, actionId.slice(PROCEDURE_ACTION.length));
		const task = taskOfAction(pc, actionId);
		const form = task && taskForm(pc, task.stat, task.quick?.label, task.quick?.skill, task.quick?.weapon);
		// An equipment weapon's Attack is made with that line: it is chosen, with its distinction.
		const [kind, index = ""] = actionId.split(":");
		const item = kind === "weapon" ? equipmentAt(pc, Number(index)) : undefined;
		return form && item ? { ...form, weaponItem: Number(index), distinction: item.distinction ?? "" } : form;
	},
	title: (pc, form) => dialogTitle(form.label ?? procedureOf(form.procedure)?.label.replace(/ \(.*\)$/, "") ?? t("cypher.task.title"), pc.note),
	fields,
	update,
	preview,
	resolve,
};

/** The character sheet without the other actions' parts, and the task dialog: what the task modal draws. */
export const cypherTaskGame: TableGame<CypherPc, TaskForm> = { ...cypherTask, system: "cypher", sheet };
