/** Create a character note for a campaign, with frontmatter its system's schema accepts, and add it to the party. */
import type { App, TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { newCharacterFrontmatter } from "../schema/defaults";
import { frontmatterBlock } from "../new-note-text";
import type { LedgerSettings } from "../../settings";
import { createNote } from "./create-campaign";
import { checkNoteName, joinPath, notePath } from "./names";
import { linkTo, readCampaignNote } from "./notes";
import { setFrontmatterKeys } from "./write-frontmatter";
import { t } from "../../lang";

export async function createCharacter(app: App, settings: LedgerSettings, campaignFile: TFile, rawName: string): Promise<Result<TFile>> {
	const name = checkNoteName(rawName, "character");
	if (!name.ok) return name;
	const read = await readCampaignNote(app, campaignFile, settings);
	if (!read.ok) return read;
	const folder = joinPath(campaignFile.parent?.path ?? "", "Characters");
	const path = notePath(folder, name.value);
	const { campaign } = read.value;
	const fm = { ...newCharacterFrontmatter(campaign.system, linkTo(app, campaignFile, path), campaign.damageModel), name: name.value };
	const block = frontmatterBlock(fm);
	if (!block.ok) return block;
	const created = await createNote(app, folder, path, `${block.value}\n# ${name.value}\n`);
	if (!created.ok) return created;
	// The party list is rewritten from the raw frontmatter so links the user wrote by hand stay as written.
	const raw = read.value.frontmatter["party"];
	const party = Array.isArray(raw) ? raw.filter((p): p is string => typeof p === "string") : typeof raw === "string" && raw !== "" ? [raw] : [];
	const set = await setFrontmatterKeys(app, campaignFile, { party: [...party, linkTo(app, created.value, campaignFile.path)] });
	if (!set.ok) return fail(t("notes.campaign.create.notInParty", { path, error: set.error }));
	return ok(created.value);
}
