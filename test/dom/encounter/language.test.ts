/**
 * The encounter tracker in German (issue 35), as a German-speaking GM meets it: the turn buttons, the
 * round line, a creature's numbers, the row's menu and the notice of Next turn read in German; and
 * the log entry a German Next turn writes undoes while the plugin speaks English, because the log's
 * machine-readable parts never change with the language.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { Menu } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import { setLanguage } from "../../../src/lang";
import { undoEntry } from "../../../src/notes/log/undo";
import { nextTurn, rollInitiative, addCondition } from "../../../src/ui/encounter/actions";
import { campaign, creaturePage, cypherPc, deps, ENCOUNTER, encounterNote, SESSION, texts, tracker } from "./fixtures";

afterEach(() => setLanguage("en"));

/** 000's guards: Charles 8, Shanna 15, Tammie 4 against two level 2 guards (target number 6). */
async function guards() {
	const v = await campaign("cypher", { "damage-model": "wounds" });
	for (const name of ["Charles", "Shanna", "Tammie"]) await v.note(`Camp/${name}.md`, cypherPc(name));
	await v.app.vault.create("Compendium/Guard.md", creaturePage(2, 6));
	await encounterNote(v, { combatants: ["[[Charles]]", "[[Shanna]]", "[[Tammie]]", "2 × [[Guard]]"] });
	return v;
}

/** The titles of a row's menu, opened by its "⋯" button (found by its German label). */
function menuTitles(el: HTMLElement, label: string): string[] {
	const spy = vi.spyOn(Menu.prototype, "showAtMouseEvent").mockImplementation(function (this: Menu) {
		return this;
	});
	el.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.click();
	const shown = spy.mock.contexts[0] as { menuItems__?: { title__: string }[] } | undefined;
	spy.mockRestore();
	return (shown?.menuItems__ ?? []).map((i) => i.title__);
}

describe("the encounter tracker in German", () => {
	it("reads its buttons, round line, numbers and menu in German before and after initiative", async () => {
		const v = await guards();
		setLanguage("de");
		const before = await tracker(v);
		expect(texts(before.el, ".cl-encounter-turns button")).toEqual(["Initiative würfeln"]);
		expect(texts(before.el, ".cl-encounter-round")).toEqual(["Cypher System · Initiative nicht gewürfelt"]);
		expect(texts(before.el, ".cl-encounter-subhead")).toEqual(["Noch nicht in der Reihenfolge: würfle Initiative"]);

		const d = deps(v, [8, 15, 4]);
		expect((await rollInitiative(d, v.file(ENCOUNTER))).ok).toBe(true);
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-turns button")).toEqual(["Initiative würfeln", "Vorheriger Zug", "Nächster Zug"]);
		expect(texts(el, ".cl-encounter-round")).toEqual(["Cypher System · Runde 1 · Shanna ist am Zug"]);
		expect(el.querySelector(".cl-encounter-list")?.getAttribute("aria-label")).toBe("Kampfteilnehmer in Initiativereihenfolge");
		// A guard's row: its numbers and its kind in German.
		expect(texts(el, ".cl-encounter-row .cl-encounter-health")[2]).toBe("Stufe 2 · Zielwert 6 · Gesundheit 6/6 · Rüstung 1 · Schaden 2");
		// Why its initiative is what it is reads in German too, while the order line keeps the note's English.
		expect(texts(el, ".cl-encounter-kind")[2]).toBe("Kreatur · Zielwert");
		expect(v.frontmatter(ENCOUNTER)?.["order"]).toContain("Guard 1: 6 (target number)");
		expect(texts(el, ".cl-encounter-actions:not(.cl-encounter-turns) button")).toEqual(["Kampfteilnehmer hinzufügen", "Begegnung beenden"]);
		// The start of round 1: Shanna's menu offers a First action, in German.
		const titles = menuTitles(el, "Mehr für Shanna");
		expect(titles).toContain("Schaden…");
		expect(titles).toContain("Erste Aktion");
		expect(titles).toContain("SL-Eingriff");
		expect(titles[titles.length - 1]).toBe("Entfernen…");
	});

	it("tells Next turn in German; the entry it writes (a condition's timer running out) undoes in English", async () => {
		const v = await guards();
		const d = deps(v, [8, 15, 4]);
		await rollInitiative(d, v.file(ENCOUNTER));
		// Charles (turn 2) is dazed until the end of his next turn, so the move past it ends the condition with a log entry.
		const put = await addCondition(d, v.file(ENCOUNTER), { id: "Charles", condition: "dazed", duration: "next-turn-end" });
		if (!put.ok) throw new Error(put.error);
		setLanguage("de");
		const first = await nextTurn(d, v.file(ENCOUNTER));
		expect(first.ok && first.value).toBe("Runde 1: Charles ist am Zug.");
		const second = await nextTurn(d, v.file(ENCOUNTER));
		expect(second.ok && second.value).toBe("Runde 1: Guard 1 ist am Zug.");
		const { el } = await tracker(v);
		expect(texts(el, ".cl-encounter-round")).toEqual(["Cypher System · Runde 1 · Guard 1 ist am Zug"]);

		setLanguage("en");
		const turn = parseEntries(await v.read(SESSION)).entries.map((e) => e.entry).find((e) => e.kind === "turn");
		expect(turn?.title).toBe("Runde 1: Guard 1 ist am Zug");
		// The built-in label reads in German too (games/pack/labels.ts); the id stays "dazed".
		expect(turn?.outcome?.text).toBe("Benommen endet für Charles");
		const undone = await undoEntry(v.app, v.file(SESSION), turn?.id ?? "");
		expect(undone.ok).toBe(true);
		expect(v.frontmatter(ENCOUNTER)?.["turn"]).toBe(2);
		expect(v.frontmatter("Camp/Charles.md")?.["conditions"]).toEqual(["dazed"]);
	});
});
