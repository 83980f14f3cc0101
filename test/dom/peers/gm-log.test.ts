import { afterEach, describe, expect, it, vi } from "vitest";
import { makeEntry, parseEntries } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import { GM_ONLY, isGmOnly, playersEntries, setGmLogHeading } from "../../../src/notes/gm-log";
import { appendEntry } from "../../../src/notes/log/append";
import { undoEntry } from "../../../src/notes/log/undo";
import { readRollBlock } from "../../../src/games/dice/block-source";
import { RollBlockChild } from "../../../src/ui/dice/roll-block";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import { readNoteLog } from "../../../src/ui/log/note-log";
import { testVault, type TestVault } from "../campaign/helpers";
import { settle } from "../cypher/fixtures";
import { d20Vault, deps as d20Deps, host, MARA, SESSION as D20_SESSION } from "../d20/fixtures";
import { d20Table } from "../../../src/ui/d20/table-entry";
import { GameRegistry } from "../../../src/ui/frame/registry";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { readSheet, runSheetAction } from "../../../src/ui/commands/sheet-actions";

const SESSION = "Gate/Session 3.md";
const KIRA = "Gate/Kira.md";

async function gate(): Promise<TestVault> {
	const v = testVault();
	await v.note("Gate/Gate.md", { ledger: "campaign", system: "cypher", "current-session": "[[Session 3]]", party: ["[[Kira]]"] });
	await v.note(SESSION, { ledger: "session", campaign: "[[Gate]]", session: 3 }, "# Session 3\n\n## Log\n\n## Notes\n\nThe bridge fell.\n");
	await v.note(KIRA, { ledger: "character", system: "cypher", campaign: "[[Gate]]", "might-max": 10, "speed-max": 10, "intellect-max": 10 });
	return v;
}

const children: { unload(): void }[] = [];
afterEach(() => {
	for (const child of children.splice(0)) child.unload();
	document.body.empty();
	setGmLogHeading("GM log");
});

function block(v: TestVault, source: string, faces: number[]): HTMLElement {
	// On the page, as every block a player clicks is.
	const el = document.body.createDiv();
	const child = new RollBlockChild(el, source, scriptedRng(faces), { app: v.app, sourcePath: KIRA, settings: () => v.settings(), readLog: (file) => readNoteLog(v.app, file) });
	child.load();
	children.push(child);
	return el;
}

const roll = (el: HTMLElement): void => el.querySelector<HTMLButtonElement>("button.cl-roll-button")?.click();

async function summaryRows(v: TestVault): Promise<string[]> {
	const el = createDiv();
	const child = new LedgerSummaryChild(el, v.app, SESSION);
	child.load();
	children.push(child);
	await settle();
	return [...el.querySelectorAll("tbody tr")].map((tr) => tr.textContent ?? "");
}

describe("GM-only rolls", () => {
	it("a roll block's gm line logs under the GM log heading, never in the players' log; the recap leaves it out", async () => {
		expect(readRollBlock("1d20 # Sneak past\ngm")).toEqual({ ok: true, spec: { expression: "1d20", label: "Sneak past", gm: true } });
		const v = await gate();
		const secret = block(v, "1d20 # Kira's hidden doubt\ngm", [7]);
		expect(secret.querySelector(".cl-roll-gm")?.textContent).toBe("GM only");
		const open = block(v, "1d20 # Climb", [15]);
		await settle();
		roll(secret);
		await settle();
		roll(open);
		await settle();
		const text = await v.read(SESSION);
		// The GM log is a section of its own at the end; the open roll stays under Log, the notes untouched.
		const [log, rest] = text.split("## Notes");
		expect(log).toContain("Climb");
		expect(log).not.toContain("hidden doubt");
		expect(rest).toMatch(/The bridge fell\.\n\n## GM log\n\n> \[!ledger\|/);
		expect(rest).toContain("shown to = GM only");
		const entries = parseEntries(text).entries.map((item) => item.entry);
		expect(entries.map((entry) => [entry.title, isGmOnly(entry)])).toEqual([
			["Climb", false],
			["Kira's hidden doubt", true],
		]);
		expect(await summaryRows(v)).toEqual(["Kira100000"]);
		// Undo of the GM-only roll is GM only too: it goes to the GM log.
		const gmEntry = entries[1];
		await undoEntry(v.app, v.file(SESSION), gmEntry?.id ?? "");
		const after = await v.read(SESSION);
		expect(after.indexOf("Undo: Kira's hidden doubt")).toBeGreaterThan(after.indexOf("## GM log"));
	});

	it("a dialog's GM only mark goes to its own entry: a player's roll logged while the GM's roll runs stays in the players' log (issue 33 §3)", async () => {
		const v = await d20Vault();
		const table = host(v, d20Deps(v, [17]));
		const registry = new GameRegistry(table, [d20Table()]);
		const read = await readSheet(v.app, registry, v.file(MARA));
		if (!read.ok) throw new Error(read.error);
		const opened: RollModal<unknown, unknown>[] = [];
		const open = vi.spyOn(RollModal.prototype, "open").mockImplementation(function (this: RollModal<unknown, unknown>) {
			opened.push(this);
		});
		expect(runSheetAction(table, read.value, "check:athletics").ok).toBe(true);
		open.mockRestore();
		const dialog = opened[0];
		if (!dialog) throw new Error("no dialog");
		dialog.onOpen();
		// The GM ticks "GM only" and rolls; a player's roll reaches the log while the GM's is under way.
		const box = dialog.contentEl.querySelector<HTMLInputElement>(".cl-dialog-gm input");
		if (!box) throw new Error("no GM only box");
		box.checked = true;
		box.dispatchEvent(new Event("change"));
		const gmRoll = dialog.roll();
		const player = makeEntry({ id: "mi0gm0002-bbbbbb", time: "2026-11-25T20:00:00.000Z", kind: "roll", actor: "[[Tam Ashby]]", title: "Tam's open roll" });
		await appendEntry(v.app, v.file(D20_SESSION), player);
		await gmRoll;
		const text = await v.read(D20_SESSION);
		const read2 = parseEntries(text).entries.map((item) => [item.entry.title, isGmOnly(item.entry)]);
		expect(read2).toEqual([
			["Tam's open roll", false],
			["Athletics check", true],
		]);
		// Before: the player's roll went under "GM log" and the secret under "Log".
		expect(text.indexOf("Tam's open roll")).toBeLessThan(text.indexOf("## GM log"));
		expect(text.indexOf("Athletics check")).toBeGreaterThan(text.indexOf("## GM log"));
	});

	it("the heading is the setting's; an entry moved into that section by hand is left out of what players see too", async () => {
		const v = await gate();
		setGmLogHeading("Behind the screen");
		const moved = makeEntry({ id: "mi0gm0004-dddddd", time: "2026-11-25T20:00:00.000Z", kind: "roll", actor: "[[Kira]]", title: "Moved", dice: [{ notation: "1d6", dice: [{ value: 3, kept: true }], total: 3 }] });
		await appendEntry(v.app, v.file(SESSION), { ...moved, inputs: [{ ...GM_ONLY }] });
		expect(await v.read(SESSION)).toContain("## Behind the screen");
		// Written by hand under the heading, without the mark: still the GM's.
		await v.app.vault.modify(v.file(SESSION), (await v.read(SESSION)).replace("shown to = GM only", "note = moved"));
		const log = await readNoteLog(v.app, v.file(SESSION));
		expect(log.entries).toHaveLength(1);
		expect(playersEntries(v.app, v.file(SESSION), log)).toEqual([]);
		expect(await summaryRows(v)).toEqual([]);
	});
});
