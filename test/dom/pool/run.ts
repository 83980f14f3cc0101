/**
 * Runs pool-game actions through the plugin's own path, the shared table's: the session note found
 * first, the note read fresh, the engine resolves, then the changes are written and the entry
 * appended in one step (or nothing is written); dice typed in at the table are marked so.
 */
import { changeForm } from "../../../src/games/frame/form-change";
import type { App, TFile } from "obsidian";
import { createIdFactory, type LogEntry } from "../../../src/engine/log";
import { fail, type Result } from "../../../src/engine/result";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { undoEntry } from "../../../src/notes/log/undo";
import type { LedgerSettings } from "../../../src/settings";
import { poolForm, type PoolForm } from "../../../src/games/pool/form";
import { poolGame } from "../../../src/games/pool/game";
import type { PoolModel } from "../../../src/games/pool/model";
import { readPoolNote } from "../../../src/ui/pool/note";
import type { TableDeps } from "../../../src/ui/frame/pipeline";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";

export interface PoolRunner {
	/** Opens `action` on the note's sheet, sets the fields, rolls the scripted faces (or types them in). */
	act(file: TFile, action: string, fields?: Record<string, string | number | boolean>, dice?: { faces?: number[]; entered?: number[][] }): Promise<Result<LogEntry>>;
	model(file: TFile): Promise<PoolModel>;
	/** Undoes an entry from the session note, as the entry card's Undo does, on the same clock. */
	undo(session: TFile, entryId: string): Promise<Result<unknown>>;
	told: string[];
}

export function poolRunner(app: App, settings: () => LedgerSettings, startMs = Date.parse("2026-03-21T19:00:00.000Z")): PoolRunner {
	let clock = startMs;
	const ids = createIdFactory(seededRng(3), () => clock);
	const told: string[] = [];
	const read = (file: TFile) => readPoolNote(app, settings(), file);
	const model = async (file: TFile): Promise<PoolModel> => {
		const result = await read(file);
		if (!result.ok) throw new Error(result.error);
		return result.value;
	};
	return {
		model,
		told,
		async undo(session, entryId) {
			clock += 90_000;
			const result = await undoEntry(app, session, entryId, { newId: ids, now: () => new Date(clock) });
			if (!result.ok) return result;
			return result.value.status === "undone" ? result : fail("The undo found conflicts.");
		},
		async act(file, action, fields = {}, dice = {}) {
			const m = await model(file);
			let form: PoolForm | undefined = poolForm(m, action, m.lastCheck);
			if (!form) return fail(`No ${action} dialog for ${file.path}`);
			for (const [key, value] of Object.entries(fields)) form = changeForm(poolGame, m, form, key, value);
			clock += 90_000;
			const deps: TableDeps = { app, settings, rng: scriptedRng(dice.faces ?? []), tell: (message) => told.push(message), now: () => new Date(clock), ids };
			return resolveRoll(deps, file, read, poolGame, form, dice.entered);
		},
	};
}
