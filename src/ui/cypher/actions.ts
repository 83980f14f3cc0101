/**
 * The Cypher table's actions (task, damage, recovery, intrusion), each through the shared table's
 * one pipeline (ui/frame/pipeline.ts): session note first, character read fresh, engine, then the
 * changes and the entry written in one step, or nothing. Any refusal is told to the user.
 */
import type { TFile } from "obsidian";
import type { LogDiceGroup, LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { rollDie } from "../../engine/rng";
import { gmIntrusion as awardIntrusion, refuseIntrusion, type XpHolder } from "../../engine/systems/cypher/experience";
import { damageEntry, intrusionEntry, recoveryEntry, withoutRestEntry, type DamageInput, type EntryMeta } from "../../engine/systems/cypher/log-entries";
import { STATS } from "../../engine/systems/cypher/character";
import {
	applyRecovery,
	LAST_ACTION_BONUS,
	majorWoundTaskDifficulty,
	planRecovery,
	recoverWithoutRest,
	rollRecovery,
	suggestSplit,
	type ApplyRecoveryRequest,
	type RecoveryKind,
	type PoolSplit,
	type RecoveryResult,
	type RecoveryRoll,
} from "../../engine/systems/cypher/recovery";
import type { RuleOutcome } from "../../engine/systems/cypher/health";
import { linkTo } from "../../notes/campaign/notes";
import { endOnRest } from "../../games/conditions/apply";
import type { EnteredDice } from "../../games/frame/game";
import { logTableAction, sessionAndModel, tableDeps, type TableDeps } from "../frame/pipeline";
import { diceFor, enteredByHand, resolveWithDice } from "../frame/roll-dialog";
import { readCharacterNote } from "./character-note";
import { usesWounds, type CharacterNote } from "../../games/cypher/character";
import { recoveriesInAnyOrder } from "../../games/cypher/recovery-dialog";
import type { TaskForm } from "../../games/cypher/task-form";
import { cypherPc, resolveTaskForm } from "../../games/cypher/task-game";
import type { IntrusionFoe } from "../../games/cypher/gm-dialogs";
import type { ExplainStep } from "../../engine/explain";
import type { StateChange } from "../../engine/state";
import { instanceKey } from "../../engine/encounter";
import { foeGainsHealth, intrusionChoice } from "../../engine/systems/cypher/procedures";
import { freshSource, INSTANCE_KEYS, readEncounterNote, type EncounterNote } from "../../notes/encounter/read";
import { runningEncounters } from "../commands/current-notes";
import { t } from "../../lang";

export type { TableDeps };
export { tableDeps };

/** Reads the Cypher character fresh, for the pipeline. */
const characterReader =
	(deps: TableDeps) =>
	(file: TFile): Promise<Result<CharacterNote<TFile>>> =>
		readCharacterNote(deps.app, deps.settings(), file);

/**
 * Runs one action for one character through the table's pipeline: `build` gets the fresh note and
 * the entry's id/time/actor and returns the entry (or the engine's refusal).
 */
export function logAction(
	deps: TableDeps,
	file: TFile,
	build: (note: CharacterNote<TFile>, meta: EntryMeta, sessionPath: string) => Result<LogEntry>,
): Promise<Result<LogEntry>> {
	return logTableAction(deps, file, characterReader(deps), build);
}

/** What a task rolled from a compendium page adds: the page among the entry's links, and what follows a hit. */
export interface TaskFromPage {
	/** The page as the log's `links` hold it. */
	link: string;
	/** Gets the damage a logged hit dealt. */
	onHit?: (damage: number) => void;
}

/** Roll a task from the dialog's form; faces typed in at the table are played back instead of rolled. */
export async function rollTask(deps: TableDeps, file: TFile, form: TaskForm, label?: string, entered?: EnteredDice, page?: TaskFromPage): Promise<Result<LogEntry>> {
	const labelled = label === undefined ? form : { ...form, label };
	let damage = 0;
	const logged = await logAction(deps, file, (note, meta, sessionPath) =>
		resolveWithDice(entered, diceFor(deps, entered), (rng) => {
			const done = resolveTaskForm(cypherPc(note), labelled, { meta, rng, sessionPath });
			if (!done.ok) return done;
			damage = done.value.damage ?? 0;
			const { entry } = done.value;
			return ok(page === undefined || entry.links.includes(page.link) ? entry : { ...entry, links: [...entry.links, page.link] });
		}),
	);
	if (logged.ok && damage > 0) page?.onHit?.(damage);
	return logged;
}

export function applyDamage(deps: TableDeps, file: TFile, input: DamageInput): Promise<Result<LogEntry>> {
	return logAction(deps, file, (note, meta) => {
		if (input.model !== note.damageModel) {
			return fail(usesWounds(note) ? t("cypher.ui.damage.usesWounds") : t("cypher.ui.damage.usesTrack"));
		}
		return damageEntry(meta, note.sheet.character, input);
	});
}

/** What the player chose before the recovery die: the recovery (any order, 000), the Last action, a face rolled at the table. */
export interface RecoveryChoice {
	kind?: RecoveryKind;
	lastAction?: boolean;
	face?: number;
	/** Levels of Might Effort on the ten-hour rest's task to remove a major wound. */
	effort?: number;
}

/** How a recovery was rolled, for placing it: a recovery the player chose, a die typed in at the table. */
export interface RecoveryHow {
	chosen?: boolean;
	byHand?: boolean;
	/** Levels of Might Effort on the major wound's task, chosen before the die. */
	effort?: number;
}

/** The d6 of a recovery, rolled before the player splits the points (the split needs the total). */
export async function rollRecoveryDie(
	deps: TableDeps,
	file: TFile,
	choice: RecoveryChoice = {},
): Promise<Result<{ note: CharacterNote<TFile>; roll: RuleOutcome<RecoveryRoll>; suggested: PoolSplit; how: RecoveryHow }>> {
	// As for every action: no die is cast for a result that has no session note to go to.
	const read = await sessionAndModel(deps, file, characterReader(deps));
	if (!read.ok) return read;
	const { model: note } = read.value;
	// 001's table (the damage track) takes the recoveries in order and gives no Last action bonus.
	const anyOrder = recoveriesInAnyOrder(note);
	if (choice.lastAction === true && !anyOrder) return fail(t("cypher.ui.recovery.noLastAction"));
	const kind = anyOrder ? choice.kind : undefined;
	const options = { lastAction: choice.lastAction === true, ...(kind === undefined ? {} : { kind }) };
	const roll = rollRecovery(note.sheet.character, choice.face === undefined ? { rng: deps.rng } : { face: choice.face }, options);
	if (!roll.ok) return roll;
	const how: RecoveryHow = { chosen: kind !== undefined, byHand: choice.face !== undefined, ...(choice.effort ? { effort: choice.effort } : {}) };
	return ok({ note, roll: roll.value, suggested: suggestSplit(note.sheet.character, roll.value.value.points), how });
}

/** Places a rolled recovery's points and logs the roll with the split. */
export function applyRecoveryRoll(deps: TableDeps, file: TFile, roll: RuleOutcome<RecoveryRoll>, split: PoolSplit, how: RecoveryHow = {}): Promise<Result<LogEntry>> {
	return logAction(deps, file, (note, meta) => {
		const character = note.sheet.character;
		const { kind, points } = roll.value;
		// Naming the kind switches the engine to any-order recoveries (000), kept in recoveries-taken:
		// only when the note already keeps that list, or the player chose one out of order. A recovery
		// rolled as the next in order must still be the next one.
		const next = planRecovery(character);
		const inOrder = next.ok && next.value.kind === kind;
		const anyOrder = character.recoveriesTaken !== undefined || (how.chosen === true && !inOrder);
		if (!anyOrder && !inOrder) {
			return fail(next.ok ? t("cypher.recoveryAction.notNext", { kind, next: next.value.kind }) : next.error);
		}
		const request: ApplyRecoveryRequest = { model: note.damageModel, points, split };
		if (anyOrder) request.kind = kind;
		// 000: "Ten-hour | Remove all moderate wounds and, with a successful difficulty 6 Might task, remove
		// one major wound": each major wound hinders it, the Effort chosen before the die eases it, and
		// its d20 is rolled here, unless the task is impossible or routine (then nothing is rolled).
		const extraDice: LogDiceGroup[] = [];
		if (how.effort !== undefined && how.effort > 0) request.majorWoundEffort = how.effort;
		if (usesWounds(note) && kind === "ten-hours" && character.wounds.major > 0) {
			const difficulty = majorWoundTaskDifficulty(character.wounds, how.effort ?? 0);
			if (difficulty > 0 && difficulty * 3 <= 20) {
				const face = rollDie(deps.rng, 20);
				request.majorWoundTask = { roll: face };
				extraDice.push({ notation: "d20", dice: [{ value: face, kept: true }], total: face });
			}
		}
		const applied: Result<RuleOutcome<RecoveryResult>> = applyRecovery(character, request);
		if (!applied.ok) return applied;
		const entry = recoveryEntry(meta, character, roll, applied.value, note.damageModel, extraDice);
		// A recovery is a rest: a condition whose rule says a rest ends it ends with this entry.
		const rested = endOnRest(note.values, note.conditions);
		entry.changes.push(...rested.changes);
		entry.explanation.push(...rested.lines);
		entry.links.push(...rested.links);
		const lastAction = roll.explanation.some((step) => step.source === "recoveryAsLastAction");
		entry.title = lastAction ? t("cypher.recoveryAction.titleLastAction", { kind }) : t("cypher.recoveryAction.title", { kind });
		if (lastAction) entry.inputs.splice(1, 0, { key: "last action", value: `+${LAST_ACTION_BONUS}` });
		// The points placed, not the points rolled: Pools stop at their maximum (000: "up to your maximum in a Pool").
		const placed = STATS.reduce((sum, stat) => sum + applied.value.value.pools[stat].current - character.pools[stat].current, 0);
		if (placed < points) {
			entry.outcome = {
				text:
					placed === 0
						? t("cypher.recoveryAction.poolsWereFull", { kind })
						: t("cypher.ui.recovery.poolsFull", { placed, points }),
				code: "recovery",
			};
		}
		return ok(how.byHand === true ? enteredByHand(entry) : entry);
	});
}

/**
 * 000's non-rest recovery: the chosen recovery (or the next one) is spent with no roll, no points
 * and no healing, to try again to end a lasting effect; logged so Undo gives the recovery back.
 */
export function recoverWithoutResting(deps: TableDeps, file: TFile, kind: RecoveryKind | undefined, effect = ""): Promise<Result<LogEntry>> {
	return logAction(deps, file, (note, meta) => {
		const anyOrder = recoveriesInAnyOrder(note);
		const request = { model: note.damageModel, ...(anyOrder && kind !== undefined ? { kind } : {}) };
		const applied = recoverWithoutRest(note.sheet.character, request);
		if (!applied.ok) return applied;
		return ok(withoutRestEntry(meta, note.sheet.character, applied.value, note.damageModel, effect.slice(0, 120)));
	});
}

export type IntrusionDecision = { kind: "accept"; passTo?: TFile } | { kind: "refuse" };

/** What an intrusion names besides the choice: 001's kind and example, and the foe that gains health. */
export interface IntrusionOptions {
	kind?: string;
	example?: string;
	foe?: { encounter: TFile; id: string };
}

/** The foes of a fight an intrusion can strengthen: its creatures that stand, none of a swarm. */
function foesOf(note: EncounterNote): IntrusionFoe[] {
	return note.combatants.flatMap((c) => (c.problem === undefined && !c.down && c.swarm === undefined && c.data?.system === "cypher" && "npc" in c.data ? [{ id: c.ref.id, health: c.data.npc.health, healthMax: c.data.npc.healthMax }] : []));
}

/** The running Cypher encounter (the one given, else the latest edited) and its foes; undefined when none runs. */
export async function intrusionFoes(deps: TableDeps, encounter?: TFile): Promise<{ file: TFile; foes: IntrusionFoe[] } | undefined> {
	const files = encounter ? [encounter] : runningEncounters(deps.app);
	for (const file of files) {
		const read = await readEncounterNote(deps.app, deps.settings(), file);
		if (read.ok && read.value.system === "cypher" && !read.value.ended) return { file, foes: foesOf(read.value) };
	}
	return undefined;
}

/**
 * The changes that give the foe 001's 5 health, read fresh from the encounter: where its health lives
 * (its own note, or the encounter note for an instance of a page), with a maximum raised to hold it.
 */
async function foeChanges(deps: TableDeps, foe: NonNullable<IntrusionOptions["foe"]>): Promise<Result<{ changes: (sessionPath: string) => StateChange[]; explanation: ExplainStep[] }>> {
	const read = await readEncounterNote(deps.app, deps.settings(), foe.encounter, freshSource(deps.app));
	if (!read.ok) return read;
	const c = read.value.combatants.find((x) => x.ref.id === foe.id);
	const now = foesOf(read.value).find((f) => f.id === foe.id);
	if (!c?.file || !now) return fail(t("cypher.recoveryAction.intrusionFoeGone", { foe: foe.id.slice(0, 60), encounter: foe.encounter.basename }));
	const file = c.file;
	const gain = foeGainsHealth(foe.id, now.health, now.healthMax);
	const instance = c.kind === "instance";
	const key = (name: string): string => (instance ? instanceKey(foe.id, name) : name);
	return ok({
		explanation: gain.explanation,
		changes: (sessionPath) => {
			const target = linkTo(deps.app, file, sessionPath);
			const out: StateChange[] = [{ target, key: key("health"), before: now.health, after: gain.health }];
			if (gain.healthMax !== now.healthMax) out.push({ target, key: key(INSTANCE_KEYS.healthMax), before: now.healthMax, after: gain.healthMax });
			return out;
		},
	});
}

/**
 * A GM intrusion on `file`'s character: accepted (2 XP, one passed to another PC's note) or
 * refused (1 XP spent). The other PC is read fresh too, so their XP before-value is current.
 */
export async function gmIntrusion(deps: TableDeps, file: TFile, decision: IntrusionDecision, description = "", options: IntrusionOptions = {}): Promise<Result<LogEntry>> {
	// The foe's 5 health goes with the intrusion the player accepts: a refused intrusion does not happen.
	const foe = options.foe && decision.kind === "accept" ? await foeChanges(deps, options.foe) : undefined;
	if (foe && !foe.ok) {
		deps.tell(foe.error);
		return foe;
	}
	let other: { file: TFile; holder: XpHolder } | undefined;
	if (decision.kind === "accept" && decision.passTo !== undefined) {
		const passTo = decision.passTo;
		const refused =
			passTo.path === file.path
				? fail<CharacterNote<TFile>>(t("cypher.ui.xp.passToSelf"))
				: await readCharacterNote(deps.app, deps.settings(), passTo);
		if (!refused.ok) {
			deps.tell(refused.error);
			return refused;
		}
		other = { file: passTo, holder: { name: refused.value.sheet.character.name, xp: refused.value.sheet.character.xp } };
	}
	return logAction(deps, file, (note, meta, sessionPath) => {
		const me: XpHolder = { name: note.sheet.character.name, xp: note.sheet.character.xp, target: meta.target };
		const passTo = other && { ...other.holder, target: linkTo(deps.app, other.file, sessionPath) };
		const outcome = decision.kind === "refuse" ? refuseIntrusion(me) : awardIntrusion(me, passTo);
		const choice = decision.kind === "refuse" ? { kind: "refuse" as const } : passTo ? { kind: "accept" as const, passTo: passTo.target } : { kind: "accept" as const };
		if (!outcome.ok) return outcome;
		const entry = intrusionEntry(meta, choice, outcome.value, description);
		entry.explanation.push(...intrusionChoice(options.kind ?? "", options.example ?? "").map((step) => step.text));
		if (foe?.ok) {
			entry.changes.push(...foe.value.changes(sessionPath));
			entry.explanation.push(...foe.value.explanation.map((step) => step.text));
		}
		// The summary line names the other player as the table does, not by the link the entry keeps.
		if (passTo && entry.outcome) entry.outcome.text = t("cypher.ui.xp.acceptedPassed", { name: passTo.name });
		return ok(entry);
	});
}
