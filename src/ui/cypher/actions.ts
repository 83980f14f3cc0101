/**
 * The table's actions, from a click to the session note: find the session note first (so no die
 * is cast for a result that cannot be logged), read the character fresh, resolve with the engine,
 * build the log entry, then write the changes and append the entry in one step (applyOutcome).
 * Any refusal is told to the user and nothing is written.
 */
import type { App, TFile } from "obsidian";
import { type IdFactory, type LogDiceGroup, type LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { cryptoRng, rollDie, type Rng } from "../../engine/rng";
import { gmIntrusion as awardIntrusion, refuseIntrusion, type XpHolder } from "../../engine/systems/cypher/experience";
import {
	damageEntry,
	intrusionEntry,
	recoveryEntry,
	taskEntry,
	type DamageInput,
	type EntryMeta,
} from "../../engine/systems/cypher/log-entries";
import {
	applyRecovery,
	planRecovery,
	rollRecovery,
	suggestSplit,
	type ApplyRecoveryRequest,
	type PoolSplit,
	type RecoveryResult,
	type RecoveryRoll,
} from "../../engine/systems/cypher/recovery";
import type { RuleOutcome } from "../../engine/systems/cypher/health";
import { resolveTask } from "../../engine/systems/cypher/task";
import { applyOutcome } from "../../notes/apply-outcome";
import { cachedFrontmatter, linkTo } from "../../notes/campaign/notes";
import { resolveSessionNote } from "../../notes/campaign/resolve-session";
import { linkpathOf, resolveTarget } from "../../notes/log/targets";
import { nextEntryId } from "../../notes/log/undo";
import type { LedgerSettings } from "../../settings";
import { readCharacterNote, type CharacterNote } from "./character-note";
import { buildTask, type TaskForm } from "./task-form";

export interface TableDeps {
	app: App;
	settings: () => LedgerSettings;
	/** cryptoRng in play; scriptedRng in tests. */
	rng: Rng;
	/** Shows a message to the user (a Notice in Obsidian). */
	tell: (message: string) => void;
	now?: () => Date;
	/** The plugin's one id source (nextEntryId, shared with undo) unless a test passes its own. */
	ids?: IdFactory;
}

export function tableDeps(app: App, settings: () => LedgerSettings, tell: (message: string) => void, rng: Rng = cryptoRng()): TableDeps {
	return { app, settings, rng, tell };
}

/**
 * Runs one action for one character: `build` gets the fresh note and the entry's id/time/actor and
 * returns the entry (or the engine's refusal).
 */
export async function logAction(
	deps: TableDeps,
	file: TFile,
	build: (note: CharacterNote, meta: EntryMeta, sessionPath: string) => Result<LogEntry>,
): Promise<Result<LogEntry>> {
	const result = await runAction(deps, file, build);
	deps.tell(result.ok ? `${result.value.title}: ${result.value.outcome?.text ?? "logged"}` : result.error);
	return result;
}

/** The session note the action logs to (found first, so nothing is rolled for nowhere), then the character read fresh. */
async function sessionAndNote(deps: TableDeps, file: TFile): Promise<Result<{ session: TFile; note: CharacterNote }>> {
	const settings = deps.settings();
	const session = await resolveSessionNote(deps.app, settings, { sourcePath: file.path, actorPath: file.path });
	if (!session.ok) return session;
	const note = await readCharacterNote(deps.app, settings, file);
	return note.ok ? ok({ session: session.value, note: note.value }) : note;
}

async function runAction(deps: TableDeps, file: TFile, build: (note: CharacterNote, meta: EntryMeta, sessionPath: string) => Result<LogEntry>): Promise<Result<LogEntry>> {
	const read = await sessionAndNote(deps, file);
	if (!read.ok) return read;
	const { session, note } = read.value;
	const link = linkTo(deps.app, file, session.path);
	const meta: EntryMeta = { id: (deps.ids ?? nextEntryId)(), time: (deps.now?.() ?? new Date()).toISOString(), actor: link, target: link };
	const entry = build(note, meta, session.path);
	if (!entry.ok) return entry;
	return applyOutcome(deps.app, { sessionFile: session, entry: withAbsentKeys(deps.app, entry.value, session.path) });
}

/**
 * The schema reads a missing key as its default (no `wounds-minor` means 0), but the writer checks
 * the note itself, where the key is absent. A change to a key the note does not have yet records
 * its before-value as null (absent), so the write matches and undo removes the key again.
 */
function withAbsentKeys(app: App, entry: LogEntry, sessionPath: string): LogEntry {
	const changes = entry.changes.map((change) => {
		const file = resolveTarget(app, change.target, entry.actor, sessionPath);
		if (!file.ok) return change;
		const fm = cachedFrontmatter(app, file.value);
		const present = typeof fm === "object" && fm !== null && Object.prototype.hasOwnProperty.call(fm, change.key);
		return present ? change : { ...change, before: null };
	});
	return { ...entry, changes };
}

/** Roll a task from the dialog's form. */
export function rollTask(deps: TableDeps, file: TFile, form: TaskForm, label?: string): Promise<Result<LogEntry>> {
	return logAction(deps, file, (note, meta) => {
		const built = buildTask(note, form);
		const resolved = resolveTask(built.character, built.request, deps.rng, { ...built.options, target: meta.target });
		if (!resolved.ok) return resolved;
		const ability = form.ability;
		// An ability names the roll ("Bash (Might)") unless a quick task already did.
		const title = label ?? ability?.name;
		const options = title === undefined ? { before: built.before } : { before: built.before, label: title };
		const entry = taskEntry(meta, built.character, built.request, resolved.value, options);
		if (ability) {
			// The card links the ability's page, both among the inputs and with the rules it cites.
			entry.inputs.splice(1, 0, { key: "ability", value: ability.link });
			entry.links.push(linkpathOf(ability.link));
		}
		return ok(entry);
	});
}

export function applyDamage(deps: TableDeps, file: TFile, input: DamageInput): Promise<Result<LogEntry>> {
	return logAction(deps, file, (note, meta) => {
		if (input.model !== note.damageModel) {
			return fail(`This campaign uses ${note.damageModel === "wounds" ? "wounds (seed 000)" : "the damage track (seed 001)"}, not ${input.model}.`);
		}
		return damageEntry(meta, note.sheet.character, input);
	});
}

/** The d6 of a recovery, rolled before the player splits the points (the split needs the total). */
export async function rollRecoveryDie(deps: TableDeps, file: TFile): Promise<Result<{ note: CharacterNote; roll: RuleOutcome<RecoveryRoll>; suggested: PoolSplit }>> {
	// As for every action: no die is cast for a result that has no session note to go to.
	const read = await sessionAndNote(deps, file);
	if (!read.ok) return read;
	const { note } = read.value;
	const roll = rollRecovery(note.sheet.character, { rng: deps.rng });
	if (!roll.ok) return roll;
	return ok({ note, roll: roll.value, suggested: suggestSplit(note.sheet.character, roll.value.value.points) });
}

/** Places a rolled recovery's points and logs the roll with the split. */
export function applyRecoveryRoll(deps: TableDeps, file: TFile, roll: RuleOutcome<RecoveryRoll>, split: PoolSplit): Promise<Result<LogEntry>> {
	return logAction(deps, file, (note, meta) => {
		const character = note.sheet.character;
		// Naming the kind switches the engine to any-order recoveries (000); only do so when the note
		// already keeps that list. In order, the rolled recovery must still be the next one.
		const anyOrder = character.recoveriesTaken !== undefined;
		const next = planRecovery(character);
		if (!anyOrder && next.ok && next.value.kind !== roll.value.kind) {
			return fail(`The ${roll.value.kind} recovery was rolled, but the note now says the next one is ${next.value.kind}: roll again.`);
		}
		const request: ApplyRecoveryRequest = { model: note.damageModel, points: roll.value.points, split };
		if (anyOrder) request.kind = roll.value.kind;
		// 000: "Ten-hour | Remove all moderate wounds and, with a successful difficulty 6 Might task, remove
		// one major wound": the task is rolled here, a plain d20 (no Effort offered during a rest).
		const extraDice: LogDiceGroup[] = [];
		if (note.damageModel === "wounds" && roll.value.kind === "ten-hours" && character.wounds.major > 0) {
			const face = rollDie(deps.rng, 20);
			request.majorWoundTask = { roll: face };
			extraDice.push({ notation: "d20", dice: [{ value: face, kept: true }], total: face });
		}
		const applied: Result<RuleOutcome<RecoveryResult>> = applyRecovery(character, request);
		if (!applied.ok) return applied;
		return ok(recoveryEntry(meta, character, roll, applied.value, note.damageModel, extraDice));
	});
}

export type IntrusionDecision = { kind: "accept"; passTo?: TFile } | { kind: "refuse" };

/**
 * A GM intrusion on `file`'s character: accepted (2 XP, one passed to another PC's note) or
 * refused (1 XP spent). The other PC is read fresh too, so their XP before-value is current.
 */
export async function gmIntrusion(deps: TableDeps, file: TFile, decision: IntrusionDecision, description = ""): Promise<Result<LogEntry>> {
	let other: { file: TFile; holder: XpHolder } | undefined;
	if (decision.kind === "accept" && decision.passTo !== undefined) {
		const passTo = decision.passTo;
		const refused =
			passTo.path === file.path
				? fail<CharacterNote>("The player passes the second XP to another player, not to themselves.")
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
		return outcome.ok ? ok(intrusionEntry(meta, choice, outcome.value, description)) : outcome;
	});
}
