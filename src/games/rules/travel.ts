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
	RIDING_TABLE,
	roundMove,
	tableTask,
	TERRAIN,
	travel,
	zeroGravityMove,
	type MoveRange,
	type Pace,
	type ProcedureTask,
	type Terrain,
} from "../../engine/systems/cypher/procedures";
import { difficultyName, planTask } from "../../engine/systems/cypher/task";
import { counted } from "../../engine/text";
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

const GROUNDS: [Ground, string][] = [...(Object.keys(TERRAIN) as Terrain[]).map((id): [Ground, string] => [id, TERRAIN[id].label]), ["zero-gravity", "Zero gravity"]];

const RANGE_WORDS: Record<MoveRange, string> = { immediate: "An immediate distance", short: "A short distance", long: "A long distance" };

/** Riding is offered where a mount or a vehicle can go: not climbing, swimming, or floating in zero gravity. */
const ridable = (ground: Ground): ground is Terrain => ground !== "zero-gravity" && ground !== "climbing" && ground !== "swimming";

/** "20 miles", "6.7 miles", "1 mile": miles to one decimal, as a GM says them. */
function milesText(miles: number): string {
	const tenths = Math.round(miles * 10) / 10;
	return `${tenths} mile${tenths === 1 ? "" : "s"}`;
}

/** A task the move takes, planned as the task dialog plans it: its lines and its roll. */
function taskLines(task: ProcedureTask, button: string): { lines: PreviewLine[]; roll?: RuleRoll } | { problem: string } {
	const planned = planTask(standIn(), { stat: task.stat, difficulty: task.difficulty, skills: [], assets: task.assets, effort: 0, extraHindering: task.hindering });
	if (!planned.ok) return { problem: planned.error };
	const plan = planned.value;
	const final = Math.max(plan.finalDifficulty, 0);
	const stat = task.stat.charAt(0).toUpperCase() + task.stat.slice(1);
	const target = plan.routine ? "routine, no roll" : plan.impossible ? "impossible without easing" : `target ${plan.target}, ${chanceText(plan)}`;
	const lines: PreviewLine[] = [{ part: "task", text: `${task.label}: a ${stat} task at difficulty ${final} (${difficultyName(final).toLowerCase()}), ${target}` }];
	if (plan.routine || plan.impossible) return { lines };
	const label = `${task.label} (${stat} task, difficulty ${final}, target ${plan.target})`;
	return { lines, roll: { button, expression: "1d20", label, say: (natural) => taskVerdict(natural, plan.target) } };
}

/** Riding's manoeuvres, each a Speed task of the riding table, as the task dialog offers them. */
function ridingLines(): PreviewLine[] {
	const rows = RIDING_TABLE.rows.map((row) => `${row.label.charAt(0).toLowerCase()}${row.label.slice(1)} ${row.difficulty}`);
	return [
		{ part: "riding", text: `Manoeuvres are Speed tasks: ${rows.join("; ")}.` },
		{ part: "riding", text: "A character rolls one from the sheet: Speed task, Procedure, Riding or a vehicle manoeuvre." },
	];
}

/** Zero gravity: each push-off a Might task at a quarter of its feet, then drifting half as far each round. */
function zeroGravityView(feet: number): CalculatorView {
	const move = zeroGravityMove(feet);
	if (!move.ok) return { problem: move.error };
	const task = taskLines(move.value, "Roll the push-off");
	if ("problem" in task) return task;
	const lines: PreviewLine[] = [
		{ part: "distance", text: `Pushing off ${feet} feet, then drifting ${move.value.driftFeet} feet each round` },
		...task.lines,
		...explained(move.value.explanation, "step"),
	];
	return { lines, ...(task.roll && { roll: task.roll }) };
}

/** Climbing's own Might task, by the surface, beside the distance it leaves. */
function climbTask(surface: string): { lines: PreviewLine[]; roll?: RuleRoll } | { problem: string } {
	const task = tableTask(CLIMB_TABLE, surface);
	if (!task.ok) return { problem: task.error };
	return taskLines({ ...task.value, label: "The climb" }, "Roll the climb");
}

function journeyView(form: TravelCalculatorForm, ground: Terrain, riding: boolean): CalculatorView {
	const span = form.span === "days" ? { days: form.amount } : { hours: form.amount };
	const walked = travel(form.pace, ground, span, riding);
	if (!walked.ok) return { problem: walked.error };
	const how = riding ? "riding" : "on foot";
	const lines: PreviewLine[] = [
		{ part: "distance", text: `${milesText(walked.value.miles)} in ${counted(form.amount, form.span === "days" ? "day" : "hour")}, ${how}` },
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
	const cost = { part: "part of another action", action: "the whole action", task: "the whole action and a Speed task" }[move.cost];
	const lines: PreviewLine[] = [{ part: "distance", text: `${RANGE_WORDS[form.range]}: about ${move.feet} feet, ${cost}` }, ...explained(move.explanation, "step")];
	let roll: RuleRoll | undefined;
	if (move.task) {
		const task = taskLines(move.task, "Roll the long move");
		if ("problem" in task) return task;
		lines.push(...task.lines);
		roll = task.roll;
	}
	return withClimbAndRiding(lines, roll, form, ground, riding);
}

export const travelCalculator: RuleCalculator<TravelCalculatorForm> = {
	title: "Travel and movement",
	start: { scale: "journey", span: "days", amount: 1, pace: "road", range: "short", ground: "normal", surface: CLIMB_TABLE.rows[0]?.id ?? "", feet: 20, riding: false },
	fields(form) {
		const fields: CalculatorField[] = [
			{ kind: "choice", key: "scale", label: "Moving", choices: [["journey", "On a journey (hours or days)"], ["fight", "In a fight (a round)"]] },
			{ kind: "choice", key: "ground", label: "Ground", choices: GROUNDS },
		];
		if (form.ground === "zero-gravity") {
			fields.push({ kind: "number", key: "feet", label: "Feet to push off", min: 0, max: MAX_FEET });
			return fields;
		}
		if (form.ground === "climbing") {
			fields.push({ kind: "choice", key: "surface", label: "Surface", choices: CLIMB_TABLE.rows.map((row): [string, string] => [row.id, `${row.difficulty} · ${row.label}`]) });
		}
		if (form.scale === "journey") {
			fields.push(
				{ kind: "choice", key: "pace", label: "Way", choices: (Object.keys(PACES) as Pace[]).map((pace): [string, string] => [pace, `${PACES[pace].label} (${PACES[pace].milesPerDay} miles a day)`]) },
				{ kind: "choice", key: "span", label: "Counted in", choices: [["days", "Days"], ["hours", "Hours"]] },
				{ kind: "number", key: "amount", label: form.span === "days" ? "Days" : "Hours", min: 0, max: form.span === "days" ? MAX_DAYS : MAX_HOURS },
			);
		} else {
			fields.push({ kind: "choice", key: "range", label: "Distance", choices: (Object.keys(MOVES) as MoveRange[]).map((range): [string, string] => [range, `${RANGE_WORDS[range]} (about ${MOVES[range].feet} feet)`]) });
		}
		if (ridable(form.ground)) fields.push({ kind: "toggle", key: "riding", label: "Riding", description: "A mount or a vehicle doubles the distance." });
		return fields;
	},
	view(form) {
		if (form.ground === "zero-gravity") return zeroGravityView(form.feet);
		const riding = form.riding && ridable(form.ground);
		return form.scale === "journey" ? journeyView(form, form.ground, riding) : fightView(form, form.ground, riding);
	},
};
