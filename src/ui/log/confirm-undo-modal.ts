/** Asks before an undo overwrites values that changed since the entry was made. */
import { Modal, Setting, type App } from "obsidian";
import type { UndoConflict } from "../../notes/log/undo";

export class ConfirmUndoModal extends Modal {
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
		new Setting(this.contentEl)
			.addButton((button) => {
				button.setButtonText("Restore anyway").onClick(() => {
					this.close();
					this.onConfirm();
				});
				// Obsidian's own red button class; setWarning is deprecated and setDestructive needs 1.13.
				button.buttonEl.addClass("mod-warning");
			})
			.addButton((button) => button.setButtonText("Cancel").onClick(() => this.close()));
	}

	override onClose(): void {
		this.contentEl.empty();
	}
}
