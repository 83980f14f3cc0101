/**
 * The one way Campaign Ledger writes frontmatter: through `processFrontMatter`, one write at a time
 * per note, touching only the keys a change names, and never on a note whose frontmatter Obsidian
 * could not read (writing would replace the user's broken YAML with a fresh block and lose it).
 */
import { getFrontMatterInfo, parseYaml, type App, type TFile } from "obsidian";
import { propertiesBlock } from "../engine/properties-block";
import type { StateValue } from "../engine/state";
import { fail, ok, type Result } from "../engine/result";
import { runExclusive } from "./log/file-queue";
import { listForm } from "./schema/list-forms";
import { t } from "../lang";

export type Frontmatter = Record<string, unknown>;

/** Changes the frontmatter in place; returning a string refuses the write with that message. */
export type FrontmatterMutation = (frontmatter: Frontmatter) => string | void;

class RefusedWrite extends Error {}

interface FrontmatterBlock {
	yaml: string;
	/** How the block ends: a --- line, a "..." line (YAML's end marker, which Obsidian does not read), or never. */
	end: "---" | "..." | null;
}

/**
 * The note's properties block as Obsidian finds it (getFrontMatterInfo), or null when it has none.
 * A first line of `---` that Obsidian does not close is told apart, so the refusal can say why: a
 * "..." line where the closing `---` should be, or no closing line at all.
 */
function frontmatterBlock(text: string): FrontmatterBlock | null {
	const info = getFrontMatterInfo(text);
	if (info.exists) return { yaml: info.frontmatter, end: "---" };
	if (!/^---\r?\n/.test(text)) return null;
	// An empty block (`---` twice): no properties, whichever way a reader counts it.
	if (propertiesBlock(text)?.yaml.trim() === "") return { yaml: "", end: "---" };
	return { yaml: "", end: /^\.\.\.[ \t]*\r?$/m.test(text) ? "..." : null };
}

/** A byte-order mark (U+FEFF) before the opening ---: invisible, and Obsidian then sees no properties. */
function startsWithMarkBeforeProperties(text: string): boolean {
	return /^\uFEFF---[ \t]*\r?\n/.test(text);
}

/**
 * The note's frontmatter parsed from its text ({} when it has none), or why it must not be written.
 * Parsed once: the same check guards every write and gives every fresh read its value.
 */
export function parseFrontmatter(app: App, file: TFile, text: string): Result<Frontmatter> {
	if (startsWithMarkBeforeProperties(text)) {
		return fail(t("notes.frontmatter.byteOrderMark", { path: file.path, fence: "---" }));
	}
	const block = frontmatterBlock(text);
	if (!block) return ok({});
	if (block.end === "...") {
		return fail(t("notes.frontmatter.dotsEnd", { path: file.path, dots: "...", fence: "---" }));
	}
	if (block.end === null) return fail(t("notes.frontmatter.noEnd", { path: file.path, fence: "---" }));
	let parsed: unknown;
	try {
		parsed = block.yaml.trim() === "" ? {} : parseYaml(block.yaml);
	} catch (error) {
		return fail(t("notes.frontmatter.invalidYaml", { path: file.path, error: errorText(error) }));
	}
	if (parsed !== null && (typeof parsed !== "object" || Array.isArray(parsed))) {
		return fail(t("notes.frontmatter.notMap", { path: file.path, line: "key: value" }));
	}
	const cache = app.metadataCache.getFileCache(file);
	// Obsidian found a frontmatter block but could not read it: trust its judgement over ours.
	if (cache?.frontmatterPosition && !cache.frontmatter && block.yaml.trim() !== "") {
		return fail(t("notes.frontmatter.unreadable", { path: file.path }));
	}
	return ok((parsed as Frontmatter | null) ?? {});
}

export function errorText(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/** Whether the vault still holds this very file at its path (not deleted, renamed or replaced). */
export function stillExists(app: App, file: TFile): boolean {
	return app.vault.getAbstractFileByPath(file.path) === file;
}

/** Reads a note's frontmatter fresh from the file (not the possibly stale cache). */
export async function readFrontmatter(app: App, file: TFile): Promise<Result<Frontmatter>> {
	if (!stillExists(app, file)) return fail(t("notes.frontmatter.noteGone", { path: file.path }));
	return parseFrontmatter(app, file, await app.vault.read(file));
}

/**
 * Runs `mutate` on the note's frontmatter and writes it, queued behind any other write to the note.
 * A refusal (a string from `mutate`) or an error leaves the note untouched.
 */
export function updateFrontmatter(app: App, file: TFile, mutate: FrontmatterMutation): Promise<Result<void>> {
	return runExclusive(file.path, async () => {
		if (!stillExists(app, file)) return fail<void>(t("notes.frontmatter.noteGoneUnchanged", { path: file.path }));
		const checked = parseFrontmatter(app, file, await app.vault.read(file));
		if (!checked.ok) return fail<void>(checked.error);
		let refusal: string | undefined;
		try {
			await app.fileManager.processFrontMatter(file, (frontmatter: Frontmatter) => {
				const answer = mutate(frontmatter);
				if (typeof answer === "string") {
					refusal = answer;
					// Throwing inside the callback is how processFrontMatter is told not to write.
					throw new RefusedWrite(answer);
				}
			});
		} catch (error) {
			return fail<void>(refusal ?? t("notes.frontmatter.notUpdated", { path: file.path, error: errorText(error) }));
		}
		return ok(undefined);
	});
}

/**
 * null stands for "no value": an absent key reads as null, and writing null removes the key. A list
 * stored in a form of its own (`equipment`, `combatants`: schema/list-forms.ts) reads and writes as
 * one line per item, whichever form the note holds.
 */
export function readValue(frontmatter: Frontmatter, key: string): unknown {
	const form = listForm(key);
	if (form) return form.read(frontmatter);
	return Object.prototype.hasOwnProperty.call(frontmatter, key) ? frontmatter[key] : null;
}

export function writeValue(frontmatter: Frontmatter, key: string, value: StateValue): void {
	const form = listForm(key);
	if (form) form.write(frontmatter, value);
	else if (value === null) delete frontmatter[key];
	else frontmatter[key] = Array.isArray(value) ? [...value] : value;
}

/** A number typed in quotes (`might: "7"`), read the way the sheet schemas read it (see FieldReader.int and FieldReader.number). */
const QUOTED_NUMBER = /^\s*[-+]?\d{1,16}(\.\d{1,6})?\s*$/;

/**
 * Whether the note holds `expected`, comparing values as the sheet reads them: a quoted number
 * ("7") is the number 7, so it neither blocks a change nor raises a false conflict on undo.
 */
export function sameValue(current: unknown, expected: StateValue): boolean {
	const normalized = current === undefined ? null : current;
	if (typeof expected === "number" && typeof normalized === "string" && QUOTED_NUMBER.test(normalized)) {
		return Number(normalized) === expected;
	}
	if (Array.isArray(expected)) {
		return Array.isArray(normalized) && normalized.length === expected.length && normalized.every((item, i) => item === expected[i]);
	}
	return normalized === expected;
}

/** A value as a user reads it in a message, kept short whatever the note holds. */
export function showValue(value: unknown): string {
	let text: string;
	if (value === null || value === undefined) text = t("notes.frontmatter.empty");
	else if (Array.isArray(value)) text = `[${value.map((item) => (typeof item === "object" && item !== null ? "…" : showValue(item))).join(", ")}]`;
	else if (typeof value === "string") text = value;
	else if (typeof value === "number" || typeof value === "boolean") text = String(value);
	else {
		try {
			text = JSON.stringify(value) ?? t("notes.frontmatter.aValue");
		} catch {
			text = t("notes.frontmatter.aValue");
		}
	}
	return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
