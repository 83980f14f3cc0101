import { afterEach, describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { scriptedRng } from "../../../src/engine/rng";
import { undoEntry } from "../../../src/notes/log/undo";
import type { FreeRollContext } from "../../../src/ui/dice/roll-block";
import { readNoteLog } from "../../../src/ui/log/note-log";
import { mountPeerDice, peerDiceWidget } from "../../../src/ui/peers/dice";
import { mountInlineRolls } from "../../../src/ui/dice/inline-roll";
import type { LedgerSettings } from "../../../src/settings";
import { testVault, type TestVault } from "../campaign/helpers";
import { settle } from "../cypher/fixtures";

const SESSION = "Salt Road/Session 4.md";
const PREP = "Salt Road/Prep.md";

/** Tables written the way Dice Roller's documentation lays them out (our own rows). */
const TABLES = ["# Road tables", "", "| Weather |", "| --- |", "| Fog |", "| Rain |", "| Clear |", "", "^weather", "", "## Encounters", "", "| dice: 1d6 | Who |", "| --- | --- |", "| 1-3 | Salt raiders |", "| 4-6 | A lost child |", ""].join("\n");

async function saltRoad(): Promise<TestVault> {
	const v = testVault();
	await v.note("Salt Road/Salt Road.md", { ledger: "campaign", system: "d20", "current-session": "[[Session 4]]" });
	await v.note(SESSION, { ledger: "session", campaign: "[[Salt Road]]", session: 4 }, "# Session 4\n\n## Log\n");
	await v.note(PREP, { campaign: "[[Salt Road]]" }, "Prep\n");
	await v.app.vault.create("Salt Road/Road tables.md", TABLES);
	return v;
}

const children: { unload(): void }[] = [];
afterEach(() => {
	for (const child of children.splice(0)) child.unload();
	delete (window as unknown as Record<string, unknown>)["DiceRoller"];
});

function context(v: TestVault, sourcePath: string, settings: Partial<LedgerSettings> = {}): FreeRollContext {
	return { app: v.app, sourcePath, settings: () => v.settings({ defaultCampaign: "Salt Road/Salt Road.md", ...settings }), readLog: (file) => readNoteLog(v.app, file) };
}

/** A rendered paragraph holding inline code, post-processed as reading view does. */
function paragraph(v: TestVault, codes: string[], faces: number[], sourcePath = SESSION, settings: Partial<LedgerSettings> = {}): HTMLElement {
	const el = createDiv();
	const p = el.createEl("p");
	for (const code of codes) {
		p.appendText("Roll ");
		p.createEl("code", { text: code });
	}
	mountPeerDice(el, (child) => (children.push(child), child.load()), scriptedRng(faces), context(v, sourcePath, settings));
	return el;
}

const click = (el: HTMLElement, index = 0): void => (el.querySelectorAll("button")[index] as HTMLButtonElement).click();
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((item) => item.entry);

describe("Dice Roller's dice: code in reading view", () => {
	it("rolls an expression as roll: code does, logs it, and undo takes it back", async () => {
		const v = await saltRoad();
		const el = paragraph(v, ["dice: 1d20+5"], [14]);
		await settle();
		expect(el.querySelector("button")?.textContent).toBe("1d20+5");
		expect(el.querySelector(".cl-inline-roll-result")?.textContent).toBe("");
		click(el);
		expect(el.querySelector(".cl-inline-roll-result")?.textContent).toBe("19 (14; 14 + 5)");
		await settle();
		const [entry] = await entries(v);
		expect(entry?.title).toBe("Roll 1d20+5");
		expect(entry?.inputs.find((input) => input.key === "via")?.value).toBe("inline roll");
		expect(entry?.outcome?.text).toBe("19");
		const undone = await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(undone.ok && undone.value.status).toBe("undone");
	});

	it("reads their flags: text(…) names the button and the roll, noform shows the total alone", async () => {
		const v = await saltRoad();
		const el = paragraph(v, ["dice: 1d20 + 2|nodice|text(Dexterity save)", "dice: 3d6|noform"], [11, 2, 3, 4]);
		await settle();
		const results = () => [...el.querySelectorAll(".cl-inline-roll-result")].map((r) => r.textContent);
		expect([...el.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Dexterity save", "3d6"]);
		click(el, 0);
		click(el, 1);
		expect(results()).toEqual(["13 (11; 11 + 2)", "9"]);
		await settle();
		expect((await entries(v)).map((e) => e.title)).toEqual(["Dexterity save", "Roll 3d6"]);
	});

	it("shows the last logged result when the note is read again", async () => {
		const v = await saltRoad();
		click(paragraph(v, ["dice: 2d4"], [1, 3]));
		await settle();
		const again = paragraph(v, ["dice: 2d4"], []);
		await settle();
		expect(again.querySelector(".cl-inline-roll-result")?.textContent).toMatch(/^4 \(1, 3\), rolled /);
	});

	it("rolls a table by block id and by heading, logging the row with the table's note linked", async () => {
		const v = await saltRoad();
		const el = paragraph(v, ["dice: [[Road tables^weather]]", "dice: 2[[Road tables#Encounters]]", "dice: [[Road tables^nowhere]]"], [2, 5, 1], PREP);
		expect([...el.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Roll on Road tables", "Roll on Encounters", "Roll on Road tables"]);
		click(el, 0);
		await settle();
		click(el, 1);
		await settle();
		click(el, 2);
		await settle();
		const results = [...el.querySelectorAll(".cl-inline-roll-result")].map((r) => r.textContent);
		expect(results).toEqual([" 2: Rain", " 5: A lost child; 1: Salt raiders", " Road tables has no table marked ^nowhere."]);
		const logged = await entries(v);
		expect(logged.map((e) => [e.title, e.outcome?.text])).toEqual([
			["Roll on Road tables: Weather", "Rain"],
			["Roll on Road tables: Who", "A lost child"],
			["Roll on Road tables: Who", "Salt raiders"],
		]);
		expect(logged[0]?.links).toEqual(["Road tables"]);
	});

	it("says which of their forms it does not read, and leaves a typo as typed", async () => {
		const v = await saltRoad();
		const el = paragraph(v, ["dice: #encounter", "dice: [[Road tables]]", "dice: 1d6 + field", "roll: 1d6"], []);
		expect([...el.querySelectorAll(".cl-inline-roll-error")].map((e) => e.textContent)).toEqual([
			" Rolling on a tag (Dataview) is not read here: link a table instead.",
			" Rolling a random section of a note is not read here: link a table by its block id ([[Note^id]]) or its heading ([[Note#Heading]]).",
		]);
		// Dataview's inline fields are not properties: the code stays as written (and roll: is the dice widgets' own).
		expect([...el.querySelectorAll("code")].map((c) => c.textContent)).toEqual(["dice: #encounter", "dice: [[Road tables]]", "dice: 1d6 + field", "roll: 1d6"]);
	});

	it("leaves dice: to Dice Roller while it is enabled, and when the setting says so: never two widgets on one code", async () => {
		const v = await saltRoad();
		(window as unknown as Record<string, unknown>)["DiceRoller"] = {};
		expect(paragraph(v, ["dice: 1d20"], []).querySelector("button")).toBeNull();
		expect(peerDiceWidget(scriptedRng([]))("dice: 1d20", context(v, SESSION))).toBeUndefined();
		delete (window as unknown as Record<string, unknown>)["DiceRoller"];
		(v.app as unknown as { plugins: unknown }).plugins = { enabledPlugins: new Set(["obsidian-dice-roller"]) };
		expect(paragraph(v, ["dice: 1d20"], []).querySelector("button")).toBeNull();
		(v.app as unknown as { plugins: unknown }).plugins = { enabledPlugins: new Set() };
		expect(paragraph(v, ["dice: 1d20"], [], SESSION, { peerDice: false }).querySelector("button")).toBeNull();
		expect(paragraph(v, ["dice: 1d20"], []).querySelector("button")).not.toBeNull();
		expect(peerDiceWidget(scriptedRng([]))("dice: 1d20", context(v, SESSION))).toBeDefined();
		expect(peerDiceWidget(scriptedRng([]))("dice: 1d20", undefined)).toBeUndefined();
	});
});

describe("a roll table named by reference in roll: code", () => {
	it("rolls the table a link names from any note, by block id or heading, each row logged with the table's note linked", async () => {
		const v = await saltRoad();
		const el = createDiv();
		const p = el.createEl("p");
		for (const code of ["roll: [[Road tables^weather]]", "roll: [[Road tables#Encounters]]", "roll: [[Road tables]]"]) p.createEl("code", { text: code });
		mountInlineRolls(el, (child) => (children.push(child), child.load()), scriptedRng([3, 4]), context(v, PREP));
		// A whole note names no table: the code stays as typed (it is not dice either).
		expect([...el.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Roll on Road tables", "Roll on Encounters"]);
		expect([...el.querySelectorAll("code")].map((c) => c.textContent)).toEqual(["roll: [[Road tables]]"]);
		click(el, 0);
		await settle();
		click(el, 1);
		await settle();
		expect([...el.querySelectorAll(".cl-inline-roll-result")].map((r) => r.textContent)).toEqual([" 3: Clear", " 4: A lost child"]);
		const logged = await entries(v);
		expect(logged.map((e) => [e.title, e.outcome?.text, e.links[0]])).toEqual([
			["Roll on Road tables: Weather", "Clear", "Road tables"],
			["Roll on Road tables: Who", "A lost child", "Road tables"],
		]);
		// Undo takes a table roll back like any other entry.
		const undone = await undoEntry(v.app, v.file(SESSION), logged[0]?.id ?? "");
		expect(undone.ok && undone.value.status).toBe("undone");
	});
});
