/** Note and folder names the user types: checked before they become paths. */
import { normalizePath } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";
import { t } from "../../lang";

/** Characters Obsidian refuses in file names or that break links. */
const FORBIDDEN = /[\\/:*?"<>|#^[\]]/;
const MAX_NAME = 100;

export function checkNoteName(raw: string, kind: NamedNote): Result<string> {
	const name = raw.trim();
	const what = t("notes.campaign.name.field", { kind });
	if (name === "") return fail(t("notes.campaign.name.required", { what }));
	if (name.length > MAX_NAME) return fail(t("notes.campaign.name.tooLong", { what, max: MAX_NAME }));
	if (FORBIDDEN.test(name)) return fail(t("notes.campaign.name.forbidden", { what, characters: '\\ / : * ? " < > | # ^ [ ]' }));
	if (name.startsWith(".")) return fail(t("notes.campaign.name.dot", { what }));
	return ok(name);
}

/** The notes a typed name creates, each named by its field in the messages. */
export type NamedNote = "campaign" | "character" | "encounter" | "npc";

/**
 * Join vault path parts (typed names, folders from settings), ignoring empty ones and stray
 * slashes, through Obsidian's normalizePath: a folder typed with a backslash or a doubled slash, or
 * a name typed on another device, becomes the path Obsidian itself would use. "" stays "" (the
 * vault's root), where normalizePath would give "/".
 */
export function joinPath(...parts: string[]): string {
	const joined = parts
		.flatMap((p) => p.split("/"))
		.filter((p) => p !== "")
		.join("/");
	return joined === "" ? "" : normalizePath(joined);
}

/** The path of the note `name` in `folder` ("" is the vault's root), normalized. */
export function notePath(folder: string, name: string): string {
	return joinPath(folder, `${name}.md`);
}

/** Today's date as YYYY-MM-DD in the user's time zone (a session is dated where it is played). */
export function localDate(now: Date = new Date()): string {
	const pad = (n: number): string => String(n).padStart(2, "0");
	return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
