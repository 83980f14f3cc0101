/** Session notes: finding a campaign's sessions, starting the next one, choosing the current one. */
import type { App, TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { readSession } from "../schema/campaign";
import { linkPath } from "../schema/fields";
import { frontmatterBlock, noteBody } from "../new-note-text";
import { sessionName, type LedgerSettings } from "../../settings";
import { createNote } from "./create-campaign";
import { cachedFrontmatter, fileAt, frontmatterOf, frontmatterState, linkTo, malformedMessage, notesOfKind, pathLink, readCampaignNote, resolveLink } from "./notes";
import { setFrontmatterKeys } from "./write-frontmatter";

export interface SessionRef {
	file: TFile;
	number: number;
}

/** The session notes whose `campaign` link resolves to this campaign note, in number order. */
export function sessionsOf(app: App, campaignFile: TFile): SessionRef[] {
	const found: SessionRef[] = [];
	for (const file of notesOfKind(app, "session")) {
		const fm = cachedFrontmatter(app, file) as Record<string, unknown> | undefined;
		const raw: unknown = fm?.["campaign"];
		const link = typeof raw === "string" ? linkPath(raw) : undefined;
		if (link === undefined || resolveLink(app, link, file.path)?.path !== campaignFile.path) continue;
		const n: unknown = fm?.["session"];
		// A session without a usable number still exists; it just does not move the count.
		found.push({ file, number: typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : 0 });
	}
	return found.sort((a, b) => a.number - b.number || a.file.path.localeCompare(b.file.path));
}

export interface StartOptions {
	/** YYYY-MM-DD; the command passes today's local date. */
	date: string;
}

/**
 * Create the next session note of a campaign (highest existing number + 1, dated, linked to its
 * campaign and party), from the settings' template when there is one, and make it the campaign's
 * current session.
 */
export async function startNextSession(app: App, settings: LedgerSettings, campaignFile: TFile, options: StartOptions): Promise<Result<TFile>> {
	const read = await readCampaignNote(app, campaignFile, settings);
	if (!read.ok) return read;
	const { campaign } = read.value;
	const number = Math.max(0, ...sessionsOf(app, campaignFile).map((s) => s.number)) + 1;
	const name = sessionName(settings, number);
	const folder = campaignFile.parent?.path ?? "";
	const path = folder === "" || folder === "/" ? `${name}.md` : `${folder}/${name}.md`;
	if (app.vault.getAbstractFileByPath(path) !== null) {
		return fail(`A note already exists at "${path}": rename it, or change the session name format in settings`);
	}

	const party: string[] = [];
	for (const member of campaign.party) {
		const file = resolveLink(app, member, campaignFile.path);
		// A party link that no longer resolves is kept as written: the user may be about to create it.
		party.push(file === undefined ? `[[${member}]]` : linkTo(app, file, path));
	}
	const ours: Record<string, unknown> = {
		ledger: "session",
		system: campaign.system,
		campaign: linkTo(app, campaignFile, path),
		session: number,
		date: options.date,
		party,
	};
	const placeholders: Record<string, string> = { session: String(number), date: options.date, campaign: campaignFile.basename };

	let templateFm: Record<string, unknown> = {};
	let body = `# ${name}\n\n## ${settings.logHeading}\n`;
	if (settings.sessionTemplate !== "") {
		const template = await readTemplate(app, settings.sessionTemplate);
		if (!template.ok) return template;
		templateFm = fillObject(template.value.frontmatter, placeholders);
		body = fillText(template.value.body, placeholders);
		if (!hasHeading(body, settings.logHeading)) body = `${body.replace(/\s*$/, "")}\n\n## ${settings.logHeading}\n`;
	}
	// The template's keys go under ours: ours win, the template's extra keys are kept.
	const merged: Record<string, unknown> = { ...ours };
	for (const [k, v] of Object.entries(templateFm)) if (!(k in ours)) merged[k] = v;
	const block = frontmatterBlock(merged);
	if (!block.ok) return fail(`The session template's frontmatter cannot be copied: ${block.error}`);

	const created = await createNote(app, folder, path, `${block.value}${body.startsWith("\n") ? "" : "\n"}${body}`);
	if (!created.ok) return created;
	const set = await setFrontmatterKeys(app, campaignFile, { "current-session": pathLink(created.value) });
	if (!set.ok) return fail(`Created "${created.value.path}", but could not make it the current session: ${set.error}`);
	return created;
}

async function readTemplate(app: App, templatePath: string): Promise<Result<{ frontmatter: Record<string, unknown>; body: string }>> {
	const file = fileAt(app, templatePath) ?? fileAt(app, `${templatePath}.md`);
	if (file === undefined) return fail(`The session template "${templatePath}" does not exist: choose another in settings, or clear it`);
	const state = await frontmatterState(app, file);
	if (state.state === "malformed") return fail(malformedMessage(file));
	const text = await app.vault.read(file);
	return ok({ frontmatter: state.state === "ok" ? { ...state.frontmatter } : {}, body: noteBody(text) });
}

/** Replace `{{session}}`, `{{date}}`, `{{campaign}}`; other `{{…}}` (another plugin's) are left alone. */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
	return text.replace(/\{\{\s*(session|date|campaign)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

function fillObject(fm: Record<string, unknown>, values: Readonly<Record<string, string>>): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [k, v] of Object.entries(fm)) {
		if (typeof v === "string") out[k] = fillText(v, values);
		else if (Array.isArray(v)) out[k] = v.map((item: unknown) => (typeof item === "string" ? fillText(item, values) : item));
		else out[k] = v;
	}
	return out;
}

function hasHeading(body: string, heading: string): boolean {
	const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	return new RegExp(`^#{1,6}\\s+${escaped}\\s*$`, "m").test(body);
}

/** Make a session note its campaign's current session, touching only the campaign's `current-session` key. */
export async function setCurrentSession(app: App, settings: LedgerSettings, sessionFile: TFile): Promise<Result<TFile>> {
	const fm = await frontmatterOf(app, sessionFile);
	if (!fm.ok) return fm;
	const session = readSession(fm.value);
	if (!session.ok) return fail(`"${sessionFile.path}": ${session.error}`);
	const campaignFile = resolveLink(app, session.value.campaign, sessionFile.path);
	if (campaignFile === undefined) return fail(`"${sessionFile.path}" names the campaign [[${session.value.campaign}]], which does not exist`);
	const campaign = await readCampaignNote(app, campaignFile, settings);
	if (!campaign.ok) return campaign;
	const set = await setFrontmatterKeys(app, campaignFile, { "current-session": pathLink(sessionFile) });
	return set.ok ? ok(campaignFile) : set;
}
