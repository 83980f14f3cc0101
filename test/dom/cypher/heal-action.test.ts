/**
 * Healing from the Cypher sheet: rallying and treatment under wounds (seed 000), and 001's healing
 * task under the damage track. Each dialog is the shared roll dialog wired to the real pipeline, so
 * the note, the session log and undo are what a user would see.
 */
import { describe, expect, it, vi } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { ok } from "../../../src/engine/result";
import { undoEntry } from "../../../src/notes/log/undo";
import { readCharacterNote } from "../../../src/ui/cypher/character-note";
import { cypherGame, type CypherForm } from "../../../src/games/cypher/game";
import { cypherPc, type CypherPc } from "../../../src/games/cypher/task-game";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { seedQuoter } from "../../helpers/seeds";
import type { TestVault } from "../campaign/helpers";
import { deps, KIRA, noteOf, SESSION, settle, sheetChild, table } from "./fixtures";

const quote000 = (words: string): string => seedQuoter("000")(words);
const quote001 = (words: string): string => seedQuoter("001")(words);
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entriesOf = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

const readPc = async (v: TestVault, file: ReturnType<TestVault["file"]>) => {
	const note = await readCharacterNote(v.app, v.settings(), file);
	return note.ok ? ok(cypherPc(note.value)) : note;
};

/** The dialog a sheet button opens, with scripted d20s; `line(part)` reads a `.cl-dialog-<part>` line. */
async function dialog(v: TestVault, action: string, faces: number[] = []) {
	const d = deps(v, faces);
	const pc: CypherPc = cypherPc(await noteOf(v, KIRA));
	const form = cypherGame.form(pc, action);
	if (form === undefined) throw new Error(`no dialog for ${action}`);
	const modal = new RollModal<CypherPc, CypherForm>(v.app, cypherGame, pc, form, (f, entered) => resolveRoll(d, v.file(KIRA), (file) => readPc(v, file), cypherGame, f, entered));
	modal.onOpen();
	const line = (part: string): string => texts(modal.contentEl, `.cl-dialog-${part}`).join(" | ");
	const choices = (key: string): string[] => [...modal.contentEl.querySelectorAll(`[data-key="${key}"] :is(option, .cl-seg-button)`)].map((o) => o.getAttribute("value") ?? o.getAttribute("data-value") ?? "");
	return { modal, d, line, choices, pc };
}

async function buttons(v: TestVault): Promise<string[]> {
	const el = createDiv();
	sheetChild(v, el, "", KIRA, { openTask: () => undefined, openRecovery: () => undefined }).load();
	await settle();
	return texts(el, ".cl-sheet-actions button").filter((label) => ["Rally", "Treat a wound", "Heal points"].includes(label));
}

describe("the healing buttons", () => {
	it("show only while there is something to heal, by the campaign's rules", async () => {
		expect(await buttons(await table({ might: 12 }))).toEqual([]);
		expect(await buttons(await table({ "wounds-minor": 1 }))).toEqual(["Rally", "Treat a wound"]);
		// 000: "you can't rally to remove a major wound": a major wound alone offers treatment only.
		expect(await buttons(await table({ "wounds-major": 1 }))).toEqual(["Treat a wound"]);
		// The damage track has 001's healing task instead, while a Pool is below its maximum.
		expect(await buttons(await table({}, { "damage-model": "damage-track" }))).toEqual(["Heal points"]);
		const pc = cypherPc(await noteOf(await table({ "wounds-minor": 1 }), KIRA));
		expect(cypherGame.sheet(pc).actions.filter((a) => a.id.startsWith("heal:")).map((a) => a.id)).toEqual(["heal:rally", "heal:treat"]);
	});

	it("a click opens the roll dialog for that healing", async () => {
		const v = await table({ "wounds-minor": 1 });
		const opened = vi.spyOn(RollModal.prototype, "onOpen").mock.contexts as RollModal<CypherPc, CypherForm>[];
		const el = createDiv();
		sheetChild(v, el, "", KIRA, { openTask: () => undefined, openRecovery: () => undefined }).load();
		await settle();
		[...el.querySelectorAll<HTMLButtonElement>(".cl-sheet-actions button")].find((b) => b.textContent === "Treat a wound")?.click();
		expect(opened.map((m) => m.titleEl.textContent)).toEqual(["Treat a wound: Kira"]);
		vi.restoreAllMocks();
	});
});

describe("rallying (seed 000)", () => {
	it("removes a minor wound for 2 Might, no roll, Edge not taken off; undo puts both back", async () => {
		// 000: "Rallying allows you to remove a wound. You simply spend the indicated Might points."
		quote000("Rallying allows you to remove a wound. You simply spend the indicated Might points.");
		quote000("| Remove one minor wound | 2 |");
		// 000: "You cannot use Might Edge to reduce the cost of rallying." Kira has Might Edge 1: still 2.
		quote000("You cannot use Might Edge to reduce the cost of rallying.");
		const v = await table({ "wounds-minor": 1, "wounds-moderate": 1 });
		const { modal, line, choices, d } = await dialog(v, "heal:rally");
		expect(choices("severity")).toEqual(["minor", "moderate"]);
		expect(line("effect")).toBe("Rallying removes one minor wound for 2 Might (9 → 7), no roll, one action.");
		expect(line("rule")).toBe("Might Edge does not reduce the cost.");
		expect(line("cost")).toBe("Cost: 2 Might");
		// No die: nothing to type in at the table either.
		expect(modal.contentEl.querySelector(".cl-dialog-by-hand")).toBeNull();
		await modal.roll();
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 7, "wounds-minor": 0, "wounds-moderate": 1 });
		const [entry] = await entriesOf(v);
		expect(entry).toMatchObject({
			kind: "recovery",
			title: "Rally (minor wound)",
			dice: [],
			outcome: { text: "Minor wound removed for 2 Might", code: "recovery" },
			changes: [
				{ target: "[[Kira]]", key: "might", before: 9, after: 7 },
				{ target: "[[Kira]]", key: "wounds-minor", before: 1, after: 0 },
			],
		});
		expect(d.told).toEqual(["Rally (minor wound): Minor wound removed for 2 Might"]);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)).toMatchObject({ might: 9, "wounds-minor": 1 });
	});

	it("a moderate wound costs 5 Might: with 3 the dialog refuses and Roll is off", async () => {
		quote000("| Remove one moderate wound | 5 |");
		const v = await table({ might: 3, "wounds-moderate": 1 });
		const { modal, line } = await dialog(v, "heal:rally");
		expect(modal.form).toMatchObject({ form: { severity: "moderate" } });
		expect(line("refusal")).toBe("Rallying from a moderate wound costs 5 Might; Kira has 3.");
		expect(modal.rollButton?.disabled).toBe(true);
	});
});

describe("treatment (seed 000)", () => {
	it("a moderate wound is a difficulty 3 Intellect task: 60% untrained, a 9 removes it; undo brings it back", async () => {
		// 000: "Treatment to remove a wound is an Intellect task, using the healing skill."
		quote000("Treatment to remove a wound is an Intellect task, using the healing skill.");
		quote000("| Remove one moderate wound | 3 | Ten minutes |");
		const v = await table({ "wounds-moderate": 1 });
		const { modal, line, d } = await dialog(v, "heal:treat", [9]);
		expect(line("difficulty")).toBe("Treating a moderate wound: Intellect task, difficulty 3: target 9");
		// d20 ≥ 9: 12 faces of 20.
		expect(line("chance")).toBe("Chance of success: 60% (12 in 20)");
		expect(line("time")).toBe("Takes ten minutes; Kira spends the time.");
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["wounds-moderate"]).toBe(0);
		const [entry] = await entriesOf(v);
		expect(entry).toMatchObject({
			title: "Treatment (moderate wound)",
			dice: [{ notation: "d20", dice: [{ value: 9, kept: true }], total: 9 }],
			outcome: { text: "Success (9): Moderate wound removed", code: "success" },
			changes: [{ target: "[[Kira]]", key: "wounds-moderate", before: 1, after: 0 }],
		});
		expect(entry?.inputs).toEqual([
			{ key: "wound", value: "moderate" },
			{ key: "healer", value: "Kira" },
			{ key: "difficulty", value: 3 },
		]);
		expect(d.told).toEqual(["Treatment (moderate wound): Success (9): Moderate wound removed"]);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["wounds-moderate"]).toBe(1);
	});

	it("the healing skill eases it: trained, difficulty 2, 75%; an ally starts from no steps and makes the roll", async () => {
		// 000: "Being trained eases your task by one step"; "An ally can use treatment on you; you both spend the time, and they make the roll."
		quote000("An ally can use treatment on you; you both spend the time, and they make the roll.");
		const v = await table({ "wounds-moderate": 1, trained: ["climbing", "healing"] });
		const { modal, line } = await dialog(v, "heal:treat", [5]);
		expect(line("difficulty")).toBe("Treating a moderate wound: Intellect task, difficulty 3 → 2: target 6");
		expect(line("chance")).toBe("Chance of success: 75% (15 in 20)");
		modal.setField("healer", "ally");
		expect(line("chance")).toBe("Chance of success: 60% (12 in 20)");
		expect(line("time")).toBe("Takes ten minutes; the ally and Kira spend the time.");
		await modal.roll();
		// A 5 misses target 9: the wound stays, the entry says so, nothing changes.
		expect(v.frontmatter(KIRA)?.["wounds-moderate"]).toBe(1);
		const [entry] = await entriesOf(v);
		expect(entry).toMatchObject({ outcome: { text: "Failure (5): the wound stays", code: "failure" }, changes: [] });
		expect(entry?.explanation[0]).toBe("An ally treats the character and makes the roll; both spend the time.");
	});

	it("a minor wound is routine: no die, certain; Kira's own major wound hinders her, so she must roll", async () => {
		quote000("| Remove one minor wound | 0 (routine) |");
		const v = await table({ "wounds-minor": 1 });
		const { modal, line, d } = await dialog(v, "heal:treat", [20]);
		expect(line("difficulty")).toBe("Treating a minor wound: Intellect task, difficulty 0, routine: no roll");
		expect(line("chance")).toBe("Chance of success: 100% (routine)");
		expect(modal.contentEl.querySelector(".cl-dialog-by-hand")).toBeNull();
		await modal.roll();
		expect(d.rng.remaining()).toBe(1);
		expect(v.frontmatter(KIRA)?.["wounds-minor"]).toBe(0);
		expect((await entriesOf(v))[0]?.outcome?.text).toBe("Routine: Minor wound removed");
		// 000: "Each individual major wound hinders all of your actions."
		quote000("Each individual major wound hinders all of your actions.");
		const hurt = await dialog(await table({ "wounds-minor": 1, "wounds-major": 1 }), "heal:treat");
		expect(hurt.modal.form).toMatchObject({ form: { severity: "minor", healer: "self", hindered: 1 } });
		expect(hurt.line("difficulty")).toBe("Treating a minor wound: Intellect task, difficulty 0 → 1: target 3");
	});

	it("a d20 rolled at the table: the face typed in decides, and the entry says it was entered by hand", async () => {
		const v = await table({ "wounds-major": 1 });
		const { modal, line, d } = await dialog(v, "heal:treat", [1]);
		quote000("| Remove one major wound | 6 | One hour |");
		// Difficulty 6 plus the major wound's own hindrance when Kira treats herself: 7, out of a d20's reach.
		expect(line("refusal")).toBe("Difficulty 7 cannot be reached on a d20: ease the task (skill, assets) or rest instead.");
		modal.setField("healer", "ally");
		expect(line("difficulty")).toBe("Treating a major wound: Intellect task, difficulty 6: target 18");
		expect(line("chance")).toBe("Chance of success: 15% (3 in 20)");
		modal.setByHand(true);
		modal.setTyped(0, "19");
		await modal.roll();
		expect(d.rng.remaining()).toBe(1);
		expect(v.frontmatter(KIRA)?.["wounds-major"]).toBe(0);
		expect((await entriesOf(v))[0]?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
	});
});

describe("healing under the damage track (seed 001)", () => {
	it("healing 3 Might is a difficulty 3 Intellect task; a 12 heals Might 9 → 12; undo restores", async () => {
		// 001: "HEALING" — "Intellect task, difficulty # of points healed"
		quote001("Intellect task, difficulty # of points healed");
		const v = await table({}, { "damage-model": "damage-track" });
		const { modal, line, d } = await dialog(v, "heal:points", [12]);
		modal.setField("points", 3);
		expect(line("difficulty")).toBe("Healing 3 Might: Intellect task, difficulty 3: target 9");
		expect(line("chance")).toBe("Chance of success: 60% (12 in 20)");
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(12);
		const [entry] = await entriesOf(v);
		expect(entry).toMatchObject({ title: "Healing (3 Might)", outcome: { text: "Success (12): 3 Might healed", code: "success" } });
		expect(d.told).toEqual(["Healing (3 Might): Success (12): 3 Might healed"]);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("more points than the Pool has room for are refused; refilling an empty Pool moves up the track", async () => {
		quote001("1 stat pool = 0");
		const v = await table({ speed: 0, "damage-track": "impaired" }, { "damage-model": "damage-track" });
		const { modal, line } = await dialog(v, "heal:points", [20]);
		modal.setField("stat", "might");
		modal.setField("points", 4);
		expect(line("refusal")).toBe("Might has room for 3 more points (9 of 12): heal fewer points or choose another Pool.");
		modal.setField("stat", "speed");
		modal.setField("points", 2);
		await modal.roll();
		expect(v.frontmatter(KIRA)).toMatchObject({ speed: 2, "damage-track": "hale" });
		const [entry] = await entriesOf(v);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)).toMatchObject({ speed: 0, "damage-track": "impaired" });
	});
});
