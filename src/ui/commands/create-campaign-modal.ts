/**
 * "Create campaign": the table's one dialog (ui/frame/roll-modal.ts) over the new campaign's name,
 * game system, damage model (Cypher only) and party; the work is done by notes/campaign/createCampaign.
 */
import { Notice, type App } from "obsidian";
import type { DamageModel } from "../../engine/systems/cypher/character";
import { createCampaign, notesOfKind, parsePartyList } from "../../notes/campaign";
import type { SystemId } from "../../notes/schema/kind";
import type { LedgerSettings } from "../../settings";
import { MAX_LIST_TEXT } from "../encounter/modals";
import type { Field } from "../../games/frame/game";
import { formChoice, formText } from "../../games/frame/fields";
import { RollModal } from "../frame/roll-modal";
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

export interface CampaignForm {
	name: string;
	system: SystemId;
	damageModel: DamageModel;
	/** Character notes, separated by commas. */
	party: string;
}

/** The fields for the vault's character notes (their names, shown as examples under Party). */
function campaignFields(settings: LedgerSettings, known: string[], form: CampaignForm): Field[] {
	const fields = [
		formText(form, "name", "Name", "Campaign name", { description: `The note is created as ${settings.campaignsFolder}/<name>/<name>.md.` }),
		formChoice(form, "system", "Game system", Object.entries(SYSTEM_LABELS)),
	];
	// The damage model only applies to Cypher.
	if (form.system === "cypher") {
		fields.push(formChoice(form, "damageModel", "Damage model", Object.entries(DAMAGE_LABELS), { description: "Wounds follow the current player rules; the damage track follows the classic rules." }));
	}
	const existing = known.length > 0 ? ` Existing: ${known.slice(0, 8).join(", ")}${known.length > 8 ? "…" : ""}` : " You can add them later.";
	fields.push(formText(form, "party", "Party", "Character names, comma separated", { description: `Character notes, separated by commas.${existing}`, notes: "party", maxLength: MAX_LIST_TEXT }));
	return fields;
}

export class CreateCampaignModal extends RollModal<string[], CampaignForm> {
	constructor(app: App, settings: LedgerSettings) {
		const dialog = {
			title: () => "Create campaign",
			fields: (known: string[], form: CampaignForm) => campaignFields(settings, known, form),
			preview: () => ({ odds: [], submit: "Create" }),
		};
		const known = notesOfKind(app, "character").map((f) => f.basename);
		super(app, dialog, known, { name: "", system: "cypher", damageModel: "wounds", party: "" }, async (form) => {
			const input = { name: form.name, system: form.system, party: parsePartyList(form.party) };
			const result = await createCampaign(app, settings, form.system === "cypher" ? { ...input, damageModel: form.damageModel } : input);
			if (result.ok) {
				new Notice(labelText(`Created campaign ${result.value.basename}`));
				await openNote(app, result.value);
			}
			return result;
		});
		this.logsEntry = false;
	}
}
