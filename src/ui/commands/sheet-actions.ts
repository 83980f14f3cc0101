/**
 * A character's or NPC's sheet actions outside its sheet: read through the table's registry and the
 * game's own `sheet(model).actions` (games/frame/game.ts), so commands, links and the API offer exactly
 * the buttons the sheet draws, and run as a click on that button does (the game's own handler, else
 * its roll dialog). Nothing here knows a game.
 */
import type { App, TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import type { SheetAction, SheetModel, TableSystem } from "../../games/frame/game";
import { openRollDialog } from "../frame/roll-dialog";
import { logSheetEdit, submittedWith } from "../frame/pipeline";
import { RollModal } from "../frame/roll-modal";
import type { SheetEdit } from "../../games/frame/game";
import type { GameRegistry, SheetKind, SheetRole, TableHost } from "../frame/registry";
import { SHEET_BLOCK } from "../frame/register";
import { fencedBlocks } from "../../notes/sections";
import { formatList, t } from "../../lang";

export interface ReadSheet {
	file: TFile;
	system: TableSystem;
	role: SheetRole;
	kind: SheetKind<unknown, unknown>;
	model: unknown;
	sheet: SheetModel;
}

/**
 * The body of the note's first `ledger-sheet` block (its quick tasks), as the block itself reads it,
 * so a command, a link or a script offers the buttons the note's sheet draws; "" when it has none.
 */
export async function sheetBlockSource(app: App, file: TFile): Promise<string> {
	try {
		return fencedBlocks((await app.vault.cachedRead(file)).split(/\r?\n/), SHEET_BLOCK)[0]?.body ?? "";
	} catch {
		return "";
	}
}

/** The note's sheet read fresh, or why it has none, in the user's words. */
export async function readSheet(app: App, registry: GameRegistry, file: TFile): Promise<Result<ReadSheet>> {
	const found = registry.kindFor(app, file);
	if (!found.ok) return found;
	const { kind, system, role } = found.value;
	const read = await kind.read(file, await sheetBlockSource(app, file));
	if (!read.ok) return fail(read.error);
	return ok({ file, system, role, kind, model: read.value, sheet: kind.game.sheet(read.value) });
}

/** Every action the sheet offers: its buttons, then its lists' buttons ("Attack" on a weapon), each id once. */
export function sheetActions(sheet: SheetModel): SheetAction[] {
	const all = [...sheet.actions, ...sheet.lists.flatMap((list) => list.items.flatMap((item) => (item.action ? [item.action] : [])))];
	return all.filter((action, index) => all.findIndex((other) => other.id === action.id) === index);
}

/**
 * Runs an action from outside the sheet (a command, a link, the API) as its button does: the game's
 * own handler, else its dialog; an action that changes the note at once asks first, naming the
 * change. Or says why it cannot.
 */
export function runSheetAction(host: TableHost, read: ReadSheet, actionId: string): Result<void> {
	const action = sheetActions(read.sheet).find((a) => a.id === actionId);
	if (action === undefined) {
		const offered = sheetActions(read.sheet).map((a) => `${a.label} (${a.id})`);
		const values = { name: read.sheet.title, action: actionId.slice(0, 60) };
		return fail(offered.length > 0 ? t("commands.sheet.noActionOffers", { ...values, offered: formatList(offered) }) : t("commands.sheet.noAction", values));
	}
	const edit = read.kind.edit?.(read.model, actionId);
	if (edit !== undefined) {
		confirmEdit(host, read, edit);
		return ok(undefined);
	}
	if (read.kind.act?.(read.file, read.model, actionId) === true) return ok(undefined);
	return openRollDialog(host, read.kind, read.file, read.model, actionId) ? ok(undefined) : fail(t("commands.sheet.nothingToOpen", { action: action.label, name: read.sheet.title }));
}

/**
 * Asks before a change made at once (a toggle) that came from outside the sheet: the table's dialog
 * with no fields, naming the note and the change (now → after); written, with its entry, only when
 * the user chooses to. The note is read again as the change is written: if it changed meanwhile, the
 * change is refused and said.
 */
function confirmEdit(host: TableHost, read: ReadSheet, edit: SheetEdit): void {
	const dialog = {
		title: () => t("commands.confirm.title", { name: read.sheet.title }),
		fields: () => [],
		preview: () => ({ odds: [edit.label, t("commands.confirm.why")], submit: t("commands.confirm.submit") }),
	};
	new RollModal(host.app, dialog, null, null, (_form, _entered, how) =>
		logSheetEdit(submittedWith(host.deps, how), read.file, async (file) => {
			const fresh = await read.kind.read(file, "");
			return fresh.ok ? fresh : { ok: false as const, error: fresh.error };
		}, read.system, edit),
	).open();
}
