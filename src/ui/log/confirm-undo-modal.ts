/** Asks before an undo overwrites values that changed since the entry was made. */
import type { App } from "obsidian";
import { FormModal } from "../form-modal";
import type { UndoConflict } from "../../notes/log/undo";
import { t } from "../../lang";

export class ConfirmUndoModal extends FormModal {
	constructor(
		app: App,
		private readonly conflicts: readonly UndoConflict[],
		private readonly onConfirm: () => void,
	) {
		super(app);
	}

	override onOpen(): void {
		this.contentEl.addClass("cl-confirm-undo");
		this.contentEl.createEl("p", { text: t("log.undo.changedSince") });
		const list = this.contentEl.createEl("ul");
		for (const conflict of this.conflicts) list.createEl("li", { text: conflict.message });
		// Plain buttons in Obsidian's own modal button row: the same look, and a click is a click.
		const row = this.contentEl.createDiv({ cls: "modal-button-container" });
		const restore = row.createEl("button", { cls: "mod-warning", text: t("log.undo.restoreAnyway") });
		restore.addEventListener("click", () => {
			this.close();
			this.onConfirm();
		});
		const cancel = row.createEl("button", { text: t("log.undo.cancel") });
		cancel.addEventListener("click", () => this.close());
	}
}
