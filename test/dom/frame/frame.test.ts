/**
 * The shared table frame as a user meets it on a Cypher sheet: steppers (click and keyboard),
 * wound boxes and damage-track steps write the note and log an entry that Undo reverses; the roll
 * dialog updates in place and takes physical dice; a note's problems are all listed.
 */
import { describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { rollTask } from "../../../src/ui/cypher/actions";
import { TaskModal } from "../../../src/ui/cypher/task-modal";
import { readEnteredDice } from "../../../src/engine/dice/physical";
import type { TestVault } from "../campaign/helpers";
import { deps, KIRA, must, noteOf, SESSION, settle, sheetChild, table } from "../cypher/fixtures";

async function sheet(v: TestVault, d = deps(v)) {
	const el = createDiv();
	document.body.appendChild(el);
	sheetChild(v, el, "", KIRA, {}, d).load();
	await settle();
	return { el, d };
}

/** As Obsidian opens a dialog: in the page first, then drawn (the test mock's open() closes it again at once). */
function show(modal: TaskModal): TaskModal {
	document.body.appendChild(modal.containerEl);
	modal.onOpen();
	return modal;
}

const entriesOf = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
const meter = (el: HTMLElement, key: string) => el.querySelector<HTMLElement>(`.cl-sheet-meter[data-key="${key}"]`);
const buttonNamed = (el: Element | null, label: string) => el?.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

describe("sheet edits", () => {
	it("the − stepper writes Might 9 → 8, logs a small edit entry with before and after, and Undo puts 9 back", async () => {
		const v = await table();
		const { el, d } = await sheet(v);
		buttonNamed(meter(el, "might"), "Lower Might")?.click();
		await settle();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(8);
		const [entry, ...rest] = await entriesOf(v);
		expect(rest).toEqual([]);
		expect(entry).toMatchObject({ kind: "edit", system: "cypher", title: "Might 9 → 8", actor: "[[Kira]]", changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 8 }] });
		expect(d.told).toEqual(["Might 9 → 8: edited on the sheet"]);
		// The sheet redrew from the note.
		expect(meter(el, "might")?.querySelector(".cl-sheet-meter-value")?.textContent).toBe("8 / 12");
		const undone = must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(undone.status).toBe("undone");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
	});

	it("the arrow keys step the focused value: ArrowUp raises XP 3 → 4; on a full Pool, + is disabled and ArrowUp writes nothing", async () => {
		const v = await table();
		const { el } = await sheet(v);
		const xp = meter(el, "xp")?.querySelector<HTMLElement>('[role="spinbutton"]');
		expect(xp?.getAttribute("aria-label")).toBe("XP");
		expect(xp?.getAttribute("tabindex")).toBe("0");
		xp?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true }));
		await settle();
		expect(v.frontmatter(KIRA)?.["xp"]).toBe(4);
		expect((await entriesOf(v))[0]?.title).toBe("XP 3 → 4");
		// Speed is 10 of 10: + is disabled and ArrowUp writes nothing.
		expect(buttonNamed(meter(el, "speed"), "Raise Speed")?.disabled).toBe(true);
		meter(el, "speed")?.querySelector<HTMLElement>('[role="spinbutton"]')?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true }));
		await settle();
		expect(v.frontmatter(KIRA)?.["speed"]).toBe(10);
		expect(await entriesOf(v)).toHaveLength(1);
	});

	it("clicking the first minor wound box takes a wound (the key was absent: undo removes it again); clicking it again clears it", async () => {
		const v = await table();
		const { el } = await sheet(v);
		const boxes = () => [...el.querySelectorAll<HTMLButtonElement>('.cl-sheet-boxes[data-key="wounds-minor"] .cl-sheet-box')];
		expect(boxes().map((b) => b.getAttribute("aria-pressed"))).toEqual(["false", "false", "false"]);
		boxes()[0]?.click();
		await settle();
		expect(v.frontmatter(KIRA)?.["wounds-minor"]).toBe(1);
		expect(boxes()[0]?.getAttribute("aria-pressed")).toBe("true");
		expect(boxes()[0]?.getAttribute("aria-label")).toBe("Minor wounds box 1 of 3, taken");
		const [first] = await entriesOf(v);
		expect(first).toMatchObject({ title: "Minor wounds 0 → 1", changes: [{ key: "wounds-minor", before: null, after: 1 }] });
		boxes()[0]?.click();
		await settle();
		expect(v.frontmatter(KIRA)?.["wounds-minor"]).toBe(0);
		must(await undoEntry(v.app, v.file(SESSION), (await entriesOf(v))[1]?.id ?? ""));
		must(await undoEntry(v.app, v.file(SESSION), first?.id ?? ""));
		expect(v.frontmatter(KIRA)).not.toHaveProperty("wounds-minor");
	});

	it("clicking a damage-track step moves the character there and logs it", async () => {
		const v = await table({}, { "damage-model": "damage-track" });
		const { el } = await sheet(v);
		const step = [...el.querySelectorAll<HTMLButtonElement>(".cl-sheet-track-button")].find((b) => b.textContent === "impaired");
		step?.click();
		await settle();
		expect(v.frontmatter(KIRA)?.["damage-track"]).toBe("impaired");
		expect((await entriesOf(v))[0]).toMatchObject({ title: "Damage track hale → impaired", changes: [{ key: "damage-track", before: null, after: "impaired" }] });
		expect(el.querySelector(".cl-sheet-track-current")?.textContent).toBe("impaired");
		expect(el.querySelector(".cl-sheet-track-now")?.textContent).toBe("Now: impaired");
	});

	it("with no session to log to, an edit writes nothing and says how to start one", async () => {
		const v = await table({ campaign: null });
		const { el, d } = await sheet(v);
		buttonNamed(meter(el, "might"), "Lower Might")?.click();
		await settle();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(9);
		expect(d.told).toHaveLength(1);
		expect(d.told[0]).toContain("session");
	});

	it("the name is a heading one level below the note's own heading, not a fixed h3", async () => {
		const { el } = await sheet(await table());
		const name = el.querySelector(".cl-sheet-name");
		expect(name?.tagName).toBe("DIV");
		expect(name?.getAttribute("role")).toBe("heading");
		expect(name?.getAttribute("aria-level")).toBe("2");
	});
});

describe("problems", () => {
	it("a note with seven problems lists all seven, each on its own line, and offers nothing to click", async () => {
		const v = await table({ "might-max": "lots", xp: -2, tier: 99, effort: "x", armor: "paper", "speed-max": [], "damage-track": "fine" });
		const { el } = await sheet(v);
		const items = [...el.querySelectorAll(".cl-sheet-problems li")].map((li) => li.textContent ?? "");
		expect(items).toHaveLength(7);
		for (const key of ["might-max", "xp", "tier", "effort", "armor", "speed-max", "damage-track"]) expect(items.some((text) => text.includes(key))).toBe(true);
		expect(el.textContent).not.toContain("more");
		expect(el.querySelectorAll("button")).toHaveLength(0);
		expect(v.frontmatter(KIRA)?.["might-max"]).toBe("lots");
	});
});

describe("physical dice", () => {
	it("checks the count and the range of what is typed, in the user's words", () => {
		const need = [{ count: 1, sides: 20, label: "d20" }];
		expect(readEnteredDice(need, ["14"])).toEqual({ ok: true, value: [[14]] });
		expect(readEnteredDice(need, ["21"])).toEqual({ ok: false, error: 'd20: "21" is not a face of a d20 (1 to 20).' });
		expect(readEnteredDice(need, ["0"])).toEqual({ ok: false, error: 'd20: "0" is not a face of a d20 (1 to 20).' });
		expect(readEnteredDice(need, ["3 4"])).toEqual({ ok: false, error: "d20: type 1 die, got 2." });
		expect(readEnteredDice(need, [""])).toEqual({ ok: false, error: "d20: type 1 die, got 0." });
		expect(readEnteredDice(need, ["<b>7</b>"]).ok).toBe(false);
		expect(readEnteredDice([{ count: 3, sides: 6, label: "Pool (3d6)" }], ["6, 5 1"])).toEqual({ ok: true, value: [[6, 5, 1]] });
		expect(readEnteredDice([{ count: 3, sides: 6, label: "Pool (3d6)" }], ["9".repeat(500)]).ok).toBe(false);
	});

	async function dialog(v: TestVault, faces: number[] = []) {
		const d = deps(v, faces);
		const modal = new TaskModal(v.app, await noteOf(v, KIRA), (file, form, label, entered) => rollTask(d, file, form, label, entered), "might", "Climb", "climbing");
		show(modal);
		modal.update({ difficulty: 4, effort: 1 });
		return { modal, d };
	}

	it("a face out of range is named under the box and Roll is disabled; a good face is logged as entered by hand", async () => {
		const v = await table();
		const { modal, d } = await dialog(v);
		const toggle = modal.contentEl.querySelector<HTMLInputElement>(".cl-dialog-by-hand");
		expect(toggle?.getAttribute("aria-label")).toBe("Dice rolled at the table");
		modal.setByHand(true);
		const box = modal.contentEl.querySelector<HTMLInputElement>(".cl-dialog-faces");
		expect(box?.getAttribute("aria-label")).toBe("Faces for d20");
		modal.setTyped(0, "25");
		expect(modal.contentEl.querySelector(".cl-dialog-dice-problem")?.textContent).toBe('d20: "25" is not a face of a d20 (1 to 20).');
		expect(modal.rollButton?.disabled).toBe(true);
		await modal.roll();
		expect(await entriesOf(v)).toEqual([]);
		modal.setTyped(0, "14");
		expect(modal.contentEl.querySelector(".cl-dialog-dice-problem")?.textContent).toBe("");
		expect(modal.rollButton?.textContent).toBe("Log these dice");
		await modal.roll();
		const [entry] = await entriesOf(v);
		expect(entry?.dice).toEqual([{ notation: "d20", dice: [{ value: 14, kept: true }], total: 14 }]);
		expect(entry?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
		expect(entry?.explanation.join(" ")).toContain("entered by hand");
		expect(v.frontmatter(KIRA)?.["might"]).toBe(7);
		// The plugin rolled nothing of its own.
		expect(d.rng.remaining()).toBe(0);
	});

	it("a routine task needs no die, so no dice entry is offered", async () => {
		const v = await table();
		const { modal } = await dialog(v);
		modal.update({ difficulty: 2, effort: 1 });
		expect(modal.contentEl.querySelector(".cl-dialog-by-hand")).toBeNull();
	});
});

describe("the roll dialog", () => {
	const seg = (modal: TaskModal, key: string) => [...modal.contentEl.querySelectorAll<HTMLButtonElement>(`.cl-dialog-field[data-key="${key}"] .cl-seg-button`)];
	const pressed = (modal: TaskModal, key: string) => seg(modal, key).find((b) => b.getAttribute("aria-pressed") === "true")?.textContent;

	it("updates in place: a tap on Effort 1 keeps the same buttons, its focus, and redraws only the live panel", async () => {
		const v = await table();
		const d = deps(v);
		const modal = new TaskModal(v.app, await noteOf(v, KIRA), (file, form, label) => rollTask(d, file, form, label), "might", "Climb", "climbing");
		show(modal);
		const [, one] = seg(modal, "effort");
		expect(modal.contentEl.querySelector('.cl-dialog-field[data-key="effort"] .cl-seg')?.getAttribute("aria-label")).toBe("Effort");
		one?.focus();
		one?.click();
		expect(seg(modal, "effort")[1]).toBe(one);
		expect(document.activeElement).toBe(one);
		expect(pressed(modal, "effort")).toBe("1");
		expect(modal.contentEl.querySelector(".cl-dialog-chance")?.textContent).toBe("Chance of success: 90% (18 in 20)");
		modal.close();
	});

	it("draws what a player changes every roll as one tap each, and folds the rest under More", async () => {
		const v = await table();
		const modal = show(new TaskModal(v.app, await noteOf(v, KIRA), () => Promise.resolve({ ok: false }), "might", "Climb", "climbing"));
		// Stat, difficulty 0–10, skill, assets 0–2 and Effort 0–1: rows of buttons, no dropdown among them.
		const main = modal.contentEl.querySelector(".cl-dialog-fields");
		expect([...(main?.querySelectorAll(".cl-dialog-field") ?? [])].map((row) => row.getAttribute("data-key"))).toEqual(["stat", "difficulty", "skill", "assets", "effort"]);
		expect(main?.querySelector("select")).toBeNull();
		expect(seg(modal, "difficulty").map((b) => b.textContent)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
		expect(seg(modal, "stat").map((b) => b.textContent)).toEqual(["Might 9/12", "Speed 10/10", "Intellect 11/11"]);
		// One tap sets the difficulty; the chance follows.
		seg(modal, "difficulty")[5]?.click();
		expect(modal.form.difficulty).toBe(5);
		expect(modal.contentEl.querySelector(".cl-dialog-chance")?.textContent).toBe("Chance of success: 45% (9 in 20)");
		// Under More: help from another, the weapon of a plain task, a retry, another skill, a GM procedure, the circumstance, other easing and hindering, the roll bonus, free Effort.
		const more = modal.contentEl.querySelector<HTMLDetailsElement>("details.cl-dialog-more");
		expect(more?.open).toBe(false);
		expect([...(more?.querySelectorAll(".cl-dialog-field") ?? [])].map((row) => row.getAttribute("data-key"))).toEqual(["helpFrom", "weapon", "retry", "otherLevel", "procedure", "circumstance", "extraEasing", "extraHindering", "rollBonus", "freeEffort"]);
		expect(more?.querySelector("summary")?.textContent).toBe("More");
		modal.setField("rollBonus", 2);
		expect(more?.querySelector("summary")?.textContent).toBe("More (1 set)");
		modal.close();
	});

	it("keeps the chance, the cost and the button together in the footer, and the button says what it does", async () => {
		const v = await table();
		const modal = show(new TaskModal(v.app, await noteOf(v, KIRA), () => Promise.resolve({ ok: false }), "might", "Climb", "climbing"));
		modal.update({ difficulty: 4, effort: 1 });
		const footer = modal.contentEl.querySelector(".cl-dialog-footer");
		expect([...(footer?.querySelectorAll(".cl-dialog-line") ?? [])].map((p) => p.textContent)).toEqual(["Chance of success: 75% (15 in 20)", "Cost: 1 level of Effort: 3 Might − 1 Edge = 2"]);
		expect(footer?.querySelector("button")).toBe(modal.rollButton);
		expect(modal.rollButton?.textContent).toBe("Roll");
		// A routine task rolls nothing: the button says it logs the success.
		modal.update({ difficulty: 2 });
		expect(modal.rollButton?.textContent).toBe("Log success");
		modal.close();
	});

	it("Enter rolls from a field and from a choice already chosen, not from another button (whose Enter is its own click)", async () => {
		const v = await table();
		const rolls: number[] = [];
		const modal = show(new TaskModal(v.app, await noteOf(v, KIRA), (_f, form) => (rolls.push(form.difficulty), Promise.resolve({ ok: false })), "might", "Climb", "climbing"));
		const enter = (el: Element | null | undefined) => el?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
		enter(seg(modal, "difficulty")[4]);
		expect(rolls).toEqual([]);
		modal.update({ difficulty: 4 });
		enter(modal.contentEl.querySelector(".cl-dialog-summary"));
		await settle();
		expect(rolls).toEqual([4]);
		// "Difficulty 5, Enter": the click chooses 5, Enter on the chosen 5 rolls.
		seg(modal, "difficulty")[5]?.click();
		enter(seg(modal, "difficulty")[5]);
		await settle();
		expect(rolls).toEqual([4, 5]);
		modal.close();
	});

	it("remembers More open or closed per character, for the next dialog", async () => {
		const v = await table();
		const open = async () => {
			const modal = new TaskModal(v.app, await noteOf(v, KIRA), () => Promise.resolve({ ok: false }), "might");
			modal.remember = KIRA;
			return show(modal);
		};
		const first = await open();
		const more = first.contentEl.querySelector<HTMLDetailsElement>("details.cl-dialog-more");
		if (more) more.open = true;
		more?.dispatchEvent(new Event("toggle"));
		first.close();
		const second = await open();
		expect(second.contentEl.querySelector<HTMLDetailsElement>("details.cl-dialog-more")?.open).toBe(true);
		second.close();
		const other = new TaskModal(v.app, await noteOf(v, KIRA), () => Promise.resolve({ ok: false }), "might");
		other.remember = "Gate/Oru.md";
		expect(show(other).contentEl.querySelector<HTMLDetailsElement>("details.cl-dialog-more")?.open).toBe(false);
		other.close();
	});

	it("focuses its first control when it opens", async () => {
		const v = await table();
		const modal = new TaskModal(v.app, await noteOf(v, KIRA), () => Promise.resolve({ ok: false }), "might");
		show(modal);
		expect(document.activeElement).toBe(seg(modal, "stat")[0]);
		modal.close();
	});
});
