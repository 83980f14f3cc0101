/**
 * The travel calculator: how far a party goes, computed by the engine's movement rules (001). On a
 * journey, a day's or some hours' walk by road or overland (travel); in a fight, what an
 * immediate, short or long move costs and how far it goes there (roundMove). Both over the ground
 * (rough and difficult terrain, climbing, swimming, low and high gravity) and riding or on foot;
 * zero gravity is a Might task per push-off (zeroGravityMove). A task the move needs (a long move,
 * a climb, a push-off) is planned by planTask, as the task dialog plans it, and offered to roll.
 */
import {
	CLIMB_TABLE,
	MAX_FEET,
	MOVES,
	PACES,
	paceLabel,
	RIDING_TABLE,
	roundMove,
	tableRowLabel,
	tableTask,
	TERRAIN,
	terrainLabel,
	travel,
	zeroGravityMove,
	type MoveRange,
	type Pace,
	type ProcedureTask,
	type Terrain,
} from "../../engine/systems/cypher/procedures";
import { difficultyName, planTask } from "../../engine/systems/cypher/task";
import { t } from "../../lang";
import { chanceText } from "../cypher/task-form";
import type { PreviewLine } from "../frame/game";
import { explained, type CalculatorField, type CalculatorView, type RuleCalculator, type RuleRoll } from "./calculator";
import { standIn } from "./stand-in";
import { taskVerdict } from "./task";

export type Ground = Terrain | "zero-gravity";

export type TravelCalculatorForm = {
	scale: "journey" | "fight";
	span: "days" | "hours";
	amount: number;
	pace: Pace;
	range: MoveRange;
	ground: Ground;
	/** The climbing table's row, when climbing. */
	surface: string;
	/** How far a push-off in zero gravity goes. */
	feet: number;
	riding: boolean;
};

/** The most days and hours asked about: a year, a day (the engine's own bounds). */
const MAX_DAYS = 365;
const MAX_HOURS = 24;

const grounds = (): [Ground, string][] => [...(Object.keys(TERRAIN) as Terrain[]).map((id): [Ground, string] => [id, terrainLabel(id)]), ["zero-gravity", t("rules.travel.zeroGravity")]];

/** Riding is offered where a mount or a vehicle can go: not climbing, swimming, or floating in zero gravity. */
const ridable = (ground: Ground): ground is Terrain => ground !== "zero-gravity" && ground !== "climbing" && ground !== "swimming";

/** "20 miles", "6.7 miles", "1 mile": miles to one decimal, as a GM says them. */
function milesText(miles: number): string {
	return t("rules.travel.miles", { miles: Math.round(miles * 10) / 10 });
}

/** A task the move takes, planned as the task dialog plans it: its lines and its roll. */
function taskLines(task: ProcedureTask, button: string): { lines: PreviewLine[]; roll?: RuleRoll } | { problem: string } {
	const planned = planTask(standIn(), { stat: task.stat, difficulty: task.difficulty, skills: [], assets: task.assets, effort: 0, extraHindering: task.hindering });
	if (!planned.ok) return { problem: planned.error };
	const plan = planned.value;
	const final = Math.max(plan.finalDifficulty, 0);
	const said = { label: task.label, stat: task.stat, difficulty: final, name: difficultyName(final).toLowerCase() };
	const text = plan.routine ? t("rules.travel.taskRoutine", said) : plan.impossible ? t("rules.travel.taskImpossible", said) : t("rules.travel.taskTarget", { ...said, target: plan.target, chance: chanceText(plan) });
	const lines: PreviewLine[] = [{ part: "task", text }];
	if (plan.routine || plan.impossible) return { lines };
	const label = t("rules.travel.rollLabel", { label: task.label, stat: task.stat, difficulty: final, target: plan.target });
	return { lines, roll: { button, expression: "1d20", label, say: (natural) => taskVerdict(natural, plan.target) } };
}

/** Riding's manoeuvres, each a Speed task of the riding table, as the task dialog offers them. */
function ridingLines(): PreviewLine[] {
	const rows = RIDING_TABLE.rows.map((row) => {
		const label = tableRowLabel(RIDING_TABLE.id, row.id);
		return `${label.charAt(0).toLowerCase()}${label.slice(1)} ${row.difficulty}`;
	});
	return [
		{ part: "riding", text: t("rules.travel.manoeuvres", { rows: rows.join("; ") }) },
		{ part: "riding", text: t("rules.travel.fromSheet") },
	];
}

/** Zero gravity: each push-off a Might task at a quarter of its feet, then drifting half as far each round. */
function zeroGravityView(feet: number): CalculatorView {
	const move = zeroGravityMove(feet);
	if (!move.ok) return { problem: move.error };
	const task = taskLines(move.value, t("rules.travel.rollPushOff"));
	if ("problem" in task) return task;
	const lines: PreviewLine[] = [
		{ part: "distance", text: t("rules.travel.pushOff", { feet, drift: move.value.driftFeet }) },
		...task.lines,
		...explained(move.value.explanation, "step"),
	];
	return { lines, ...(task.roll && { roll: task.roll }) };
}

/** Climbing's own Might task, by the surface, beside the distance it leaves. */
function climbTask(surface: string): { lines: PreviewLine[]; roll?: RuleRoll } | { problem: string } {
	const task = tableTask(CLIMB_TABLE, surface);
	if (!task.ok) return { problem: task.error };
	return taskLines({ ...task.value, label: t("rules.travel.climb") }, t("rules.travel.rollClimb"));
}

function journeyView(form: TravelCalculatorForm, ground: Terrain, riding: boolean): CalculatorView {
	const span = form.span === "days" ? { days: form.amount } : { hours: form.amount };
	const walked = travel(form.pace, ground, span, riding);
	if (!walked.ok) return { problem: walked.error };
	const lines: PreviewLine[] = [
		{ part: "distance", text: t("rules.travel.journey", { miles: milesText(walked.value.miles), span: form.span, amount: form.amount, riding: riding ? "yes" : "no" }) },
		...explained(walked.value.explanation, "step"),
	];
	return withClimbAndRiding(lines, undefined, form, ground, riding);
}

/** A view's last lines, the same on a journey and in a fight: a climb's task (the one rolled, since climbing is the move itself) and riding's manoeuvres. */
function withClimbAndRiding(lines: PreviewLine[], roll: RuleRoll | undefined, form: TravelCalculatorForm, ground: Terrain, riding: boolean): CalculatorView {
	if (ground === "climbing") {
		const climb = climbTask(form.surface);
		if ("problem" in climb) return climb;
		lines.push(...climb.lines);
		roll = climb.roll;
	}
	if (riding) lines.push(...ridingLines());
	return { lines, ...(roll && { roll }) };
}

function fightView(form: TravelCalculatorForm, ground: Terrain, riding: boolean): CalculatorView {
	const move = roundMove(form.range, ground, riding);
	const lines: PreviewLine[] = [{ part: "distance", text: t("rules.travel.fight", { range: form.range, feet: move.feet, cost: move.cost }) }, ...explained(move.explanation, "step")];
	let roll: RuleRoll | undefined;
	if (move.task) {
		const task = taskLines(move.task, t("rules.travel.rollLongMove"));
		if ("problem" in task) return task;
		lines.push(...task.lines);
		roll = task.roll;
	}
	return withClimbAndRiding(lines, roll, form, ground, riding);
}

export const travelCalculator: RuleCalculator<TravelCalculatorForm> = {
	get title() {
		return t("rules.travel.title");
	},
	start: { scale: "journey", span: "days", amount: 1, pace: "road", range: "short", ground: "normal", surface: CLIMB_TABLE.rows[0]?.id ?? "", feet: 20, riding: false },
	fields(form) {
		const fields: CalculatorField[] = [
			{ kind: "choice", key: "scale", label: t("rules.travel.moving"), choices: [["journey", t("rules.travel.onJourney")], ["fight", t("rules.travel.inFight")]] },
			{ kind: "choice", key: "ground", label: t("rules.travel.ground"), choices: grounds() },
		];
		if (form.ground === "zero-gravity") {
			fields.push({ kind: "number", key: "feet", label: t("rules.travel.feet"), min: 0, max: MAX_FEET });
			return fields;
		}
		if (form.ground === "climbing") {
			fields.push({ kind: "choice", key: "surface", label: t("rules.travel.surface"), choices: CLIMB_TABLE.rows.map((row): [string, string] => [row.id, `${row.difficulty} · ${tableRowLabel(CLIMB_TABLE.id, row.id)}`]) });
		}
		if (form.scale === "journey") {
			fields.push(
				{ kind: "choice", key: "pace", label: t("rules.travel.way"), choices: (Object.keys(PACES) as Pace[]).map((pace): [string, string] => [pace, t("rules.travel.pace", { way: paceLabel(pace), miles: PACES[pace].milesPerDay })]) },
				{ kind: "choice", key: "span", label: t("rules.travel.countedIn"), choices: [["days", t("rules.travel.days")], ["hours", t("rules.travel.hours")]] },
				{ kind: "number", key: "amount", label: form.span === "days" ? t("rules.travel.days") : t("rules.travel.hours"), min: 0, max: form.span === "days" ? MAX_DAYS : MAX_HOURS },
			);
		} else {
			fields.push({ kind: "choice", key: "range", label: t("rules.travel.distance"), choices: (Object.keys(MOVES) as MoveRange[]).map((range): [string, string] => [range, t("rules.travel.range", { range, feet: MOVES[range].feet })]) });
		}
		if (ridable(form.ground)) fields.push({ kind: "toggle", key: "riding", label: t("rules.travel.riding"), description: t("rules.travel.ridingDesc") });
		return fields;
	},
	view(form) {
		if (form.ground === "zero-gravity") return zeroGravityView(form.feet);
		const riding = form.riding && ridable(form.ground);
		return form.scale === "journey" ? journeyView(form, form.ground, riding) : fightView(form, form.ground, riding);
	},
};
