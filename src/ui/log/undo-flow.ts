/**
 * The undo a user starts from a card or the command: ask on conflicts, ask with every value shown
 * when the plugin cannot vouch for the entry, tell the result in a notice.
 */
import { Notice, type App, type TFile } from "obsidian";
import { labelText } from "../user-text";
import { undoEntry, type UndoResult, type UndoWrite } from "../../notes/log/undo";
import type { Result } from "../../engine/result";
import { ConfirmUndoModal } from "./confirm-undo-modal";
import { ConfirmUnvouchedModal } from "./confirm-unvouched-modal";
import { t } from "../../lang";

export interface UndoFlowHooks {
	/** Shows the conflicts; calls `confirm` when the user chooses to restore anyway. */
	ask(conflicts: Extract<UndoResult, { status: "conflicts" }>["conflicts"], confirm: () => void): void;
	/** Shows why undo asks and every value it would write; calls `confirm` when the user agrees. */
	confirmWrites(why: string, writes: readonly UndoWrite[], confirm: () => void): void;
	tell(message: string): void;
}

export function defaultHooks(app: App): UndoFlowHooks {
	return {
		ask: (conflicts, confirm) => new ConfirmUndoModal(app, conflicts, confirm).open(),
		confirmWrites: (why, writes, confirm) => new ConfirmUnvouchedModal(app, why, writes, confirm).open(),
		tell: (message) => new Notice(labelText(message)),
	};
}

/** Tells how an undo went, or asks again (the notes changed while the user was reading). */
function settle(app: App, file: TFile, entryId: string, result: Result<UndoResult>, title: string, hooks: UndoFlowHooks): void {
	if (!result.ok) {
		hooks.tell(result.error);
		return;
	}
	const value = result.value;
	if (value.status === "undone") hooks.tell(t("log.undo.done", { title }));
	else if (value.status === "confirm") {
		hooks.confirmWrites(value.why, value.writes, () => {
			void undoEntry(app, file, entryId, { confirmed: value.writes }).then((next) => settle(app, file, entryId, next, title, hooks));
		});
	} else {
		hooks.ask(value.conflicts, () => {
			void undoEntry(app, file, entryId, { force: true }).then((forced) => settle(app, file, entryId, forced, title, hooks));
		});
	}
}

export async function runUndo(app: App, file: TFile, entryId: string, title: string, hooks: UndoFlowHooks = defaultHooks(app)): Promise<void> {
	settle(app, file, entryId, await undoEntry(app, file, entryId), title, hooks);
}
