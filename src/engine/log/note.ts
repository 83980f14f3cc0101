/**
 * Reading a whole session note: every entry (callouts, and the older fenced blocks) becomes an entry
 * or a problem, never silently dropped, and undo entries mark the entries they undid. An entry the
 * user moved into a callout or a list item is read where it is; one Obsidian does not show (inside a
 * comment, display math or an HTML block) is listed as a problem that says so.
 */
import { parseCalloutEntry } from "./callout-format";
import type { LogEntry } from "./entry";
import { clip } from "./entry-lines";
import { parseLegacyEntryBody } from "./legacy-format";
import { scanMarkdown, type ScanResult } from "./markdown-scan";
import { runToEnd } from "../steps";
import { t } from "../../lang";

export interface ParsedEntry {
	entry: LogEntry;
	/** 0-based first and last lines of the entry in the note. */
	startLine: number;
	endLine: number;
	/** Which form it is written in. */
	form: "callout" | "fenced";
	/** Whether its changes still match the checksum written with them ("none": written without one). */
	checksum: "ok" | "edited" | "none";
	/** The seal written with it (callouts the plugin wrote since issue 33), checked with the plugin's keys in notes/log/seal-keys.ts. */
	seal?: string;
}

export interface LogProblem {
	/** 1-based line of the entry's first line, as an editor shows it. */
	line: number;
	/** What is wrong, for the reader to tell problems apart: never the message's words, which are in the user's language. */
	code: "unreadable" | "unclosed" | "hidden" | "old-copy" | "duplicate-id";
	/** The problem in the user's language. */
	message: string;
	/**
	 * Set on an older fenced copy of an entry that is also in the note as a callout (a conversion, or
	 * a merge of a converted note with an unconverted one): not a second entry, and not unreadable.
	 * The 1-based line of the callout it is a copy of.
	 */
	copyOf?: number;
	/** The entry's id as written, when one could be read (to tell a copy from its original). */
	id?: string;
	raw: string;
}

export interface ParsedLog {
	entries: ParsedEntry[];
	problems: LogProblem[];
}

/** What an older fenced copy of a converted entry is told (see LogProblem.copyOf). */
export function oldCopyMessage(calloutLine: number): string {
	return t("engine.log.note.oldCopy", { line: String(calloutLine) });
}

/** Whether two readings of one id are the same entry, one of them converted (what a conversion keeps, it keeps exactly). */
function sameConverted(a: ParsedEntry, b: ParsedEntry): boolean {
	if (a.form === b.form) return false;
	const plain = ({ entry }: ParsedEntry): string => {
		const { convertedBy: _convertedBy, undone: _undone, ...rest } = entry;
		return canonical(rest);
	};
	return plain(a) === plain(b);
}

/** JSON with every object's keys in order: the two forms' readers build an entry's fields in different orders. */
function canonical(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
	if (typeof value === "object" && value !== null) {
		const record = value as Record<string, unknown>;
		return `{${Object.keys(record)
			.filter((key) => record[key] !== undefined)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
			.join(",")}}`;
	}
	return JSON.stringify(value) ?? "null";
}

/** Entries parsed per step of `readEntries`: small enough that a step stays a few milliseconds. */
const ENTRIES_PER_STEP = 250;

type Found = { line: number; item?: ParsedEntry; problem?: LogProblem };

/**
 * Entries from a scan, in note order, with their problems. A generator, so a long log can be read in
 * slices between which the page stays responsive (it yields every few hundred entries); `parseEntries`
 * reads it in one go.
 */
export function* readEntries(scan: ScanResult): Generator<void, ParsedLog, void> {
	type Source = { line: number; read: () => Found };
	const sources: Source[] = [];
	for (const callout of scan.callouts) {
		sources.push({
			line: callout.startLine,
			read: () => {
				const line = callout.startLine;
				const read = parseCalloutEntry(callout.metadata, callout.body);
				if (read.ok) {
					const item: ParsedEntry = { entry: read.value.entry, startLine: line, endLine: Math.max(callout.endLine, callout.blockIdLine), form: "callout", checksum: read.value.checksum };
					if (read.value.seal !== undefined) item.seal = read.value.seal;
					return { line, item };
				}
				return { line, problem: { line: line + 1, code: "unreadable", message: read.error, id: callout.metadata, raw: scan.lines.slice(line, callout.endLine + 1).join("\n") } };
			},
		});
	}
	for (const block of scan.legacyBlocks) {
		sources.push({
			line: block.startLine,
			read: () => {
				const line = block.startLine;
				if (block.endLine < 0) return { line, problem: { line: line + 1, code: "unclosed", message: t("engine.log.note.unclosed"), raw: block.body } };
				const read = parseLegacyEntryBody(block.body);
				if (!read.ok) return { line, problem: { line: line + 1, code: "unreadable", message: read.error, raw: block.body } };
				return { line, item: { entry: read.value, startLine: line, endLine: block.endLine, form: "fenced", checksum: "none" } };
			},
		});
	}
	for (const hidden of scan.hiddenEntries) {
		const message = t("engine.log.note.hidden", { kind: hidden.kind });
		sources.push({ line: hidden.line, read: () => ({ line: hidden.line, problem: { line: hidden.line + 1, code: "hidden", message, raw: scan.lines[hidden.line] ?? "" } }) });
	}
	// Each kind was collected in note order; the log is in note order across kinds.
	if (scan.legacyBlocks.length > 0 || scan.hiddenEntries.length > 0) sources.sort((a, b) => a.line - b.line);

	const entries: ParsedEntry[] = [];
	const problems: LogProblem[] = [];
	const byId = new Map<string, ParsedEntry>();
	for (const [index, source] of sources.entries()) {
		if (index > 0 && index % ENTRIES_PER_STEP === 0) yield;
		const { item, problem } = source.read();
		if (problem) {
			problems.push(problem);
			continue;
		}
		if (!item) continue;
		const first = byId.get(item.entry.id);
		if (first) {
			const raw = (at: ParsedEntry) => scan.lines.slice(at.startLine, at.endLine + 1).join("\n");
			if (sameConverted(first, item)) {
				// One entry in both forms: the callout counts, the older block is reported for deletion.
				const [callout, fenced] = first.form === "callout" ? [first, item] : [item, first];
				if (callout === item) {
					// The callout comes later in the note: the log stays in note order.
					entries.splice(entries.indexOf(first), 1);
					entries.push(item);
					byId.set(item.entry.id, item);
				}
				problems.push({ line: fenced.startLine + 1, code: "old-copy", message: oldCopyMessage(callout.startLine + 1), id: fenced.entry.id, raw: raw(fenced), copyOf: callout.startLine + 1 });
				continue;
			}
			// Two entries with one id (a copy-paste) would make undo ambiguous: keep the first only.
			problems.push({ line: item.startLine + 1, code: "duplicate-id", message: t("engine.log.note.duplicateId", { id: clip(item.entry.id) }), id: item.entry.id, raw: raw(item) });
			continue;
		}
		byId.set(item.entry.id, item);
		entries.push(item);
	}
	markUndone(entries, byId);
	return { entries, problems };
}

/** Entries from a scan in one go. */
export function entriesOfScan(scan: ScanResult): ParsedLog {
	return runToEnd(readEntries(scan));
}

/** Each undo entry marks the entry it undid (the first undo of it wins). */
export function markUndone(entries: readonly ParsedEntry[], byId: ReadonlyMap<string, ParsedEntry>): void {
	for (const { entry } of entries) {
		if (entry.kind !== "undo" || entry.undoes === undefined) continue;
		const target = byId.get(entry.undoes);
		if (target && target.entry.undone === undefined) target.entry.undone = entry.id;
	}
}

export function parseEntries(noteText: string): ParsedLog {
	return entriesOfScan(scanMarkdown(noteText));
}

/** The entry a user means by "the last one": the latest that is not an undo and not yet undone. */
export function lastUndoable(log: ParsedLog): ParsedEntry | undefined {
	for (let index = log.entries.length - 1; index >= 0; index--) {
		const item = log.entries[index];
		if (item && item.entry.kind !== "undo" && item.entry.undone === undefined) return item;
	}
	return undefined;
}
