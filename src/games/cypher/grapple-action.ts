/**
 * The Cypher sheet's "Grapple", after the cheat sheet's house rule (001: "GRAPPLING: Might task to
 * start or end grapple. … +1 difficulty to defend in grapple."). Starting one is a Might task against
 * the creature's level: on a success the character and, in a running fight, the combatant it seized
 * become Grappled (the rule pack's condition, whose `defense-steps` hinder their defense rolls).
 * Breaking free is a Might task too: on a success the character's Grappled ends. The roll, its
 * Effort and the conditions are one log entry, so one Undo takes them all back.
 */
import type { LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { StateChange } from "../../engine/state";
import { ONE_D20 } from "../../engine/dice/physical";
import { isDead } from "../../engine/systems/cypher/health";
import { costText, taskEntry, taskOutcomeText } from "../../engine/systems/cypher/log-entries";
import { MAX_ASSET_STEPS, planTask, resolveTask, type TaskRequest } from "../../engine/systems/cypher/task";
import { applyPlan, removePlan, type Bearer } from "../conditions/apply";
import { CONDITIONS_KEY } from "../conditions/held";
import { choiceField, numberField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type PreviewLine, type ResolveContext } from "../frame/game";
import type { CypherAction } from "./action";
import { dialogTitle } from "./character";
import { skillChoices } from "./choices";
import { t } from "../../lang";
import { chanceText, conditionLines, difficultyText, mightTaskAgainst } from "./task-form";
import type { CypherPc } from "./task-game";

export const GRAPPLE_ACTION = "grapple";
const label = (): string => t("cypher.grapple.title");
/** The rule pack's condition a grapple puts on both sides. */
export const GRAPPLED = "grappled";
const MAX_LEVEL = 10;

export interface GrappleForm {
	mode: "start" | "break";
	/** The creature's level: the task's difficulty. */
	level: number;
	/** The combatant seized, in a running fight ("" for none named). */
	target: string;
	skill: string;
	assets: number;
	effort: number;
}

const isGrappled = (pc: CypherPc): boolean => pc.note.conditions.some((h) => h.id === GRAPPLED);

function startForm(pc: CypherPc): GrappleForm {
	const skill = pc.note.sheet.character.skills["grappling"] !== undefined ? "grappling" : "";
	return { mode: isGrappled(pc) ? "break" : "start", level: 3, target: "", skill, assets: 0, effort: 0 };
}

/** The character as the bearer of its own conditions, counted by its name in the fight. */
const selfBearer = (pc: CypherPc, target: string): Bearer => ({ name: pc.note.fight?.name ?? pc.note.sheet.character.name, values: pc.note.values, listKey: CONDITIONS_KEY, target, held: pc.note.conditions });

/** What a success does: the changes, in words. */
function onSuccess(pc: CypherPc, form: GrappleForm, target: string): Result<{ text: string; changes: StateChange[]; explanation: string[]; links: string[] }> {
	const pack = pc.note.pack;
	if (!pack?.conditions.has(GRAPPLED)) return fail(t("cypher.grapple.noGrappled"));
	if (form.mode === "break") {
		const plan = removePlan(pack, selfBearer(pc, target), GRAPPLED, pc.note.fight?.clock);
		if (!plan.ok) return fail(t("cypher.grapple.notGrappled", { name: pc.note.sheet.character.name, start: t("cypher.grapple.start") }));
		return ok({ text: t("cypher.grapple.breaksFree"), changes: plan.value.changes, explanation: [t("cypher.grapple.brokeFree", { name: pc.note.sheet.character.name })], links: plan.value.links });
	}
	const seized = pc.note.fight?.targets.find((t) => t.id === form.target);
	const bearers = [selfBearer(pc, target), ...(seized ? [seized.bearer] : [])];
	const changes: StateChange[] = [];
	const explanation: string[] = [];
	let links: string[] = [];
	for (const bearer of bearers) {
		if (bearer.held.some((h) => h.id === GRAPPLED)) continue;
		const plan = applyPlan(pack, bearer, GRAPPLED, "until-removed", undefined);
		if (!plan.ok) return plan;
		changes.push(...plan.value.changes);
		explanation.push(...plan.value.explanation);
		links = plan.value.links;
	}
	const name = bearers[0]?.name ?? "";
	const who = seized ? t("cypher.grapple.bothGrappled", { name, seized: seized.id }) : t("cypher.grapple.isGrappled", { name });
	return ok({ text: who, changes, explanation, links });
}

function request(pc: CypherPc, form: GrappleForm): TaskRequest {
	return mightTaskAgainst(pc.note, form).request;
}

function deadRefusal(pc: CypherPc): string | undefined {
	const c = pc.note.sheet.character;
	return isDead(c, pc.note.damageModel) ? t("cypher.grapple.dead", { name: c.name }) : undefined;
}

export const grappleAction: CypherAction<GrappleForm> = {
	sheet: () => ({ actions: [{ id: GRAPPLE_ACTION, label: label(), description: t("cypher.grapple.titleHint") }] }),
	form: (pc, actionId) => (actionId === GRAPPLE_ACTION ? startForm(pc) : undefined),
	title: (pc) => dialogTitle(label(), pc.note),
	fields(pc, form): Field[] {
		const c = pc.note.sheet.character;
		const list: Field[] = [
			choiceField("mode", label(), form.mode, [["start", t("cypher.grapple.start")], ["break", t("cypher.grapple.break")]]),
			numberField("level", form.mode === "start" ? t("cypher.grapple.creatureLevel") : t("cypher.grapple.grapplerLevel"), form.level, 0, MAX_LEVEL, { description: t("cypher.grapple.levelHint") }),
		];
		const fight = pc.note.fight;
		if (form.mode === "start" && fight && fight.targets.length > 0) {
			list.push(choiceField("target", t("cypher.grapple.seize"), form.target, [["", t("cypher.grapple.noneNamed")], ...fight.targets.map((target): [string, string] => [target.id, target.id])], { description: t("cypher.grapple.seizeHint") }));
		}
		list.push(
			choiceField("skill", t("cypher.taskForm.field.skill"), form.skill, skillChoices(c, t("cypher.taskForm.field.noSkill"))),
			numberField("assets", t("cypher.taskForm.field.assets"), form.assets, 0, MAX_ASSET_STEPS, { rare: true }),
			numberField("effort", t("cypher.taskForm.field.effort"), form.effort, 0, c.effort),
		);
		return list;
	},
	preview(pc, form): Preview {
		const refusal = deadRefusal(pc);
		if (refusal !== undefined) return refusedPreview(refusal);
		const c = pc.note.sheet.character;
		const notes: PreviewLine[] = conditionLines(pc.note, { stat: "might", defense: false }).map((text) => ({ text, part: "condition" }));
		const success = onSuccess(pc, form, "");
		if (!success.ok) return refusedPreview(success.error, { notes });
		const planned = planTask(c, request(pc, form), { damageModel: pc.note.damageModel });
		if (!planned.ok) return refusedPreview(planned.error, { notes });
		const plan = planned.value;
		const odds: PreviewLine[] = [
			{ text: t("cypher.grapple.chance", { chance: chanceText(plan) }), part: "chance" },
			{ text: difficultyText(form.level, plan), part: "difficulty" },
		];
		if (!plan.impossible) odds.push({ text: t("cypher.grapple.onSuccess", { outcome: success.value.text }), part: "success" });
		if (form.mode === "start") notes.push({ text: t("cypher.grapple.rule"), part: "rule" });
		const result: Preview = { notes, odds, cost: costText({ cost: { ...plan.cost, stat: "might", refunded: false }, effort: plan.effort }) };
		if (!plan.routine && !plan.impossible) result.dice = [ONE_D20];
		return result;
	},
	resolve(pc, form, context: ResolveContext): Result<LogEntry> {
		const refusal = deadRefusal(pc);
		if (refusal !== undefined) return fail(refusal);
		const c = pc.note.sheet.character;
		const target = context.meta.target;
		const req = request(pc, form);
		const rolled = resolveTask(c, req, context.rng, { damageModel: pc.note.damageModel, target });
		if (!rolled.ok) return rolled;
		const result = rolled.value;
		const entry = taskEntry(context.meta, c, req, result, { label: form.mode === "start" ? label() : t("cypher.grapple.break") });
		const words = taskOutcomeText(result);
		const succeeded = result.outcome === "success" || result.outcome === "routine";
		if (!succeeded) return ok({ ...entry, outcome: { text: form.mode === "start" ? t("cypher.grapple.noGrapple", { outcome: words }) : t("cypher.grapple.stillGrappled", { outcome: words }), code: entry.outcome?.code ?? "failure" } });
		const success = onSuccess(pc, form, target);
		if (!success.ok) return success;
		return ok({
			...entry,
			explanation: [...entry.explanation, ...success.value.explanation],
			changes: [...entry.changes, ...success.value.changes],
			links: [...new Set([...entry.links, ...success.value.links])],
			outcome: { text: t("cypher.grapple.succeeded", { outcome: words, effect: success.value.text }), code: entry.outcome?.code ?? "success" },
		});
	},
};
