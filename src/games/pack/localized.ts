/**
 * The built-in rule notes in the user's language ("Rule packs translate their labels and bodies, never
 * their ids", issue 35). The English notes (src/games/<game>/pack/*.md) are the source; a translation
 * changes two things of a note: its `label` (the catalogue's `pack.label.*`, the words the sheets and
 * dialogs already show for it) and its body (the catalogue's `rulePack.<game>.<kind>.<id>.body`).
 * Every other line of the properties (ledger, system, rule, id, the numbers) is English's, byte for
 * byte, so a translated pack applies exactly the same rules; the file name stays English too, so a
 * vault's links and the "vault's note wins" lookup never depend on the language.
 *
 * The bodies ship in the catalogues (packed, unpacked on first use like every other message): the
 * English catalogue holds the English bodies too, because a translation's messages are stored in the
 * order of English's ids (scripts/catalogue-pack.mjs); test/unit/lang/rule-pack.test.ts keeps them
 * equal to the .md files, and the catalogue test knows these ids are used from the pack folders' files.
 */
import { currentLanguage, shippedMessage } from "../../lang";
import type { SystemId } from "../../notes/schema/kind";
import { builtInLabel } from "./labels";

/** One built-in note: the file name it is written under, and its whole text. */
export interface BuiltInNote {
	file: string;
	text: string;
}

/** "took-an-attack" → "tookAnAttack": a rule id as one part of a catalogue id. */
function camelCase(id: string): string {
	return id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The catalogue id of a built-in note's body: `rulePack.cypher.condition.tookAnAttack.body`. */
export function ruleBodyId(system: SystemId, kind: string, id: string): string {
	return `rulePack.${system}.${kind}.${camelCase(id)}.body`;
}

/** A built-in note's text split at its properties: the lines between the `---` fences, and the body after them. */
export function splitNote(text: string): { properties: string[]; body: string } | undefined {
	const normalized = text.replace(/\r\n/g, "\n");
	if (!normalized.startsWith("---\n")) return undefined;
	const end = normalized.indexOf("\n---\n", 3);
	if (end < 0) return undefined;
	return { properties: normalized.slice(4, end).split("\n"), body: normalized.slice(end + 5) };
}

/** A property line's plain value (`id: dazed` → "dazed"); undefined when the note has no such line. */
function lineValue(lines: readonly string[], key: string): string | undefined {
	const line = lines.find((l) => l.startsWith(`${key}:`));
	return line === undefined ? undefined : line.slice(key.length + 1).trim();
}

/** A label as a YAML value: plain when it is only letters, digits, spaces and hyphens, else double-quoted (JSON's quoting is YAML's). */
function yamlText(value: string): string {
	return /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(value) ? value : JSON.stringify(value);
}

/**
 * `note` in the active language: its label and body translated where the language has them, every
 * other property line as written. English, the pseudo-language, and a note or language without a
 * translation give the note as it is.
 */
export function localizedBuiltIn(system: SystemId, note: BuiltInNote): BuiltInNote {
	const language = currentLanguage();
	if (language === "en" || language === "en-XA") return note;
	const parts = splitNote(note.text);
	const kind = parts && lineValue(parts.properties, "rule");
	const id = parts && lineValue(parts.properties, "id");
	const label = parts && lineValue(parts.properties, "label");
	if (!parts || kind === undefined || id === undefined || label === undefined) return note;
	const body = shippedMessage(language, ruleBodyId(system, kind, id)) ?? parts.body;
	const translatedLabel = builtInLabel(label);
	const properties = parts.properties.map((line) => (line.startsWith("label:") ? `label: ${yamlText(translatedLabel)}` : line));
	return { file: note.file, text: `---\n${properties.join("\n")}\n---\n${body}` };
}
