/** The undo a user starts from a card or the command: ask on conflicts, tell the result in a notice. */
import { Notice, type App, type TFile } from "obsidian";
import { labelText } from "../user-text";
import { undoEntry, type UndoResult } from "../../notes/log/undo";
import type { Result } from "../../engine/result";
import { ConfirmUndoModal } from "./confirm-undo-modal";

export interface UndoFlowHooks {
	/** Shows the conflicts; calls `confirm` when the user chooses to restore anyway. */
	ask(conflicts: Extract<UndoResult, { status: "conflicts" }>["conflicts"], confirm: () => void): void;
	tell(message: string): void;
}

export function defaultHooks(app: App): UndoFlowHooks {
	return {
		ask: (conflicts, confirm) => new ConfirmUndoModal(app, conflicts, confirm).open(),
		tell: (message) => new Notice(labelText(message)),
	};
}

function report(result: Result<UndoResult>, title: string, hooks: UndoFlowHooks): void {
	if (!result.ok) hooks.tell(result.error);
	else if (result.value.status === "undone") hooks.tell(`Undone: ${title}`);
}

export async function runUndo(app: App, file: TFile, entryId: string, title: string, hooks: UndoFlowHooks = defaultHooks(app)): Promise<void> {
	const first = await undoEntry(app, file, entryId);
	if (first.ok && first.value.status === "conflicts") {
		hooks.ask(first.value.conflicts, () => {
			void undoEntry(app, file, entryId, { force: true }).then((forced) => report(forced, title, hooks));
		});
		return;
	}
	report(first, title, hooks);
}
