/**
 * Undo: put back the values an entry recorded as "before", then append an `undo` entry naming it.
 * The original block is never rewritten (the log stays append-only; parseEntries marks it undone).
 * When a note no longer holds what the entry set, the undo stops and returns the conflicts so the
 * user can decide ("Kira's might is 5 now, the entry set it to 7: restore 9 anyway?").
 */
import type { App, TFile } from "obsidian";
import { createIdFactory, makeEntry, parseEntries, type IdFactory, type LogEntry } from "../../engine/log";
import { clip } from "../../engine/log/format";
import { fail, ok, type Result } from "../../engine/result";
import { cryptoRng } from "../../engine/rng";
import type { StateChange, StateValue } from "../../engine/state";
import { readFrontmatter, readValue, sameValue, showValue, stillExists } from "../frontmatter";
import { appendEntry } from "./append";
import { readNoteText } from "./open-note";
import { groupByTarget, targetLabel } from "./targets";
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

export type UndoResult = { status: "undone"; undoEntry: LogEntry } | { status: "conflicts"; conflicts: UndoConflict[] };

export interface UndoOptions {
	/** Restore even where the note changed since (after the user confirmed the conflicts). */
	force?: boolean;
	newId?: IdFactory;
	now?: () => Date;
}

/**
 * The plugin's one id source: crypto-random suffixes and one monotonic clock, so every entry made
 * in this session of Obsidian (rolls and undos alike) sorts in the order it was made.
 */
export const nextEntryId: IdFactory = createIdFactory(cryptoRng(), () => Date.now());

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

export async function undoEntry(app: App, file: TFile, entryId: string, options: UndoOptions = {}): Promise<Result<UndoResult>> {
	if (!stillExists(app, file)) return fail(`The session note "${file.path}" no longer exists (deleted or renamed?).`);
	const log = parseEntries(await readNoteText(app, file));
	const found = log.entries.find((item) => item.entry.id === entryId)?.entry;
	if (!found) return fail(`There is no readable entry "${clip(entryId)}" in "${file.path}".`);
	// Two blocks with one id (a copy-paste): which one the user meant cannot be known, so undo neither.
	if (log.problems.some((problem) => problem.message.startsWith("Another entry already has the id") && problem.raw.includes(`id: ${entryId}`))) {
		return fail(`"${found.title}" shares its id with another entry in "${file.path}", so it is not undone: change the id of the copy first.`);
	}
	if (found.kind === "undo") return fail("An undo cannot be undone; make the change again instead.");
	if (found.undone !== undefined) return fail(`"${found.title}" was already undone (entry ${found.undone}).`);

	const groups = groupByTarget(app, found.changes, found.actor, file.path);
	if (!groups.ok) return fail(groups.error);
	const plans = groups.value.map((group) => ({ group, keys: collapse(group.changes) }));

	const conflicts: UndoConflict[] = [];
	for (const { group, keys } of plans) {
		const frontmatter = await readFrontmatter(app, group.file);
		if (!frontmatter.ok) return fail(frontmatter.error);
		for (const plan of keys) {
			const current = readValue(frontmatter.value, plan.key);
			if (!sameValue(current, plan.after)) {
				conflicts.push({
					target: group.reference,
					key: plan.key,
					recorded: plan.after,
					current,
					restore: plan.before,
					message: `${targetLabel(group.reference)}'s ${plan.key} is ${showValue(current)} now, the entry set it to ${showValue(plan.after)}: restore ${showValue(plan.before)} anyway?`,
				});
			}
		}
	}
	if (conflicts.length > 0 && !options.force) return ok({ status: "conflicts", conflicts });

	const writes: NoteWrite[] = plans.map(({ group, keys }) => ({
		file: group.file,
		reference: group.reference,
		writes: keys.map((plan) => ({ key: plan.key, expected: plan.after, value: plan.before })),
	}));
	const written = await writeNotes(app, writes, options.force ?? false);
	if (!written.ok) return fail(written.error);

	const undo = makeEntry({
		id: (options.newId ?? nextEntryId)(),
		time: (options.now?.() ?? new Date()).toISOString(),
		kind: "undo",
		system: found.system,
		actor: found.actor,
		title: `Undo: ${found.title}`,
		undoes: found.id,
		changes: written.value.flatMap((note) =>
			[...note.written].map(([key, value]) => ({
				target: note.reference,
				key,
				before: asStateValue(note.previous.get(key)),
				after: value,
			})),
		),
	});
	const appended = await appendEntry(app, file, undo);
	if (!appended.ok) {
		const leftovers = await rollBack(app, written.value);
		return fail(`${appended.error} ${leftovers.length === 0 ? "The values were put back as they were; nothing was undone." : leftovers.join(" ")}`);
	}
	return ok({ status: "undone", undoEntry: undo });
}
