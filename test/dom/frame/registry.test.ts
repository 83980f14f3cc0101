/**
 * The table's registry: a note's game comes from its `system` or its campaign's, its sheet from
 * its kind (character, NPC); the palette commands dispatch to the open note's game; a game that
 * brings only a TableGame gets the frame's roll dialog, with physical dice, through the pipeline.
 * Also the Cypher NPC sheet.
 */
import type { MarkdownPostProcessorContext, TFile } from "obsidian";
import { describe, expect, it, vi } from "vitest";
import { makeEntry, parseEntries } from "../../../src/engine/log";
import { ok } from "../../../src/engine/result";
import { rollDie } from "../../../src/engine/rng";
import { cypherTable } from "../../../src/ui/cypher/table-entry";
import type { TableGame } from "../../../src/games/frame/game";
import { registerTableFeatures } from "../../../src/ui/frame/register";
import { GameRegistry, sheetKind, type GameFactory, type TableHost } from "../../../src/ui/frame/registry";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { TableSheetChild } from "../../../src/ui/frame/sheet-child";
import type { TestVault } from "../campaign/helpers";
import { deps, KIRA, SESSION, settle, sheetChild, table } from "../cypher/fixtures";
import { registered, testPlugin } from "../helpers/plugin";

const NPC = "Gate/NPCs/Cave Bear.md";
const POOL_PC = "Gate/Tam.md";

const caveBear = { ledger: "npc", system: "cypher", campaign: "[[Gate]]", name: "Cave bear", level: 4, health: 12, "health-max": 12, armor: 1, damage: 5, modifications: ["Perception as level 5"] };

/** A stand-in for a second game: two d6 against 7, so the frame's generic path is exercised. */
interface TwoDice {
	name: string;
}
const twoDiceGame: TableGame<TwoDice, { bonus: number }> = {
	system: "pool",
	sheet: (m) => ({ system: "pool", title: m.name, meters: [], boxes: [], tracks: [], lists: [], actions: [{ id: "roll", label: "Roll two dice" }], problems: [] }),
	form: (_m, id) => (id === "roll" ? { bonus: 0 } : undefined),
	title: (m) => `Roll: ${m.name}`,
	fields: (_m, f) => [{ kind: "number", key: "bonus", label: "Bonus", value: f.bonus, min: 0, max: 3 }],
	update: (_m, f, key, value) => (key === "bonus" ? { bonus: Number(value) } : f),
	preview: (_m, f) => ({ odds: [`Bonus ${f.bonus}`], dice: [{ count: 2, sides: 6, label: "2d6" }] }),
	resolve: (_m, f, { meta, rng }) => {
		const faces = [rollDie(rng, 6), rollDie(rng, 6)];
		const total = faces[0]! + faces[1]! + f.bonus;
		return ok(makeEntry({ ...meta, kind: "roll", system: "pool", title: "Two dice", dice: [{ notation: "2d6", dice: faces.map((value) => ({ value, kept: true })), total }], outcome: { text: String(total) } }));
	},
};

function twoDice(onRoll: (file: TFile) => void = () => undefined): GameFactory {
	return (host) => ({
		system: "pool",
		name: "the pool game",
		character: sheetKind({
			game: twoDiceGame,
			read: async (file: TFile) => ok({ name: String((host.app.metadataCache.getFileCache(file)?.frontmatter ?? {})["name"]) }),
			commands: { roll: onRoll },
		}),
	});
}

async function withOthers(): Promise<TestVault> {
	const v = await table();
	await v.note(NPC, caveBear);
	await v.note(POOL_PC, { ledger: "character", system: "pool", campaign: "[[Gate]]", name: "Tam" });
	return v;
}

async function draw(v: TestVault, path: string, games: GameFactory[]) {
	const d = deps(v);
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: d };
	const el = createDiv();
	new TableSheetChild(el, host, new GameRegistry(host, games), "", path).load();
	await settle();
	return { el, d };
}

describe("the Cypher NPC sheet", () => {
	it("shows level, target number, health with a stepper, Armor, damage and modifications", async () => {
		const v = await withOthers();
		const el = createDiv();
		sheetChild(v, el, "", NPC).load();
		await settle();
		expect(el.querySelector(".cl-sheet-name")?.textContent).toBe("Cave bear");
		// 000: "The target number is always three times the task's difficulty": level 4 → 12.
		expect(el.querySelector(".cl-sheet-subtitle")?.textContent).toBe("Level 4 · target number 12");
		expect(el.querySelector('.cl-sheet-meter[data-key="health"] .cl-sheet-meter-value')?.textContent).toBe("12 / 12");
		expect([...el.querySelectorAll(".cl-sheet-list-item")].map((li) => li.textContent)).toEqual(["Armor: 1", "Damage: 5", "Perception as level 5"]);
	});

	it("the health stepper writes the NPC's note and logs it, so it can be undone", async () => {
		const v = await withOthers();
		const el = createDiv();
		sheetChild(v, el, "", NPC).load();
		await settle();
		el.querySelector<HTMLButtonElement>('button[aria-label="Lower Health"]')?.click();
		await settle();
		expect(v.frontmatter(NPC)?.["health"]).toBe(11);
		const entry = parseEntries(await v.read(SESSION)).entries[0]?.entry;
		expect(entry).toMatchObject({ kind: "edit", title: "Health 12 → 11", actor: "[[Cave Bear]]", changes: [{ key: "health", before: 12, after: 11 }] });
	});

	it("an NPC note with bad values lists every problem and writes nothing", async () => {
		const v = await table();
		await v.note(NPC, { ...caveBear, level: 11, health: 40, armor: -1 });
		const el = createDiv();
		sheetChild(v, el, "", NPC).load();
		await settle();
		const problems = [...el.querySelectorAll(".cl-sheet-problems li")].map((li) => li.textContent ?? "");
		// Level 11 is above 000's 10; health 40 is over health-max 12; Armor below 0.
		expect(problems).toHaveLength(3);
		for (const key of ["level", "health", "armor"]) expect(problems.some((p) => p.startsWith(key))).toBe(true);
		expect(el.querySelectorAll("button")).toHaveLength(0);
	});
});

describe("dispatch by system", () => {
	it("the same block draws a Cypher character with the Cypher sheet and a pool character with the pool game's", async () => {
		const v = await withOthers();
		const games = [cypherTable({ openTask: vi.fn(), openRecovery: vi.fn() }), twoDice()];
		expect((await draw(v, KIRA, games)).el.querySelector(".cl-sheet-cypher .cl-sheet-name")?.textContent).toBe("Kira");
		const pool = (await draw(v, POOL_PC, games)).el;
		expect(pool.querySelector(".cl-sheet-pool .cl-sheet-name")?.textContent).toBe("Tam");
		expect(pool.querySelector(".cl-sheet-meter")).toBeNull();
	});

	it("a game that is not registered says so where the sheet would be", async () => {
		const v = await withOthers();
		const { el } = await draw(v, POOL_PC, [cypherTable()]);
		expect(el.querySelector(".cl-sheet-error")?.textContent).toBe("This version has no character sheet for the pool game.");
	});

	it("a note of no game and a note of no kind each say what to add", async () => {
		const v = await table();
		await v.note("Loose.md", { ledger: "character" });
		await v.note("Plain.md", { system: "cypher" });
		expect((await draw(v, "Loose.md", [cypherTable()])).el.querySelector(".cl-sheet-error")?.textContent).toContain("names no game");
		expect((await draw(v, "Plain.md", [cypherTable()])).el.querySelector(".cl-sheet-error")?.textContent).toContain("ledger: character or ledger: npc");
	});

	it("Roll for this character dispatches to the open note's game; it is not offered on a session note", async () => {
		const v = await withOthers();
		const openTask = vi.fn();
		const poolRoll = vi.fn();
		const plugin = testPlugin(v.app);
		registerTableFeatures(plugin, () => v.settings(), [cypherTable({ openTask }), twoDice(poolRoll)]);
		const roll = registered(plugin).commands.get("roll-task");
		await v.app.workspace.getLeaf(false).openFile(v.file(POOL_PC));
		expect(roll?.checkCallback?.(false)).toBe(true);
		expect(poolRoll).toHaveBeenCalledWith(v.file(POOL_PC));
		expect(openTask).not.toHaveBeenCalled();
		await v.app.workspace.getLeaf(false).openFile(v.file(KIRA));
		roll?.checkCallback?.(false);
		expect(openTask).toHaveBeenCalledWith(v.file(KIRA), "might");
		await v.app.workspace.getLeaf(false).openFile(v.file(SESSION));
		expect(roll?.checkCallback?.(true)).toBe(false);
		// The pool stand-in answers no "Apply damage": not offered there.
		await v.app.workspace.getLeaf(false).openFile(v.file(POOL_PC));
		expect(registered(plugin).commands.get("apply-damage")?.checkCallback?.(true)).toBe(false);
	});

	it("the block is registered once, for every game", async () => {
		const v = await table();
		const plugin = testPlugin(v.app);
		registerTableFeatures(plugin, () => v.settings());
		const added: unknown[] = [];
		const ctx = { sourcePath: KIRA, addChild: (child: unknown) => added.push(child), getSectionInfo: () => null } as unknown as MarkdownPostProcessorContext;
		await registered(plugin).processors.get("ledger-sheet")?.("", createDiv(), ctx);
		expect(added[0]).toBeInstanceOf(TableSheetChild);
	});
});

describe("a block that names its note", () => {
	it("`note: [[Kira]]` in another note draws Kira's sheet, and a stepper there writes Kira's note", async () => {
		const v = await table();
		await v.note("Gate/Screen.md", { ledger: "session", campaign: "[[Gate]]" });
		const el = createDiv();
		sheetChild(v, el, "note: [[Kira]]\ntasks:\n  Climb | might | climbing", "Gate/Screen.md").load();
		await settle();
		expect(el.querySelector(".cl-sheet-name")?.textContent).toBe("Kira");
		expect(el.querySelector('[data-action="quick:Climb"]')?.textContent).toBe("Climb (Might, trained)");
		el.querySelector<HTMLButtonElement>('button[aria-label="Lower Might"]')?.click();
		await settle();
		expect(v.frontmatter(KIRA)?.["might"]).toBe(8);
		expect(el.querySelector('.cl-sheet-meter[data-key="might"] .cl-sheet-meter-value')?.textContent).toBe("8 / 12");
	});

	it("a named note that does not exist says so", async () => {
		const v = await table();
		const el = createDiv();
		sheetChild(v, el, "note: [[Nobody]]", KIRA).load();
		await settle();
		expect(el.querySelector(".cl-sheet-error")?.textContent).toBe("[[Nobody]] (the block's note: line) leads to no note.");
	});
});

describe("a game with only a TableGame", () => {
	it("gets the frame's roll dialog from its sheet button", async () => {
		const v = await withOthers();
		const opened: RollModal<unknown, unknown>[] = [];
		const open = vi.spyOn(RollModal.prototype, "open").mockImplementation(function (this: RollModal<unknown, unknown>) {
			opened.push(this);
		});
		const { el } = await draw(v, POOL_PC, [twoDice()]);
		el.querySelector<HTMLButtonElement>('[data-action="roll"]')?.click();
		open.mockRestore();
		expect(opened).toHaveLength(1);
		opened[0]?.onOpen();
		expect(opened[0]?.contentEl.querySelector(".cl-dialog-odds")?.textContent).toBe("Bonus 0");
		expect(opened[0]?.contentEl.querySelector('.cl-dialog-field[data-key="bonus"] .cl-seg')?.getAttribute("aria-label")).toBe("Bonus");
	});

	it("rolls through the pipeline, and with typed dice plays them back and says so", async () => {
		const v = await withOthers();
		const d = deps(v, [3, 4]);
		const read = async () => ok({ name: "Tam" });
		const rolled = await resolveRoll(d, v.file(POOL_PC), read, twoDiceGame, { bonus: 1 }, undefined);
		expect(rolled.ok && rolled.value.outcome?.text).toBe("8");
		const typed = await resolveRoll(d, v.file(POOL_PC), read, twoDiceGame, { bonus: 0 }, [[6, 6]]);
		expect(typed.ok && typed.value.inputs).toContainEqual({ key: "dice", value: "entered by hand" });
		const entries = parseEntries(await v.read(SESSION)).entries.map((e) => e.entry);
		expect(entries.map((e) => e.outcome?.text)).toEqual(["8", "12"]);
		// Too few faces typed: refused, nothing logged, no random die added.
		const short = await resolveRoll(d, v.file(POOL_PC), read, twoDiceGame, { bonus: 0 }, [[6]]);
		expect(short.ok).toBe(false);
		expect(short.ok ? "" : short.error).toContain("The dice typed in do not fit this roll");
		expect(parseEntries(await v.read(SESSION)).entries).toHaveLength(2);
	});
});
