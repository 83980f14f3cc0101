/**
 * Notes whose properties Obsidian does not read the way they look, and values typed in quotes:
 * undo and apply say what is wrong with the note (not "might is empty now"), and a quoted number is
 * the number the sheet reads.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { undoEntry } from "../../../src/notes/log/undo";
import { vaultWith } from "../helpers/vault";
import { entry, ids, KIRA, SESSION, sessionNote, written } from "./fixtures";

const climb = () => entry({ id: "climb", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
const loggedSession = `${sessionNote}\n## Log\n\n${written(climb())}\n`;

describe("a character note Obsidian cannot read the properties of", () => {
	it("with a byte-order mark before ---: undo says so and changes nothing", async () => {
		const kira = "\uFEFF---\nledger: character\nmight: 7\n---\n# Kira\n";
		const vault = vaultWith({ [SESSION]: loggedSession, [KIRA]: kira });
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.error).toContain("byte-order mark");
		expect(result.error).toContain(KIRA);
		expect(result.error).not.toContain("empty");
		expect(await vault.read(KIRA)).toBe(kira);
		expect(await vault.read(SESSION)).toBe(loggedSession);
	});

	it('with a "..." end line: undo says so and changes nothing', async () => {
		const kira = "---\nledger: character\nmight: 7\n...\n# Kira\n";
		const vault = vaultWith({ [SESSION]: loggedSession, [KIRA]: kira });
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.error).toBe(`The properties of "${KIRA}" end with a "..." line, which Obsidian does not read as their end. Change that line to --- first; nothing was changed.`);
		expect(await vault.read(KIRA)).toBe(kira);
	});

	it("with a byte-order mark: applying an outcome is refused the same way", async () => {
		const kira = "\uFEFF---\nledger: character\nmight: 9\n---\n# Kira\n";
		const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kira });
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.error).toContain("byte-order mark");
		expect(await vault.read(KIRA)).toBe(kira);
	});
});

describe("a number typed in quotes", () => {
	it('might: "7" against a recorded 7 undoes without asking, back to 9', async () => {
		const vault = vaultWith({ [SESSION]: loggedSession, [KIRA]: '---\nledger: character\nmight: "7"\n---\n# Kira\n' });
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		expect(result.ok && result.value.status).toBe("undone");
		expect(await vault.read(KIRA)).toMatch(/might: 9\n/);
		expect(parseEntries(await vault.read(SESSION)).entries.map((item) => item.entry.kind)).toEqual(["task", "undo"]);
	});

	it('might: "5" against a recorded 7 is still a conflict, in the numbers the sheet shows', async () => {
		const vault = vaultWith({ [SESSION]: loggedSession, [KIRA]: '---\nledger: character\nmight: "5"\n---\n# Kira\n' });
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		expect(result.ok && result.value.status).toBe("conflicts");
		if (result.ok && result.value.status === "conflicts") {
			expect(result.value.conflicts.map((conflict) => conflict.message)).toEqual(["Kira's might is 5 now, the entry set it to 7: restore 9 anyway?"]);
		}
	});

	it('might: "9" lets an outcome that expects 9 apply', async () => {
		const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: '---\nledger: character\nmight: "9"\n---\n# Kira\n' });
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: climb() });
		expect(result.ok).toBe(true);
		expect(await vault.read(KIRA)).toMatch(/might: 7\n/);
	});
});
