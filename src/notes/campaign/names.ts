/** Note and folder names the user types: checked before they become paths. */
import { normalizePath } from "obsidian";
import { fail, ok, type Result } from "../../engine/result";

/** Characters Obsidian refuses in file names or that break links. */
const FORBIDDEN = /[\\/:*?"<>|#^[\]]/;
const MAX_NAME = 100;

export function checkNoteName(raw: string, what: string): Result<string> {
	const name = raw.trim();
	if (name === "") return fail(`${what}: a name is required`);
	if (name.length > MAX_NAME) return fail(`${what}: at most ${MAX_NAME} characters`);
	if (FORBIDDEN.test(name)) return fail(`${what}: a name cannot contain \\ / : * ? " < > | # ^ [ ]`);
	if (name.startsWith(".")) return fail(`${what}: a name cannot start with a dot`);
	return ok(name);
}

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
