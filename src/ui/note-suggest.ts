/**
 * Suggestions under the plugin's note-name fields, the way Obsidian's own fields offer them
 * (AbstractInputSuggest): the vault's notes that the field takes (characters for a party, NPCs and
 * creature pages for a combatant, campaign notes for the default campaign), or its folders. A field
 * that takes a comma-separated list (the party, creature lines) suggests for the part being typed
 * after the last comma, and keeps what is in front of the name ("3 × ", "[[").
 */
import { AbstractInputSuggest, TFolder, type App, type TAbstractFile, type TFile } from "obsidian";
import { isCreaturePage } from "../notes/csrd/npc-note";
import { cachedFrontmatter } from "../notes/campaign/notes";
import { noteKind } from "../notes/schema/kind";
import type { NoteFieldName } from "../games/frame/game";

/** At most this many suggestions are drawn (Obsidian's own default is 100; a phone shows fewer). */
const LIMIT = 50;

/** The part of a field's text being typed: everything before it, kept as written, and the name so far. */
export interface TypedPart {
	head: string;
	query: string;
	/** The user opened a link with "[[": the chosen name is closed with "]]". */
	bracket: boolean;
}

/** Split a field's text into what stays and the name being typed (the last part, for a list). */
export function typedPart(value: string, list: boolean): TypedPart {
	const cut = list ? value.lastIndexOf(",") + 1 : 0;
	const part = value.slice(cut);
	// A count ("3 × ", "2x ") and an opening "[[" stay in front of the name.
	const prefix = /^\s*(?:\d+\s*[×xX*]\s*)?(?:\[\[)?/.exec(part)?.[0] ?? "";
	const spacing = cut > 0 && !/^\s/.test(prefix) ? " " : "";
	return {
		head: `${value.slice(0, cut)}${spacing}${prefix}`,
		query: part.slice(prefix.length).replace(/\]\]\s*$/, "").trim(),
		bracket: prefix.endsWith("[["),
	};
}

/** How well a name fits the typed text: 0 starts with it, 1 a word starts with it, 2 contains it. */
function fit(name: string, q: string): number | undefined {
	const lower = name.toLowerCase();
	const at = lower.indexOf(q);
	if (at < 0) return undefined;
	return at === 0 ? 0 : lower.split(/[\s\-_/(]+/).some((word) => word.startsWith(q)) ? 1 : 2;
}

/**
 * The items one of whose names (a note's name and its aliases) contains the query, in any case,
 * best first: a name that starts with it, then a word that starts with it, then the rest;
 * alphabetical by the first name within each.
 */
export function rankByName<T>(items: readonly T[], query: string, namesOf: (item: T) => readonly string[]): T[] {
	const q = query.toLowerCase();
	const scored: { item: T; name: string; rank: number }[] = [];
	for (const item of items) {
		const names = namesOf(item);
		const ranks = names.map((name) => fit(name, q)).filter((rank): rank is number => rank !== undefined);
		if (ranks.length === 0) continue;
		scored.push({ item, name: names[0] ?? "", rank: Math.min(...ranks) });
	}
	scored.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
	return scored.slice(0, LIMIT).map((entry) => entry.item);
}

/** What a note field takes, and how the chosen note is written into it. */
export interface NoteFieldOptions {
	/** The notes the field takes. */
	accepts: (app: App, file: TFile) => boolean;
	/** A comma-separated list: suggest for the part after the last comma. */
	list?: boolean;
	/** Write the note's vault path (a setting) instead of its link text (a dialog that resolves links). */
	writePath?: boolean;
}

/** Notes by kind, for the fields that take them. */
export const NOTE_FIELDS = {
	/** A party: character notes. */
	party: { accepts: (app, file) => noteKind(cachedFrontmatter(app, file)) === "character", list: true },
	/** Add combatant: a character, an NPC note or a compendium creature page. */
	combatant: { accepts: (app, file) => isCombatant(app, file) },
	/** An encounter's creature lines: NPC notes and creature pages, with a count. */
	creatures: { accepts: (app, file) => isCombatant(app, file) && noteKind(cachedFrontmatter(app, file)) !== "character", list: true },
	/** The default campaign: campaign notes, by path. */
	campaign: { accepts: (app, file) => noteKind(cachedFrontmatter(app, file)) === "campaign", writePath: true },
	/** A template: any note, by path. */
	anyNote: { accepts: () => true, writePath: true },
} satisfies Record<NoteFieldName, NoteFieldOptions>;

/** A kind of note field by name, as a dialog's text field asks for it (the names are the games' own: games/frame/game.ts). */
export type { NoteFieldName };

/** A note's aliases as the metadata cache holds them (a list, or one name), so "Glass Moth" finds Glass-Moth. */
function aliasesOf(app: App, file: TFile): string[] {
	const aliases: unknown = (cachedFrontmatter(app, file) as Record<string, unknown> | undefined)?.["aliases"];
	if (typeof aliases === "string") return [aliases];
	return Array.isArray(aliases) ? aliases.filter((alias): alias is string => typeof alias === "string") : [];
}

function isCombatant(app: App, file: TFile): boolean {
	const kind = noteKind(cachedFrontmatter(app, file));
	return kind === "character" || kind === "npc" || (kind === undefined && isCreaturePage(app, file));
}

/** The field's text with the part being typed replaced by the choice. */
function withChoice(value: string, list: boolean, written: string): string {
	const part = typedPart(value, list);
	return `${part.head}${written}${part.bracket ? "]]" : ""}`;
}

/** Called with the field's new text when a suggestion is chosen: the same as the field's own onChange. */
export type OnChosen = (value: string) => unknown;

/** Draw one suggestion: the name, and the folder it is in, as text. */
function drawItem(el: HTMLElement, title: string, note: string): void {
	el.addClass("mod-complex");
	const content = el.createDiv({ cls: "suggestion-content" });
	content.createDiv({ cls: "suggestion-title", text: title });
	if (note !== "") content.createDiv({ cls: "suggestion-note", text: note });
}

/** Suggestions of the vault's notes that a field takes. */
export class NoteSuggest extends AbstractInputSuggest<TFile> {
	constructor(
		app: App,
		input: HTMLInputElement,
		private readonly field: NoteFieldOptions,
		private readonly onChosen: OnChosen,
	) {
		super(app, input);
		this.limit = LIMIT;
	}

	protected override getSuggestions(query: string): TFile[] {
		const typed = typedPart(query, this.field.list === true).query;
		const notes = this.app.vault.getMarkdownFiles().filter((file) => this.field.accepts(this.app, file));
		return rankByName(notes, typed, (file) => [file.basename, ...aliasesOf(this.app, file)]);
	}

	override renderSuggestion(file: TFile, el: HTMLElement): void {
		drawItem(el, file.basename, file.parent?.path === "/" ? "" : (file.parent?.path ?? ""));
	}

	override selectSuggestion(file: TFile): void {
		const written = this.field.writePath === true ? file.path : this.app.metadataCache.fileToLinktext(file, "", true);
		const value = withChoice(this.getValue(), this.field.list === true, written);
		this.setValue(value);
		this.onChosen(value);
		this.close();
	}
}

/** Suggestions of the vault's folders (the campaigns folder). */
export class FolderSuggest extends AbstractInputSuggest<TFolder> {
	constructor(
		app: App,
		input: HTMLInputElement,
		private readonly onChosen: OnChosen,
	) {
		super(app, input);
		this.limit = LIMIT;
	}

	protected override getSuggestions(query: string): TFolder[] {
		const folders = this.app.vault.getAllLoadedFiles().filter((file: TAbstractFile): file is TFolder => file instanceof TFolder && file.path !== "/");
		return rankByName(folders, query.trim(), (folder) => [folder.path]);
	}

	override renderSuggestion(folder: TFolder, el: HTMLElement): void {
		drawItem(el, folder.path, "");
	}

	override selectSuggestion(folder: TFolder): void {
		this.setValue(folder.path);
		this.onChosen(folder.path);
		this.close();
	}
}

