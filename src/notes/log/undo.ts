/**
 * Undo: put back the values an entry recorded as "before", then append an `undo` entry naming it.
 * The original entry is never rewritten (the log stays append-only; reading the log marks it undone).
 *
 * Undo checks before it writes, and trusts nothing it reads:
 * - an entry whose changes no longer match the checksum written with them was edited by hand, and is
 *   not undone (its before-values may be ones the note never held);
 * - an entry the plugin cannot vouch for (no seal of this vault's keys: typed, pasted, written before
 *   seals or on a device whose key has not arrived, or with a renamed note's link rewritten) is
 *   undone only after the user saw exactly what will be written (each note, key, now → after undo)
 *   and agreed; so is an undo that would add a key to a note that is not a character, NPC or
 *   encounter;
 * - a change to the note's kind (`ledger`) is never undone; where the note still holds what the entry
 *   set, the before-value goes back whatever its type, but over a value changed since it never puts
 *   back one of another type (a number over text, a list over a number);
 * - where a note no longer holds what the entry set, the undo stops and returns the conflicts so the
 *   user can decide ("Kira's might is 5 now, the entry set it to 7: restore 9 anyway?");
 * - one undo per session note runs at a time, so two clicks on one entry undo it once.
 */
import type { App, TFile } from "obsidian";
import { clip, createIdFactory, damageOf, makeEntry, type IdFactory, type LogEntry, type ParsedEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { cryptoRng } from "../../engine/rng";
import type { StateChange, StateValue } from "../../engine/state";
import { readFrontmatter, readValue, sameValue, showValue, stillExists } from "../frontmatter";
import { t } from "../../lang";
import { appendEntry } from "./append";
import { GM_ONLY, isGmOnly } from "../gm-log";
import { revertConversion } from "./convert";
import { runExclusive } from "./file-queue";
import { emitLogEvent } from "./log-events";
import { logIndexFor } from "./log-index";
import { readNoteText } from "./open-note";
import { groupByTarget, targetLabel } from "./targets";
import { vouchedFor } from "./seal-keys";
import { noteKind } from "../schema/kind";
import { rollBack, writeNotes, type NoteWrite } from "./write-changes";

export interface UndoConflict {
	/** The note as the entry names it, e.g. "[[Kira]]". */
	target: string;
	key: string;
	/** What the entry set. */
	recorded: StateValue;
	/** What the note holds now. */
	current: unknown;
	/** What undo would write. */
	restore: StateValue;
	message: string;
}

/** One value an undo would write, as the user is shown it before agreeing. */
export interface UndoWrite {
	/** The note as the entry names it ("[[Kira]]"). */
	target: string;
	/** The note's path (which note the link reaches now). */
	path: string;
	key: string;
	/** What the note holds now (null: the key is absent). */
	now: unknown;
	/** What the entry says it set. */
	recorded: StateValue;
	/** What undo writes (null: the key is taken out). */
	restore: StateValue;
}

export type UndoResult =
	| { status: "undone"; undoEntry: LogEntry }
	| { status: "conflicts"; conflicts: UndoConflict[] }
	/** Nothing written: the user must see `writes` (and `why`) and agree first (options.confirmed). */
	| { status: "confirm"; why: string; writes: UndoWrite[] };

export interface UndoOptions {
	/** Restore even where the note changed since (after the user confirmed the conflicts). */
	force?: boolean;
	/**
	 * The writes the user was shown and agreed to (a "confirm" result's). Undo goes ahead only if it
	 * would still write exactly these over exactly these values; else it asks again.
	 */
	confirmed?: readonly UndoWrite[];
	newId?: IdFactory;
	now?: () => Date;
}

/**
 * The plugin's one id source: crypto-random suffixes and one monotonic clock, so every entry made
 * in this session of Obsidian (rolls and undos alike) sorts in the order it was made.
 */
export const nextEntryId: IdFactory = createIdFactory(cryptoRng(), () => Date.now());

/** Keys no rule changes: an entry that says it changed one was edited by hand. */
const NEVER_UNDONE = new Set(["ledger"]);

interface KeyPlan {
	key: string;
	/** The first change's before and the last change's after, when one entry changed a key twice. */
	before: StateValue;
	after: StateValue;
}

function collapse(changes: readonly StateChange[]): KeyPlan[] {
	const byKey = new Map<string, KeyPlan>();
	for (const change of changes) {
		const plan = byKey.get(change.key);
		if (plan) plan.after = change.after;
		else byKey.set(change.key, { key: change.key, before: change.before, after: change.after });
	}
	return [...byKey.values()];
}

function asStateValue(value: unknown): StateValue {
	if (value === undefined) return null;
	if (Array.isArray(value)) return value.map(String);
	if (typeof value === "number" || typeof value === "string" || typeof value === "boolean" || value === null) return value;
	return JSON.stringify(value);
}

/**
 * The undo entry for `entry`: it names the entry, records the values it put back, and takes back what
 * the entry counted in a session's totals (its damage, where it happened).
 */
function undoOf(entry: LogEntry, options: UndoOptions, changes: StateChange[]): LogEntry {
	return makeEntry({
		id: (options.newId ?? nextEntryId)(),
		time: (options.now?.() ?? new Date()).toISOString(),
		kind: "undo",
		system: entry.system,
		actor: entry.actor,
		title: t("notes.log.undo.title", { title: entry.title }),
		undoes: entry.id,
		// The undo of a GM-only entry is GM only too, so it goes to the GM log and is not shown to the players.
		inputs: isGmOnly(entry) ? [...undoneAmounts(entry), { ...GM_ONLY }] : undoneAmounts(entry),
		...(entry.encounter === undefined ? {} : { encounter: entry.encounter }),
		changes,
	});
}

/** The undone entry's damage, negated, so a sum of a session's damage nets the undone entry out. */
function undoneAmounts(entry: LogEntry): LogEntry["inputs"] {
	const damage = damageOf(entry);
	return damage !== 0 ? [{ key: "damage", value: -damage }] : [];
}

/** What kind of value a key holds, in a user's words; null for none. A number written in quotes is still a number. */
function typeWord(value: unknown): string | null {
	if (value === null || value === undefined) return null;
	if (Array.isArray(value)) return "list";
	if (typeof value === "number" || (typeof value === "string" && /^-?\d+(?:\.\d+)?$/.test(value.trim()))) return "number";
	if (typeof value === "boolean") return "boolean";
	if (typeof value === "string") return "text";
	return "group";
}

/** Why an entry must not be undone as written, or undefined when it may be. */
function untrustworthy(item: ParsedEntry): string | undefined {
	const { entry } = item;
	if (item.checksum === "edited") {
		return t("notes.log.undo.edited", { title: entry.title });
	}
	const protectedKey = entry.changes.find((change) => NEVER_UNDONE.has(change.key));
	if (protectedKey) return t("notes.log.undo.protectedKey", { title: entry.title, note: targetLabel(protectedKey.target || entry.actor), key: protectedKey.key });
	return undefined;
}

/** Why an entry the plugin cannot vouch for asks first (see seal-keys.ts): read when asked, in the language then. */
const unvouched = (): string => t("notes.log.undo.unvouched");

/** Kinds of notes whose keys an undo may add without asking (the notes rules change). */
const SHEET_KINDS = new Set(["character", "npc", "encounter"]);

/** The writes as one comparable text: what the user agreed to must be what would be written. */
function writesKey(writes: readonly UndoWrite[]): string {
	return JSON.stringify(writes.map((write) => [write.path, write.key, write.now ?? null, write.restore]));
}

/** A conversion's undo: the entries it converted go back to the fenced form, and the undo entry is logged, in one write. */
async function undoConversion(app: App, file: TFile, conversion: LogEntry, options: UndoOptions): Promise<Result<UndoResult>> {
	const undo = undoOf(conversion, options, []);
	const reverted = await revertConversion(app, file, conversion, undo);
	if (!reverted.ok) return fail(reverted.error);
	emitLogEvent({ type: "undone", file, entry: conversion, undo });
	return ok({ status: "undone", undoEntry: undo });
}

export function undoEntry(app: App, file: TFile, entryId: string, options: UndoOptions = {}): Promise<Result<UndoResult>> {
	// One undo per session note at a time: a second click waits, then finds the entry already undone.
	return runExclusive(`undo:${file.path}`, () => undoNow(app, file, entryId, options));
}

async function undoNow(app: App, file: TFile, entryId: string, options: UndoOptions): Promise<Result<UndoResult>> {
	if (!stillExists(app, file)) return fail(t("notes.log.sessionGone", { path: file.path }));
	const log = await logIndexFor(file, await readNoteText(app, file));
	const item = log.byId.get(entryId);
	if (!item) return fail(t("notes.log.undo.noEntry", { id: clip(entryId), path: file.path }));
	const found = item.entry;
	// Two entries with one id (a copy-paste): which one the user meant cannot be known, so undo neither.
	if (log.problems.some((problem) => problem.id === entryId && problem.copyOf === undefined)) {
		return fail(t("notes.log.undo.sharedId", { title: found.title, path: file.path }));
	}
	if (found.kind === "undo") return fail(t("notes.log.undo.ofUndo"));
	if (found.undone !== undefined) return fail(t("notes.log.undo.already", { title: found.title }));
	const distrust = untrustworthy(item);
	if (distrust) return fail(distrust);
	const vouched = vouchedFor(item);
	if (found.kind === "convert") {
		if (!vouched && options.confirmed === undefined) {
			return ok({ status: "confirm", why: t("notes.log.undo.unvouchedConversion", { unvouched: unvouched() }), writes: [] });
		}
		return undoConversion(app, file, found, options);
	}

	const groups = groupByTarget(app, found.changes, found.actor, file.path);
	if (!groups.ok) return fail(groups.error);
	const plans = groups.value.map((group) => ({ group, keys: collapse(group.changes) }));

	const conflicts: UndoConflict[] = [];
	const planned: UndoWrite[] = [];
	const asks: string[] = vouched ? [] : [unvouched()];
	for (const { group, keys } of plans) {
		const frontmatter = await readFrontmatter(app, group.file);
		if (!frontmatter.ok) return fail(frontmatter.error);
		const sheet = SHEET_KINDS.has(noteKind(frontmatter.value) ?? "");
		for (const plan of keys) {
			const current = readValue(frontmatter.value, plan.key);
			planned.push({ target: group.reference, path: group.file.path, key: plan.key, now: current, recorded: plan.after, restore: plan.before });
			if (!sheet && (current === null || current === undefined) && plan.before !== null) {
				asks.push(t("notes.log.undo.wouldAdd", { key: plan.key, note: targetLabel(group.reference) }));
			}
			// Where the note still holds what the entry set, the entry's before-value goes back whatever its type.
			if (sameValue(current, plan.after)) continue;
			const holds = typeWord(current);
			const restores = typeWord(plan.before);
			if (holds !== null && restores !== null && holds !== restores) {
				return fail(t("notes.log.undo.otherType", { note: targetLabel(group.reference), key: plan.key, holds, title: found.title, restores, value: showValue(plan.before) }));
			}
			conflicts.push({
				target: group.reference,
				key: plan.key,
				recorded: plan.after,
				current,
				restore: plan.before,
				message: t("notes.log.undo.conflict", { note: targetLabel(group.reference), key: plan.key, now: showValue(current), recorded: showValue(plan.after), restore: showValue(plan.before) }),
			});
		}
	}
	// What the user must see first: the whole plan, the values as they are now.
	const confirmed = options.confirmed !== undefined && writesKey(options.confirmed) === writesKey(planned);
	if (asks.length > 0 && !confirmed) {
		const why = options.confirmed === undefined ? asks.join(" ") : t("notes.log.undo.changedSince", { asks: asks.join(" ") });
		return ok({ status: "confirm", why, writes: planned });
	}
	if (conflicts.length > 0 && !options.force && !confirmed) return ok({ status: "conflicts", conflicts });

	const writes: NoteWrite[] = plans.map(({ group, keys }) => ({
		file: group.file,
		reference: group.reference,
		writes: keys.map((plan) => {
			// Agreed to as shown: the write checks the note still holds what the user saw.
			const shown = confirmed ? planned.find((write) => write.path === group.file.path && write.key === plan.key) : undefined;
			return shown ? { key: plan.key, expected: plan.after, shown: { value: shown.now }, value: plan.before } : { key: plan.key, expected: plan.after, value: plan.before };
		}),
	}));
	const written = await writeNotes(app, writes, options.force ?? false);
	if (!written.ok) return fail(written.error);

	const undo = undoOf(
		found,
		options,
		written.value.flatMap((note) =>
			[...note.written].map(([key, value]) => ({
				target: note.reference,
				key,
				before: asStateValue(note.previous.get(key)),
				after: value,
			})),
		),
	);
	const appended = await appendEntry(app, file, undo);
	if (!appended.ok) {
		const leftovers = await rollBack(app, written.value);
		return fail(`${appended.error} ${leftovers.length === 0 ? t("notes.log.undo.rolledBack") : leftovers.join(" ")}`);
	}
	emitLogEvent({ type: "undone", file, entry: found, undo });
	return ok({ status: "undone", undoEntry: undo });
}
