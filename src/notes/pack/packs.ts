/**
 * A game's rule pack as the vault has it now (src/games/pack/pack.ts says what a pack is): the
 * built-in notes, parsed with Obsidian's own getFrontMatterInfo and parseYaml the first time a game's
 * rules are asked for (then kept: they never change), and the vault's rule notes, found by their
 * properties (`ledger: rule`) through the metadata cache wherever they live, so a note moved or
 * renamed still counts. A note's body is read (cachedRead) only for kinds that need it.
 *
 * Nothing is kept of the vault's notes between two asks: the metadata cache is already the index,
 * so an edit in the Properties panel counts the next time a rule is read, with nothing to invalidate.
 */
import { getFrontMatterInfo, parseYaml, type App, type TFile } from "obsidian";
import { BUILT_IN_PACKS, type BuiltInNote } from "../../games/pack/built-in";
import { localizedBuiltIn } from "../../games/pack/localized";
import { currentLanguage } from "../../lang";
import { buildPack, isRuleNote, readRuleNote, RULE_KINDS, unplacedNotes, type Pack, type PackProblem, type RuleNote } from "../../games/pack/pack";
import type { SystemId } from "../schema/kind";
import { cachedFrontmatter } from "../campaign/notes";

/** Built-in notes parsed so far, per language and game ("de:cypher"; never changed once parsed). */
const parsedBuiltIns = new Map<string, RuleNote[]>();
/** How many built-in notes have been parsed since the plugin loaded: the startup test checks none is at load. */
let builtInParses = 0;

/** The count of built-in notes parsed so far (for the startup test: none before a rule is asked for). */
export function builtInNotesParsed(): number {
	return builtInParses;
}

/** A built-in note's properties and body, as Obsidian itself reads a note's text. */
export function parseBuiltIn(note: BuiltInNote): RuleNote {
	builtInParses++;
	const info = getFrontMatterInfo(note.text);
	const parsed: unknown = info.exists ? parseYaml(info.frontmatter) : {};
	const properties = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
	return { properties, body: info.exists ? note.text.slice(info.contentStart) : note.text, from: { kind: "built-in", file: note.file } };
}

/** A game's built-in notes in the active language (labels and bodies translated, the rules the same), parsed on the first ask. */
export function builtInNotes(system: SystemId): readonly RuleNote[] {
	const key = `${currentLanguage()}:${system}`;
	let notes = parsedBuiltIns.get(key);
	if (!notes) {
		notes = BUILT_IN_PACKS[system].map((note) => parseBuiltIn(localizedBuiltIn(system, note)));
		parsedBuiltIns.set(key, notes);
	}
	return notes;
}

/** True when Obsidian's cache says the file is a rule note (`ledger: rule`). */
export function isRuleFile(app: App, file: TFile): boolean {
	return isRuleNote(cachedFrontmatter(app, file));
}

/** The text after a note's properties. */
function bodyOf(text: string): string {
	const info = getFrontMatterInfo(text);
	return info.exists ? text.slice(info.contentStart) : text;
}

/** Every rule note of the vault (any game), its body read only when its kind needs one. */
export async function vaultRuleNotes(app: App): Promise<RuleNote[]> {
	const notes: RuleNote[] = [];
	for (const file of app.vault.getMarkdownFiles()) {
		const properties = cachedFrontmatter(app, file);
		if (!isRuleNote(properties)) continue;
		const values = properties as Record<string, unknown>;
		const kind = typeof values["rule"] === "string" ? values["rule"].trim().toLowerCase() : "";
		const needsBody = Object.prototype.hasOwnProperty.call(RULE_KINDS, kind) && RULE_KINDS[kind as keyof typeof RULE_KINDS].needsBody;
		notes.push({ properties: values, body: needsBody ? bodyOf(await app.vault.cachedRead(file)) : "", from: { kind: "vault", path: file.path } });
	}
	return notes;
}

/** A game's pack now: the built-in rules with the vault's notes over them. */
export async function readPack(app: App, system: SystemId): Promise<Pack> {
	return buildPack(system, builtInNotes(system), await vaultRuleNotes(app));
}

/** Every game's pack and the rule notes no game takes, for the summary and a rule note's page. */
export async function readAllPacks(app: App, systems: readonly SystemId[]): Promise<{ packs: Pack[]; unplaced: PackProblem[] }> {
	const vault = await vaultRuleNotes(app);
	return { packs: systems.map((system) => buildPack(system, builtInNotes(system), vault)), unplaced: unplacedNotes(vault) };
}

/** What one rule note reads as (its page's panel), with the pack it belongs to when it names a game. */
export async function readRuleNotePage(app: App, file: TFile): Promise<{ reading: ReturnType<typeof readRuleNote>; pack?: Pack }> {
	const properties = cachedFrontmatter(app, file);
	const values = typeof properties === "object" && properties !== null && !Array.isArray(properties) ? (properties as Record<string, unknown>) : {};
	const reading = readRuleNote({ properties: values, body: "" });
	if (reading.system === undefined) return { reading };
	return { reading, pack: await readPack(app, reading.system) };
}
