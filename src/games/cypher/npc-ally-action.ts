/**
 * An NPC ally's sheet under 001's house rule ("NPC ALLIES: Gain effort pool equal to level x 3 per
 * day. +1 bonus to die roll per difference in level."): a note with `ally: true` shows its Effort
 * pool (`effort-pool`, full at three times its level), "Ally task" rolls a task for it with Effort
 * paid from that pool and its level's bonus on the die, and "New day" fills the pool again. Both
 * write one logged change Undo takes back. The rules are the engine's (party/npc-allies.ts).
 */
import type { LogEntry } from "../../engine/log";
import { ok, type Result } from "../../engine/result";
import { rollDie } from "../../engine/rng";
import { ONE_D20 } from "../../engine/dice/physical";
import { ALLY_EFFORT_KEY, MAX_ALLY_EFFORT, planAllyTask, refreshAllyEffort, resolveAllyTask, type AllyTaskRequest } from "../../engine/systems/cypher/party";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { DIFFICULTY_NAMES } from "../../engine/systems/cypher/task/difficulty";
import type { CypherNpc } from "../../notes/schema/cypher";
import { formatPercent } from "../dice/format";
import { numberField } from "../frame/fields";
import { t } from "../../lang";
import { refusedPreview, type Field, type Preview, type ResolveContext, type SheetAction, type SheetMeter } from "../frame/game";

export const ALLY_TASK_ACTION = "npc:ally-task";
export const ALLY_DAY_ACTION = "npc:ally-day";

export interface AllyTaskForm {
	allyTask: true;
	difficulty: number;
	effort: number;
}
export interface AllyDayForm {
	allyDay: true;
}
export type AllyForm = AllyTaskForm | AllyDayForm;

/** The Effort pool's meter, for an ally: its stepper writes `effort-pool` like any other meter. */
export function allyMeter(npc: CypherNpc): SheetMeter[] {
	return npc.ally ? [{ label: t("cypher.ally.effortPool"), key: ALLY_EFFORT_KEY, value: npc.ally.pool, max: npc.ally.max, detail: t("cypher.ally.refills") }] : [];
}

export function allyActions(npc: CypherNpc): SheetAction[] {
	return npc.ally
		? [
				{ id: ALLY_TASK_ACTION, label: t("cypher.ally.task"), description: t("cypher.ally.taskDesc") },
				{ id: ALLY_DAY_ACTION, label: t("cypher.ally.day"), description: t("cypher.ally.dayDesc") },
			]
		: [];
}

export function allyForm(npc: CypherNpc, actionId: string): AllyForm | undefined {
	if (!npc.ally) return undefined;
	if (actionId === ALLY_TASK_ACTION) return { allyTask: true, difficulty: Math.min(npc.level, DIFFICULTY_NAMES.length - 1), effort: 0 };
	return actionId === ALLY_DAY_ACTION ? { allyDay: true } : undefined;
}

export const isAllyForm = (form: object): form is AllyForm => "allyTask" in form || "allyDay" in form;

export const allyTitle = (npc: CypherNpc, form: AllyForm): string => ("allyTask" in form ? t("cypher.ally.taskTitle", { name: npc.name }) : t("cypher.ally.dayTitle", { name: npc.name }));

export function allyFields(npc: CypherNpc, form: AllyForm): Field[] {
	if (!("allyTask" in form)) return [];
	return [
		numberField("difficulty", t("cypher.ally.difficulty"), form.difficulty, 0, DIFFICULTY_NAMES.length - 1),
		numberField("effort", t("cypher.ally.effort"), form.effort, 0, MAX_ALLY_EFFORT, { description: t("cypher.ally.effortDesc", { left: npc.ally?.pool ?? 0 }) }),
	];
}

function request(npc: CypherNpc, form: AllyTaskForm): AllyTaskRequest {
	return { name: npc.name, level: npc.level, difficulty: form.difficulty, effort: form.effort, pool: npc.ally?.pool ?? 0, stored: npc.ally?.stored ?? null };
}

export function allyPreview(npc: CypherNpc, form: AllyForm): Preview {
	if (!("allyTask" in form)) {
		const day = refreshAllyEffort(npc.name, npc.level, npc.ally?.stored ?? null);
		if (!day.ok) return refusedPreview(day.error, { submit: t("cypher.ally.day") });
		return { odds: [{ text: t("cypher.ally.poolChange", { before: npc.ally?.pool ?? 0, after: day.value.pool }), part: "ally" }], submit: t("cypher.ally.day") };
	}
	const plan = planAllyTask(request(npc, form));
	if (!plan.ok) return refusedPreview(plan.error);
	const p = plan.value;
	const headline = p.routine ? t("cypher.ally.routine") : p.bonus > 0 ? t("cypher.ally.beatWithBonus", { target: p.target, dice: `d20 + ${p.bonus}`, chance: formatPercent(p.chance) }) : t("cypher.ally.beat", { target: p.target, chance: formatPercent(p.chance) });
	const preview: Preview = { odds: [{ text: headline, part: "ally" }], notes: p.explanation.map((step) => ({ text: step.text, part: "rule" })) };
	if (p.cost > 0) preview.cost = t("cypher.ally.cost", { cost: p.cost });
	if (!p.routine) preview.dice = [ONE_D20];
	return preview;
}

export function allyResolve(npc: CypherNpc, form: AllyForm, { meta, rng }: ResolveContext): Result<LogEntry> {
	if (!("allyTask" in form)) {
		const day = refreshAllyEffort(npc.name, npc.level, npc.ally?.stored ?? null, meta.target);
		if (!day.ok) return day;
		return ok(cypherEntry(meta, "recovery", t("cypher.ally.newDayTitle", { name: npc.name }), day.value.explanation, { outcome: { text: t("cypher.ally.poolNow", { pool: day.value.pool }), code: "ally-day" }, changes: day.value.changes, actorName: npc.name }));
	}
	const plan = planAllyTask(request(npc, form));
	if (!plan.ok) return plan;
	const face = plan.value.routine ? undefined : rollDie(rng, 20);
	const done = resolveAllyTask(request(npc, form), face, meta.target);
	if (!done.ok) return done;
	const r = done.value;
	const before = npc.ally?.pool ?? 0;
	const outcome = r.cost > 0 ? t("cypher.ally.outcomeSpent", { succeeded: r.succeeded ? "yes" : "no", before, after: before - r.cost }) : t("cypher.ally.outcome", { succeeded: r.succeeded ? "yes" : "no" });
	return ok(
		cypherEntry(meta, "task", t("cypher.ally.taskEntry", { name: npc.name, difficulty: form.difficulty }), r.explanation, {
			inputs: [
				{ key: "difficulty", value: form.difficulty },
				{ key: "effort", value: form.effort },
			],
			dice: face === undefined ? [] : [{ notation: "d20", dice: [{ value: face, kept: true }], total: face }],
			outcome: { text: outcome, code: r.succeeded ? "success" : "failure" },
			changes: r.changes,
			actorName: npc.name,
		}),
	);
}
