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

export const NO_SESSION_MESSAGE =
	"No session note to log to: run 'Start next session' from the command palette, or set a default campaign in settings";

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
		if (actor === undefined) return fail(`The character note "${origin.actorPath}" no longer exists`);
		const fm = await frontmatterState(app, actor);
		if (fm.state === "malformed") return fail(malformedMessage(actor));
		// An actor note without properties has no campaign of its own: the default campaign decides.
		const reader = new FieldReader(fm.state === "ok" ? fm.frontmatter : {});
		if (reader.has("campaign")) {
			const link = reader.link("campaign");
			if (link === undefined) return fail(`"${actor.path}": ${reader.problems[0]?.message ?? "campaign: expected a link"}`);
			const campaign = resolveLink(app, link, actor.path);
			if (campaign === undefined) return fail(missingCampaignMessage(actor, link));
			return currentSessionOf(app, settings, campaign);
		}
	}
	// 3. The default campaign from settings.
	if (settings.defaultCampaign !== "") {
		const campaign = fileAt(app, settings.defaultCampaign) ?? resolveLink(app, settings.defaultCampaign.replace(/\.md$/i, ""), "");
		return campaign === undefined ? fail(missingSettingMessage("default campaign", settings.defaultCampaign)) : currentSessionOf(app, settings, campaign);
	}
	return fail(NO_SESSION_MESSAGE);
}

/** The campaign note's current session, checked to exist and to be a valid session note. */
export async function currentSessionOf(app: App, settings: LedgerSettings, campaignFile: TFile): Promise<Result<TFile>> {
	const read = await readCampaignNote(app, campaignFile, settings);
	if (!read.ok) return read;
	const link = read.value.campaign.currentSession;
	const name = campaignFile.basename;
	if (link === undefined) {
		return fail(`The campaign "${name}" has no current session: run 'Start next session' from the command palette`);
	}
	const session = resolveLink(app, link, campaignFile.path);
	if (session === undefined) {
		return fail(
			`The campaign "${name}" points to the session [[${link}]], which does not exist (deleted?): run 'Start next session', or 'Set current session' from a session note`,
		);
	}
	const fm = await frontmatterOf(app, session);
	if (!fm.ok) return fm;
	if (noteKind(fm.value) !== "session") return fail(`The current session of "${name}", "${session.path}", is not a session note (it needs ledger: session)`);
	return validSession(session, fm.value);
}

/** A session note whose frontmatter fails validation is never written to. */
function validSession(file: TFile, frontmatter: Record<string, unknown>): Result<TFile> {
	const parsed = readSession(frontmatter);
	return parsed.ok ? ok(file) : fail(`"${file.path}": ${parsed.error}`);
}
