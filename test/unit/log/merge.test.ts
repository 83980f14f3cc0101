/**
 * Two devices append to one session, and a line-based merge puts their notes together (issue 22 §2).
 * Every entry's first line (its id in the callout's metadata) and last line (its block id) are its
 * own, so the merge keeps each entry whole: checked with `git merge-file` (plain, with both sides
 * kept, and `--union`, the merge driver many vaults set for notes) and with diff-match-patch, the
 * text merge Obsidian Sync uses. The older fenced form, whose entries all open and close with the same
 * two lines, is merged the same way for comparison: that is where entries fused or split.
 */
import { describe, expect, it } from "vitest";
import { InsertionPlanner, makeEntry, parseEntries, serializeEntry, serializeLegacyEntry, type LogEntry } from "../../../src/engine/log";
import { gitMergeFile, keepBothSides, syncMerge as syncTextMerge } from "../../helpers/merges";


/** A task as the table logs it: most of its lines are the same as any other task's. */
function task(id: string, who: string, roll: number): LogEntry {
	return makeEntry({
		id,
		time: "2026-11-21T19:30:00.000Z",
		kind: "task",
		system: "cypher",
		actor: `[[${who}]]`,
		title: "Climb the scree (Might, trained)",
		inputs: [
			{ key: "difficulty", value: 4 },
			{ key: "effort", value: 1 },
		],
		dice: [{ notation: "d20", dice: [{ value: roll, kept: true }], total: roll }],
		outcome: { code: "success", text: "Success" },
		explanation: ["Difficulty 4 (Difficult).", "Effort eases the task by 1 step."],
		changes: [{ target: `[[${who}]]`, key: "might", before: 13, after: 11 }],
		links: ["Effort"],
	});
}

const base = "---\nledger: session\n---\n# Session 4\n\n## Log\n";

function appendAll(text: string, entries: LogEntry[], write: (entry: LogEntry) => string): string {
	const planner = new InsertionPlanner();
	let out = text;
	for (const entry of entries) out = planner.plan(out, write(entry)).result;
	return out;
}

/** The base note with one shared entry, and what each device appended to it. */
function devices(write: (entry: LogEntry) => string) {
	const start = appendAll(base, [task("m0000shared-aaaaaa", "Kessa Varn", 14)], write);
	const ours = appendAll(start, [task("m0000laptop-bbbbb1", "Kessa Varn", 12), task("m0000laptop-bbbbb2", "Oru Thale", 15)], write);
	const theirs = appendAll(start, [task("m0000phone0-ccccc1", "Kessa Varn", 9), task("m0000phone0-ccccc2", "Brisk Amwell", 17)], write);
	return { start, ours, theirs };
}

function syncMerge(ours: string, start: string, theirs: string): string {
	const { merged, applied } = syncTextMerge(ours, start, theirs);
	expect(applied).toBe(true);
	return merged;
}

const expected = ["m0000shared-aaaaaa", "m0000laptop-bbbbb1", "m0000laptop-bbbbb2", "m0000phone0-ccccc1", "m0000phone0-ccccc2"];
const sorted = (text: string) => parseEntries(text).entries.map((item) => item.entry.id).sort();

describe("two devices' appends, merged line by line", () => {
	const { start, ours, theirs } = devices(serializeEntry);

	it.each([
		["git merge-file --union", () => gitMergeFile(ours, start, theirs, true)],
		["git merge-file, both sides kept", () => keepBothSides(gitMergeFile(ours, start, theirs, false))],
		["git merge-file, markers still in the note", () => gitMergeFile(ours, start, theirs, false)],
		["a diff-match-patch text merge (Obsidian Sync)", () => syncMerge(ours, start, theirs)],
	])("%s: every entry of both devices reads back whole, once, with what it held", (_name, merge) => {
		const merged = merge();
		const log = parseEntries(merged);
		expect(log.problems).toEqual([]);
		expect(sorted(merged)).toEqual([...expected].sort());
		for (const item of log.entries) {
			expect(item.checksum).toBe("ok");
			expect(item.entry.changes).toHaveLength(1);
			expect(item.entry.explanation).toHaveLength(2);
		}
	});

	it("the merged note appends on from there: the next entry lands after both devices' entries", () => {
		const merged = gitMergeFile(ours, start, theirs, true);
		const next = appendAll(merged, [task("m0000after0-dddddd", "Kessa Varn", 20)], serializeEntry);
		expect(parseEntries(next).entries.map((item) => item.entry.id).at(-1)).toBe("m0000after0-dddddd");
	});

	it("the older fenced form, merged the same way, fuses or splits entries (why the form changed)", () => {
		const old = devices(serializeLegacyEntry);
		const merged = gitMergeFile(old.ours, old.start, old.theirs, true);
		expect(parseEntries(merged).entries.length).toBeLessThan(expected.length);
	});
});
