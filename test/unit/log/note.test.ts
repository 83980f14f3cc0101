/**
 * Reading a session note's log (issue 22 §3): every entry Obsidian shows is read wherever the user
 * put it (moved into a callout, indented in a list), one Obsidian hides is listed with the reason,
 * and nothing is silently dropped.
 */
import { afterEach, describe, expect, it } from "vitest";
import { lastUndoable, makeEntry, parseCalloutEntry, parseEntries, serializeEntry, serializeLegacyEntry } from "../../../src/engine/log";
import { setLanguage } from "../../../src/lang";

const time = "2026-11-21T02:30:00.000Z";
const climb = makeEntry({ id: "e1", time, kind: "task", actor: "[[Kira]]", title: "Climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
const undo = makeEntry({ id: "e2", time, kind: "undo", actor: "[[Kira]]", title: "Undo: Climb", undoes: "e1", changes: [{ target: "[[Kira]]", key: "might", before: 7, after: 9 }] });
const ids = (text: string) => parseEntries(text).entries.map((item) => item.entry.id);
const indent = (text: string, prefix: string) => text.split("\n").map((line) => (line === "" ? prefix.trimEnd() : prefix + line)).join("\n");

describe("reading a session note's log", () => {
	it("marks an entry undone by a later undo entry, without touching the original", () => {
		const note = `## Log\n\n${serializeEntry(climb)}\n\n${serializeEntry(undo)}\n`;
		const log = parseEntries(note);
		expect(log.entries.map((e) => [e.entry.id, e.entry.undone])).toEqual([
			["e1", "e2"],
			["e2", undefined],
		]);
		expect(lastUndoable(log)).toBeUndefined();
	});

	it("reads both forms in one note, in note order", () => {
		const note = `## Log\n\n${serializeLegacyEntry(climb)}\n\n${serializeEntry(undo)}\n`;
		expect(parseEntries(note).entries.map((e) => [e.entry.id, e.form, e.entry.undone])).toEqual([
			["e1", "fenced", "e2"],
			["e2", "callout", undefined],
		]);
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

	it("reports an older entry block that is never closed", () => {
		const log = parseEntries("## Log\n\n```ledger-entry\nid: e1\n");
		expect(log.problems[0]?.message).toBe("This log entry's code block is never closed.");
	});

	describe("in German", () => {
		afterEach(() => setLanguage("en"));

		it("says why an entry is not counted in the reader's language, and tells a copied id by its code, not its words", () => {
			setLanguage("de");
			expect(parseEntries("## Log\n\n```ledger-entry\nid: e1\n").problems[0]?.message).toBe("Der Codeblock dieses Protokolleintrags wird nie geschlossen.");
			expect(parseEntries(`## Log\n\n%%\n${serializeEntry(climb)}\n%%\n`).problems[0]?.message).toBe("Dieser Protokolleintrag steht in einem Kommentar (%%), daher zeigt Obsidian ihn nicht an und er wird nicht gezählt.");
			const copied = parseEntries(`${serializeEntry(climb)}\n\n${serializeEntry(climb)}\n`).problems[0];
			expect(copied?.message).toBe("Ein anderer Eintrag hat bereits die ID „e1“.");
			expect(copied?.code).toBe("duplicate-id");
			const converted = parseEntries(`${serializeLegacyEntry(climb)}\n\n${serializeEntry(climb)}\n`).problems[0];
			expect(converted?.message).toMatch(/^Dieser Codeblock ist eine ältere Kopie des Eintrags in Zeile \d+/);
			expect(converted?.code).toBe("old-copy");
			const untitled = parseCalloutEntry("e1", ["- [kind:: roll] [time:: 2026-11-21T02:30:00.000Z]"]);
			expect(untitled.ok ? "" : untitled.error).toBe("Der Eintrag hat keinen Titel.");
			const yesterday = parseCalloutEntry("e1", ["- [kind:: roll] [title:: t] [time:: yesterday]"]);
			expect(yesterday.ok ? "" : yesterday.error).toBe("Die Zeit „yesterday“ ist kein Datum mit Uhrzeit.");
			expect(parseEntries("```ledger-entry\ntime: 2026-11-21T02:30:00.000Z\nkind: roll\n```\n").problems[0]?.message).toBe("Der Eintrag hat keine ID.");
			const colour = parseCalloutEntry("e1", ["- [kind:: roll] [title:: t] [time:: 2026-11-21T02:30:00.000Z]", "- colour: red"]);
			expect(colour.ok ? "" : colour.error).toBe("Zeile 3 des Eintrags: „colour“ ist kein Feld eines Protokolleintrags („colour: red“).");
		});
	});

	it("reports a copied entry (same id) instead of counting it twice", () => {
		const log = parseEntries(`${serializeEntry(climb)}\n\n${serializeEntry(climb)}\n`);
		expect(log.entries).toHaveLength(1);
		expect(log.problems[0]?.message).toContain('already has the id "e1"');
	});

	it("does not read an entry shown as an example inside a code block", () => {
		expect(parseEntries(`\`\`\`\`md\n${serializeEntry(climb)}\n${serializeLegacyEntry(undo)}\n\`\`\`\`\n`).entries).toEqual([]);
	});

	it.each([
		["moved into a callout", (text: string) => `> [!note] Earlier\n> We climbed.\n>\n${indent(text, "> ")}`],
		["moved into a nested callout", (text: string) => `> [!note] Earlier\n> > [!quote]\n${indent(text, "> > ")}`],
		["indented in a list item", (text: string) => `- The climb:\n\n${indent(text, "    ")}`],
		["in a list item by its marker", (text: string) => `- ${indent(text, "  ").trimStart()}`],
	])("reads an entry %s, with what it holds", (_name, move) => {
		for (const form of [serializeEntry, serializeLegacyEntry]) {
			const log = parseEntries(`## Log\n\n${move(form(climb))}\n`);
			expect(log.problems).toEqual([]);
			expect(log.entries.map((e) => e.entry.changes)).toEqual([climb.changes]);
		}
	});

	it.each([
		["a comment", (text: string) => `%%\n${text}\n%%`, "inside a comment (%%)"],
		["display math", (text: string) => `$$\n${text}\n$$`, "inside a math block ($$)"],
		["an HTML block", (text: string) => `<div>\n${text}\n</div>`, "inside an HTML block"],
	])("lists an entry hidden in %s as not counted, saying why", (_name, hide, why) => {
		const log = parseEntries(`## Log\n\n${hide(serializeEntry(climb))}\n`);
		expect(log.entries).toEqual([]);
		expect(log.problems[0]?.message).toBe(`This log entry is ${why}, so Obsidian does not show it and it is not counted.`);
	});

	it("the last undoable entry skips undo entries and undone ones", () => {
		const later = makeEntry({ id: "e3", time, kind: "roll", actor: "GM", title: "d6" });
		const log = parseEntries([climb, undo, later].map(serializeEntry).join("\n\n"));
		expect(lastUndoable(log)?.entry.id).toBe("e3");
	});

	it("reads the properties as properties, never as entries or Markdown", () => {
		const note = `---\nnotes: |\n  > [!ledger|e9]- fake\n  > - [kind:: roll] [time:: ${time}]\n---\n## Log\n\n${serializeEntry(climb)}\n`;
		expect(ids(note)).toEqual(["e1"]);
	});
});
