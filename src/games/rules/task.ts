/**
 * The task calculator: a difficulty, the steps that ease or hinder it, and what they make of it —
 * the final difficulty, its target number and the exact chance on a d20 — planned by the engine's
 * own planTask, the function the task dialog rolls with, so the page and the table agree.
 */
import type { SkillLevel } from "../../engine/systems/cypher/character";
import { difficultyName, MAX_DIFFICULTY, MAX_EFFORT_LEVELS, planTask, readSpecialRoll, rollSucceeds, SKILL_STEPS, TARGET_PER_STEP } from "../../engine/systems/cypher/task";
import { t } from "../../lang";
import { countChoices } from "../frame/fields";
import { chanceText } from "../cypher/task-form";
import type { PreviewLine } from "../frame/game";
import { explained, type CalculatorView, type RuleCalculator } from "./calculator";
import { standIn, taskSkill } from "./stand-in";

export type TaskCalculatorForm = {
	difficulty: number;
	skill: SkillLevel | "";
	assets: number;
	effort: number;
	hindering: number;
};

/** Each skill level with the steps it eases, as the engine counts them. */
const skillChoices = (): [SkillLevel | "", string][] => [
	["", t("rules.task.noSkill")],
	...(["trained", "specialized", "expert"] as const).map((level): [SkillLevel, string] => [level, t("rules.task.skillEases", { level, steps: SKILL_STEPS[level] })]),
	["inability", t("rules.task.inability")],
];

/** More assets than count are offered on purpose: the calculator then shows the limit. */
const MAX_ASSETS_OFFERED = 4;
const MAX_HINDERING = 5;

/** What the d20 showed, in words: success or failure and any special roll that comes with it. */
export function taskVerdict(natural: number, target: number): string {
	const success = rollSucceeds(natural, target);
	const special = readSpecialRoll(natural, { success, damagingAttack: false });
	const extra = special.freeIntrusion ? "intrusion" : special.majorEffect ? "major" : special.minorEffect ? "minor" : "none";
	return t("rules.task.verdict", { natural, target, success: success ? "yes" : "no", extra });
}

export const taskCalculator: RuleCalculator<TaskCalculatorForm> = {
	get title() {
		return t("rules.task.title");
	},
	start: { difficulty: 4, skill: "", assets: 0, effort: 0, hindering: 0 },
	fields: () => [
		{ kind: "choice", key: "difficulty", label: t("rules.task.difficulty"), choices: countChoices(MAX_DIFFICULTY, (d) => `${d} · ${difficultyName(d)}`) },
		{ kind: "choice", key: "skill", label: t("rules.task.skill"), choices: skillChoices() },
		{ kind: "choice", key: "assets", label: t("rules.task.assets"), choices: countChoices(MAX_ASSETS_OFFERED) },
		{ kind: "choice", key: "effort", label: t("rules.effort.levels"), choices: countChoices(MAX_EFFORT_LEVELS) },
		{ kind: "choice", key: "hindering", label: t("rules.task.hinderedBy"), choices: countChoices(MAX_HINDERING, (n) => t("rules.task.steps", { steps: n })), description: t("rules.task.hinderedByDesc") },
	],
	view(form): CalculatorView {
		const character = standIn(form.skill === "" ? {} : { skill: form.skill });
		const planned = planTask(character, {
			stat: "might",
			difficulty: form.difficulty,
			skills: form.skill === "" ? [] : [taskSkill()],
			assets: form.assets,
			effort: form.effort,
			extraHindering: form.hindering,
		});
		if (!planned.ok) return { problem: planned.error };
		const plan = planned.value;
		const final = plan.finalDifficulty;
		const named = (d: number): string => `${d} (${difficultyName(d)})`;
		const lines: PreviewLine[] = [
			{ part: "difficulty", text: final === form.difficulty ? t("rules.task.difficultyIs", { difficulty: named(final) }) : t("rules.task.difficultyMoves", { before: named(form.difficulty), after: named(Math.max(final, 0)) }) },
			{
				part: "target",
				text: plan.routine
					? t("rules.task.routine")
					: plan.impossible
						? t("rules.task.impossible", { target: plan.target })
						: t("rules.task.target", { target: plan.target, product: `${TARGET_PER_STEP} × ${final}` }),
			},
			{ part: "chance", text: t("rules.task.chance", { chance: chanceText(plan) }) },
			...explained(plan.steps.explanation, "step"),
		];
		if (plan.routine || plan.impossible) return { lines };
		return {
			lines,
			roll: { button: t("rules.task.roll"), expression: "1d20", label: t("rules.task.rollLabel", { difficulty: final, target: plan.target }), say: (natural) => taskVerdict(natural, plan.target) },
		};
	},
};
