/**
 * The campaign a `ledger-summary` recap covers: named in the block (`campaign: [[The Ninth Gate]]`),
 * or the campaign of the note the block is in (the campaign note itself, or a session's or
 * character's `campaign` link). Read from the metadata cache only.
 */
import type { App, TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { linkPath } from "../schema/fields";
import { noteKind } from "../schema/kind";
import { cachedFrontmatter, campaignOfNote, fileAt, resolveLink } from "./notes";
import { sessionsOf, type SessionRef } from "./sessions";
import { t } from "../../lang";

export interface RecapScope {
	campaign: TFile;
	sessions: SessionRef[];
}

/** Reads the block body: empty (this note's log), `campaign` (this note's campaign), or `campaign: [[Name]]`. */
export function recapRequest(source: string): { scope: "note" } | { scope: "campaign"; name?: string } | { error: string } {
	const line = source.split(/\r?\n/).map((text) => text.trim()).find((text) => text !== "" && !text.startsWith("#"));
	if (line === undefined) return { scope: "note" };
	const match = /^(?:scope\s*:\s*)?campaign\s*(?::\s*(.*))?$/i.exec(line);
	if (!match) return { error: t("notes.campaign.recap.badOption", { line: line.slice(0, 60), word: "campaign", form: "campaign: [[Name]]" }) };
	const name = match[1]?.trim();
	if (name === undefined || name === "") return { scope: "campaign" };
	const link = linkPath(name) ?? name;
	return { scope: "campaign", name: link };
}

export function recapScope(app: App, sourcePath: string, name?: string): Result<RecapScope> {
	let campaign: TFile | undefined;
	if (name !== undefined) {
		campaign = resolveLink(app, name, sourcePath);
		if (!campaign) return fail(t("notes.campaign.recap.noCampaign", { link: `[[${name}]]` }));
	} else {
		const source = fileAt(app, sourcePath);
		campaign = source && campaignOfNote(app, source);
		if (!campaign) return fail(t("notes.campaign.recap.noneChosen", { form: "campaign: [[Name]]" }));
	}
	if (noteKind(cachedFrontmatter(app, campaign)) !== "campaign") return fail(t("notes.campaign.recap.notCampaign", { name: campaign.basename, property: "ledger: campaign" }));
	return ok({ campaign, sessions: sessionsOf(app, campaign, true) });
}
