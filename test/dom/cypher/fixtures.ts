/** A small Cypher table: one campaign (wounds), its current session, and two player characters. */
import { vi } from "vitest";
import type { LogEntry } from "../../../src/engine/log";
import { fail, ok, type Result } from "../../../src/engine/result";
import type { TFile } from "obsidian";
import { cypherGame, type CypherForm } from "../../../src/games/cypher/game";
import { cypherPc, type CypherPc } from "../../../src/games/cypher/task-game";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { scriptedRng } from "../../../src/engine/rng";
import type { TableDeps } from "../../../src/ui/cypher/actions";
import { readCharacterNote } from "../../../src/ui/cypher/character-note";
import type { CharacterNote } from "../../../src/games/cypher/character";
import { testVault, type TestVault } from "../campaign/helpers";
import { cypherTable, type CypherActions } from "../../../src/ui/cypher/table-entry";
import { GameRegistry, type TableHost } from "../../../src/ui/frame/registry";
import { TableSheetChild } from "../../../src/ui/frame/sheet-child";

export const CAMPAIGN = "Gate/Gate.md";
export const SESSION = "Gate/Session 3.md";
export const KIRA = "Gate/Kira.md";
export const ORU = "Gate/Oru.md";

/** Kira of the worked example (docs/ARCHITECTURE.md): Might 9 of 12, Edge 1, Effort 1, trained in climbing. */
export const kiraFrontmatter = {
	ledger: "character",
	system: "cypher",
	campaign: "[[Gate]]",
	name: "Kira",
	tier: 1,
	effort: 1,
	xp: 3,
	might: 9,
	"might-max": 12,
	"might-edge": 1,
	speed: 10,
	"speed-max": 10,
	"speed-edge": 0,
	intellect: 11,
	"intellect-max": 11,
	"intellect-edge": 1,
	trained: ["climbing"],
	specialized: ["perception"],
	armor: "light",
	"recoveries-used": 1,
};

export async function table(kira: Record<string, unknown> = {}, campaign: Record<string, unknown> = {}): Promise<TestVault> {
	const v = testVault();
	await v.note(CAMPAIGN, {
		ledger: "campaign",
		system: "cypher",
		"damage-model": "wounds",
		party: ["[[Kira]]", "[[Oru]]"],
		"current-session": "[[Session 3]]",
		...campaign,
	});
	await v.note(SESSION, { ledger: "session", campaign: "[[Gate]]", session: 3 }, "# Session 3\n\nThe party reaches the ruin.\n");
	await v.note(KIRA, { ...kiraFrontmatter, ...kira }, "# Kira\n\n```ledger-sheet\ntasks:\n  Climb | might | climbing\n```\n");
	await v.note(ORU, { ledger: "character", system: "cypher", campaign: "[[Gate]]", name: "Oru", xp: 0, "might-max": 10, "speed-max": 10, "intellect-max": 14 });
	return v;
}

export async function noteOf(v: TestVault, path: string): Promise<CharacterNote<TFile>> {
	const read = await readCharacterNote(v.app, v.settings(), v.file(path));
	if (!read.ok) throw new Error(read.error);
	return read.value;
}

/** Dependencies with scripted dice, a fixed clock and ids, and a recorded message list. */
export function deps(v: TestVault, faces: number[] = []): TableDeps & { told: string[]; rng: ReturnType<typeof scriptedRng> } {
	const told: string[] = [];
	let n = 0;
	return {
		app: v.app,
		settings: () => v.settings(),
		rng: scriptedRng(faces),
		tell: vi.fn((message: string) => told.push(message)),
		now: () => new Date("2026-11-21T02:30:00.000Z"),
		ids: () => `mhz3k2a1b-${String(++n).padStart(6, "0")}`,
		told,
	};
}

export async function settle(): Promise<void> {
	for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

export function must<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

export type { LogEntry };

/**
 * A `ledger-sheet` block's child for `path`, drawn by the shared table with the Cypher game only;
 * `actions` stands in for the dialogs a button opens, so a test sees what was asked for.
 */
export function sheetChild(v: TestVault, el: HTMLElement, source: string, path: string, actions: Partial<CypherActions> = {}, tableDeps: TableDeps = deps(v)): TableSheetChild {
	const host: TableHost = { app: v.app, settings: () => v.settings(), deps: tableDeps };
	return new TableSheetChild(el, host, new GameRegistry(host, [cypherTable(actions)]), source, path);
}

/**
 * The real dialog of a Cypher sheet button (`actionId`) for Kira, wired to the real pipeline with
 * scripted dice; `set` changes fields as the user would, and `adjust` edits the note as read.
 */
export async function cypherDialog(v: TestVault, actionId: string, set: Record<string, string | number | boolean> = {}, faces: number[] = [], adjust: (note: CharacterNote) => CharacterNote = (note) => note) {
	const d = deps(v, faces);
	const read = async (file: TFile): Promise<Result<CypherPc>> => {
		const note = await readCharacterNote(v.app, v.settings(), file);
		return note.ok ? ok(cypherPc(adjust(note.value))) : fail(note.error);
	};
	const pc = must(await read(v.file(KIRA)));
	const form = cypherGame.form(pc, actionId) as CypherForm;
	const modal = new RollModal(v.app, cypherGame, pc, form, (f, entered) => resolveRoll(d, v.file(KIRA), read, cypherGame, f, entered));
	modal.onOpen();
	for (const [key, value] of Object.entries(set)) modal.setField(key, value);
	const texts = (selector: string): string[] => [...modal.contentEl.querySelectorAll(selector)].map((e) => e.textContent ?? "");
	const lines = (part: string): string[] => texts(`.cl-dialog-${part}`);
	const labels = (): (string | null)[] => [...modal.contentEl.querySelectorAll(".cl-dialog-field :is(select, input, .cl-seg)")].map((c) => c.getAttribute("aria-label"));
	return { modal, d, lines, labels };
}
