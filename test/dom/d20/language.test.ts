/**
 * The d20 game in the player's language (issue 35): a German player reads the check and attack
 * dialogs (title, fields, chance, dice) and the entry Roll logs in German; the entry reads back and
 * undoes in English, because the log is read by its machine parts only (its input lines stay English).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { TFile } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import type { Result } from "../../../src/engine/result";
import { setLanguage } from "../../../src/lang";
import { d20Form, type D20Form } from "../../../src/games/d20/form";
import { d20Game } from "../../../src/games/d20/game";
import type { D20Note } from "../../../src/games/d20/model";
import { readD20Note } from "../../../src/ui/d20/note";
import type { TableDeps } from "../../../src/ui/frame/pipeline";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { undoEntry } from "../../../src/notes/log/undo";
import type { TestVault } from "../campaign/helpers";
import { d20Vault, deps, MARA, SESSION, settle, sheetChild } from "./fixtures";

afterEach(() => setLanguage("en"));

const texts = (el: ParentNode, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entriesOf = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

async function dialog(v: TestVault, action: string, d: TableDeps) {
	const file = v.file(MARA);
	const read = (f: TFile) => readD20Note(v.app, f);
	const model = await read(file);
	if (!model.ok) throw new Error(model.error);
	const form = d20Form(model.value, action);
	if (!form) throw new Error(`no ${action} form`);
	const results: Result<unknown>[] = [];
	const modal = new RollModal<D20Note, D20Form>(v.app, d20Game, model.value, form, async (f, entered) => {
		const r = await resolveRoll(d, file, read, d20Game, f, entered);
		results.push(r);
		return r;
	});
	modal.onOpen();
	const lines = () => texts(modal.contentEl, ".cl-dialog-line");
	return { modal, lines, results };
}

describe("the d20 game in German", () => {
	it("the check dialog's title, fields and chance read in German, and its entry too", async () => {
		setLanguage("de");
		const v = await d20Vault();
		const d = deps(v, [12]);
		const { modal, lines } = await dialog(v, "check", d);
		expect(modal.titleEl.textContent).toBe("Probe für Mara Quell");
		const words = modal.contentEl.textContent ?? "";
		for (const label of ["Attribut", "Fertigkeit oder Kampfbonus", "Keine Fertigkeit (ungeübt)", "Gegen", "Einen SG (ohne Gegner)", "SG", "Leichte Aufgabe (kein Wurf)", "Bonus oder Malus 1", "Mit improvisiertem Werkzeug"]) expect(words).toContain(label);
		for (const english of ["Ability", "Skill or combat bonus", "Against", "Easy task", "Bonus or penalty", "Chance to", "Modifier"]) expect(words).not.toContain(english);
		// STR 16 (+3) against DC 15: a 12 or better, 9 faces of 20; the percentage written the German way (a no-break space before %).
		expect(lines()).toContain("Chance, SG 15 zu erreichen oder zu übertreffen: 45\u00a0% (9 von 20)");
		expect(lines()).toContain("Modifikator +3 (ST +3).");
		await modal.roll();
		await settle();
		const [entry] = await entriesOf(v);
		// 12 + 3 = 15 against DC 15: the title and the outcome in German, the code and the inputs as ever.
		expect(entry).toMatchObject({ kind: "check", title: "Probe auf ST", outcome: { text: "Erfolg (15 gegen SG 15)", code: "success" } });
		expect(entry?.inputs).toEqual(expect.arrayContaining([{ key: "ability", value: "STR" }, { key: "DC", value: 15 }]));
	});

	it("the attack dialog names its fields and its chances in German", async () => {
		setLanguage("de");
		const v = await d20Vault();
		const { modal, lines } = await dialog(v, "attack", deps(v));
		expect(modal.titleEl.textContent).toBe("Mara Quell greift an");
		const words = modal.contentEl.textContent ?? "";
		for (const label of ["Ziel", "Gate Thug (NSC)", "Nahkampf- oder waffenloser Angriff", "Die Waffe nutzt", "ST (Nahkampf, geworfen)", "Das Ziel ist", "Innerhalb von 5 Fuß", "Schadenswürfel", "Bei einem kritischen Treffer"]) expect(words).toContain(label);
		for (const english of ["Target", "Weapon uses", "Damage dice", "Within 5 feet", "On a critical hit", "Chance to hit"]) expect(words).not.toContain(english);
		// BCB +3 and STR +3 against the thug's Defence 11 (it takes 10 on +1): 16 faces of 20.
		expect(lines()).toContain("Chance, Gate Thug zu treffen: 80\u00a0% (16 von 20)");
		expect(lines()).toContain("Gate Thug nimmt bei der Verteidigung 10: kein Würfel.");
		// The engine's own explanation steps read in German too.
		expect(lines()).toContain("Angriffsmodifikator +6 (GKB +3, ST +3).");
		expect(lines()).toContain("Keine heroischen Klassenstufen: Der GKB zählt nicht zur Verteidigung.");
		expect(lines()).toContain("Bei einem kritischen Treffer: Das Ziel legt einen Rettungswurf ab (SG 15) oder erhält einen kleinen Malus.");
	});

	it("the attack dialog's circumstances and kinds of attack read in German, none in English", async () => {
		setLanguage("de");
		const v = await d20Vault();
		const { modal } = await dialog(v, "attack", deps(v));
		const words = modal.contentEl.textContent ?? "";
		for (const label of ["Das Ziel ist in Deckung", "Das Ziel wird in die Zange genommen", "Das Ziel liegt am Boden", "Fernkampfangriff", "Kampf mit zwei Waffen (beide Waffen)"]) expect(words).toContain(label);
		for (const english of ["The target is taking cover", "Flanking the target", "The target is lying prone", "Melee or unarmed attack", "Ranged attack", "Two-weapon fighting"]) expect(words).not.toContain(english);
	});

	it("the intrigue dialog's intents, methods, positions and resisting skills read in German, none in English", async () => {
		setLanguage("de");
		const v = await d20Vault();
		const { modal } = await dialog(v, "intrigue", deps(v));
		const words = modal.contentEl.textContent ?? "";
		for (const label of ["Mehr Freundlichkeit", "Handlung erzwingen", "Täuschen", "Verhandeln", "Überzeugen", "Schon geneigt zuzustimmen", "Entschieden dagegen", "Motiv erkennen"]) expect(words).toContain(label);
		for (const english of ["Increased friendliness", "Force action", "Trick them", "Bargain with them", "Convince them", "Already inclined to agree", "Open to it", "Firmly against it", "Sense motive"]) expect(words).not.toContain(english);
	});

	it("an entry logged in German reads back and undoes in English", async () => {
		setLanguage("de");
		const v = await d20Vault();
		const d = deps(v, [12]);
		const { modal, results } = await dialog(v, "damage", d);
		expect(modal.titleEl.textContent).toBe("Schaden auf Mara Quell anwenden");
		modal.setField("amount", 5);
		await modal.roll();
		await settle();
		const [written] = results;
		if (!written?.ok) throw new Error("nothing logged");
		const [entry] = await entriesOf(v);
		expect(entry?.title).toBe("5 Schaden");
		const before = v.frontmatter(MARA)?.["vitality"];
		setLanguage("en");
		// Read back in English: the same entry by its machine parts, and Undo gives the Vitality back.
		const [again] = await entriesOf(v);
		expect(again).toMatchObject({ kind: "damage", outcome: { code: "damage" } });
		const undone = await undoEntry(v.app, v.file(SESSION), again?.id ?? "");
		if (!undone.ok) throw new Error(undone.error);
		expect(before).toBe(19);
		expect(v.frontmatter(MARA)?.["vitality"]).toBe(24);
	});

	it("the sheet's lists, meters and buttons read in German", async () => {
		setLanguage("de");
		const v = await d20Vault();
		const el = createDiv();
		sheetChild(v, el, MARA).load();
		await settle();
		expect(texts(el, ".cl-sheet-actions button")).toEqual(["Probe", "Angriff", "Kampfmanöver", "Intrige", "Gelegenheitsangriff", "Schaden anwenden", "Erholen"]);
		expect(texts(el, ".cl-sheet-meter-label")).toEqual(expect.arrayContaining(["Vitalität", "Wundpunkte", "Gelegenheitsangriffe"]));
		const words = el.textContent ?? "";
		for (const german of ["Attribute", "Kampf", "GKB +3", "Stufe 3"]) expect(words).toContain(german);
		for (const english of ["Abilities", "Wound points", "Opportunity attacks", "Level 3"]) expect(words).not.toContain(english);
	});
});
