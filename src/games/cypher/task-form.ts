/**
 * What the task dialog holds, turned into the engine's request and a live preview. The campaign's
 * own rules that hinder every task (wounds under seed 000, unpracticed armor on Speed tasks) are
 * added here, once, so the dialog's odds and the rolled result always agree.
 */
import type { ExplainStep } from "../../engine/explain";
import { fail, ok, type Result } from "../../engine/result";
import type { CypherCharacter, SkillLevel, Stat } from "../../engine/systems/cypher/character";
import { speedTaskArmorPenalty, woundHindrance, type WoundSeverity } from "../../engine/systems/cypher/health";
import { costText } from "../../engine/systems/cypher/log-entries";
import { formatNumber, formatPercent, t } from "../../lang";
import { difficultyName, hitDamage, planTask, readSpecialRoll, type EffectChoice, type Reach, type TaskOptions, type TaskPlan, type TaskRequest, type WeaponCategory, type WeaponDistinction } from "../../engine/systems/cypher/task";
import type { CharacterNote } from "./character";
import type { CharacterAbility } from "../../notes/csrd/abilities";
import { conditionOnTask, type ConditionTask, type CypherCondition } from "../../engine/systems/cypher/health/conditions";
import { specsOf } from "../conditions/held";
import { planProcedure, trainingSteps, type PlannedProcedure, type ProcedureContext, type ProcedureInputs } from "./procedures";
import { guardOnTask, helpOnRoll, helpRuleOf, threeOnOneOnAttack, together, type Cooperation, type GuardTask, type HelpForm } from "./cooperation";

/** What a task needs from a character note: the sheet and the campaign's rules (not the file). */
export type TaskContext = Pick<CharacterNote, "sheet" | "damageModel" | "lightWeaponsEase"> & Partial<Pick<CharacterNote, "conditions" | "fight" | "pack">>;

/** What the character's conditions do to a task, one line each ("Dazed: one step harder."), as the engine weighs them. */
export function conditionLines(note: TaskContext, task: ConditionTask): string[] {
	return ownConditions(note).flatMap(({ condition, role }) => {
		const effect = conditionOnTask(condition, role, task);
		return effect.refusal === undefined ? effect.explanation.map((step) => step.text) : [];
	});
}

/** The conditions of the attack's target, when one of the running encounter's combatants is named. */
export function targetConditions(note: TaskContext, form: Pick<TaskForm, "target">): { condition: CypherCondition; role: "target" }[] {
	if (form.target === undefined || form.target === "") return [];
	const target = note.fight?.targets.find((t) => t.id === form.target);
	return (target?.conditions ?? []).map((condition) => ({ condition, role: "target" as const }));
}

/** The character's own conditions, as the task engine weighs them (each from the roller's side: "self"). */
export function ownConditions(note: TaskContext): { condition: CypherCondition; role: "self" }[] {
	return specsOf<CypherCondition>(note.conditions ?? []).map((condition) => ({ condition, role: "self" as const }));
}

export interface TaskForm extends HelpForm {
	stat: Stat;
	difficulty: number;
	/** Lower-case skill name from the sheet, or "" for none. */
	skill: string;
	/**
	 * A level chosen at the table for a skill the sheet does not list (a new training, a GM ruling);
	 * used only when no sheet skill is chosen. "" for none.
	 */
	otherLevel: SkillLevel | "";
	assets: number;
	/** Levels of Effort the character pays for (within the Effort score). */
	effort: number;
	/**
	 * Free levels of Effort an ability gives: they cost nothing and do not count toward the Effort
	 * score, but the task still takes at most six levels in all (000).
	 */
	freeEffort?: number;
	/** A retry of a failed task (not an attack): it needs at least one level of Effort (000, 001). */
	retry?: boolean;
	/** Id of a named circumstance (task/circumstances.ts), or "" for none. */
	circumstance: string;
	extraEasing: number;
	extraHindering: number;
	rollBonus: number;
	/** "" when the task is not an attack. */
	weapon: WeaponCategory | "";
	/** The sheet's equipment line the attack is made with (its category is `weapon`), when one was chosen. */
	weaponItem?: number;
	/** An attack ability's own damage ("inflicts 4 points of damage"), in place of a weapon's. */
	attackDamage?: number;
	/** Of the Effort levels, how many add damage instead of easing the attack (attacks only). */
	effortOnDamage: number;
	/** An area attack: Effort on damage adds 2 per level instead of 3 (attacks only). */
	area?: boolean;
	/** What a hit on a 19 or 20 takes: extra damage (the default), the effect, or a minor effect on either. */
	effectChoice?: EffectChoice;
	/** 000: a lucky shot (1 XP) at a target the attacker cannot locate; only with a circumstance that allows one. */
	luckyShot?: boolean;
	/** 001: the weapon's distinction ("" none), from its sheet line or chosen in the dialog. */
	distinction?: WeaponDistinction | "";
	/** The target's Armor, for a crushing or slashing weapon (0: unarmored). */
	targetArmor?: number;
	/** Where a reaching weapon is used. */
	reach?: Reach;
	/** 001: the effect the hit's damage is traded for (an id of TRADE_EFFECTS), or "". */
	trade?: string;
	/** Debilitated on the damage track: the task is only moving (crawling), the one action left. */
	movementOnly?: boolean;
	/** The ability used, read from its CSRD page: its cost is paid with the Effort, from its Pool. */
	ability?: CharacterAbility;
	/** The stat chosen before an ability locked it to its Pool, restored when the ability is set back to None. */
	statBeforeAbility?: Stat;
	/** What the player clicked ("Climb"), naming the dialog and the log entry. */
	label?: string;
	/** The combatant of the running encounter the attack is aimed at ("" or absent: none named): its conditions count. */
	target?: string;
	/** The attack is a ranged one (a condition such as prone weighs ranged and melee attacks apart). */
	ranged?: boolean;
	/** The pack's minor effect a hit on a natural 19 takes, when it is to be an effect ("" for the GM to say). */
	minorEffect?: string;
	/** The pack's major effect a hit on a natural 20 takes. */
	majorEffect?: string;
	/** A GM procedure that sets the task's difficulty (procedures.ts), "" or absent for none, and its own inputs. */
	procedure?: string;
	procedureInputs?: ProcedureInputs;
	/** A Speed task against a guard: stopping a foe the character guards against, or getting past a guarding foe. */
	guard?: GuardTask;
	/** 001: three characters attack the same foe in melee (+1 on the attack). */
	threeOnOne?: boolean;
}

/** A stat's name as the player reads it ("Might"), in the user's language. */
export const statName = (stat: Stat): string => t("cypher.taskForm.stat", { stat });
/** A wound's severity as a choice names it ("Minor"), in the user's language. */
export const severityName = (severity: WoundSeverity): string => t("cypher.taskForm.severity", { severity });

export function defaultForm(stat: Stat, skill = ""): TaskForm {
	return { stat, difficulty: 3, skill, otherLevel: "", assets: 0, effort: 0, freeEffort: 0, retry: false, luckyShot: false, distinction: "", targetArmor: 0, reach: "", trade: "", circumstance: "", extraEasing: 0, extraHindering: 0, rollBonus: 0, weapon: "", effortOnDamage: 0, helpFrom: "", followerLevel: 3, guard: "", threeOnOne: false };
}

/** The form is an attack: a weapon, or an ability's own damage. */
export const attacking = (form: Pick<TaskForm, "weapon" | "attackDamage">): boolean => form.weapon !== "" || form.attackDamage !== undefined;

/** The name the chosen level is logged under. */
export const OTHER_SKILL = "another skill (chosen)";

export interface BuiltTask {
	/** The character the task is resolved for: the sheet's, plus the chosen skill level if any. */
	character: CypherCharacter;
	request: TaskRequest;
	options: TaskOptions;
	/** Why the campaign's standing rules hinder the task (shown in the dialog and logged). */
	before: ExplainStep[];
	/** The GM procedure's plan, when the form names one. */
	procedure?: PlannedProcedure;
	/** Why the procedure's inputs make no task, in the user's words. */
	procedureProblem?: string;
	/** What the others' help brought to the roll (its inputs go in the log entry). */
	cooperation?: Cooperation;
	/** Why the help chosen cannot count, in the user's words. */
	cooperationProblem?: string;
}

/** What a procedure asks of the character and the dialog. */
export function procedureContext(note: TaskContext, form: TaskForm): ProcedureContext {
	const sheet = note.sheet.character;
	const level = form.skill !== "" ? sheet.skills[form.skill] : form.otherLevel === "" ? undefined : form.otherLevel;
	const context: ProcedureContext = { character: sheet, skillSteps: trainingSteps(level), stat: form.ability?.pool ?? form.stat };
	if (note.sheet.chase !== undefined) context.chase = note.sheet.chase;
	return context;
}

/** What a Might task against a level asks (a poison's defense, a grapple): the form's skill, assets and Effort. */
export interface MightTaskForm {
	level: number;
	skill: string;
	assets: number;
	effort: number;
}

/**
 * A Might task against a level, with the character's standing hindrances and own conditions, as the
 * sheet's other tasks take them; `standing` is why, for an entry that says so. `defense` marks a
 * defense roll (a poison's), which conditions that hinder defenses reach.
 */
export function mightTaskAgainst(note: CharacterNote, form: MightTaskForm, defense = false): { request: TaskRequest; standing: ExplainStep[] } {
	const standing = standingHindrance(note.sheet.character, "might", note.damageModel);
	return {
		request: {
			stat: "might",
			difficulty: form.level,
			skills: form.skill === "" ? [] : [form.skill],
			assets: form.assets,
			effort: form.effort,
			extraEasing: Math.max(0, -standing.steps),
			extraHindering: Math.max(0, standing.steps),
			...(defense ? { defense: true } : {}),
			conditions: ownConditions(note),
		},
		standing: standing.explanation,
	};
}

/** The standing hindrances of the character's state, by the campaign's damage model. */
export function standingHindrance(character: CypherCharacter, stat: Stat, damageModel: CharacterNote["damageModel"]): { steps: number; explanation: ExplainStep[] } {
	const parts = [];
	// 000: "Each individual major wound hinders all of your actions" (wounds variant only; the damage
	// track's impaired step is handled by the task engine itself).
	if (damageModel === "wounds") parts.push(woundHindrance(character.wounds, character.woundBoxes));
	// 000: unpracticed armor "also applies to all of your Speed tasks". Only a sheet that lists its
	// practiced-armor says what is unpracticed; a sheet without the key is not hindered by guesswork.
	if (stat === "speed" && character.practicedArmor !== undefined) parts.push(speedTaskArmorPenalty(character));
	return { steps: parts.reduce((sum, p) => sum + p.steps, 0), explanation: parts.flatMap((p) => p.explanation) };
}

export function buildTask(note: TaskContext, form: TaskForm): BuiltTask {
	const sheet = note.sheet.character;
	const other = form.skill === "" && form.otherLevel !== "";
	const character: CypherCharacter = other ? { ...sheet, skills: { ...sheet.skills, [OTHER_SKILL]: form.otherLevel as SkillLevel } } : sheet;
	// The ability's points come from its own Pool, so the task is that stat's (the dialog locks it).
	const stat = form.ability?.pool ?? form.stat;
	const standing = standingHindrance(character, stat, note.damageModel);
	const free = form.freeEffort ?? 0;
	const request: TaskRequest = {
		stat,
		difficulty: form.difficulty,
		skills: other ? [OTHER_SKILL] : form.skill === "" ? [] : [form.skill],
		assets: form.assets,
		// The engine counts every level applied; the free ones among them cost nothing.
		effort: form.effort + free,
		circumstances: form.circumstance === "" ? [] : [form.circumstance],
		extraEasing: form.extraEasing,
		extraHindering: form.extraHindering + standing.steps,
		rollBonus: form.rollBonus,
		conditions: [...ownConditions(note), ...(attacking(form) ? targetConditions(note, form) : [])],
	};
	if (form.ranged === true) request.ranged = true;
	// 000: ability costs are paid with the Effort and Edge comes off once for the whole action. An
	// open-ended cost ("4+") is paid at its base; spending more is the player's call, not the dialog's.
	if (form.ability) request.abilityCost = form.ability.cost;
	if (form.weapon !== "" || form.attackDamage !== undefined) {
		// 000: "When you use Effort to increase the damage of an area attack, it adds only 2 damage per level of Effort".
		request.attack = form.attackDamage !== undefined ? { damage: form.attackDamage } : { weapon: form.weapon as WeaponCategory };
		if (form.area === true) request.attack.area = true;
		// A weapon's distinction is the weapon's: an ability's own damage has none.
		if (form.attackDamage === undefined && form.distinction !== undefined && form.distinction !== "") {
			request.attack.distinction = form.distinction;
			request.attack.targetArmor = form.targetArmor ?? 0;
			if (form.reach !== undefined && form.reach !== "") request.attack.reach = form.reach;
		}
		if (form.trade !== undefined && form.trade !== "") request.attack.trade = form.trade;
		if (form.luckyShot === true) request.luckyShot = true;
		// 000: "When you use Effort on an attack, you choose whether you're easing the roll by one step or increasing the damage by 3."
		if (form.effortOnDamage > 0) request.effortOnDamage = form.effortOnDamage;
		if (form.effectChoice !== undefined) request.effectChoice = form.effectChoice;
	}
	if (free > 0) request.freeEffort = free;
	// 000: "The retrying rule doesn't apply to something like attacking a foe in combat": only a task is retried.
	if (form.retry === true && request.attack === undefined) request.retry = true;
	if (form.movementOnly === true) request.movementOnly = true;
	const options: TaskOptions = { damageModel: note.damageModel, lightWeaponsEase: note.lightWeaponsEase };
	const built: BuiltTask = { character, request, options, before: standing.explanation };
	addCooperation(built, note, form);
	const planned = form.procedure ? planProcedure(form.procedure, form.procedureInputs ?? {}, procedureContext(note, form)) : undefined;
	if (planned !== undefined && !planned.ok) built.procedureProblem = planned.error;
	else if (planned?.ok) {
		// The procedure sets the difficulty and brings its own assets, hindrance and points; the player's skill, assets and Effort ease it as any task.
		const plan = planned.value;
		built.procedure = plan;
		if (plan.setsDifficulty) request.difficulty = plan.task.difficulty;
		if (plan.task.assets > 0) request.assets = (request.assets ?? 0) + plan.task.assets;
		if (plan.task.hindering > 0) request.extraHindering = (request.extraHindering ?? 0) + plan.task.hindering;
		if (plan.skillNotOnRoll === true) request.skills = [];
		if (plan.extraCost !== undefined && plan.extraCost > 0) request.abilityCost = (request.abilityCost ?? 0) + plan.extraCost;
		built.before = [...plan.task.explanation, ...built.before];
	}
	return built;
}

/**
 * The others' help, added to the request by the party rules (cooperation.ts): a helper's assets,
 * borrowed training or bonus, a guard's step on a Speed task, three-on-one's +1 on a melee attack.
 */
function addCooperation(built: BuiltTask, note: TaskContext, form: TaskForm): void {
	const sheet = note.sheet.character;
	const { request } = built;
	const helped = form.skill !== "" ? sheet.skills[form.skill] : form.otherLevel === "" ? undefined : form.otherLevel;
	const attack = request.attack !== undefined;
	const helping = helpOnRoll(form, helpRuleOf(note.damageModel === "wounds"), helped, { name: form.skill !== "" ? form.skill : (form.label ?? request.stat), tier: sheet.tier, defense: false, attack });
	if (!helping.ok) {
		built.cooperationProblem = helping.error;
		return;
	}
	const parts = [helping.value, guardOnTask(request.stat === "speed" && !attack ? (form.guard ?? "") : "")];
	// 001 only, on a melee attack.
	if (note.damageModel !== "wounds" && attack && form.ranged !== true) parts.push(threeOnOneOnAttack(form.threeOnOne === true));
	const all = together(parts);
	if (all.explanation.length === 0) return;
	built.cooperation = all;
	request.assets = (request.assets ?? 0) + all.assets;
	request.extraEasing = (request.extraEasing ?? 0) + all.easing;
	request.extraHindering = (request.extraHindering ?? 0) + all.hindering;
	request.rollBonus = (request.rollBonus ?? 0) + all.rollBonus;
	built.before = [...built.before, ...all.explanation];
}

export interface TaskPreview {
	plan: TaskPlan;
	/** "Difficulty 4 → 2 (Standard): target 6". */
	difficulty: string;
	/** "75% (15 in 20)". */
	chance: string;
	/** "1 level of Effort: 3 Might − 1 Edge = 2" or "none". */
	cost: string;
	/** Attacks: "Damage on a hit: 7 (4 weapon + 3 Effort); expected 5.6 with misses and special rolls". */
	damage?: string;
}

/** The dialog's live line: the plan before the die is cast, or the engine's refusal. */
export function previewTask(note: TaskContext, form: TaskForm): Result<TaskPreview> {
	const built = buildTask(note, form);
	if (built.procedureProblem !== undefined) return fail(built.procedureProblem);
	if (built.cooperationProblem !== undefined) return fail(built.cooperationProblem);
	const planned = planTask(built.character, built.request, built.options);
	if (!planned.ok) return fail(planned.error);
	const plan = planned.value;
	const cost = form.ability ? abilityCostLine(form.ability, plan) : costText({ cost: { ...plan.cost, stat: form.stat, refunded: false }, effort: plan.effort });
	const preview: TaskPreview = {
		plan,
		difficulty: difficultyText(built.request.difficulty, plan),
		chance: chanceText(plan),
		// 000: the lucky shot's XP is part of what the attack costs.
		cost: plan.xpSpend === undefined ? cost : t("cypher.taskForm.costWithLuckyShot", { cost }),
	};
	if (plan.damagingAttack) preview.damage = damageLine(plan);
	return ok(preview);
}

/**
 * "Damage on a hit: 7 (4 weapon + 3 Effort); on average …": a hit's damage on a face with no
 * special roll, each part named when there is more than one (a distinction, damage traded away).
 */
function damageLine(plan: TaskPlan): string {
	const hit = hitDamage(plan.hit, undefined, 0);
	const parts = [t("cypher.taskForm.damagePart.weapon", { points: plan.baseDamage })];
	if (plan.effortDamage > 0) parts.push(t("cypher.taskForm.damagePart.effort", { points: plan.effortDamage }));
	if (hit.fromWeapon !== 0) {
		const distinction = plan.hit.distinction ?? "";
		const points = Math.abs(hit.fromWeapon);
		parts.push(hit.fromWeapon > 0 ? t("cypher.taskForm.damagePart.distinctionAdds", { points, distinction }) : t("cypher.taskForm.damagePart.distinctionTakes", { points, distinction }));
	}
	if (plan.hit.trade) parts.push(t("cypher.taskForm.damagePart.traded", { points: hit.traded, effect: plan.hit.trade.effect.label.toLowerCase() }));
	const expected = formatNumber(plan.odds.expectedDamage ?? 0, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
	return parts.length > 1 ? t("cypher.taskForm.damageOnHitParts", { total: hit.total, parts: parts.join(" "), expected }) : t("cypher.taskForm.damageOnHit", { total: hit.total, expected });
}

/** "Difficulty 4 → 2 (Standard): target 6", or why no die is rolled. */
export function difficultyText(level: number, plan: TaskPlan): string {
	const values = { level, final: Math.max(plan.finalDifficulty, 0), name: difficultyName(plan.finalDifficulty) };
	return plan.impossible ? t("cypher.taskForm.difficultyImpossible", values) : plan.routine ? t("cypher.taskForm.difficultyRoutine", values) : t("cypher.taskForm.difficultyTarget", { ...values, target: plan.target });
}

/** "Bash 1 + 1 level of Effort 3 − Edge 1 = 3 Might": the ability's points first, Edge once at the end. */
function abilityCostLine(ability: CharacterAbility, plan: TaskPlan): string {
	const { cost } = plan;
	const parts = [ability.costOpenEnded ? t("cypher.taskForm.abilityCostOpen", { name: ability.name, cost: cost.abilityCost }) : `${ability.name} ${formatNumber(cost.abilityCost)}`];
	if (plan.effort.paid > 0) parts.push(t("cypher.taskForm.effortCost", { levels: plan.effort.paid, cost: cost.effortCost }));
	let sum = parts.join(" + ");
	if (cost.edgeApplied > 0) sum += ` ${t("cypher.taskForm.edgeOff", { edge: cost.edgeApplied })}`;
	if ((cost.weakness ?? 0) > 0) sum += ` ${t("cypher.taskForm.weaknessOn", { weakness: cost.weakness ?? 0 })}`;
	const line = `${sum} = ${formatNumber(cost.total)} ${statName(ability.pool ?? "might")}`;
	return plan.effort.free > 0 ? t("cypher.taskForm.freeEffort", { cost: line, free: plan.effort.free }) : line;
}

/** Exact odds on a d20 are whole twentieths: "75% (15 in 20)". */
export function chanceText(plan: Pick<TaskPlan, "routine" | "impossible"> & { odds: Pick<TaskPlan["odds"], "success"> }): string {
	if (plan.routine) return t("cypher.taskForm.chanceRoutine", { percent: formatPercent(1) });
	if (plan.impossible) return t("cypher.taskForm.chanceImpossible", { percent: formatPercent(0) });
	const twentieths = Math.round(plan.odds.success * 20);
	return t("cypher.taskForm.chance", { percent: formatPercent(twentieths / 20), twentieths });
}

/**
 * The special rolls' chances, read face by face with the engine's own reader so they match the
 * roll: a natural 1 (a free GM intrusion), the 17–20 that succeed (extra damage or an effect) and
 * the refund of a successful 20. Empty when no die is rolled.
 */
export function specialLines(plan: TaskPlan, form: Pick<TaskForm, "stat" | "effectChoice" | "ability">): { text: string; part: string }[] {
	if (plan.odds.faces.length === 0) return [];
	// 000: "If you roll a 1 on a task, the GM gets a “free” intrusion".
	const lines = [{ text: t("cypher.taskForm.natural1"), part: "intrusion" }];
	const groups: { faces: number[]; text: string }[] = [];
	for (const natural of [17, 18, 19, 20] as const) {
		// A 17–20 that does not succeed has no special effect, so its chance is 0.
		if (plan.odds.special[natural] === 0) continue;
		const read = readSpecialRoll(natural, { success: true, damagingAttack: plan.damagingAttack, effectChoice: form.effectChoice ?? "damage", impaired: plan.impaired });
		const text = read.bonusDamage > 0 ? t("cypher.taskForm.special.damage", { points: read.bonusDamage }) : read.minorEffect ? t("cypher.taskForm.special.minorEffect") : read.majorEffect ? t("cypher.taskForm.special.majorEffect") : "";
		const last = groups[groups.length - 1];
		if (text === "") continue;
		if (last?.text === text && last.faces[last.faces.length - 1] === natural - 1) last.faces.push(natural);
		else groups.push({ faces: [natural], text });
	}
	for (const { faces, text } of groups) {
		const range = faces.length === 1 ? String(faces[0]) : `${faces[0]}–${faces[faces.length - 1]}`;
		lines.push({ text: t("cypher.taskForm.natural", { range, count: faces.length, effect: text }), part: "special" });
	}
	// 000: on a 20 "the point cost for the action (if any) decreases to 0".
	if (plan.odds.refund > 0 && plan.cost.total > 0) {
		lines.push({ text: t("cypher.taskForm.natural20Refund", { points: plan.cost.total, stat: statName(form.ability?.pool ?? form.stat) }), part: "refund" });
	}
	return lines;
}

/**
 * Effort that cannot help: levels easing a task that is routine without them. They would still
 * cost Pool points, so the dialog refuses them before the roll and names the level that is enough.
 * Undefined when every level helps (or the task is refused for another reason).
 */
export function uselessEffort(note: TaskContext, form: TaskForm): string | undefined {
	const free = form.freeEffort ?? 0;
	const routineWith = (effort: number): boolean => {
		const built = buildTask(note, { ...form, effort });
		const plan = planTask(built.character, built.request, built.options);
		return plan.ok && plan.value.routine;
	};
	if (form.effort <= 0 || form.effort + free - form.effortOnDamage <= 0 || !routineWith(form.effort)) return undefined;
	// The fewest paid levels that still make it routine (free levels cost nothing, so they stay).
	let enough = 0;
	while (enough < form.effort && !routineWith(enough)) enough++;
	if (enough === form.effort) return undefined;
	const onRoll = enough + free - form.effortOnDamage;
	return t("cypher.taskForm.uselessEffort", { levels: Math.max(0, onRoll), enough });
}
