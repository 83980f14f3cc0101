/**
 * Issue 33 §5: a copy of a session note made by a sync tool is recognised by what it is (a second
 * note of the same campaign and session number, with the same entries), not only by its name: the
 * campaign recap counts the session once, every entry once, and says which note to keep. Before
 * (main 0690563) the recap counted a copy as another session for 6 of these 11 names (5 of 11 in the
 * issue's own list).
 */
import { describe, expect, it } from "vitest";
import { serializeEntry, type LogEntry } from "../../../src/engine/log";
import { LedgerSummaryChild } from "../../../src/ui/log/summary-block";
import { testVault, type TestVault } from "../campaign/helpers";
import { entry } from "./fixtures";

const COPY_NAMES = [
	["OneDrive", "Session 2-DESKTOP-ABC123"],
	["OneDrive on a laptop", "Session 2-LAPTOP-7QK2L"],
	["Windows and Google Drive", "Session 2 (1)"],
	["a second such copy", "Session 2 (2)"],
	["iCloud", "Session 2 2"],
	["Dropbox", "Session 2 (conflicted copy 2026-11-21)"],
	["Dropbox, naming the user", "Session 2 (Kira's conflicted copy 2026-11-21)"],
	["Nextcloud", "Session 2 (conflicted copy 2026-11-21 190500)"],
	["Syncthing", "Session 2.sync-conflict-20261121-190500-ABCDEFG"],
	["Obsidian Sync or Resilio", "Session 2 (Conflict 2026-11-21 190500)"],
	["the Finder", "Session 2 copy"],
] as const;

const log = (...entries: LogEntry[]): string => `## Log\n\n${entries.map(serializeEntry).join("\n\n")}\n`;
const session = (n: number) => ({ ledger: "session", campaign: "[[The Ninth Gate]]", session: n, date: "2026-03-14" });

async function campaign(copyName: string, copyEntries: LogEntry[]): Promise<TestVault> {
	const v = testVault();
	await v.note("Gate/The Ninth Gate.md", { ledger: "campaign", system: "cypher", "damage-model": "wounds", party: ["[[Kira]]"] });
	await v.note("Gate/Session 1.md", session(1), log(entry({ id: "a1" })));
	await v.note("Gate/Session 2.md", session(2), log(entry({ id: "b1" }), entry({ id: "b2" })));
	await v.note(`Gate/${copyName}.md`, session(2), log(...copyEntries));
	return v;
}

async function recap(v: TestVault): Promise<{ heading: string; totals: string[]; advice: string[] }> {
	const el = createDiv();
	const child = new LedgerSummaryChild(el, v.app, "Gate/The Ninth Gate.md", "campaign");
	child.load();
	await child.render();
	const firstTable = el.querySelector("table");
	const totals = [...(firstTable?.querySelectorAll("tbody tr") ?? [])].map((tr) => [...tr.children].map((cell) => cell.textContent).join(" "));
	const advice = [...el.querySelectorAll(".cl-summary-copy")].map((p) => p.textContent ?? "");
	child.unload();
	return { heading: el.querySelector(".cl-summary-heading")?.textContent ?? "", totals, advice };
}

describe("a sync tool's copy of a session note", () => {
	it.each(COPY_NAMES)("made by %s (%s) is the same session: counted once, each entry once, and the user told which note to keep", async (_tool, name) => {
		const v = await campaign(name, [entry({ id: "b1" }), entry({ id: "b2" })]);
		const { heading, totals, advice } = await recap(v);
		expect(heading).toBe("Recap of The Ninth Gate: 2 sessions");
		// Kira: 3 rolls (a1, b1, b2), 3 successes.
		expect(totals).toHaveLength(1);
		expect(totals[0]).toMatch(/ 3 3 0 0 0 0$/);
		expect(advice).toEqual([`"${name}" is a copy of "Session 2" that a sync tool made (session 2 again, with 2 of the same entries): keep "Session 2" and delete the copy.`]);
	});

	it("holding an entry the original lacks (logged on the other device), the entry is counted and the advice says to move it over first", async () => {
		const v = await campaign("Session 2-DESKTOP-ABC123", [entry({ id: "b1" }), entry({ id: "b3" })]);
		const { heading, totals, advice } = await recap(v);
		expect(heading).toBe("Recap of The Ninth Gate: 2 sessions");
		expect(totals[0]).toMatch(/ 4 4 0 0 0 0$/);
		expect(advice).toEqual([
			`"Session 2-DESKTOP-ABC123" is a copy of "Session 2" that a sync tool made (session 2 again, with 1 of the same entry): keep "Session 2" and delete the copy after moving over the 1 entry only the copy has (each entry is counted once meanwhile).`,
		]);
	});

	it("is known by its entries whatever its name; a note of the same number with other entries is not a copy", async () => {
		const renamed = await campaign("Second night at the gate", [entry({ id: "b1" }), entry({ id: "b2" })]);
		expect((await recap(renamed)).heading).toBe("Recap of The Ninth Gate: 2 sessions");
		const other = await campaign("Session 2 (1)", [entry({ id: "c1" })]);
		const read = await recap(other);
		expect(read.heading).toBe("Recap of The Ninth Gate: 3 sessions");
		expect(read.advice).toEqual([]);
	});
});
