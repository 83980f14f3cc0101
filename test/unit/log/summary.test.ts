import { describe, expect, it } from "vitest";
import { makeEntry, summarize, type LogEntry } from "../../../src/engine/log";

const time = "2026-11-21T02:30:00.000Z";
const d20 = [{ notation: "d20", dice: [{ value: 14, kept: true }], total: 14 }];
const entries: LogEntry[] = [
	makeEntry({ id: "1", time, kind: "task", actor: "[[Kira]]", title: "Climb", dice: d20, outcome: { code: "success", text: "Success" } }),
	makeEntry({ id: "2", time, kind: "attack", actor: "[[Kira]]", title: "Bash", dice: d20, outcome: { code: "failure", text: "Miss" } }),
	makeEntry({ id: "3", time, kind: "task", actor: "[[Kira]]", title: "Leap", dice: d20, outcome: { code: "critical-success", text: "Major effect" } }),
	makeEntry({ id: "4", time, kind: "intrusion", actor: "GM", title: "The rope snaps", changes: [{ target: "[[Kira]]", key: "xp", before: 3, after: 5 }] }),
	makeEntry({ id: "5", time, kind: "xp", actor: "[[Kira]]", title: "Reroll", changes: [{ target: "", key: "xp", before: 5, after: 4 }] }),
	makeEntry({ id: "6", time, kind: "task", actor: "[[Oru]]", title: "Sneak", dice: d20, outcome: { code: "success", text: "Success" }, undone: "7" }),
	makeEntry({ id: "7", time, kind: "undo", actor: "[[Oru]]", title: "Undo: Sneak", undoes: "6" }),
];

describe("summary of a session", () => {
	it("counts rolls, successes, failures, intrusions and XP per character; undone entries do not count", () => {
		expect(summarize(entries)).toEqual([
			{ actor: "[[Kira]]", rolls: 3, successes: 2, failures: 1, intrusions: 0, xpGained: 2, xpSpent: 1 },
			{ actor: "GM", rolls: 0, successes: 0, failures: 0, intrusions: 1, xpGained: 0, xpSpent: 0 },
		]);
	});
});
