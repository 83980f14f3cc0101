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
	abilityChangeLabel,
	chaseAfter,
	chaseOdds,
	chaseStanding,
	chaseTask,
	CLIMB_TABLE,
	drivingTask,
	faceText,
	failureLabel,
	heavyObjectTask,
	itemTask,
	jumpTask,
	KNOWLEDGE_TABLE,
	MAX_RANGE_STEPS,
	modifyAbility,
	NOTICING_ARRIVAL,
	objectLevelGuide,
	objectBandLabel,
	OBJECT_LEVELS,
	planCrafting,
	planTranslation,
	rangeMove,
	RIDING_TABLE,
	rollTranslationFailure,
	tableRowLabel,
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
import { formatNumber, formatPercent, t } from "../../lang";
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
	/** The menu's words (a getter: read in the language of the moment). */
	readonly label: string;
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

/** A difficulty table as a procedure: a row to choose. `label` is the menu's words, `field` the row's. */
function fromTable(id: string, label: () => string, field: () => string, table: DifficultyTable): Procedure {
	return {
		id,
		get label() {
			return label();
		},
		start: { row: table.rows[0]?.id ?? "" },
		fields: (inputs) => [choice(inputs, "row", field(), table.rows.map((row): [string, string] => [row.id, `${row.difficulty} · ${tableRowLabel(table.id, row.id)}`]))],
		plan: (inputs) => plainly(tableTask(table, text(inputs, "row"))),
	};
}

const LEVELS = countChoices(10).slice(1);
const MAX_FEET_FIELD = 200;
const MAX_POUNDS_FIELD = 2000;

export const PROCEDURES: readonly Procedure[] = [
	{
		id: "long-move",
		get label() {
			return t("cypher.procedure.longMove.label");
		},
		start: {},
		fields: () => [],
		plan: () => {
			const move = rangeMove("long");
			return move.task ? ok(planned(move.task)) : fail(t("cypher.procedure.longMove.notTask"));
		},
	},
	{
		id: "jump",
		get label() {
			return t("cypher.procedure.jump.label");
		},
		start: { jump: "long", feet: 10, runUp: "none" },
		fields: (inputs) => [
			choice(inputs, "jump", t("cypher.procedure.jump.kind"), [["long", t("cypher.procedure.jump.long")], ["vertical", t("cypher.procedure.jump.high")]]),
			number(inputs, "feet", t("cypher.procedure.feet"), 0, MAX_FEET_FIELD),
			choice(inputs, "runUp", t("cypher.procedure.jump.runUp"), [
				["none", t("cypher.procedure.none")],
				["immediate", t("cypher.procedure.jump.immediate")],
				...(text(inputs, "jump") === "long" ? [["short", t("cypher.procedure.jump.short")] as [string, string]] : []),
			]),
		],
		plan: (inputs) => plainly(jumpTask(text(inputs, "jump") as JumpKind, num(inputs, "feet"), text(inputs, "runUp") as RunUp)),
	},
	{
		id: "heavy",
		get label() {
			return t("cypher.procedure.heavy.label");
		},
		start: { pounds: 100 },
		fields: (inputs) => [number(inputs, "pounds", t("cypher.procedure.heavy.pounds"), 0, MAX_POUNDS_FIELD, t("cypher.procedure.heavy.poundsHint"))],
		plan: (inputs) => {
			const task = heavyObjectTask(num(inputs, "pounds"));
			return task.ok ? ok(planned(task.value)) : task;
		},
	},
	fromTable("climb", () => t("cypher.procedure.climb.label"), () => t("cypher.procedure.climb.field"), CLIMB_TABLE),
	fromTable("riding", () => t("cypher.procedure.riding.label"), () => t("cypher.procedure.riding.field"), RIDING_TABLE),
	fromTable("knowledge", () => t("cypher.procedure.knowledge.label"), () => t("cypher.procedure.knowledge.field"), KNOWLEDGE_TABLE),
	{
		id: "driving",
		get label() {
			return t("cypher.procedure.driving.label");
		},
		start: { rounds: 0 },
		fields: (inputs) => [number(inputs, "rounds", t("cypher.procedure.driving.rounds"), 0, 10, t("cypher.procedure.driving.roundsHint"))],
		plan: (inputs) => plainly(drivingTask(num(inputs, "rounds"))),
	},
	{
		id: "zero-gravity",
		get label() {
			return t("cypher.procedure.zeroGravity.label");
		},
		start: { feet: 20 },
		fields: (inputs) => [number(inputs, "feet", t("cypher.procedure.feet"), 0, MAX_FEET_FIELD)],
		plan: (inputs) => {
			const move = zeroGravityMove(num(inputs, "feet"));
			return move.ok ? ok(planned(move.value, [t("cypher.procedure.zeroGravity.drift", { feet: move.value.driftFeet })])) : move;
		},
	},
	{
		id: "chase",
		get label() {
			return t("cypher.procedure.chase.label");
		},
		start: { level: 3 },
		fields: (inputs) => [choice(inputs, "level", t("cypher.procedure.chase.level"), countChoices(10), t("cypher.procedure.chase.levelHint"))],
		plan(inputs, context) {
			const level = num(inputs, "level");
			const task = chaseTask(level);
			if (!task.ok) return task;
			const tally = context.chase?.level === level ? context.chase : { level, successes: 0, failures: 0 };
			const standing = chaseStanding(level, tally.successes, tally.failures);
			if (!standing.ok) return standing;
			const lines = standing.value.explanation.slice(1).map((step) => step.text);
			if (standing.value.state !== "running") lines.push(t("cypher.procedure.chase.over"));
			return ok(planned(task.value, lines));
		},
	},
	{
		id: "craft",
		get label() {
			return t("cypher.procedure.craft.label");
		},
		start: { kind: "common", level: 3, training: "difficulty", xp: 0, retry: false },
		fields(inputs, context) {
			const kind = text(inputs, "kind");
			const list: Field[] = [
				choice(inputs, "kind", t("cypher.procedure.craft.what"), [
					["common", t("cypher.procedure.craft.item")],
					["numenera", t("cypher.procedure.craft.numenera")],
					["strange", t("cypher.procedure.craft.strange")],
					["recursion-key", t("cypher.procedure.craft.recursionKey")],
				]),
				choice(inputs, "level", kind === "recursion-key" ? t("cypher.procedure.craft.recursionLevel") : t("cypher.procedure.itsLevel"), kind === "recursion-key" ? countChoices(10) : LEVELS),
			];
			if (kind === "strange") list.push(number(inputs, "xp", t("cypher.procedure.craft.xp"), 0, 20, t("cypher.procedure.craft.xpHint")));
			if (kind !== "recursion-key" && context.skillSteps > 0) {
				const uses: Choices = [
					["difficulty", t("cypher.procedure.craft.trainingRoll")],
					["time", t("cypher.procedure.craft.trainingTime")],
					["materials", t("cypher.procedure.craft.trainingMaterials")],
				];
				list.push(choice(inputs, "training", t("cypher.procedure.craft.training"), uses, t("cypher.procedure.craft.trainingHint")));
			}
			if (kind !== "recursion-key") list.push(toggle(inputs, "retry", t("cypher.procedure.craft.retry"), t("cypher.procedure.craft.retryHint")));
			return list;
		},
		plan(inputs, context) {
			const kind = text(inputs, "kind") as CraftKind;
			const use = context.skillSteps > 0 ? (text(inputs, "training") as TrainingUse) : "difficulty";
			const plan = planCrafting({ kind, level: num(inputs, "level"), trainingSteps: context.skillSteps, trainingUse: use, retry: flag(inputs, "retry"), artifactXp: num(inputs, "xp") });
			if (!plan.ok) return plan;
			const lines = [t("cypher.procedure.takes", { time: plan.value.time })];
			if (plan.value.materials.length > 0) lines.push(t("cypher.procedure.craft.materials", { levels: plan.value.materials.map((level) => formatNumber(level)).join(", ") }));
			const done: PlannedProcedure = { ...planned(plan.value.task, lines), skillNotOnRoll: !plan.value.trainingEasesRoll };
			if (plan.value.xp > 0) {
				done.xp = plan.value.xp;
				lines.push(t("cypher.procedure.craft.spends", { xp: plan.value.xp }));
			}
			return ok(done);
		},
	},
	{
		id: "item",
		get label() {
			return t("cypher.procedure.item.label");
		},
		start: { item: "cypher", task: "identify", level: 3, cypherDifficulty: "2" },
		fields(inputs) {
			const item = text(inputs, "item");
			const list: Field[] = [
				choice(inputs, "item", t("cypher.procedure.item.item"), [["cypher", t("cypher.procedure.item.cypher")], ["artifact", t("cypher.procedure.item.artifact")]]),
				choice(inputs, "task", t("cypher.procedure.item.task"), [
					["identify", t("cypher.procedure.item.identify")],
					["use-unidentified", t("cypher.procedure.item.useUnidentified")],
					...(item === "artifact" ? [["first-use", t("cypher.procedure.item.firstUse")] as [string, string]] : []),
				]),
				choice(inputs, "level", t("cypher.procedure.itsLevel"), LEVELS),
			];
			if (item === "cypher" && text(inputs, "task") === "identify") list.push(choice(inputs, "cypherDifficulty", t("cypher.procedure.item.difficulty"), [["1", "1"], ["2", "2"]], t("cypher.procedure.item.difficultyHint")));
			return list;
		},
		plan(inputs) {
			const task = itemTask({ item: text(inputs, "item") as FoundItem, task: text(inputs, "task") as ItemTask, level: num(inputs, "level"), cypherDifficulty: text(inputs, "cypherDifficulty") === "1" ? 1 : 2 });
			if (!task.ok) return task;
			return ok(planned(task.value, task.value.time === undefined ? [] : [t("cypher.procedure.takes", { time: task.value.time })]));
		},
	},
	{
		id: "modify",
		get label() {
			return t("cypher.procedure.modify.label");
		},
		start: { change: "", range: 0, duration: false },
		fields: (inputs) => [
			number(inputs, "range", t("cypher.procedure.modify.range"), 0, MAX_RANGE_STEPS, t("cypher.procedure.modify.rangeHint")),
			toggle(inputs, "duration", t("cypher.procedure.modify.duration"), t("cypher.procedure.modify.durationHint")),
			choice(inputs, "change", t("cypher.procedure.modify.change"), [["", t("cypher.procedure.modify.noChange")], ...(Object.entries(ABILITY_CHANGES) as [AbilityChange, { label: string; difficulty: number }][]).map(([id, c]): [string, string] => [id, `${abilityChangeLabel(id)} (${c.difficulty})`])]),
		],
		plan(inputs, context) {
			const change = text(inputs, "change");
			const stat = context.stat;
			const done = modifyAbility({ rangeSteps: num(inputs, "range"), durationSteps: flag(inputs, "duration") ? 1 : 0, stat, ...(change === "" ? {} : { change: change as AbilityChange }) });
			if (!done.ok) return done;
			const { points, task, explanation } = done.value;
			const lines = points > 0 ? [t("cypher.procedure.modify.cost", { points })] : [];
			const result: PlannedProcedure = task
				? { ...planned(task, lines), extraCost: points }
				: { task: { stat, difficulty: 0, assets: 0, hindering: 0, label: t("cypher.procedure.modify.label"), explanation }, setsDifficulty: false, lines, extraCost: points };
			return ok(result);
		},
	},
	{
		id: "translate",
		get label() {
			return t("cypher.procedure.translate.label");
		},
		start: { destination: 3, helpers: 0, likeness: false, hastening: "none", easing: "none", paradox: false, arrival: "returning" },
		fields: (inputs) => [
			choice(inputs, "destination", t("cypher.procedure.translate.destination"), countChoices(10)),
			number(inputs, "helpers", t("cypher.procedure.translate.helpers"), 0, 10, t("cypher.procedure.translate.helpersHint")),
			toggle(inputs, "likeness", t("cypher.procedure.translate.likeness"), t("cypher.procedure.translate.likenessHint")),
			choice(inputs, "hastening", t("cypher.procedure.translate.hastening"), [["none", t("cypher.procedure.nobody")], ["assistant", t("cypher.procedure.translate.assistant")], ["spinner", t("cypher.procedure.translate.spinner")]]),
			choice(inputs, "easing", t("cypher.procedure.translate.easing"), [["none", t("cypher.procedure.nobody")], ["assistant", t("cypher.procedure.translate.assistant")], ["vector", t("cypher.procedure.translate.vector")]]),
			toggle(inputs, "paradox", t("cypher.procedure.translate.paradox"), t("cypher.procedure.translate.paradoxHint")),
			choice(inputs, "arrival", t("cypher.procedure.translate.arrival"), [
				["returning", t("cypher.procedure.translate.returning")],
				["first", t("cypher.procedure.translate.first")],
				["key", t("cypher.procedure.translate.byKey")],
			]),
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
			return ok(planned(plan.value.task, [t("cypher.procedure.translate.times", { trance: plan.value.trance, acclimation: plan.value.acclimation }), plan.value.arrival]));
		},
	},
	{
		id: "notice-arrival",
		get label() {
			return t("cypher.procedure.noticeArrival.label");
		},
		start: {},
		fields: () => [],
		plan: () => ok(planned(NOTICING_ARRIVAL)),
	},
	{
		id: "break-object",
		get label() {
			return t("cypher.procedure.breakObject.label");
		},
		start: { level: 2 },
		fields: (inputs) => [
			choice(inputs, "level", t("cypher.procedure.breakObject.level"), LEVELS.map(([value]): [string, string] => [value, `${value} · ${objectBandText(Number(value))}`])),
		],
		plan(inputs) {
			const level = num(inputs, "level");
			const guide = objectLevelGuide(level);
			return ok(planned({ stat: "might", difficulty: level, assets: 0, hindering: 0, label: t("cypher.procedure.breakObject.task", { level }), explanation: [guide] }));
		},
	},
];

const BY_ID = new Map(PROCEDURES.map((p) => [p.id, p]));

/** The procedure a form names, or undefined for none. */
export const procedureOf = (id: string | undefined): Procedure | undefined => (id === undefined || id === "" ? undefined : BY_ID.get(id));

/** The procedure menu: none, then each procedure (made when asked: the words follow the language). */
/** An object level's band in the user's language, lowered for a menu line ("3 · takes a little work to break"). */
function objectBandText(level: number): string {
	const band = OBJECT_LEVELS.find((b) => b.levels.includes(level));
	return band === undefined ? "" : objectBandLabel(band.id).toLowerCase();
}

export const procedureChoices = (): [string, string][] => [["", t("cypher.procedure.none")], ...PROCEDURES.map((p): [string, string] => [p.id, p.label])];

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
		if (xp < plan.xp) return fail(t("cypher.procedure.craft.notEnoughXp", { name: context.character.name, xp, needed: plan.xp }));
		after.changes.push({ target, key: "xp", before: xp, after: xp - plan.xp });
		after.explanation.push({ text: t("cypher.procedure.craft.xpSpent", { xp: plan.xp, before: xp, after: xp - plan.xp }) });
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
				? t("cypher.procedure.chase.won")
				: standing.value.state === "caught"
					? t("cypher.procedure.chase.lost")
					: t("cypher.procedure.chase.tally", { successes: standing.value.successes, level, failures: standing.value.failures });
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
		after.explanation.push({
			text: again ? t("cypher.procedure.translate.retrySuccess", { face, target: result.target }) : t("cypher.procedure.translate.retryFailure", { face, target: result.target }),
			source: "translationParadox",
		});
		if (again) {
			after.code = "success";
			after.outcome = t("cypher.procedure.translate.retried", { face });
			after.explanation.push(...translationEffect(face));
			return;
		}
	}
	const failure = rollTranslationFailure(rng);
	after.dice.push(...failure.faces.map((face): LogDiceGroup => ({ notation: "d100", dice: [{ value: face, kept: true }], total: face })));
	after.explanation.push(...failure.explanation);
	after.outcome = t("cypher.procedure.translate.failureTable", { faces: failure.faces.map(faceText).join(", "), rows: failure.rows.map((row) => failureLabel(row.id).split(":")[0]?.toLowerCase()).join("; ") });
}

/** The preview's lines for a chase roll: the chance of winning the whole chase from here, if every roll had this roll's chance. */
export function chaseOddsLine(context: ProcedureContext, level: number, chance: number): PreviewLine | undefined {
	const tally = tallyBefore(context.chase, level);
	const standing = chaseStanding(level, tally.successes, tally.failures);
	if (!standing.ok || standing.value.state !== "running") return undefined;
	const odds = chaseOdds(chance, standing.value.needed, standing.value.spare);
	return { text: t("cypher.procedure.chase.odds", { chance: formatPercent(odds) }), part: "chase" };
}

/** The entry gets the procedure's name among its inputs. */
export function withProcedureInput(entry: LogEntry, plan: PlannedProcedure): LogEntry {
	return { ...entry, inputs: [{ key: "procedure", value: plan.task.label }, ...entry.inputs] };
}
