/**
 * Reading Campaign Ledger notes through Obsidian's metadata cache. A note whose YAML Obsidian could
 * not parse is reported as malformed and never written: writing it through processFrontMatter
 * would replace the user's (broken but precious) frontmatter with an empty one.
 */
import { normalizePath, TFile, type App } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { readCampaign, type Campaign } from "../schema/campaign";
import { linkPath } from "../schema/fields";
import { noteKind } from "../schema/kind";
import type { Parsed } from "../schema/parsed";
import { frontmatterText } from "../new-note-text";
import type { LedgerSettings } from "../../settings";
import { t } from "../../lang";

/**
 * The file at a vault path, if it is a file (not a folder). The path goes through normalizePath,
 * since some come from what the user typed (the default campaign and the template in settings).
 */
export function fileAt(app: App, path: string): TFile | undefined {
	const f = app.vault.getAbstractFileByPath(normalizePath(path));
	return f instanceof TFile ? f : undefined;
}

/** The frontmatter Obsidian's metadata cache holds for a note: untyped, since the user wrote it. */
export function cachedFrontmatter(app: App, file: TFile): unknown {
	return app.metadataCache.getFileCache(file)?.frontmatter;
}

/** Resolve a link path (from a `[[link]]` in frontmatter) the way Obsidian does, relative to the note it is in. */
export function resolveLink(app: App, linkpath: string, sourcePath: string): TFile | undefined {
	return app.metadataCache.getFirstLinkpathDest(linkpath, sourcePath) ?? undefined;
}

/** The note a frontmatter's `campaign` link leads to, resolved from `sourcePath` as Obsidian does; undefined when there is none. */
export function linkedCampaign(app: App, frontmatter: Record<string, unknown> | undefined, sourcePath: string): TFile | undefined {
	const raw = frontmatter?.["campaign"];
	const link = typeof raw === "string" ? linkPath(raw) : undefined;
	return link === undefined ? undefined : resolveLink(app, link, sourcePath);
}

/** The campaign a note belongs to: the note itself when it is a campaign note, else the note its `campaign` link leads to (not checked to be a campaign). */
export function campaignOfNote(app: App, file: TFile): TFile | undefined {
	const fm = cachedFrontmatter(app, file) as Record<string, unknown> | undefined;
	return noteKind(fm) === "campaign" ? file : linkedCampaign(app, fm, file.path);
}

/** Link text for a file as written in another note's frontmatter: shortest unambiguous, no .md. */
export function linkTo(app: App, file: TFile, sourcePath: string): string {
	return `[[${app.metadataCache.fileToLinktext(file, sourcePath, true)}]]`;
}

/**
 * A link by full path, shown by name: `[[Campaigns/Gate/Session 2|Session 2]]`. Used for
 * `current-session`, because every campaign has a "Session 2": a short link that is unique today
 * becomes ambiguous when the next campaign starts, and then could send rolls to the wrong game.
 * Obsidian still rewrites it when the note is renamed or moved.
 */
export function pathLink(file: TFile): string {
	const path = file.path.replace(/\.md$/i, "");
	return path === file.basename ? `[[${path}]]` : `[[${path}|${file.basename}]]`;
}

export type FrontmatterState =
	| { state: "ok"; frontmatter: Record<string, unknown> }
	| { state: "none" }
	/** The file starts with `---` but Obsidian could not read its YAML. */
	| { state: "malformed" };

/** What the metadata cache knows of a note's frontmatter; the file is read only when the cache has none. */
export async function frontmatterState(app: App, file: TFile): Promise<FrontmatterState> {
	const fm = cachedFrontmatter(app, file);
	if (typeof fm === "object" && fm !== null && !Array.isArray(fm)) return { state: "ok", frontmatter: fm as Record<string, unknown> };
	const yaml = frontmatterText(await app.vault.cachedRead(file));
	if (yaml === undefined) return { state: "none" };
	// An empty block (or one holding only comments) is no frontmatter, not broken frontmatter.
	const meaningful = yaml.split(/\r?\n/).some((line) => line.trim() !== "" && !line.trim().startsWith("#"));
	return meaningful ? { state: "malformed" } : { state: "ok", frontmatter: {} };
}

/** A note whose `campaign` link leads nowhere, said one way wherever it is found. */
export function missingCampaignMessage(file: TFile, link: string): string {
	return t("notes.campaign.missingCampaign", { path: file.path, link: `[[${link}]]` });
}

/** A note the settings name (the default campaign, the session template) that is not in the vault. */
export function missingSettingMessage(what: "defaultCampaign" | "sessionTemplate", path: string): string {
	return t("notes.campaign.missingSetting", { what, path });
}

export function malformedMessage(file: TFile): string {
	return t("notes.campaign.malformed", { path: file.path, fence: "---" });
}

/** The note's frontmatter, or a clear error when it has none or it is malformed. */
export async function frontmatterOf(app: App, file: TFile): Promise<Result<Record<string, unknown>>> {
	const s = await frontmatterState(app, file);
	if (s.state === "ok") return ok(s.frontmatter);
	return fail(s.state === "malformed" ? malformedMessage(file) : t("notes.campaign.noFrontmatter", { path: file.path }));
}

export interface CampaignNote {
	file: TFile;
	campaign: Campaign;
	frontmatter: Record<string, unknown>;
}

/** Read and validate a campaign note. */
export async function readCampaignNote(app: App, file: TFile, settings: LedgerSettings): Promise<Result<CampaignNote>> {
	const fm = await frontmatterOf(app, file);
	if (!fm.ok) return fm;
	if (noteKind(fm.value) !== "campaign") return fail(t("notes.campaign.notCampaign", { path: file.path, property: "ledger: campaign" }));
	// The settings carry the campaign defaults under the same names (poolDieSize, d20Minor, …).
	const parsed: Parsed<Campaign> = readCampaign(fm.value, settings);
	if (!parsed.ok) return fail(`"${file.path}": ${parsed.error}`);
	return ok({ file, campaign: parsed.value, frontmatter: fm.value });
}

/** Every note in the vault whose `ledger` kind is the one asked for (read from the cache, no file reads). */
export function notesOfKind(app: App, kind: string): TFile[] {
	return app.vault.getMarkdownFiles().filter((f) => noteKind(cachedFrontmatter(app, f)) === kind);
}
