/**
 * "Convert session log" (issue 22 §6, issue 33 §5): older fenced entries get callout copies as one
 * logged change, its undo takes exactly those out, and old entries keep working (read, undone,
 * summarised) either way.
 */
import { describe, expect, it } from "vitest";
import { parseEntries, serializeLegacyEntry, summarize } from "../../../src/engine/log";
import { convertSessionLog } from "../../../src/notes/log/convert";
import { undoEntry } from "../../../src/notes/log/undo";
import { convertAndTell } from "../../../src/ui/log/register";
import { vaultWith } from "../helpers/vault";
import { entry, ids, KIRA, kiraNote, SESSION, sessionNote } from "./fixtures";

const climb = entry({ id: "old1", title: "Climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
const leap = entry({ id: "old2", title: "Leap", outcome: { code: "failure", text: "Failure" } });
const legacyNote = `${sessionNote}\n## Log\n\n${serializeLegacyEntry(climb)}\n\n${serializeLegacyEntry(leap)}\n`;
const options = () => ({ newId: ids(), now: () => new Date("2026-11-21T04:00:00.000Z") });

describe("converting a session log to callouts", () => {
	it("older entries are still read, summarised and undone as they are, once the user saw what undo writes (issue 33: the fenced form carries no seal)", async () => {
		const vault = vaultWith({ [SESSION]: legacyNote, [KIRA]: kiraNote.replace("might: 9", "might: 7") });
		const log = parseEntries(await vault.read(SESSION));
		expect(log.entries.map((item) => [item.entry.id, item.form])).toEqual([["old1", "fenced"], ["old2", "fenced"]]);
		expect(summarize(log.entries.map((item) => item.entry))).toEqual([{ actor: "[[Kira]]", rolls: 2, successes: 1, failures: 1, intrusions: 0, xpGained: 0, xpSpent: 0 }]);
		const asked = await undoEntry(vault.app, vault.file(SESSION), "old1", { newId: ids() });
		if (!asked.ok || asked.value.status !== "confirm") throw new Error(`expected a question, got ${JSON.stringify(asked)}`);
		expect(asked.value.writes).toEqual([{ target: "[[Kira]]", path: KIRA, key: "might", now: 7, recorded: 7, restore: 9 }]);
		expect(vault.app.metadataCache.getFileCache(vault.file(KIRA))?.frontmatter?.might).toBe(7);
		const undone = await undoEntry(vault.app, vault.file(SESSION), "old1", { newId: ids(), confirmed: asked.value.writes });
		expect(undone.ok && undone.value.status).toBe("undone");
		expect(vault.app.metadataCache.getFileCache(vault.file(KIRA))?.frontmatter?.might).toBe(9);
	});

	it("copies every fenced entry as a callout at the end of the log, keeps what each held, leaves the blocks, counts each once, and logs the conversion; undo takes the copies out (issue 33 §5)", async () => {
		const vault = vaultWith({ [SESSION]: legacyNote, [KIRA]: kiraNote });
		const newId = ids();
		const converted = await convertSessionLog(vault.app, vault.file(SESSION), { ...options(), newId });
		expect(converted.ok).toBe(true);
		const after = await vault.read(SESSION);
		// Everything that was there is there, byte for byte: only the copies and the entry were added.
		expect(after.startsWith(legacyNote.replace(/\n$/, ""))).toBe(true);
		const log = parseEntries(after);
		expect(log.entries.map((item) => [item.entry.id, item.form, item.entry.convertedBy])).toEqual([
			["old1", "callout", "u0001"],
			["old2", "callout", "u0001"],
			["u0001", "callout", undefined],
		]);
		expect(log.entries[0]?.entry.changes).toEqual(climb.changes);
		expect(log.entries[2]?.entry.title).toBe("Log converted: 2 entries now callouts");
		// The older blocks are one entry with their copies: reported for deletion, never as a copied id to change.
		const blocks = parseEntries(legacyNote).entries.map((item) => item.startLine + 1);
		expect(log.problems.map((problem) => [problem.line, problem.copyOf, problem.message.endsWith("Delete this code block.")])).toEqual([
			[blocks[0], log.entries[0]!.startLine + 1, true],
			[blocks[1], log.entries[1]!.startLine + 1, true],
		]);
		expect(summarize(log.entries.filter((item) => item.entry.kind !== "convert").map((item) => item.entry))).toEqual([{ actor: "[[Kira]]", rolls: 2, successes: 1, failures: 1, intrusions: 0, xpGained: 0, xpSpent: 0 }]);

		const undone = await undoEntry(vault.app, vault.file(SESSION), "u0001", { newId });
		expect(undone.ok && undone.value.status).toBe("undone");
		const back = await vault.read(SESSION);
		expect(back.startsWith(legacyNote.replace(/\n$/, ""))).toBe(true);
		const again = parseEntries(back);
		expect(again.problems).toEqual([]);
		expect(again.entries.map((item) => [item.entry.id, item.form])).toEqual([
			["old1", "fenced"],
			["old2", "fenced"],
			["u0001", "callout"],
			["u0002", "callout"],
		]);
		expect(again.entries[2]?.entry.undone).toBe("u0002");
	});

	it("says so when there is nothing to convert, and writes nothing", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const told: string[] = [];
		await convertAndTell(vault.app, [vault.file(SESSION)], (message) => told.push(message));
		expect(told).toEqual([`"Session 3" has no entries of the older form to convert.`]);
		expect(await vault.read(SESSION)).toBe(sessionNote);
	});

	it("converts through the open editor, keeping what the user is typing", async () => {
		const vault = vaultWith({ [SESSION]: legacyNote, [KIRA]: kiraNote });
		const typed = `${legacyNote}\nThe GM is typing`;
		const editor = await vault.openInEditor(SESSION, typed);
		const converted = await convertSessionLog(vault.app, vault.file(SESSION), options());
		expect(converted.ok).toBe(true);
		const text = editor.getValue();
		expect(text).toContain("The GM is typing");
		expect(parseEntries(text).entries.map((item) => item.form)).toEqual(["callout", "callout", "callout"]);
		expect(text).toContain("```ledger-entry");
	});
});
