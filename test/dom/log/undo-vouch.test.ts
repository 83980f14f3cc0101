/**
 * Issue 33 §2: undo vouches for what it writes. An entry the plugin wrote in this vault carries a
 * seal (a keyed checksum whose key lives in the plugin's data, never in a note); one typed, pasted
 * or forged does not, and its undo shows exactly what it would write (note, key, now → after) and
 * writes nothing until the user agrees. Each case is one the red team met on main 0690563.
 */
import { describe, expect, it } from "vitest";
import { parseEntries, serializeEntry, type LogEntry } from "../../../src/engine/log";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { readFrontmatter } from "../../../src/notes/frontmatter";
import { keptIndex, logIndexFor } from "../../../src/notes/log/log-index";
import { memorySealKeys, useSealKeys, vouchedFor } from "../../../src/notes/log/seal-keys";
import { undoEntry, type UndoWrite } from "../../../src/notes/log/undo";
import { runUndo, type UndoFlowHooks } from "../../../src/ui/log/undo-flow";
import { statusKey } from "../../../src/ui/log/entry-status";
import { vaultWith, type TestVault } from "../helpers/vault";
import { entry, ids, KIRA, kiraNote, ORU, oruNote, SESSION, sessionNote, written } from "./fixtures";

const SECRETS = "Secrets.md";
const BEX = "People/Bex.md";
const secretsNote = "---\nhp: 5\n---\n# Secrets\n\nWhat the players must not know.\n";
const bexNote = "---\nledger: character\nmight: 7\n---\n# Bex\n";

function table(extra: Record<string, string> = {}): TestVault {
	return vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote, [ORU]: oruNote.replace("intellect: 11", "intellect: 11\nmight: 9"), [BEX]: bexNote, [SECRETS]: secretsNote, ...extra });
}

async function properties(vault: TestVault, path: string): Promise<Record<string, unknown>> {
	const read = await readFrontmatter(vault.app, vault.file(path));
	if (!read.ok) throw new Error(read.error);
	return read.value;
}

/** Adds Markdown to the session's log as a user types or pastes it. */
async function paste(vault: TestVault, markdown: string): Promise<void> {
	await vault.app.vault.process(vault.file(SESSION), (text) => `${text}\n## Log\n\n${markdown}\n`);
}

async function handEdit(vault: TestVault, from: string, to: string): Promise<void> {
	await vault.app.vault.process(vault.file(SESSION), (text) => {
		if (!text.includes(from)) throw new Error(`no "${from}" in the note`);
		return text.replace(from, to);
	});
}

/** Undo as a user runs it, answering the question with `answer`; what was shown, and what was told. */
async function userUndo(vault: TestVault, id: string, answer: "agree" | "cancel"): Promise<{ shown: string[]; why: string[]; told: string[] }> {
	const shown: string[] = [];
	const why: string[] = [];
	const told: string[] = [];
	let pending: Promise<void> = Promise.resolve();
	const hooks: UndoFlowHooks = {
		ask: () => {
			throw new Error("no conflicts expected");
		},
		confirmWrites: (reason, writes, confirm) => {
			why.push(reason);
			shown.push(...writes.map(show));
			if (answer === "agree") {
				confirm();
				pending = new Promise((resolve) => setTimeout(resolve, 50));
			}
		},
		tell: (message) => told.push(message),
	};
	await runUndo(vault.app, vault.file(SESSION), id, id, hooks);
	await pending;
	return { shown, why, told };
}

const show = (write: UndoWrite): string => `${write.path} ${write.key}: ${JSON.stringify(write.now)} → ${JSON.stringify(write.restore)}`;

describe("an entry typed or pasted into the log", () => {
	const forged = entry({ id: "forged", title: "Nothing to see", changes: [{ target: "[[Secrets]]", key: "hp", before: 99, after: 5 }] });

	it("is undone only after the user saw what it writes: note, key, now → after (before: hp: 99 written into Secrets at once)", async () => {
		const vault = table();
		await paste(vault, serializeEntry(forged));
		// Its public checksum is right (anyone can compute it), so it is not "edited by hand".
		expect(parseEntries(await vault.read(SESSION)).entries[0]?.checksum).toBe("ok");
		const cancelled = await userUndo(vault, "forged", "cancel");
		expect(cancelled.shown).toEqual(["Secrets.md hp: 5 → 99"]);
		expect(cancelled.why[0]).toMatch(/^Campaign Ledger cannot vouch for this entry/);
		expect(await properties(vault, SECRETS)).toEqual({ hp: 5 });
		expect(parseEntries(await vault.read(SESSION)).entries.map((item) => item.entry.kind)).toEqual(["task"]);

		const agreed = await userUndo(vault, "forged", "agree");
		expect(agreed.told).toEqual(["Undone: forged"]);
		expect(await properties(vault, SECRETS)).toEqual({ hp: 99 });
	});

	it("its card says Campaign Ledger cannot vouch for it; a rolled entry's card does not", async () => {
		const vault = table();
		await paste(vault, serializeEntry(forged));
		const rolled = entry({ id: "rolled", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
		expect((await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: rolled })).ok).toBe(true);
		const index = await logIndexFor(vault.file(SESSION), await vault.read(SESSION));
		expect(statusKey(index, "forged")).toBe("unvouched");
		expect(statusKey(index, "rolled")).toBe("undoable");
	});

	it("never adds a key to a session note without asking (before: number: 999 added to the session's properties)", async () => {
		const vault = table({ [SESSION]: "---\nledger: session\n---\n# Session 3\n" });
		await paste(vault, serializeEntry(entry({ id: "n1", changes: [{ target: "[[Session 3]]", key: "number", before: 999, after: null }] })));
		const asked = await undoEntry(vault.app, vault.file(SESSION), "n1", { newId: ids() });
		if (!asked.ok || asked.value.status !== "confirm") throw new Error(JSON.stringify(asked));
		expect(asked.value.why).toContain("Undo would add number to Session 3, which is not a character, NPC or encounter note.");
		expect(await properties(vault, SESSION)).toEqual({ ledger: "session" });
	});

	it("asks again, writing nothing, when the note changed between the question and the answer", async () => {
		const vault = table();
		await paste(vault, serializeEntry(forged));
		const asked = await undoEntry(vault.app, vault.file(SESSION), "forged", { newId: ids() });
		if (!asked.ok || asked.value.status !== "confirm") throw new Error(JSON.stringify(asked));
		await vault.app.fileManager.processFrontMatter(vault.file(SECRETS), (fm: Record<string, unknown>) => {
			fm["hp"] = 4;
		});
		const again = await undoEntry(vault.app, vault.file(SESSION), "forged", { newId: ids(), confirmed: asked.value.writes });
		if (!again.ok || again.value.status !== "confirm") throw new Error(JSON.stringify(again));
		expect(again.value.why).toMatch(/^The notes changed since you were asked\./);
		expect(again.value.writes.map(show)).toEqual(["Secrets.md hp: 4 → 99"]);
		expect(await properties(vault, SECRETS)).toEqual({ hp: 4 });
	});
});

describe("an entry the plugin wrote, then edited by hand", () => {
	async function rolled(vault: TestVault, logged: LogEntry): Promise<void> {
		const result = await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: logged });
		if (!result.ok) throw new Error(result.error);
	}

	it("undoes at once as it was written (its seal matches)", async () => {
		const vault = table();
		await rolled(vault, entry({ id: "climb", actor: "[[Oru]]", changes: [{ target: "[[Oru]]", key: "might", before: 9, after: 7 }] }));
		const result = await undoEntry(vault.app, vault.file(SESSION), "climb", { newId: ids() });
		expect(result.ok && result.value.status).toBe("undone");
		expect((await properties(vault, ORU)).might).toBe(9);
	});

	it("with the note of a change swapped ([[Oru]] → [[Bex]]) asks, naming Bex, and writes nothing (before: Bex's might was “restored” to 9)", async () => {
		const vault = table();
		await rolled(vault, entry({ id: "climb", actor: "[[Kira]]", changes: [{ target: "[[Oru]]", key: "might", before: 9, after: 7 }] }));
		await handEdit(vault, "change: [[Oru]] · might", "change: [[Bex]] · might");
		const cancelled = await userUndo(vault, "climb", "cancel");
		expect(cancelled.shown).toEqual(["People/Bex.md might: 7 → 9"]);
		expect((await properties(vault, BEX)).might).toBe(7);
		expect((await properties(vault, ORU)).might).toBe(7);
	});

	it("with a link inside a list value edited asks, and writes nothing", async () => {
		const vault = table({ [KIRA]: kiraNote.replace("might: 9", 'might: 9\nallies: ["[[Oru]]"]') });
		await rolled(vault, entry({ id: "ally", changes: [{ target: "[[Kira]]", key: "allies", before: ["[[Oru]]"], after: ["[[Oru]]", "[[Bex]]"] }] }));
		await handEdit(vault, 'allies = ["[[Oru]]"]', 'allies = ["[[Secrets]]"]');
		const asked = await undoEntry(vault.app, vault.file(SESSION), "ally", { newId: ids() });
		expect(asked.ok && asked.value.status).toBe("confirm");
		expect((await properties(vault, KIRA)).allies).toEqual(["[[Oru]]", "[[Bex]]"]);
	});
});

describe("where the note still holds what the entry wrote", () => {
	it("the before-value goes back whatever its type (before: conditions text → number could not be undone)", async () => {
		const vault = table({ [KIRA]: kiraNote.replace("might: 9", "might: 9\nconditions: prone") });
		const logged = entry({ id: "cond", changes: [{ target: "[[Kira]]", key: "conditions", before: "prone", after: 3 }] });
		expect((await applyOutcome(vault.app, { sessionFile: vault.file(SESSION), entry: logged })).ok).toBe(true);
		expect((await properties(vault, KIRA)).conditions).toBe(3);
		const result = await undoEntry(vault.app, vault.file(SESSION), "cond", { newId: ids() });
		expect(result.ok && result.value.status).toBe("undone");
		expect((await properties(vault, KIRA)).conditions).toBe("prone");
	});
});

describe("the key travels with the plugin's data", () => {
	it("an entry sealed on another device with the same data is vouched for; one sealed under a key this device lacks asks, until the keys meet", async () => {
		const here = memorySealKeys();
		const elsewhere = memorySealKeys();
		useSealKeys(elsewhere);
		const vault = table();
		const other = entry({ id: "far", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 7 }] });
		await paste(vault, written(other));
		const read = async () => (await logIndexFor(vault.file(SESSION), await vault.read(SESSION))).byId.get("far");
		const item = await read();
		if (!item) throw new Error("no entry");
		expect(vouchedFor(item)).toBe(true);
		// This device never received that key: it asks, it does not refuse.
		useSealKeys(here);
		expect(vouchedFor(item)).toBe(false);
		expect(keptIndex(vault.file(SESSION))).toBeDefined();
		// The two data.json files met (main.ts merges their keys): vouched for again.
		useSealKeys({ keys: () => [...here.keys(), ...elsewhere.keys()], create: () => Promise.resolve() });
		expect(vouchedFor(item)).toBe(true);
		useSealKeys(memorySealKeys());
	});
});
