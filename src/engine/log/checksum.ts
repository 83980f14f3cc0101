/**
 * A short checksum of an entry's changes, written with the entry, so undo can tell an entry that was
 * edited by hand after it was logged (a before-value changed to 99, a key or a character swapped)
 * from one Obsidian rewrote on a rename. Renames rewrite link text, so links do not count by their
 * text: a change's note counts as "the actor", or by which of the entry's notes it is (first, second…),
 * and a link inside a value counts only as "a link". Everything else counts exactly: the key, the
 * type and text of each value, and the order of the changes.
 *
 * FNV-1a over UTF-16 code units, 32 bits, 8 hex digits: enough to catch an edit, not a security
 * measure (anyone who can edit the note can recompute it; undo still compares every value with the
 * note before it writes).
 */
import type { StateChange, StateValue } from "../state";
import type { LogEntry } from "./entry";

const ANY_LINK = /\[\[[^[\]]*\]\]/g;

function canonicalValue(value: StateValue): string {
	if (value === null) return "null";
	if (Array.isArray(value)) return `list[${value.map((item) => `s:${item.replace(ANY_LINK, "[[]]")}`).join("\u0001")}]`;
	if (typeof value === "string") return `s:${value.replace(ANY_LINK, "[[]]")}`;
	return `${typeof value === "number" ? "n" : "b"}:${String(value)}`;
}

function canonicalChanges(actor: string, changes: readonly StateChange[]): string {
	const notes: string[] = [];
	const slot = (target: string): string => {
		if (target === "" || target === actor) return "actor";
		let index = notes.indexOf(target);
		if (index < 0) index = notes.push(target) - 1;
		return `note${index}`;
	};
	return changes.map((change) => [slot(change.target), change.key, canonicalValue(change.before), canonicalValue(change.after)].join("\u0000")).join("\n");
}

function fnv1a(text: string): string {
	let hash = 0x811c9dc5;
	for (let index = 0; index < text.length; index++) {
		hash ^= text.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash.toString(16).padStart(8, "0");
}

/** The checksum of an entry's changes (its id included, so one entry's lines cannot vouch for another's). */
export function changesChecksum(entry: Pick<LogEntry, "id" | "actor" | "changes">): string {
	return fnv1a(`${entry.id}\n${canonicalChanges(entry.actor, entry.changes)}`);
}
