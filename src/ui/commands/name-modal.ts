/** A one-field form: asks for a name, runs the action, shows its error inline or closes. */
import { Setting, type App } from "obsidian";
import { FormModal } from "../form-modal";
import type { Result } from "../../engine/result";
import { labelText } from "../user-text";
import { t } from "../../lang";

export class NameModal extends FormModal {
	private value = "";

	constructor(
		app: App,
		private readonly title: string,
		private readonly label: string,
		private readonly action: (name: string) => Promise<Result<unknown>>,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(this.title);
		const { contentEl } = this;
		new Setting(contentEl).setName(labelText(this.label)).addText((text) => {
			text.inputEl.setAttribute("aria-label", labelText(this.label));
			text.onChange((v) => {
				this.value = v;
			});
		});
		const errorEl = contentEl.createDiv({ cls: "campaign-ledger-form-error" });
		new Setting(contentEl).addButton((b) =>
			b
				.setButtonText(t("commands.nameModal.create"))
				.setCta()
				.onClick(async () => {
					const result = await this.action(this.value);
					if (result.ok) this.close();
					else errorEl.setText(result.error);
				}),
		);
	}
}
