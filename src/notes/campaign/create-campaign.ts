/** Create a campaign note: `<campaigns folder>/<Name>/<Name>.md` with typed frontmatter. */
import { TFolder, type App, type TFile } from "obsidian";
import type { DamageModel } from "../../engine/systems/cypher/character";
import { fail, ok, type Result } from "../../engine/result";
import { errorText } from "../frontmatter";
import type { SystemId } from "../schema/kind";
import { frontmatterBlock } from "../new-note-text";
import type { LedgerSettings } from "../../settings";
import { checkNoteName, joinPath, notePath } from "./names";
import { linkTo, resolveLink } from "./notes";
import { t } from "../../lang";

export interface NewCampaign {
	name: string;
	system: SystemId;
	/** Cypher only. */
	damageModel?: DamageModel;
	/** Names or paths of existing character notes. */
	party: string[];
}

/** Split the party field ("Aria, Bron, Characters/Cass") into names. */
export function parsePartyList(text: string): string[] {
	return text
		.split(/[,\n]/)
		.map((s) => s.trim().replace(/^\[\[/, "").replace(/\]\]$/, "").trim())
		.filter((s) => s !== "");
}

export async function createCampaign(app: App, settings: LedgerSettings, input: NewCampaign): Promise<Result<TFile>> {
	const name = checkNoteName(input.name, "campaign");
	if (!name.ok) return name;
	const folder = joinPath(settings.campaignsFolder, name.value);
	const path = notePath(folder, name.value);
	// Party members must be existing notes, so the links the engine follows resolve.
	const members: TFile[] = [];
	const missing: string[] = [];
	for (const member of input.party) {
		const file = resolveLink(app, member.replace(/\.md$/i, ""), "");
		if (file === undefined) missing.push(member);
		else members.push(file);
	}
	if (missing.length > 0) return fail(t("notes.campaign.create.noMember", { count: missing.length, names: missing.join(", ") }));

	const frontmatter: Record<string, unknown> = { ledger: "campaign", system: input.system };
	if (input.system === "cypher") frontmatter["damage-model"] = input.damageModel ?? "wounds";
	frontmatter["party"] = members.map((m) => linkTo(app, m, path));
	if (input.system === "pool") frontmatter["pool-die-size"] = settings.poolDieSize;
	if (input.system === "d20") {
		frontmatter["d20-minor"] = settings.d20Minor;
		frontmatter["d20-major"] = settings.d20Major;
		frontmatter["d20-extreme"] = settings.d20Extreme;
	}
	if (input.system === "cypher") frontmatter["advancement-steps-per-tier"] = 4;
	const block = frontmatterBlock(frontmatter);
	if (!block.ok) return block;

	const body = `# ${name.value}\n\n${t("notes.campaign.create.body", { start: t("commands.startNextSession.name") })}\n`;
	return createNote(app, folder, path, `${block.value}\n${body}`, t("notes.campaign.create.chooseCampaignName"));
}

/**
 * Create the folder chain and the note. A note already at the path is left alone, and the message
 * says what to do instead (`ifTaken`); vault errors (a race, a read-only vault) become messages.
 * Both paths are normalized here too, so every caller's new note gets the path Obsidian would use.
 */
export async function createNote(app: App, folder: string, path: string, text: string, ifTaken = t("notes.campaign.create.chooseName")): Promise<Result<TFile>> {
	if (app.vault.getAbstractFileByPath(joinPath(path)) !== null) return fail(t("notes.campaign.create.taken", { path, advice: ifTaken }));
	const made = await ensureFolder(app, joinPath(folder));
	if (!made.ok) return made;
	try {
		return ok(await app.vault.create(joinPath(path), text));
	} catch (e) {
		return fail(t("notes.campaign.create.failed", { path, error: errorText(e) }));
	}
}

export async function ensureFolder(app: App, folder: string): Promise<Result<void>> {
	let sofar = "";
	for (const part of folder.split("/").filter((p) => p !== "")) {
		sofar = sofar === "" ? part : `${sofar}/${part}`;
		const existing = app.vault.getAbstractFileByPath(sofar);
		if (existing instanceof TFolder) continue;
		if (existing !== null) return fail(t("notes.campaign.create.fileNotFolder", { path: sofar }));
		try {
			await app.vault.createFolder(sofar);
		} catch (e) {
			return fail(t("notes.campaign.create.folderFailed", { path: sofar, error: errorText(e) }));
		}
	}
	return ok(undefined);
}
