/**
 * The log entry's Markdown form (issue 22): one folded callout per entry that Obsidian renders and
 * indexes itself. Checked as a user reads it (the exact lines), as Markdown renders it (commonmark as
 * the reference: every value shows as exactly the text it holds, whatever it holds), and as the plugin
 * reads it back (a round trip of any entry, hostile text included).
 */
import { Parser, type Node } from "commonmark";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changesChecksum, makeEntry, parseCalloutEntry, parseEntries, serializeEntry, type LogEntry } from "../../../src/engine/log";
import { entryArbitrary, hostileString } from "./arbitraries";

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

/** The entry as the plugin would give it back: what it holds, in the order the model lists it. */
function normal(entry: LogEntry): LogEntry {
	const { outcome, ...rest } = entry;
	return JSON.parse(JSON.stringify(outcome === undefined ? rest : { ...rest, outcome })) as LogEntry;
}

function textOf(node: Node): string {
	let text = "";
	const walker = node.walker();
	for (let step = walker.next(); step; step = walker.next()) {
		if (step.entering && step.node.literal !== null && step.node.type !== "html_inline") text += step.node.literal;
		if (step.entering && step.node.type === "softbreak") text += "\n";
	}
	return text;
}

describe("the entry's Markdown form", () => {
	it("is a folded callout: a summary line, one kind of fact per line, the fields Dataview queries, the block id last", () => {
		expect(serializeEntry(climb)).toBe(
			[
				"> [!ledger|mhz3k2a1b-x7q2ka]- [[Kira]] · Climb (Might, trained) · Success",
				"> - input: difficulty = 4 · effort = 1 · trained = true",
				"> - dice: d20 → 14 = 14",
				"> - [kind:: task] [title:: Climb (Might, trained)] [actor:: [[Kira]]] [target:: [[Kira]]] [outcome:: success] [roll:: 14] [system:: cypher] [time:: 2026-11-21T02:30:00.000Z] [id:: mhz3k2a1b-x7q2ka]",
				"> - outcome: Success",
				"> - why: Trained in climbing eases the task by 1 step. · One level of Effort eases it by 1 more: difficulty 2, target 6.",
				"> - change: [[Kira]] · might = 9 → 7",
				`> - check: ${changesChecksum(climb)}`,
				"> - rule: [[Effort]]",
				"",
				"^mhz3k2a1b-x7q2ka",
			].join("\n"),
		);
		expect(normal(roundTrip(climb) as LogEntry)).toEqual(normal(climb));
	});

	it("has a line of its own at least every fourth line, so a merge never splits it", () => {
		const busy = makeEntry({ ...climb, encounter: "[[Ambush]]", undoes: "x1", changes: [...climb.changes, { target: "[[Oru]]", key: "xp", before: 1, after: 2 }], links: ["Effort", "Edge"] });
		const lines = serializeEntry(busy).split("\n");
		const own = (line: string) => line.includes(busy.id) || line.startsWith("> - check: ");
		for (let at = 0; at + 4 <= lines.length; at++) expect(lines.slice(at, at + 4).some(own), lines.slice(at, at + 4).join("\n")).toBe(true);
	});

	it("shows dropped dice in parentheses, and writes at most a thousand faces with the count of the rest", () => {
		const stats = makeEntry({ id: "a", time: climb.time, kind: "roll", actor: "GM", title: "Stats", dice: [{ notation: "4d6kh3", dice: [6, 5, 3, 1].map((value, i) => ({ value, kept: i < 3 })), total: 14 }] });
		expect(serializeEntry(stats)).toContain("> - dice: 4d6kh3 → 6 5 3 (1) = 14");
		expect(roundTrip(stats)?.dice).toEqual(stats.dice);
		const swarm = makeEntry({ id: "b", time: climb.time, kind: "roll", actor: "GM", title: "Swarm", dice: [{ notation: "5000d2", dice: Array.from({ length: 5000 }, () => ({ value: 1, kept: true })), total: 5000 }] });
		const written = serializeEntry(swarm);
		expect(written).toContain(" 1 +4000 = 5000");
		expect(written.length).toBeLessThan(3000);
		const back = roundTrip(swarm);
		expect(back?.dice[0]?.dice).toHaveLength(1000);
		expect(back?.dice[0]?.omitted).toBe(4000);
		expect(back?.dice[0]?.total).toBe(5000);
	});

	it("refuses what no note can hold: an id that is not letters, digits and dashes, or an entry over 64 KB", () => {
		expect(() => serializeEntry({ ...climb, id: "a]b" })).toThrow(/not letters, digits and dashes/);
		const long = { ...climb, explanation: Array.from({ length: 800 }, () => "x".repeat(100)) };
		expect(() => serializeEntry(long)).toThrow(/more than the 64 KB an entry may add/);
	});

	it("keeps types apart: the string \"4\" is quoted, the number 4 is not", () => {
		const entry = makeEntry({ id: "a", time: climb.time, kind: "roll", actor: "", title: "t", inputs: [{ key: "n", value: 4 }, { key: "s", value: "4" }, { key: "b", value: "true" }, { key: "e", value: "" }] });
		const text = serializeEntry(entry);
		expect(text).toContain('> - input: n = 4 · s = "4" · b = "true" · e = ""\n');
		expect(roundTrip(entry)?.inputs).toEqual(entry.inputs);
	});

	it("no value can end the callout, start a line, or hide what follows", () => {
		const entry = makeEntry({ id: "a", time: climb.time, kind: "note", actor: "> x\n## Log\n%%", title: "a\r\nb`c $$ <!-- %%", explanation: ["\u2028x", "<pre>"] });
		const lines = serializeEntry(entry).split("\n");
		// callout head, fields, whys, check, blank, block id: six lines, no more.
		expect(lines).toHaveLength(6);
		expect(lines.slice(0, 4).every((line) => line.startsWith("> "))).toBe(true);
		expect(normal(roundTrip(entry) as LogEntry)).toEqual(normal(entry));
	});

	it("renders every value as exactly its text, and keeps real [[links]] as links (commonmark as the reference)", () => {
		fc.assert(
			fc.property(hostileString, (text) => {
				// eslint-disable-next-line no-control-regex -- line breaks and controls are written as codes, not shown as typed
				const value = text.replace(/[\r\n\u2028\u2029\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/g, "").replace(/\[\[[^[\]]*\]\]/g, "");
				const entry = makeEntry({ id: "v1", time: climb.time, kind: "note", actor: "", title: value });
				const markdown = serializeEntry(entry);
				const quote = new Parser().parse(markdown).firstChild;
				expect(quote?.type).toBe("block_quote");
				// The title as the fields line shows it: "[title:: <value>]", rendered (commonmark has no %%, $ or ^ syntax; those are escaped for Obsidian).
				const items: string[] = [];
				const walker = (quote as Node).walker();
				for (let step = walker.next(); step; step = walker.next()) if (step.entering && step.node.type === "item") items.push(textOf(step.node));
				const fields = items.find((item) => item.startsWith("[kind:: "));
				const shown = /\[title:: (.*?)\] \[time:: /.exec(fields ?? "")?.[1];
				expect(shown === value || shown === `"${value}"`, `${JSON.stringify(value)} shown as ${JSON.stringify(shown)}`).toBe(true);
			}),
			{ numRuns: 500 },
		);
	});

	it("writes rule pages and the people in it as links Obsidian indexes", () => {
		const text = serializeEntry(climb);
		expect(text).toContain("> - rule: [[Effort]]");
		expect(text).toContain("> - change: [[Kira]] · might");
		const undo = makeEntry({ id: "u1", time: climb.time, kind: "undo", actor: "[[Kira]]", title: "Undo: Climb", undoes: climb.id });
		expect(serializeEntry(undo)).toContain(`[undoes:: [[#^${climb.id}]]]`);
		expect(roundTrip(undo)?.undoes).toBe(climb.id);
	});

	it("round-trips any entry, hostile strings included", () => {
		fc.assert(
			fc.property(entryArbitrary, (entry) => {
				expect(normal(roundTrip(entry) as LogEntry)).toEqual(normal(entry));
			}),
			{ numRuns: 400 },
		);
	});

	it.each([
		["an unknown field", ["- [kind:: roll] [title:: t] [time:: 2026-11-21T02:30:00.000Z]", "- colour: red"], '"colour" is not a log entry field'],
		["no fields line", ["- outcome: Success"], "has no [kind:: …] fields line"],
		["no time", ["- [kind:: roll] [title:: t]"], "has no time"],
		["no title", ["- [kind:: roll] [time:: 2026-11-21T02:30:00.000Z]"], "has no title"],
		["a bad time", ["- [kind:: roll] [title:: t] [time:: yesterday]"], 'The time "yesterday" is not a date and time.'],
		["another id in its fields", ["- [kind:: roll] [title:: t] [time:: 2026-11-21T02:30:00.000Z] [id:: e2]"], "is not the id of its callout"],
		["a broken change", ["- [kind:: roll] [title:: t] [time:: 2026-11-21T02:30:00.000Z]", "- change: Kira might 9 to 7"], 'Line 3 of the entry: a change must read "note · key = before → after"'],
		["a broken dice line", ["- [kind:: roll] [title:: t] [time:: 2026-11-21T02:30:00.000Z]", "- dice: d20 = fourteen"], "dice must read"],
		["a field twice", ["- [kind:: roll] [title:: t] [time:: 2026-11-21T02:30:00.000Z]", "- outcome: a", "- outcome: b"], '"outcome" appears twice'],
		["a line that is not key: value", ["- [kind:: roll] [title:: t] [time:: 2026-11-21T02:30:00.000Z]", "- I rolled well"], 'not a "key: value" line'],
	])("refuses an entry with %s, saying what is wrong", (_name, body, message) => {
		const result = parseCalloutEntry("e1", body);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(message);
	});

	it("recognises an entry whose changes were edited by hand after it was logged, and one Obsidian only renamed", () => {
		const body = serializeEntry(climb).split("\n").slice(1, -2).map((line) => line.slice(2));
		const read = (lines: string[]) => {
			const result = parseCalloutEntry(climb.id, lines);
			if (!result.ok) throw new Error(result.error);
			return result.value.checksum;
		};
		expect(read(body)).toBe("ok");
		expect(read(body.map((line) => line.replace("might = 9 → 7", "might = 99 → 7")))).toBe("edited");
		expect(read(body.map((line) => line.replace("might = 9", "xp = 9")))).toBe("edited");
		expect(read(body.map((line) => line.replace("might = 9 → 7", 'might = "9" → 7')))).toBe("edited");
		// Only the change's note swapped for another: the actor is no longer the one changed.
		expect(read(body.map((line) => (line.startsWith("- change:") ? line.replace("[[Kira]]", "[[Oru]]") : line)))).toBe("edited");
		// A rename rewrites every link to the note: still the entry as it was logged.
		expect(read(body.map((line) => line.replaceAll("[[Kira]]", "[[Kira Vane]]")))).toBe("ok");
	});
});
