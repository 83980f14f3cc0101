import { makeEntry, serializeSealedEntry, type LogEntry } from "../../../src/engine/log";
import { sealNow } from "../../../src/notes/log/seal-keys";
import type { StateChange } from "../../../src/engine/state";

export const SESSION = "Sessions/Session 3.md";
export const KIRA = "People/Kira.md";
export const ORU = "People/Oru.md";

export const kiraNote = "---\nledger: character\nsystem: cypher\nmight: 9\nspeed: 10\nxp: 3\nplayer: Ana\n---\n# Kira\n\nA glaive from the Steadfast.\n";
export const oruNote = "---\nledger: character\nintellect: 11\nxp: 0\n---\n# Oru\n";
export const sessionNote = "---\nledger: session\nnumber: 3\n---\n# Session 3\n\nThe party reaches the ruin.\n";

let counter = 0;
export function entry(fields: Partial<LogEntry> & { changes?: StateChange[] } = {}): LogEntry {
	counter++;
	return makeEntry({
		id: fields.id ?? `e${String(counter).padStart(4, "0")}`,
		time: "2026-11-21T02:30:00.000Z",
		kind: "task",
		system: "cypher",
		actor: "[[Kira]]",
		title: "Climb (Might, trained)",
		outcome: { code: "success", text: "Success" },
		dice: [{ notation: "d20", dice: [{ value: 14, kept: true }], total: 14 }],
		...fields,
	});
}

export function ids(): () => string {
	let next = 0;
	return () => `u${String(++next).padStart(4, "0")}`;
}

/** An entry's Markdown as the plugin writes it in this vault: sealed with the vault's key (an unsealed one is "typed or pasted"). */
export function written(logged: LogEntry): string {
	return serializeSealedEntry(logged, sealNow(logged));
}
