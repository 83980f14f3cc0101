import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { appendEntry } from "../../../src/notes/log/append";
import { onLogEvent } from "../../../src/notes/log/log-events";
import { vaultWith } from "../helpers/vault";
import { entry, SESSION, sessionNote, written } from "./fixtures";

describe("appending an entry to a session note", () => {
	it("keeps every byte already in the note and adds the entry under ## Log", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const climb = entry();
		expect(await appendEntry(vault.app, vault.file(SESSION), climb)).toEqual({ ok: true, value: undefined });
		expect(await vault.read(SESSION)).toBe(`${sessionNote}\n## Log\n\n${written(climb)}\n`);
	});

	it("links a rule page the vault has, and writes one it lacks as its name, never a link to nowhere", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote, "Rules/Effort.md": "# Effort\n" });
		const climb = entry({ id: "ruled", links: ["Effort", "Special rolls"] });
		await appendEntry(vault.app, vault.file(SESSION), climb);
		const after = await vault.read(SESSION);
		expect(after).toContain("> - rule: [[Effort]] · Special rolls\n");
		// Read back, the entry still names both pages.
		expect(parseEntries(after).entries[0]?.entry.links).toEqual(["Effort", "Special rolls"]);
	});

	it.each([
		["a code block", "# S\n\n```js\nconst a = 1;\n```"],
		["a callout", "# S\n\n> [!warning] Trap\n> The floor is thin."],
		["a paragraph", "# S\n\nThey argue about the map"],
	])("after a note that ends in %s, the entry is its own block and the old text is untouched", async (_name, text) => {
		const vault = vaultWith({ [SESSION]: text });
		await appendEntry(vault.app, vault.file(SESSION), entry({ id: "only" }));
		const after = await vault.read(SESSION);
		expect(after.startsWith(text)).toBe(true);
		expect(parseEntries(after).entries.map((item) => item.entry.id)).toEqual(["only"]);
		expect(after).toMatch(/\n\n> \[!ledger\|only\]-/);
	});

	it("lands one hundred appends fired at once, all of them, in order", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const entries = Array.from({ length: 100 }, (_, i) => entry({ id: `n${String(i).padStart(3, "0")}` }));
		const results = await Promise.all(entries.map((item) => appendEntry(vault.app, vault.file(SESSION), item)));
		expect(results.every((result) => result.ok)).toBe(true);
		const log = parseEntries(await vault.read(SESSION));
		expect(log.entries.map((item) => item.entry.id)).toEqual(entries.map((item) => item.id));
		expect(log.problems).toEqual([]);
	});

	it("writes through the open editor, so unsaved typing is kept", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const typed = `${sessionNote}\nThe GM is still typing this lin`;
		const editor = await vault.openInEditor(SESSION, typed);
		await appendEntry(vault.app, vault.file(SESSION), entry({ id: "ed1" }));
		const text = editor.getValue();
		expect(text.startsWith(typed)).toBe(true);
		expect(parseEntries(text).entries.map((item) => item.entry.id)).toEqual(["ed1"]);
		// The file on disk is left to the editor's own save, never overwritten behind its back.
		expect(await vault.read(SESSION)).toBe(sessionNote);
	});

	it("lands fifty appends fired at once through the open editor, in order, after the typing", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const typed = `${sessionNote}\n## Log\n\nhalf a sentence`;
		const editor = await vault.openInEditor(SESSION, typed);
		const entries = Array.from({ length: 50 }, (_, i) => entry({ id: `ed${String(i).padStart(2, "0")}` }));
		await Promise.all(entries.map((item) => appendEntry(vault.app, vault.file(SESSION), item)));
		expect(editor.getValue().startsWith(typed)).toBe(true);
		expect(parseEntries(editor.getValue()).entries.map((item) => item.entry.id)).toEqual(entries.map((item) => item.id));
	});

	it("puts the next entry after what the user typed between appends (editor and vault alike)", async () => {
		const vault = vaultWith({ [SESSION]: `${sessionNote}\n## Log\n\n## Loot\n\n- rope\n` });
		const first = entry({ id: "typed1" });
		const second = entry({ id: "typed2" });
		await appendEntry(vault.app, vault.file(SESSION), first);
		// Typed at the end of the log, in the file: the next append must find the new end.
		await vault.app.vault.process(vault.file(SESSION), (text) => text.replace("\n\n## Loot", "\n\nThe door gives way.\n\n## Loot"));
		await appendEntry(vault.app, vault.file(SESSION), second);
		const text = await vault.read(SESSION);
		expect(text).toContain(`${written(first)}\n\nThe door gives way.\n\n${written(second)}\n\n## Loot`);

		// Then in the open editor: typing after the last entry, then two more appends.
		const editor = await vault.openInEditor(SESSION, text);
		await appendEntry(vault.app, vault.file(SESSION), entry({ id: "typed3" }));
		editor.setValue(editor.getValue().replace("\n\n## Loot", "\n\nThey rest.\n\n## Loot"));
		await appendEntry(vault.app, vault.file(SESSION), entry({ id: "typed4" }));
		const after = editor.getValue();
		expect(after.indexOf("They rest.")).toBeLessThan(after.indexOf("[!ledger|typed4]"));
		expect(after.indexOf("[!ledger|typed3]")).toBeLessThan(after.indexOf("They rest."));
		expect(parseEntries(after).entries.map((item) => item.entry.id)).toEqual(["typed1", "typed2", "typed3", "typed4"]);
		expect(after.endsWith("## Loot\n\n- rope\n")).toBe(true);
	});

	it("an entry put before a block left open is still logged, and the user is told why it is there", async () => {
		const text = "# S\n\n## Log\n\nArrived.\n\n%% the GM's aside, never closed\n";
		const vault = vaultWith({ [SESSION]: text });
		const told: string[] = [];
		const stop = onLogEvent((event) => {
			if (event.type === "placed-elsewhere") told.push(event.message);
		});
		await appendEntry(vault.app, vault.file(SESSION), entry({ id: "early" }));
		stop();
		const after = await vault.read(SESSION);
		expect(after.indexOf("[!ledger|early]")).toBeLessThan(after.indexOf("%% the GM"));
		expect(told).toEqual([expect.stringContaining("a comment (%%) opened on line 7 that is never closed")]);
	});

	it("refuses an entry too large for a session note, saying so, and writes nothing", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const huge = entry({ id: "huge", explanation: Array.from({ length: 800 }, () => "many words ".repeat(10)) });
		const result = await appendEntry(vault.app, vault.file(SESSION), huge);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("more than the 64 KB an entry may add to a session note");
		expect(await vault.read(SESSION)).toBe(sessionNote);
	});

	it("says clearly when the session note was deleted mid-session", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const file = vault.file(SESSION);
		await vault.remove(SESSION);
		const result = await appendEntry(vault.app, file, entry({ title: "Leap" }));
		expect(result).toEqual({ ok: false, error: `The session note "${SESSION}" no longer exists (deleted or renamed?); the entry "Leap" was not logged.` });
	});

	it("follows a session note renamed mid-session", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote });
		const file = vault.file(SESSION);
		await vault.app.fileManager.renameFile(file, "Sessions/Session 3 - The Ruin.md");
		expect((await appendEntry(vault.app, file, entry({ id: "moved" }))).ok).toBe(true);
		expect(parseEntries(await vault.read("Sessions/Session 3 - The Ruin.md")).entries.map((item) => item.entry.id)).toEqual(["moved"]);
	});
});
