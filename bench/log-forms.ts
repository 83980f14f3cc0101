/**
 * How each candidate Markdown form for a session-log entry survives two devices' appends merged line
 * by line (issue 22): the figures the Manual's "Session log and undo" note gives for choosing the
 * callout form. Run with `npx tsx bench/log-forms.ts`. Each device appends two tasks alike line for
 * line (the same character, task and inputs, as happens at a table); an entry counts as kept whole when
 * all its lines come out together, in order, in the merged note.
 *
 * - fenced:   the older form, one ```ledger-entry block per entry (opens and closes with the same lines);
 * - callout1: a callout per entry with one fact per line (first and last lines its own, nothing between);
 * - list:     a list item per entry with one fact per child item (first line its own, with a block id);
 * - callout:  the chosen form: facts of one kind share a line, a line of the entry's own every fourth line.
 */
import { InsertionPlanner, makeEntry, serializeEntry, serializeLegacyEntry, type LogEntry } from "../src/engine/log";
import { gitMergeFile, keepBothSides, syncMerge } from "../test/helpers/merges";
import { print } from "../scripts/print.mjs";

function task(id: string, roll: number): LogEntry {
	return makeEntry({
		id,
		time: "2026-11-21T19:30:00.000Z",
		kind: "task",
		system: "cypher",
		actor: "[[Kessa Varn]]",
		title: "Climb the scree (Might, trained)",
		inputs: [
			{ key: "difficulty", value: 4 },
			{ key: "effort", value: 1 },
		],
		dice: [{ notation: "d20", dice: [{ value: roll, kept: true }], total: roll }],
		outcome: { code: "success", text: "Success" },
		explanation: ["Difficulty 4 (Difficult).", "Effort eases the task by 1 step.", "Edge 1 takes 1 off."],
		changes: [{ target: "[[Kessa Varn]]", key: "might", before: 13, after: 11 }],
		links: ["Effort", "Edge"],
	});
}

/** The chosen form's facts, one per line (candidate "callout1"). */
function calloutOneFactPerLine(entry: LogEntry): string {
	const lines = serializeEntry(entry).split("\n");
	const out: string[] = [];
	for (const line of lines) {
		const fact = /^> - (input|why|rule): (.*)$/.exec(line);
		if (fact) for (const item of (fact[2] ?? "").split(" · ")) out.push(`> - ${fact[1]}: ${item}`);
		else if (!line.startsWith("> - check:")) out.push(line);
	}
	return out.join("\n");
}

/** A list item per entry, its facts as child items (candidate "list"). */
function listItem(entry: LogEntry): string {
	const facts = calloutOneFactPerLine(entry).split("\n").slice(1, -2).map((line) => `    - ${line.slice(4)}`);
	return [`- ${serializeEntry(entry).split("\n")[0]?.replace(/^> \[!ledger\|[^\]]*\]- /, "")} ^${entry.id}`, ...facts].join("\n");
}

const FORMS: Record<string, (entry: LogEntry) => string> = { fenced: serializeLegacyEntry, callout1: calloutOneFactPerLine, list: listItem, callout: serializeEntry };

for (const [name, write] of Object.entries(FORMS)) {
	const entries = ["m00000base-000000", "m00000lapt-111111", "m00000lapt-222222", "m00000phon-333333", "m00000phon-444444"].map((id, i) => task(id, 14 + (i % 2)));
	const [shared, a1, a2, b1, b2] = entries as [LogEntry, LogEntry, LogEntry, LogEntry, LogEntry];
	const append = (text: string, items: LogEntry[]) => {
		const planner = new InsertionPlanner();
		let out = text;
		for (const item of items) out = planner.plan(out, write(item)).result;
		return out;
	};
	const base = append("# Session 4\n\n## Log\n", [shared]);
	const ours = append(base, [a1, a2]);
	const theirs = append(base, [b1, b2]);
	const whole = (merged: string) => entries.filter((entry) => merged.includes(write(entry))).length;
	const results = {
		"git --union": whole(gitMergeFile(ours, base, theirs, true)),
		"git, both kept": whole(keepBothSides(gitMergeFile(ours, base, theirs, false))),
		"diff-match-patch": whole(syncMerge(ours, base, theirs).merged),
	};
	print(`${name.padEnd(9)} ${Object.entries(results).map(([merge, count]) => `${merge}: ${count}/5 whole`).join(" · ")}`);
}
