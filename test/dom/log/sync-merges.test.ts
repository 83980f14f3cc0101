/**
 * Issue 33 §5: a session's log converted on one device while another device appends to it, merged
 * as the users' tools merge (Obsidian Sync's text merge, git's merge-file, plain and --union), keeps
 * every entry: the plugin's own conversion and append write each device's note, the merge puts them
 * together, and the plugin's reader reads the result. Before (main 0690563): the conversion rewrote
 * the blocks in place, and the Sync merge dropped appends (18 of 72 here; 1 of 100 in the issue);
 * git kept both copies of each old entry and advised "change the id of the copy".
 */
import { describe, expect, it } from "vitest";
import { parseEntries, serializeLegacyEntry, type LogEntry } from "../../../src/engine/log";
import { appendEntry } from "../../../src/notes/log/append";
import { convertSessionLog } from "../../../src/notes/log/convert";
import { gitMergeFile, keepBothSides, syncMerge } from "../../helpers/merges";
import { vaultWith } from "../helpers/vault";
import { entry, SESSION, sessionNote } from "./fixtures";

const WHO = ["[[Kira]]", "[[Oru]]", "[[Bex]]"];
const old = (n: number): LogEntry[] => Array.from({ length: n }, (_, i) => entry({ id: `m000old${i}0-aaaaa${i}`, actor: WHO[i % 3], changes: [{ target: WHO[i % 3] ?? "", key: "might", before: 13, after: 11 }] }));
const fresh = (n: number, k: number): LogEntry[] => Array.from({ length: k }, (_, i) => entry({ id: `m000new${i}0-bbbbb${i}`, actor: WHO[(i + n) % 3], dice: [{ notation: "d20", dice: [{ value: 5 + i, kept: true }], total: 5 + i }] }));

/** The base note (n older entries), the laptop's note after converting it, and the phone's after appending k entries. */
async function devices(n: number, k: number): Promise<{ base: string; laptop: string; phone: string; added: LogEntry[] }> {
	const base = `${sessionNote}\n## Log\n\n${old(n).map(serializeLegacyEntry).join("\n\n")}\n`;
	const laptop = vaultWith({ [SESSION]: base });
	const converted = await convertSessionLog(laptop.app, laptop.file(SESSION), { newId: () => "m000conv00-cccccc", now: () => new Date("2026-11-21T20:00:00.000Z") });
	if (!converted.ok) throw new Error(converted.error);
	const phone = vaultWith({ [SESSION]: base });
	const added = fresh(n, k);
	for (const item of added) expect((await appendEntry(phone.app, phone.file(SESSION), item)).ok).toBe(true);
	return { base, laptop: await laptop.read(SESSION), phone: await phone.read(SESSION), added };
}

const MERGES: [string, (ours: string, base: string, theirs: string) => string][] = [
	["Obsidian Sync's text merge", (ours, base, theirs) => syncMerge(ours, base, theirs).merged],
	["git merge-file --union", (ours, base, theirs) => gitMergeFile(ours, base, theirs, true)],
	["git merge-file, both sides kept", (ours, base, theirs) => keepBothSides(gitMergeFile(ours, base, theirs, false))],
];

describe("a conversion on one device and appends on another, merged", () => {
	for (const [name, merge] of MERGES) {
		it(`${name}: every appended entry is kept, each older entry is counted once, and the only advice is to delete the older blocks`, async () => {
			let appended = 0;
			let kept = 0;
			for (const n of [1, 2, 3, 5, 6]) {
				for (const k of [1, 2, 3]) {
					const { base, laptop, phone, added } = await devices(n, k);
					for (const [ours, theirs] of [
						[laptop, phone],
						[phone, laptop],
					] as const) {
						const log = parseEntries(merge(ours, base, theirs));
						const ids = log.entries.map((item) => item.entry.id);
						appended += added.length;
						kept += added.filter((item) => ids.includes(item.id)).length;
						// Each older entry once (its callout copy), the conversion, the phone's entries.
						expect(ids.filter((id) => id.startsWith("m000old")).sort()).toEqual(old(n).map((item) => item.id).sort());
						expect(new Set(ids).size).toBe(ids.length);
						for (const problem of log.problems) {
							expect(problem.copyOf).toBeDefined();
							expect(problem.message).toMatch(/Delete this code block\.$/);
							expect(problem.message).not.toContain("change the id");
						}
					}
				}
			}
			expect(kept).toBe(appended);
			// Each merge runs git as a process: thirty of them take a while on a loaded machine.
		}, 60_000);
	}

	it("git merges of a note an earlier version converted in place keep both copies of each old entry: one entry, and the advice is to delete the old block", async () => {
		const n = 3;
		const base = `${sessionNote}\n## Log\n\n${old(n).map(serializeLegacyEntry).join("\n\n")}\n`;
		// The conversion as it was made before: each block rewritten as its callout where it stood.
		const { laptop } = await devices(n, 1);
		const inPlace = laptop.replace(/```ledger-entry\n[^]*?\n```\n\n/g, "");
		const phone = `${base}\n${serializeLegacyEntry(entry({ id: "m000phone0-dddddd" }))}\n`;
		const merged = gitMergeFile(inPlace, base, phone, true);
		const log = parseEntries(merged);
		expect(log.entries.map((item) => item.entry.id).filter((id) => id.startsWith("m000old")).sort()).toEqual(old(n).map((item) => item.id).sort());
		expect(log.problems.length).toBeGreaterThan(0);
		for (const problem of log.problems) expect(problem.message).toMatch(/^This code block is an older copy of the entry on line \d+, .* Delete this code block\.$/);
	});
});
