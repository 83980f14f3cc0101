/**
 * Equipment on the Cypher sheet: the list of what a character carries, Attack on a weapon (the
 * task dialog with its category), Wear / Take off on armor (the sheet's armor), and Add equipment,
 * each through the one pipeline and undoable.
 */
import { describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { readEquipment, equipmentLine } from "../../../src/engine/systems/cypher/party";
import { undoEntry } from "../../../src/notes/log/undo";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { cypherDialog, KIRA, must, SESSION, settle, sheetChild, table } from "./fixtures";

const AXE = "[[Boarding-Axe]] (medium weapon)";
const BOW = "Longbow (light weapon, ranged)";
const SHIRT = "[[Chain-Shirt]] (medium armor)";
const ROPE = "Rope (50 feet)";

const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("equipment lines", () => {
	it("read back what they write: name, link, kind and range; other parentheses stay in the name", () => {
		const quote = seedQuoter("000");
		quote("weapons inflict 2, 4, or 6 damage depending on whether they are light, medium or heavy damage respectively");
		quote("Armor makes it easier to block but harder to dodge, based on armor category: light, medium, or heavy armor.");
		expect(readEquipment(AXE)).toEqual({ name: "Boarding-Axe", link: "[[Boarding-Axe]]", weapon: "medium", ranged: false });
		expect(readEquipment(BOW)).toEqual({ name: "Longbow", weapon: "light", ranged: true });
		expect(readEquipment(SHIRT)).toEqual({ name: "Chain-Shirt", link: "[[Chain-Shirt]]", armor: "medium", ranged: false });
		// "(50 feet)" is not a kind: no words are lost.
		expect(readEquipment(ROPE)).toEqual({ name: ROPE, ranged: false });
		expect(equipmentLine("Longbow", "light weapon", true)).toBe(BOW);
		// Ranged means nothing on armor, so it is not written.
		expect(equipmentLine("[[Chain-Shirt]]", "medium armor", true)).toBe(SHIRT);
	});
});

describe("equipment on the sheet", () => {
	it("lists each item with its kind: Attack on weapons, Wear on armor not worn, nothing on other gear", async () => {
		const v = await table({ equipment: [AXE, BOW, SHIRT, ROPE] });
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		const list = el.querySelector('[data-list="Equipment"]');
		expect(texts(list ?? el, "li")).toEqual(["4 itemsAdd equipment", "Boarding-Axe (medium weapon)Attack", "Longbow (light weapon, ranged)Attack", "Chain-Shirt (medium armor)Wear", "Rope (50 feet)"]);
		expect(list?.querySelector("a")?.textContent).toBe("Boarding-Axe");
	});

	it("Attack on a melee weapon opens the task dialog as a Might attack with its category; a ranged one as Speed", async () => {
		const quote = seedQuoter("000");
		quote("Melee attacks can be Might or Speed actions—you choose which one");
		quote("Physical ranged attacks (such as bows, thrown weapons, and blasts of fire from a mutation) are almost always Speed actions");
		const v = await table({ equipment: [AXE, BOW] });
		const openTask = vi.fn<(file: unknown, stat: string, quick?: unknown) => void>();
		const el = createDiv();
		sheetChild(v, el, "", KIRA, { openTask }).load();
		await settle();
		el.querySelector<HTMLButtonElement>('[data-action="weapon:0"]')?.click();
		el.querySelector<HTMLButtonElement>('[data-action="weapon:1"]')?.click();
		expect(openTask.mock.calls.map((call) => call.slice(1))).toEqual([
			["might", { label: "Attack with Boarding-Axe", stat: "might", skill: "", weapon: "medium" }],
			["speed", { label: "Attack with Longbow", stat: "speed", skill: "", weapon: "light" }],
		]);
	});

	it("Wear puts the armor on (light → medium), is logged, and undo takes it back", async () => {
		const v = await table({ equipment: [SHIRT] });
		const { modal, lines } = await cypherDialog(v, "equipment:wear:0");
		expect(lines("armor")).toEqual(["Armor: light → medium."]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["armor"]).toBe("medium");
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ kind: "equipment", title: "Put on Chain-Shirt", outcome: { text: "Armor: light → medium" }, changes: [{ target: "[[Kira]]", key: "armor", before: "light", after: "medium" }] });
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["armor"]).toBe("light");
	});

	it("the armor worn shows 'worn' and Take off, which sets armor to none", async () => {
		const v = await table({ equipment: [SHIRT], armor: "medium" });
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		expect(texts(el, '[data-list="Equipment"] li')[1]).toBe("Chain-Shirt (medium armor, worn)Take off");
		const { modal } = await cypherDialog(v, "equipment:off:0");
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["armor"]).toBe("none");
	});

	it("Add equipment writes the line, and for armor can put it on in the same entry; undo removes both", async () => {
		const v = await table();
		const { modal, lines } = await cypherDialog(v, "equipment:add");
		expect(lines("refusal")).toEqual(["Type the item's name or a [[link]] to its page."]);
		modal.setField("name", "[[Chain-Shirt]]");
		modal.setField("what", "medium armor");
		modal.setField("wear", true);
		expect(lines("equipment")).toEqual(["Adds Chain-Shirt (medium armor) to Kira's equipment."]);
		expect(lines("armor")).toEqual(["Armor: light → medium."]);
		await modal.roll();
		// Kira had no equipment: it is stored as a list of links with the kinds beside it (notes/schema/list-forms.ts).
		expect(v.frontmatter(KIRA)).toMatchObject({ equipment: ["[[Chain-Shirt]]"], "equipment-kinds": ["medium armor"] });
		expect(v.frontmatter(KIRA)?.["armor"]).toBe("medium");
		const [entry] = await entries(v);
		expect(entry?.title).toBe("Added Chain-Shirt to the equipment");
		expect(entry?.outcome?.text).toBe("Chain-Shirt (medium armor); armor: light → medium");
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)).not.toHaveProperty("equipment");
		expect(v.frontmatter(KIRA)).not.toHaveProperty("equipment-kinds");
		expect(v.frontmatter(KIRA)?.["armor"]).toBe("light");
	});

	it("Wear refuses when the item left the list since the dialog opened, and writes nothing", async () => {
		const v = await table({ equipment: [SHIRT] });
		const { modal, d } = await cypherDialog(v, "equipment:wear:0");
		await v.app.fileManager.processFrontMatter(v.file(KIRA), (fm: Record<string, unknown>) => {
			fm["equipment"] = [ROPE];
		});
		await modal.roll();
		expect(d.told).toEqual(["Chain-Shirt is no longer on Kira's equipment list: nothing was changed."]);
		expect(v.frontmatter(KIRA)?.["armor"]).toBe("light");
		expect(await entries(v)).toEqual([]);
	});
});
