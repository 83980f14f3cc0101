/**
 * Runs pool-game actions through the plugin's own path, as the table does: the session note found
 * first, the note read fresh, the engine resolves, then applyOutcome writes the changes and
 * appends the entry in one step (or writes nothing).
 */
import type { App, TFile } from "obsidian";
import type { LogEntry } from "../../../src/engine/log";
import { createIdFactory } from "../../../src/engine/log";
import { fail, type Result } from "../../../src/engine/result";
import { scriptedRng, seededRng } from "../../../src/engine/rng";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { undoEntry } from "../../../src/notes/log/undo";
import { linkTo } from "../../../src/notes/campaign/notes";
import { resolveSessionNote } from "../../../src/notes/campaign/resolve-session";
import type { LedgerSettings } from "../../../src/settings";
import { resolvePool } from "../../../src/ui/pool/actions";
import { poolForm, updatePoolForm, type PoolForm } from "../../../src/ui/pool/form";
import type { PoolModel } from "../../../src/ui/pool/model";
import { readPoolNote } from "../../../src/ui/pool/note";

export interface PoolRunner {
	/** Opens `action` on the note's sheet, sets the fields, rolls the scripted faces (or types them in). */
	act(file: TFile, action: string, fields?: Record<string, string | number | boolean>, dice?: { faces?: number[]; entered?: number[][] }): Promise<Result<LogEntry>>;
	model(file: TFile): Promise<PoolModel>;
	/** Undoes an entry from the session note, as the entry card's Undo does, on the same clock. */
	undo(session: TFile, entryId: string): Promise<Result<unknown>>;
}

export function poolRunner(app: App, settings: () => LedgerSettings, startMs = Date.parse("2026-03-21T19:00:00.000Z")): PoolRunner {
	let clock = startMs;
	const ids = createIdFactory(seededRng(3), () => clock);
	const model = async (file: TFile): Promise<PoolModel> => {
		const read = await readPoolNote(app, settings(), file);
		if (!read.ok) throw new Error(read.error);
		return read.value;
	};
	return {
		model,
		async undo(session, entryId) {
			clock += 90_000;
			const result = await undoEntry(app, session, entryId, { newId: ids, now: () => new Date(clock) });
			if (!result.ok) return result;
			return result.value.status === "undone" ? result : fail("The undo found conflicts.");
		},
		async act(file, action, fields = {}, dice = {}) {
			const session = await resolveSessionNote(app, settings(), { actorPath: file.path, sourcePath: file.path });
			if (!session.ok) return session;
			const m = await model(file);
			let form: PoolForm | undefined = poolForm(m, action, m.lastCheck);
			if (!form) return fail(`No ${action} dialog for ${file.path}`);
			for (const [key, value] of Object.entries(fields)) form = updatePoolForm(m, form, key, value);
			clock += 90_000;
			const link = linkTo(app, file, session.value.path);
			const context = {
				meta: { id: ids(), time: new Date(clock).toISOString(), actor: link, target: link },
				rng: scriptedRng(dice.faces ?? []),
				sessionPath: session.value.path,
				...(dice.entered ? { entered: dice.entered } : {}),
			};
			const entry = resolvePool(m, form, context);
			if (!entry.ok) return entry;
			return applyOutcome(app, { sessionFile: session.value, entry: entry.value });
		},
	};
}
