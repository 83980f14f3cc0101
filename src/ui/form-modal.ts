import { Modal } from "obsidian";
import { labelText } from "./user-text";

/** What Tab can reach inside a dialog. */
const FOCUSABLE = "button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * The plugin's dialogs: drawn on open, emptied on close, so a dialog opened again never shows the
 * rows, messages or buttons of its last use. Keyboard users get the same dialog as everyone: the
 * first control has the focus when it opens, Tab and Shift+Tab stay inside it, Escape closes it
 * (Obsidian's own), and the focus goes back to the button that opened it.
 */
export abstract class FormModal extends Modal {
	private opener: HTMLElement | null = null;
	/**
	 * Called once the dialog has closed. A sheet uses it to put the focus on its redrawn button when
	 * the roll replaced the one that opened the dialog.
	 */
	whenClosed: (() => void) | undefined = undefined;

	private readonly keepTabInside = (event: KeyboardEvent): void => {
		if (event.key !== "Tab") return;
		// The dialog's own document, not the global one: in a popout window they differ.
		const active = this.modalEl.ownerDocument.activeElement;
		const controls = [...this.modalEl.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === active);
		const first = controls[0];
		const last = controls[controls.length - 1];
		if (!first || !last) return;
		if (event.shiftKey && (active === first || !this.modalEl.contains(active))) {
			event.preventDefault();
			last.focus();
		} else if (!event.shiftKey && (active === last || !this.modalEl.contains(active))) {
			event.preventDefault();
			first.focus();
		}
	};

	override open(): void {
		// Obsidian opens a dialog in the window that has the focus, the one its element was made in.
		const doc = this.modalEl.ownerDocument;
		const active = doc.activeElement;
		this.opener = active instanceof HTMLElement && active !== doc.body ? active : null;
		// The plugin's styles for its dialogs hang on this class, so other plugins' dialogs are untouched.
		this.modalEl.addClass("cl-modal");
		super.open();
		this.modalEl.addEventListener("keydown", this.keepTabInside);
		// A dialog that chose its own starting control keeps it; otherwise the first control of the form.
		if (!this.contentEl.contains(doc.activeElement)) {
			(this.contentEl.querySelector<HTMLElement>("select, input, textarea, button") ?? this.modalEl.querySelector<HTMLElement>(FOCUSABLE))?.focus();
		}
	}

	override onClose(): void {
		this.modalEl.removeEventListener("keydown", this.keepTabInside);
		this.contentEl.empty();
		// Back to the opener, if it is still on the page (a redraw may have replaced it).
		if (this.opener?.isConnected) this.opener.focus();
		this.opener = null;
		this.whenClosed?.();
	}

	/** Titles often name a note ("Apply damage: Kira"): a label, so without bidi overrides (user-text.ts). */
	override setTitle(title: string): this {
		return super.setTitle(labelText(title));
	}
}
