/**
 * Frontmatter text through Obsidian's own YAML functions: the properties of a note we create are
 * written by `stringifyYaml` (formatted as Obsidian formats them when the user edits them in the
 * Properties view), and a note's frontmatter is found by `getFrontMatterInfo`. Later edits go
 * through processFrontMatter (src/notes/frontmatter.ts); this is only for a note's first text.
 */
import { getFrontMatterInfo, stringifyYaml } from "obsidian";
import { fail, ok, type Result } from "../engine/result";
import { errorText } from "./frontmatter";

/** The frontmatter block, with its `---` fences, to put at the top of a new note ("" for no properties). */
export function frontmatterBlock(properties: Readonly<Record<string, unknown>>): Result<string> {
	if (Object.keys(properties).length === 0) return ok("");
	let yaml: string;
	try {
		yaml = stringifyYaml(properties);
	} catch (error) {
		return fail(`These properties cannot be written as YAML (${errorText(error)})`);
	}
	return ok(`---\n${yaml}${yaml.endsWith("\n") ? "" : "\n"}---\n`);
}

/** The text of a note's frontmatter block without its fences, or undefined when it has none. */
export function frontmatterText(text: string): string | undefined {
	const info = getFrontMatterInfo(text);
	return info.exists ? info.frontmatter : undefined;
}

/** A note's text after its frontmatter block (the whole text when it has none). */
export function noteBody(text: string): string {
	const info = getFrontMatterInfo(text);
	return info.exists ? text.slice(info.contentStart) : text;
}
