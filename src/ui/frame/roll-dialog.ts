/**
 * Opening a game's roll dialog from a sheet action or a command, and resolving what it returns
 * through the one pipeline: dice typed in at the table are played back to the engine in order
 * (the same result a plugin roll with those faces gives) and the entry says "entered by hand".
 */
import type { TFile } from "obsidian";
import type { LogEntry } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { scriptedRng, type Rng } from "../../engine/rng";
import { errorText } from "../../notes/frontmatter";
import type { EnteredDice, TableGame } from "../../games/frame/game";
import { ENTERED_BY_HAND } from "../../engine/dice/physical";
import { logTableAction, submittedWith, type ModelReader, type TableDeps } from "./pipeline";
import type { SheetKind, TableHost } from "./registry";
import { RollModal } from "./roll-modal";
import { t } from "../../lang";

/** Opens the dialog for a sheet action; false when the game has no dialog for it. `whenClosed` runs once it has closed. */
export function openRollDialog<Model, Form>(
	host: TableHost,
	kind: SheetKind<Model, Form>,
	file: TFile,
	model: Model,
	actionId: string,
	whenClosed?: () => void,
): boolean {
	const form = kind.game.form(model, actionId);
	if (form === undefined) return false;
	const read: ModelReader<Model> = async (f) => {
		const result = await kind.read(f, "");
		return result.ok ? result : { ok: false, error: result.error };
	};
	const modal = new RollModal(host.app, kind.game, model, form, (f, entered, how) => resolveRoll(submittedWith(host.deps, how), file, read, kind.game, f, entered));
	modal.whenClosed = whenClosed;
	modal.remember = file.path;
	modal.open();
	return true;
}

/** The dice the engine draws: the typed faces in order, or the table's generator. */
export function diceFor(deps: TableDeps, entered: EnteredDice | undefined): Rng {
	return entered === undefined ? deps.rng : scriptedRng(entered.flat());
}

/** Marks an entry whose dice were typed in at the table. */
export function enteredByHand(entry: LogEntry): LogEntry {
	return {
		...entry,
		inputs: [...entry.inputs, { key: "dice", value: ENTERED_BY_HAND }],
		explanation: [...entry.explanation, t("frame.log.enteredByHand")],
	};
}

/**
 * Calls `resolve` with the right dice and marks the entry when they were typed; a roll that needed
 * more dice than were typed is refused, never topped up with random ones.
 */
export function resolveWithDice(entered: EnteredDice | undefined, rng: Rng, resolve: (rng: Rng) => Result<LogEntry>): Result<LogEntry> {
	let result: Result<LogEntry>;
	try {
		result = resolve(rng);
	} catch (error) {
		if (entered === undefined) throw error;
		return fail(t("frame.dialog.byHand.misfit", { error: errorText(error) }));
	}
	return result.ok && entered !== undefined ? ok(enteredByHand(result.value)) : result;
}

export function resolveRoll<Model, Form>(
	deps: TableDeps,
	file: TFile,
	read: ModelReader<Model>,
	game: Pick<TableGame<Model, Form>, "resolve">,
	form: Form,
	entered: EnteredDice | undefined,
): Promise<Result<LogEntry>> {
	return logTableAction(deps, file, read, (model, meta, sessionPath) =>
		resolveWithDice(entered, diceFor(deps, entered), (rng) =>
			game.resolve(model, form, entered === undefined ? { meta, rng, sessionPath } : { meta, rng, sessionPath, entered }),
		),
	);
}
