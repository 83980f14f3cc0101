/**
 * Issue 33 §4: a session note written on Windows (lines ending "\r\n") keeps its line breaks: the
 * plugin's appends, undos and conversions add "\r\n" lines, never a lone "\n" in the middle of them.
 */
import { describe, expect, it } from "vitest";
import { parseEntries, serializeLegacyEntry } from "../../../src/engine/log";
import { appendEntry } from "../../../src/notes/log/append";
import { convertSessionLog } from "../../../src/notes/log/convert";
import { vaultWith } from "../helpers/vault";
import { entry, ids, SESSION } from "./fixtures";

const crlf = (text: string) => text.replace(/\n/g, "\r\n");
/** Line breaks that are not "\r\n". */
const loneBreaks = (text: string) => (text.replace(/\r\n/g, "").match(/[\r\n]/g) ?? []).length;

describe("a note with Windows line breaks", () => {
	it.each([
		["with a log heading", "---\nledger: session\nnumber: 3\n---\n# Session 3\n\n## Log\n\nThe party reaches the ruin.\n"],
		["without one", "---\nledger: session\nnumber: 3\n---\n# Session 3\n\nThe party reaches the ruin.\n"],
		["ending in a blank line", "# Session 3\n\nThe party reaches the ruin.\n\n"],
	])("keeps \\r\\n after three appends (%s), and reads them back", async (_name, text) => {
		const vault = vaultWith({ [SESSION]: crlf(text) });
		for (const id of ["a1", "a2", "a3"]) expect((await appendEntry(vault.app, vault.file(SESSION), entry({ id }))).ok).toBe(true);
		const after = await vault.read(SESSION);
		expect(after.startsWith(crlf(text).replace(/(\r\n)+$/, ""))).toBe(true);
		expect(loneBreaks(after)).toBe(0);
		expect(parseEntries(after).entries.map((item) => item.entry.id)).toEqual(["a1", "a2", "a3"]);
	});

	it("keeps \\r\\n when the older entries are converted to callouts", async () => {
		const text = crlf(`# Session 3\n\n## Log\n\n${serializeLegacyEntry(entry({ id: "old1" }))}\n\n${serializeLegacyEntry(entry({ id: "old2" }))}\n`);
		const vault = vaultWith({ [SESSION]: text });
		const newId = ids();
		const converted = await convertSessionLog(vault.app, vault.file(SESSION), { newId, now: () => new Date("2026-11-21T03:00:00.000Z") });
		expect(converted.ok).toBe(true);
		const after = await vault.read(SESSION);
		expect(loneBreaks(after)).toBe(0);
		expect(parseEntries(after).entries.map((item) => [item.entry.id, item.form])).toEqual([
			["old1", "callout"],
			["old2", "callout"],
			["u0001", "callout"],
		]);
	});
});
