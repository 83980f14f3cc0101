/**
 * The one action pipeline every game's table uses, from a click to the session note: find the
 * session note first (so no die is cast for a result that cannot be logged), read the note fresh,
 * resolve with the engine, then write the changes and append the entry in one step (applyOutcome),
 * or write nothing. Any refusal is told to the user.
 */
import type { App, TFile } from "obsidian";
import { entryNotice, makeEntry, type IdFactory, type LogEntry } from "../../engine/log";
import { ok, type Result } from "../../engine/result";
import { cryptoRng, type Rng } from "../../engine/rng";
import type { EntryMeta } from "../../engine/systems/cypher/log-entries";
import { applyOutcome } from "../../notes/apply-outcome";
import { markGmOnly } from "../../notes/gm-log";
import { cachedFrontmatter, linkTo } from "../../notes/campaign/notes";
import { resolveSessionNote } from "../../notes/campaign/resolve-session";
import { resolveTarget } from "../../notes/log/targets";
import { nextEntryId } from "../../notes/log/undo";
import type { LedgerSettings } from "../../settings";
import type { SheetEdit, TableSystem } from "../../games/frame/game";
import { t } from "../../lang";

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
	/**
	 * The entry this action logs is GM only (its dialog's "GM only" box): marked on the entry it
	 * builds, so the mark belongs to that entry whatever else is appended while it runs (issue 33 §3).
	 */
	gmOnly?: boolean;
}

/** How a dialog's user submitted it: what the dialog itself asks, beside the game's form. */
export interface SubmitHow {
	gmOnly: boolean;
}

/** The deps an action submitted from a dialog runs with: GM only when its box was ticked. */
export function submittedWith(deps: TableDeps, how: SubmitHow | undefined): TableDeps {
	return how?.gmOnly === true ? { ...deps, gmOnly: true } : deps;
}

export function tableDeps(app: App, settings: () => LedgerSettings, tell: (message: string) => void, rng: Rng = cryptoRng()): TableDeps {
	return { app, settings, rng, tell };
}

/** Reads a note's model fresh (a game's schema reader with its campaign's rules). */
export type ModelReader<Model> = (file: TFile) => Promise<Result<Model>>;

/** Builds the entry from the fresh model, the entry's id/time/actor/target and the session note's path. */
export type EntryBuilder<Model> = (model: Model, meta: EntryMeta, sessionPath: string) => Result<LogEntry>;

/**
 * Runs one action and tells the user how it went: the entry's title and outcome, or the refusal.
 */
export async function logTableAction<Model>(deps: TableDeps, file: TFile, read: ModelReader<Model>, build: EntryBuilder<Model>): Promise<Result<LogEntry>> {
	const result = await runTableAction(deps, file, read, build);
	deps.tell(result.ok ? entryNotice(result.value) : result.error);
	return result;
}

/** The session note the action logs to (found first, so nothing is rolled for nowhere), then the model read fresh. */
export async function sessionAndModel<Model>(deps: TableDeps, file: TFile, read: ModelReader<Model>): Promise<Result<{ session: TFile; model: Model }>> {
	const session = await resolveSessionNote(deps.app, deps.settings(), { sourcePath: file.path, actorPath: file.path });
	if (!session.ok) return session;
	const model = await read(file);
	return model.ok ? ok({ session: session.value, model: model.value }) : model;
}

export async function runTableAction<Model>(deps: TableDeps, file: TFile, read: ModelReader<Model>, build: EntryBuilder<Model>): Promise<Result<LogEntry>> {
	const found = await sessionAndModel(deps, file, read);
	if (!found.ok) return found;
	const { session, model } = found.value;
	const link = linkTo(deps.app, file, session.path);
	const meta: EntryMeta = { id: (deps.ids ?? nextEntryId)(), time: (deps.now?.() ?? new Date()).toISOString(), actor: link, target: link };
	const entry = build(model, meta, session.path);
	if (!entry.ok) return entry;
	const marked = deps.gmOnly === true ? markGmOnly(entry.value) : entry.value;
	return applyOutcome(deps.app, { sessionFile: session, entry: withAbsentKeys(deps.app, marked, session.path) });
}

/**
 * The schema reads a missing key as its default (no `wounds-minor` means 0), but the writer checks
 * the note itself, where the key is absent. A change to a key the note does not have yet, or has
 * empty (`stance:`), records its before-value as null (absent), so the write matches and undo
 * removes the key again. Every game's changes pass here: the games record the values they read.
 */
export function withAbsentKeys(app: App, entry: LogEntry, sessionPath: string): LogEntry {
	const changes = entry.changes.map((change) => {
		const file = resolveTarget(app, change.target, entry.actor, sessionPath);
		if (!file.ok) return change;
		const fm = cachedFrontmatter(app, file.value);
		const held: unknown = typeof fm === "object" && fm !== null && Object.prototype.hasOwnProperty.call(fm, change.key) ? (fm as Record<string, unknown>)[change.key] : null;
		return held === null || held === undefined ? { ...change, before: null } : change;
	});
	return { ...entry, changes };
}

/**
 * A sheet edit (a stepper, a wound box, a track step) as a small log entry: kind "edit", the
 * title says it ("Might 9 → 8"), one change with before and after, so Undo restores it.
 */
export function editEntry(meta: EntryMeta, system: TableSystem, edit: SheetEdit): LogEntry {
	return makeEntry({
		id: meta.id,
		time: meta.time,
		kind: "edit",
		system,
		actor: meta.actor,
		title: edit.label,
		inputs: [{ key: edit.key, value: Array.isArray(edit.after) ? edit.after.join(", ") : edit.after }],
		outcome: { text: t("frame.log.editedOnSheet"), code: "edit" },
		explanation: [t("frame.log.changedByHand")],
		changes: [{ target: meta.target, key: edit.key, before: edit.before, after: edit.after }],
	});
}

/** Writes one sheet edit through the pipeline (session first; written with the entry or not at all). */
export function logSheetEdit<Model>(deps: TableDeps, file: TFile, read: ModelReader<Model>, system: TableSystem, edit: SheetEdit): Promise<Result<LogEntry>> {
	return logTableAction(deps, file, read, (_model, meta) => ok(editEntry(meta, system, edit)));
}
