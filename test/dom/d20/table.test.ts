import { changeForm } from "../../../src/games/frame/form-change";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { d20Form, type D20Form } from "../../../src/games/d20/form";
import { d20Game } from "../../../src/games/d20/game";
import { readD20Note } from "../../../src/ui/d20/note";
import { d20Table } from "../../../src/ui/d20/table-entry";
import { registerTableFeatures } from "../../../src/ui/frame/register";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import type { TestVault } from "../campaign/helpers";
import { registered, testPlugin } from "../helpers/plugin";
import { d20Vault, deps, MARA, must, SESSION, settle, sheetChild, TAM, THUG_NOTE } from "./fixtures";

const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");

async function sheet(v: TestVault, path = MARA, d = deps(v)) {
	const el = createDiv();
	const child = sheetChild(v, el, path, d);
	child.load();
	await settle();
	return { el, child, d };
}

/** The real roll dialog for a sheet action, wired to the real pipeline with scripted dice. */
async function dialog(v: TestVault, path: string, action: string, faces: number[] = []) {
	const d = deps(v, faces);
	const note = must(await readD20Note(v.app, v.file(path)));
	const form = d20Form(note, action) as D20Form;
	const modal = new RollModal(v.app, d20Game, note, form, (f, entered) => resolveRoll(d, v.file(path), (file) => readD20Note(v.app, file), d20Game, f, entered));
	modal.onOpen();
	const lines = (kind: string) => texts(modal.contentEl, `.cl-dialog-${kind}`);
	return { modal, d, note, lines };
}

const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

describe("the d20 sheet at the table", () => {
	it("draws the six scores with modifiers, skills with ranks, BCB, Defence, Vitality and Wound points, flat-footed and stance", async () => {
		const { el } = await sheet(await d20Vault());
		expect(texts(el, ".cl-sheet-name")).toEqual(["Mara Quell"]);
		expect(texts(el, ".cl-sheet-subtitle")).toEqual(["Level 3 · Medium · Heroic"]);
		expect(texts(el, ".cl-sheet-meter-label")).toEqual(["Vitality", "Wound points", "Opportunity attacks"]);
		expect(texts(el, ".cl-sheet-meter-value")).toEqual(["24 / 24", "12 / 12", "0 / 2"]);
		expect(texts(el, '[data-list="Abilities"] li')).toEqual(["STR 16 — modifier +3", "DEX 14 — modifier +2", "CON 12 — modifier +1", "INT 10 — modifier +0", "WIS 8 — modifier −1", "CHA 13 — modifier +1"]);
		expect(texts(el, '[data-list="Skills"] li')).toEqual(["Athletics — 4 ranksRoll", "Perception — 2 ranksRoll"]);
		expect(texts(el, '[data-list="Combat"] li').slice(0, 2)).toEqual(["BCB +3 — Heroic: adds to Defence", "Defence +7 — +5 flat-footed; NPCs take 10: 17"]);
		expect(texts(el, '[data-list="Conditions"] .cl-sheet-conditions-none')).toEqual(["None."]);
		// The stance, and a second one to combine with it.
		expect(texts(el, ".cl-sheet-track-step")).toEqual(["neutral", "reckless", "aggressive", "defensive", "precision", "neutral", "reckless", "aggressive", "defensive", "precision"]);
		expect(texts(el, ".cl-sheet-track-now")).toEqual(["Now: neutral", "Now: neutral"]);
		expect(texts(el, ".cl-sheet-actions button")).toEqual(["Check", "Attack", "Combat manoeuvre", "Intrigue", "Opportunity attack", "Apply damage", "Recover"]);
		expect(el.querySelectorAll(".cl-sheet-error, .cl-warning")).toHaveLength(0);
	});

	it("a d20 NPC note gets a sheet like a character's", async () => {
		const { el } = await sheet(await d20Vault(), THUG_NOTE);
		expect(texts(el, ".cl-sheet-subtitle")).toEqual(["NPC · Level 2 · Medium"]);
		expect(texts(el, ".cl-sheet-meter-value")).toEqual(["10 / 10", "14 / 14", "0 / 1"]);
		expect(texts(el, ".cl-sheet-actions button")).toHaveLength(7);
	});

	it("the Vitality stepper writes through the frontmatter writer and logs an edit that Undo restores", async () => {
		const v = await d20Vault();
		const { el, child } = await sheet(v);
		el.querySelector<HTMLButtonElement>('.cl-sheet-meter[data-key="vitality"] button[aria-label="Lower Vitality"]')?.click();
		await settle();
		expect(v.frontmatter(MARA)?.["vitality"]).toBe(23);
		const [edit] = await entries(v);
		expect(edit).toMatchObject({ kind: "edit", system: "d20", title: "Vitality 24 → 23", changes: [{ key: "vitality", before: 24, after: 23 }] });
		await child.render();
		expect(texts(el, '.cl-sheet-meter[data-key="vitality"] .cl-sheet-meter-value')).toEqual(["23 / 24"]);
		must(await undoEntry(v.app, v.file(SESSION), edit?.id ?? ""));
		expect(v.frontmatter(MARA)?.["vitality"]).toBe(24);
	});

	it("the stance track is a logged edit; flat-footed is a condition chip whose remove asks, then logs the change Undo restores", async () => {
		const v = await d20Vault({ mara: { "flat-footed": true } });
		const { el, child } = await sheet(v);
		el.querySelector<HTMLButtonElement>('button[aria-label="Stance (up to minor): reckless"]')?.click();
		await settle();
		expect(v.frontmatter(MARA)?.["stance"]).toBe("reckless");
		await child.render();
		// The older yes/no key counts as the condition, and its chip says what it does.
		expect(texts(el, ".cl-condition-chip .cl-condition-label")).toEqual(["Flat-footed"]);
		const asked: RollModal<unknown, unknown>[] = [];
		const open = vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
			if (this instanceof RollModal) asked.push(this as RollModal<unknown, unknown>);
		});
		el.querySelector<HTMLButtonElement>('.cl-condition-chip[data-condition="flat-footed"] .cl-condition-remove')?.click();
		await settle();
		open.mockRestore();
		const confirm = asked[0];
		if (!confirm) throw new Error("no confirmation");
		confirm.onOpen();
		// The confirmation names what changes.
		expect(texts(confirm.contentEl, ".cl-dialog-odds")[0]).toMatch(/^Mara Quell is no longer Flat-footed \(no dexterity bonus to defence/);
		await confirm.roll();
		expect(v.frontmatter(MARA)?.["flat-footed"]).toBe(false);
		const log = await entries(v);
		expect(log.map((e) => e.title)).toEqual(["Stance (up to minor) neutral → reckless", "Mara Quell: Flat-footed ends"]);
		expect(log[1]?.changes).toEqual([{ target: "[[Mara Quell]]", key: "flat-footed", before: true, after: false }]);
		await child.render();
		expect(texts(el, '[data-list="Stance and injuries"] li')).toEqual(["Reckless: minor bonus to attack, minor penalty to defence"]);
		must(await undoEntry(v.app, v.file(SESSION), log[1]?.id ?? ""));
		expect(v.frontmatter(MARA)?.["flat-footed"]).toBe(true);
	});

	it("bad input: a score of 0 or 200 and a missing Vitality are shown where they would be; no button, nothing written", async () => {
		const v = await d20Vault({ mara: { str: 0, dex: 200, "vitality-max": null, vitality: null } });
		const before = await v.read(MARA);
		const { el } = await sheet(v);
		expect(texts(el, '[data-list="Abilities"] .cl-sheet-list-problem')).toEqual([
			"STR (Strength) 0",
			"str: expected a whole number from 1 to 60, got 0",
			"DEX (Dexterity) 200",
			"dex: expected a whole number from 1 to 60, got 200",
		]);
		expect(texts(el, '[data-list="Vitality and Wound points"] li')).toEqual(["Vitality: cannot be shown", "vitality-max: is required (a whole number from 0 to 9999)"]);
		expect(texts(el, ".cl-sheet-problems li")).toHaveLength(3);
		expect(el.querySelectorAll("button")).toHaveLength(0);
		expect(await v.read(MARA)).toBe(before);
		expect(await entries(v)).toEqual([]);
	});
});

describe("the d20 dialogs through the table's pipeline", () => {
	it("the check dialog: the engine's exact chance, the combined adjustment and why; Roll logs the entry", async () => {
		const v = await d20Vault();
		const { modal, lines, d } = await dialog(v, MARA, "check:athletics", [9]);
		expect(lines("odds")).toEqual(["Chance to match or beat DC 15: 65% (13 in 20)"]);
		modal.setField("pick1", "minor-bonus");
		modal.setField("source1", "knotted rope");
		modal.setField("pick2", "minor-bonus");
		modal.setField("source2", "Tam's boost");
		// 004: "Minor + Minor = Major"
		expect(lines("note")).toContain("Bonuses to check: Minor + Minor = Major.");
		expect(lines("note")).toContain("Major bonus to check: +4.");
		expect(lines("odds")).toEqual(["Chance to match or beat DC 15: 85% (17 in 20)"]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ kind: "check", title: "Athletics check", outcome: { text: "Success (20 against DC 15)", code: "success" } });
		expect(entry?.dice).toEqual([{ notation: "d20+11", dice: [{ value: 9, kept: true }], total: 20 }]);
		expect(d.told).toEqual(["Athletics check: Success (20 against DC 15)"]);
	});

	it("an attack with dice typed at the table: a natural 20, a critical, damage on the NPC's note, the crippling injury, and undo", async () => {
		const v = await d20Vault({ thug: { "flat-footed": true } });
		const { modal } = await dialog(v, MARA, "attack");
		// The chance to hit in the footer beside Roll; the critical in the panel above it.
		expect(texts(modal.contentEl, ".cl-dialog-result .cl-dialog-odds")).toEqual(["Chance to hit Gate Thug: 80% (16 in 20)"]);
		expect(texts(modal.contentEl, ".cl-dialog-summary .cl-dialog-odds")).toEqual(["Chance of a critical hit: 5% (1 in 20)"]);
		modal.setField("crippleTo", "defence");
		modal.setByHand(true);
		const boxes = [...modal.contentEl.querySelectorAll<HTMLInputElement>(".cl-dialog-faces")];
		expect(boxes.map((b) => b.getAttribute("aria-label"))).toEqual([
			"Faces for Attack d20",
			"Faces for Damage (1d8) if it hits",
			"Faces for Gate Thug's Reflex save d20 (flat-footed) if it hits",
			"Faces for Gate Thug's Fortitude save d20 (only on a critical)",
		]);
		["20", "6", "8", "9"].forEach((faces, i) => modal.setTyped(i, faces));
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.outcome).toEqual({ text: "Critical hit: 6 damage, a Minor penalty to defence", code: "critical-success" });
		expect(entry?.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
		// 004: "Any damage you take while flat-footed is applied directly to your Wound Points … unless you succeed a Reflex save, DC 15": 8 fails.
		expect(v.frontmatter(THUG_NOTE)?.["wound-points"]).toBe(8);
		expect(v.frontmatter(THUG_NOTE)?.["vitality"]).toBe(10);
		expect(v.frontmatter(THUG_NOTE)?.["crippling"]).toEqual(["defence"]);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(THUG_NOTE)?.["wound-points"]).toBe(14);
		expect(v.frontmatter(THUG_NOTE)?.["crippling"]).toBeUndefined();
	});

	it("a combat manoeuvre: CMA against the NPC's CMD + 10", async () => {
		const v = await d20Vault();
		const { modal, lines } = await dialog(v, TAM, "manoeuvre", [20]);
		// Tam: BCB 1 + STR 0 = CMA +1; the thug: 2 + 2 + 0 = CMD 4, takes 10: 14; 13..20 succeed = 8 in 20.
		expect(lines("odds")).toEqual(["Chance the manoeuvre on Gate Thug succeeds: 40% (8 in 20)"]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry).toMatchObject({ kind: "manoeuvre", outcome: { code: "success" } });
		expect(entry?.explanation).toContain("A natural 20: the manoeuvre succeeds.");
	});

	it("Apply damage and Recover write Vitality, then Wound Points, and back at the seed's rates", async () => {
		const v = await d20Vault();
		const damage = await dialog(v, MARA, "damage");
		// Opened with no amount yet, the button already says what it does (it rolls nothing).
		expect(damage.lines("refusal")).toEqual(["Enter the damage."]);
		expect(damage.modal.rollButton?.textContent).toBe("Apply damage");
		damage.modal.setField("amount", 30);
		expect(damage.modal.rollButton?.textContent).toBe("Apply damage");
		expect(damage.lines("odds")).toEqual(["30 damage: Vitality 24 → 0, Wound Points 12 → 6."]);
		await damage.modal.roll();
		expect([v.frontmatter(MARA)?.["vitality"], v.frontmatter(MARA)?.["wound-points"]]).toEqual([0, 6]);
		const rest = await dialog(v, MARA, "recover");
		rest.modal.setField("period", "8-hours-rest");
		await rest.modal.roll();
		expect(rest.d.told).toEqual(["Recovery: 1 × 8 hours of rest: Vitality 24/24, Wound Points 10/12"]);
		// 004: "WP - recover 1 / level + CON bonus (minimum 1) per 8 hours rest": 3 + 1 = 4.
		expect([v.frontmatter(MARA)?.["vitality"], v.frontmatter(MARA)?.["wound-points"]]).toEqual([24, 10]);
		expect((await entries(v)).map((e) => e.kind)).toEqual(["damage", "recovery"]);
	});

	it("a note broken after the dialog opened: the roll is refused and nothing is written", async () => {
		const v = await d20Vault();
		const { modal, d } = await dialog(v, MARA, "check", [12]);
		await v.app.fileManager.processFrontMatter(v.file(MARA), (fm: Record<string, unknown>) => {
			fm["str"] = 200;
		});
		await modal.roll();
		expect(await entries(v)).toEqual([]);
		expect(d.told[0]).toContain("str: expected a whole number from 1 to 60, got 200");
	});
});

describe("the palette commands on a d20 note", () => {
	it("Roll for this character, Apply damage and Recover open the check, damage and recovery dialogs on the open d20 note", async () => {
		const v = await d20Vault();
		const plugin = testPlugin(v.app);
		registerTableFeatures(plugin, () => v.settings(), [d20Table()]);
		const opened: string[] = [];
		const spy = vi.spyOn(RollModal.prototype, "onOpen").mockImplementation(function (this: RollModal<unknown, unknown>) {
			opened.push(this.game.title(this.model, this.form));
		});
		const { commands } = registered(plugin);
		await v.app.workspace.getLeaf(false).openFile(v.file(SESSION));
		expect(commands.get("roll-task")?.checkCallback?.(true)).toBe(false);
		await v.app.workspace.getLeaf(false).openFile(v.file(MARA));
		for (const id of ["roll-task", "apply-damage", "recovery-roll"]) expect(commands.get(id)?.checkCallback?.(false)).toBe(true);
		await settle();
		expect(opened).toEqual(["Check for Mara Quell", "Apply damage to Mara Quell", "Mara Quell recovers"]);
		spy.mockRestore();
	});
});

describe("a form keeps its state through field changes", () => {
	it("update never throws on bad values from the controls", async () => {
		const v = await d20Vault();
		const note = must(await readD20Note(v.app, v.file(MARA)));
		let form = d20Form(note, "attack") as D20Form;
		for (const [key, value] of [["threat", "x"], ["target", "[[Nobody]]"], ["damageDice", 9999], ["pick9", "minor-bonus"], ["critical", "javascript:alert(1)"]] as const) form = changeForm(d20Game, note, form, key, value);
		expect(form).toMatchObject({ threat: 20, target: "[[Gate Thug]]", damageDice: 20, critical: "crippling-injury", picks: [] });
	});
});
