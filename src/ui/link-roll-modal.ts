/**
 * A roll a link made (`obsidian://campaign-ledger?roll=…`), shown before anything is written: the
 * result and the chance, and a choice to log it or not. A link can come from any note or any web
 * page, so the session log gets the roll only when the user says so.
 */
import { Notice, type App } from "obsidian";
import type { HeldRoll } from "../api/api";
import { FormModal } from "./form-modal";
import { labelText, userText } from "./user-text";
import { t } from "../lang";

export class LinkRollModal extends FormModal {
	constructor(
		app: App,
		private readonly words: string,
		private readonly roll: HeldRoll,
		private readonly tell: (message: string) => void = (message) => new Notice(labelText(message)),
	) {
		super(app);
	}

	override onOpen(): void {
		this.contentEl.addClass("cl-link-roll");
		this.titleEl.setText(t("dice.linkRoll.title"));
		userText(this.contentEl.createEl("p", { cls: "cl-link-roll-result" }), this.words);
		this.contentEl.createEl("p", { cls: "cl-link-roll-note", text: t("dice.linkRoll.note") });
		const row = this.contentEl.createDiv({ cls: "modal-button-container" });
		const log = row.createEl("button", { cls: "mod-cta", text: t("encounter.melee.logIt") });
		log.addEventListener("click", () => {
			this.close();
			void this.roll.log().then((logged) => this.tell("reason" in logged ? logged.reason : t("dice.linkRoll.logged")));
		});
		const skip = row.createEl("button", { text: t("dice.linkRoll.skip") });
		skip.addEventListener("click", () => this.close());
	}
}
