/** Asks before an undo overwrites values that changed since the entry was made. */
import type { App } from "obsidian";
import { FormModal } from "../form-modal";
import type { UndoConflict } from "../../notes/log/undo";

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
		this.contentEl.createEl("p", { text: "Some values changed after this entry was made:" });
		const list = this.contentEl.createEl("ul");
		for (const conflict of this.conflicts) list.createEl("li", { text: conflict.message });
		// Plain buttons in Obsidian's own modal button row: the same look, and a click is a click.
		const row = this.contentEl.createDiv({ cls: "modal-button-container" });
		const restore = row.createEl("button", { cls: "mod-warning", text: "Restore anyway" });
		restore.addEventListener("click", () => {
			this.close();
			this.onConfirm();
		});
		const cancel = row.createEl("button", { text: "Cancel" });
		cancel.addEventListener("click", () => this.close());
	}
}
