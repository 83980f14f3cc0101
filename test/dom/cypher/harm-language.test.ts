/**
 * The Cypher harm and gear dialogs in the player's language (issue 35): a Spanish player reads the
 * poison, damage, healing and equipment dialogs' fields, choices and odds in Spanish; the entry a
 * Spanish dialog logs undoes in English, because the log is read by its machine parts only.
 * Kira (fixtures.ts): Might 9 of 12, Edge 1, light armor, wounds; a minor wound for the healing.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseEntries } from "../../../src/engine/log";
import { setLanguage } from "../../../src/lang";
import { undoEntry } from "../../../src/notes/log/undo";
import { DAMAGE_ACTION } from "../../../src/games/cypher/damage-action";
import { ADD_EQUIPMENT } from "../../../src/games/cypher/equipment-action";
import { POISON_ACTION } from "../../../src/games/cypher/poison-action";
import { cypherDialog, KIRA, SESSION, table } from "./fixtures";

afterEach(() => setLanguage("en"));

/** A choice field's choices as shown: a dropdown's options, or a few choices' buttons. */
const options = (el: HTMLElement, label: string): string[] => [...el.querySelectorAll(`select[aria-label="${label}"] option, .cl-seg[aria-label="${label}"] .cl-seg-button`)].map((o) => o.textContent ?? "");

describe("the Cypher harm dialogs in Spanish", () => {
	it("the poison dialog's fields and odds read in Spanish, and its entry undoes in English", async () => {
		setLanguage("es");
		const v = await table();
		const { modal, lines, labels } = await cypherDialog(v, POISON_ACTION, {}, [4]);
		expect(labels()).toEqual(expect.arrayContaining(["Contra", "Su nivel", "Habilidad", "Esfuerzo", "Si falla la defensa", "Estado", "Dura"]));
		expect(options(modal.contentEl, "Si falla la defensa")).toEqual(["Una herida", "Daño a una Reserva", "Daño a lo largo del tiempo", "Un estado duradero"]);
		// Level 3: target 9, so 12 faces of 20 resist (Intl writes Spanish percentages with a space).
		expect(lines("chance")).toEqual(["Probabilidad de resistir: 60\u00a0% (12 de 20)"]);
		expect(lines("difficulty")[0]).toMatch(/^Dificultad 3 → 3 \(.+\): objetivo 9$/);
		await modal.roll();
		expect(v.frontmatter(KIRA)?.["conditions"]).toEqual(["poisoned"]);
		setLanguage("en");
		const [entry] = parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
		expect(entry?.kind).toBe("defense");
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(KIRA)?.["conditions"] ?? []).toEqual([]);
	});

	it("Apply damage names its fields, the wounds and the Pools in Spanish", async () => {
		setLanguage("es");
		const v = await table();
		const { modal, labels } = await cypherDialog(v, DAMAGE_ACTION);
		expect(labels()).toEqual(expect.arrayContaining(["Daño", "Herida"]));
		expect(options(modal.contentEl, "Herida")).toEqual(["Leve", "Moderada", "Grave"]);
		modal.setField("mode", "pool");
		expect(labels()).toEqual(expect.arrayContaining(["Puntos", "Reserva", "Se cura"]));
		expect(options(modal.contentEl, "Reserva")).toEqual(["Potencia", "Velocidad", "Intelecto"]);
		expect(options(modal.contentEl, "Se cura")).toEqual(["Con normalidad", "Despacio: daño duradero", "Nunca: daño permanente"]);
	});

	it("Add equipment offers its kinds and says what it adds in Spanish", async () => {
		setLanguage("es");
		const v = await table();
		const { modal, lines, labels } = await cypherDialog(v, ADD_EQUIPMENT, { name: "Cota de malla", what: "medium armor" });
		expect(labels()).toEqual(expect.arrayContaining(["Objeto", "Tipo", "Ponérsela ya"]));
		expect(options(modal.contentEl, "Tipo")).toEqual(["Otro equipo", "arma ligera", "arma media", "arma pesada", "armadura ligera", "armadura media", "armadura pesada"]);
		expect(lines("equipment")).toEqual(["Añade Cota de malla (armadura media) al equipo de Kira."]);
	});
});
