/**
 * The task calculator: a difficulty, the steps that ease or hinder it, and what they make of it —
 * the final difficulty, its target number and the exact chance on a d20 — planned by the engine's
 * own planTask, the function the task dialog rolls with, so the page and the table agree.
 */
import type { SkillLevel } from "../../engine/systems/cypher/character";
import { difficultyName, MAX_DIFFICULTY, MAX_EFFORT_LEVELS, planTask, readSpecialRoll, rollSucceeds, SKILL_STEPS, TARGET_PER_STEP } from "../../engine/systems/cypher/task";
import { capital, counted } from "../../engine/text";
import { countChoices } from "../frame/fields";
import { chanceText } from "../cypher/task-form";
import type { PreviewLine } from "../frame/game";
import { explained, type CalculatorView, type RuleCalculator } from "./calculator";
import { standIn, TASK_SKILL } from "./stand-in";

export type TaskCalculatorForm = {
	difficulty: number;
	skill: SkillLevel | "";
	assets: number;
	effort: number;
	hindering: number;
};

/** Each skill level with the steps it eases, as the engine counts them. */
const SKILL_CHOICES: [SkillLevel | "", string][] = [
	["", "None"],
	...(["trained", "specialized", "expert"] as const).map((level): [SkillLevel, string] => [level, `${capital(level)} (eases ${counted(SKILL_STEPS[level], "step")})`]),
	["inability", "Inability (hinders 1 step)"],
];

/** More assets than count are offered on purpose: the calculator then shows the limit. */
const MAX_ASSETS_OFFERED = 4;
const MAX_HINDERING = 5;

/** What the d20 showed, in words: success or failure and any special roll that comes with it. */
export function taskVerdict(natural: number, target: number): string {
	const success = rollSucceeds(natural, target);
	const special = readSpecialRoll(natural, { success, damagingAttack: false });
	const extra = special.freeIntrusion ? ", a GM intrusion" : special.majorEffect ? ", a major effect" : special.minorEffect ? ", a minor effect" : "";
	return `${natural} against ${target}: ${success ? "success" : "failure"}${extra}`;
}

export const taskCalculator: RuleCalculator<TaskCalculatorForm> = {
	title: "Task difficulty",
	start: { difficulty: 4, skill: "", assets: 0, effort: 0, hindering: 0 },
	fields: () => [
		{ kind: "choice", key: "difficulty", label: "Difficulty", choices: countChoices(MAX_DIFFICULTY, (d) => `${d} · ${difficultyName(d)}`) },
		{ kind: "choice", key: "skill", label: "Skill", choices: SKILL_CHOICES },
		{ kind: "choice", key: "assets", label: "Assets", choices: countChoices(MAX_ASSETS_OFFERED) },
		{ kind: "choice", key: "effort", label: "Levels of Effort", choices: countChoices(MAX_EFFORT_LEVELS) },
		{ kind: "choice", key: "hindering", label: "Hindered by", choices: countChoices(MAX_HINDERING, (n) => counted(n, "step")), description: "Circumstances, wounds, the GM's call." },
	],
	view(form): CalculatorView {
		const character = standIn(form.skill === "" ? {} : { skill: form.skill });
		const planned = planTask(character, {
			stat: "might",
			difficulty: form.difficulty,
			skills: form.skill === "" ? [] : [TASK_SKILL],
			assets: form.assets,
			effort: form.effort,
			extraHindering: form.hindering,
		});
		if (!planned.ok) return { problem: planned.error };
		const plan = planned.value;
		const final = plan.finalDifficulty;
		const named = (d: number): string => `${d} (${difficultyName(d)})`;
		const lines: PreviewLine[] = [
			{ part: "difficulty", text: final === form.difficulty ? `Difficulty ${named(final)}` : `Difficulty ${named(form.difficulty)} → ${named(Math.max(final, 0))}` },
			{
				part: "target",
				text: plan.routine ? "Routine: it succeeds without a roll" : plan.impossible ? `Target number ${plan.target}: not even a natural 20 reaches it` : `Target number ${plan.target} (${TARGET_PER_STEP} × ${final})`,
			},
			{ part: "chance", text: `Chance of success: ${chanceText(plan)}` },
			...explained(plan.steps.explanation, "step"),
		];
		if (plan.routine || plan.impossible) return { lines };
		return {
			lines,
			roll: { button: "Roll d20", expression: "1d20", label: `Task at difficulty ${final} (target ${plan.target})`, say: (natural) => taskVerdict(natural, plan.target) },
		};
	},
};
