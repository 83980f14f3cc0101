import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeEntry, parseEntries, parseLegacyEntryBody as parseEntryBody, serializeLegacyEntry as serializeEntry, type LogEntry } from "../../../src/engine/log";
import { entryArbitrary } from "./arbitraries";

const climb: LogEntry = makeEntry({
	id: "mhz3k2a1b-x7q2ka",
	time: "2026-11-21T02:30:00.000Z",
	kind: "task",
	system: "cypher",
	actor: "[[Kira]]",
	title: "Climb (Might, trained)",
	inputs: [
		{ key: "difficulty", value: 4 },
		{ key: "effort", value: 1 },
		{ key: "trained", value: true },
	],
	dice: [{ notation: "d20", dice: [{ value: 14, kept: true }], total: 14 }],
	outcome: { code: "success", text: "Success" },
	explanation: ["Trained in climbing eases the task by 1 step.", "One level of Effort eases it by 1 more: difficulty 2, target 6."],
	changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }],
	links: ["Effort"],
});

/** Serialized entries are parsed as part of a note, which is how they are read back in play. */
function roundTrip(entry: LogEntry): LogEntry | undefined {
	const note = `# Session 3\n\nSome notes.\n\n## Log\n\n${serializeEntry(entry)}\n`;
	const parsed = parseEntries(note);
	expect(parsed.problems).toEqual([]);
	return parsed.entries[0]?.entry;
}

/**
 * The log's older form (a fenced ```ledger-entry block per entry): sessions written before the callout
 * form still hold it, so it is still read exactly, and "Convert session log" can write it back on undo.
 */
describe("the older fenced entry form", () => {
	it("reads as plain Markdown: a summary line and key: value lines", () => {
		expect(serializeEntry(climb)).toBe(
			[
				"```ledger-entry",
				"» [[Kira]] · Climb (Might, trained) · Success",
				"id: mhz3k2a1b-x7q2ka",
				"time: 2026-11-21T02:30:00.000Z",
				"kind: task",
				"system: cypher",
				"actor: [[Kira]]",
				"title: Climb (Might, trained)",
				"input: difficulty = 4",
				"input: effort = 1",
				"input: trained = true",
				"dice: d20 → 14 = 14",
				"outcome: success · Success",
				"why: Trained in climbing eases the task by 1 step.",
				"why: One level of Effort eases it by 1 more: difficulty 2, target 6.",
				"change: [[Kira]] · might = 9 → 7",
				"rule: Effort",
				"```",
			].join("\n"),
		);
	});

	it("shows dropped dice in parentheses and keeps every die", () => {
		const entry = makeEntry({ id: "a", time: climb.time, kind: "roll", actor: "GM", title: "Stats", dice: [{ notation: "4d6kh3", dice: [6, 5, 3, 1].map((value, i) => ({ value, kept: i < 3 })), total: 14 }] });
		expect(serializeEntry(entry)).toContain("dice: 4d6kh3 → 6 5 3 (1) = 14");
		expect(roundTrip(entry)?.dice).toEqual(entry.dice);
	});

	it("keeps arrows and middle dots readable in explanation and title lines, where nothing splits on them", () => {
		const entry = { ...climb, title: "Recovery · ten minutes", explanation: ["Might 3 → 7 (the Pool was empty)."] };
		const text = serializeEntry(entry);
		expect(text).toContain("why: Might 3 → 7 (the Pool was empty).");
		expect(text).toContain("title: Recovery · ten minutes");
		expect(roundTrip(entry)).toEqual(entry);
	});

	it("keeps types apart: the string \"4\" is quoted, the number 4 is not", () => {
		const entry = makeEntry({ id: "a", time: climb.time, kind: "roll", actor: "", title: "t", inputs: [{ key: "n", value: 4 }, { key: "s", value: "4" }, { key: "b", value: "true" }, { key: "e", value: "" }] });
		const text = serializeEntry(entry);
		expect(text).toContain("input: n = 4\n");
		expect(text).toContain('input: s = "4"\n');
		expect(text).toContain('input: b = "true"\n');
		expect(roundTrip(entry)?.inputs).toEqual(entry.inputs);
	});

	it("no value can close the fence or start a new line", () => {
		const entry = makeEntry({ id: "a", time: climb.time, kind: "note", actor: "```\n## Log\n```ledger-entry", title: "a\r\nb`c", explanation: ["\u2028x"] });
		const body = serializeEntry(entry).split("\n");
		// fences, summary, id, time, kind, system, actor, title, why: ten lines, no more.
		expect(body.length).toBe(10);
		expect(body.slice(1, -1).some((line) => line.includes("`"))).toBe(false);
		expect(roundTrip(entry)).toEqual(entry);
	});

	it("round-trips any entry, hostile strings included (ids as the id factory writes them)", () => {
		fc.assert(
			fc.property(entryArbitrary, (entry) => {
				expect(roundTrip(entry)).toEqual(entry);
			}),
			{ numRuns: 400 },
		);
	});

	it.each([
		["an unknown field", "id: a\ntime: 2026-11-21T02:30:00.000Z\nkind: roll\ncolour: red", '"colour" is not a log entry field'],
		["no id", "time: 2026-11-21T02:30:00.000Z\nkind: roll", "The entry has no id."],
		["a bad time", "id: a\ntime: yesterday\nkind: roll", 'The time "yesterday" is not a date and time.'],
		["a broken change", "id: a\ntime: 2026-11-21T02:30:00.000Z\nkind: roll\nchange: Kira might 9 to 7", 'a change must read "note · key = before → after"'],
		["a broken dice line", "id: a\ntime: 2026-11-21T02:30:00.000Z\nkind: roll\ndice: d20 = fourteen", "dice must read"],
		["a field twice", "id: a\nid: b\ntime: 2026-11-21T02:30:00.000Z\nkind: roll", '"id" appears twice'],
		["a line that is not key: value", "id: a\ntime: 2026-11-21T02:30:00.000Z\nkind: roll\nI rolled well", "is not a \"key: value\" line"],
	])("refuses an entry with %s, saying what is wrong", (_name, body, message) => {
		const result = parseEntryBody(body);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(message);
	});
});
