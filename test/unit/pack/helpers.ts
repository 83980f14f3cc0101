/**
 * Rule notes for the pack tests: the built-in notes parsed as Obsidian parses a note's text (the
 * preview's getFrontMatterInfo and parseYaml stand in for Obsidian's, which need no DOM), and vault
 * notes written as a user would write their properties.
 */
import { BUILT_IN_PACKS } from "../../../src/games/pack/built-in";
import { buildPack, type Pack, type RuleNote } from "../../../src/games/pack/pack";
import type { SystemId } from "../../../src/notes/schema/kind";
import { getFrontMatterInfo, parseYaml } from "../../../preview/frontmatter";

export function builtIn(system: SystemId): RuleNote[] {
	return BUILT_IN_PACKS[system].map((note) => {
		const info = getFrontMatterInfo(note.text);
		return { properties: parseYaml(info.frontmatter) as Record<string, unknown>, body: note.text.slice(info.contentStart), from: { kind: "built-in", file: note.file } };
	});
}

/** A vault note at `path` with these properties. */
export function vaultNote(path: string, properties: Record<string, unknown>): RuleNote {
	return { properties, body: "", from: { kind: "vault", path } };
}

/** A Cypher condition note with the common keys filled in. */
export function cypherCondition(path: string, rest: Record<string, unknown>): RuleNote {
	return vaultNote(path, { ledger: "rule", system: "cypher", rule: "condition", ...rest });
}

export function packOf(system: SystemId, vault: RuleNote[] = []): Pack {
	return buildPack(system, builtIn(system), vault);
}
