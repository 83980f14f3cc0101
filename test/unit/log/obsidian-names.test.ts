/**
 * Issue 33 §4: every entry Obsidian shows is read, whatever the notes it links are called. Obsidian
 * rewrites an entry's links when a note is renamed, so a name can put into an entry what the plugin
 * itself would never write there: ` · ` and ` ; ` (the separators of a change line), ` = `, ` → `,
 * `$$` and `%%` (math and comments when outside a link). Obsidian refuses `[ ] # ^ |` in names that
 * links point to, and `\ / : * ? " < >` in file names; every other character is tried here.
 */
import { describe, expect, it } from "vitest";
import { makeEntry, parseEntries, serializeEntry } from "../../../src/engine/log";

const time = "2026-11-21T02:30:00.000Z";
const entryOf = (id: string, target = "[[Kira]]") =>
	makeEntry({
		id,
		time,
		kind: "task",
		actor: "[[Oru]]",
		title: "Climb",
		// Each line holds the renamed link once (a pair of markers would cancel out).
		changes: id === "e2" ? [{ target: "[[Oru]]", key: "allies", before: ["[[Bash]]"], after: ["[[Bash]]", target] }] : [{ target, key: "might", before: 9, after: 7 }],
		links: ["Effort"],
	});

/** A session of three entries after Obsidian renamed Kira to `name` (every `[[Kira]]` rewritten). */
function renamed(name: string): string {
	const note = `## Log\n\n${[entryOf("e1"), entryOf("e2"), entryOf("e3")].map(serializeEntry).join("\n\n")}\n`;
	return note.replaceAll("[[Kira]]", () => `[[${name}]]`);
}

describe("a note renamed to a name holding the log's own separators or Markdown's markers", () => {
	it.each([
		"Kira · the Bold",
		"Kira ; the Bold",
		"Kira = Bold",
		"Kira → Bold",
		"Kira $$ Bold",
		"Kira %% Bold",
		"Kira $Bold$",
		"Kira %Bold",
		"Kira & Bold!",
		"Kira `Bold`",
		"Kira ~Bold~ *the* _one_",
		"Kira (she, her) + 1",
		"Kira's {rest}",
		"Kira: Bold".replace(":", "·"),
		"Kira == Bold ==",
	])("keeps all three entries readable, with the new link in each change (%s)", (name) => {
		const log = parseEntries(renamed(name));
		expect(log.problems).toEqual([]);
		expect(log.entries.map((item) => item.entry.id)).toEqual(["e1", "e2", "e3"]);
		const [first, second, third] = log.entries;
		expect(first?.entry.changes).toEqual([{ target: `[[${name}]]`, key: "might", before: 9, after: 7 }]);
		expect(second?.entry.changes).toEqual([{ target: "[[Oru]]", key: "allies", before: ["[[Bash]]"], after: ["[[Bash]]", `[[${name}]]`] }]);
		expect(third?.entry.changes).toEqual(first?.entry.changes);
		expect(log.entries.map((item) => item.checksum)).toEqual(["ok", "ok", "ok"]);
	});

	it("a rule page renamed to a name holding ` · ` keeps the entry readable", () => {
		const note = `## Log\n\n${serializeEntry(entryOf("e1"))}\n`.replaceAll("[[Effort]]", "[[Effort · levels]]");
		const log = parseEntries(note);
		expect(log.problems).toEqual([]);
		expect(log.entries[0]?.entry.links).toEqual(["Effort · levels"]);
	});
});

describe("an entry the plugin writes about a note with such a name", () => {
	it.each(["Kira · the Bold", "Kira ; the Bold", "Kira $$ Bold", "Kira %% Bold", "Kira → Bold", "Kira = Bold"])("keeps [[%s]] a real link (Obsidian indexes it, a reader sees a name) and reads it back", (name) => {
		const link = `[[${name}]]`;
		const written = makeEntry({ id: "e1", time, kind: "undo", actor: link, title: "Undo: Climb", changes: [{ target: link, key: "might", before: 7, after: 9 }] });
		const text = serializeEntry(written);
		expect(text.split("\n")[0]).toBe(`> [!ledger|e1]- ${link} · Undo: Climb`);
		expect(text).toContain(`> - change: ${link} · might = 7 → 9`);
		const log = parseEntries(`## Log\n\n${text}\n`);
		expect(log.problems).toEqual([]);
		expect(log.entries[0]?.entry).toEqual(written);
	});
});
