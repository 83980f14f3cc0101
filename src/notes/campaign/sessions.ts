/** Session notes: finding a campaign's sessions, starting the next one, choosing the current one. */
import { moment, type App, type TFile } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { readSession } from "../schema/campaign";
import { frontmatterBlock, noteBody } from "../new-note-text";
import { sessionName, type LedgerSettings } from "../../settings";
import { createNote } from "./create-campaign";
import { notePath } from "./names";
import { cachedFrontmatter, fileAt, frontmatterOf, frontmatterState, linkedCampaign, linkTo, malformedMessage, missingCampaignMessage, missingSettingMessage, notesOfKind, pathLink, readCampaignNote, resolveLink } from "./notes";
import { setFrontmatterKeys } from "./write-frontmatter";
import { t } from "../../lang";

export interface SessionRef {
	file: TFile;
	number: number;
}

/**
 * A copy a sync tool made when two devices changed a note at once (Syncthing's
 * "Session 2.sync-conflict-20261121-190500-ABCDEFG", "Session 2 (conflicted copy 2026-11-21)", "Session 2
 * (Conflict 2026-11-21)"): the same session twice, never another one.
 */
export function isConflictCopy(file: TFile): boolean {
	return /\.sync-conflict-/i.test(file.name) || /\([^()]*\bconflict(?:ed)?\b[^()]*\)$/i.test(file.basename);
}

/**
 * The session notes whose `campaign` link resolves to this campaign note, in number order (copies
 * named as sync conflicts left out, unless `withCopies`: the recap reads them all and finds every
 * copy by its entries, session-copies.ts).
 */
export function sessionsOf(app: App, campaignFile: TFile, withCopies = false): SessionRef[] {
	const found: SessionRef[] = [];
	for (const file of notesOfKind(app, "session")) {
		if (!withCopies && isConflictCopy(file)) continue;
		const fm = cachedFrontmatter(app, file) as Record<string, unknown> | undefined;
		if (linkedCampaign(app, fm, file.path)?.path !== campaignFile.path) continue;
		const n: unknown = fm?.["session"];
		// A session without a usable number still exists; it just does not move the count.
		found.push({ file, number: typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : 0 });
	}
	return found.sort((a, b) => a.number - b.number || a.file.path.localeCompare(b.file.path));
}

export interface StartOptions {
	/** YYYY-MM-DD; the command passes today's local date. */
	date: string;
	/** The moment the session starts, for a template's `{{time}}` and `{{date:FORMAT}}` (default: now). */
	now?: Date;
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
	// The name comes from the settings' format, typed by the user: normalized like any typed path.
	const path = notePath(folder, name);

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
	const now = options.now ?? new Date();
	const placeholders: TemplateValues = {
		session: String(number),
		date: options.date,
		campaign: campaignFile.basename,
		title: name,
		format: (format) => formatDate(now, format),
	};

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
	if (!block.ok) return fail(t("notes.campaign.session.templateNotCopied", { error: block.error }));

	const created = await createNote(app, folder, path, `${block.value}${body.startsWith("\n") ? "" : "\n"}${body}`, t("notes.campaign.session.renameOrFormat"));
	if (!created.ok) return created;
	const set = await setFrontmatterKeys(app, campaignFile, { "current-session": pathLink(created.value) });
	if (!set.ok) return fail(t("notes.campaign.session.notCurrent", { path: created.value.path, error: set.error }));
	return created;
}

async function readTemplate(app: App, templatePath: string): Promise<Result<{ frontmatter: Record<string, unknown>; body: string }>> {
	const file = fileAt(app, templatePath) ?? fileAt(app, `${templatePath}.md`);
	if (file === undefined) return fail(missingSettingMessage("sessionTemplate", templatePath));
	const state = await frontmatterState(app, file);
	if (state.state === "malformed") return fail(malformedMessage(file));
	const text = await app.vault.read(file);
	return ok({ frontmatter: state.state === "ok" ? { ...state.frontmatter } : {}, body: noteBody(text) });
}

/**
 * A date in a moment.js format, through the moment Obsidian ships (`moment` from "obsidian"), so
 * formats and the app's language are as in Obsidian's core Templates. obsidian.d.ts types it as the
 * module namespace, which TypeScript does not let us call under esModuleInterop; the cast names the
 * one call made.
 */
function formatDate(date: Date, format: string): string {
	const call = moment as unknown as (date: Date) => { format(format: string): string };
	return call(date).format(format);
}

/** What a session template's placeholders are filled with. */
export interface TemplateValues {
	/** `{{session}}`: the session's number. */
	session: string;
	/** `{{date}}`: the session's date, YYYY-MM-DD, as in its `date` property. */
	date: string;
	/** `{{campaign}}`: the campaign note's name. */
	campaign: string;
	/** `{{title}}`: the new note's name. */
	title: string;
	/** The session's start formatted with a moment.js format, for `{{time}}` and `{{date:FORMAT}}`. */
	format(format: string): string;
}

/** Obsidian's core Templates write `{{time}}` as HH:mm; `{{date:…}}` and `{{time:…}}` take any moment format. */
const DEFAULT_FORMAT = { date: "YYYY-MM-DD", time: "HH:mm" } as const;
const PLACEHOLDER = /\{\{\s*(session|campaign|title|date|time)\s*(?::([^{}]*))?\}\}/g;

/**
 * Fill `{{session}}`, `{{campaign}}`, `{{title}}`, `{{date}}`, `{{time}}`, `{{date:FORMAT}}` and
 * `{{time:FORMAT}}`, the last three as Obsidian's core Templates do; any other `{{…}}` (another
 * plugin's, such as Templater's) is left alone.
 */
export function fillText(text: string, values: TemplateValues): string {
	return text.replace(PLACEHOLDER, (whole, key: "session" | "campaign" | "title" | "date" | "time", format: string | undefined) => {
		if (format !== undefined) {
			if (key !== "date" && key !== "time") return whole;
			return values.format(format.trim() === "" ? DEFAULT_FORMAT[key] : format.trim());
		}
		return key === "time" ? values.format(DEFAULT_FORMAT.time) : values[key];
	});
}

function fillObject(fm: Record<string, unknown>, values: TemplateValues): Record<string, unknown> {
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
	if (campaignFile === undefined) return fail(missingCampaignMessage(sessionFile, session.value.campaign));
	const campaign = await readCampaignNote(app, campaignFile, settings);
	if (!campaign.ok) return campaign;
	const set = await setFrontmatterKeys(app, campaignFile, { "current-session": pathLink(sessionFile) });
	return set.ok ? ok(campaignFile) : set;
}
