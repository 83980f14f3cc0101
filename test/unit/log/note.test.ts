import { describe, expect, it } from "vitest";
import { lastUndoable, makeEntry, parseEntries, serializeEntry } from "../../../src/engine/log";

const time = "2026-11-21T02:30:00.000Z";
const climb = makeEntry({ id: "e1", time, kind: "task", actor: "[[Kira]]", title: "Climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
const undo = makeEntry({ id: "e2", time, kind: "undo", actor: "[[Kira]]", title: "Undo: Climb", undoes: "e1", changes: [{ target: "[[Kira]]", key: "might", before: 7, after: 9 }] });

describe("reading a session note's log", () => {
	it("marks an entry undone by a later undo entry, without touching the original block", () => {
		const note = `## Log\n\n${serializeEntry(climb)}\n\n${serializeEntry(undo)}\n`;
		const log = parseEntries(note);
		expect(log.entries.map((e) => [e.entry.id, e.entry.undone])).toEqual([
			["e1", "e2"],
			["e2", undefined],
		]);
		expect(lastUndoable(log)).toBeUndefined();
	});

	it("reports a hand-broken entry as a problem with its line and text, and keeps reading the rest", () => {
		const broken = serializeEntry(climb).replace("change: [[Kira]] · might = 9 → 7", "change: Kira lost two might");
		const note = `intro\n\n${broken}\n\n${serializeEntry({ ...undo, undoes: "zz" })}\n`;
		const log = parseEntries(note);
		expect(log.entries.map((e) => e.entry.id)).toEqual(["e2"]);
		expect(log.problems).toHaveLength(1);
		expect(log.problems[0]?.line).toBe(3);
		expect(log.problems[0]?.raw).toContain("Kira lost two might");
	});

	it("reports an entry block that is never closed", () => {
		const log = parseEntries("## Log\n\n```ledger-entry\nid: e1\n");
		expect(log.problems[0]?.message).toBe("This log entry's code block is never closed.");
	});

	it("reports a copied entry (same id) instead of counting it twice", () => {
		const log = parseEntries(`${serializeEntry(climb)}\n\n${serializeEntry(climb)}\n`);
		expect(log.entries).toHaveLength(1);
		expect(log.problems[0]?.message).toContain('already has the id "e1"');
	});

	it("does not read an entry shown as an example inside a longer fence", () => {
		const log = parseEntries(`\`\`\`\`md\n${serializeEntry(climb)}\n\`\`\`\`\n`);
		expect(log.entries).toEqual([]);
	});

	it("the last undoable entry skips undo entries and undone ones", () => {
		const later = makeEntry({ id: "e3", time, kind: "roll", actor: "GM", title: "d6" });
		const log = parseEntries([climb, undo, later].map(serializeEntry).join("\n\n"));
		expect(lastUndoable(log)?.entry.id).toBe("e3");
	});
});
