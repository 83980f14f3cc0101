/**
 * The GM's procedures in the task dialog: a task whose difficulty a rule or a table of the GM's
 * cheat sheet sets (001: a long move, a jump, a heavy load, climbing, riding, knowledge, driving,
 * zero gravity, a chase, crafting, cyphers and artifacts, modifying an ability, translation,
 * noticing an arrival; 000: breaking an object). Choosing one sets the dialog's stat and
 * difficulty from the engine's own rule (engine/systems/cypher/procedures) and asks only for what
 * that rule needs (the feet, the surface, the level…); the player's skill, assets and Effort then
 * ease it as any task, and the one task engine rolls it.
 *
 * What happens after the roll is here too: a chase roll counts toward the character's long chase
 * (kept in `chase-level`, `chase-successes`, `chase-failures` on the note, so Undo takes it back
 * with the roll), crafting a recursion key or an artifact spends its XP in the same entry, and a
 * translation's 19 or 20 brings its effect, a failure its roll on the failure table (after a
 * paradox's automatic retry).
 */
import type { ExplainStep } from "../../engine/explain";
import type { LogDiceGroup, LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { rollDie, type Rng } from "../../engine/rng";
import type { StateChange } from "../../engine/state";
import type { Stat } from "../../engine/systems/cypher/character";
import {
	ABILITY_CHANGES,
	chaseAfter,
	chaseOdds,
	chaseStanding,
	chaseTask,
	CLIMB_TABLE,
	drivingTask,
	faceText,
	heavyObjectTask,
	itemTask,
	jumpTask,
	KNOWLEDGE_TABLE,
	MAX_RANGE_STEPS,
	modifyAbility,
	NOTICING_ARRIVAL,
	objectLevelGuide,
	OBJECT_LEVELS,
	planCrafting,
	planTranslation,
	rangeMove,
	RIDING_TABLE,
	rollTranslationFailure,
	tableTask,
	translationEffect,
	zeroGravityMove,
	type AbilityChange,
	type AcclimationEasing,
	type CraftKind,
	type DifficultyTable,
	type FoundItem,
	type Arrival,
	type Hastening,
	type ItemTask,
	type JumpKind,
	type ProcedureTask,
	type RunUp,
	type TrainingUse,
} from "../../engine/systems/cypher/procedures";
import { SKILL_STEPS, type TaskResult } from "../../engine/systems/cypher/task";
import { counted } from "../../engine/text";
import { CHASE_KEYS, type ChaseTally } from "../../notes/schema/cypher";
import { checkedValue } from "../frame/form-change";
import { choiceField, countChoices, numberField, toggleField, type Choices } from "../frame/fields";
import type { Field, PreviewLine } from "../frame/game";
import type { CypherCharacter } from "../../engine/systems/cypher/character";

/** A procedure's own inputs, by name (the dialog's field keys are `procedure.<name>`). */
export type ProcedureInputs = Readonly<Record<string, string | number | boolean>>;

/** What the dialog needs of the character for a procedure: the sheet's character and its long chase. */
export interface ProcedureContext {
	character: CypherCharacter;
	chase?: ChaseTally;
	/** The level of the skill chosen in the dialog, for crafting training spent on time or materials. */
	skillSteps: number;
	/** The dialog's stat: the Pool an ability being modified is paid from. */
	stat: Stat;
}

/** What a procedure makes of its inputs: the task, lines to show, and what the roll changes besides. */
export interface PlannedProcedure {
	task: ProcedureTask;
	/** False when the procedure leaves the difficulty to the dialog (an ability stretched only in range). */
	setsDifficulty: boolean;
	/** Lines for the dialog beside the task's steps: how long it takes, the materials, the chase so far. */
	lines: string[];
	/** XP the attempt spends (a recursion key, an artifact). */
	xp?: number;
	/** Points the attempt costs from the task's Pool besides (more range or duration for an ability). */
	extraCost?: number;
	/** The chosen skill saved time or materials instead of easing the roll. */
	skillNotOnRoll?: boolean;
}

interface Procedure {
	id: string;
	/** The menu's words. */
	label: string;
	start: ProcedureInputs;
	fields(inputs: ProcedureInputs, context: ProcedureContext): Field[];
	plan(inputs: ProcedureInputs, context: ProcedureContext): Result<PlannedProcedure>;
}

/** A field of a procedure: its key is `procedure.<name>`, its value the inputs'. */
const key = (name: string): string => `procedure.${name}`;
const text = (inputs: ProcedureInputs, name: string): string => String(inputs[name] ?? "");
const num = (inputs: ProcedureInputs, name: string): number => Number(inputs[name] ?? 0);
const flag = (inputs: ProcedureInputs, name: string): boolean => inputs[name] === true;
const choice = (inputs: ProcedureInputs, name: string, label: string, choices: Choices, description?: string): Field =>
	choiceField(key(name), label, text(inputs, name), choices, description === undefined ? {} : { description });
const number = (inputs: ProcedureInputs, name: string, label: string, min: number, max: number, description?: string): Field =>
	numberField(key(name), label, num(inputs, name), min, max, description === undefined ? {} : { description });
const toggle = (inputs: ProcedureInputs, name: string, label: string, description?: string): Field =>
	toggleField(key(name), label, flag(inputs, name), description === undefined ? {} : { description });

/** A plain task as a plan that sets the difficulty. */
const planned = (task: ProcedureTask, lines: string[] = []): PlannedProcedure => ({ task, setsDifficulty: true, lines });
const plainly = (result: Result<ProcedureTask>, lines: string[] = []): Result<PlannedProcedure> => (result.ok ? ok(planned(result.value, lines)) : result);

/** A difficulty table as a procedure: a row to choose. */
function fromTable(id: string, label: string, table: DifficultyTable): Procedure {
	return {
		id,
		label,
		start: { row: table.rows[0]?.id ?? "" },
		fields: (inputs) => [choice(inputs, "row", label.replace(/ \(.*\)$/, ""), table.rows.map((row): [string, string] => [row.id, `${row.difficulty} · ${row.label}`]))],
		plan: (inputs) => plainly(tableTask(table, text(inputs, "row"))),
	};
}

const LEVELS = countChoices(10).slice(1);
const MAX_FEET_FIELD = 200;
const MAX_POUNDS_FIELD = 2000;

export const PROCEDURES: readonly Procedure[] = [
	{
		id: "long-move",
		label: "A long move (Speed)",
		start: {},
		fields: () => [],
		plan: () => {
			const move = rangeMove("long");
			return move.task ? ok(planned(move.task)) : fail("A long move is a task.");
		},
	},
	{
		id: "jump",
		label: "A jump (Might)",
		start: { jump: "long", feet: 10, runUp: "none" },
		fields: (inputs) => [
			choice(inputs, "jump", "Jump", [["long", "Long jump"], ["vertical", "High jump"]]),
			number(inputs, "feet", "Feet", 0, MAX_FEET_FIELD),
			choice(inputs, "runUp", "Run-up", [["none", "None"], ["immediate", "An immediate distance"], ...(text(inputs, "jump") === "long" ? [["short", "A short distance"] as [string, string]] : [])]),
		],
		plan: (inputs) => plainly(jumpTask(text(inputs, "jump") as JumpKind, num(inputs, "feet"), text(inputs, "runUp") as RunUp)),
	},
	{
		id: "heavy",
		label: "Moving something heavy (Might)",
		start: { pounds: 100 },
		fields: (inputs) => [number(inputs, "pounds", "Pounds", 0, MAX_POUNDS_FIELD, "To move it an immediate distance.")],
		plan: (inputs) => {
			const task = heavyObjectTask(num(inputs, "pounds"));
			return task.ok ? ok(planned(task.value)) : task;
		},
	},
	fromTable("climb", "Climbing (Might)", CLIMB_TABLE),
	fromTable("riding", "Riding or a vehicle manoeuvre (Speed)", RIDING_TABLE),
	fromTable("knowledge", "Knowing something (Intellect)", KNOWLEDGE_TABLE),
	{
		id: "driving",
		label: "Driving (Speed)",
		start: { rounds: 0 },
		fields: (inputs) => [number(inputs, "rounds", "Rounds spent on other things", 0, 10, "Each makes driving one step harder.")],
		plan: (inputs) => plainly(drivingTask(num(inputs, "rounds"))),
	},
	{
		id: "zero-gravity",
		label: "Moving in zero gravity (Might)",
		start: { feet: 20 },
		fields: (inputs) => [number(inputs, "feet", "Feet", 0, MAX_FEET_FIELD)],
		plan: (inputs) => {
			const move = zeroGravityMove(num(inputs, "feet"));
			return move.ok ? ok(planned(move.value, [`After this, the character drifts ${move.value.driftFeet} feet each round.`])) : move;
		},
	},
	{
		id: "chase",
		label: "A chase (Speed)",
		start: { level: 3 },
		fields: (inputs) => [choice(inputs, "level", "NPC's level", countChoices(10), "A long chase takes as many successes as the NPC's level.")],
		plan(inputs, context) {
			const level = num(inputs, "level");
			const task = chaseTask(level);
			if (!task.ok) return task;
			const tally = context.chase?.level === level ? context.chase : { level, successes: 0, failures: 0 };
			const standing = chaseStanding(level, tally.successes, tally.failures);
			if (!standing.ok) return standing;
			const lines = standing.value.explanation.slice(1).map((step) => step.text);
			if (standing.value.state !== "running") lines.push("That chase is over: this roll starts a new one.");
			return ok(planned(task.value, lines));
		},
	},
	{
		id: "craft",
		label: "Crafting (Intellect)",
		start: { kind: "common", level: 3, training: "difficulty", xp: 0, retry: false },
		fields(inputs, context) {
			const kind = text(inputs, "kind");
			const list: Field[] = [
				choice(inputs, "kind", "What", [["common", "An item"], ["numenera", "A numenera"], ["strange", "A permanent strange item or artifact"], ["recursion-key", "A recursion key"]]),
				choice(inputs, "level", kind === "recursion-key" ? "The recursion's level" : "Its level", kind === "recursion-key" ? countChoices(10) : LEVELS),
			];
			if (kind === "strange") list.push(number(inputs, "xp", "XP it costs", 0, 20, "An artifact costs XP; the GM says how many."));
			if (kind !== "recursion-key" && context.skillSteps > 0) list.push(choice(inputs, "training", "Training saves", [["difficulty", "Nothing: it eases the roll"], ["time", "Time"], ["materials", "Materials"]], "If the GM allows, training saves time or materials instead."));
			if (kind !== "recursion-key") list.push(toggle(inputs, "retry", "A retry", "After a failure: fresh material of the highest level is needed."));
			return list;
		},
		plan(inputs, context) {
			const kind = text(inputs, "kind") as CraftKind;
			const use = context.skillSteps > 0 ? (text(inputs, "training") as TrainingUse) : "difficulty";
			const plan = planCrafting({ kind, level: num(inputs, "level"), trainingSteps: context.skillSteps, trainingUse: use, retry: flag(inputs, "retry"), artifactXp: num(inputs, "xp") });
			if (!plan.ok) return plan;
			const lines = [`It takes ${plan.value.time}.`];
			if (plan.value.materials.length > 0) lines.push(`Materials: level ${plan.value.materials.join(", ")}.`);
			const done: PlannedProcedure = { ...planned(plan.value.task, lines), skillNotOnRoll: !plan.value.trainingEasesRoll };
			if (plan.value.xp > 0) {
				done.xp = plan.value.xp;
				lines.push(`The attempt spends ${plan.value.xp} XP.`);
			}
			return ok(done);
		},
	},
	{
		id: "item",
		label: "A cypher or an artifact (Intellect)",
		start: { item: "cypher", task: "identify", level: 3, cypherDifficulty: "2" },
		fields(inputs) {
			const item = text(inputs, "item");
			const list: Field[] = [
				choice(inputs, "item", "Item", [["cypher", "A cypher"], ["artifact", "An artifact"]]),
				choice(inputs, "task", "To do", [["identify", "Identify it"], ["use-unidentified", "Use it unidentified"], ...(item === "artifact" ? [["first-use", "Use it the first time"] as [string, string]] : [])]),
				choice(inputs, "level", "Its level", LEVELS),
			];
			if (item === "cypher" && text(inputs, "task") === "identify") list.push(choice(inputs, "cypherDifficulty", "Difficulty", [["1", "1"], ["2", "2"]], "A cypher is identified at difficulty 1 or 2, the GM's choice."));
			return list;
		},
		plan(inputs) {
			const task = itemTask({ item: text(inputs, "item") as FoundItem, task: text(inputs, "task") as ItemTask, level: num(inputs, "level"), cypherDifficulty: text(inputs, "cypherDifficulty") === "1" ? 1 : 2 });
			if (!task.ok) return task;
			return ok(planned(task.value, task.value.time === undefined ? [] : [`It takes ${task.value.time}.`]));
		},
	},
	{
		id: "modify",
		label: "Modifying an ability",
		start: { change: "", range: 0, duration: false },
		fields: (inputs) => [
			number(inputs, "range", "More range", 0, MAX_RANGE_STEPS, "A point for each step of range."),
			toggle(inputs, "duration", "Longer duration", "A point: a minute becomes ten, ten minutes an hour (once)."),
			choice(inputs, "change", "Changing what it does", [["", "No change"], ...(Object.entries(ABILITY_CHANGES) as [AbilityChange, { label: string; difficulty: number }][]).map(([id, c]): [string, string] => [id, `${c.label} (${c.difficulty})`])]),
		],
		plan(inputs, context) {
			const change = text(inputs, "change");
			const stat = context.stat;
			const done = modifyAbility({ rangeSteps: num(inputs, "range"), durationSteps: flag(inputs, "duration") ? 1 : 0, stat, ...(change === "" ? {} : { change: change as AbilityChange }) });
			if (!done.ok) return done;
			const { points, task, explanation } = done.value;
			const lines = points > 0 ? [`The stretch costs ${counted(points, "more point")} from the task's Pool.`] : [];
			const result: PlannedProcedure = task
				? { ...planned(task, lines), extraCost: points }
				: { task: { stat, difficulty: 0, assets: 0, hindering: 0, label: "Modifying an ability", explanation }, setsDifficulty: false, lines, extraCost: points };
			return ok(result);
		},
	},
	{
		id: "translate",
		label: "Translating to a recursion (Intellect)",
		start: { destination: 3, helpers: 0, likeness: false, hastening: "none", easing: "none", paradox: false, arrival: "returning" },
		fields: (inputs) => [
			choice(inputs, "destination", "Destination's difficulty", countChoices(10)),
			number(inputs, "helpers", "Others in the trance who translated today", 0, 10, "Each makes it one step harder."),
			toggle(inputs, "likeness", "Relying on a likeness", "A likeness of the recursion, not the recursion itself: 3 steps harder."),
			choice(inputs, "hastening", "Trance hastened by", [["none", "Nobody"], ["assistant", "An assistant"], ["spinner", "A spinner"]]),
			choice(inputs, "easing", "Acclimation eased by", [["none", "Nobody"], ["assistant", "An assistant"], ["vector", "A vector"]]),
			toggle(inputs, "paradox", "Initiated by a paradox", "A failed roll is retried once, automatically."),
			choice(inputs, "arrival", "Arriving", [["returning", "Where the initiator last left it"], ["first", "Somewhere new to the initiator"], ["key", "By a recursion key"]]),
		],
		plan(inputs) {
			const plan = planTranslation({
				destination: num(inputs, "destination"),
				helpers: num(inputs, "helpers"),
				likeness: flag(inputs, "likeness"),
				hastening: text(inputs, "hastening") as Hastening,
				easing: text(inputs, "easing") as AcclimationEasing,
				paradox: flag(inputs, "paradox"),
				arrival: text(inputs, "arrival") as Arrival,
			});
			if (!plan.ok) return plan;
			return ok(planned(plan.value.task, [`Trance ${plan.value.trance}, then acclimation ${plan.value.acclimation}. A failed roll is rolled on the failure table; an interrupted trance fails.`, plan.value.arrival]));
		},
	},
	{
		id: "notice-arrival",
		label: "Noticing someone translate in (Intellect)",
		start: {},
		fields: () => [],
		plan: () => ok(planned(NOTICING_ARRIVAL)),
	},
	{
		id: "break-object",
		label: "Breaking an object",
		start: { level: 2 },
		fields: (inputs) => [
			choice(inputs, "level", "The object's level", LEVELS.map(([value]): [string, string] => [value, `${value} · ${OBJECT_LEVELS.find((b) => b.levels.includes(Number(value)))?.label.toLowerCase() ?? ""}`])),
		],
		plan(inputs) {
			const level = num(inputs, "level");
			const guide = objectLevelGuide(level);
			return ok(planned({ stat: "might", difficulty: level, assets: 0, hindering: 0, label: `Breaking a level ${level} object`, explanation: [guide] }));
		},
	},
];

const BY_ID = new Map(PROCEDURES.map((p) => [p.id, p]));

/** The procedure a form names, or undefined for none. */
export const procedureOf = (id: string | undefined): Procedure | undefined => (id === undefined || id === "" ? undefined : BY_ID.get(id));

/** The procedure menu: none, then each procedure. */
export const PROCEDURE_CHOICES: [string, string][] = [["", "None"], ...PROCEDURES.map((p): [string, string] => [p.id, p.label])];

/** The sheet action that opens the task dialog on a procedure: "procedure:chase". */
export const procedureAction = (id: string): string => `procedure:${id}`;
export const PROCEDURE_ACTION = "procedure:";

/** The skill steps a chosen skill level gives, for crafting's training (an inability gives none). */
export const trainingSteps = (level: keyof typeof SKILL_STEPS | undefined): number => (level === undefined ? 0 : Math.max(0, SKILL_STEPS[level]));

/** The procedure's own fields, and its inputs' values checked and stored. */
export function procedureFields(id: string, inputs: ProcedureInputs, context: ProcedureContext): Field[] {
	return procedureOf(id)?.fields(inputs, context) ?? [];
}

/**
 * The inputs after one change of a `procedure.<name>` field, checked against the field as the frame
 * checks any (a number clamped, a choice one of its choices); undefined when the key is not one.
 */
export function changeProcedure(id: string, inputs: ProcedureInputs, context: ProcedureContext, fieldKey: string, value: string | number | boolean): ProcedureInputs | undefined {
	if (!fieldKey.startsWith("procedure.")) return undefined;
	const field = procedureFields(id, inputs, context).find((f) => f.key === fieldKey);
	if (!field) return inputs;
	const checked = checkedValue(field, value);
	if (checked === undefined) return inputs;
	const name = fieldKey.slice("procedure.".length);
	const held = inputs[name];
	let next: ProcedureInputs = { ...inputs, [name]: typeof held === "number" ? Number(checked) : checked };
	// A choice may drop another's choices (no short run-up for a high jump, no first use of a cypher): back to the first.
	for (const f of procedureFields(id, next, context)) {
		if (f.kind === "choice" && !f.choices.some(([v]) => v === f.value)) next = { ...next, [f.key.slice("procedure.".length)]: f.choices[0]?.[0] ?? "" };
	}
	return next;
}

/** The plan of the procedure a form names, with its inputs. */
export function planProcedure(id: string, inputs: ProcedureInputs, context: ProcedureContext): Result<PlannedProcedure> | undefined {
	return procedureOf(id)?.plan(inputs, context);
}

// ---------------------------------------------------------------------------------------------
// After the roll
// ---------------------------------------------------------------------------------------------

export interface AfterRoll {
	changes: StateChange[];
	explanation: ExplainStep[];
	dice: LogDiceGroup[];
	/** Words to add to the entry's outcome ("chase: 2 of 4 successes"). */
	outcome?: string;
	/** The outcome after an automatic retry. */
	code?: "success" | "failure";
}

/** The successes and failures so far of the chase this roll continues (a new one when the level differs or it is over). */
function tallyBefore(chase: ChaseTally | undefined, level: number): ChaseTally {
	if (chase === undefined || chase.level !== level) return { level, successes: 0, failures: 0 };
	const standing = chaseStanding(chase.level, chase.successes, chase.failures);
	return standing.ok && standing.value.state === "running" ? chase : { level, successes: 0, failures: 0 };
}

/** A change of a key of the character's note, from what it holds (null when it has no such key). */
const noteChange = (target: string, key: string, before: number | undefined, after: number | null): StateChange => ({ target, key, before: before ?? null, after });

/**
 * What the roll brings besides the task itself. `target` is the character's note as the entry
 * names it; `plan` is the procedure's plan the task was rolled with.
 */
export function afterRoll(id: string, inputs: ProcedureInputs, context: ProcedureContext, plan: PlannedProcedure, result: TaskResult, target: string, rng: Rng): Result<AfterRoll> {
	const after: AfterRoll = { changes: [], explanation: [], dice: [] };
	if (plan.xp !== undefined && plan.xp > 0) {
		const xp = context.character.xp;
		if (xp < plan.xp) return fail(`${context.character.name} has ${counted(xp, "XP")}; the attempt needs ${plan.xp}.`);
		after.changes.push({ target, key: "xp", before: xp, after: xp - plan.xp });
		after.explanation.push({ text: `${plan.xp} XP spent on the attempt: XP ${xp} → ${xp - plan.xp}.` });
	}
	const succeeded = result.outcome === "success" || result.outcome === "routine";
	if (id === "chase") {
		const level = num(inputs, "level");
		const before = tallyBefore(context.chase, level);
		const standing = chaseAfter(before, succeeded);
		if (!standing.ok) return standing;
		const held = context.chase;
		after.changes.push(
			noteChange(target, CHASE_KEYS.level, held?.level, level),
			noteChange(target, CHASE_KEYS.successes, held?.successes, standing.value.successes),
			noteChange(target, CHASE_KEYS.failures, held?.failures, standing.value.failures),
		);
		// A value that does not move is no change (the level stays, a success leaves the failures).
		after.changes = after.changes.filter((c) => c.before !== c.after);
		after.explanation.push(...standing.value.explanation);
		after.outcome =
			standing.value.state === "escaped"
				? "the chase is won"
				: standing.value.state === "caught"
					? "the chase is lost"
					: `chase: ${standing.value.successes} of ${level} successes, ${counted(standing.value.failures, "failure")}`;
	}
	if (id === "translate") translationAfter(inputs, result, rng, after);
	return ok(after);
}

/** A translation's effects on a 19 or 20, the paradox's retry and the failure table. */
function translationAfter(inputs: ProcedureInputs, result: TaskResult, rng: Rng, after: AfterRoll): void {
	if (result.outcome === "success" && result.natural !== undefined) after.explanation.push(...translationEffect(result.natural));
	if (result.outcome !== "failure") return;
	if (flag(inputs, "paradox") && result.natural !== undefined) {
		const face = rollDie(rng, 20);
		after.dice.push({ notation: "d20", dice: [{ value: face, kept: true }], total: face });
		const again = face + result.steps.rollBonus >= result.target;
		after.explanation.push({ text: `The paradox retries at once: ${face} against ${result.target}, ${again ? "a success" : "a failure"}.`, source: "translationParadox" });
		if (again) {
			after.code = "success";
			after.outcome = `translated on the paradox's retry (${face})`;
			after.explanation.push(...translationEffect(face));
			return;
		}
	}
	const failure = rollTranslationFailure(rng);
	after.dice.push(...failure.faces.map((face): LogDiceGroup => ({ notation: "d100", dice: [{ value: face, kept: true }], total: face })));
	after.explanation.push(...failure.explanation);
	after.outcome = `failure table: ${failure.faces.map(faceText).join(", ")}, ${failure.rows.map((row) => row.label.split(":")[0]?.toLowerCase()).join("; ")}`;
}

/** The preview's lines for a chase roll: the chance of winning the whole chase from here, if every roll had this roll's chance. */
export function chaseOddsLine(context: ProcedureContext, level: number, chance: number): PreviewLine | undefined {
	const tally = tallyBefore(context.chase, level);
	const standing = chaseStanding(level, tally.successes, tally.failures);
	if (!standing.ok || standing.value.state !== "running") return undefined;
	const odds = chaseOdds(chance, standing.value.needed, standing.value.spare);
	return { text: `Winning the whole chase from here, if every roll has this chance: ${Math.round(odds * 1000) / 10}%`, part: "chase" };
}

/** The entry gets the procedure's name among its inputs. */
export function withProcedureInput(entry: LogEntry, plan: PlannedProcedure): LogEntry {
	return { ...entry, inputs: [{ key: "procedure", value: plan.task.label }, ...entry.inputs] };
}
