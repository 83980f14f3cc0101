import { Modal } from "obsidian";

/**
 * The plugin's dialogs: drawn on open, emptied on close, so a dialog opened again never shows the
 * rows, messages or buttons of its last use.
 */
export abstract class FormModal extends Modal {
	override onClose(): void {
		this.contentEl.empty();
	}
}
