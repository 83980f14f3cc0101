/**
 * The Cypher task and Defend dialogs in the player's language (issue 35): a German player reads the
 * Defend dialog's fields, its chance and what a hit leaves in German, and the task dialog's fields;
 * the entry a German defense writes reads back and undoes once the language is English again,
 * because the log is read by its machine parts only. Kira (fixtures.ts): light armor, Speed 10/10.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { setLanguage } from "../../../src/lang";
import { DEFEND_ACTION } from "../../../src/games/cypher/defend-action";
import { undoEntry } from "../../../src/notes/log/undo";
import { cypherDialog, KIRA, must, SESSION, settle, sheetChild, table } from "./fixtures";

afterEach(() => setLanguage("en"));

describe("the Defend dialog in German", () => {
	it("labels its fields, its chance and what a hit leaves in German", async () => {
		setLanguage("de");
		const { modal, labels, lines } = await cypherDialog(await table(), DEFEND_ACTION, { level: 4 });
		expect(modal.titleEl.textContent).toBe("Verteidigen: Kira");
		expect(labels().slice(0, 5)).toEqual(["Verteidigung", "Stufe des Angreifers", "Der Angriff verursacht", "Flächenangriff", "Fertigkeit"]);
		const defense = modal.contentEl.querySelector<HTMLSelectElement>('select[aria-label="Verteidigung"]');
		expect([...(defense?.options ?? [])].map((o) => o.textContent).slice(0, 2)).toEqual(["Blocken (Kraft)", "Ausweichen (Tempo)"]);
		expect(lines("chance")[0]).toMatch(/^Chance auf Verteidigung: /);
		expect(lines("success")).toEqual(["Gelingt das Blocken: leichte Wunden 0 → 1"]);
		expect(lines("failure")).toEqual(["Bei Misserfolg: mittlere Wunden 0 → 1"]);
	});

	it("writes an entry that reads back and undoes in English", async () => {
		setLanguage("de");
		const v = await table();
		const { modal } = await cypherDialog(v, DEFEND_ACTION, { defense: "dodge", level: 3 }, [5]);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["wounds-moderate"]).toBe(1);
		setLanguage("en");
		const [entry, ...rest] = parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
		expect(rest).toEqual([]);
		expect(entry).toMatchObject({ kind: "defense", outcome: { code: "failure" } });
		expect(entry?.title).toMatch(/^Ausweichen/);
		must(await undoEntry(v.app, v.file(SESSION), entry?.id ?? ""));
		expect(v.frontmatter(KIRA)?.["wounds-moderate"] ?? 0).toBe(0);
	});
});

describe("the task dialog and the sheet in German", () => {
	it("labels the task dialog's fields and its chance in German", async () => {
		setLanguage("de");
		const { modal, labels, lines } = await cypherDialog(await table(), "task:speed");
		expect(modal.titleEl.textContent).toBe("Aufgabe: Kira");
		expect(labels()).toEqual(expect.arrayContaining(["Attribut", "Schwierigkeit", "Fertigkeit", "Hilfsmittel", "Anstrengung"]));
		expect(lines("chance")[0]).toMatch(/^Erfolgschance: /);
	});

	it("names the sheet's actions and lists in German", async () => {
		setLanguage("de");
		const v = await table();
		const el = createDiv();
		sheetChild(v, el, "", KIRA).load();
		await settle();
		const buttons = [...el.querySelectorAll(".cl-sheet-actions button")].map((b) => b.textContent);
		expect(buttons).toEqual(expect.arrayContaining(["Kraft-Aufgabe", "Tempo-Aufgabe", "Erholungswurf", "SL-Eingriff", "Verteidigen"]));
		expect(el.textContent).toContain("Rüstung: leicht");
	});
});
