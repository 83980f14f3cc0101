/** A sheet's cypher lines ("[[Detonation]] (level 4)") and adding or using one against the cypher limit (001). */
import { describe, expect, it } from "vitest";
import { scriptedRng } from "../../../../src/engine/rng";
import { addCypher, cypherLine, readCypher, sheetLoad, useCypher } from "../../../../src/engine/systems/cypher/party";

describe("cypher lines", () => {
	it.each([
		["[[Detonation]] (level 4)", { name: "Detonation", link: "[[Detonation]]", level: 4, occultic: false }],
		["[[Cyphers/Stim|Stim]] (Level 2, occultic)", { name: "Stim", link: "[[Cyphers/Stim|Stim]]", level: 2, occultic: true }],
		["Detonation", { name: "Detonation", occultic: false }],
		// Any other parenthesis is part of the name: a hand-written line loses no words.
		["Stim (injector)", { name: "Stim (injector)", occultic: false }],
		["(level 4)", { name: "(level 4)", occultic: false }],
	])("%s", (line, entry) => {
		expect(readCypher(line)).toEqual(entry);
	});

	it("cypherLine writes what readCypher reads back", () => {
		expect(cypherLine("[[Detonation]]", 4)).toBe("[[Detonation]] (level 4)");
		expect(cypherLine("Soul knife", undefined, true)).toBe("Soul knife (occultic)");
		expect(readCypher(cypherLine("Soul knife", 3, true))).toEqual({ name: "Soul knife", level: 3, occultic: true });
	});

	it("the load counts occultic lines as two (001: \"Occultic Cyphers count as 2 cyphers against limit.\")", () => {
		expect(sheetLoad(["Stim", "Soul knife (occultic)"])).toBe(3);
	});
});

describe("adding and using a cypher", () => {
	const kira = { name: "Kira", cypherLimit: 2, cyphers: ["A", "B"] };

	it("within the limit: one change from the old list to the new", () => {
		const added = addCypher({ ...kira, cyphers: ["A"] }, " B ", scriptedRng([]), "[[Kira]]");
		expect(added.ok && added.value.changes).toEqual([{ target: "[[Kira]]", key: "cyphers", before: ["A"], after: ["A", "B"] }]);
	});

	it("over it, random cyphers disappear at once; the change still starts from the list before the add", () => {
		// 001: "random cyphers disappear instantly until they have cyphers equal to their maximum." Face 3: the new one.
		const added = addCypher(kira, "C", scriptedRng([3]));
		expect(added.ok && added.value.lost).toEqual(["C"]);
		expect(added.ok && added.value.changes).toEqual([{ target: "", key: "cyphers", before: ["A", "B"], after: ["A", "B"] }]);
	});

	it("refuses an empty name", () => {
		expect(addCypher(kira, "  ", scriptedRng([])).ok).toBe(false);
	});

	it("use removes the line, found again when the list moved, refused when it is gone", () => {
		expect(useCypher(kira, 0, "A")).toEqual({ ok: true, value: { kept: ["B"], changes: [{ target: "", key: "cyphers", before: ["A", "B"], after: ["B"] }] } });
		// The dialog opened on "A" at 0; the list is now ["B", "A"]: "A" is found at 1.
		expect(useCypher({ ...kira, cyphers: ["B", "A"] }, 0, "A")).toMatchObject({ ok: true, value: { kept: ["B"] } });
		expect(useCypher(kira, 0, "Z").ok).toBe(false);
	});
});
