import { Modal } from "obsidian";

/**
 * The plugin's dialogs: drawn on open, emptied on close, so a dialog opened again never shows the
 * rows, messages or buttons of its last use.
 */
export abstract class FormModal extends Modal {
	override onClose(): void {
		this.contentEl.empty();
	}

	/** The dialog's main button, alone in its footer row at the bottom. */
	protected footerButton(cls: string | string[], text: string, onClick: () => void): HTMLButtonElement {
		const button = this.contentEl.createDiv({ cls: "cl-task-footer" }).createEl("button", { cls, text });
		button.addEventListener("click", onClick);
		return button;
	}
}
