/**
 * Asks before an undo the plugin cannot vouch for (an entry typed or pasted, one it cannot tell it
 * wrote), or one that would add a key to a note that is not a sheet: why it asks, then every value
 * it would write, note by note (note, key, now → after undo), all as text. Nothing is written unless
 * the user chooses "Undo as shown".
 */
import type { App } from "obsidian";
import { FormModal } from "../form-modal";
import { userText } from "../user-text";
import { showValue } from "../../notes/frontmatter";
import { targetLabel } from "../../notes/log/targets";
import type { UndoWrite } from "../../notes/log/undo";
import { t } from "../../lang";

/** One write in words: "Kira · might: 7 → 9", with what the entry set when the note holds something else. */
export function writeLine(write: UndoWrite): { note: string; change: string; changedSince?: string } {
	const line = { note: targetLabel(write.target), change: `${write.key}: ${showValue(write.now)} → ${write.restore === null ? t("log.undo.takenOut") : showValue(write.restore)}` };
	const changed = JSON.stringify(write.now ?? null) !== JSON.stringify(write.recorded);
	return changed ? { ...line, changedSince: t("log.undo.entrySaysSet", { value: showValue(write.recorded) }) } : line;
}

export class ConfirmUnvouchedModal extends FormModal {
	constructor(
		app: App,
		private readonly why: string,
		private readonly writes: readonly UndoWrite[],
		private readonly onConfirm: () => void,
	) {
		super(app);
	}

	override onOpen(): void {
		this.contentEl.addClass("cl-confirm-undo");
		this.titleEl.setText(t("log.undo.confirmTitle"));
		userText(this.contentEl.createEl("p"), this.why);
		if (this.writes.length > 0) {
			this.contentEl.createEl("p", { text: t("log.undo.wouldWrite") });
			const list = this.contentEl.createEl("ul", { cls: "cl-undo-writes" });
			for (const write of this.writes) {
				const { note, change, changedSince } = writeLine(write);
				const item = list.createEl("li");
				userText(item.createEl("strong"), note);
				item.appendText(" · ");
				userText(item.createSpan(), change);
				if (changedSince !== undefined) userText(item.createSpan({ cls: "cl-undo-changed" }), ` (${changedSince})`);
			}
		}
		const row = this.contentEl.createDiv({ cls: "modal-button-container" });
		const agree = row.createEl("button", { cls: "mod-warning", text: t("log.undo.asShown") });
		agree.addEventListener("click", () => {
			this.close();
			this.onConfirm();
		});
		const cancel = row.createEl("button", { text: t("log.undo.cancel") });
		cancel.addEventListener("click", () => this.close());
	}
}
