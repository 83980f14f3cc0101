/** Ask which campaign, when the open note does not say. */
import { FuzzySuggestModal, type App, type TFile } from "obsidian";
import { notesOfKind } from "../../notes/campaign";

export class PickCampaignModal extends FuzzySuggestModal<TFile> {
	constructor(
		app: App,
		private readonly onPick: (campaign: TFile) => void,
	) {
		super(app);
		this.setPlaceholder("Which campaign?");
	}

	getItems(): TFile[] {
		return notesOfKind(this.app, "campaign");
	}

	getItemText(file: TFile): string {
		return file.path.replace(/\.md$/, "");
	}

	onChooseItem(file: TFile): void {
		this.onPick(file);
	}
}
