/**
 * 001's house rule for NPC allies on the Cypher NPC sheet: "NPC ALLIES: Gain effort pool equal to
 * level x 3 per day. +1 bonus to die roll per difference in level." A note with `ally: true` shows
 * its Effort pool; Ally task pays Effort from it and adds the level bonus to the d20; New day fills
 * it again. Each is logged and undone through the one pipeline.
 */
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../src/lang";
import { parseEntries } from "../../../src/engine/log";
import { undoEntry } from "../../../src/notes/log/undo";
import { cypherNpcGame, type CypherNpcModel, type NpcForm } from "../../../src/games/cypher/npc-game";
import { ALLY_DAY_ACTION, ALLY_TASK_ACTION } from "../../../src/games/cypher/npc-ally-action";
import { readNpcModel } from "../../../src/ui/cypher/table-entry";
import type { TableHost } from "../../../src/ui/frame/registry";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import type { TestVault } from "../campaign/helpers";
import { seedQuoter } from "../../helpers/seeds";
import { deps, must, SESSION, settle, sheetChild, table } from "./fixtures";

const q001 = seedQuoter("001");
const GUIDE = "Gate/NPCs/Guide.md";
/** A level 4 ally: 001's pool is 4 × 3 = 12 points a day. */
const guide = { ledger: "npc", system: "cypher", campaign: "[[Gate]]", name: "Vell the guide", level: 4, ally: true };
const texts = (el: Element, selector: string): string[] => [...el.querySelectorAll(selector)].map((e) => e.textContent ?? "");
const entries = async (v: TestVault) => parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);

async function dialog(v: TestVault, action: string, set: Record<string, number> = {}, faces: number[] = []) {
	const d = deps(v, faces);
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: d };
	const read = async (file: ReturnType<TestVault["file"]>) => {
		const model = await readNpcModel(host, file);
		return model.ok ? model : { ok: false as const, error: model.error };
	};
	const model = must(await read(v.file(GUIDE)));
	const start = cypherNpcGame.form(model, action) as NpcForm;
	const modal = new RollModal<CypherNpcModel, NpcForm>(v.app, cypherNpcGame, model, start, (f, entered) => resolveRoll(d, v.file(GUIDE), read, cypherNpcGame, f, entered));
	modal.onOpen();
	for (const [key, value] of Object.entries(set)) modal.setField(key, value);
	return { modal, lines: (part: string) => texts(modal.contentEl, `.cl-dialog-${part}`) };
}

describe("NPC allies' Effort pool (001 house rule)", () => {
	q001("Gain effort pool equal to level x 3 per day.");
	q001("+1 bonus to die roll per difference in level.");

	it("a level 4 ally's sheet shows an Effort pool of 12 with Ally task and New day; a foe's sheet has none", async () => {
		const v = await table();
		// Health 10, so the 12 on the sheet is the pool's.
		await v.note(GUIDE, { ...guide, "health-max": 10 });
		await v.note("Gate/NPCs/Crab.md", { ...guide, name: "Crab", ally: false });
		const el = createDiv();
		sheetChild(v, el, "", GUIDE).load();
		await settle();
		expect(el.textContent).toContain("Effort pool");
		expect(el.textContent).toContain("12");
		expect(texts(el, ".cl-sheet-actions button")).toEqual(["Apply damage", "Ally task", "New day"]);
		const foe = createDiv();
		sheetChild(v, foe, "", "Gate/NPCs/Crab.md").load();
		await settle();
		expect(foe.textContent).not.toContain("Effort pool");
	});

	it("difficulty 3 with one level of Effort: 3 points from the pool, target 6, +1 for level 4 against 3; a 5 succeeds; Undo gives the points back", async () => {
		const v = await table();
		await v.note(GUIDE, guide);
		const { modal, lines } = await dialog(v, ALLY_TASK_ACTION, { difficulty: 3, effort: 1 }, [5]);
		// 16 faces of 20 (5 to 20) reach 6 with the +1.
		expect(lines("ally")).toEqual(["Beat 6 (d20 + 1): 80%"]);
		await modal.roll();
		expect(v.frontmatter(GUIDE)?.["effort-pool"]).toBe(9);
		const [entry] = await entries(v);
		expect(entry?.outcome?.text).toBe("Success; Effort pool 12 → 9");
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(GUIDE)?.["effort-pool"]).toBeUndefined();
	});

	it("more Effort than the pool holds is refused in the dialog; New day fills it again, undoably", async () => {
		const v = await table();
		await v.note(GUIDE, { ...guide, "effort-pool": 4 });
		// Two levels cost 3 + 2 = 5, more than the 4 left.
		const { modal } = await dialog(v, ALLY_TASK_ACTION, { difficulty: 5, effort: 2 });
		expect(modal.contentEl.textContent).toContain("Vell the guide has 4 points of Effort left today; 2 levels cost 5.");
		const day = await dialog(v, ALLY_DAY_ACTION);
		expect(day.lines("ally")).toEqual(["Effort pool 4 → 12"]);
		await day.modal.roll();
		expect(v.frontmatter(GUIDE)?.["effort-pool"]).toBe(12);
		const [entry] = await entries(v);
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(GUIDE)?.["effort-pool"]).toBe(4);
	});
});

describe("an ally's sheet in Brazilian Portuguese (issue 35)", () => {
	afterEach(() => setLanguage("en"));

	it("reads its labels, its dialog and its log entry in pt-BR; the entry's codes stay English, so Undo still takes it back", async () => {
		setLanguage("pt-BR");
		const v = await table();
		await v.note(GUIDE, { ...guide, "health-max": 10, armor: 1 });
		const el = createDiv();
		sheetChild(v, el, "", GUIDE).load();
		await settle();
		expect(texts(el, ".cl-sheet-subtitle")).toEqual(["Nível 4 · número-alvo 12"]);
		expect(texts(el, ".cl-sheet-meter-label")).toEqual(["Saúde", "Reserva de Esforço"]);
		expect(texts(el, ".cl-sheet-meter-detail")).toContain("enche de novo a cada dia");
		expect(texts(el, ".cl-sheet-list-title")).toEqual(["Combate"]);
		expect(el.textContent).toContain("Armadura: 1");
		expect(texts(el, ".cl-sheet-actions button")).toEqual(["Aplicar dano", "Tarefa do aliado", "Novo dia"]);
		const { modal, lines } = await dialog(v, ALLY_TASK_ACTION, { difficulty: 3, effort: 1 }, [5]);
		expect(lines("ally")).toEqual(["Superar 6 (d20 + 1): 80%"]);
		await modal.roll();
		const [entry] = await entries(v);
		expect(entry?.title).toBe("Vell the guide: tarefa do aliado, dificuldade 3");
		expect(entry?.outcome).toMatchObject({ text: "Sucesso; reserva de Esforço 12 → 9", code: "success" });
		setLanguage("en");
		await undoEntry(v.app, v.file(SESSION), entry?.id ?? "");
		expect(v.frontmatter(GUIDE)?.["effort-pool"]).toBeUndefined();
	});
});
