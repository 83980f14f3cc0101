/**
 * `equipment` and `combatants` as lists of links (schema/list-forms.ts): the lines the model reads
 * from either form, and the form each write keeps.
 */
import { describe, expect, it } from "vitest";
import { readValue, writeValue } from "../../../src/notes/frontmatter";
import { readCypherCharacter } from "../../../src/notes/schema/cypher";
import { equipmentLines, splitEquipmentLine } from "../../../src/notes/schema/list-forms";
import { readEncounterNote } from "../../../src/notes/encounter/read";
import { addCombatant, removeCombatant } from "../../../src/ui/encounter/actions";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote } from "../encounter/fixtures";
import { KIRA, settle, sheetChild, table } from "../cypher/fixtures";

const AXE = "[[Boarding-Axe|Boarding Axe]] (medium weapon)";
const BOW = "Longbow (light weapon, ranged)";
const ROPE = "Rope (50 feet)";
const PC = { ledger: "character", system: "cypher", "might-max": 10, "speed-max": 10, "intellect-max": 10 };

describe("equipment", () => {
	it("splits a line into the item and its kind; a parenthesis that is no kind stays in the name", () => {
		expect(splitEquipmentLine(AXE)).toEqual({ item: "[[Boarding-Axe|Boarding Axe]]", kind: "medium weapon" });
		expect(splitEquipmentLine(BOW)).toEqual({ item: "Longbow", kind: "light weapon, ranged" });
		expect(splitEquipmentLine(ROPE)).toEqual({ item: ROPE });
		expect(equipmentLines(["[[Boarding-Axe|Boarding Axe]]", "Longbow", ROPE], ["medium weapon", "light weapon, ranged", "gear"])).toEqual([AXE, BOW, ROPE]);
	});

	it("a note without equipment gets the newer form: links in equipment, kinds beside them", () => {
		const fm: Record<string, unknown> = { ...PC };
		writeValue(fm, "equipment", [AXE, BOW, ROPE]);
		expect(fm["equipment"]).toEqual(["[[Boarding-Axe|Boarding Axe]]", "Longbow", ROPE]);
		expect(fm["equipment-kinds"]).toEqual(["medium weapon", "light weapon, ranged", "gear"]);
		// Read back as the lines written, by the checked writes and by the sheet.
		expect(readValue(fm, "equipment")).toEqual([AXE, BOW, ROPE]);
		const sheet = readCypherCharacter(fm);
		expect(sheet.ok && sheet.value.equipment).toEqual([AXE, BOW, ROPE]);
	});

	it("a note in the older form stays in it, and both forms read the same lines", () => {
		const older: Record<string, unknown> = { ...PC, equipment: [AXE] };
		writeValue(older, "equipment", [AXE, BOW]);
		expect(older).toEqual({ ...PC, equipment: [AXE, BOW] });
		const sheet = readCypherCharacter(older);
		expect(sheet.ok && sheet.value.equipment).toEqual([AXE, BOW]);
	});

	it("plain gear needs no kinds list; removing the last kind removes the list; removing the list removes both", () => {
		const fm: Record<string, unknown> = { ...PC, equipment: ["Longbow"], "equipment-kinds": ["light weapon, ranged"] };
		writeValue(fm, "equipment", ["Longbow", ROPE]);
		expect(fm["equipment-kinds"]).toBeUndefined();
		expect(fm["equipment"]).toEqual(["Longbow", ROPE]);
		writeValue(fm, "equipment", [BOW]);
		writeValue(fm, "equipment", null);
		expect(fm).toEqual(PC);
	});

	it("kinds that no longer line up with the items are a problem the sheet names, and nothing is guessed", () => {
		const sheet = readCypherCharacter({ ...PC, equipment: ["[[Boarding-Axe]]"], "equipment-kinds": ["medium weapon", "light armor"] });
		expect(sheet.ok).toBe(false);
		expect(!sheet.ok && sheet.error).toContain("equipment-kinds: 2 kinds for 1 items of equipment: give each item its kind, in the same order");
		expect(readValue({ equipment: ["[[A]]"], "equipment-kinds": ["a", "b"] }, "equipment")).toEqual(["[[A]]"]);
	});
});

describe("combatants", () => {
	it("a new list is links, with each count in its own property", () => {
		const fm: Record<string, unknown> = { ledger: "encounter" };
		writeValue(fm, "combatants", ["[[Kessa Varn]]", "3 × [[Rust Hound]]", "2 x [[Reef chapter#Reef Stalker]]"]);
		expect(fm).toEqual({ ledger: "encounter", combatants: ["[[Kessa Varn]]", "[[Rust Hound]]", "[[Reef chapter#Reef Stalker]]"], "rust-hound-count": 3, "reef-stalker-count": 2 });
		expect(readValue(fm, "combatants")).toEqual(["[[Kessa Varn]]", "3 × [[Rust Hound]]", "2 × [[Reef chapter#Reef Stalker]]"]);
	});

	it("one fewer, one removed, all removed: the counts follow their lines and none is left behind", () => {
		const fm: Record<string, unknown> = { combatants: ["[[Kessa Varn]]", "[[Rust Hound]]"], "rust-hound-count": 3 };
		writeValue(fm, "combatants", ["[[Kessa Varn]]", "2 × [[Rust Hound]]"]);
		expect(fm).toEqual({ combatants: ["[[Kessa Varn]]", "[[Rust Hound]]"], "rust-hound-count": 2 });
		writeValue(fm, "combatants", ["[[Kessa Varn]]"]);
		expect(fm).toEqual({ combatants: ["[[Kessa Varn]]"] });
		writeValue(fm, "combatants", ["[[Kessa Varn]]", "[[Rust Hound]]"]);
		// Added again without a count: the note itself, not the three it once had.
		expect(readValue(fm, "combatants")).toEqual(["[[Kessa Varn]]", "[[Rust Hound]]"]);
		writeValue(fm, "combatants", ["4 × [[Rust Hound]]"]);
		writeValue(fm, "combatants", null);
		expect(fm).toEqual({});
	});

	it("a list in the older form stays in it; a count that is no number reaches the reader as written", () => {
		const older: Record<string, unknown> = { combatants: ["3 × [[Rust Hound]]"] };
		writeValue(older, "combatants", ["3 × [[Rust Hound]]", "[[Kessa Varn]]"]);
		expect(older).toEqual({ combatants: ["3 × [[Rust Hound]]", "[[Kessa Varn]]"] });
		expect(readValue({ combatants: ["[[Rust Hound]]"], "rust-hound-count": "many" }, "combatants")).toEqual(["many × [[Rust Hound]]"]);
	});
});

describe("the newer forms at the table", () => {
	it("an encounter in the newer form: its tracker reads the counts, and adding and removing keep the form", async () => {
		const v = await campaign("cypher");
		await v.note("Camp/Ana.md", cypherPc("Ana"));
		await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
		await v.app.vault.create("Compendium/Gull.md", creaturePage(1, 3));
		await encounterNote(v, { combatants: ["[[Ana]]", "[[Guard]]"], "guard-count": 2 });
		const read = await readEncounterNote(v.app, v.settings(), v.file(ENCOUNTER));
		expect(read.ok && read.value.combatants.map((c) => c.ref.id)).toEqual(["Ana", "Guard 1", "Guard 2"]);
		const d = deps(v);
		expect((await addCombatant(d, v.file(ENCOUNTER), "Gull", 3)).ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)).toMatchObject({ combatants: ["[[Ana]]", "[[Guard]]", "[[Gull]]"], "guard-count": 2, "gull-count": 3 });
		expect((await removeCombatant(d, v.file(ENCOUNTER), "Guard 2")).ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)).toMatchObject({ combatants: ["[[Ana]]", "[[Guard]]", "[[Gull]]"], "guard-count": 1 });
	});

	it("a character in the newer form: the sheet lists each item with its kind and offers Attack on the weapon", async () => {
		const v = await table({ equipment: ["[[Boarding-Axe|Boarding Axe]]", "Longbow", ROPE], "equipment-kinds": ["medium weapon", "light weapon, ranged", "gear"] });
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		const items = [...el.querySelectorAll('[data-list="Equipment"] li')].map((li) => li.textContent);
		expect(items).toEqual(["3 itemsAdd equipment", "Boarding Axe (medium weapon)Attack", "Longbow (light weapon, ranged)Attack", "Rope (50 feet)"]);
	});
});
