/**
 * "Write the rule pack": a game's built-in rule notes, as the plugin ships them in the user's language
 * (labels and bodies translated; ids, property keys, numbers and file names English's), into a
 * folder of the vault (the settings' rule pack folder, then the game's own folder), so the GM can
 * read them, link to them and change them. A note is never overwritten: one already at the path,
 * or one elsewhere that already sets the same rule (moved, renamed), is left alone, and the answer
 * says which.
 */
import type { App } from "obsidian";
import { ok, type Result } from "../../engine/result";
import { BUILT_IN_PACKS } from "../../games/pack/built-in";
import { localizedBuiltIn } from "../../games/pack/localized";
import { readRuleNote } from "../../games/pack/pack";
import { t } from "../../lang";
import type { SystemId } from "../schema/kind";
import { createNote } from "../campaign/create-campaign";
import { joinPath } from "../campaign/names";
import { parseBuiltIn, vaultRuleNotes } from "./packs";

/** Each game's folder under the rule pack folder. */
export const PACK_FOLDERS: Readonly<Record<SystemId, string>> = { cypher: "Cypher System", pool: "Pool game", d20: "d20 game" };

export interface WrittenPack {
	folder: string;
	/** Paths of the notes written. */
	written: string[];
	/** Notes left alone, each with why ("Rules/Cypher System/Dazed.md is already there"). */
	leftAlone: string[];
	/** Notes that could not be written, with the vault's reason. */
	failed: string[];
}

export async function writePack(app: App, system: SystemId, rootFolder: string): Promise<Result<WrittenPack>> {
	const folder = joinPath(rootFolder, PACK_FOLDERS[system]);
	const result: WrittenPack = { folder, written: [], leftAlone: [], failed: [] };
	// The rules the vault already sets, wherever their notes are: "condition:dazed" → its path.
	const present = new Map<string, string>();
	for (const note of await vaultRuleNotes(app)) {
		const reading = readRuleNote(note);
		if (reading.system === system && reading.kind !== undefined && reading.id !== undefined && note.from.kind === "vault") present.set(`${reading.kind}:${reading.id}`, note.from.path);
	}
	for (const shipped of BUILT_IN_PACKS[system]) {
		const builtIn = localizedBuiltIn(system, shipped);
		const path = joinPath(folder, builtIn.file);
		if (app.vault.getAbstractFileByPath(path) !== null) {
			result.leftAlone.push(t("pack.write.alreadyThere", { path }));
			continue;
		}
		const reading = readRuleNote(parseBuiltIn(builtIn));
		const elsewhere = reading.kind !== undefined && reading.id !== undefined ? present.get(`${reading.kind}:${reading.id}`) : undefined;
		if (elsewhere !== undefined) {
			result.leftAlone.push(t("pack.write.setElsewhere", { rule: reading.label ?? builtIn.file, path: elsewhere }));
			continue;
		}
		const created = await createNote(app, folder, path, builtIn.text);
		if (created.ok) result.written.push(path);
		else result.failed.push(created.error);
	}
	return ok(result);
}

/** What the command tells the user: how many notes were written where, and what was left alone. */
export function writtenText(name: string, pack: WrittenPack): string {
	const parts = [t("pack.write.written", { game: name, count: pack.written.length, folder: pack.folder })];
	if (pack.leftAlone.length > 0) parts.push(t("pack.write.leftAlone", { notes: pack.leftAlone.join("; ") }));
	if (pack.failed.length > 0) parts.push(t("pack.write.notWritten", { reasons: pack.failed.join(" ") }));
	return parts.join(" ");
}
