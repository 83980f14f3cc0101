/**
 * The pool game in the player's language (issue 35): a Spanish player reads the pool sheet, the
 * check dialog and the entries it logs in Spanish; an entry written in Spanish reads back, offers
 * its Drama Dice and undoes in English, because the log is read by its machine parts only.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TFile } from "obsidian";
import { parseEntries } from "../../../src/engine/log";
import type { Result } from "../../../src/engine/result";
import { scriptedRng } from "../../../src/engine/rng";
import { setLanguage } from "../../../src/lang";
import { undoEntry } from "../../../src/notes/log/undo";
import { poolForm, type PoolForm } from "../../../src/games/pool/form";
import { poolGame } from "../../../src/games/pool/game";
import { readPoolNote } from "../../../src/ui/pool/note";
import { poolTable } from "../../../src/ui/pool/table-entry";
import type { TableDeps } from "../../../src/ui/frame/pipeline";
import { GameRegistry, type TableHost } from "../../../src/ui/frame/registry";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { TableSheetChild } from "../../../src/ui/frame/sheet-child";
import { testVault, type TestVault } from "../campaign/helpers";

const CAMPAIGN = "Road/Road.md";
const SESSION = "Road/Session 1.md";
const TAMSIN = "Road/Tamsin.md";

afterEach(() => setLanguage("en"));

async function road(): Promise<TestVault> {
	const v = testVault();
	await v.note(CAMPAIGN, { ledger: "campaign", system: "pool", "pool-die-size": 6, party: ["[[Tamsin]]"], "current-session": "[[Session 1]]" });
	await v.note(SESSION, { ledger: "session", campaign: "[[Road]]", session: 1 }, "# Session 1\n\n## Log\n");
	await v.note(TAMSIN, {
		ledger: "character",
		system: "pool",
		campaign: "[[Road]]",
		name: "Tamsin",
		health: 20,
		"health-max": 20,
		endurance: 15,
		"endurance-max": 30,
		"damage-multiplier": 2,
		abilities: { Strong: 2 },
		weaknesses: { Hotheaded: 1 },
	});
	return v;
}

let n = 0;
function deps(v: TestVault, faces: number[] = []): TableDeps {
	return {
		app: v.app,
		settings: () => v.settings(),
		rng: scriptedRng(faces),
		tell: vi.fn(),
		now: () => new Date("2026-11-21T02:30:00.000Z"),
		ids: () => `mhz3k2a1c-${String(++n).padStart(6, "0")}`,
	};
}

async function settle(): Promise<void> {
	for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

const texts = (el: ParentNode, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entriesOf = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

async function sheet(v: TestVault): Promise<HTMLElement> {
	const el = createDiv();
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: deps(v) };
	new TableSheetChild(el, host, new GameRegistry(host, [poolTable()]), "", TAMSIN).load();
	await settle();
	return el;
}

async function dialog(v: TestVault, action: string, d: TableDeps) {
	const file = v.file(TAMSIN);
	const read = (f: TFile) => readPoolNote(v.app, v.settings(), f);
	const model = await read(file);
	if (!model.ok) throw new Error(model.error);
	const form = poolForm(model.value, action, model.value.lastCheck);
	if (!form) throw new Error(`no ${action} form`);
	const results: Result<unknown>[] = [];
	const modal = new RollModal<typeof model.value, PoolForm>(v.app, poolGame, model.value, form, async (f, entered) => {
		const r = await resolveRoll(d, file, read, poolGame, f, entered);
		results.push(r);
		return r;
	});
	modal.onOpen();
	const odds = () => [...texts(modal.contentEl, ".cl-dialog-result .cl-dialog-line"), ...texts(modal.contentEl, ".cl-dialog-summary .cl-dialog-line")];
	return { modal, odds, results };
}

describe("the pool game in Spanish", () => {
	it("the sheet's labels, lists and buttons read in Spanish", async () => {
		setLanguage("es");
		const el = await sheet(await road());
		expect(texts(el, ".cl-sheet-subtitle")).toEqual(["Personaje · reserva de d6 · DX 2"]);
		expect(texts(el, ".cl-sheet-meter-label")).toEqual(["Salud", "Aguante"]);
		expect(texts(el, ".cl-sheet-list-item")).toEqual(expect.arrayContaining(["Multiplicador de daño (DX): 2", "Strong 2", "Hotheaded 1"]));
		expect(texts(el, ".cl-sheet-boxes-label").join(" ")).toMatch(/^Complicación de debilidad .* Se recuperó en este combate/);
		expect(texts(el, ".cl-sheet-actions button")).toEqual([
			"Tirar una prueba",
			"Atacar",
			"Defenderse",
			"Aplicar daño",
			"Recuperarse",
			"Comprar dados de drama",
			"Empezar una acción prolongada",
		]);
		expect(texts(el, ".cl-sheet-track-step")).toEqual(["Normal", "Ataque temerario", "Golpe kamikaze", "Postura defensiva"]);
		const words = el.textContent ?? "";
		for (const english of ["Reckless Offense", "Health", "Endurance", "Abilities", "Weaknesses", "Roll a check", "Damage Multiplier", "Weakness complication"]) expect(words).not.toContain(english);
	});

	it("a stance picked on a Spanish sheet is written as the English value the note keeps", async () => {
		setLanguage("es");
		const v = await road();
		const el = await sheet(v);
		[...el.querySelectorAll<HTMLButtonElement>(".cl-sheet-track-button")].find((b) => b.textContent === "Postura defensiva")?.click();
		await settle();
		expect(v.frontmatter(TAMSIN)?.["stance"]).toBe("Defensive Stance");
		const model = await readPoolNote(v.app, v.settings(), v.file(TAMSIN));
		expect(model.ok && model.value.stance).toBe("defensive");
	});

	it("the check dialog's title, fields and odds read in Spanish", async () => {
		setLanguage("es");
		const { modal, odds } = await dialog(await road(), "check", deps(await road()));
		expect(modal.titleEl.textContent).toBe("Tamsin: tirar una prueba");
		const words = modal.contentEl.textContent ?? "";
		for (const label of ["Strong (+2)", "Habilidad: añade su nivel en dados", "Hotheaded (−1)", "Contra", "Qué se intenta", "Ayudantes (trabajo en equipo)", "Milagro (30 de Aguante)"]) expect(words).toContain(label);
		for (const english of ["Against", "What is attempted", "Helpers", "Miracle", "Ability:", "Situational"]) expect(words).not.toContain(english);
		modal.setField("ability:Strong", true);
		const lines = odds();
		expect(lines[0]).toMatch(/^Superar ND 6: /);
		expect(lines).toContain("Reserva: 4 dados (d6), el dado más alto o los dados iguales sumados");
		expect(lines.join("\n")).toMatch(/Éxito asombroso \(más de 12\): /);
		expect(lines.join("\n")).toMatch(/Catástrofe \(todo unos\): /);
		// The choice of difficulty names them in Spanish; their values stay the ids.
		const options = [...modal.contentEl.querySelectorAll("option")].map((o) => [o.value, o.textContent]);
		expect(options).toEqual(expect.arrayContaining([["challenging", "Exigente (ND 6)"], ["opposed", "Una tirada enfrentada"]]));
	});

	it("an entry written in Spanish reads back, offers its Drama Dice and undoes in English", async () => {
		const v = await road();
		setLanguage("es");
		// A check with Strong: 5 and 5 add to 10, against DN 6.
		const check = await dialog(v, "check", deps(v, [5, 5, 2, 1]));
		check.modal.setField("ability:Strong", true);
		await check.modal.roll();
		expect(check.results[0]?.ok).toBe(true);
		// Recovering changes the note: Aguante 15 → 25.
		const rest = await dialog(v, "recover", deps(v));
		expect(rest.odds()).toContain("Aguante 15 → 25");
		await rest.modal.roll();
		const [rolled, recovered] = await entriesOf(v);
		expect(rolled?.title).toBe("Prueba");
		expect(rolled?.outcome).toEqual({ text: "Éxito por 4 (dos 5 suman 10; dado suelto más alto 5: resultado 10, contra ND 6)", code: "success" });
		expect(rolled?.explanation.join(" ")).toMatch(/Reserva base: 2 dados\. .*Strong 2: \+2 dados\./);
		expect(recovered?.title).toBe("Recuperarse");
		expect(recovered?.outcome).toEqual({ text: "Aguante de 15 a 25", code: "recovery" });
		expect(v.frontmatter(TAMSIN)).toMatchObject({ endurance: 25, recovered: 1 });

		setLanguage("en");
		// Read in English: the roll is still the one Drama Dice follow, by its inputs and dice.
		const model = await readPoolNote(v.app, v.settings(), v.file(TAMSIN));
		expect(model.ok && model.value.lastCheck).toMatchObject({ id: rolled?.id, dice: [5, 5, 2, 1], pool: 4, dieSize: 6, target: 6 });
		// The English dialog says the words in English, the entry's own title as it was written.
		const drama = await dialog(v, "drama", deps(v, [6]));
		expect(drama.modal.titleEl.textContent).toBe("Tamsin: Drama Dice for Prueba");
		// Undo in English puts the Spanish entry's changes back and logs an English undo.
		const undone = await undoEntry(v.app, v.file(SESSION), recovered?.id ?? "");
		expect(undone.ok).toBe(true);
		expect(v.frontmatter(TAMSIN)?.["endurance"]).toBe(15);
		// The mark was not on the note before Recovering, so Undo takes it away again.
		expect(v.frontmatter(TAMSIN)?.["recovered"]).toBeUndefined();
		const after = await entriesOf(v);
		expect(after.find((e) => e.id === recovered?.id)?.undone).toBeDefined();
		const sheetAfter = await sheet(v);
		expect(texts(sheetAfter, ".cl-sheet-meter-label")).toEqual(["Health", "Endurance"]);
	});
});
