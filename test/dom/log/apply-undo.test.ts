import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { readFrontmatter, updateFrontmatter } from "../../../src/notes/frontmatter";
import { undoEntry } from "../../../src/notes/log/undo";
import { vaultWith, type TestVault } from "../helpers/vault";
import { entry, ids, KIRA, kiraNote, ORU, oruNote, SESSION, sessionNote } from "./fixtures";

function table(): TestVault {
	return vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote, [ORU]: oruNote });
}

async function frontmatter(vault: TestVault, path: string): Promise<Record<string, unknown>> {
	const result = await readFrontmatter(vault.app, vault.file(path));
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

// The worked example of docs/ARCHITECTURE.md: one level of Effort costs Kira 3 Might minus 1 Edge, 9 → 7.
const climb = () => entry({ id: "climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });

describe("applying an outcome", () => {
	it("writes the changes to the character and appends the entry, leaving other keys alone", async () => {
		const vault = table();
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		expect(result.ok).toBe(true);
		expect(await frontmatter(vault, KIRA)).toEqual({ ledger: "character", system: "cypher", might: 7, speed: 10, xp: 3, player: "Ana" });
		expect(await vault.read(KIRA)).toContain("# Kira\n\nA glaive from the Steadfast.\n");
		expect(parseEntries(await vault.read(SESSION)).entries.map((item) => item.entry.id)).toEqual(["climb"]);
	});

	it("refuses, changing nothing, when a value is not what the entry expects", async () => {
		const vault = table();
		await updateFrontmatter(vault.app, vault.file(KIRA), (fm) => {
			fm.might = 5;
		});
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		expect(result).toEqual({ ok: false, error: "Kira's might is 5 now, not 9 as this entry expects. Nothing was changed. \"Climb (Might, trained)\" was not logged." });
		expect((await frontmatter(vault, KIRA)).might).toBe(5);
		expect(await vault.read(SESSION)).toBe(sessionNote);
	});

	it("puts the first note back when the second refuses", async () => {
		const vault = table();
		const both = entry({ changes: [{ target: "[[Kira]]", key: "xp", before: 3, after: 2 }, { target: "[[Oru]]", key: "xp", before: 4, after: 5 }] });
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: both });
		expect(result.ok).toBe(false);
		expect((await frontmatter(vault, KIRA)).xp).toBe(3);
		expect(await vault.read(SESSION)).toBe(sessionNote);
	});

	it("when the append fails after the write, puts the write back and says exactly that", async () => {
		const vault = table();
		const session = vault.file(SESSION);
		await vault.remove(SESSION);
		const result = await applyOutcome(vault.app, { sessionFile: session, entry: climb() });
		expect(result).toEqual({
			ok: false,
			error: `The session note "${SESSION}" no longer exists (deleted or renamed?); the entry "Climb (Might, trained)" was not logged. The changes to [[Kira]] were put back, so nothing happened.`,
		});
		expect((await frontmatter(vault, KIRA)).might).toBe(9);
	});

	it("names a character note that no longer exists", async () => {
		const vault = table();
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: entry({ changes: [{ target: "[[Zed]]", key: "might", before: 1, after: 0 }] }) });
		expect(result).toEqual({ ok: false, error: 'The note "Zed" is not in the vault (renamed or deleted?); nothing was changed. "Climb (Might, trained)" was not logged.' });
	});

	it("refuses to write a character whose properties are broken YAML, and keeps the text as it was", async () => {
		const broken = "---\nmight: [9\nspeed: 10\n---\n# Kira\n";
		const vault = table();
		// Written under the vault's feet, the way a sync or an outside editor would leave it.
		await vault.app.vault.adapter.write(KIRA, broken);
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain(`The properties of "${KIRA}" are not valid YAML`);
		expect(await vault.read(KIRA)).toBe(broken);
	});

	it("refuses a note whose properties never close", async () => {
		const broken = "---\nmight: 9\n# Kira\n";
		const vault = vaultWith({ [KIRA]: broken });
		const result = await updateFrontmatter(vault.app, vault.file(KIRA), (fm) => {
			fm.might = 7;
		});
		expect(result.ok).toBe(false);
		expect(await vault.read(KIRA)).toBe(broken);
	});

	it("refuses a note Obsidian found properties in but could not read", async () => {
		const vault = table();
		const file = vault.file(KIRA);
		const cache = vault.app.metadataCache.getFileCache(file);
		vault.mock.metadataCache.setCache__(KIRA, { frontmatterPosition: cache?.frontmatterPosition });
		const result = await updateFrontmatter(vault.app, file, (fm) => {
			fm.might = 7;
		});
		expect(result).toEqual({ ok: false, error: `Obsidian could not read the properties of "${KIRA}". Fix them first; nothing was changed.` });
		expect(await vault.read(KIRA)).toBe(kiraNote);
	});

	it("logs a roll that changes nothing without touching any note's properties", async () => {
		const vault = table();
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: entry({ id: "plain", changes: [] }) });
		expect(result.ok).toBe(true);
		expect(await vault.read(KIRA)).toBe(kiraNote);
		expect(parseEntries(await vault.read(SESSION)).entries.map((item) => item.entry.id)).toEqual(["plain"]);
	});

	it("refuses an entry that cannot be written before touching any note", async () => {
		const vault = table();
		const runaway = entry({ inputs: [{ key: "damage", value: Infinity }], changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 0 }] });
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: runaway });
		expect(result).toEqual({ ok: false, error: '"Climb (Might, trained)" cannot be logged (Cannot log the number Infinity.); nothing was changed.' });
		expect(await vault.read(KIRA)).toBe(kiraNote);
	});

	it("two quick writes to one note both count (queued, never lost)", async () => {
		const vault = table();
		const file = vault.file(KIRA);
		await Promise.all(
			Array.from({ length: 20 }, () =>
				updateFrontmatter(vault.app, file, (fm) => {
					fm.xp = (fm.xp as number) + 1;
				}),
			),
		);
		expect((await frontmatter(vault, KIRA)).xp).toBe(23);
	});
});

describe("undo", () => {
	it("restores the recorded before-values, appends an undo entry and marks the original undone", async () => {
		const vault = table();
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids(), now: () => new Date("2026-11-21T03:00:00Z") });
		expect(result.ok && result.value.status).toBe("undone");
		expect((await frontmatter(vault, KIRA)).might).toBe(9);
		const log = parseEntries(await vault.read(SESSION));
		expect(log.entries.map((item) => [item.entry.id, item.entry.kind, item.entry.undone, item.entry.undoes])).toEqual([
			["climb", "task", "u0001", undefined],
			["u0001", "undo", undefined, "climb"],
		]);
		expect(log.entries[1]?.entry.changes).toEqual([{ target: "[[Kira]]", key: "might", before: 7, after: 9 }]);
	});

	it("asks before overwriting a value changed since, and restores when told to", async () => {
		const vault = table();
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		await updateFrontmatter(vault.app, vault.file(KIRA), (fm) => {
			fm.might = 5;
		});
		const asked = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		expect(asked.ok && asked.value.status === "conflicts" && asked.value.conflicts.map((c) => c.message)).toEqual([
			"Kira's might is 5 now, the entry set it to 7: restore 9 anyway?",
		]);
		expect((await frontmatter(vault, KIRA)).might).toBe(5);
		const forced = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids(), force: true });
		expect(forced.ok && forced.value.status).toBe("undone");
		expect((await frontmatter(vault, KIRA)).might).toBe(9);
	});

	it("refuses to undo twice, to undo an undo, or an id that is not there", async () => {
		const vault = table();
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		expect(await undoEntry(vault.app, vault.file(SESSION), "climb")).toEqual({ ok: false, error: '"Climb (Might, trained)" was already undone.' });
		expect(await undoEntry(vault.app, vault.file(SESSION), "u0001")).toEqual({ ok: false, error: "An undo cannot be undone; make the change again instead." });
		expect(await undoEntry(vault.app, vault.file(SESSION), "nope")).toEqual({ ok: false, error: `There is no readable entry "nope" in "${SESSION}".` });
	});

	it("says clearly when the character note was deleted since", async () => {
		const vault = table();
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		await vault.remove(KIRA);
		expect(await undoEntry(vault.app, vault.file(SESSION), "climb")).toEqual({ ok: false, error: 'The note "Kira" is not in the vault (renamed or deleted?); nothing was changed.' });
	});

	it("works on a session note open in an editor with unsaved typing", async () => {
		const vault = table();
		await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		const typed = `${await vault.read(SESSION)}\nUnsaved: the GM notes the rope`;
		const editor = await vault.openInEditor(SESSION, typed);
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		expect(result.ok && result.value.status).toBe("undone");
		expect(editor.getValue().startsWith(typed)).toBe(true);
		expect(parseEntries(editor.getValue()).entries.map((item) => item.entry.undone)).toEqual(["u0001", undefined]);
	});
});
