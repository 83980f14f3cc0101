/**
 * The planner that lets appends in a row skip rescanning the note: whatever the note holds and
 * whatever the user types between appends, it must put every entry exactly where a full scan
 * (planInsertion) would, so the cached path never changes where an entry lands.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyInsertion, InsertionPlanner, layoutOf, makeEntry, parseEntries, planInsertion, readingsOf, serializeEntry } from "../../../src/engine/log";
import { entryArbitrary, hostileString } from "./arbitraries";

const block = (id: string) => serializeEntry(makeEntry({ id, time: "2026-11-21T02:30:00.000Z", kind: "roll", actor: "[[Kira]]", title: "Climb" }));

/** Notes with the structures placement cares about, in any order, often left open at the end. */
const notePiece = fc.oneof(
	hostileString,
	fc.constantFrom("## Log", "## Loot", "# Session 4", "```", "  ```", "~~~~", "%%", "$$", "<!--", "-->", "> <!--", "> [!note]", "- step", "", "\r", "- <!-- x", "<pre>", "    indented", "> quoted"),
);
const note = fc.array(notePiece, { maxLength: 10 }).map((pieces) => pieces.join("\n"));

/** A step between appends: nothing, or the user typing something somewhere in the note. */
const userEdit = fc.option(fc.tuple(fc.nat(), notePiece), { freq: 2 });

describe("appends in a row through the planner", () => {
	it("land where a full scan puts them, even when the note changes in between", () => {
		fc.assert(
			fc.property(note, fc.array(fc.tuple(userEdit, entryArbitrary), { minLength: 1, maxLength: 6 }), (start, steps) => {
				const planner = new InsertionPlanner();
				let text = start;
				for (const [edit, entry] of steps) {
					if (edit) {
						const at = edit[0] % (text.length + 1);
						text = `${text.slice(0, at)}${edit[1]}\n${text.slice(at)}`;
					}
					const entryBlock = serializeEntry(entry);
					const expected = planInsertion(text, entryBlock);
					const { insertion, result } = planner.plan(text, entryBlock);
					expect(insertion).toEqual(expected);
					expect(result).toBe(applyInsertion(text, expected));
					text = result;
				}
			}),
			{ numRuns: 400 },
		);
	});

	it("learns a layout read in slices, and then writes exactly where a full scan would", () => {
		const text = "# Session\n\n## Log\n\nArrived.\n\n%% aside\n";
		const planner = new InsertionPlanner(() => {
			throw new Error("no full scan expected");
		});
		planner.learn(text, layoutOf(readingsOf(text), text));
		expect(planner.knows(text)).toBe(true);
		const entryBlock = block("s1");
		expect(planner.plan(text, entryBlock).insertion).toEqual(planInsertion(text, entryBlock));
	});

	it("scans a note once for 200 appends in a row, and again only after the user changes it", () => {
		let scans = 0;
		const planner = new InsertionPlanner((text) => {
			scans++;
			return layoutOf(readingsOf(text), text);
		});
		let text = "# Session 9\n\nThe party rests.\n\n## Log\n\nfirst notes\n\n## Loot\n\n- rope\n";
		const id = (i: number) => `e${String(i).padStart(3, "0")}`;
		for (let i = 0; i < 200; i++) text = planner.plan(text, block(id(i))).result;
		expect(scans).toBe(1);
		// The user types a line at the end of the log: the next append scans again, then goes on cached.
		text = text.replace("\n\n## Loot", "\n\nThe GM's note.\n\n## Loot");
		for (let i = 200; i < 203; i++) text = planner.plan(text, block(id(i))).result;
		expect(scans).toBe(2);
		expect(parseEntries(text).entries.map((item) => item.entry.id)).toEqual(Array.from({ length: 203 }, (_, i) => id(i)));
		expect(text).toContain(`${block(id(199))}\n\nThe GM's note.\n\n${block(id(200))}`);
		expect(text.endsWith("## Loot\n\n- rope\n")).toBe(true);
	});
});
