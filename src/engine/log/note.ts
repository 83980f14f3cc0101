/**
 * Reading a whole session note: every `ledger-entry` block becomes an entry or a problem (never
 * silently dropped), and undo entries mark the entries they undid.
 */
import type { LogEntry } from "./entry";
import { clip, ENTRY_LANGUAGE, parseEntryBody } from "./format";
import { scanMarkdown } from "./markdown-scan";

export interface ParsedEntry {
	entry: LogEntry;
	/** 0-based lines of the opening and closing fences. */
	startLine: number;
	endLine: number;
	raw: string;
}

export interface LogProblem {
	/** 1-based line of the block's opening fence, as an editor shows it. */
	line: number;
	message: string;
	raw: string;
}

export interface ParsedLog {
	entries: ParsedEntry[];
	problems: LogProblem[];
}

export function parseEntries(noteText: string): ParsedLog {
	const entries: ParsedEntry[] = [];
	const problems: LogProblem[] = [];
	const byId = new Map<string, ParsedEntry>();
	for (const block of scanMarkdown(noteText).blocks) {
		if (block.language !== ENTRY_LANGUAGE) continue;
		const line = block.startLine + 1;
		if (block.endLine < 0) {
			problems.push({ line, message: "This log entry's code block is never closed.", raw: block.body });
			continue;
		}
		const parsed = parseEntryBody(block.body);
		if (!parsed.ok) {
			problems.push({ line, message: parsed.error, raw: block.body });
			continue;
		}
		if (byId.has(parsed.value.id)) {
			// Two blocks with one id (a copy-paste) would make undo ambiguous: keep the first only.
			problems.push({ line, message: `Another entry already has the id "${clip(parsed.value.id)}".`, raw: block.body });
			continue;
		}
		const item = { entry: parsed.value, startLine: block.startLine, endLine: block.endLine, raw: block.body };
		byId.set(parsed.value.id, item);
		entries.push(item);
	}
	for (const { entry } of entries) {
		if (entry.kind !== "undo" || entry.undoes === undefined) continue;
		const target = byId.get(entry.undoes);
		if (target && target.entry.undone === undefined) target.entry.undone = entry.id;
	}
	return { entries, problems };
}

/** The entry a user means by "the last one": the latest that is not an undo and not yet undone. */
export function lastUndoable(log: ParsedLog): ParsedEntry | undefined {
	for (let index = log.entries.length - 1; index >= 0; index--) {
		const item = log.entries[index];
		if (item && item.entry.kind !== "undo" && item.entry.undone === undefined) return item;
	}
	return undefined;
}
