/** "Create campaign": a form of Setting rows; the work is done by notes/campaign/createCampaign. */
import { Notice, Setting, type App } from "obsidian";
import { FormModal } from "../form-modal";
import type { DamageModel } from "../../engine/systems/cypher/character";
import { createCampaign, notesOfKind, parsePartyList } from "../../notes/campaign";
import type { SystemId } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import { NOTE_FIELDS, suggestNotes } from "../note-suggest";
import { dropdownRow, textRow } from "../setting-rows";
import { openNote } from "./campaign-choice";
import { labelText } from "../user-text";

const SYSTEM_LABELS: Record<SystemId, string> = {
	cypher: "Cypher System",
	pool: "Dice pool (highest die, matches add)",
	d20: "d20 + modifier",
};

const DAMAGE_LABELS: Record<DamageModel, string> = {
	wounds: "Wounds: minor, moderate, major",
	"damage-track": "Damage track: hale, impaired, debilitated, dead",
};

export class CreateCampaignModal extends FormModal {
	private name = "";
	private system: SystemId = "cypher";
	private damageModel: DamageModel = "wounds";
	private party = "";
	private errorEl: HTMLElement | undefined;

	constructor(
		app: App,
		private readonly settings: LedgerSettings,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle("Create campaign");
		this.draw();
	}

	/** Redrawn when the system changes, because the damage model only applies to Cypher. */
	private draw(): void {
		const { contentEl } = this;
		contentEl.empty();
		textRow(
			contentEl,
			"Name",
			"Campaign name",
			this.name,
			(v) => {
				this.name = v;
			},
			`The note is created as ${this.settings.campaignsFolder}/<name>/<name>.md.`,
		);
		dropdownRow(contentEl, "Game system", Object.entries(SYSTEM_LABELS), this.system, (v) => {
			this.system = v as SystemId;
			this.draw();
		});
		if (this.system === "cypher") {
			dropdownRow(
				contentEl,
				"Damage model",
				Object.entries(DAMAGE_LABELS),
				this.damageModel,
				(v) => {
					this.damageModel = v as DamageModel;
				},
				"Wounds follow the current player rules; the damage track follows the classic rules.",
			);
		}
		const known = notesOfKind(this.app, "character").map((f) => f.basename);
		const setParty = (v: string): void => {
			this.party = v;
		};
		const party = textRow(
			contentEl,
			"Party",
			"Character names, comma separated",
			this.party,
			setParty,
			known.length > 0 ? `Character notes, separated by commas. Existing: ${known.slice(0, 8).join(", ")}${known.length > 8 ? "…" : ""}` : "Character notes, separated by commas. You can add them later.",
		);
		suggestNotes(this.app, party, NOTE_FIELDS.party, setParty);
		this.errorEl = contentEl.createDiv({ cls: "campaign-ledger-form-error" });
		new Setting(contentEl).addButton((b) =>
			b
				.setButtonText("Create")
				.setCta()
				.onClick(() => void this.submit()),
		);
	}

	private async submit(): Promise<void> {
		const input = { name: this.name, system: this.system, party: parsePartyList(this.party) };
		const result = await createCampaign(this.app, this.settings, this.system === "cypher" ? { ...input, damageModel: this.damageModel } : input);
		if (!result.ok) {
			this.errorEl?.setText(result.error);
			return;
		}
		this.close();
		new Notice(labelText(`Created campaign ${result.value.basename}`));
		await openNote(this.app, result.value);
	}
}
