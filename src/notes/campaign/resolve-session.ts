/**
 * Where a roll's result goes (docs/ARCHITECTURE.md, Where a result goes): the note the roll came from when it is a session note;
 * else the current session of the actor's campaign; else the default campaign's current session;
 * else a message telling the user how to start one. Never simply the active file.
 */
import type { App, TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { readSession } from "../schema/campaign";
import { FieldReader } from "../schema/fields";
import { noteKind } from "../schema/kind";
import type { LedgerSettings } from "../../settings";
import { fileAt, frontmatterOf, frontmatterState, malformedMessage, missingCampaignMessage, missingSettingMessage, readCampaignNote, resolveLink } from "./notes";
import { t } from "../../lang";

/** Said when a roll has no session to go to (read when said, in the language then). */
export const noSessionMessage = (): string => t("notes.campaign.noSession", { start: t("commands.startNextSession.name") });

export interface RollOrigin {
	/** Path of the note the roll was made in (a code block, inline roll or widget). */
	sourcePath?: string;
	/** Path of the character or NPC note that rolled. */
	actorPath?: string;
}

export async function resolveSessionNote(app: App, settings: LedgerSettings, origin: RollOrigin): Promise<Result<TFile>> {
	// 1. The roll was made in a session note: it goes there.
	if (origin.sourcePath !== undefined) {
		const source = fileAt(app, origin.sourcePath);
		if (source !== undefined && source.extension === "md") {
			const fm = await frontmatterState(app, source);
			// A malformed source might be a session note: refuse rather than guess and log elsewhere.
			if (fm.state === "malformed") return fail(malformedMessage(source));
			if (fm.state === "ok" && noteKind(fm.frontmatter) === "session") return validSession(source, fm.frontmatter);
		}
	}
	// 2. The actor's campaign decides. A named campaign that cannot be used is an error, not a reason
	// to fall through to the default campaign: that would log a roll in someone else's game.
	if (origin.actorPath !== undefined) {
		const actor = fileAt(app, origin.actorPath);
		if (actor === undefined) return fail(t("notes.campaign.actorGone", { path: origin.actorPath }));
		const fm = await frontmatterState(app, actor);
		if (fm.state === "malformed") return fail(malformedMessage(actor));
		// An actor note without properties has no campaign of its own: the default campaign decides.
		const reader = new FieldReader(fm.state === "ok" ? fm.frontmatter : {});
		if (reader.has("campaign")) {
			const link = reader.link("campaign");
			if (link === undefined) return fail(`"${actor.path}": ${reader.problems[0]?.message ?? t("notes.campaign.expectedLink", { key: "campaign" })}`);
			const campaign = resolveLink(app, link, actor.path);
			if (campaign === undefined) return fail(missingCampaignMessage(actor, link));
			return currentSessionOf(app, settings, campaign);
		}
	}
	// 3. The default campaign from settings.
	if (settings.defaultCampaign !== "") {
		const campaign = fileAt(app, settings.defaultCampaign) ?? resolveLink(app, settings.defaultCampaign.replace(/\.md$/i, ""), "");
		return campaign === undefined ? fail(missingSettingMessage("defaultCampaign", settings.defaultCampaign)) : currentSessionOf(app, settings, campaign);
	}
	return fail(noSessionMessage());
}

/** The campaign note's current session, checked to exist and to be a valid session note. */
export async function currentSessionOf(app: App, settings: LedgerSettings, campaignFile: TFile): Promise<Result<TFile>> {
	const read = await readCampaignNote(app, campaignFile, settings);
	if (!read.ok) return read;
	const link = read.value.campaign.currentSession;
	const name = campaignFile.basename;
	if (link === undefined) {
		return fail(t("notes.campaign.noCurrentSession", { name, start: t("commands.startNextSession.name") }));
	}
	const session = resolveLink(app, link, campaignFile.path);
	if (session === undefined) {
		return fail(
			t("notes.campaign.currentSessionGone", { name, link: `[[${link}]]`, start: t("commands.startNextSession.name"), set: t("commands.setCurrentSession.name") }),
		);
	}
	const fm = await frontmatterOf(app, session);
	if (!fm.ok) return fm;
	if (noteKind(fm.value) !== "session") return fail(t("notes.campaign.notSession", { name, path: session.path, property: "ledger: session" }));
	return validSession(session, fm.value);
}

/** A session note whose frontmatter fails validation is never written to. */
function validSession(file: TFile, frontmatter: Record<string, unknown>): Result<TFile> {
	const parsed = readSession(frontmatter);
	return parsed.ok ? ok(file) : fail(`"${file.path}": ${parsed.error}`);
}
