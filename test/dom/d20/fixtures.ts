/** A small d20 table: one campaign, its current session, a fighter, a scout and an NPC. */
import { vi } from "vitest";
import type { Result } from "../../../src/engine/result";
import { scriptedRng } from "../../../src/engine/rng";
import { d20Table } from "../../../src/ui/d20/table-entry";
import type { TableDeps } from "../../../src/ui/frame/pipeline";
import { GameRegistry, type TableHost } from "../../../src/ui/frame/registry";
import { TableSheetChild } from "../../../src/ui/frame/sheet-child";
import { testVault, type TestVault } from "../campaign/helpers";
import { FIGHTER, SCOUT, THUG } from "../../unit/d20/table-fixtures";

export const CAMPAIGN = "Reach/Reach.md";
export const SESSION = "Reach/Reach - Session 1.md";
export const MARA = "Reach/Mara Quell.md";
export const TAM = "Reach/Tam Ashby.md";
export const THUG_NOTE = "Reach/Gate Thug.md";

export async function d20Vault(overrides: { mara?: Record<string, unknown>; thug?: Record<string, unknown>; campaign?: Record<string, unknown> } = {}): Promise<TestVault> {
	const v = testVault();
	await v.note(CAMPAIGN, { ledger: "campaign", system: "d20", party: ["[[Mara Quell]]", "[[Tam Ashby]]"], "current-session": "[[Reach - Session 1]]", ...overrides.campaign });
	await v.note(SESSION, { ledger: "session", campaign: "[[Reach]]", session: 1 }, "# Session 1\n\n## Log\n");
	const sheet = "\n```ledger-sheet\n```\n";
	await v.note(MARA, { ...FIGHTER, campaign: "[[Reach]]", ...overrides.mara }, `# Mara Quell\n${sheet}`);
	await v.note(TAM, { ...SCOUT, campaign: "[[Reach]]", vitality: 14, "wound-points": 10 }, `# Tam Ashby\n${sheet}`);
	await v.note(THUG_NOTE, { ...THUG, campaign: "[[Reach]]", vitality: 10, "wound-points": 14, ...overrides.thug }, `# Gate Thug\n${sheet}`);
	return v;
}

/** Entry ids are unique across every dependency set of a test file, as the plugin's one id source is. */
let lastId = 0;

/** Dependencies with scripted dice, a fixed clock and ids, and the messages told to the user. */
export function deps(v: TestVault, faces: number[] = []): TableDeps & { told: string[] } {
	const told: string[] = [];
	return {
		app: v.app,
		settings: () => v.settings(),
		rng: scriptedRng(faces),
		tell: vi.fn((message: string) => told.push(message)),
		now: () => new Date("2026-04-02T19:30:00.000Z"),
		ids: () => `mnd20tst0-${String(++lastId).padStart(6, "0")}`,
		told,
	};
}

export function host(v: TestVault, tableDeps: TableDeps = deps(v)): TableHost {
	return { app: v.app, settings: () => v.settings(), deps: tableDeps };
}

/** A `ledger-sheet` block's child in the note at `path`, with the block's body `source`. */
export function sheetChild(v: TestVault, el: HTMLElement, path: string, tableDeps: TableDeps = deps(v), source = ""): TableSheetChild {
	const h = host(v, tableDeps);
	return new TableSheetChild(el, h, new GameRegistry(h, [d20Table()]), source, path);
}

export async function settle(): Promise<void> {
	for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

export function must<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error);
	return result.value;
}
