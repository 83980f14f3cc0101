/**
 * Undo checks before it writes (issue 22 §5): an entry's change lines edited by hand after it was
 * logged are recognised by their checksum and never acted on; a key's type, the note's kind and the
 * keys an entry did not change are never touched; two undos of one entry at once undo it once.
 * Each case is one a user met on the old log ("undo wrote might: 99, might: "lots", changed xp instead
 * of might, changed another character, and once deleted the ledger: character key").
 */
import { describe, expect, it } from "vitest";
import { parseEntries, serializeEntry } from "../../../src/engine/log";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { readFrontmatter, updateFrontmatter } from "../../../src/notes/frontmatter";
import { undoEntry } from "../../../src/notes/log/undo";
import { vaultWith, type TestVault } from "../helpers/vault";
import { entry, ids, KIRA, kiraNote, ORU, oruNote, SESSION, sessionNote } from "./fixtures";

const climb = () => entry({ id: "climb", title: "Climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });

async function logged(): Promise<TestVault> {
	const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote, [ORU]: oruNote.replace("intellect: 11", "intellect: 11\nmight: 7") });
	const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
	if (!result.ok) throw new Error(result.error);
	return vault;
}

/** Edits the logged entry's text by hand, as a user would in the editor. */
async function handEdit(vault: TestVault, from: string, to: string): Promise<void> {
	await vault.app.vault.process(vault.file(SESSION), (text) => {
		if (!text.includes(from)) throw new Error(`no "${from}" in the note`);
		return text.replace(from, to);
	});
}

async function properties(vault: TestVault, path: string): Promise<Record<string, unknown>> {
	const read = await readFrontmatter(vault.app, vault.file(path));
	if (!read.ok) throw new Error(read.error);
	return read.value;
}

const HAND_EDITED = '"Climb" was edited by hand after it was logged (its changes no longer match their checksum), so Undo will not trust it. Nothing was changed; set the values yourself if needed.';

describe("undo trusts nothing it reads", () => {
	it.each([
		["a before-value changed to 99", "might = 9 → 7", "might = 99 → 7"],
		["a before-value changed to text", "might = 9 → 7", 'might = "lots" → 7'],
		["another key", "· might = 9 → 7", "· xp = 9 → 7"],
		["another character", "> - change: [[Kira]] · might", "> - change: [[Oru]] · might"],
		["the note's kind", "· might = 9 → 7", "· ledger = null → 7"],
	])("an entry whose changes were edited by hand (%s) is not undone, and nothing changes", async (_name, from, to) => {
		const vault = await logged();
		await handEdit(vault, from, to);
		const before = { kira: await properties(vault, KIRA), oru: await properties(vault, ORU), session: await vault.read(SESSION) };
		expect(await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() })).toEqual({ ok: false, error: HAND_EDITED });
		expect(await properties(vault, KIRA)).toEqual(before.kira);
		expect(await properties(vault, ORU)).toEqual(before.oru);
		expect(await vault.read(SESSION)).toBe(before.session);
	});

	it("the card says the entry was edited by hand, and offers no Undo", async () => {
		const vault = await logged();
		await handEdit(vault, "might = 9 → 7", "might = 99 → 7");
		const log = parseEntries(await vault.read(SESSION));
		expect(log.entries[0]?.checksum).toBe("edited");
	});

	it("never puts back a value of another type than the key holds", async () => {
		const vault = await logged();
		await updateFrontmatter(vault.app, vault.file(KIRA), (fm) => {
			fm.might = "seven";
		});
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids(), force: true });
		expect(result).toEqual({ ok: false, error: 'Kira\'s might holds text, and undoing "Climb" would put back a number (9), so it is not undone. Nothing was changed.' });
		expect((await properties(vault, KIRA)).might).toBe("seven");
	});

	it("an entry that says it changed the note's kind is never undone, even with a matching checksum", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote });
		const odd = entry({ id: "odd", title: "Odd", changes: [{ target: "[[Kira]]", key: "ledger", before: null, after: "character" }] });
		await vault.app.vault.process(vault.file(SESSION), (text) => `${text}\n## Log\n\n${serializeEntry(odd)}\n`);
		const result = await undoEntry(vault.app, vault.file(SESSION), "odd", { newId: ids() });
		expect(result).toEqual({ ok: false, error: `"Odd" says it changed Kira's ledger, which no rule does, so it is not undone. Nothing was changed.` });
		expect((await properties(vault, KIRA)).ledger).toBe("character");
	});

	it("touches only the keys the entry changed", async () => {
		const vault = await logged();
		const before = await properties(vault, KIRA);
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		expect(result.ok && result.value.status).toBe("undone");
		expect(await properties(vault, KIRA)).toEqual({ ...before, might: 9 });
	});

	it("two undos of one entry started at once undo it once, and log one undo entry", async () => {
		const vault = await logged();
		const newId = ids();
		const [first, second] = await Promise.all([
			undoEntry(vault.app, vault.file(SESSION), "climb", { newId }),
			undoEntry(vault.app, vault.file(SESSION), "climb", { newId }),
		]);
		expect(first.ok && first.value.status).toBe("undone");
		expect(second).toEqual({ ok: false, error: '"Climb" was already undone.' });
		const log = parseEntries(await vault.read(SESSION));
		expect(log.entries.filter((item) => item.entry.kind === "undo")).toHaveLength(1);
		expect((await properties(vault, KIRA)).might).toBe(9);
	});

	it("an entry whose links Obsidian rewrote on a rename is not called edited; undo shows the note its link reaches now and asks, then undoes", async () => {
		const vault = await logged();
		await vault.app.vault.process(vault.file(SESSION), (text) => text.replaceAll("[[Kira]]", "[[People/Kira|Kira]]"));
		expect(parseEntries(await vault.read(SESSION)).entries[0]?.checksum).toBe("ok");
		const asked = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		if (!asked.ok || asked.value.status !== "confirm") throw new Error(`expected a question, got ${JSON.stringify(asked)}`);
		expect(asked.value.writes).toEqual([{ target: "[[People/Kira|Kira]]", path: KIRA, key: "might", now: 7, recorded: 7, restore: 9 }]);
		expect((await properties(vault, KIRA)).might).toBe(7);
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids(), confirmed: asked.value.writes });
		expect(result.ok && result.value.status).toBe("undone");
		expect((await properties(vault, KIRA)).might).toBe(9);
	});
});
