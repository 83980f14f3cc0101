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
import { t } from "../../lang";

/** The choices' words, read as the dialog draws them (in the language of that moment). */
const systemLabels = (): [SystemId, string][] => [
	["cypher", t("commands.createCampaign.system.cypher")],
	["pool", t("commands.createCampaign.system.pool")],
	["d20", t("commands.createCampaign.system.d20")],
];

const damageLabels = (): [DamageModel, string][] => [
	["wounds", t("commands.createCampaign.damage.wounds")],
	["damage-track", t("commands.createCampaign.damage.track")],
];

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
		formText(form, "name", t("commands.createCampaign.nameField"), t("commands.createCampaign.namePlaceholder"), { description: t("commands.createCampaign.nameDesc", { path: `${settings.campaignsFolder}/<name>/<name>.md` }) }),
		formChoice(form, "system", t("commands.createCampaign.systemField"), systemLabels()),
	];
	// The damage model only applies to Cypher.
	if (form.system === "cypher") {
		fields.push(formChoice(form, "damageModel", t("commands.createCampaign.damageField"), damageLabels(), { description: t("commands.createCampaign.damageDesc") }));
	}
	const description =
		known.length > 0
			? t("commands.createCampaign.partyDescExisting", { existing: `${known.slice(0, 8).join(", ")}${known.length > 8 ? "…" : ""}` })
			: t("commands.createCampaign.partyDesc");
	fields.push(formText(form, "party", t("commands.createCampaign.partyField"), t("commands.createCampaign.partyPlaceholder"), { description, notes: "party", maxLength: MAX_LIST_TEXT }));
	return fields;
}

export class CreateCampaignModal extends RollModal<string[], CampaignForm> {
	constructor(app: App, settings: LedgerSettings) {
		const dialog = {
			title: () => t("commands.createCampaign.name"),
			fields: (known: string[], form: CampaignForm) => campaignFields(settings, known, form),
			preview: () => ({ odds: [], submit: t("commands.nameModal.create") }),
		};
		const known = notesOfKind(app, "character").map((f) => f.basename);
		super(app, dialog, known, { name: "", system: "cypher", damageModel: "wounds", party: "" }, async (form) => {
			const input = { name: form.name, system: form.system, party: parsePartyList(form.party) };
			const result = await createCampaign(app, settings, form.system === "cypher" ? { ...input, damageModel: form.damageModel } : input);
			if (result.ok) {
				new Notice(labelText(t("commands.createCampaign.created", { campaign: result.value.basename })));
				await openNote(app, result.value);
			}
			return result;
		});
		this.logsEntry = false;
	}
}
